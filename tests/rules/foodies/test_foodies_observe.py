"""What a seat may know (§8)."""
import json

import pytest
from foodies_table import table

from game.rules import foodies as F
from game.rules.foodies import seen
from game.rules.foodies.state import State
from game.rules.rng import Rng

KEYS = ["game", "seat", "seats", "round", "hand", "hand_counts", "deck_count", "used",
        "recipe_deck_count", "menu", "scores", "served", "to_move", "pending", "quiet_turns",
        "over", "legal_actions", "deck_seen", "hands_seen", "unseen"]


def test_fields():
    s = F.new_game(4, 3)
    o = F.observe(s, 1)
    assert list(o) == KEYS
    assert o["seat"] == 1 and o["seats"] == 3
    assert o["hand"] == [F.catalog().ing(c) for c in s.hands[1]]
    assert o["hand_counts"] == [4, 4, 4]
    assert o["deck_count"] == 38 and o["recipe_deck_count"] == 17
    assert o["menu"] == F.to_json(s)["menu"]
    assert o["legal_actions"] == []
    assert F.observe(s, 0)["legal_actions"] == F.legal_actions(s)
    json.dumps(o)


def test_hides_other_hands_and_deck_order():
    s = F.new_game(4, 3)
    text = json.dumps(F.observe(s, 1))
    assert all(f'{{"id": {c}, "type"' in text for c in s.hands[1])
    for c in s.hands[0] + s.hands[2] + s.deck:
        assert f'{{"id": {c}, "type"' not in text
    for r in s.recipe_deck:
        assert F.catalog().recipes[r].name not in text


def test_pending_is_public():
    s = table(3, hands=[["egg"], ["rice", "rice"], []], deck=["tomato"], to_move=1)
    s2, _ = F.apply(s, {"type": "draw"})
    o = F.observe(s2, 2)
    assert o["pending"] == F.to_json(s2)["pending"] and o["to_move"] == 1
    assert o["legal_actions"] == []
    assert F.observe(s2, 1)["legal_actions"] == F.legal_actions(s2)


def test_bad_seat():
    with pytest.raises(ValueError):
        F.observe(F.new_game(0, 2), 2)


def scramble(state: State, seat: int, seed: int) -> State:
    """Everything ``seat`` may not see, changed (``seen.twin``)."""
    return seen.twin(state, seat, Rng.from_seed(seed))


def test_observation_invariant_under_hidden_changes():
    s = F.new_game(9, 4)
    for seat in range(4):
        for k in range(3):
            other = scramble(s, seat, k)
            assert other != s
            assert F.observe(other, seat) == F.observe(s, seat)


def _played(seed: int, seats: int, plies: int) -> State:
    """A game played ``plies`` actions on by the seeded random agent."""
    s = F.new_game(seed, seats)
    rng = Rng.from_seed(seed)
    for _ in range(plies):
        if s.over:
            break
        s, _ = F.apply(s, rng.choice(F.legal_actions(s)))
    return s


def test_observation_invariant_under_hidden_changes_with_memory():
    for seed in range(6):
        s = _played(seed, 2 + seed % 3, 40 + 25 * seed)
        for seat in range(s.seats):
            other = scramble(s, seat, seed)
            assert F.observe(other, seat) == F.observe(s, seat)
