"""The agent contract and its time-sliced driver.

An agent's ``think(observation, seed)`` is a generator: it yields ``None``
after each unit of work (a playout, a node, …) and *returns* its action.
Budgets count units of work, never wall-clock time, so the same seed gives the
same move on any machine; the client advances the generator a slice per frame
(``Thinking.step``) so no frame waits for the AI.

A slice is measured on the calling thread's CPU clock (``cpu_clock``), not
the wall clock: on a busy machine the wall clock also counts the time other
programs ran, while what a frame can afford is its own work.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Generator, Protocol

Action = dict[str, Any]
Observation = dict[str, Any]
ThinkGen = Generator[None, None, Action]


def _thread_clock() -> Callable[[], float]:
    # A thread CPU clock that cannot see a millisecond (Windows counts it in
    # 15.6 ms steps) would make every slice a whole step: use the wall clock.
    if time.get_clock_info("thread_time").resolution <= 1e-4:
        return time.thread_time
    return time.perf_counter


#: The clock slices are measured on: this thread's CPU time, in seconds.
cpu_clock: Callable[[], float] = _thread_clock()


class Agent(Protocol):
    level: str
    description: str

    def think(self, observation: Observation, seed: int) -> ThinkGen: ...


class Thinking:
    """One decision in progress."""

    def __init__(self, agent: Agent, observation: Observation, seed: int) -> None:
        self._gen = agent.think(observation, seed)
        self.action: Action | None = None
        self.units = 0
        self.longest_unit = 0.0  # CPU seconds of the costliest unit after the first

    @property
    def done(self) -> bool:
        return self.action is not None

    def step(self, seconds: float | None = None, max_units: int | None = None) -> Action | None:
        """Advance until done, ``seconds`` of this thread's CPU time
        (``cpu_clock``) or ``max_units`` units pass (whichever first); return
        the action once decided.

        With ``seconds``, a unit that would not fit in what is left — judged
        by the costliest unit so far — waits for the next call; the first
        unit of a call always runs, so thinking always moves on. Stopping
        early only pauses the work: the decision itself does not depend on
        how it was sliced."""
        if self.action is not None:
            return self.action
        clock = cpu_clock
        start = clock() if seconds is not None else 0.0
        before = start
        done_units = 0
        while True:
            try:
                next(self._gen)
            except StopIteration as stop:
                if stop.value is None:
                    raise RuntimeError("agent finished without an action") from None
                self.action = stop.value
                return self.action
            self.units += 1
            done_units += 1
            if max_units is not None and done_units >= max_units:
                return None
            if seconds is not None:
                now = clock()
                # (the first unit also sets the agent up: not a typical unit)
                if self.units > 1 and now - before > self.longest_unit:
                    self.longest_unit = now - before
                before = now
                if now - start + self.longest_unit > seconds:
                    return None


def decide(agent: Agent, observation: Observation, seed: int) -> Action:
    """Run a whole decision at once (headless play, tests, CLI)."""
    thinking = Thinking(agent, observation, seed)
    action = thinking.step()
    assert action is not None
    return action
