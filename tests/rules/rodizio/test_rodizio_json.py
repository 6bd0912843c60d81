"""The §10 JSON: exact keys and order, round trips, and BadState on bad input."""
import copy
import json

import pytest

from game.rules import rodizio
from game.rules.errors import BadState
from rodizio_table import P, cj, table


def _fresh():
    return rodizio.to_json(rodizio.new_game(3, 2, spicy=True))


def test_keys_are_the_books_in_the_books_order():
    d = _fresh()
    assert list(d) == ["game", "seats", "spicy", "glutton", "plates", "hands", "glutton_pile",
                       "first", "to_move", "pending", "dry_turns", "over"]
    assert list(d["plates"][0][0]) == ["id", "name", "value", "spice", "placard"]
    assert d["game"] == "rodizio" and d["glutton"] is True and d["hands"] == [[], []]


def test_round_trip_with_pending_and_through_text():
    s = table([[15], [0, 1], [P, 3, 4]], spicy=True)
    mid, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})
    for state in (s, mid):
        j = rodizio.to_json(state)
        text = json.dumps(j, ensure_ascii=False)
        assert rodizio.from_json(json.loads(text)) == state
        assert rodizio.to_json(rodizio.from_json(j)) == j
        assert json.dumps(rodizio.to_json(rodizio.from_json(json.loads(text))),
                          ensure_ascii=False) == text


def test_from_json_does_not_modify_its_input():
    d = _fresh()
    before = copy.deepcopy(d)
    rodizio.from_json(d)
    assert d == before


def _set(path, value):
    def change(d):
        *head, last = path
        for k in head:
            d = d[k]
        d[last] = value
    return change


def _move_card(src, dst):
    def change(d):
        d[dst[0]][dst[1]].append(d[src[0]][src[1]].pop())
    return change


BAD = [
    ("not an object", lambda d: None, "expected an object"),
    ("missing key", lambda d: d.pop("dry_turns"), "missing key"),
    ("extra key", _set(["rng"], 1), "unknown key"),
    ("wrong game", _set(["game"], "foodies"), "game"),
    ("too many seats", _set(["seats"], 5), "seats"),
    ("seats as bool", _set(["seats"], True), "seats"),
    ("spicy not bool", _set(["spicy"], 1), "spicy"),
    ("glutton with 3 seats", lambda d: (d.update(seats=3), d["hands"].append([])), "glutton"),
    ("two plates", lambda d: d["plates"].pop(), "plates"),
    ("hands count", lambda d: d["hands"].append([]), "hands"),
    ("card name", _set(["plates", 0, 0, "name"], "Pizza"), "name"),
    ("card value", _set(["plates", 0, 0, "value"], 9), "value"),
    ("card value float", lambda d: d["plates"][0][0].update(value=float(d["plates"][0][0]["value"])), "value"),
    ("card spice", _set(["plates", 0, 0, "spice"], "hot"), "spice"),
    ("card id range", _set(["plates", 0, 0, "id"], 18), "id"),
    ("card extra key", _set(["plates", 0, 0, "x"], 1), "unknown key"),
    ("duplicate id", lambda d: d["plates"][1].append(copy.deepcopy(d["plates"][0][0])), "also in"),
    ("missing card", lambda d: d["plates"][0].pop(0), "15 cards"),
    ("first missing", lambda d: d.pop("first"), "first: missing .* seat that started"),
    ("first range", _set(["first"], 2), "first"),
    ("first negative", _set(["first"], -1), "first"),
    ("first bool", _set(["first"], True), "first"),
    ("first glutton", _set(["first"], "glutton"), "first"),
    ("first null", _set(["first"], None), "first"),
    ("first not to move before anyone played", _set(["first"], 1), "nobody has played yet"),
    ("to_move range", _set(["to_move"], 2), "to_move"),
    ("to_move bool", _set(["to_move"], False), "to_move"),
    ("to_move null while running", _set(["to_move"], None), "to_move"),
    ("dry_turns negative", _set(["dry_turns"], -1), "dry_turns"),
    ("dry_turns past closing", _set(["dry_turns"], 6), "dry_turns"),
    ("over with to_move", _set(["over"], True), "null once the game is over"),
    ("pending without chili", _set(["pending"], {"kind": "free_choice", "plate": 0, "eater": 0}),
     "pending"),
    ("pending kind", _set(["pending"], {"kind": "double", "plate": 0, "eater": 0}), "pending.kind"),
    ("pending plate", _set(["pending"], {"kind": "free_choice", "plate": 3, "eater": 0}), "pending.plate"),
    ("pending eater", _set(["pending"], {"kind": "free_choice", "plate": 0, "eater": 1}), "eater"),
    ("pile without glutton", lambda d: (d.update(seats=3, glutton=False), d["hands"].append([]),
                                        d["glutton_pile"].append(d["plates"][0].pop(0))), "glutton_pile"),
]


@pytest.mark.parametrize("name,change,match", BAD, ids=[b[0] for b in BAD])
def test_from_json_rejects_bad_states_with_a_clear_message(name, change, match):
    d = _fresh()
    if name == "not an object":
        d = []
    else:
        change(d)
    with pytest.raises(BadState, match=match):
        rodizio.from_json(d)


def test_placard_in_a_hand_is_rejected():
    d = rodizio.to_json(table([[0, 1, P], [2, 3], [4, 5]]))
    d["plates"][0].pop()
    d["hands"][0].append(cj(P))
    with pytest.raises(BadState, match="placard is never eaten"):
        rodizio.from_json(d)


def test_game_over_must_be_justified_and_running_games_need_cards():
    d = rodizio.to_json(table([[0, 1, P], [2, 3], [4, 5]]))
    d.update(over=True, to_move=None)
    with pytest.raises(BadState, match="game ends only"):
        rodizio.from_json(d)
    d = rodizio.to_json(table([[0, 1, P], [2, 3], [4, 5]]))
    for stack in d["plates"][1:]:
        d["hands"][0].extend(stack)
        stack.clear()
    with pytest.raises(BadState, match="must be true with 3 or fewer"):
        rodizio.from_json(d)


def test_glutton_to_move_needs_a_glutton():
    d = rodizio.to_json(rodizio.new_game(1, 3))
    d["to_move"] = "glutton"
    with pytest.raises(BadState, match="no Glutton"):
        rodizio.from_json(d)


@pytest.mark.parametrize("seats,first", [(2, 0), (2, 1), (3, 2), (4, 3)])
def test_first_is_the_seat_that_started_and_survives_a_round_trip(seats, first):
    s = rodizio.new_game(4, seats, first_seat=first)
    d = rodizio.to_json(s)
    assert d["first"] == first == d["to_move"] and s.first == first
    assert rodizio.from_json(d) == s
