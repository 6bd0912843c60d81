"""The AI's fast Rodízio model must agree with the rules core exactly."""
from __future__ import annotations

import pytest

from game.ai.rodizio import model
from game.rules import rodizio as rules
from game.rules.rng import Rng


def _check_same(state, seat_view: int) -> None:
    obs = rules.observe(state, seat_view)
    t, pos = model.from_observation(obs)
    if state.over:
        assert pos.mover < 0
        res = rules.result(state)
        wins, gw = model.winners(t, pos)
        assert gw == res["glutton_wins"]
        if not gw:
            assert wins == res["winners"]
        return
    who = rules.actor(state)
    assert pos.mover == (t.glutton_index if who == "glutton" else who)
    legal = rules.legal_actions(state)
    assert [model.to_action(m) for m in model.moves(t, pos)] == legal


@pytest.mark.parametrize("spicy", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_model_matches_core_on_random_games(seats, spicy):
    for g in range(25):
        rng = Rng.from_seed(1000 * seats + g)
        state = rules.new_game(g, seats, first_seat=g % seats, spicy=spicy)
        t, pos = model.from_observation(rules.observe(state, 0))
        while True:
            _check_same(state, 0)
            # The model, stepped on its own, stays equal to the core.
            assert model.from_observation(rules.observe(state, 0))[1] == pos
            if state.over:
                break
            legal = rules.legal_actions(state)
            action = rng.choice(legal)
            state, _ = rules.apply(state, action)
            pos = model.play(t, pos, model.from_action(action))
