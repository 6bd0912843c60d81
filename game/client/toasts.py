"""The App's toasts: short messages at the bottom of the screen, the three
newest shown, each for its seconds."""
from __future__ import annotations

import pygame

from game.client import theme


class Toasts:
    """Mixed into `game.client.app.App` (its ``toasts``, ``tick``, ``text``,
    ``screen``)."""

    # ---- toasts ------------------------------------------------------
    def toast(self, text: str, seconds: float = 3.0) -> None:
        """Show a short message at the bottom of the screen for `seconds`."""
        self.toasts.append((text, self.tick + int(seconds * self.TICK_HZ)))
        self.dirty = True

    def _expire_toasts(self) -> None:
        """Drop the toasts whose time is up (the picture changes then)."""
        if self.toasts:
            alive = [t for t in self.toasts if t[1] > self.tick]
            if len(alive) != len(self.toasts):
                self.toasts = alive
                self.dirty = True

    def _draw_toasts(self) -> None:
        y = self.SIZE[1] - 40
        for text, _ in reversed(self.toasts[-3:]):
            lines = self.text.wrap(text, 24, 900)
            lh = self.text.line_height(24)
            h = lh * len(lines) + 24
            w = max(self.text.width(l, 24) for l in lines) + 48
            rect = pygame.Rect(0, 0, w, h)
            rect.midbottom = (self.SIZE[0] // 2, y)
            theme.panel(self.screen, rect, fill=theme.CHOCOLATE, border=theme.MUSTARD, radius=14,
                        border_width=3, shadow=6)
            for i, line in enumerate(lines):
                self.text.draw(self.screen, line, 24, theme.CREAM,
                               (rect.centerx, rect.top + 12 + lh * i + lh // 2), "center")
            y = rect.top - 12
