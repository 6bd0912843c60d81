"""Where things sit on the Rodízio table (pure geometry, no pygame).

Everything is computed from the layout anchors (logical 1280×720 rects given
as ``(x, y, w, h)`` tuples) so the Tiled map decides the look:

* ``seat_places`` maps seats to the hand areas ``place_0..3`` so the viewing
  human always sits at the bottom (``place_0``), the others following
  clockwise (bottom → left → top → right).
* The plates are the seed's triangle: ``plate_0..2`` are the plate cards,
  touching at their corners; ``column_0..2`` the area each plate's column of
  cards may use, in front of it. ``column_slots`` lays a column out from the
  area's card-sized corner nearest its plate (the bottom card) toward the
  opposite corner (the top card, the one fully visible), each card shifted
  by half a card along the column's long side, so each covers about half of
  the one below and every value (or its mirrored index) stays visible; a
  long column squeezes the shift but never below the strip that shows a
  value. ``stack_slots`` is the same along one side of a single area.
* ``hand_slots`` fans a hand inside its area.

Every diner also has a ``name_*`` anchor (its name pill is centred there)
and a ``tally_*`` anchor (the memory aid's slip and the end-of-game total
and crown): ``name_0..3``/``tally_0..3`` by place, ``name_glutton`` and
``tally_glutton`` for the Glutton. The maps (one per seat count,
``rodizio_table_<n>``, tools/make_maps.py) keep all of them apart.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from game.client.common.geometry import (  # noqa: F401 (re-exported)
    Rect, anchors_from_layout, center, contains, fan, is_horizontal, seat_places)

#: The card art's aspect (120×168 px).
CARD_W, CARD_H = 120, 168
#: Overlap of a stack: the visible part of a covered card, as a fraction of
#: its length (½ per the rule book; squeezed down to MIN when space runs out).
STACK_SHOW = 0.5
STACK_SHOW_MIN = 0.26

#: Used when the Tiled map is missing or lacks an anchor (keeps the game
#: playable; the map remains the source of the look).
DEFAULT_ANCHORS: dict[str, Rect] = {
    "plate_0": (505, 124, 90, 126),
    "plate_1": (685, 124, 90, 126),
    "plate_2": (595, 250, 90, 126),
    "column_0": (215, 88, 335, 182),
    "column_1": (730, 88, 345, 182),
    "column_2": (595, 286, 90, 306),
    "bend_0": (215, 88, 90, 342),
    "bend_1": (985, 88, 90, 320),
    "bend_2": (595, 466, 475, 126),
    "place_0": (330, 606, 620, 108),
    "place_1": (10, 224, 140, 238),
    "place_2": (520, 6, 180, 68),
    "place_3": (1130, 224, 140, 238),
    "name_0": (966, 640, 142, 40),
    "name_1": (10, 166, 140, 50),
    "name_2": (404, 8, 112, 64),
    "name_3": (1130, 166, 140, 50),
    "name_glutton": (1130, 166, 140, 50),
    "tally_0": (1116, 606, 154, 108),
    "tally_1": (10, 470, 140, 84),
    "tally_2": (712, 6, 160, 68),
    "tally_3": (1130, 470, 140, 84),
    "tally_glutton": (1130, 470, 140, 84),
    "glutton_pile": (1150, 224, 100, 238),
    "deal_origin": (595, 124, 90, 126),
    "cloth": (200, 80, 880, 520),
    "hud_turn": (10, 6, 380, 40),
    "hud_keys": (10, 46, 390, 24),
    "hud_standing": (212, 440, 320, 104),
    "hud_prompt": (748, 420, 322, 36),
    "hud_scores": (890, 6, 380, 80),
    "hud_log": (10, 566, 310, 148),      # not in the map: the free bottom-left corner
    # the lessons' table (``Geometry.for_lessons``)
    "lesson_plate_0": (595, 124, 90, 126),
    "lesson_plate_1": (775, 124, 90, 126),
    "lesson_plate_2": (685, 250, 90, 126),
    "lesson_column_0": (380, 88, 260, 182),
    "lesson_column_1": (820, 88, 255, 182),
    "lesson_column_2": (685, 286, 90, 306),
    "lesson_bend_0": (380, 88, 90, 342),
    "lesson_bend_1": (985, 88, 90, 200),
    "lesson_bend_2": (455, 466, 320, 126),
    "lesson_deal_origin": (685, 124, 90, 126),
    "lesson_hud_standing": (786, 292, 284, 104),
    "lesson_hud_prompt": (786, 520, 284, 36),
}


def fit_card(area: Rect, horizontal: bool) -> tuple[int, int]:
    """The card size that fills ``area``'s short side (at most full size)."""
    _, _, w, h = area
    if horizontal:
        ch = min(h, CARD_H)
        return max(1, round(ch * CARD_W / CARD_H)), ch
    cw = min(w, CARD_W)
    return cw, max(1, round(cw * CARD_H / CARD_W))


