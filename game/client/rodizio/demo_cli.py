"""``python -m game demo rodizio [--seed S] [--spicy] [--speed X] [--frames N]
[--screenshot PATH]``: AIs play Rodízio in the window, game after game.

Kept free of pygame imports at module level so the CLI parser stays light."""
from __future__ import annotations

import argparse
import math


def speed_arg(text: str) -> float:
    """An animation-speed factor: a number > 0 (1 = normal) or "instant"."""
    if text.strip().lower() == "instant":
        return math.inf
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a speed: {text!r} (a number like 1 or 2.5, or 'instant')") from None
    if not value > 0 or math.isinf(value) or math.isnan(value):
        raise argparse.ArgumentTypeError(f"speed must be a number above 0, got {text}")
    return value


def run_demo(*, seed: int, spicy: bool, speed: float | None, frames: int | None,
             screenshot: str | None, lang: str | None) -> int:
    from game.client.rodizio.demo_scene import DemoScene
    from game.client.run import run_client

    def first(app):
        return DemoScene(app, seed=seed, spicy=spicy, speed=speed, attract=False)
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)
