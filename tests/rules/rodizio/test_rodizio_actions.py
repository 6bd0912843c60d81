"""Malformed actions and the observation (§9)."""
import json

import pytest

from game.rules import rodizio
from game.rules.errors import IllegalAction
from rodizio_table import P, cj, table

MALFORMED = [
    (None, "JSON object"),
    ({"type": "eat", "plate": 0}, "unknown action type"),
    ({"plate": 0}, "unknown action type"),
    ({"type": "distribute"}, "exactly the keys"),
    ({"type": "distribute", "plate": 0, "card": 1}, "exactly the keys"),
    ({"type": "distribute", "plate": 3}, "unknown plate"),
    ({"type": "distribute", "plate": "0"}, "unknown plate"),
    ({"type": "distribute", "plate": True}, "unknown plate"),
    ({"type": "choose", "card": 18}, "unknown card"),
]


@pytest.mark.parametrize("action,match", MALFORMED)
def test_malformed_actions_are_rejected_and_the_state_is_unchanged(action, match):
    s = table([[0, 1], [P, 3], [4, 5]])
    before = rodizio.to_json(s)
    with pytest.raises(IllegalAction, match=match) as e:
        rodizio.apply(s, action)
    assert e.value.rule == "rodizio §10 action"
    assert rodizio.to_json(s) == before


def test_events_serialise_to_json():
    s = table([[15], [0, 1], [P, 3, 4]], spicy=True)
    mid, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    new, more = rodizio.apply(mid, {"type": "choose", "card": 15})
    dicts = [e.to_dict() for e in events + more]
    json.dumps(dicts)
    assert [d["kind"] for d in dicts] == [
        "StackPickedUp", "CardDealt", "SpicyTriggered", "FreeChoicePending", "PizzaEaten",
        "TurnPassed"]


def test_observation_shows_plates_own_hand_counts_and_eaten_lists():
    s = table([[0, 1], [P, 3], [4, 5]], hands=[[16], [14, 7]], pile=[12], to_move=1)
    obs = rodizio.observe(s, 1)
    json.dumps(obs)
    assert obs["seat"] == 1 and obs["seats"] == 2 and obs["glutton"] is True
    assert obs["plates"] == rodizio.to_json(s)["plates"]
    assert obs["hand"] == rodizio.to_json(s)["hands"][1]
    assert obs["hand_counts"] == [1, len(s.hands[1])] and obs["glutton_count"] == 1
    assert obs["eaten"][0] == [cj(16)] and obs["glutton_eaten"] == [cj(12)]
    assert obs["to_move"] == 1 and obs["pending"] is None and obs["dry_turns"] == 0
    assert obs["over"] is False and obs["result"] is None
    assert obs["legal_actions"] == rodizio.legal_actions(s)
    assert rodizio.observe(s, 0)["legal_actions"] == []
    assert "hands" not in obs and "glutton_pile" not in obs


def test_observe_rejects_a_seat_not_in_the_game():
    with pytest.raises(ValueError):
        rodizio.observe(rodizio.new_game(1, 2), 2)
