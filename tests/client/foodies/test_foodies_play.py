"""Whole Foodies games through the real App, driven only by posted input:
from the main menu, through the setup screen, to the results — by
keyboard, mouse and controller."""
from __future__ import annotations

import pytest

from game.client.app import App
from game.client.foodies.results_scene import ResultsScene
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.foodies.foodies_bot import FoodiesBot

MAX_FRAMES = 9000


def make_app(bot: FoodiesBot, speed: str = "instant", frames: int = MAX_FRAMES, lang: str = "en") -> App:
    return App(settings_store=MemorySettingsStore(Settings(anim_speed=speed, language=lang)), frames=frames,
               script=[(t, bot) for t in range(frames)])


def check_full_game(app: App, bot: FoodiesBot, device: str, seats: int = 2) -> None:
    assert bot.finished, bot.seen
    assert bot.seen[:4] == ["TitleScene", "SetupScene", "TableScene", "ResultsScene"], bot.seen
    results = app.top
    assert isinstance(results, ResultsScene)
    res = results.flow.result
    assert res is not None and len(res["scores"]) == seats
    devices = {i.device for _, i in app.intent_log if i.name != "point"}
    assert devices == {device}, devices
    assert not app._errors
    # Every action the human took went through the screen's controls.
    assert {"draw", "serve", "swap", "pass"} <= set(bot.kinds_done), bot.kinds_done
    assert bot.discards["hand_limit"] >= 1
    assert "foodies.prompt.hand_limit" in bot.prompts
    assert bot.hints, "the hint was asked for and shown"
    assert bot.blocked and bot.blocked[0][0] == "foodies.why.serve_none"
    # The human really played: it served dishes in the final state.
    assert results.flow.state_json["served"][0]
    # The results explain the score (issue 31): from the game's record each
    # dish carries its first cook's +2, and every row's tiles add up to it.
    plates, unplaced = results.dish_rows()
    assert unplaced == [0] * seats
    assert [sum(d.scored for d in row) for row in plates] == res["scores"]


@pytest.mark.parametrize("device", ["keyboard", "mouse", "controller"])
def test_full_game(device):
    shots = {"setup": "foodies_setup.png", "table": "foodies_table.png",
             "discard_hand_limit": "foodies_hand_limit.png", "discard_deck_out": "foodies_deck_out.png",
             "results": "foodies_results.png"} if device == "keyboard" else {}
    bot = FoodiesBot(device, seed=4 if device == "keyboard" else None, shots=shots)
    app = make_app(bot)
    app.run()
    check_full_game(app, bot, device)
    if device == "keyboard":
        assert app.top.flow.seed == 4   # the deal number dialled on the setup screen


def test_full_game_three_seats_in_persian():
    bot = FoodiesBot("keyboard", seats=3, ask_hint=False, try_blocked=False,
                     shots={"table": "foodies_table_fa.png", "results": "foodies_results_fa.png"})
    app = make_app(bot, lang="fa")
    app.run()
    assert bot.finished, bot.seen
    assert len(app.top.flow.result["scores"]) == 3
    assert not app._errors
