"""Scenario tests for the Glutton (rule book §6) and turn order (§4)."""
import pytest

from game.rules import rodizio
from game.rules.errors import IllegalAction
from game.rules.rodizio.events import NothingEaten, PizzaEaten, SpicyTriggered, TurnPassed
from rodizio_table import P, cj, ids, plate_ids, table


def test_glutton_chooses_the_placard_plate_even_with_placard_on_top_and_eats():
    s = table([[2, 3], [0, 1, P], [4, 5]], to_move="glutton")
    action = rodizio.automatic_action(s)
    assert action == {"type": "distribute", "plate": 1}
    assert rodizio.legal_actions(s) == [action]
    new, events = rodizio.apply(s, action)
    # P -> P2, 1 -> P0, 0 -> P1 alone: the Glutton eats it.
    assert plate_ids(new) == [[2, 3, 1], [], [4, 5, P]]
    assert ids(new.glutton_pile) == [0]
    assert events[-2:] == [PizzaEaten(eater="glutton", card=cj(0), plate=1),
                           TurnPassed(next_actor=0)]
    assert new.to_move == 0 and new.dry_turns == 0


def test_glutton_eats_although_the_placard_was_on_its_chosen_plate():
    s = table([[2, 3], [0, P, 1, 7], [4, 5]], to_move="glutton")
    new, _ = rodizio.apply(s, rodizio.automatic_action(s))
    # 7 -> P2, 1 -> P0, P -> P1, 0 -> P2 (L); below L is 7: eaten.
    assert plate_ids(new) == [[2, 3, 1], [P], [4, 5, 0]]
    assert ids(new.glutton_pile) == [7]


def test_glutton_may_not_choose_another_plate():
    s = table([[2, 3], [0, 1, P], [4, 5]], to_move="glutton")
    with pytest.raises(IllegalAction, match="plate holding the placard") as e:
        rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert e.value.rule == "rodizio §6 Glutton"


def test_glutton_free_choice_takes_highest_value_nearest_the_top_on_a_tie():
    # P -> P1, then Pepperoni (free) lands on P2 over Brigadeiro 5, Portuguesa,
    # Romeu e Julieta 5: the tie at 5 goes to Romeu e Julieta, nearer the top.
    s = table([[10, P], [0, 1], [14, 7, 15]], to_move="glutton", spicy=True)
    new, events = rodizio.apply(s, rodizio.automatic_action(s))
    assert SpicyTriggered(actor="glutton", spice="free", card=cj(10), plate=2) in events
    assert ids(new.glutton_pile) == [15]
    assert plate_ids(new) == [[], [0, 1, P], [14, 7, 10]]
    assert new.pending is None and new.to_move == 0


def test_glutton_free_choice_takes_the_best_pizza_deep_in_the_stack():
    """The free choice is a choice, not "eat once": the best pizza is at the
    bottom of the landing plate, far from the card below L (an audit's
    mutant that ate once passed the test above, whose best card happened to
    lie directly below L)."""
    # P -> P1, Pepperoni (free, L) -> P2 over Brigadeiro 5, Mussarela 1, Margherita 1:
    # the Glutton takes Brigadeiro from the bottom; eating once would take Margherita.
    s = table([[10, P], [0, 2], [14, 1, 3]], to_move="glutton", spicy=True)
    new, events = rodizio.apply(s, rodizio.automatic_action(s))
    assert SpicyTriggered(actor="glutton", spice="free", card=cj(10), plate=2) in events
    assert PizzaEaten(eater="glutton", card=cj(14), plate=2) in events
    assert ids(new.glutton_pile) == [14]
    assert plate_ids(new) == [[], [0, 2, P], [1, 3, 10]]


def test_glutton_double_action_is_as_for_a_seat():
    s = table([[13, P], [0, 1], [2, 3, 4]], to_move="glutton", spicy=True)
    new, _ = rodizio.apply(s, rodizio.automatic_action(s))
    assert ids(new.glutton_pile) == [4, 3]
    assert plate_ids(new) == [[], [0, 1, P], [2, 13]]


def test_glutton_placard_directly_below_last_card_eats_nothing():
    s = table([[0, 1, 2, P], [3], [4, 5]], to_move="glutton")
    new, events = rodizio.apply(s, rodizio.automatic_action(s))
    # P -> P1, 2 -> P2, 1 -> P0, 0 -> P1: directly over the placard.
    assert plate_ids(new) == [[1], [3, P, 0], [4, 5, 2]]
    assert NothingEaten(actor="glutton", reason="placard_below") in events
    assert new.glutton_pile == () and new.dry_turns == 1


