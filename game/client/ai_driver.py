"""Time-sliced AI decisions for the table scenes.

``AiTurn`` wraps one ``game.ai.base.Thinking``: it does a slice of work per
frame and reports the action once the agent has decided *and* a minimum
visible pause has passed (so a human can follow the AI's turn; the pause
scales with the animation speed and is zero at "instant"). Each game picks
its own units per tick.

How a slice is sized:

- In a live window (the App's loop renews ``frame_budget`` every frame) a
  tick only *asks* to think; the loop runs the slices after the frame's
  ticks and drawing (``FrameBudget.think``), when the frame's other work is
  known, not guessed: each frame thinks for what is left of
  ``FRAME_SECONDS`` (at most ``SLICE_SECONDS``, shared by every turn
  asking), and the picture is on screen before the thinking starts.
- In a headless ``--frames`` run (``deterministic``) each tick does a fixed
  number of work units, so screenshots are deterministic.
- Elsewhere (tests, no live loop) each tick thinks for ``SLICE_SECONDS``.

Every time here is CPU time of the window's thread (``game.ai.base.cpu_clock``):
what other programs on a busy machine take does not shrink the AI's work.
How a decision is sliced never changes it (``Thinking.step``), so live play
and replays stay exact.
"""
from __future__ import annotations

from typing import Any, Callable


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
#: CPU time a whole frame (ticks, drawing, thinking) should stay within: a
#: 60 Hz frame is 16.7 ms; the rest absorbs a unit of work longer than any
#: before it (``Thinking.step`` judges what fits by the longest so far).
FRAME_SECONDS = 0.011
#: Thinking a frame does whatever else it costs, so a decision always ends.
MIN_SLICE_SECONDS = 0.001
#: Default work units per tick in deterministic (headless ``--frames``) runs.
UNITS_PER_TICK = 256


class FrameBudget:
    """The CPU time every AI turn together may think in the current frame.

    The live loop calls ``start()`` once per frame, before its ticks, and
    ``think()`` once after them and the drawing. A live tick does not think:
    it ``ask``s, and ``think()`` then gives the turns that asked what is
    left of ``frame_seconds`` after the frame's work so far (measured on
    ``clock``), at most ``seconds`` in all — a frame running catch-up ticks
    after a slow one thinks no more than any other — and at least
    ``MIN_SLICE_SECONDS`` so a decision always ends. Outside a live loop
    (``stop()``, tests) a tick thinks at once for ``seconds`` (``take``)."""

    def __init__(self, seconds: float = SLICE_SECONDS, frame_seconds: float = FRAME_SECONDS,
                 clock: Callable[[], float] | None = None) -> None:
        self.seconds = seconds
        self.frame_seconds = frame_seconds
        self.clock = clock or _cpu_clock
        self._started: float | None = None
        self.thought = 0.0       # CPU seconds thought in this frame
        self.frame = 0           # counts start() calls
        self._asking: list["AiTurn"] = []

    @property
    def live(self) -> bool:
        """Whether a live loop renews this budget every frame."""
        return self._started is not None

    def start(self) -> None:
        self._started = self.clock()
        self.thought = 0.0
        self._asking.clear()
        self.frame += 1

    def stop(self) -> None:
        self._started = None
        self.thought = 0.0
        self._asking.clear()

    def ask(self, turn: "AiTurn") -> None:
        """``turn`` wants a slice of this frame (``think()`` gives it)."""
        if turn not in self._asking:
            self._asking.append(turn)

    def take(self, wanted: float) -> float:
        """Seconds one slice may think now (at most ``wanted``; 0: none left):
        what is left of the frame after its work so far and the thinking
        already done in it."""
        if self._started is None:
            return wanted
        worked = max(0.0, self.clock() - self._started - self.thought)
        room = min(self.seconds, self.frame_seconds - worked)
        if self.thought == 0.0:
            room = max(room, MIN_SLICE_SECONDS)
        return max(0.0, min(wanted, room - self.thought))

    def spent(self, seconds: float) -> None:
        """Note ``seconds`` of thinking done in this frame."""
        self.thought += seconds

    def think(self) -> None:
        """The live loop, after the frame's ticks and drawing: a slice for
        every turn that asked in this frame, in the order they asked."""
        asking, self._asking = self._asking, []
        for turn in asking:
            turn.think_slice(self)


#: The budget the App's live loop renews every frame.
frame_budget = FrameBudget()


class AiTurn:
    """One AI decision in progress.

    ``deterministic`` selects unit-based slicing; ``min_pause`` is in seconds
    of game time (already scaled by the animation speed). In a live loop a
    decision is reached after a frame's drawing and reported by the next
    frame's tick, so playing the move is measured before that frame thinks."""

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

    @property
    def decided(self) -> bool:
        return self.thinking.done

    def tick(self, dt: float) -> dict | None:
        """Advance one tick; the action once decided and the pause is over.
        In a live loop the thinking happens after the frame's drawing
        (``FrameBudget.think``), so a decision plays in a later frame."""
        self.elapsed += dt
        if not self.thinking.done:
            if self.deterministic:
                self.thinking.step(max_units=self.units_per_tick)
            elif frame_budget.live:
                frame_budget.ask(self)
            else:
                self.think_slice(frame_budget)
        if self.thinking.done and self.elapsed >= self.min_pause:
            return self.thinking.action
        return None

    def think_slice(self, budget: "FrameBudget") -> None:
        """Think for what ``budget`` gives now (nothing once decided)."""
        if self.thinking.done:
            return
        seconds = budget.take(self.slice_seconds)
        if seconds > 0:
            t0 = budget.clock()
            self.thinking.step(seconds=seconds)
            budget.spent(budget.clock() - t0)

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
