"""A Foodies game's setup as chosen on the setup screen (pure data)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.client.common.config import HUMAN, SeatConfigBase

__all__ = ["GameConfig", "HUMAN"]


@dataclass
class GameConfig(SeatConfigBase):
    """`SeatConfigBase` (the window offers 2–4 seats: the kit's; the rules
    2–5); ``first_seat`` plays round 1 first (rule book §3). ``demo`` marks
    an attract-mode game (all AI, seat 0's hand shown)."""

    GAME = "foodies"

    seats: list[str] = field(default_factory=lambda: [HUMAN, "normal"])
    demo: bool = False
