"""Tiny's picture and choreography (pure, no pygame): where every card is
drawn (`Model`, `targets`), and the beats that show the rules core's events
(`choreograph`, the kit's ``choreograph``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.client.common.timeline import Beat, event_dict

CARD = (70, 98)
STOCK = (1110, 130)
LAID = (470, 330)
#: A place's area (x, y, w, h): 0 at the bottom, then the top, then the right.
PLACES = {0: (380, 500, 520, 150), 1: (380, 110, 520, 150), 2: (960, 300, 280, 150)}


@dataclass
class Model:
    """What the table shows: each seat's cards, the stock, the laid cards
    (one pile, in number order: the state keeps only their sum per seat, and
    a restored table must look the same) and the tally."""

    holdings: list[list[int]]
    stock: list[int]
    laid: list[int]
    tally: list[int]
    crowned: list[int] = field(default_factory=list)

    @classmethod
    def from_json(cls, d: dict) -> "Model":
        held = {c for h in d["holdings"] for c in h} | set(d["stock"])
        return cls([list(h) for h in d["holdings"]], list(d["stock"]),
                   [c for c in range(1, 13) if c not in held], list(d["tally"]))

    @classmethod
    def before_deal(cls, d: dict) -> "Model":
        dealt = [c for h in d["holdings"] for c in h]
        return cls([[] for _ in d["holdings"]], dealt + list(d["stock"]), [], [0] * d["seats"])


def place_rect(place: int) -> tuple[int, int, int, int]:
    return PLACES[place]


def targets(model: Model, places: dict[int, int], shown: set[int]) -> dict[int, tuple[tuple, bool, int]]:
    """card → (rect, face up, z)."""
    out: dict[int, tuple[tuple, bool, int]] = {}
    for i, c in enumerate(model.stock):
        out[c] = ((STOCK[0] + 2 * i, STOCK[1] - 2 * i, *CARD), False, i)
    for seat, hand in enumerate(model.holdings):
        x, y, w, h = place_rect(places[seat])
        for i, c in enumerate(sorted(hand)):
            out[c] = ((x + 16 + i * (CARD[0] + 10), y + 36, *CARD), seat in shown, 20 + i)
    for i, c in enumerate(sorted(model.laid)):
        out[c] = ((LAID[0] + 30 * i, LAID[1], *CARD), True, 40 + i)
    return out


def _deal(seat: int, card: int):
    def apply(m: Model) -> None:
        m.stock.remove(card)
        m.holdings[seat].append(card)
    return apply


def _lay(seat: int, card: int):
    def apply(m: Model) -> None:
        m.holdings[seat].remove(card)
        m.laid.append(card)
        m.tally[seat] += card
    return apply


def choreograph(events: list[Any]) -> list[Beat]:
    """The beats of the rules core's events (unknown ones give none)."""
    beats: list[Beat] = []
    for ev in map(event_dict, events):
        kind = ev.get("event")
        if kind == "Dealt":
            beats.append(Beat("deal", 0.08, _deal(ev["seat"], ev["card"]), sfx="deal"))
        elif kind == "Drew":
            beats.append(Beat("draw", 0.3, _deal(ev["seat"], ev["card"]), sfx="deal"))
        elif kind == "Played":
            beats.append(Beat("lay", 0.35, _lay(ev["seat"], ev["card"]), sfx="card",
                              message=("tiny.log.laid", {"who": ev["seat"], "card": ev["card"]})))
        elif kind == "Over":
            winners = list(ev["winners"])

            def crown(m: Model, w: list[int] = winners) -> None:
                m.crowned = w
            beats.append(Beat("crown", 1.0, crown, sfx="win", effect={"kind": "crown", "winners": winners},
                              message=("tiny.log.over", {})))
    return beats
