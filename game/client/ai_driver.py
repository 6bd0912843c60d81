"""Time-sliced AI decisions for the table scenes.

``AiTurn`` wraps one ``game.ai.base.Thinking``: each tick it does a slice of
work (in a live window: what the frame's CPU budget leaves, ``frame_budget``,
shared by every tick of the frame; or a fixed number of work units in a
headless ``--frames`` run so screenshots are deterministic) and reports the
action once the agent has decided *and* a minimum visible pause has passed
(so a human can follow the AI's turn; the pause scales with the animation
speed and is zero at "instant"). Each game picks its own units per tick.

Every time here is CPU time of the window's thread (``game.ai.base.cpu_clock``):
what other programs on a busy machine take does not shrink the AI's work,
and what this frame does besides thinking (ticks, playing a move, drawing)
is left room for, so no frame's work passes ``FRAME_SECONDS``.
"""
from __future__ import annotations

from typing import Any


def _cpu_clock() -> float:
    """``game.ai.base.cpu_clock()``, looked up at each call (a test may swap
    it); the AI package is imported on first use, as the window's first
    frame thinks nothing (issue #35)."""
    from game.ai import base
    return base.cpu_clock()


#: CPU time an AI may think per frame in a live window, at most. It gives
#: the AI ≈0.5 s of work per second: `hard` (≈0.2 s of work at the 95th
#: percentile) decides within its visible pause, so "Thinking…" lasts about
#: a second at most (measured: docs/client.md, "AI pace").
SLICE_SECONDS = 0.009
#: CPU time a whole frame (ticks, thinking, drawing) should stay within: a
#: 60 Hz frame is 16.7 ms; the rest absorbs the estimate's misses.
FRAME_SECONDS = 0.011
#: Thinking a frame does whatever else it costs, so a decision always ends.
MIN_SLICE_SECONDS = 0.001
#: Per frame, how much of the largest work-after-thinking seen the estimate
#: keeps (a spike fades to half in ≈35 frames, about half a second).
AFTER_DECAY = 0.98
#: Default work units per tick in deterministic (headless ``--frames``) runs.
UNITS_PER_TICK = 256


class FrameBudget:
    """The CPU time every AI turn together may think in the current frame.

    The live loop calls ``start()`` once per frame, before its ticks. The
    frame may think for ``seconds`` in all — a frame running catch-up ticks
    after a slow one thinks no more than any other — and less when its
    other work would not leave room within ``frame_seconds``: the work done
    before the thinking is measured, the work after it (the rest of the
    ticks, the drawing) is estimated as the most that followed the thinking
    in recent frames (measured from the last ``take()`` to the next
    ``start()``), fading by ``AFTER_DECAY`` a frame so that one slow frame
    (a scene's first drawing) does not starve the thinking for long; before
    any, the whole work of the frame before. Outside a live loop (``stop()``,
    tests) each tick may think for ``seconds``."""

    def __init__(self, seconds: float = SLICE_SECONDS, frame_seconds: float = FRAME_SECONDS) -> None:
        self.seconds = seconds
        self.frame_seconds = frame_seconds
        self._started: float | None = None
        self.thought = 0.0       # CPU seconds thought in this frame
        self._before: float | None = None  # this frame's other work before its last take()
        self._after: float | None = None  # the fading estimate of the work after thinking
        self._last_other = 0.0   # the last frame's work besides thinking
        self.frame = 0           # counts start() calls

    @property
    def live(self) -> bool:
        """Whether a live loop renews this budget every frame."""
        return self._started is not None

    def start(self) -> None:
        now = _cpu_clock()
        if self._started is not None:
            self._last_other = max(0.0, now - self._started - self.thought)
            if self._after is not None:
                self._after *= AFTER_DECAY
            if self._before is not None:
                after = min(self.frame_seconds, max(0.0, self._last_other - self._before))
                self._after = after if self._after is None else max(self._after, after)
        self._started = now
        self.thought = 0.0
        self._before = None
        self.frame += 1

    def stop(self) -> None:
        self._started = None
        self.thought = 0.0
        self._before = None
        self._after = None
        self._last_other = 0.0

    def take(self, wanted: float) -> float:
        """Seconds one tick may think now (at most ``wanted``; 0: none left)."""
        if self._started is None:
            return wanted
        before = max(0.0, _cpu_clock() - self._started - self.thought)
        self._before = before
        after = self._last_other if self._after is None else self._after
        room = min(self.seconds, self.frame_seconds - before - after)
        if self.thought == 0.0:
            room = max(room, MIN_SLICE_SECONDS)
        return max(0.0, min(wanted, room - self.thought))

    def spent(self, seconds: float) -> None:
        """Note ``seconds`` of thinking done in this frame."""
        self.thought += seconds


#: The budget the App's live loop renews every frame.
frame_budget = FrameBudget()


class AiTurn:
    """One AI decision in progress.

    ``deterministic`` selects unit-based slicing; ``min_pause`` is in seconds
    of game time (already scaled by the animation speed). In a live loop a
    decision is reported from the frame after the one that reached it, so
    playing the move never adds to a frame that already thought."""

    def __init__(self, agent: Any, observation: dict, seed: int, *, min_pause: float = 0.0,
                 deterministic: bool = False, slice_seconds: float = SLICE_SECONDS,
                 units_per_tick: int = UNITS_PER_TICK) -> None:
        from game.ai.base import Thinking
        self.thinking = Thinking(agent, observation, seed)
        self.min_pause = min_pause
        self.deterministic = deterministic
        self.slice_seconds = slice_seconds
        self.units_per_tick = units_per_tick
        self.elapsed = 0.0
        self._decided_in: int | None = None  # the live frame that reached the decision

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
                    t0 = _cpu_clock()
                    self.thinking.step(seconds=seconds)
                    frame_budget.spent(_cpu_clock() - t0)
                    if self.thinking.done and frame_budget.live:
                        self._decided_in = frame_budget.frame
        if self._decided_in == frame_budget.frame and frame_budget.live:
            return None  # the move plays in the next frame, one that did not think
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
