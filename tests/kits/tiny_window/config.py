"""A Tiny game's setup (pure data; `protocols.SeatConfig`)."""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"


@dataclass
class GameConfig:
    seats: list[str] = field(default_factory=lambda: [HUMAN, "normal"])
    seed: int | None = None

    def validate(self) -> None:
        from game.kits import get
        seats = get("tiny").seats
        if not seats.client_min <= len(self.seats) <= seats.client_max:
            raise ValueError(f"Tiny needs {seats.client_min} to {seats.client_max} seats, got {len(self.seats)}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN
