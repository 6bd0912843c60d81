"""The coach by game: which module judges a game's moves, and the coach's
costs for the bench.

The AI layer holds the coach's parts (`game.ai.coach`: the hint's level
and seed; `game.ai.review`: the review engine; each game's
``game.ai.<game>.coach``), but only the kits know the games, so finding a
game's coach module and playing whole games to time it live here."""
from __future__ import annotations

import time
from types import ModuleType
from typing import Any, Callable

from game.ai.base import decide
from game.ai.coach import HINT_LEVEL, hint_agent, hint_seed
from game.ai.match import play_match
from game.ai.review import VERDICTS, Review
from game.ai.stats import percentile
from game.kits.agents import make_agent
from game.kits.registry import get
from game.rules.rng import derive_seed


def coach_module(game: str) -> ModuleType:
    """A game's coach module (its ``evaluate``, ``checked_reason``,
    ``outcome`` and ``same``), as its kit names it; `KitError` for a game
    without a coach, ValueError for an unknown game."""
    return get(game).coach_module()


def table_hint_agent(game: str, make: Callable[[str, str], Any] | None = None) -> Any:
    """The agent a table's hints come from: the coach's level
    (``game.ai.coach.HINT_LEVEL``), built by ``make`` (the table's agent
    factory; default the kits' ``make_agent``)."""
    return hint_agent(game, make if make is not None else make_agent)


def has_coach(game: str) -> bool:
    """Whether ``game`` has a coach (a review and reasoned hints)."""
    return get(game).coach is not None


def bench_review(game: str, seats: int = 2, seed: int = 1, levels: tuple[str, ...] = ("hard", "normal"),
                 **options: Any) -> dict[str, Any]:
    """Play one AI game and review every seat's decisions; the CPU seconds
    the review took (``time.process_time``) and its counts. For the bench
    (issue #26): the budget is 3 s for Rodízio and 10 s for Foodies."""
    kit = get(game)
    rules = kit.rules_module()
    state = rules.new_game(seed, seats, **options)
    agents = [make_agent(game, levels[i % len(levels)]) for i in range(seats)]
    record = play_match(rules, state, agents, seed)
    actions = [{"actor": s.actor, "action": s.action} for s in record.steps]
    review = Review(kit.coach_module(), rules, rules.to_json(state), actions)
    t0 = time.process_time()
    decisions = review.run()
    cpu = time.process_time() - t0
    return {"game": game, "seats": seats, "seed": seed, "plies": len(actions),
            "decisions": review.total, "judged": len(decisions), "cpu_seconds": round(cpu, 3),
            "verdicts": {v: sum(d.verdict == v for d in decisions) for v in VERDICTS}}


def bench_hint(game: str, seats: int = 2, games: int = 2, seed: int = 1, **options: Any) -> dict:
    """CPU time of the hint path at every seat decision of ``games`` games
    between ``normal`` seats: the hint level's thinking (``think_ms``) and
    building and checking its reason (``reason_ms``), mean and 95th
    percentile. For the bench (issue #26) and docs/coach.md."""
    kit = get(game)
    rules = kit.rules_module()
    reasons = kit.coach_module()
    normal = make_agent(game, "normal")
    think: list[float] = []
    explain: list[float] = []
    for g in range(games):
        gs = derive_seed(seed, g)
        state = rules.new_game(gs, seats, first_seat=g % seats, **options)
        n = 0
        while rules.result(state) is None:
            who = rules.actor(state)
            if not isinstance(who, int):
                state = rules.apply(state, rules.automatic_action(state))[0]
                continue
            obs = rules.observe(state, who)
            t0 = time.process_time()
            action = decide(hint_agent(game, make_agent), obs, hint_seed(obs))
            t1 = time.process_time()
            reasons.checked_reason(obs, action)
            t2 = time.process_time()
            think.append(t1 - t0)
            explain.append(t2 - t1)
            state = rules.apply(state, decide(normal, obs, n))[0]
            n += 1
    ms = lambda xs, q=None: round(1000 * (percentile(xs, q) if q else sum(xs) / len(xs)), 1)  # noqa: E731
    return {"game": game, "seats": seats, "hints": len(think), "level": HINT_LEVEL,
            "think_ms": {"mean": ms(think), "p95": ms(think, 95)},
            "reason_ms": {"mean": ms(explain), "p95": ms(explain, 95)}}
