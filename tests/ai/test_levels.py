"""Every level of both games returns a legal action, reproducibly."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.base import Thinking, decide
from game.ai.levels import LEVELS
from game.kits import make_agent
from game.kits.agents import describe
from tests.ai.helpers import RULES, random_position, small_agent


def test_levels_and_descriptions():
    assert LEVELS == ("random", "easy", "normal", "hard")
    for game in RULES:
        for level in LEVELS:
            agent = make_agent(game, level)
            assert agent.level == level
            assert agent.description and "\n" not in agent.description
    for level in LEVELS:
        assert describe(level) and "\n" not in describe(level)
        for game in RULES:
            assert describe(level, game) == make_agent(game, level).description
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("rodizio", "wizard")
    with pytest.raises(ValueError):
        describe("wizard")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(sorted(RULES)), seed=st.integers(0, 10_000),
       seats=st.integers(2, 4), plies=st.integers(0, 120), spicy=st.booleans(),
       decision_seed=st.integers(-2**40, 2**40))
def test_every_level_returns_a_legal_action(game, seed, seats, plies, spicy, decision_seed):
    rules = RULES[game]
    state = random_position(game, seed, seats, plies, spicy)
    if rules.actor(state) is None:
        return
    seat = rules.actor(state)
    obs = rules.observe(state, seat)
    frozen = copy.deepcopy(obs)
    for level in LEVELS:
        action = decide(small_agent(game, level), obs, decision_seed)
        assert action in obs["legal_actions"], (level, action)
        assert obs == frozen, f"{level} changed its observation"
        # Same seed, same decision.
        assert decide(small_agent(game, level), json.loads(json.dumps(obs)), decision_seed) == action


@pytest.mark.parametrize("game", sorted(RULES))
@pytest.mark.parametrize("level", LEVELS)
def test_time_slicing_does_not_change_the_decision(game, level):
    rules = RULES[game]
    for k in range(4):
        state = random_position(game, 31 + k, 2 + k % 2, 6 + 9 * k, spicy=bool(k % 2))
        seat = rules.actor(state)
        obs = rules.observe(state, seat)
        at_once = decide(small_agent(game, level), obs, 99 + k)
        thinking = Thinking(small_agent(game, level), obs, 99 + k)
        steps = 0
        while thinking.step(max_units=1) is None:
            steps += 1
            assert steps < 100_000
        assert thinking.action == at_once
        if level == "hard" and len(obs["legal_actions"]) > 1 and rules is RULES["rodizio"]:
            assert thinking.units > 1, "hard thinking should be sliced"


def test_hard_rodizio_solves_small_endgames_exactly():
    from game.ai.review import drain
    from game.ai.rodizio.agents import HardAgent
    from game.ai.rodizio.model import to_action
    from game.ai.rodizio.rank import rank
    rules = RULES["rodizio"]
    solved = 0
    for seed in range(40):
        state = random_position("rodizio", seed, 2, 40)
        if rules.actor(state) is None or sum(len(p) for p in state.plates) > 8:
            continue
        obs = rules.observe(state, rules.actor(state))
        rated = drain(rank(obs))
        assert decide(HardAgent(), obs, 0) == to_action(rated[0].move)
        if len(rules.legal_actions(state)) > 1:
            assert all(r.exact for r in rated), "a small endgame must be solved outright"
            solved += 1
    assert solved >= 3
