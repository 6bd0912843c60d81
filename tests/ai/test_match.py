"""The headless match runner: the lean path (no events, `advance`) still
refuses an agent's illegal action instead of playing it silently."""
from __future__ import annotations

import pytest

from game.ai.match import play_match
from game.ai.random_agent import RandomAgent
from game.rules import rodizio as R


class Cheater(RandomAgent):
    """Always asks for plate 9, which no table has."""

    def think(self, observation, seed):
        yield None
        return {"type": "distribute", "plate": 9}


def test_an_illegal_action_stops_a_lean_match():
    state = R.new_game(4, 2)
    with pytest.raises(ValueError, match="illegal action"):
        play_match(R, state, [Cheater(), Cheater()], seed=4, keep_steps=False)


def test_legal_play_is_unchanged_on_the_lean_path():
    state = R.new_game(4, 2)
    lean = play_match(R, state, [RandomAgent(), RandomAgent()], seed=4, keep_steps=False)
    full = play_match(R, state, [RandomAgent(), RandomAgent()], seed=4, keep_steps=True)
    assert R.to_json(lean.final) == R.to_json(full.final)
