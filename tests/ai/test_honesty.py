"""Agents see only ``observe(state, seat)``: shuffling what that seat cannot
see (other hands, deck order, recipe deck order — minus what the §8 memory
reveals) never changes a decision."""
from __future__ import annotations

import pytest

from game.ai.base import decide
from game.ai.levels import LEVELS
from game.rules import foodies, rodizio
from game.rules.foodies import seen
from game.rules.rng import Rng
from tests.ai.helpers import random_position, small_agent


def _shuffle_foodies_hidden(state, seat: int, rng: Rng):
    """The same game as seen by ``seat``: the cards it cannot place (the other
    hands, the deck order, within what the §8 memory leaves hidden) and the
    recipe deck order are shuffled."""
    return seen.twin(state, seat, rng)


@pytest.mark.parametrize("level", LEVELS)
def test_foodies_decisions_ignore_hidden_cards(level):
    checked = changed = 0
    for k in range(8):
        state = random_position("foodies", 500 + k, 2 + k % 3, 10 + 13 * k)
        seat = foodies.actor(state)
        if seat is None:
            continue
        twin = _shuffle_foodies_hidden(state, seat, Rng.from_seed(k))
        # late in a game the §8 memory may place every card: nothing to shuffle
        changed += foodies.to_json(twin) != foodies.to_json(state)
        obs, twin_obs = foodies.observe(state, seat), foodies.observe(twin, seat)
        assert obs == twin_obs  # the rules core hides exactly these parts
        for seed in (1, 2):
            assert decide(small_agent("foodies", level), obs, seed) == \
                decide(small_agent("foodies", level), twin_obs, seed)
        checked += 1
    assert checked >= 6 and changed >= 4


@pytest.mark.parametrize("level", LEVELS)
def test_rodizio_decisions_depend_only_on_the_observation(level):
    """Rodízio hides nothing a seat may not remember (§9), so the check is
    that a state rebuilt from JSON, and the observation passed as plain JSON,
    give the same decision; the agents get no state object at all."""
    for k in range(6):
        state = random_position("rodizio", 900 + k, 2 + k % 3, 3 * k, spicy=bool(k % 2))
        seat = rodizio.actor(state)
        if seat is None:
            continue
        twin = rodizio.from_json(rodizio.to_json(state))
        obs = rodizio.observe(state, seat)
        assert "hands" not in obs  # the observation is not the state
        for seed in (3, 4):
            assert decide(small_agent("rodizio", level), obs, seed) == \
                decide(small_agent("rodizio", level), rodizio.observe(twin, seat), seed)
