"""The coach's move: which AI the hint comes from, and how it is seeded.

The window's Hint button, ``python -m game hint`` and the ``hint`` level of
``sim`` all decide through ``hint_agent`` and ``hint_seed`` — one path, so
a player who follows every hint plays exactly as that seat in ``sim``
does (docs/coach.md measures it).

The hint is the move of ``HINT_LEVEL``: the strongest level whose
thinking fits the coach's budget (about 0.5 s at the default budget; the
window slices it across frames like any AI turn). ``hard`` needs at most
about 0.2 s at the 95th percentile in both games (docs/ai-strength.md).
The seed is a digest of the observation, so the same position always gets
the same hint and nothing the seat cannot see can change it."""
from __future__ import annotations

from typing import Callable

from game.ai.base import Agent, Observation, ThinkGen
from game.rules.rng import Rng

#: The level hints come from.
HINT_LEVEL = "hard"


def hint_agent(game: str, make: Callable[[str, str], Agent] | None = None) -> Agent:
    """A fresh agent of the hint level for ``game`` (``make`` builds agents
    as the table does; default: ``game.ai.levels.make_agent``)."""
    if make is None:
        from game.ai.levels import make_agent as make
    return make(game, HINT_LEVEL)


def hint_seed(observation: Observation) -> int:
    """A seed fixed by what the hinted seat sees (its observation)."""
    return Rng.from_digest(f"{observation['game']}-hint", observation).next_u64() >> 1


class HintAgent:
    """The ``hint`` level of ``sim``: plays exactly the coach's hint (the
    hint level's agent, seeded by ``hint_seed``), ignoring the match seed."""

    level = "hint"
    description = "Plays the coach's hint every turn."

    def __init__(self, game: str, make: Callable[[str, str], Agent] | None = None) -> None:
        self.game = game
        self.agent = hint_agent(game, make)

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        return (yield from self.agent.think(observation, hint_seed(observation)))



def bench_hint(game: str, seats: int = 2, games: int = 2, seed: int = 1, **options) -> dict:
    """CPU time of the hint path at every seat decision of ``games`` games
    between ``normal`` seats: the hint level's thinking (``think_ms``) and
    building and checking its reason (``reason_ms``), mean and 95th
    percentile. For the bench (issue #26) and docs/coach.md."""
    import time

    from game.ai.base import decide
    from game.ai.levels import make_agent
    from game.ai.review import coach_module
    from game.ai.stats import percentile
    from game.rules import registry
    from game.rules.rng import derive_seed
    rules = registry.load(game)
    reasons = coach_module(game)
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
            action = decide(hint_agent(game), obs, hint_seed(obs))
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
