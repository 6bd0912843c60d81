"""A Rodízio game's setup as chosen on the setup screen (pure data)."""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"


@dataclass
class GameConfig:
    """``seats[i]`` is ``"human"`` or an AI level name; ``seed`` None means
    "pick one" (the scene draws it from the clock-free counter it is given)."""

    seats: list[str] = field(default_factory=lambda: [HUMAN, "random"])
    spicy: bool = False
    seed: int | None = None
    first_seat: int = 0
    #: The deal number was drawn at random, not typed: a new setup offers
    #: Random again (protocols.SeatConfig).
    seed_drawn: bool = False

    def validate(self) -> None:
        from game.kits import get
        seats = get("rodizio").seats  # the window's range, from the game's kit
        if not seats.client_min <= len(self.seats) <= seats.client_max:
            raise ValueError(f"Rodízio needs {seats.client_min} to {seats.client_max} seats, got {len(self.seats)}")
        if not 0 <= self.first_seat < len(self.seats):
            raise ValueError(f"first seat must be 0..{len(self.seats) - 1}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN
