"""The four actions of a turn (§4) and the rejection of illegal actions."""
import pytest
from foodies_table import kinds, recipe_id, table, types_of

from game.rules import foodies as F
from game.rules.errors import IllegalAction

GREEN = recipe_id("Green Salad")        # 2 lettuce, tomato: 3 points
OMELETTE = recipe_id("Omelette")        # 2 egg, tomato: 3 points
CHELOW = recipe_id("Chelow")            # 2 rice: 2 points


def test_draw_takes_the_top_card():
    s = table(hands=[["rice"], ["egg"]], deck=["tomato", "onion"], rest="deck")
    top = s.deck[0]
    s2, ev = F.apply(s, {"type": "draw"})
    assert s2.hands[0] == s.hands[0] + (top,)
    assert s2.deck == s.deck[1:]
    assert s2.quiet_turns == 1 and s2.to_move == 1
    assert kinds(ev) == ["CardDrawn", "TurnPassed"]
    assert ev[0].card == {"id": top, "type": "tomato"}


def test_draw_refused_on_empty_deck_pass_allowed():
    """Seed rule: a seat that must draw from an empty deck discards instead:
    draw is not legal, pass is. (Only a hand-made state starts a turn with an
    empty deck: a deck out always refills it.)"""
    s = table(hands=[["rice", "egg"], ["egg"]], deck=[], rest="used")
    assert {"type": "draw"} not in F.legal_actions(s)
    assert all(a["type"] != "swap" for a in F.legal_actions(s))
    with pytest.raises(IllegalAction, match="foodies §4 draw"):
        F.apply(s, {"type": "draw"})
    assert {"type": "pass", "card": s.hands[0][0]} in F.legal_actions(s)


def test_swap_refused_with_one_card_in_the_deck():
    s = table(hands=[["rice", "egg"], ["egg"]], deck=["tomato"], rest="used")
    assert all(a["type"] != "swap" for a in F.legal_actions(s))
    with pytest.raises(IllegalAction, match=r"deck holds only 1 card.*foodies §4 swap"):
        F.apply(s, {"type": "swap", "card": s.hands[0][0]})


def test_swap_with_two_cards_puts_under_then_draws_two():
    s = table(hands=[["rice", "egg"], ["egg"]], deck=["tomato", "onion"], rest="used")
    rice = s.hands[0][0]
    a, b = s.deck
    s2, ev = F.apply(s, {"type": "swap", "card": rice})
    assert s2.hands[0] == (s.hands[0][1], a, b)
    assert s2.deck == (rice,)                 # the swapped card stays under
    assert kinds(ev) == ["CardPutUnder", "CardDrawn", "CardDrawn", "TurnPassed"]
    assert ev[0].reason == "swap" and s2.quiet_turns == 1


def test_serve_first_scores_bonus_and_uses_ingredients():
    s = table(hands=[["lettuce", "rice", "tomato", "lettuce"], ["egg"]], deck=["onion"] * 3,
              menu=[(GREEN, ()), (OMELETTE, ()), (CHELOW, ())], quiet_turns=4)
    s2, ev = F.apply(s, {"type": "serve", "recipe": GREEN})
    assert types_of(s2.hands[0]) == ["rice"]
    assert s2.used[-3:] == (s.hands[0][0], s.hands[0][2], s.hands[0][3])  # hand order
    assert s2.deck == s.deck                  # the used pile, not under the deck
    assert s2.scores == (5, 0)
    assert s2.menu[0].served_by == (0,) and s2.served == ((GREEN,), ())
    assert s2.quiet_turns == 0 and s2.to_move == 1
    served = ev[0]
    assert kinds(ev) == ["RecipeServed", "TurnPassed"]
    assert (served.seat, served.points, served.first_bonus) == (0, 5, True)
    assert [c["type"] for c in served.ingredients] == ["lettuce", "tomato", "lettuce"]
    assert served.recipe == F.catalog().rec(GREEN)


def test_serve_already_served_by_another_seat_scores_base_points():
    s = table(hands=[["egg"], ["lettuce", "lettuce", "tomato"]], deck=["onion"] * 3,
              menu=[(GREEN, (0,)), (OMELETTE, ()), (CHELOW, ())], scores=[5, 0], to_move=1)
    s2, ev = F.apply(s, {"type": "serve", "recipe": GREEN})
    assert s2.scores == (5, 3)
    assert s2.menu[0].served_by == (0, 1)    # serving order
    assert ev[0].points == 3 and ev[0].first_bonus is False


def test_same_seat_cannot_serve_twice_in_a_round():
    s = table(hands=[["lettuce", "lettuce", "tomato"], ["egg"]], deck=["onion"] * 3,
              menu=[(GREEN, (0,)), (OMELETTE, ()), (CHELOW, ())], scores=[5, 0])
    assert {"type": "serve", "recipe": GREEN} not in F.legal_actions(s)
    with pytest.raises(IllegalAction, match=r"already served Green Salad.*foodies §4 serve"):
        F.apply(s, {"type": "serve", "recipe": GREEN})


