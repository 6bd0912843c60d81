"""The Rodízio game state: immutable plain data mirroring rule book §10.

A state holds exactly what the book's JSON holds — nothing more — so a save
or trace line restores the game completely. The seat that started (``first``)
is kept because the turn order follows from it (§4, turns.py); the three
plate cards are not: they never take part after setup."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from game.rules.rodizio.cards import Card

GLUTTON = "glutton"
Actor = Union[int, str]  # a seat index or GLUTTON

PLATES = 3          # the triangle of plates (§3)
FEW_CARDS = 3       # the game ends when a turn leaves this many cards or fewer on the plates (§7)
CLOSING_ROUNDS = 2  # closing time: this many rounds of turns without eating (§7)

Stack = tuple[Card, ...]  # bottom -> top


@dataclass(frozen=True)
class Pending:
    """A seat's spicy free choice waiting for its ``choose`` action (§5)."""

    plate: int
    eater: int
    kind: str = "free_choice"


@dataclass(frozen=True)
class State:
    seats: int
    spicy: bool
    glutton: bool
    plates: tuple[Stack, Stack, Stack]
    hands: tuple[Stack, ...]           # per seat, in eating order
    glutton_pile: Stack                # () when there is no Glutton
    first: int                         # the seat that started the game (§4)
    to_move: Actor | None              # None once over
    pending: Pending | None
    dry_turns: int
    over: bool

    @property
    def participants(self) -> int:
        """Seats plus the Glutton when present (§2)."""
        return self.seats + (1 if self.glutton else 0)

    @property
    def closing_limit(self) -> int:
        """Consecutive dry turns that end the game (§7 closing time)."""
        return CLOSING_ROUNDS * self.participants

    def cards_on_plates(self) -> int:
        return sum(len(s) for s in self.plates)

    def placard_plate(self) -> int:
        """The plate whose stack holds the placard (there is always one)."""
        for p, stack in enumerate(self.plates):
            for c in stack:  # (plain loops: the Glutton asks every turn)
                if c.placard:
                    return p
        raise AssertionError("the placard is always on a plate")