def test_glutton_dealing_the_placard_last_onto_an_empty_plate_eats_nothing():
    s = table([[P], [], [0, 1, 2, 3]], to_move="glutton")
    new, events = rodizio.apply(s, rodizio.automatic_action(s))
    assert plate_ids(new) == [[], [P], [0, 1, 2, 3]]
    assert NothingEaten(actor="glutton", reason="placard_is_last") in events


def test_glutton_dealing_the_placard_last_eats_the_card_below_it():
    s = table([[P, 0], [], [1, 2, 3]], to_move="glutton")
    new, _ = rodizio.apply(s, rodizio.automatic_action(s))
    # 0 -> P1, P -> P2 (L) over 3: the card below a placard L is eaten.
    assert plate_ids(new) == [[], [0], [1, 2, P]]
    assert ids(new.glutton_pile) == [3]


def test_automatic_action_refuses_when_a_seat_is_to_move():
    s = table([[2, 3], [0, 1, P], [4, 5]], to_move=1)
    with pytest.raises(ValueError, match="seat 1 is to move"):
        rodizio.automatic_action(s)


def _order(seats, first_seat, n):
    s = rodizio.new_game(5, seats, first_seat=first_seat)
    out = []
    for _ in range(n):
        out.append(rodizio.actor(s))
        s, _ = rodizio.apply(s, rodizio.legal_actions(s)[0])
        if s.pending is not None:  # never in plain mode
            raise AssertionError
    return out


@pytest.mark.parametrize("seats,first,expected", [
    (2, 0, [0, 1, "glutton", 0, 1, "glutton", 0]),
    # §4 (amended): the Glutton plays after both seats, whoever started.
    (2, 1, [1, 0, "glutton", 1, 0, "glutton", 1]),
    (3, 0, [0, 1, 2, 0, 1, 2]),
    (3, 2, [2, 0, 1, 2]),
    (4, 1, [1, 2, 3, 0, 1]),
])
def test_turn_order_starts_from_the_first_seat(seats, first, expected):
    assert _order(seats, first, len(expected)) == expected


@pytest.mark.parametrize("first,after_seat_0,after_seat_1", [(0, 1, "glutton"), (1, "glutton", 0)])
def test_who_follows_a_seat_depends_on_who_started(first, after_seat_0, after_seat_1):
    for mover, expected in ((0, after_seat_0), (1, after_seat_1)):
        s = table([[0, 1], [P, 3], [4, 5]], to_move=mover, first=first)
        new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
        assert new.first == first
        assert events[-1] == TurnPassed(next_actor=expected) and new.to_move == expected
    s = table([[0, 1], [P, 3], [4, 5]], to_move="glutton", first=first)
    new, _ = rodizio.apply(s, rodizio.automatic_action(s))
    assert new.to_move == first  # after the Glutton, the first seat again


@pytest.mark.parametrize("seats,first", [(2, 0), (2, 1), (3, 2), (4, 3)])
def test_turn_order_follows_from_any_state_alone(seats, first):
    """A game continued from the JSON of any of its states plays the same
    actors as the game itself (the order is in the state, §4/§10)."""
    s = rodizio.new_game(11, seats, first_seat=first)
    while not s.over:
        again = rodizio.from_json(rodizio.to_json(s))
        assert again == s and again.first == first
        action = rodizio.legal_actions(s)[-1]
        s, _ = rodizio.apply(s, action)
        s2, _ = rodizio.apply(again, action)
        assert s2 == s


def test_free_choice_keeps_the_eater_to_move_then_passes_on():
    s = table([[15], [0, 1], [P, 3, 4]], spicy=True, to_move=1)
    mid, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert rodizio.actor(mid) == 1
    new, events = rodizio.apply(mid, {"type": "choose", "card": 1})
    assert events[-1] == TurnPassed(next_actor="glutton") and new.to_move == "glutton"


def test_wrong_actor_is_rejected_when_the_caller_names_itself():
    s = table([[0, 1], [P, 3], [4, 5]], to_move=1)
    with pytest.raises(IllegalAction, match="seat 1's turn, not seat 0's") as e:
        rodizio.apply(s, {"type": "distribute", "plate": 0}, seat=0)
    assert e.value.rule == "rodizio §4 turn order"
    with pytest.raises(IllegalAction, match="not the Glutton's"):
        rodizio.apply(s, {"type": "distribute", "plate": 0}, seat="glutton")
    new, _ = rodizio.apply(s, {"type": "distribute", "plate": 0}, seat=1)
    assert new.to_move == "glutton"
