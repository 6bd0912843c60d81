"""The title screen's attract mode: after 30 s without input the menu
pushes ``make_attract_scene(app)``, a game played by AIs — Rodízio and
Foodies in turn; any input returns to the menu. A new attract scene
always follows at least 30 s of idling, so "the previous one began at
least that long ago" means the other game's turn; a quicker repeat call
gets the same game again."""
from __future__ import annotations

from typing import Any


SWITCH_TICKS = 30 * 60


def make_attract_scene(app: Any):
    last = getattr(app, "attract_last", None)       # (game, tick) of the previous one
    game = "rodizio"
    if last is not None:
        game = last[0] if app.tick - last[1] < SWITCH_TICKS else \
            ("foodies" if last[0] == "rodizio" else "rodizio")
    app.attract_last = (game, app.tick)
    if game == "foodies":
        from game.client.foodies.demo_scene import DemoScene as FoodiesDemo
        return FoodiesDemo(app, seed=app.tick % 1000 + 1, attract=True)
    from game.client.rodizio.demo_scene import DemoScene
    return DemoScene(app, seed=app.tick % 1000 + 1, attract=True)
