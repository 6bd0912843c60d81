"""Whole games through the real App, driven only by posted input: from the
main menu, through the setup screen, to the results."""
from __future__ import annotations

import pygame
import pytest

from game.client.app import App
from game.client.rodizio.results_scene import ResultsScene
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.rodizio.uibot import UiBot

MAX_FRAMES = 6000


def make_app(bot: UiBot, speed: str = "instant", frames: int = MAX_FRAMES) -> App:
    if pygame.display.get_init():
        pygame.event.clear()  # nothing left over from an earlier test's App
    return App(settings_store=MemorySettingsStore(Settings(anim_speed=speed)), frames=frames,
               script=[(t, bot) for t in range(frames)])


def run(bot: UiBot, speed: str = "instant", frames: int = MAX_FRAMES) -> App:
    app = make_app(bot, speed, frames)
    app.run()
    return app


def check_full_game(app: App, bot: UiBot, device: str) -> None:
    assert bot.finished, bot.seen
    assert bot.seen[:4] == ["TitleScene", "SetupScene", "TableScene", "ResultsScene"], bot.seen
    results = app.top
    assert isinstance(results, ResultsScene)
    res = results.flow.result
    assert res is not None and len(res["totals"]) == 2
    # Everything the player did came from that device (the mouse user
    # also presses nothing else).
    devices = {i.device for _, i in app.intent_log if i.name not in ("point",)}
    assert devices == {device}, devices
    assert not app._errors


@pytest.mark.parametrize("device", ["keyboard", "controller"])
def test_full_game_with_buttons(device):
    shots = {"menu": "rodizio_menu.png", "setup": "rodizio_setup.png",
             "results": "rodizio_results.png"} if device == "keyboard" else {}
    bot = UiBot(device, spicy=True, seed=5, shots=shots)
    app = run(bot)
    check_full_game(app, bot, device)
    assert bot.hints, "the hint was asked for and shown"
    # Seed 5 offers a blocked plate (the placard on top): trying it was refused
    # with the rule's explanation.
    assert bot.blocked_toasts and bot.blocked_toasts[0][0] == "rodizio.why.placard_top"
    # The setup screen was used: spicy mode on, the chosen seed.
    flow = app.top.flow
    assert flow.config.spicy and flow.seed == 5


def test_full_game_with_mouse():
    bot = UiBot("mouse", spicy=False)
    app = run(bot)
    check_full_game(app, bot, "mouse")
    assert bot.hints


def test_full_game_with_virtual_controller():
    from tests.client.virtual_controller import VirtualController
    bot = UiBot("pad", every=4, ask_hint=False, try_blocked=False)
    app = make_app(bot)
    pad = VirtualController.attach()
    if pad is None:
        pytest.skip("SDL refused a virtual controller here")
    bot.pad = pad
    try:
        app.run()
    finally:
        pad.detach()
        pygame.event.clear()
    top = app.top
    assert bot.finished, (bot.seen, type(top).__name__, getattr(getattr(top, "flow", None), "phase", None),
                          [(t, i.name, i.device) for t, i in app.intent_log[-8:]])
    assert any(i.device == "controller" for _, i in app.intent_log)
