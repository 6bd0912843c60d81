"""What happens in a Foodies game, in order, for the client to animate.

Cards appear as the rule book's §9 dicts: ING ``{"id", "type"}`` and REC
``{"id", "name", "needs", "points"}``. ``CardDrawn`` names the drawn card; a
client shows it only to its owner (and to nobody else)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.events import Event

Card = dict[str, Any]


@dataclass(frozen=True)
class CardDealt(Event):
    """Setup (§3): ``card`` goes from the top of the deck to ``seat``'s hand;
    ``order`` counts the cards dealt from 0."""
    seat: int
    card: Card
    order: int

    def revealed(self, seat: int) -> tuple[Card, ...]:
        return (self.card,) if seat == self.seat else ()


@dataclass(frozen=True)
class CardDrawn(Event):
    """``seat`` took the top card of the central deck."""
    seat: int
    card: Card

    def revealed(self, seat: int) -> tuple[Card, ...]:
        return (self.card,) if seat == self.seat else ()


@dataclass(frozen=True)
class CardPutUnder(Event):
    """``seat`` put ``card`` face up under the deck; reason is ``"swap"``,
    ``"pass"``, ``"hand_limit"`` or ``"deck_out"``."""
    seat: int
    card: Card
    reason: str

    def revealed(self, seat: int) -> tuple[Card, ...]:
        return (self.card,)      # face up under the deck: everyone sees it


@dataclass(frozen=True)
class RecipeServed(Event):
    """``seat`` served ``recipe`` with ``ingredients`` (now on the used pile)
    and scored ``points`` in all, which include 2 if ``first_bonus``."""
    seat: int
    recipe: Card
    ingredients: tuple[Card, ...]
    points: int
    first_bonus: bool

    def revealed(self, seat: int) -> tuple[Card, ...]:
        return () if seat == self.seat else (self.recipe, *self.ingredients)


@dataclass(frozen=True)
class Passed(Event):
    """``seat`` passed (with or without putting a card under: see CardPutUnder)."""
    seat: int


@dataclass(frozen=True)
class DeckOut(Event):
    """The central deck ran out; ``seats`` (turn order) each discard one card."""
    seats: tuple[int, ...]


@dataclass(frozen=True)
class DiscardRequired(Event):
    """``seat`` must now discard ``count`` card(s) under the deck."""
    seat: int
    reason: str
    count: int


@dataclass(frozen=True)
class RoundEnded(Event):
    """Round ``round`` ended (``"deck_out"``, ``"menu_cleared"`` or
    ``"cold_kitchen"``). ``trophies``: ``{"seat", "recipe"}`` for each served
    recipe and its first server; ``leaving``: the unserved recipes."""
    round: int
    reason: str
    trophies: tuple[dict[str, Any], ...]
    leaving: tuple[Card, ...]


@dataclass(frozen=True)
class UsedShuffledUnder(Event):
    """The used pile (``count`` cards) was shuffled and put under the deck."""
    count: int


@dataclass(frozen=True)
class MenuDealt(Event):
    """Round ``round`` begins with ``recipes`` on the menu."""
    round: int
    recipes: tuple[Card, ...]

    def revealed(self, seat: int) -> tuple[Card, ...]:
        return self.recipes


@dataclass(frozen=True)
class TurnPassed(Event):
    """It is now ``next_seat``'s turn."""
    next_seat: int


@dataclass(frozen=True)
class GameOver(Event):
    """Final ``scores`` and ``winners``. ``tie_rule`` says how the winners
    were found: None (one top score), ``"most_recipes"`` (a score tie broken
    by recipes served) or ``"shared"`` (still tied: all of them win)."""
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_rule: str | None
