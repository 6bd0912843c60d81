"""What happens in a Rodízio game, in order, for the client to animate.

Cards appear as the rule book's CARD dicts (§10); actors as a seat index or
``"glutton"``. Plates are 0..2 (P0..P2)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.events import Event

CardDict = dict[str, Any]


@dataclass(frozen=True)
class PlatePlaced(Event):
    """Setup: a plate is laid down, plate side up, at triangle corner ``plate``."""
    plate: int


@dataclass(frozen=True)
class CardDealt(Event):
    """A card goes on top of ``to_plate``'s stack. ``from_plate`` is None while
    dealing the setup (from the deck); ``order`` counts cards dealt from 0."""
    card: CardDict
    from_plate: int | None
    to_plate: int
    order: int


@dataclass(frozen=True)
class StackPickedUp(Event):
    """``actor`` picked up plate ``plate``'s whole stack (``cards`` bottom → top)."""
    actor: int | str
    plate: int
    cards: list[CardDict]


@dataclass(frozen=True)
class SpicyTriggered(Event):
    """The last card ``card`` has a chili; ``spice`` is "free" or "double"."""
    actor: int | str
    spice: str
    card: CardDict
    plate: int


@dataclass(frozen=True)
class FreeChoicePending(Event):
    """Seat ``eater`` must now choose one of ``choices`` (card dicts, bottom →
    top) on ``plate`` with a ``choose`` action."""
    eater: int
    plate: int
    choices: list[CardDict]


@dataclass(frozen=True)
class PizzaEaten(Event):
    """``card`` left ``plate``'s stack for ``eater``'s hand (or the Glutton's pile)."""
    eater: int | str
    card: CardDict
    plate: int


@dataclass(frozen=True)
class NothingEaten(Event):
    """An eat step ate nothing. ``reason``: "placard_on_chosen_plate",
    "placard_below", "placard_is_last" (Glutton only) or "double_second_nothing"."""
    actor: int | str
    reason: str


@dataclass(frozen=True)
class TurnPassed(Event):
    next_actor: int | str


@dataclass(frozen=True)
class GameOver(Event):
    """``reason``: "few_cards" (3 or fewer cards left) or "closing_time"."""
    reason: str
    totals: list[int]
    glutton_total: int | None
    winners: list[int]
    glutton_wins: bool
