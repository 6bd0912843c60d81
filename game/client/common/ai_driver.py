"""Time-sliced AI decisions for the table scenes.

``AiTurn`` wraps one ``game.ai.base.Thinking``: each tick it does a slice of
work (in a live window: what is left of the frame's ≈9 ms thinking budget,
``frame_budget``, shared by every tick of the frame; or a fixed number of
work units in a headless ``--frames`` run so screenshots are deterministic) and reports the
action once the agent has decided *and* a minimum visible pause has passed
(so a human can follow the AI's turn; the pause scales with the animation
speed and is zero at "instant"). Each game picks its own units per tick.
"""
from __future__ import annotations

import time
from typing import Any

from game.ai.base import Thinking

#: Wall time an AI may think per frame in a live window. A table frame
#: draws in ≈3-4 ms, so 9 ms of thinking still fits a 60 Hz frame (16.7 ms)
#: and gives the AI ≈0.5 s of work per second: `hard` (≈0.2 s of work at
#: the 95th percentile) decides within its visible pause, so "Thinking…"
#: lasts about a second at most (measured: docs/client.md, "AI pace").
SLICE_SECONDS = 0.009
#: Default work units per tick in deterministic (headless ``--frames``) runs.
UNITS_PER_TICK = 256


class FrameBudget:
    """The wall time every AI turn together may think in the current frame.

    The live loop calls ``start()`` once per frame, before its ticks: a
    frame that runs several catch-up ticks after a slow one still thinks
    for at most ``seconds`` in all, so a thinking AI never makes the next
    frame slower (which would make it run even more ticks). Outside a live
    loop (``stop()``, tests) each tick may think for ``seconds``."""

    def __init__(self, seconds: float = SLICE_SECONDS) -> None:
        self.seconds = seconds
        self.deadline: float | None = None

    def start(self) -> None:
        self.deadline = time.perf_counter() + self.seconds

    def stop(self) -> None:
        self.deadline = None

    def take(self, wanted: float) -> float:
        """Seconds one tick may think now (at most ``wanted``; 0: none left)."""
        if self.deadline is None:
            return wanted
        return max(0.0, min(wanted, self.deadline - time.perf_counter()))


#: The budget the App's live loop renews every frame.
frame_budget = FrameBudget()


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
                seconds = frame_budget.take(self.slice_seconds)
                if seconds > 0:
                    self.thinking.step(seconds=seconds)
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
