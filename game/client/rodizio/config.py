"""A Rodízio game's setup as chosen on the setup screen (pure data)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.client.common.config import HUMAN, SeatConfigBase

__all__ = ["GameConfig", "HUMAN"]


@dataclass
class GameConfig(SeatConfigBase):
    """`SeatConfigBase` with Rodízio's ``spicy`` option; ``seed`` None is
    drawn by the scene from the clock-free counter it is given."""

    GAME = "rodizio"

    seats: list[str] = field(default_factory=lambda: [HUMAN, "random"])
    spicy: bool = False
