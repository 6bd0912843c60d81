"""How the review marks a decision: each verdict's colour *and* shape, so it
reads without colour (drawing only; deterministic, driven by the tick).

| verdict | colour | shape |
|---|---|---|
| best | green | a star |
| good | blue | a tick |
| inaccuracy | amber | a triangle with "!" |
| mistake | red | a cross |

On the table the move played gets a solid frame in its verdict's colour
with a tag (shape + verdict word); the better move a *dashed* green frame
with a star and "Better". The word always says it; the shapes tell the
two apart at a glance; the colours help those who see them."""
from __future__ import annotations

import math

import pygame

from game.client import theme

COLORS = {"best": (46, 140, 64), "good": (44, 110, 170), "inaccuracy": (214, 140, 20),
          "mistake": (196, 44, 32)}
BETTER = COLORS["best"]
#: The frame's edge, so it shows on the red and blue tables alike.
EDGE = theme.CREAM


def icon(surface: pygame.Surface, verdict: str, center: tuple[int, int], r: int,
         fill: tuple[int, int, int] | None = None) -> pygame.Rect:
    """The verdict's disc (radius ``r``) with its shape in cream; ``verdict``
    may also be ``"better"`` (the star). Returns the disc's rect."""
    fill = fill or COLORS.get(verdict, BETTER)
    cx, cy = center
    pygame.draw.circle(surface, theme.SHADOW, (cx, cy + max(1, r // 6)), r)
    pygame.draw.circle(surface, fill, (cx, cy), r)
    pygame.draw.circle(surface, EDGE, (cx, cy), r, max(1, r // 7))
    ink = EDGE
    s = r * 0.62
    w = max(2, round(r / 4))
    if verdict in ("best", "better"):
        pts = []
        for k in range(10):
            a = -math.pi / 2 + k * math.pi / 5
            rad = s if k % 2 == 0 else s * 0.45
            pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a) + r * 0.04))
        pygame.draw.polygon(surface, ink, pts)
    elif verdict == "good":
        pygame.draw.lines(surface, ink, False, [(cx - s * 0.75, cy + s * 0.05), (cx - s * 0.2, cy + s * 0.6),
                                                (cx + s * 0.8, cy - s * 0.55)], w + 1)
    elif verdict == "inaccuracy":
        tri = [(cx, cy - s * 0.95), (cx + s * 0.95, cy + s * 0.7), (cx - s * 0.95, cy + s * 0.7)]
        pygame.draw.polygon(surface, ink, tri)
        pygame.draw.line(surface, fill, (cx, cy - s * 0.45), (cx, cy + s * 0.15), max(2, w - 1))
        pygame.draw.circle(surface, fill, (cx, round(cy + s * 0.43)), max(1, w // 2 + 1))
    elif verdict == "mistake":
        pygame.draw.line(surface, ink, (cx - s * 0.6, cy - s * 0.6), (cx + s * 0.6, cy + s * 0.6), w + 1)
        pygame.draw.line(surface, ink, (cx - s * 0.6, cy + s * 0.6), (cx + s * 0.6, cy - s * 0.6), w + 1)
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


def tag_rect(text, words: str, at: tuple[int, int], anchor: str = "midbottom", size: int = 17,
             bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tag of ``words`` goes with its ``anchor`` at ``at`` (kept inside ``bounds``)."""
    r_icon = size // 2 + 3
    pill = pygame.Rect(0, 0, text.width(words, size, "bold") + 2 * r_icon + 22, 2 * r_icon + 8)
    setattr(pill, anchor, at)
    if bounds is not None:
        pill.clamp_ip(bounds)
    return pill


def tag(surface: pygame.Surface, text, verdict: str, words: str, pill: pygame.Rect, size: int = 17) -> None:
    """A pill naming a mark — the verdict's icon and ``words`` — in ``pill``
    (`tag_rect`), the icon on the reading side."""
    r_icon = size // 2 + 3
    tw = text.width(words, size, "bold")
    color = COLORS.get(verdict, BETTER)
    theme.panel(surface, pill, fill=theme.CREAM, border=color, radius=pill.h // 2, border_width=3, shadow=3)
    rtl = text.rtl
    icon_x = pill.right - 4 - r_icon if rtl else pill.left + 4 + r_icon
    icon(surface, verdict, (icon_x, pill.centery), r_icon)
    word_x = pill.left + 10 + tw // 2 if rtl else pill.right - 10 - tw // 2
    text.draw(surface, words, size, theme.INK, (word_x, pill.centery), "center", role="bold")


def _dashed_rect(surface: pygame.Surface, rect: pygame.Rect, color, width: int, dash: int, offset: float) -> None:
    """A dashed rectangle outline whose dashes run round it with ``offset``."""
    pts = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    period = dash * 2
    walked = -offset % period
    for a, b in zip(pts, pts[1:]):
        a, b = pygame.Vector2(a), pygame.Vector2(b)
        n = (b - a).length()
        u = (b - a) / n
        t = 0.0
        while t < n:
            phase = (walked + t) % period
            run = min((dash - phase) if phase < dash else (period - phase), n - t)
            if phase < dash:
                pygame.draw.line(surface, color, a + u * t, a + u * (t + run), width)
            t += run
        walked += n


def frame(surface: pygame.Surface, rect: pygame.Rect, verdict: str, tick: int, dashed: bool = False) -> None:
    """The frame round a move on the table: solid for the move played,
    dashed (its dashes running) for the better move."""
    color = COLORS.get(verdict, BETTER)
    r = pygame.Rect(rect).inflate(8, 8)
    if dashed:
        _dashed_rect(surface, r.inflate(4, 4), EDGE, 8, 12, tick * 0.6)
        _dashed_rect(surface, r.inflate(4, 4), color, 5, 12, tick * 0.6)
        return
    pygame.draw.rect(surface, EDGE, r.inflate(6, 6), 8, border_radius=10)
    pygame.draw.rect(surface, color, r.inflate(6, 6), 5, border_radius=10)
