"""The lesson's highlights: what the narration talks about (drawing only;
deterministic, driven by the tick count).

They must never be mistaken for the table's focus ring (a solid, warm
yellow frame: "where I am"). A lesson highlight ("where to go") is a
cool cyan *dashed* outline whose dashes run around the target, with a
pulsing glow, and — for the thing to act on — a bouncing cyan arrow.
Both games use the same look."""
from __future__ import annotations

import math
from typing import Iterable

import pygame

from game.client.anim import motion

from game.client import theme

SCREEN = pygame.Rect(0, 0, 1280, 720)
#: The lesson colour (unlike the focus ring's yellow) and its dark edge.
LESSON = (72, 224, 255)
LESSON_EDGE = (14, 44, 72)
ARROW = LESSON
#: Arrow geometry: shaft length, head length, half shaft width, bounce.
LENGTH, HEAD, HALF, BOB = 46, 24, 11, 7
DASH, GAP, RADIUS = 14, 9, 12


def side_for(rect: pygame.Rect, avoid: pygame.Rect | None = None) -> str:
    """The natural side for an arrow: above low targets (the bottom hand),
    beside targets at the top edge, else right of the target (left of it
    when the right has no room; never over ``avoid``, the narration panel)."""
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


#: A short arrow's shaft: for a target whose neighbours sit close beside it
#: (a menu recipe), so the arrow ends in the gap, off the neighbour's icons.
SHORT = 6


def arrow_box(rect: pygame.Rect, side: str, length: int = LENGTH) -> pygame.Rect:
    """The screen area an arrow beside ``rect`` covers over its whole bounce
    (``length``: its shaft)."""
    rect = pygame.Rect(rect)
    reach = 6 + BOB + HEAD + length + 6
    wide = int(HEAD * 1.8) + 8
    if side == "above":
        return pygame.Rect(rect.centerx - wide // 2, rect.top - reach, wide, reach)
    if side == "below":
        return pygame.Rect(rect.centerx - wide // 2, rect.bottom, wide, reach)
    if side == "left":
        return pygame.Rect(rect.left - reach, rect.centery - wide // 2, reach, wide)
    return pygame.Rect(rect.right, rect.centery - wide // 2, reach, wide)


def place_arrow(rect: pygame.Rect, avoid: Iterable[pygame.Rect], panel: pygame.Rect | None = None,
                length: int = LENGTH) -> str:
    """The side for an arrow at ``rect`` whose box stays on screen and off
    every ``avoid`` rect (labels, the panel, other arrows); the natural
    side first. If no side is clear, the natural one."""
    first = side_for(rect, panel)
    avoid = [pygame.Rect(a) for a in avoid]
    if panel is not None:
        avoid.append(pygame.Rect(panel))
    for side in (first, "right", "left", "above", "below"):
        box = arrow_box(rect, side, length)
        if SCREEN.contains(box) and box.collidelist(avoid) < 0:
            return side
    return first


def _outline_points(r: pygame.Rect, radius: int) -> list[pygame.Vector2]:
    """A rounded rectangle's outline as a closed polyline (clockwise from
    the top-left corner's end)."""
    pts: list[pygame.Vector2] = []
    radius = max(2, min(radius, r.w // 2, r.h // 2))
    corners = [((r.right - radius, r.top + radius), -90), ((r.right - radius, r.bottom - radius), 0),
               ((r.left + radius, r.bottom - radius), 90), ((r.left + radius, r.top + radius), 180)]
    for (cx, cy), start in corners:
        for k in range(7):
            a = math.radians(start + 15 * k)
            pts.append(pygame.Vector2(cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return pts


def _dashes(r: pygame.Rect, offset: float) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
    """The dash segments along ``r``'s rounded outline, shifted by ``offset``
    along it (the running-dash motion)."""
    pts = _outline_points(r, RADIUS)
    pts.append(pts[0])
    period = DASH + GAP
    out = []
    walked = -offset % period
    for a, b in zip(pts, pts[1:]):
        seg = b - a
        n = seg.length()
        if n == 0:
            continue
        u = seg / n
        t = 0.0
        while t < n:
            phase = (walked + t) % period
            if phase < DASH:
                run = min(DASH - phase, n - t)
                out.append((a + u * t, a + u * (t + run)))
            else:
                run = min(period - phase, n - t)
            t += run
        walked += n
    return out


def ring(surface: pygame.Surface, rect: pygame.Rect, tick: int, color=LESSON) -> None:
    """The lesson highlight around ``rect``: a pulsing glow and a dashed
    outline whose dashes run clockwise (the target itself stays unveiled)."""
    p = 0.5 - 0.5 * math.cos(2 * math.pi * (tick % 60) / 60)
    r = pygame.Rect(rect).inflate(12, 12)
    halo = r.inflate(20, 20)
    glow = pygame.Surface(halo.size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*color, int(40 + 70 * p)), glow.get_rect(), 10, border_radius=RADIUS + 10)
    pygame.draw.rect(glow, (*color, int(30 + 40 * p)), glow.get_rect().inflate(-8, -8), 4,
                     border_radius=RADIUS + 6)
    surface.blit(glow, halo)
    offset = tick * 0.9
    for a, b in _dashes(r.move(0, 2), offset):
        pygame.draw.line(surface, LESSON_EDGE, a, b, 7)
    for a, b in _dashes(r, offset):
        pygame.draw.line(surface, color, a, b, 4)


def arrow(surface: pygame.Surface, rect: pygame.Rect, tick: int, side: str | None = None,
          color=ARROW, length: int = LENGTH) -> None:
    """A fat bouncing arrow next to ``rect`` pointing at it."""
    rect = pygame.Rect(rect)
    side = side or side_for(rect)
    bob = 0 if motion.reduced else BOB * math.sin(tick / 8)
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
    base = tip - d * HEAD
    tail = tip - d * (HEAD + length)
    pts = [tip, base + n * HEAD * 0.9, base + n * HALF, tail + n * HALF, tail - n * HALF,
           base - n * HALF, base - n * HEAD * 0.9]
    shadow = [(p.x + 3, p.y + 5) for p in pts]
    pygame.draw.polygon(surface, (*theme.SHADOW,), shadow)
    pygame.draw.polygon(surface, color, [(p.x, p.y) for p in pts])
    pygame.draw.polygon(surface, LESSON_EDGE, [(p.x, p.y) for p in pts], 3)


def point_at(surface: pygame.Surface, rect: pygame.Rect, tick: int, side: str | None = None) -> None:
    ring(surface, rect, tick)
    arrow(surface, rect, tick, side)


def number_disc(surface: pygame.Surface, app, center: tuple[int, int], n: int,
                fill=LESSON) -> pygame.Rect:
    """The order in which a card was dealt: a small square tag in the
    lesson's colours (cyan, dark edge, dark figure), so it never reads as a
    card's value (a red disc with a cream figure). Its rect."""
    r = pygame.Rect(0, 0, 26, 24)
    r.center = center
    pygame.draw.rect(surface, theme.SHADOW, r.move(1, 3), border_radius=6)
    pygame.draw.rect(surface, fill, r, border_radius=6)
    pygame.draw.rect(surface, LESSON_EDGE, r, 2, border_radius=6)
    app.text.draw(surface, str(n), 15, LESSON_EDGE, r.center, "center", role="bold")
    return r
