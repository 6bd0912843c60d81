"""Time-sliced AI decisions for the Foodies table: the shared
``game.client.ai_driver.AiTurn`` at 64 work units per headless tick
(its own value, unchanged; the screenshots depend on it)."""
from __future__ import annotations

from typing import Any, Callable

from game.client import ai_driver as _common
from game.client.ai_driver import SLICE_SECONDS, best_level

__all__ = ["AiTurn", "SLICE_SECONDS", "UNITS_PER_TICK", "best_level", "make_agent"]

UNITS_PER_TICK = 64


class AiTurn(_common.AiTurn):
    def __init__(self, agent: Any, observation: dict, seed: int, *, min_pause: float = 0.0,
                 deterministic: bool = False) -> None:
        super().__init__(agent, observation, seed, min_pause=min_pause, deterministic=deterministic,
                         units_per_tick=UNITS_PER_TICK)


def make_agent(level: str, make: Callable[[str, str], Any] | None = None) -> Any:
    if make is None:
        from game.kits import make_agent as make
    return make("foodies", level)
