"""The AI's fast Foodies model must follow the rules core step by step."""
from __future__ import annotations

import pytest

from game.ai.foodies import model
from game.ai.foodies.sample import View, from_state_json, sample
from game.rules import foodies as rules
from game.rules.rng import Rng


def _key(sim: model.Sim, with_deck: bool = True):
    return (list(sim.deck) if with_deck else sorted(sim.deck), sorted(sim.used), sim.recipe_deck,
            sim.menu, sim.hands, sim.sizes, sim.scores, sim.nserved, sim.to_move, sim.pending,
            sim.quiet, sim.round, sim.over)


def _to_model_action(action: dict) -> tuple:
    kind = action["type"]
    ct = model.cards().card_type
    if kind == "draw":
        return ("draw",)
    if kind == "serve":
        return ("serve", action["recipe"])
    card = action.get("card")
    return (kind, None if card is None else ct[card])


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_model_follows_core(seats):
    for g in range(6):
        rng = Rng.from_seed(77 + g)
        state = rules.new_game(g, seats, first_seat=g % seats)
        sim = from_state_json(rules.to_json(state))
        plies = 0
        while not state.over:
            legal = rules.legal_actions(state)
            assert sorted(map(repr, {_to_model_action(a) for a in legal})) == \
                sorted(map(repr, set(model.legal(sim))))
            # Prefer serving so that rounds end by clearing the menu too.
            serves = [a for a in legal if a["type"] == "serve"]
            action = serves[0] if serves and rng.random() < 0.7 else rng.choice(legal)
            before_round = state.round
            state, _ = rules.apply(state, action)
            model.apply(sim, _to_model_action(action), Rng.from_seed(plies))
            exact = from_state_json(rules.to_json(state))
            if state.round != before_round:
                # The used pile's shuffle is the core's own: compare as sets, resync.
                assert _key(sim, False) == _key(exact, False)
                sim = exact
            assert _key(sim) == _key(exact)
            plies += 1
        assert model.winners(sim) == rules.result(state)["winners"]


def test_samples_are_consistent_with_the_observation():
    state = rules.new_game(5, 3)
    for _ in range(30):
        state, _ = rules.apply(state, rules.legal_actions(state)[0])
    obs = rules.observe(state, 1)
    view = View(obs)
    exact = from_state_json(rules.to_json(state))
    for k in range(20):
        s = sample(view, Rng.from_seed(k))
        assert s.hands[1] == exact.hands[1]
        assert s.sizes == exact.sizes
        assert len(s.deck) == len(exact.deck)
        assert sorted(list(s.deck) + [t for h in s.hands for t in range(10) for _ in range(h[t])]) == \
            sorted(list(exact.deck) + [t for h in exact.hands for t in range(10) for _ in range(h[t])])
        assert len(s.recipe_deck) == len(exact.recipe_deck)
