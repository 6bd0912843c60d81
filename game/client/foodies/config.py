"""A Foodies game's setup as chosen on the setup screen (pure data)."""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"


@dataclass
class GameConfig:
    """``seats[i]`` is ``"human"`` or an AI level name; ``seed`` None means
    "pick one when the game starts". ``demo`` marks an attract-mode game
    (all AI, seat 0's hand shown)."""

    seats: list[str] = field(default_factory=lambda: [HUMAN, "normal"])
    seed: int | None = None
    demo: bool = False
    #: The seat that plays round 1 first (rule book §3).
    first_seat: int = 0
    #: The deal number was drawn at random, not typed: a new setup offers
    #: Random again (protocols.SeatConfig).
    seed_drawn: bool = False

    def validate(self) -> None:
        from game.kits import get
        seats = get("foodies").seats  # the window offers 2–4 (its kit; the rules 2–5)
        if not seats.client_min <= len(self.seats) <= seats.client_max:
            raise ValueError(f"Foodies needs {seats.client_min} to {seats.client_max} seats here, "
                             f"got {len(self.seats)}")
        if not 0 <= self.first_seat < len(self.seats):
            raise ValueError(f"first seat must be 0..{len(self.seats) - 1}")

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s == HUMAN]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] == HUMAN
