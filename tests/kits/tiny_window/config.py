"""A Tiny game's setup (pure data; `protocols.SeatConfig`): the shared one."""
from __future__ import annotations

from dataclasses import dataclass

from game.client.common.config import HUMAN, SeatConfigBase

__all__ = ["GameConfig", "HUMAN"]


@dataclass
class GameConfig(SeatConfigBase):
    GAME = "tiny"
