"""Foodies played by AIs only, for the title screen's attract mode and the
``demo foodies`` command.

A new game starts a few seconds after each one ends (the next seed), so the
table keeps moving. Seat 0's hand is shown face up so there is something to
watch. In attract mode any key, button or click returns to the title; as
the ``demo`` command's first scene, back/menu quit."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme
from game.client.foodies.config import GameConfig
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_scene import load_layout, make_flow, speed_of
from game.client.scene import Scene

NEXT_GAME_PAUSE = 4.0
DEMO_SEATS = (["normal", "hard"], ["easy", "normal", "hard"], ["easy", "normal", "normal", "hard"])


def demo_config(seed: int, seats: list[str] | None = None) -> GameConfig:
    """The AI table for demo game ``seed`` (the seat count varies by seed)."""
    from game.ai.levels import LEVELS
    pick = list(seats or DEMO_SEATS[seed % len(DEMO_SEATS)])
    pick = [lv if lv in LEVELS else LEVELS[-1] for lv in pick]
    return GameConfig(seats=pick, seed=seed, demo=True)


class DemoScene(Scene):
    """``attract``: return to the title on any input. ``speed``: a fixed
    animation-speed factor (None: the player's setting)."""

    def __init__(self, app: Any, *, seed: int = 1, speed: float | None = None, attract: bool = True,
                 seats: list[str] | None = None) -> None:
        super().__init__(app)
        self.attract = attract
        self.speed = speed
        self.seats = seats
        self.layout = load_layout(app)
        self.games = 0
        self._new_game(seed)

    def _speed(self) -> float:
        return self.speed if self.speed is not None else speed_of(self.app)

    def _new_game(self, seed: int) -> None:
        self.seed = seed
        self.games += 1
        self.flow = make_flow(self.app, demo_config(seed, self.seats), self.layout, speed=self._speed,
                              quiet=self.attract)
        self.renderer = TableRenderer(self.app, self.flow, self.layout)
        self.renderer.show_buttons = False
        self.renderer.show_prompt = False   # the demo banner sits there
        self.rest = 0.0

    def handle(self, intent: Any) -> None:
        if intent.name == "point":
            return
        if self.attract:
            self.app.pop()
        elif intent.name in ("back", "menu"):
            self.app.quit()

    def update(self, dt: float) -> None:
        self.flow.rtl = self.app.text.rtl
        self.flow.update(dt)
        if self.flow.phase == "over":
            self.rest += dt
            if self.rest >= NEXT_GAME_PAUSE:
                self._new_game((self.seed + 1) & 0x7FFFFFFF)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        text = self.app.text
        r = pygame.Rect(0, 0, 520, 54)
        r.center = pygame.Rect(self.flow.geo["hud_prompt"]).center
        theme.panel(surface, r, fill=(*theme.CHOCOLATE, 225), border=theme.MUSTARD, radius=20,
                    border_width=3, shadow=6)
        text.draw(surface, text.tr("foodies.demo.title"), 26, theme.CREAM, (r.centerx, r.top + 17),
                  "center", role="display")
        blink = 0.5 + 0.5 * math.sin(self.app.tick / 14)
        col = tuple(int(a + (b - a) * blink) for a, b in zip(theme.CHOCOLATE_LIGHT, theme.MUSTARD_LIGHT))
        key = "foodies.demo.press" if self.attract else "foodies.demo.quit"
        text.draw(surface, text.tr(key), 18, col, (r.centerx, r.top + 40), "center", role="bold")


def run_demo(*, seed: int, speed: float | None, frames: int | None, screenshot: str | None,
             lang: str | None) -> int:
    """``python -m game demo foodies``: AIs play in the window, game after game."""
    from game.client.run import run_client

    def first(app):
        return DemoScene(app, seed=seed, speed=speed, attract=False)
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)
