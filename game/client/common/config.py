"""A game's setup as chosen on the setup screen (pure data): the fields and
checks every game shares (`protocols.SeatConfig`). A game's ``GameConfig``
is a dataclass on `SeatConfigBase` naming its kit (``GAME``) and adding its
own options (Rodízio's ``spicy``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from game import kits

HUMAN = "human"


@dataclass
class SeatConfigBase:
    """``seats[i]`` is ``"human"`` or an AI level name; ``seed`` None means
    "pick one when the game starts"; ``first_seat`` plays first;
    ``seed_drawn``: the deal number was drawn at random, not typed (a new
    setup offers Random again)."""

    #: The game's kit name (its seat range is the kit's).
    GAME: ClassVar[str] = ""

    seats: list[str] = field(default_factory=lambda: [HUMAN, "normal"])
    seed: int | None = None
    first_seat: int = 0
    seed_drawn: bool = False

    def validate(self) -> None:
        """ValueError unless the seat count is one the window offers for the
        game (its kit's ``client_min``..``client_max``) and the first seat
        is one of them."""
        kit = kits.get(self.GAME)
        seats = kit.seats
        if not seats.client_min <= len(self.seats) <= seats.client_max:
            raise ValueError(f"{kit.title} needs {seats.client_min} to {seats.client_max} seats here, "
                             f"got {len(self.seats)}")
        if not 0 <= self.first_seat < len(self.seats):
            raise ValueError(f"first seat must be 0..{len(self.seats) - 1}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN
