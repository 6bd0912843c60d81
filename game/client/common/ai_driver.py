"""Time-sliced AI decisions for the table scenes.

``AiTurn`` wraps one ``game.ai.base.Thinking``: each tick it does a slice of
work (≈4 ms of wall time in a live window, or a fixed number of work units in
a headless ``--frames`` run so screenshots are deterministic) and reports the
action once the agent has decided *and* a minimum visible pause has passed
(so a human can follow the AI's turn; the pause scales with the animation
speed and is zero at "instant"). Each game picks its own units per tick.
"""
from __future__ import annotations

from typing import Any

from game.ai.base import Thinking

#: Wall time an AI may think per frame in a live window.
SLICE_SECONDS = 0.004
#: Default work units per tick in deterministic (headless ``--frames``) runs.
UNITS_PER_TICK = 256


class AiTurn:
    """One AI decision in progress.

    ``deterministic`` selects unit-based slicing; ``min_pause`` is in seconds
    of game time (already scaled by the animation speed)."""

    def __init__(self, agent: Any, observation: dict, seed: int, *, min_pause: float = 0.0,
                 deterministic: bool = False, slice_seconds: float = SLICE_SECONDS,
                 units_per_tick: int = UNITS_PER_TICK) -> None:
        self.thinking = Thinking(agent, observation, seed)
        self.min_pause = min_pause
        self.deterministic = deterministic
        self.slice_seconds = slice_seconds
        self.units_per_tick = units_per_tick
        self.elapsed = 0.0

    @property
    def decided(self) -> bool:
        return self.thinking.done

    def tick(self, dt: float) -> dict | None:
        """Advance one tick; the action once decided and the pause is over."""
        self.elapsed += dt
        if not self.thinking.done:
            if self.deterministic:
                self.thinking.step(max_units=self.units_per_tick)
            else:
                self.thinking.step(seconds=self.slice_seconds)
        if self.thinking.done and self.elapsed >= self.min_pause:
            return self.thinking.action
        return None

    def finish(self) -> dict:
        """Think to completion now (tests, instant speed in a hurry)."""
        action = self.thinking.step()
        assert action is not None
        return action


def best_level(levels: tuple[str, ...] | list[str], preferred: str = "normal") -> str:
    """``preferred`` if it exists, else the strongest level available.

    Levels are listed from easy to hard (game.ai.levels.LEVELS), so the last
    one is the strongest; "random" is only used when nothing else exists."""
    if preferred in levels:
        return preferred
    real = [lv for lv in levels if lv != "random"]
    if real:
        # The middle of the real levels is the closest to "normal".
        return real[len(real) // 2] if preferred == "normal" else real[-1]
    return levels[-1] if levels else "random"
