"""Where things sit on the Foodies table (pure geometry, no pygame).

Rects are ``(x, y, w, h)`` tuples in logical 1280×720 pixels, read from the
Tiled map's anchors (``assets/maps/foodies_table.tmx``) with these defaults
for any the map lacks. Two spots are derived, not anchored: the *showcase*
under the deck (cards put under the deck are shown there face up for a
moment — they are public, rule book §8) and the *recipe deck* under the
used pile."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from game.client.common.geometry import (  # noqa: F401 (re-exported)
    Rect, anchors_from_layout, center, contains, fan, is_horizontal, seat_places)


#: Card art sizes (assets/cards/foodies): ingredients 120×168, recipes 160×224.
ING_W, ING_H = 120, 168
REC_W, REC_H = 160, 224

DEFAULT_ANCHORS: dict[str, Rect] = {
    "deck": (250, 180, 120, 170),
    "used_pile": (910, 180, 120, 170),
    "menu_0": (415, 150, 140, 220),
    "menu_1": (570, 150, 140, 220),
    "menu_2": (725, 150, 140, 220),
    "actions": (415, 392, 450, 56),
    "place_0": (250, 566, 780, 148),
    "place_1": (10, 148, 140, 252),
    "place_2": (410, 6, 460, 96),
    "place_3": (1130, 148, 140, 252),
    "trophies_0": (1050, 566, 220, 148),
    "trophies_1": (10, 410, 140, 140),
    "trophies_2": (880, 6, 190, 108),
    "trophies_3": (1130, 410, 140, 140),
    "hud_turn": (10, 6, 380, 40),
    "hud_prompt": (250, 510, 780, 40),
    "hud_round": (1090, 6, 180, 40),
}

#: Height of a scoreboard's header row (name and score) in a trophies area.
HEADER_H = 30


def pile(area: Rect, count: int, card: tuple[int, int]) -> list[Rect]:
    """A pile's cards, index 0 = the top. The pile thickens up-left (at most
    10 px) so its size reads at a glance."""
    x, y, w, h = area
    cw, ch = card
    bx, by = x + (w - cw) // 2 + 4, y + (h - ch) // 2 + 4
    out = []
    for i in range(count):
        depth = count - 1 - i                   # 0 = bottom
        off = round(depth * min(1.0, 10 / max(1, count - 1))) if count > 1 else 0
        out.append((bx - off, by - off, cw, ch))
    return out


#: A trophy tile's height and the gap between tiles.
TILE_H, TILE_GAP = 20, 3
TILE_MIN_W = 60


def trophy_tiles(area: Rect, count: int) -> list[Rect]:
    """``count`` name tiles filling ``area`` top down, a column at a time: one
    column while the tiles fit, then as many more (at most 3, each at least
    ``TILE_MIN_W`` wide) as they need; only if even those are too short do
    the rows overlap (each tile's top stays visible)."""
    if count <= 0:
        return []
    x, y, w, h = area
    fit = max(1, (h + TILE_GAP) // (TILE_H + TILE_GAP))
    most = max(1, min(3, (w + TILE_GAP) // (TILE_MIN_W + TILE_GAP)))
    cols = min(most, -(-count // fit))
    rows = -(-count // cols)
    step = TILE_H + TILE_GAP if rows <= fit else (h - TILE_H) / max(1, rows - 1)
    cw = (w - TILE_GAP * (cols - 1)) // cols
    return [(x + (k // rows) * (cw + TILE_GAP), y + round((k % rows) * step), cw, TILE_H)
            for k in range(count)]


def board_tiles(area: Rect, count: int) -> list[Rect]:
    """A scoreboard's ``count`` dishes as one column of full-width name
    tiles, top down in serving order. When they are more than the rows,
    the first row holds the older ones on one pile (the scoreboard writes
    "+N more" on it and lists them all on focus) and the other rows the
    newest — every tile on show is whole and readable."""
    if count <= 0:
        return []
    x, y, w, h = area
    rows = board_rows(area)
    slot = [(x, y + k * (TILE_H + TILE_GAP), w, TILE_H) for k in range(rows)]
    if count <= rows:
        return slot[:count]
    hidden = count - (rows - 1)
    return [slot[0]] * hidden + slot[1:]


def board_rows(area: Rect) -> int:
    """How many name tiles a scoreboard's dish area shows (at least one)."""
    return max(1, (area[3] + TILE_GAP) // (TILE_H + TILE_GAP))


def board_more(area: Rect, count: int) -> int:
    """How many dishes lie on the first row's pile (0: every one shows)."""
    rows = board_rows(area)
    return count - (rows - 1) if count > rows else 0


def scaled(size: tuple[int, int], k: float) -> tuple[int, int]:
    return max(1, round(size[0] * k)), max(1, round(size[1] * k))


@dataclass(frozen=True)
class Geometry:
    anchors: Mapping[str, Rect]
    card_scale: float = 0.85
    recipe_scale: float = 0.8

    @classmethod
    def from_layout(cls, layout) -> "Geometry":
        """From a framework ``Layout``; missing anchors use the defaults."""
        found = anchors_from_layout(layout, DEFAULT_ANCHORS)
        props = {}
        try:
            props = dict(layout.tmx.properties) if layout is not None else {}
        except AttributeError:
            props = {}
        return cls(found, float(props.get("card_scale", 0.85)), float(props.get("recipe_scale", 0.8)))

    def __getitem__(self, name: str) -> Rect:
        if name in self.anchors:
            return self.anchors[name]
        if name == "showcase":
            x, y, w, h = self["deck"]
            return (x - 30, y + h + 6, w + 60, ING_H)
        if name == "recipe_deck":
            x, y, w, h = self["used_pile"]
            return (x, y + h + 4, w, 150)
        return DEFAULT_ANCHORS[name]

    # -- card sizes ---------------------------------------------------------
    def ing_card(self) -> tuple[int, int]:
        return scaled((ING_W, ING_H), self.card_scale)

    def recipe_card(self) -> tuple[int, int]:
        return scaled((REC_W, REC_H), self.recipe_scale)

    def recipe_deck_card(self) -> tuple[int, int]:
        return scaled((REC_W, REC_H), 0.55)

    def opp_card(self) -> tuple[int, int]:
        return 54, 76

    # -- places ---------------------------------------------------------------
    def menu_rect(self, slot: int) -> Rect:
        x, y, w, h = self[f"menu_{slot}"]
        cw, ch = self.recipe_card()
        return (x + (w - cw) // 2, y, cw, ch)

    def hand_rects(self, place: int, count: int) -> list[Rect]:
        area = self[f"place_{place}"]
        if place == 0:
            x, y, w, h = area
            return fan((x + 8, y, w - 16, h), count, self.ing_card())
        x, y, w, h = area
        return fan((x + 4, y + 4, w - 8, h - 8), count, self.opp_card(), gap=4)

    def dish_area(self, place: int) -> Rect:
        """Where a seat's scoreboard lists its dishes (under the header)."""
        x, y, w, h = self[f"trophies_{place}"]
        return (x + 6, y + HEADER_H + 4, w - 12, h - HEADER_H - 8)

    def dish_rects(self, place: int, count: int) -> list[Rect]:
        """A seat's dishes: readable name tiles under its scoreboard's
        header, the older ones piled on the first row when they are too
        many (``board_tiles``)."""
        return board_tiles(self.dish_area(place), count)

    def showcase_rects(self, count: int) -> list[Rect]:
        return fan(self["showcase"], count, self.ing_card(), gap=4)

    def offstage(self) -> Rect:
        """Where recipes that leave the game fly to (off the top edge)."""
        cw, ch = self.recipe_card()
        return (640 - cw // 2, -ch - 60, cw, ch)