def test_serve_refused_off_menu_or_missing_ingredients():
    s = table(hands=[["lettuce", "tomato", "rice", "rice"], ["egg"]], deck=["onion"] * 3,
              menu=[(GREEN, ()), (OMELETTE, ())])
    with pytest.raises(IllegalAction, match="not on the menu"):
        F.apply(s, {"type": "serve", "recipe": CHELOW})
    with pytest.raises(IllegalAction, match="lacks the ingredients"):
        F.apply(s, {"type": "serve", "recipe": GREEN})
    with pytest.raises(IllegalAction, match="unknown recipe"):
        F.apply(s, {"type": "serve", "recipe": 20})
    assert [a for a in F.legal_actions(s) if a["type"] == "serve"] == []


def test_pass_puts_the_chosen_card_under():
    s = table(hands=[["rice", "egg"], ["egg"]], deck=["tomato"], rest="used")
    egg = s.hands[0][1]
    s2, ev = F.apply(s, {"type": "pass", "card": egg})
    assert s2.hands[0] == s.hands[0][:1] and s2.deck == s.deck + (egg,)
    assert kinds(ev) == ["Passed", "CardPutUnder", "TurnPassed"] and ev[1].reason == "pass"
    assert s2.quiet_turns == 1
    with pytest.raises(IllegalAction, match="foodies §4 pass"):
        F.apply(s, {"type": "pass", "card": None})


def test_pass_with_empty_hand_moves_nothing():
    s = table(hands=[[], ["egg"]], deck=["tomato"], rest="used")
    assert F.legal_actions(s) == [{"type": "draw"}, {"type": "pass", "card": None}]
    s2, ev = F.apply(s, {"type": "pass", "card": None})
    assert (s2.deck, s2.hands, s2.used) == (s.deck, s.hands, s.used)
    assert s2.to_move == 1 and s2.quiet_turns == 1
    assert kinds(ev) == ["Passed", "TurnPassed"]


def test_legal_actions_order():
    s = table(hands=[["rice", "rice"], ["egg"]], deck=["tomato", "onion"],
              menu=[(GREEN, ()), (CHELOW, ())])
    r1, r2 = s.hands[0]
    assert F.legal_actions(s) == [
        {"type": "draw"}, {"type": "swap", "card": r1}, {"type": "swap", "card": r2},
        {"type": "serve", "recipe": CHELOW},
        {"type": "pass", "card": r1}, {"type": "pass", "card": r2}]


@pytest.mark.parametrize("action,pattern", [
    ({"type": "draw", "seat": 0}, "exactly the keys"),
    ({"type": "swap"}, "exactly the keys"),
    ({"type": "fly"}, "unknown action type"),
    ("draw", "not an action"),
    ({"type": "swap", "card": 99}, "unknown ingredient card id"),
    ({"type": "swap", "card": True}, "unknown ingredient card id"),
    ({"type": "pass", "card": "3"}, "unknown ingredient card id"),
    ({"type": "discard", "card": 0}, "no discard is pending"),
])
def test_malformed_or_impossible_actions(action, pattern):
    s = table(hands=[["rice"], ["egg"]], deck=["tomato", "onion"])
    before = F.to_json(s)
    with pytest.raises(IllegalAction, match=pattern):
        F.apply(s, action)
    assert F.to_json(s) == before


def test_card_not_in_hand():
    s = table(hands=[["rice"], ["egg"]], deck=["tomato", "onion"])
    with pytest.raises(IllegalAction, match=r"not in seat 0's hand.*foodies §4 swap"):
        F.apply(s, {"type": "swap", "card": s.hands[1][0]})


def test_wrong_actor_is_refused():
    s = table(hands=[["rice"], ["egg"]], deck=["tomato", "onion"])
    with pytest.raises(IllegalAction, match="it is seat 0's turn.*foodies §4 turn"):
        F.apply(s, {"type": "draw"}, seat=1)
    s2, _ = F.apply(s, {"type": "draw"}, seat=0)
    assert s2.to_move == 1


def test_non_discard_refused_while_pending():
    s = table(hands=[["rice"] * 3 + ["egg"] * 4, ["egg"]], deck=["tomato", "onion"])
    s2, _ = F.apply(s, {"type": "draw"})
    assert s2.pending is not None
    with pytest.raises(IllegalAction, match="must first discard.*foodies §5 hand_limit"):
        F.apply(s2, {"type": "draw"})
    with pytest.raises(IllegalAction, match="not in seat 0's hand.*foodies §5 hand_limit"):
        F.apply(s2, {"type": "discard", "card": s2.hands[1][0]})


def test_actions_after_the_end_are_refused():
    s = table(hands=[["rice"], ["egg"]], deck=["tomato"], menu=[], recipe_deck=[],
              served=[[], []], to_move=None, over=True)
    assert F.legal_actions(s) == [] and F.actor(s) is None
    with pytest.raises(IllegalAction, match="game is over"):
        F.apply(s, {"type": "draw"})
