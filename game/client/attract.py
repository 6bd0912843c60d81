"""The title screen's attract mode: after 30 s without input the menu
pushes ``make_attract_scene(app)``, a Rodízio game played by AIs; any input
returns to the menu."""
from __future__ import annotations

from typing import Any


def make_attract_scene(app: Any):
    from game.client.rodizio.demo_scene import DemoScene
    return DemoScene(app, seed=app.tick % 1000 + 1, attract=True)
