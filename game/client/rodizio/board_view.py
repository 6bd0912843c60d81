"""Where things sit on the Rodízio table (pure geometry, no pygame).

Everything is computed from the layout anchors (logical 1280×720 rects given
as ``(x, y, w, h)`` tuples) so the Tiled map decides the look:

* ``seat_places`` maps seats to the hand areas ``place_0..3`` so the viewing
  human always sits at the bottom (``place_0``), the others following
  clockwise (bottom → left → top → right).
* ``stack_slots`` lays out a plate's stack so each card covers half of the one
  below (every value stays visible); a long stack squeezes the overlap but never
  below the strip that shows a card's value. A wide anchor fans the stack to the
  right, a tall one downwards; the top card (last in the list) is the one fully
  visible.
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
    "plate_0": (395, 100, 90, 380),
    "plate_1": (795, 100, 90, 380),
    "plate_2": (595, 176, 90, 380),
    "place_0": (330, 606, 620, 108),
    "place_1": (10, 224, 140, 238),
    "place_2": (410, 6, 290, 68),
    "place_3": (1130, 224, 140, 238),
    "name_0": (966, 640, 142, 40),
    "name_1": (10, 166, 140, 50),
    "name_2": (495, 78, 120, 50),
    "name_3": (1130, 166, 140, 50),
    "name_glutton": (1130, 166, 140, 50),
    "tally_0": (1116, 606, 154, 108),
    "tally_1": (10, 470, 140, 84),
    "tally_2": (712, 6, 160, 68),
    "tally_3": (1130, 470, 140, 84),
    "tally_glutton": (1130, 470, 140, 84),
    "glutton_pile": (1150, 224, 100, 238),
    "deal_origin": (240, 230, 100, 140),
    "hud_turn": (10, 6, 380, 40),
    "hud_keys": (10, 46, 390, 24),
    "hud_standing": (10, 72, 360, 90),
    "hud_prompt": (330, 560, 620, 36),
    "hud_scores": (890, 6, 380, 80),
    "hud_log": (10, 566, 310, 148),      # not in the map: the free bottom-left corner
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
