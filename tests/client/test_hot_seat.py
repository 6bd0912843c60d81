"""Hot seat: two human seats chosen on the REAL setup screen (by keyboard),
a whole game played through the covers between the players' turns, to the
results screen — for every windowed game (Rodízio and Foodies with their own
bots, any other through its kit: tests/client/kit_bot.py). (A Foodies
hot-seat game once crashed on its first frame: the cover's prompt passed
``key=`` to ``Text.tr``.)"""
from __future__ import annotations

import pytest

from game import kits
from game.client.app import App
from game.client.common.setup_scene import HUMAN
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.foodies.foodies_bot import FoodiesBot
from tests.client.kit_bot import KitBot
from tests.client.rodizio.uibot import UiBot

MAX_FRAMES = 12000


class _HotSeat:
    """Mix-in: before starting, make the first two seats human by walking
    the setup screen's seat rows with left/right, then count the covers."""

    covers = 0
    _was_cover = False

    def setup(self, s) -> None:
        for i in (0, 1):
            if s.seat_kinds[i] != HUMAN:
                self.setup_go(s, s.seat_rows[i], "left")
                return
        super().setup(s)

    def table(self, app, scene) -> None:
        is_cover = scene.flow.phase == "cover"
        if is_cover and not self._was_cover:
            self.covers += 1
        self._was_cover = is_cover
        super().table(app, scene)


class HotFoodies(_HotSeat, FoodiesBot):
    pass


class HotRodizio(_HotSeat, UiBot):
    pass


class HotKit(_HotSeat, KitBot):
    pass


#: The games with a bot of their own; any other plays through its kit.
OWN_BOTS = {"rodizio": HotRodizio, "foodies": HotFoodies}


def _play(bot) -> App:
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=MAX_FRAMES,
              script=[(t, bot) for t in range(MAX_FRAMES)])
    app.run()
    return app


@pytest.mark.draw_every_frame   # the Foodies crash was in drawing the cover
@pytest.mark.parametrize("game", [k.name for k in kits.windowed()])
def test_two_humans_play_a_whole_game(game):
    if game in OWN_BOTS:
        bot = OWN_BOTS[game]("keyboard", ask_hint=False, try_blocked=False)
    else:
        bot = HotKit(kits.get(game))
    app = _play(bot)
    assert not app._errors, app._errors
    assert bot.finished, bot.seen
    assert bot.seen[:4] == ["TitleScene", "SetupScene", "TableScene", "ResultsScene"], bot.seen
    results = app.top
    assert type(results).__name__ == "ResultsScene"
    flow = results.flow
    assert [s for s in flow.config.seats] == [HUMAN, HUMAN]
    result = flow.rules.result(flow.state)
    assert result is not None and result["winners"] is not None
    # The screen was covered between the two players' turns, many times.
    assert bot.covers >= 4, bot.covers


# -- Undo never crosses to another human's move ------------------------------------------------
def test_undo_point_takes_back_only_the_device_holders_own_moves():
    """Hot seat (players 0 and 1 human, 2 an AI): Undo goes back to the
    holder's own last turn, never across the other human's move since."""
    from types import SimpleNamespace
    from game.client.records.undo import undo_point
    rec = SimpleNamespace(game="rodizio", actions=[{"actor": a, "action": {}} for a in (0, 2, 1, 2)])
    assert undo_point(rec, [0, 1], holder=1) == (2, None)               # its own move, and the reply
    assert undo_point(rec, [0, 1], holder=0) == (None, "undo.refused_other")   # player 2 moved since
    first = SimpleNamespace(game="rodizio", actions=[{"actor": 0, "action": {}}])
    assert undo_point(first, [0, 1], holder=1) == (None, "undo.nothing")       # player 2 has not played
    assert undo_point(first, [0, 1], holder=0) == (0, None)
    assert undo_point(first, [0, 1]) == (0, None)                        # one human: as before


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_player_twos_undo_never_takes_back_player_ones_move(game):
    """The reported case: player 1 moves, player 2 takes the device and
    presses Undo — player 1's move stays, the device stays with player 2,
    and the toast says why."""
    import importlib

    import pygame

    from game.storage.settings import Settings
    from tests.client import testing as T
    seen: dict = {}
    config = importlib.import_module(f"game.client.{game}.config").GameConfig(seats=["human", "human"], seed=3)
    scene_cls = importlib.import_module(f"game.client.{game}.table_scene").TableScene
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=900)

    def bot(a):
        scene = a.top
        flow = getattr(scene, "flow", None)
        if flow is None or "after" in seen:
            return
        if flow.phase == "cover":
            flow.handle("confirm")
        elif flow.phase == "human" and flow.viewer == 0 and "moved" not in seen:
            legal = flow.rules.legal_actions(flow.state)
            flow.play(legal[0])
            seen["moved"] = len(scene.recorder.record.actions)
        elif flow.phase == "human" and flow.viewer == 1 and "pressed" not in seen:
            seen["pressed"] = len(scene.recorder.record.actions)
            seen["at"], seen["scene"] = a.tick, scene
            a.post_event(T.key(pygame.K_u))
        elif "pressed" in seen and a.tick >= seen["at"] + 3:   # the press was handled
            seen["after"] = (len(scene.recorder.record.actions), flow.viewer, flow.phase,
                             flow.toast.message[0] if flow.toast else None, scene is seen["scene"])

    app.script = [(t, bot) for t in range(2, 880)]
    app.run(scene_cls(app, config))
    assert seen["moved"] >= 1 and seen["pressed"] >= seen["moved"]
    count, viewer, phase, toast, same_scene = seen["after"]
    assert count == seen["pressed"]                 # nothing was taken back
    assert (viewer, phase) == (1, "human")          # player 2 keeps the device
    assert toast == "undo.nothing" and same_scene
