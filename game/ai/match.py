"""Headless self-play: agents play one game through the rules core.

Used by ``trace``, ``sim``, the demo mode and tests. Every decision gets a
seed derived from the game seed and the ply, so a game is reproducible."""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Sequence

from game.ai.base import Agent, decide
from game.rules.rng import derive_seed


@dataclass
class Step:
    state_before: Any
    actor: Any
    action: dict
    events: list


@dataclass
class MatchRecord:
    final: Any
    steps: list[Step] = field(default_factory=list)
    decision_seconds: list[tuple[int, float]] = field(default_factory=list)


def play_match(
    rules: ModuleType,
    state: Any,
    agents: Sequence[Agent],
    seed: int,
    on_step: Callable[[Step], None] | None = None,
    keep_steps: bool = True,
    max_plies: int = 100_000,
) -> MatchRecord:
    """Play from ``state`` to the end. ``agents[i]`` plays seat ``i``;
    non-seat actors (the Glutton) use ``rules.automatic_action``."""
    import time

    record = MatchRecord(final=state)
    ply = 0
    while rules.result(state) is None:
        if ply >= max_plies:
            raise RuntimeError("game did not end")
        actor = rules.actor(state)
        if isinstance(actor, int):
            obs = rules.observe(state, actor)
            t0 = time.perf_counter()
            action = decide(agents[actor], obs, derive_seed(seed, ply))
            record.decision_seconds.append((actor, time.perf_counter() - t0))
        else:
            action = rules.automatic_action(state)
        new_state, events = rules.apply(state, action)
        step = Step(state, actor, action, events)
        if on_step is not None:
            on_step(step)
        if keep_steps:
            record.steps.append(step)
        state = new_state
        ply += 1
    record.final = state
    return record
