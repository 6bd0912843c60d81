"""The ``random`` level: a uniformly random legal action (for tests)."""
from __future__ import annotations

from game.ai.base import Action, Observation, ThinkGen
from game.rules.rng import Rng


class RandomAgent:
    level = "random"
    description = "Plays any legal move at random (for testing)."
    #: It reads only ``observation["legal_actions"]`` (see game.ai.match).
    needs_observation = False

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        legal = observation["legal_actions"]
        if not legal:
            raise ValueError("the observing seat has no legal action")
        return _pick(legal, seed)
        yield  # pragma: no cover - makes this a generator


def _pick(legal: list[Action], seed: int) -> Action:
    return Rng.from_seed(seed).choice(legal)
