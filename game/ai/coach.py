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


def hint_agent(game: str, make: Callable[[str, str], Agent]) -> Agent:
    """A fresh agent of the hint level for ``game``; ``make(game, level)``
    builds agents as the table does (``game.kits.make_agent``: the AI layer
    does not know the games)."""
    return make(game, HINT_LEVEL)


def hint_seed(observation: Observation) -> int:
    """A seed fixed by what the hinted seat sees (its observation)."""
    return Rng.from_digest(f"{observation['game']}-hint", observation).next_u64() >> 1


class HintAgent:
    """The ``hint`` level of ``sim``: plays exactly the coach's hint (the
    hint level's agent, seeded by ``hint_seed``), ignoring the match seed."""

    level = "hint"
    description = "Plays the coach's hint every turn."

    def __init__(self, game: str, make: Callable[[str, str], Agent]) -> None:
        self.game = game
        self.agent = hint_agent(game, make)

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        return (yield from self.agent.think(observation, hint_seed(observation)))
