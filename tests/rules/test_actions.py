"""Legal actions are shared, read-only dicts (game/rules/actions.py): they
read as the plain action dicts they stand for, refuse every change, and
copy into plain dicts."""
import copy
import json
import pickle

import pytest

from game.rules import foodies, rodizio
from game.rules.actions import FrozenAction, table


def test_a_frozen_action_reads_as_its_plain_dict():
    a = FrozenAction({"type": "swap", "card": 12})
    plain = {"type": "swap", "card": 12}
    assert a == plain and isinstance(a, dict)
    assert json.dumps(a) == json.dumps(plain) == '{"type": "swap", "card": 12}'
    assert repr(a) == repr(plain)
    assert a["card"] == 12 and a.get("plate") is None and list(a) == ["type", "card"]


@pytest.mark.parametrize("change", [
    lambda a: a.__setitem__("card", 3),
    lambda a: a.__delitem__("card"),
    lambda a: a.update(card=3),
    lambda a: a.pop("card"),
    lambda a: a.popitem(),
    lambda a: a.setdefault("seat", 0),
    lambda a: a.clear(),
])
def test_a_frozen_action_refuses_every_change(change):
    a = FrozenAction({"type": "swap", "card": 12})
    with pytest.raises(TypeError, match="read-only"):
        change(a)
    with pytest.raises(TypeError, match="read-only"):
        a |= {"card": 3}
    assert a == {"type": "swap", "card": 12}


@pytest.mark.parametrize("make_copy", [dict, copy.copy, copy.deepcopy,
                                       lambda a: pickle.loads(pickle.dumps(a))])
def test_a_copy_is_a_plain_changeable_dict(make_copy):
    a = FrozenAction({"type": "distribute", "plate": 2})
    c = make_copy(a)
    assert type(c) is dict and c == a
    c["plate"] = 0
    assert a["plate"] == 2


def test_table_indexes_the_actions_by_value():
    t = table("choose", "card", range(18))
    assert [a["card"] for a in t] == list(range(18))
    assert t[5] == {"type": "choose", "card": 5}


@pytest.mark.parametrize("rules", [rodizio, foodies], ids=["rodizio", "foodies"])
def test_legal_actions_are_shared_frozen_actions_that_apply_accepts(rules):
    state = rules.new_game(3, 3)
    for _ in range(30):
        if state.over:
            break
        legal = rules.legal_actions(state)
        again = rules.legal_actions(state)
        assert legal == again and legal is not again   # a new list each time ...
        assert all(type(a) is FrozenAction for a in legal)
        assert all(x is y for x, y in zip(legal, again))  # ... of the same actions
        state, _ = rules.apply(state, legal[len(legal) // 2])
