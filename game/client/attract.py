"""The title screen's attract mode: after 30 s without input the menu
pushes ``make_attract_scene(app)``, a game played by AIs — Rodízio and
Foodies in turn (counted per app); any input returns to the menu."""
from __future__ import annotations

from typing import Any


def make_attract_scene(app: Any):
    shown = getattr(app, "attract_count", 0)
    app.attract_count = shown + 1
    if shown % 2 == 1:
        from game.client.foodies.demo_scene import DemoScene as FoodiesDemo
        return FoodiesDemo(app, seed=app.tick % 1000 + 1, attract=True)
    from game.client.rodizio.demo_scene import DemoScene
    return DemoScene(app, seed=app.tick % 1000 + 1, attract=True)
