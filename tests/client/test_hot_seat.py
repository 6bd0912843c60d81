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