def stack_slots(area: Rect, count: int, card: tuple[int, int] | None = None) -> list[Rect]:
    """Rects of a stack's ``count`` cards, bottom first.

    The stack starts at the area's left (or top) edge and each card shifts by
    half a card; if that would overflow the area the shift shrinks, never
    below ``STACK_SHOW_MIN`` of a card (then it overflows rather than hide a
    value)."""
    horizontal = is_horizontal(area)
    cw, ch = card or fit_card(area, horizontal)
    x, y, w, h = area
    if count <= 0:
        return []
    length = cw if horizontal else ch
    room = (w if horizontal else h) - length
    step = length * STACK_SHOW
    if count > 1 and step * (count - 1) > room:
        step = max(length * STACK_SHOW_MIN, room / (count - 1))
    slots = []
    for i in range(count):
        off = round(i * step)
        if horizontal:
            slots.append((x + off, y + (h - ch) // 2, cw, ch))
        else:
            slots.append((x + (w - cw) // 2, y + off, cw, ch))
    return slots


def column_slots(plate: Rect, column: Rect, count: int, card: tuple[int, int],
                 bend: Rect | None = None) -> list[Rect]:
    """Rects of a plate's column of ``count`` cards, bottom first: from the
    card-sized corner of ``column`` nearest the plate's centre to the
    opposite corner, each card shifted by half a card along the column's
    long side (less when that would leave the area, never below
    ``STACK_SHOW_MIN``). A column longer than its area holds at that
    squeeze turns into ``bend`` (a second area starting where the column
    ends, as cards on a real table turn at its edge), or without one
    overflows rather than hide a value."""
    if count <= 0:
        return []
    if bend is not None:
        fit = column_capacity(plate, column, card)
        if count > fit:
            first = column_slots(plate, column, fit, card)
            return first + column_slots(first[-1], bend, count - fit + 1, card)[1:]
    start, end = column_ends(plate, column, card)
    cw, ch = card
    dx, dy = end[0] - start[0], end[1] - start[1]
    length, along = (cw, abs(dx)) if abs(dx) * ch >= abs(dy) * cw else (ch, abs(dy))
    if along == 0:
        return [(start[0], start[1], cw, ch)] * count
    step = length * STACK_SHOW
    if count > 1 and step * (count - 1) > along:
        step = max(length * STACK_SHOW_MIN, along / (count - 1))
    k = step / along
    return [(round(start[0] + i * k * dx), round(start[1] + i * k * dy), cw, ch) for i in range(count)]


def column_capacity(plate: Rect, column: Rect, card: tuple[int, int]) -> int:
    """How many cards ``column`` holds at the tightest squeeze."""
    start, end = column_ends(plate, column, card)
    cw, ch = card
    dx, dy = end[0] - start[0], end[1] - start[1]
    length, along = (cw, abs(dx)) if abs(dx) * ch >= abs(dy) * cw else (ch, abs(dy))
    return int(along // (length * STACK_SHOW_MIN)) + 1


def column_ends(plate: Rect, column: Rect, card: tuple[int, int]) -> tuple[tuple[int, int], tuple[int, int]]:
    """The top-left corners of a column's first (bottom) and farthest card."""
    cw, ch = card
    x, y, w, h = column
    px, py = center(plate)
    corners = [(x, y), (x + w - cw, y), (x, y + h - ch), (x + w - cw, y + h - ch)]
    start = min(corners, key=lambda c: ((c[0] + cw / 2 - px) ** 2 + (c[1] + ch / 2 - py) ** 2, c))
    return start, (2 * x + w - cw - start[0], 2 * y + h - ch - start[1])


def column_direction(plate: Rect, column: Rect, card: tuple[int, int]) -> tuple[int, int]:
    """Which way a column grows along its long side, as a unit step on one
    axis: (±1, 0) for a column running left or right, (0, ±1) up or down."""
    start, end = column_ends(plate, column, card)
    dx, dy = end[0] - start[0], end[1] - start[1]
    if abs(dx) * card[1] >= abs(dy) * card[0]:
        return (1 if dx >= 0 else -1, 0)
    return (0, 1 if dy >= 0 else -1)


#: Where the card art prints its value (the top-left disc), in the 120×168 art.
VALUE_MARK = (5, 5, 31, 31)
#: A drawn value badge's diameter, as a fraction of the card's width: it
#: fits the narrowest strip a column leaves visible (``STACK_SHOW_MIN``).
BADGE_W = 0.24


def _covers(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def value_badges(slots: Sequence[Rect]) -> list[tuple[Rect, bool] | None]:
    """Where each card of a column (``slots``, bottom first, each later card
    drawn over the earlier ones) shows its value: ``(rect, True)`` when the
    art's own value disc (``VALUE_MARK``) is uncovered, else ``(rect,
    False)``, a badge to draw on the strip the cards above leave visible
    (the middle of its right edge, left edge, bottom or top, in that
    order: clear of the art's chili marks in the corners); None when no
    such place is uncovered (the layout hides a value)."""
    out: list[tuple[Rect, bool] | None] = []
    for i, (x, y, w, h) in enumerate(slots):
        above = slots[i + 1:]
        k = w / CARD_W
        mx, my, mw, mh = VALUE_MARK
        art = (round(x + mx * k), round(y + my * k), round(mw * k), round(mh * k))
        d = max(8, round(w * BADGE_W))
        mid = y + round(h * 0.42)
        candidates = [(art, True), ((x + w - d - 1, mid, d, d), False), ((x + 1, mid, d, d), False),
                      ((x + (w - d) // 2, y + h - d - 1, d, d), False), ((x + (w - d) // 2, y + 1, d, d), False)]
        out.append(next(((r, own) for r, own in candidates if not any(_covers(r, a) for a in above)), None))
    return out


def hand_slots(area: Rect, count: int, card: tuple[int, int]) -> list[Rect]:
    """A hand fanned along its area's long side, centred, overlapping as needed."""
    return fan(area, count, card)


def pile_slots(area: Rect, count: int, card: tuple[int, int]) -> list[Rect]:
    """A face-down pile: cards nearly on top of each other (a slight drift
    shows its thickness)."""
    x, y, w, h = area
    cw, ch = card
    bx, by = x + (w - cw) // 2, y + (h - ch) // 2
    return [(bx + min(i, 8) * 2, by - min(i, 8) * 2, cw, ch) for i in range(count)]


@dataclass(frozen=True)
class Geometry:
    """The table's anchors, with defaults for any the map lacks."""

    anchors: Mapping[str, Rect]

    @classmethod
    def from_layout(cls, layout) -> "Geometry":
        """From a framework ``Layout`` (anything with ``anchor(name)`` giving a
        rect-like); missing anchors fall back to ``DEFAULT_ANCHORS``."""
        return cls(anchors_from_layout(layout, DEFAULT_ANCHORS))

    def __getitem__(self, name: str) -> Rect:
        return self.anchors.get(name) or DEFAULT_ANCHORS[name]

    def for_lessons(self) -> "Geometry":
        """The lessons' table: every anchor the map also gives as
        ``lesson_<name>`` (the triangle clear of the narration panel) in
        place of ``<name>``."""
        out = dict(self.anchors)
        for name, r in self.anchors.items():
            if name.startswith("lesson_"):
                out[name[len("lesson_"):]] = r
        return Geometry(out)

    def column(self, p: int) -> Rect:
        """Where plate ``p``'s column may lie (a map without ``column_*``
        anchors: its plate anchor, the column starting on the plate)."""
        return self.anchors.get(f"column_{p}") or self[f"plate_{p}"]

    def plate_rect(self, p: int) -> Rect:
        """The plate card itself (one card, at its anchor's start)."""
        x, y, w, h = self[f"plate_{p}"]
        cw, ch = self.plate_card()
        if is_horizontal((x, y, w, h)):
            return (x, y + (h - ch) // 2, cw, ch)
        return (x + (w - cw) // 2, y, cw, ch)

    def column_slots(self, p: int, count: int) -> list[Rect]:
        """Plate ``p``'s column of ``count`` cards, bottom first (turning
        into the map's ``bend_<p>`` area, if any, when it is long)."""
        return column_slots(self.plate_rect(p), self.column(p), count, self.plate_card(),
                            self.anchors.get(f"bend_{p}"))

    def column_direction(self, p: int) -> tuple[int, int]:
        """Which way plate ``p``'s column grows (``column_direction``)."""
        return column_direction(self.plate_rect(p), self.column(p), self.plate_card())

    def plate_card(self) -> tuple[int, int]:
        """One card size for all three stacks (the smallest that fits all)."""
        sizes = [fit_card(self[f"plate_{p}"], is_horizontal(self[f"plate_{p}"])) for p in range(3)]
        return min(sizes)

    def hand_card(self, place: int) -> tuple[int, int]:
        area = self[f"place_{place}"]
        if place == 0:  # the viewer's hand: readable, as large as the area allows
            return fit_card(area, True)
        horizontal = is_horizontal(area)
        cw, ch = fit_card(area, horizontal)
        # Opponents' face-down hands are smaller (they only show a count),
        # unless the area is already small.
        k = 1.0 if horizontal and ch <= 80 else 0.62 if horizontal else 0.55
        return max(1, round(cw * k)), max(1, round(ch * k))

    def glutton_card(self) -> tuple[int, int]:
        cw, ch = fit_card(self["glutton_pile"], False)
        a = self["glutton_pile"]
        k = min(1.0, (a[3] - 20) / ch) if ch > a[3] - 20 else 1.0
        k = min(k, 0.7)
        return max(1, round(cw * k)), max(1, round(ch * k))
