"""Arrows and rings that show what the narration talks about (drawing
only; deterministic, driven by the tick count)."""
from __future__ import annotations

import math

import pygame

from game.client import theme

SCREEN = pygame.Rect(0, 0, 1280, 720)
ARROW = (255, 226, 90)


def side_for(rect: pygame.Rect, avoid: pygame.Rect | None = None) -> str:
    """Where the arrow sits: above low targets (the bottom hand), below
    targets at the top edge, else right of the target (left of it when the
    right has no room; never over ``avoid``, the narration panel)."""
    clear = avoid.right if avoid is not None else 0
    if rect.centery > 560:  # the viewer's hand: beside it, else above it
        return "right" if rect.right + 80 < 950 else "above"
    if rect.top < 80:       # the top hand: beside it, clear of the name pill below
        return "left" if rect.left - 80 > clear + 40 else "below"
    if rect.right + 80 <= SCREEN.right - 6:
        return "right"
    if avoid is None or rect.left - 80 > avoid.right:
        return "left"
    return "above"


def ring(surface: pygame.Surface, rect: pygame.Rect, tick: int, color=ARROW) -> None:
    """A breathing outline around ``rect``."""
    p = 0.5 - 0.5 * math.cos(2 * math.pi * (tick % 50) / 50)
    r = pygame.Rect(rect).inflate(10 + 6 * p, 10 + 6 * p)
    # A soft halo around the outline only: the target itself stays unveiled.
    glow = pygame.Surface(r.inflate(16, 16).size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*color, int(70 + 60 * p)), glow.get_rect(), 10, border_radius=18)
    surface.blit(glow, r.inflate(16, 16))
    pygame.draw.rect(surface, theme.CHOCOLATE, r.move(0, 2), 5, border_radius=12)
    pygame.draw.rect(surface, color, r, 4, border_radius=12)


def arrow(surface: pygame.Surface, rect: pygame.Rect, tick: int, side: str | None = None,
          color=ARROW) -> None:
    """A fat bouncing arrow next to ``rect`` pointing at it."""
    rect = pygame.Rect(rect)
    side = side or side_for(rect)
    bob = 7 * math.sin(tick / 8)
    length, head, half = 46, 24, 11
    if side == "above":
        tip = pygame.Vector2(rect.centerx, rect.top - 6 - bob)
        d = pygame.Vector2(0, 1)
    elif side == "below":
        tip = pygame.Vector2(rect.centerx, rect.bottom + 6 + bob)
        d = pygame.Vector2(0, -1)
    elif side == "left":
        tip = pygame.Vector2(rect.left - 6 - bob, rect.centery)
        d = pygame.Vector2(1, 0)
    else:
        tip = pygame.Vector2(rect.right + 6 + bob, rect.centery)
        d = pygame.Vector2(-1, 0)
    n = pygame.Vector2(-d.y, d.x)
    base = tip - d * head
    tail = tip - d * (head + length)
    pts = [tip, base + n * head * 0.9, base + n * half, tail + n * half, tail - n * half,
           base - n * half, base - n * head * 0.9]
    shadow = [(p.x + 3, p.y + 5) for p in pts]
    pygame.draw.polygon(surface, (*theme.SHADOW,), shadow)
    pygame.draw.polygon(surface, color, [(p.x, p.y) for p in pts])
    pygame.draw.polygon(surface, theme.CHOCOLATE, [(p.x, p.y) for p in pts], 3)


def point_at(surface: pygame.Surface, rect: pygame.Rect, tick: int, side: str | None = None) -> None:
    ring(surface, rect, tick)
    arrow(surface, rect, tick, side)


def number_disc(surface: pygame.Surface, app, center: tuple[int, int], n: int,
                fill=theme.TOMATO) -> None:
    """A small numbered disc (the order in which cards were dealt)."""
    pygame.draw.circle(surface, theme.SHADOW, (center[0] + 1, center[1] + 3), 14)
    pygame.draw.circle(surface, fill, center, 14)
    pygame.draw.circle(surface, theme.CREAM, center, 14, 3)
    app.text.draw(surface, str(n), 17, theme.WHITE, center, "center", role="display")
