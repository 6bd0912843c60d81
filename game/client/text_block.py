"""A text in a box at the Text size setting (a table's cell, a row's
sentence): as large as it is meant to be grown, on as many lines as the
box is tall enough for, smaller only when even those lines are too few —
never cut. Used by the statistics page's rows and column heads
(game.client.stats.rows) and the challenges' rows (game.client.daily)."""
from __future__ import annotations

from typing import Any

import pygame


def fit_lines(text: Any, s: str, size: int, box: pygame.Rect, role: str = "bold",
              least: int = 8, spacing: int = 0) -> tuple[int, list[str]]:
    """The largest size <= ``size`` (down to ``least``) at which ``s``,
    wrapped to ``box``'s width, fits ``box``'s height (lines ``spacing``
    pixels closer than the font's line height), and its lines."""
    while True:
        lines = text.wrap(s, size, box.w, role)
        lh = text.line_height(size, role) - spacing
        fits = all(text.width(ln, size, role) <= box.w for ln in lines) and \
            (len(lines) == 1 and text._ink_span(s, size, role) <= box.h or len(lines) * lh <= box.h + spacing)
        if fits or size <= least:
            return size, lines
        size -= 1


def draw_block(surface: pygame.Surface, text: Any, s: str, size: int, box: pygame.Rect, color,
               anchor: str = "center", role: str = "bold", least: int = 8, spacing: int = 0) -> int:
    """``s`` in ``box`` (`fit_lines`), its lines centred on the box's
    middle, each on ``anchor``'s side ("center", or "start": the reading
    side's edge); the size used."""
    size, lines = fit_lines(text, s, size, box, role, least, spacing)
    lh = text.line_height(size, role) - spacing
    y = box.centery - (len(lines) - 1) * lh / 2
    for ln in lines:
        if anchor == "center":
            pos = (box.centerx, round(y))
        else:
            pos = (box.right, round(y)) if text.rtl else (box.left, round(y))
        row = pygame.Rect(box.left, round(y - lh / 2), box.w, lh) if len(lines) > 1 else box
        text.draw(surface, ln, size, color, pos, anchor, role=role, box=row.inflate(0, 2 * spacing + 4)
                  if len(lines) > 1 else row)
        y += lh
    return size
