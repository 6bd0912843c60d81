"""The Rodízio deck (rule book §1), loaded from ``assets/rodizio/deck.json``.

The deck is game content, so it lives in data; this module only reads and
checks it. Cards are immutable and compared by value, so a card rebuilt from
JSON equals the one the deck produced."""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any

from game.content_root import CONTENT_ROOT

DECK_PATH = CONTENT_ROOT / "rodizio" / "deck.json"

SPICES = (None, "free", "double")
DECK_SIZE = 18


@dataclass(frozen=True)
class Card:
    """One double-sided card: a pizza (value 1..6, maybe a chili) or the placard."""

    id: int
    name: str
    value: int
    spice: str | None
    placard: bool

    # Ids are unique within the deck (checked on loading), so the id alone
    # decides equality: the engine finds cards in stacks many times a turn.
    def __eq__(self, other: object) -> bool:
        return self.id == other.id if isinstance(other, Card) else NotImplemented

    def __hash__(self) -> int:
        return hash(self.id)

    def to_json(self) -> dict[str, Any]:
        """The rule book's CARD object (§10), keys in the book's order."""
        return {"id": self.id, "name": self.name, "value": self.value,
                "spice": self.spice, "placard": self.placard}

    def __str__(self) -> str:
        return f"{self.name} (#{self.id})"


@functools.lru_cache(maxsize=1)
def deck() -> tuple[Card, ...]:
    """All 18 cards, indexed by id (ids 0..16 pizzas, one placard).

    Raises RuntimeError if the data file is missing or malformed: that is an
    installation fault, not a user error."""
    try:
        return _read_deck()
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as e:  # wrong-typed fields
        raise RuntimeError(f"bad Rodízio deck {DECK_PATH}: {type(e).__name__}: {e}") from None


def _read_deck() -> tuple[Card, ...]:
    try:
        with open(DECK_PATH, encoding="utf-8") as f:
            raw = json.load(f)
        cards = tuple(Card(id=c["id"], name=c["name"], value=c["value"],
                           spice=c["spice"], placard=c["placard"]) for c in raw["cards"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise RuntimeError(f"cannot read the Rodízio deck {DECK_PATH}: {e}") from e
    _check_deck(cards)
    return cards


def _check_deck(cards: tuple[Card, ...]) -> None:
    problems = []
    if len(cards) != DECK_SIZE:
        problems.append(f"{len(cards)} cards, expected {DECK_SIZE}")
    if [c.id for c in cards] != list(range(len(cards))):
        problems.append("ids must be 0..17 in order")
    if sum(c.placard for c in cards) != 1:
        problems.append("exactly one card must be the placard")
    for c in cards:
        if c.placard and (c.value != 0 or c.spice is not None):
            problems.append("the placard has value 0 and no spice")
        if not c.placard and not (1 <= c.value <= 6):
            problems.append(f"card {c.id}: pizza values are 1..6")
        if c.spice not in SPICES:
            problems.append(f"card {c.id}: unknown spice {c.spice!r}")
    if problems:
        raise RuntimeError(f"bad Rodízio deck {DECK_PATH}: " + "; ".join(problems))


def card(card_id: int) -> Card:
    """The card with this id (0..17)."""
    return deck()[card_id]


def placard() -> Card:
    """The one placard card."""
    return next(c for c in deck() if c.placard)
