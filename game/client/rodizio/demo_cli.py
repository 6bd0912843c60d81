"""``python -m game demo rodizio [--seed S] [--spicy] [--speed X] [--frames N]
[--screenshot PATH]``: AIs play Rodízio in the window, game after game.

Kept free of pygame imports at module level so the CLI parser stays light."""
from __future__ import annotations

from game.cli.args import speed_arg  # noqa: F401  (kept where tests and tools look for it)


def run_demo(*, seed: int, spicy: bool, speed: float | None, frames: int | None,
             screenshot: str | None, lang: str | None) -> int:
    from game.client.rodizio.demo_scene import DemoScene
    from game.client.run import run_client

    def first(app):
        return DemoScene(app, seed=seed, spicy=spicy, speed=speed, attract=False)
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)
