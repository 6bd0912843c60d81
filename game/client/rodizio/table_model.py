"""What the table *shows* right now (pure data, no pygame).

The rules state jumps from one turn to the next; the screen must show each
card travelling in between. ``TableModel`` is the picture at one moment of
the choreography: which card lies where, which cards are face up. The
choreography mutates it one event at a time; ``targets`` turns it into
screen rects that the card sprites glide to.

Sprite keys: card ids ``0..17`` and ``"plate0".."plate2"`` (the three plate
cards, which the rules no longer track after setup).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable

from game.client.rodizio import board_view as bv

PLATE_KEYS = ("plate0", "plate1", "plate2")


@dataclass
class Target:
    rect: bv.Rect
    face_up: bool
    z: int


@dataclass
class TableModel:
    seats: int
    glutton: bool
    deck: list[Hashable] = field(default_factory=list)      # face down at deal_origin
    plates_down: list[bool] = field(default_factory=lambda: [False] * 3)
    plates: list[list[int]] = field(default_factory=lambda: [[], [], []])
    held: list[int] = field(default_factory=list)          # picked-up stack, next card first
    held_plate: int | None = None
    hands: list[list[int]] = field(default_factory=list)
    glutton_pile: list[int] = field(default_factory=list)
    spotlight: set[int] = field(default_factory=set)       # just eaten: shown to all
    revealed: bool = False                                 # end of game: all face up

    @classmethod
    def before_deal(cls, state_json: dict[str, Any]) -> "TableModel":
        """Everything in the deck, nothing dealt (for the setup animation)."""
        m = cls(seats=state_json["seats"], glutton=state_json["glutton"])
        m.hands = [[] for _ in range(m.seats)]
        on_table = [c["id"] for s in state_json["plates"] for c in s]
        m.deck = list(PLATE_KEYS) + sorted(on_table)
        return m

    @classmethod
    def from_state(cls, state_json: dict[str, Any]) -> "TableModel":
        """The settled picture of a rules state (after any animation)."""
        m = cls(seats=state_json["seats"], glutton=state_json["glutton"])
        m.plates_down = [True] * 3
        m.plates = [[c["id"] for c in s] for s in state_json["plates"]]
        m.hands = [[c["id"] for c in h] for h in state_json["hands"]]
        m.glutton_pile = [c["id"] for c in state_json["glutton_pile"]]
        m.revealed = bool(state_json.get("over"))
        return m

    def settled_like(self, state_json: dict[str, Any]) -> bool:
        """True if the picture matches the state (the choreography is sound)."""
        other = TableModel.from_state(state_json)
        return (self.plates == other.plates and self.hands == other.hands
                and self.glutton_pile == other.glutton_pile and not self.held)

    def where(self, card_id: int) -> tuple[str, Any]:
        for p, s in enumerate(self.plates):
            if card_id in s:
                return "plate", p
        for seat, h in enumerate(self.hands):
            if card_id in h:
                return "hand", seat
        if card_id in self.glutton_pile:
            return "glutton", None
        if card_id in self.held:
            return "held", self.held_plate
        return "deck", None

    def remove(self, card_id: int) -> None:
        kind, where = self.where(card_id)
        if kind == "plate":
            self.plates[where].remove(card_id)
        elif kind == "hand":
            self.hands[where].remove(card_id)
        elif kind == "glutton":
            self.glutton_pile.remove(card_id)
        elif kind == "held":
            self.held.remove(card_id)
        elif card_id in self.deck:
            self.deck.remove(card_id)

    # -- geometry ---------------------------------------------------------
    def targets(self, geo: bv.Geometry, places: dict[int, int],
                shown_seats: set[int]) -> dict[Hashable, Target]:
        """Where every sprite should be. ``places`` maps seats to places;
        ``shown_seats`` are the hands whose faces this screen may show."""
        out: dict[Hashable, Target] = {}
        pc = geo.plate_card()
        deck_rect = geo["deal_origin"]
        for i, key in enumerate(self.deck):
            r = bv.pile_slots(deck_rect, len(self.deck), pc)[i]
            out[key] = Target(r, False, 10 + i)
        for p in range(3):
            if self.plates_down[p]:
                out[PLATE_KEYS[p]] = Target(geo.plate_rect(p), False, 0)
            for i, r in enumerate(geo.column_slots(p, len(self.plates[p]))):
                out[self.plates[p][i]] = Target(r, True, 100 + i)
        if self.held:
            # Held in the air over the triangle's middle (where the deck
            # lay), fanned a little toward the chosen plate, the next card to
            # be dealt on top: clear of every score box and banner.
            x, y, w, h = deck_rect
            px, py = bv.center(geo.plate_rect(self.held_plate or 0))
            ux = -1 if px < x + w / 2 - 1 else 1 if px > x + w / 2 + 1 else 0
            n = len(self.held)
            bx, by = x + (w - pc[0]) // 2, y + (h - pc[1]) // 2 - 12
            for i, cid in enumerate(self.held):
                off = (n - 1 - i) * 6
                out[cid] = Target((bx + ux * off, by - off // 2, pc[0], pc[1]), True, 500 - i)
        for seat, hand in enumerate(self.hands):
            place = places.get(seat, 0)
            card = geo.hand_card(place)
            area = geo[f"place_{place}"]
            up = self.revealed or seat in shown_seats
            for i, r in enumerate(bv.hand_slots(area, len(hand), card)):
                cid = hand[i]
                out[cid] = Target(r, up or cid in self.spotlight, 300 + i)
        gc = geo.glutton_card()
        for i, r in enumerate(bv.pile_slots(geo["glutton_pile"], len(self.glutton_pile), gc)):
            cid = self.glutton_pile[i]
            out[cid] = Target(r, self.revealed or cid in self.spotlight, 300 + i)
        if self.revealed and self.glutton_pile:
            # Revealed: fan the pile so every value can be read.
            for i, r in enumerate(bv.hand_slots(geo["glutton_pile"], len(self.glutton_pile), gc)):
                out[self.glutton_pile[i]] = Target(r, True, 300 + i)
        for cid in self.spotlight:  # flying cards pass over everything
            if cid in out:
                out[cid].z += 1000
        return out
