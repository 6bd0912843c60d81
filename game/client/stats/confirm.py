"""A yes/no question over the current scene (the statistics' reset): a
title, a sentence, a button that does it and one that keeps things as
they are — focused first, so a stray confirm changes nothing. Back,
menu or the keep button close it; left/right (mirrored in a
right-to-left language), up/down and the mouse move between the two."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client import theme
from game.client.scene import Scene
from game.client.screen_parts import BAR_H, draw_prompts, draw_title
from game.client.widgets import Button, Menu


class ConfirmScene(Scene):
    opaque = False

    def __init__(self, app: Any, title: str, body: str, yes_key: str, no_key: str,
                 on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.title, self.body, self.on_yes = title, body, on_yes
        self.rect = pygame.Rect(0, 0, 780, 360)
        self.rect.center = (app.SIZE[0] // 2, app.SIZE[1] // 2)
        w, h, gap = 260, 60, 30
        y = self.rect.bottom - 28 - h
        near, far = self.rect.centerx - gap // 2 - w, self.rect.centerx + gap // 2
        if app.text.rtl:        # mirrored: Keep first in the reading order, as in LTR
            near, far = far, near
        self.keep = Button((near, y, w, h), self.close, key=no_key, size=28)
        self.yes = Button((far, y, w, h), self.accept, key=yes_key, size=28, sound="confirm")
        self.menu = Menu([self.keep, self.yes])

    def close(self) -> None:
        self.app.pop()

    def accept(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, intent: Any) -> None:
        if intent.name in ("back", "menu"):
            self.close()
        elif intent.name in ("left", "right"):
            self.menu.move(1, self.app)       # two buttons: either way is the other one
        else:
            self.menu.handle(intent, self.app)

    def redraw_every(self) -> int:
        return 6   # the focus ring's pulse

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.dim(surface)
        theme.panel(surface, self.rect, fill=theme.CREAM, border=theme.TOMATO, radius=26, border_width=6, shadow=14)
        size = 44
        while size > 26 and app.text.width(self.title, size, "display") > self.rect.w - 60:
            size -= 2
        draw_title(surface, app, self.title, (self.rect.centerx, self.rect.top + 56), size=size)
        room = pygame.Rect(self.rect.left + 40, self.rect.top + 104, self.rect.w - 80,
                           self.keep.rect.top - 16 - (self.rect.top + 104))
        for size in (24, 22, 20, 18):
            lines = app.text.wrap(self.body, size, room.w)
            lh = app.text.line_height(size)
            if len(lines) * lh <= room.h:
                break
        y = room.top
        for line in lines[:max(1, room.h // lh)]:
            app.text.draw(surface, line, size, theme.INK, (room.centerx, y + lh // 2), "center")
            y += lh
        self.menu.draw(surface, app)
        # the screen under this one has its own prompt bar: cover it first
        surface.fill(theme.SHADOW, pygame.Rect(0, surface.get_height() - BAR_H, surface.get_width(), BAR_H))
        draw_prompts(surface, app, [("left", "prompt.move"), ("confirm", "prompt.select"), ("back", "prompt.back")])
