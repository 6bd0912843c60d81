"""Headless self-play: agents play one game through the rules core.

Used by ``trace``, ``sim``, the demo mode and tests. Every decision gets a
seed derived from the game seed and the ply, so a game is reproducible.

What a headless game does not need, it does not pay for: with neither
``on_step`` nor ``keep_steps`` nobody reads the events, so the game moves
through the rules' lean ``advance``; an agent that says it looks only at the
legal actions (``needs_observation = False``: the ``random`` level) gets
just those instead of a whole ``observe`` copy."""
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
    lean = on_step is None and not keep_steps and hasattr(rules, "advance")
    ply = 0
    while rules.result(state) is None:
        if ply >= max_plies:
            raise RuntimeError("game did not end")
        actor = rules.actor(state)
        if isinstance(actor, int):
            agent = agents[actor]
            if getattr(agent, "needs_observation", True):
                obs = rules.observe(state, actor)
            else:
                obs = {"legal_actions": rules.legal_actions(state)}
            t0 = time.perf_counter()
            action = decide(agent, obs, derive_seed(seed, ply))
            record.decision_seconds.append((actor, time.perf_counter() - t0))
            if lean and action not in obs["legal_actions"]:
                # advance trusts its action; apply (below) checks it itself
                raise ValueError(f"seat {actor} ({getattr(agent, 'level', agent)}) chose an "
                                 f"illegal action {action!r}")
        else:
            action = rules.automatic_action(state)
        if lean:
            state = rules.advance(state, action)
            ply += 1
            continue
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
