"""The shared part of both games' AI-only demo scenes (the title's attract
mode and the ``demo`` command).

A new game starts ``NEXT_GAME_PAUSE`` seconds after each one ends (the next
seed), so the table keeps moving. In attract mode any key, button or click
returns to the title, and a direction moves the title's focus as well (a
press always acts: one that only woke the title was a lost press); as the ``demo`` command's first scene, back/menu
quit. Subclasses set ``prefix`` (i18n section), implement
``_new_flow(seed)`` (the game's ``TableFlow`` and ``TableRenderer``) and
``_banner_center()``; ``BANNER`` is the banner's size (a table with less
room than 520×54 asks for a smaller one: its title shrinks to fit)."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme
from game.client.common.speed import speed_of
from game.client.scene import Scene
from game.client.run import run_client

#: Seconds between the end reveal and the next demo game.
NEXT_GAME_PAUSE = 4.0


def demo_seats(seed: int, seats: list[str] | None, choices: tuple[list[str], ...]) -> list[str]:
    """The AI levels for demo game ``seed``: ``seats`` or one of ``choices``
    by seed; a level that does not exist becomes the strongest one."""
    from game.ai.levels import LEVELS
    pick = list(seats or choices[seed % len(choices)])
    return [lv if lv in LEVELS else LEVELS[-1] for lv in pick]


def run_demo(scene_cls: Any, *, seed: int, speed: float | None, frames: int | None,
             screenshot: str | None, lang: str | None, **options: Any) -> int:
    """``python -m game demo <game>``: the game's demo scene ``scene_cls``
    (not in attract mode, so back / menu quit) with the game's ``options``."""

    def first(app: Any) -> Scene:
        return scene_cls(app, seed=seed, speed=speed, attract=False, **options)
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)


class AiDemoScene(Scene):
    """``attract``: return to the title on any input (a direction moving
    its focus too: a press always acts). ``speed``: a fixed
    animation-speed factor (None: the player's setting)."""

    prefix = ""

    def _speed(self) -> float:
        return self.speed if self.speed is not None else speed_of(self.app)

    def _new_game(self, seed: int) -> None:
        self.seed = seed
        self.games += 1
        self.flow, self.renderer = self._new_flow(seed)
        self.renderer.show_buttons = False
        self.renderer.show_prompt = False  # the demo banner sits there
        self.rest = 0.0

    def _new_flow(self, seed: int) -> tuple[Any, Any]:
        raise NotImplementedError

    BANNER = (520, 54)
    #: The banner's lines together at most this tall (a grown text shrinks back to it).
    TALLEST = 108

    def _banner_center(self) -> tuple[int, int]:
        raise NotImplementedError

    def handle(self, intent: Any) -> None:
        if intent.name == "point":
            return
        if self.attract:
            # Back to the title, and a press still acts there: a direction
            # (or next) moves its focus as it would have. Confirm, back and
            # clicks only return: what they would choose was not in sight.
            self.app.pop()
            top = self.app.top
            if top is not None and (intent.is_direction or intent.name == "next"):
                top.handle(intent)
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
        text, p = self.app.text, self.prefix
        title = text.tr(f"{p}.demo.title")
        key = f"{p}.demo.press" if self.attract else f"{p}.demo.quit"
        line = text.tr(key)
        # both lines grow with the Text size setting; the banner grows round them
        w = self.BANNER[0]
        t_size = text.fit_size(title, text.reading_size(26), w - 28, "display")
        l_size = text.fit_size(line, text.reading_size(18), w - 28, "bold")
        while t_size > 14 and text.line_height(t_size, "display") + text.line_height(l_size, "bold") > self.TALLEST:
            t_size, l_size = t_size - 1, max(12, l_size - 1)
        t_h, l_h = text.line_height(t_size, "display"), text.line_height(l_size, "bold")
        r = pygame.Rect(0, 0, w, max(self.BANNER[1], t_h + l_h - 6))
        # it grows upwards from its place (the hand's cards are below it)
        r.midbottom = (self._banner_center()[0], self._banner_center()[1] + self.BANNER[1] // 2)
        r.clamp_ip(surface.get_rect())
        theme.panel(surface, r, fill=(*theme.CHOCOLATE, 225), border=theme.MUSTARD, radius=20,
                    border_width=3, shadow=6)
        inner = r.inflate(-14, -4)
        top = r.top + (r.h - (t_h + l_h - 6)) // 2
        text.draw(surface, title, t_size, theme.CREAM, (r.centerx, top + t_h // 2), "center", role="display",
                  box=pygame.Rect(inner.left, top, inner.w, t_h))
        blink = 0.5 + 0.5 * math.sin(self.app.tick / 14)
        col = tuple(int(a + (b - a) * blink) for a, b in zip(theme.CHOCOLATE_LIGHT, theme.MUSTARD_LIGHT))
        y = top + t_h - 6
        text.draw(surface, line, l_size, col, (r.centerx, y + l_h // 2), "center", role="bold",
                  box=pygame.Rect(inner.left, y, inner.w, l_h))
