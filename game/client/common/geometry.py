"""Table geometry both games share (pure, no pygame): rects are
``(x, y, w, h)`` tuples in logical 1280×720 pixels read from a Tiled map's
anchors."""
from __future__ import annotations

from typing import Any, Mapping

Rect = tuple[int, int, int, int]

#: Which place each seat gets, by number of seats, counted clockwise from the
#: viewer (place 0, bottom). With 3 seats the top stays free so the table
#: looks balanced.
_PLACE_ORDER = {1: (0,), 2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}


def seat_places(seats: int, viewer: int) -> dict[int, int]:
    """``{seat: place}``: the viewer at place 0, then clockwise."""
    if not 1 <= seats <= 4:
        raise ValueError(f"2 to 4 seats, not {seats}")
    order = _PLACE_ORDER[seats]
    return {(viewer + k) % seats: order[k] for k in range(seats)}


def center(r) -> tuple[float, float]:
    return r[0] + r[2] / 2, r[1] + r[3] / 2


def contains(r, pos) -> bool:
    return r[0] <= pos[0] < r[0] + r[2] and r[1] <= pos[1] < r[1] + r[3]


def is_horizontal(area: Rect) -> bool:
    return area[2] >= area[3]


def fan(area: Rect, count: int, card: tuple[int, int], gap: int = 6) -> list[Rect]:
    """Cards side by side along the area's long side, centred, overlapping
    as needed to fit."""
    if count <= 0:
        return []
    x, y, w, h = area
    cw, ch = card
    horizontal = is_horizontal(area)
    length = cw if horizontal else ch
    span = w if horizontal else h
    step = length + gap if count == 1 else min(length + gap, (span - length) / (count - 1))
    total = length + step * (count - 1)
    start = (span - total) / 2
    out = []
    for i in range(count):
        off = round(start + i * step)
        if horizontal:
            out.append((x + off, y + (h - ch) // 2, cw, ch))
        else:
            out.append((x + (w - cw) // 2, y + off, cw, ch))
    return out


def anchors_from_layout(layout: Any, defaults: Mapping[str, Rect]) -> dict[str, Rect]:
    """Each of ``defaults``' anchors from a framework ``Layout`` (anything
    with ``anchor(name)`` giving a rect-like), or its default when the
    layout is None or lacks it."""
    found: dict[str, Rect] = {}
    for name, default in defaults.items():
        try:
            r = layout.anchor(name) if layout is not None else None
        except Exception:  # a missing anchor must not stop the game
            r = None
        found[name] = tuple(int(v) for v in r) if r is not None else default  # type: ignore[assignment]
    return found
