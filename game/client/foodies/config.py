"""A Foodies game's setup as chosen on the setup screen (pure data)."""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"
MIN_SEATS, MAX_SEATS = 2, 4   # the client offers 2–4 (rule book §2)


@dataclass
class GameConfig:
    """``seats[i]`` is ``"human"`` or an AI level name; ``seed`` None means
    "pick one when the game starts". ``demo`` marks an attract-mode game
    (all AI, seat 0's hand shown)."""

    seats: list[str] = field(default_factory=lambda: [HUMAN, "normal"])
    seed: int | None = None
    demo: bool = False

    def validate(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"Foodies needs {MIN_SEATS} to {MAX_SEATS} seats here, got {len(self.seats)}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN
