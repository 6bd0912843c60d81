"""Time-sliced AI decisions for the Rodízio table (``AiTurn`` is the shared
``game.client.ai_driver.AiTurn``, 256 work units per headless tick)."""
from __future__ import annotations

from typing import Any, Callable

from game.client.ai_driver import SLICE_SECONDS, UNITS_PER_TICK, AiTurn, best_level

__all__ = ["AiTurn", "SLICE_SECONDS", "UNITS_PER_TICK", "best_level", "make_best_agent"]


def make_best_agent(game: str, preferred: str = "normal",
                    make: Callable[[str, str], Any] | None = None,
                    levels: tuple[str, ...] | None = None) -> Any:
    """An agent of ``preferred`` level or the closest existing one."""
    from game.ai import levels as lv_mod

    if make is None:
        from game.kits import make_agent as make
    levels = levels if levels is not None else tuple(lv_mod.LEVELS)
    return make(game, best_level(levels, preferred))
