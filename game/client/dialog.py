"""A modal message box over the current scene: title, text, one OK button.
Confirm, back, menu or clicking OK closes it."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_title
from game.client.widgets import Button, Menu


class MessageScene(Scene):
    opaque = False

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app, title_key: str, body_key: str | None = None, *, body: str | None = None,
                 on_close=None, **fmt):
        super().__init__(app)
        self.title_key = title_key
        self.body_key = body_key
        self.body = body
        self.fmt = fmt
        self.on_close = on_close
        self.rect = pygame.Rect(0, 0, 760, 380)
        self.rect.center = (app.SIZE[0] // 2, app.SIZE[1] // 2)
        ok = Button((0, 0, 240, 62), self.close, key="common.ok")
        ok.rect.midbottom = (self.rect.centerx, self.rect.bottom - 28)
        self.menu = Menu([ok])

    def close(self) -> None:
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    def handle(self, intent) -> None:
        if intent.name in ("back", "menu"):
            self.close()
        else:
            self.menu.handle(intent, self.app)

    def body_text(self) -> str:
        if self.body is not None:
            return self.body
        return self.app.text.tr(self.body_key, **self.fmt) if self.body_key else ""

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.dim(surface)
        theme.panel(surface, self.rect, fill=theme.CREAM, border=theme.TOMATO, radius=26,
                    border_width=6, shadow=14)
        draw_title(surface, app, app.text.tr(self.title_key), (self.rect.centerx, self.rect.top + 58), size=48)
        # A long body (a file's path and reason) shrinks to stay above OK.
        room = self.menu.widgets[0].rect.top - 12 - (self.rect.top + 120)
        # (body text: grown by the Text size setting; the smaller sizes keep a
        # grown one, or a long path that cannot wrap, inside the box)
        width = self.rect.width - 80
        for size in (28, 24, 21, 18, 16, 14, 12, 10):
            lines = app.text.wrap(self.body_text(), size, width)
            lh = app.text.line_height(size)
            if len(lines) * lh <= room and all(app.text.width(ln, size) <= width for ln in lines):
                break
        y = self.rect.top + 120
        for line in lines[:max(1, room // lh)]:
            app.text.draw(surface, line, size, theme.INK, (self.rect.centerx, y + lh // 2), "center",
                          box=pygame.Rect(self.rect.left + 40, y, width, lh))
            y += lh
        self.menu.draw(surface, app)
