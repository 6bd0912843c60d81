"""The title screen's attract mode: after 30 s without input the menu
pushes ``make_attract_scene(app)``, a game played by AIs — each registered
game in turn; any input returns to the menu. A new attract scene
always follows at least 30 s of idling, so "the previous one began at
least that long ago" means the next game's turn; a quicker repeat call
gets the same game again."""
from __future__ import annotations

from typing import Any

from game import kits

SWITCH_TICKS = 30 * 60


def make_attract_scene(app: Any):
    games = [k.name for k in kits.windowed()]      # the registered games, in order
    last = getattr(app, "attract_last", None)       # (game, tick) of the previous one
    game = games[0]
    if last is not None and last[0] in games:
        game = last[0] if app.tick - last[1] < SWITCH_TICKS else \
            games[(games.index(last[0]) + 1) % len(games)]
    app.attract_last = (game, app.tick)
    return kits.get(game).part("demo_scene")(app, seed=app.tick % 1000 + 1, attract=True)
