"""Table labels that grow with the Text size setting as far as their room
allows (issue #32).

A table is a fixed picture (1280×720, places from a map): a label cannot
double everywhere without running into the cards beside it. So a label
asks ``grown(text, size, fits)``: the largest size from its size at the
player's text size (``Text.reading_size``) down to its designed size at
which ``fits(size)`` holds — at 100 % it is the designed size, at 200 %
as large as its room takes. ``free_room`` is that room for a label
anchored on a map: its anchor rect pushed out to the nearest things
around it (other anchors, the window's edge)."""
from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame


def grown(text: Any, size: int, fits: Callable[[int], bool], least: int | None = None) -> int:
    """The largest size from ``text.reading_size(size)`` down to ``least``
    (default ``size``, the designed size) for which ``fits`` holds; ``least``
    when none does."""
    low = size if least is None else least
    s = text.reading_size(size)
    while s > low and not fits(s):
        s -= 1
    return max(s, low)


def free_room(rect: pygame.Rect, obstacles: Iterable[Any], bounds: pygame.Rect, gap: int = 6) -> pygame.Rect:
    """``rect`` grown left, right, up and down (in that order) until ``gap``
    pixels short of the first obstacle each way (one facing that side
    across ``rect``'s span) or the edge of ``bounds``; obstacles that
    already cross ``rect`` are ignored (a name's own place)."""
    room = pygame.Rect(rect)
    others = [pygame.Rect(o) for o in obstacles]
    others = [o for o in others if not o.colliderect(room)]

    def across_rows(o: pygame.Rect) -> bool:
        return o.top < room.bottom and o.bottom > room.top

    def across_cols(o: pygame.Rect) -> bool:
        return o.left < room.right and o.right > room.left

    left = max([bounds.left] + [o.right + gap for o in others if across_rows(o) and o.right <= room.left])
    room.width += room.left - min(left, room.left)
    room.left = min(left, room.left)
    right = min([bounds.right] + [o.left - gap for o in others if across_rows(o) and o.left >= room.right])
    room.width = max(room.width, right - room.left)
    top = max([bounds.top] + [o.bottom + gap for o in others if across_cols(o) and o.bottom <= room.top])
    bottom = room.bottom
    room.top = min(top, room.top)
    room.height = bottom - room.top
    low = min([bounds.bottom] + [o.top - gap for o in others if across_cols(o) and o.top >= room.bottom])
    room.height = max(room.height, low - room.top)
    return room
