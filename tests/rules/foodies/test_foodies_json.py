"""The §9 JSON: exact keys and order, round trips, and validation."""
import copy
import re
import json

import pytest
from foodies_table import table

from game.rules import foodies as F
from game.rules.errors import BadState

KEYS = ["game", "seats", "round", "deck", "used", "recipe_deck", "menu", "hands", "scores",
        "served", "to_move", "pending", "quiet_turns", "over"]


def _pending_state():
    s = table(3, hands=[["egg"], ["rice", "rice"], []], deck=["tomato"], to_move=1)
    s2, _ = F.apply(s, {"type": "draw"})
    return s2


def test_keys_and_order():
    d = F.to_json(F.new_game(3, 3))
    assert list(d) == KEYS
    assert d["game"] == "foodies" and d["seats"] == 3 and d["over"] is False
    assert list(d["deck"][0]) == ["id", "type"]
    assert list(d["menu"][0]) == ["recipe", "served_by"]
    assert list(d["menu"][0]["recipe"]) == ["id", "name", "needs", "points"]
    assert d["pending"] is None and d["to_move"] == 0
    p = F.to_json(_pending_state())["pending"]
    assert list(p) == ["kind", "reason", "seat", "count", "queue", "turn"]
    assert p == {"kind": "discard", "reason": "deck_out", "seat": 1, "count": 1, "queue": [0],
                 "turn": 1}


def test_round_trip_through_text():
    for s in (F.new_game(11, 5), _pending_state()):
        text = json.dumps(F.to_json(s))
        back = F.from_json(json.loads(text))
        assert back == s
        assert json.dumps(F.to_json(back)) == text


def _broken(mutate, state=None):
    d = F.to_json(state if state is not None else F.new_game(0, 2))
    mutate(d)
    return d


CASES = [
    (lambda d: d.pop("over"), "missing key 'over'"),
    (lambda d: d.update(extra=1), "unexpected key 'extra'"),
    (lambda d: d.update(game="rodizio"), "expected 'foodies'"),
    (lambda d: d.update(seats=6), "seats: 6 is out of range"),
    (lambda d: d.update(round=True), "round: expected a whole number"),
    (lambda d: d["deck"].append({"id": 3, "type": "tomato"}), "ingredient #3 appears more"),
    (lambda d: d["deck"].pop(), "is missing from deck, used and hands"),
    (lambda d: d["deck"][0].update(type="egg"), "is a tomato, not 'egg'"),
    (lambda d: d["deck"].__setitem__(0, 3), "expected an object"),
    (lambda d: d["recipe_deck"].append(copy.deepcopy(d["menu"][0]["recipe"])),
     "appears more than once across recipe_deck and menu"),
    (lambda d: d["recipe_deck"][0].update(points=99), "does not match the recipe data"),
    (lambda d: d["served"][0].append(d["recipe_deck"][0]["id"]), "still in the recipe deck"),
    (lambda d: d["served"][0].append(d["menu"][0]["recipe"]["id"]), "disagrees with served"),
    (lambda d: d["menu"][0]["served_by"].extend([1, 1]), "once a round"),
    (lambda d: d["scores"].append(0), "scores: 3 entries for 2 seats"),
    (lambda d: d["scores"].__setitem__(0, -1), "scores[0]: -1 is out of range"),
    (lambda d: d.update(to_move=None), "to_move: null only once"),
    (lambda d: d["scores"].__setitem__(1, 4), "scores[1]: 4 does not fit the recipes served"),
    (lambda d: d.update(quiet_turns=10), "the kitchen is cold"),
    (lambda d: d.update(over=1), "over: expected true or false"),
    (lambda d: d.update(pending={"kind": "discard", "reason": "hand_limit", "seat": 0,
                                 "count": 1, "queue": [], "turn": 0}), "not over the hand limit"),
    (lambda d: d.update(pending={"kind": "draw", "reason": "hand_limit", "seat": 0,
                                 "count": 1, "queue": [], "turn": 0}), "pending.kind"),
    (lambda d: d.update(pending={"kind": "discard", "reason": "bored", "seat": 0,
                                 "count": 1, "queue": [], "turn": 0}), "pending.reason"),
    (lambda d: d.update(pending={"kind": "discard", "reason": "hand_limit", "seat": 1,
                                 "count": 1, "queue": [], "turn": 1}), "to_move is 0"),
]


