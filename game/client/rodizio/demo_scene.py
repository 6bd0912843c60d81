"""Rodízio played by AIs only, for the title screen's attract mode and the
``demo`` command.

A new game starts a few seconds after each one ends (the next seed), so the
table keeps moving. In attract mode any key, button or click returns to the
title; as the ``demo`` command's first scene, back/menu quit.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme
from game.client.rodizio import board_view as bv
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client.rodizio.table_scene import load_layout, sound_player, speed_of
from game.client.scene import Scene

#: Seconds between the end reveal and the next demo game.
NEXT_GAME_PAUSE = 4.0
DEMO_SEATS = (["easy", "normal", "hard"], ["normal", "hard"], ["easy", "normal", "normal", "hard"])


def demo_config(seed: int, spicy: bool | None = None, seats: list[str] | None = None) -> GameConfig:
    """The AI table for demo game ``seed`` (seat count and spice vary by seed)."""
    from game.ai.levels import LEVELS
    pick = list(seats or DEMO_SEATS[seed % len(DEMO_SEATS)])
    pick = [lv if lv in LEVELS else LEVELS[-1] for lv in pick]
    return GameConfig(seats=pick, spicy=(seed % 2 == 1) if spicy is None else spicy, seed=seed,
                      first_seat=seed % len(pick))


class DemoScene(Scene):
    """``attract``: return to the title on any input. ``speed``: a fixed
    animation-speed factor (None: the player's setting)."""

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

    def _speed(self) -> float:
        return self.speed if self.speed is not None else speed_of(self.app)

    def _new_game(self, seed: int) -> None:
        self.seed = seed
        self.games += 1
        self.flow = TableFlow(demo_config(seed, self.spicy), geometry=self.geo, speed=self._speed,
                              deterministic=getattr(self.app, "frames", None) is not None,
                              sound=sound_player(self.app) if not self.attract else (lambda n: None))
        self.renderer = TableRenderer(self.app, self.flow, self.layout)
        self.renderer.show_buttons = False
        self.renderer.show_prompt = False  # the banner sits there
        self.rest = 0.0

    def handle(self, intent: Any) -> None:
        if intent.name == "point":
            return
        if self.attract:
            self.app.pop()
        elif intent.name in ("back", "menu"):
            self.app.quit()

    def update(self, dt: float) -> None:
        self.flow.update(dt)
        if self.flow.phase == "over":
            self.rest += dt
            if self.rest >= NEXT_GAME_PAUSE:
                self._new_game((self.seed + 1) & 0x7FFFFFFF)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        text = self.app.text
        r = pygame.Rect(0, 0, 520, 54)
        r.center = pygame.Rect(self.geo["hud_prompt"]).center
        theme.panel(surface, r, fill=(*theme.CHOCOLATE, 225), border=theme.MUSTARD, radius=20,
                    border_width=3, shadow=6)
        text.draw(surface, text.tr("rodizio.demo.title"), 26, theme.CREAM, (r.centerx, r.top + 17),
                  "center", role="display")
        blink = 0.5 + 0.5 * math.sin(self.app.tick / 14)
        col = tuple(int(a + (b - a) * blink) for a, b in zip(theme.CHOCOLATE_LIGHT, theme.MUSTARD_LIGHT))
        key = "rodizio.demo.press" if self.attract else "rodizio.demo.quit"
        text.draw(surface, text.tr(key), 18, col, (r.centerx, r.top + 40), "center", role="bold")
