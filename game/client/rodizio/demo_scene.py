"""Rodízio played by AIs only, for the title screen's attract mode and the
``demo`` command (the shared ``AiDemoScene``: a new game a few seconds
after each one ends; any input returns to the title in attract mode).
"""
from __future__ import annotations

from typing import Any

import pygame

from game.client.common.demo_scene import NEXT_GAME_PAUSE, AiDemoScene, demo_seats
from game.client.common.demo_scene import run_demo as common_run_demo
from game.client.rodizio import board_view as bv
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client.rodizio.table_scene import layout_for, load_layout, sound_player

__all__ = ["DemoScene", "demo_config", "run_demo", "DEMO_SEATS", "NEXT_GAME_PAUSE"]

DEMO_SEATS = (["easy", "normal", "hard"], ["normal", "hard"], ["easy", "normal", "normal", "hard"])


def demo_config(seed: int, spicy: bool | None = None, seats: list[str] | None = None) -> GameConfig:
    """The AI table for demo game ``seed`` (seat count and spice vary by seed)."""
    pick = demo_seats(seed, seats, DEMO_SEATS)
    return GameConfig(seats=pick, spicy=(seed % 2 == 1) if spicy is None else spicy, seed=seed,
                      first_seat=seed % len(pick))


class DemoScene(AiDemoScene):
    """``attract``: return to the title on any input. ``speed``: a fixed
    animation-speed factor (None: the player's setting)."""

    prefix = "rodizio"

    def __init__(self, app: Any, *, seed: int = 1, spicy: bool | None = None,
                 speed: float | None = None, attract: bool = True) -> None:
        super().__init__(app)
        self.attract = attract
        self.spicy = spicy
        self.speed = speed
        self.seed = seed
        self.layout = load_layout(app)
        self.geo = bv.Geometry.from_layout(self.layout)
        self.games = 0
        self._new_game(seed)

    def _new_flow(self, seed: int) -> tuple[TableFlow, TableRenderer]:
        config = demo_config(seed, self.spicy)
        layout = layout_for(self.app, self.layout, len(config.seats))  # laid out for its seat count
        flow = TableFlow(config, geometry=bv.Geometry.from_layout(layout), speed=self._speed,
                         deterministic=getattr(self.app, "frames", None) is not None,
                         sound=sound_player(self.app) if not self.attract else (lambda n: None))
        return flow, TableRenderer(self.app, flow, layout)

    BANNER = (360, 54)

    def _banner_center(self) -> tuple[int, int]:
        """Right of the triangle, above the prompt's place (no prompt in a
        demo): on the cloth, clear of every column, slip and name."""
        r = pygame.Rect(self.geo["hud_prompt"])
        return r.centerx, r.top - 60


def run_demo(*, seed: int, spicy: bool, speed: float | None, frames: int | None,
             screenshot: str | None, lang: str | None) -> int:
    """``python -m game demo rodizio [--spicy]``: AIs play in the window, game after game."""
    return common_run_demo(DemoScene, seed=seed, spicy=spicy, speed=speed, frames=frames,
                           screenshot=screenshot, lang=lang)
