"""The agent contract and its time-sliced driver.

An agent's ``think(observation, seed)`` is a generator: it yields ``None``
after each unit of work (a playout, a node, …) and *returns* its action.
Budgets count units of work, never wall-clock time, so the same seed gives the
same move on any machine; the client advances the generator a slice per frame
(``Thinking.step``) so no frame waits for the AI.
"""
from __future__ import annotations

import time
from typing import Any, Generator, Protocol

Action = dict[str, Any]
Observation = dict[str, Any]
ThinkGen = Generator[None, None, Action]


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

    @property
    def done(self) -> bool:
        return self.action is not None

    def step(self, seconds: float | None = None, max_units: int | None = None) -> Action | None:
        """Advance until done, ``seconds`` of wall time or ``max_units`` units
        pass (whichever first); return the action once decided.

        Stopping early only pauses the work: the decision itself does not
        depend on how it was sliced."""
        if self.action is not None:
            return self.action
        deadline = None if seconds is None else time.perf_counter() + seconds
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
            if deadline is not None and time.perf_counter() >= deadline:
                return None


def decide(agent: Agent, observation: Observation, seed: int) -> Action:
    """Run a whole decision at once (headless play, tests, CLI)."""
    thinking = Thinking(agent, observation, seed)
    action = thinking.step()
    assert action is not None
    return action
