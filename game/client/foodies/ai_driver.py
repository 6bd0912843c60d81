"""Time-sliced AI decisions (same contract as the Rodízio table's driver,
mirrored so the two games stay independent).

``AiTurn`` wraps one ``game.ai.base.Thinking``: each tick it does a slice of
work (≈4 ms of wall time in a live window, or a fixed number of work units
in a headless ``--frames`` run so screenshots are deterministic) and
reports the action once decided *and* a minimum visible pause has passed."""
from __future__ import annotations

from typing import Any, Callable

from game.ai.base import Thinking

SLICE_SECONDS = 0.004
UNITS_PER_TICK = 64


class AiTurn:
    def __init__(self, agent: Any, observation: dict, seed: int, *, min_pause: float = 0.0,
                 deterministic: bool = False) -> None:
        self.thinking = Thinking(agent, observation, seed)
        self.min_pause = min_pause
        self.deterministic = deterministic
        self.elapsed = 0.0

    def tick(self, dt: float) -> dict | None:
        """Advance one tick; the action once decided and the pause is over."""
        self.elapsed += dt
        if not self.thinking.done:
            if self.deterministic:
                self.thinking.step(max_units=UNITS_PER_TICK)
            else:
                self.thinking.step(seconds=SLICE_SECONDS)
        if self.thinking.done and self.elapsed >= self.min_pause:
            return self.thinking.action
        return None


def best_level(levels, preferred: str = "normal") -> str:
    """``preferred`` if it exists, else the closest real level."""
    levels = list(levels)
    if preferred in levels:
        return preferred
    real = [lv for lv in levels if lv != "random"]
    if real:
        return real[len(real) // 2]
    return levels[-1] if levels else "random"


def make_agent(level: str, make: Callable[[str, str], Any] | None = None) -> Any:
    if make is None:
        from game.ai.levels import make_agent as make
    return make("foodies", level)