@pytest.mark.parametrize("mutate,message", CASES)
def test_from_json_rejects(mutate, message):
    with pytest.raises(BadState, match=re.escape(message)):
        F.from_json(_broken(mutate))


@pytest.mark.parametrize("bad", [None, [], "state", 3])
def test_from_json_rejects_non_objects(bad):
    with pytest.raises(BadState, match="expected an object"):
        F.from_json(bad)


def test_from_json_rejects_inconsistent_deck_out():
    s = _pending_state()     # seat 1 discards, then seat 0; seat 2 is empty
    with pytest.raises(BadState, match="queue lists other seats once each"):
        F.from_json(_broken(lambda d: d["pending"].update(queue=[0, 0]), s))
    with pytest.raises(BadState, match="seat 2 is queued to discard but its hand is empty"):
        F.from_json(_broken(lambda d: d["pending"].update(queue=[2, 0]), s))
    with pytest.raises(BadState, match="deck_out discard is one card"):
        F.from_json(_broken(lambda d: d["pending"].update(count=2), s))
    with pytest.raises(BadState, match="seat 0 holds cards but is not in the deck_out queue"):
        F.from_json(_broken(lambda d: d["pending"].update(queue=[]), s))
    with pytest.raises(BadState, match="do not fit a deck out from seat 1 reaching seat 1"):
        F.from_json(_broken(lambda d: d["deck"].append(d["used"].pop()), s))
    with pytest.raises(BadState, match="in turn order from seat 0"):
        F.from_json(_broken(lambda d: d["pending"].update(turn=0), s))
    with pytest.raises(BadState, match=r"pending.turn: 3 is out of range"):
        F.from_json(_broken(lambda d: d["pending"].update(turn=3), s))
    with pytest.raises(BadState, match=r"pending.turn: missing .* seat whose turn caused"):
        F.from_json(_broken(lambda d: d["pending"].pop("turn"), s))
    four = table(4, hands=[["egg"], ["rice"], ["herbs"], ["bread"]], deck=["tomato"])
    four, _ = F.apply(four, {"type": "draw"})
    assert four.pending.queue == (1, 2, 3)
    with pytest.raises(BadState, match="seat 2 holds cards but is not in the deck_out queue"):
        F.from_json(_broken(lambda d: d["pending"].update(queue=[1, 3]), four))


def test_from_json_rejects_hands_over_the_limit():
    s = table(hands=[["egg"] * 6 + ["rice", "rice"], ["rice"]], deck=["tomato"],
              validate=False)
    with pytest.raises(BadState, match="more than the hand limit"):
        F.from_json(F.to_json(s))


def test_over_state_round_trips_and_is_checked():
    s = table(menu=[], recipe_deck=[], served=[[0], [1]], scores=[5, 5], to_move=None,
              over=True)
    assert F.from_json(json.loads(json.dumps(F.to_json(s)))) == s
    with pytest.raises(BadState, match="over game has to_move null"):
        F.from_json(_broken(lambda d: d.update(to_move=0), s))
    with pytest.raises(BadState, match="ends only when the recipe deck is empty"):
        F.from_json(_broken(lambda d: d["recipe_deck"].append(F.catalog().rec(19)), s))


def test_hand_limit_discards_are_made_in_the_discarding_seats_own_turn():
    s = table(hands=[["rice", "rice", "egg", "egg", "herbs", "herbs", "bread"], ["egg"]],
              deck=["tomato", "onion"])
    s2, _ = F.apply(s, {"type": "draw"})
    assert F.to_json(s2)["pending"]["turn"] == 0
    with pytest.raises(BadState, match="pending.turn: a hand_limit discard"):
        F.from_json(_broken(lambda d: d["pending"].update(turn=1), s2))
