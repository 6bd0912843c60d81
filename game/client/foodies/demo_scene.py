"""Foodies played by AIs only, for the title screen's attract mode and the
``demo foodies`` command (the shared ``AiDemoScene``: a new game a few
seconds after each one ends; any input returns to the title in attract
mode). Seat 0's hand is shown face up so there is something to watch."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.common.demo_scene import NEXT_GAME_PAUSE, AiDemoScene, demo_seats
from game.client.common.demo_scene import run_demo as common_run_demo
from game.client.foodies.config import GameConfig
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_scene import load_layout, make_flow

__all__ = ["DemoScene", "demo_config", "run_demo", "DEMO_SEATS", "NEXT_GAME_PAUSE"]

DEMO_SEATS = (["normal", "hard"], ["easy", "normal", "hard"], ["easy", "normal", "normal", "hard"])


def demo_config(seed: int, seats: list[str] | None = None) -> GameConfig:
    """The AI table for demo game ``seed`` (the seat count varies by seed)."""
    return GameConfig(seats=demo_seats(seed, seats, DEMO_SEATS), seed=seed, demo=True)


class DemoScene(AiDemoScene):
    """``attract``: return to the title on any input. ``speed``: a fixed
    animation-speed factor (None: the player's setting)."""

    prefix = "foodies"

    def __init__(self, app: Any, *, seed: int = 1, speed: float | None = None, attract: bool = True,
                 seats: list[str] | None = None) -> None:
        super().__init__(app)
        self.attract = attract
        self.speed = speed
        self.seats = seats
        self.layout = load_layout(app)
        self.games = 0
        self._new_game(seed)

    def _new_flow(self, seed: int) -> tuple[Any, TableRenderer]:
        flow = make_flow(self.app, demo_config(seed, self.seats), self.layout, speed=self._speed,
                         quiet=self.attract)
        return flow, TableRenderer(self.app, flow, self.layout)

    def update(self, dt: float) -> None:
        self.flow.rtl = self.app.text.rtl
        super().update(dt)

    def _banner_center(self) -> tuple[int, int]:
        return pygame.Rect(self.flow.geo["hud_prompt"]).center


def run_demo(*, seed: int, speed: float | None, frames: int | None, screenshot: str | None,
             lang: str | None) -> int:
    """``python -m game demo foodies``: AIs play in the window, game after game."""
    return common_run_demo(DemoScene, seed=seed, speed=speed, frames=frames, screenshot=screenshot, lang=lang)
