"""The App's window: windowed or fullscreen, and the letterboxed viewport
the logical picture (`App.SIZE`) is scaled into; window pixels to logical
ones (the mouse)."""
from __future__ import annotations

import logging

import pygame

log = logging.getLogger(__name__)


class Window:
    """Mixed into `game.client.app.App` (its ``SIZE``, ``frames``, ``window``)."""

    _fullscreen = False

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                win = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self._fullscreen = True
                return win
            except pygame.error as e:
                log.warning("fullscreen unavailable: %s", e)
        self._fullscreen = False
        return pygame.display.set_mode(self.SIZE, pygame.RESIZABLE)

    def set_fullscreen(self, on: bool) -> None:
        if on == self._fullscreen or self.frames is not None:
            return
        self.window = self._open_window(on)
        self._update_viewport()

    def _present(self) -> None:
        """Show the logical screen in the window (scaled to the viewport
        when the window has another size) and flip."""
        if self.window.get_size() == self.SIZE:
            self.window.blit(self.screen, (0, 0))
        else:
            self.window.fill((0, 0, 0))
            scaled = pygame.transform.smoothscale(self.screen, self._viewport.size)
            self.window.blit(scaled, self._viewport)
        pygame.display.flip()

    def _update_viewport(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = self.SIZE
        scale = min(ww / lw, wh / lh) if lw and lh else 1.0
        w, h = max(1, round(lw * scale)), max(1, round(lh * scale))
        self._viewport = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixel -> logical pixel, or None in the letterbox bars."""
        v = self._viewport
        if not v.collidepoint(pos):
            return None
        x = (pos[0] - v.x) * self.SIZE[0] / v.w
        y = (pos[1] - v.y) * self.SIZE[1] / v.h
        return int(x), int(y)
