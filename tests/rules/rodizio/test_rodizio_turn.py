"""Scenario tests for rule book §5 (choose, distribute, eat), one per rule."""
import pytest

from game.rules import rodizio
from game.rules.errors import IllegalAction
from game.rules.rodizio.events import (CardDealt, FreeChoicePending, NothingEaten, PizzaEaten,
                                       SpicyTriggered, StackPickedUp, TurnPassed)
from rodizio_table import P, cj, ids, kinds, plate_ids, table


def test_sowing_deals_top_first_clockwise_and_wraps_onto_the_chosen_plate():
    s = table([[0, 1, 2, 3], [5, 7], [P, 8]])
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    # 3 -> P1, 2 -> P2, 1 -> P0 itself, 0 -> P1 (L); eat the card below L: 3.
    assert plate_ids(new) == [[1], [5, 7, 0], [P, 8, 2]]
    assert ids(new.hands[0]) == [3]
    assert events[0] == StackPickedUp(actor=0, plate=0, cards=[cj(i) for i in (0, 1, 2, 3)])
    deals = [e for e in events if isinstance(e, CardDealt)]
    assert [(e.card["id"], e.from_plate, e.to_plate, e.order) for e in deals] == [
        (3, 0, 1, 0), (2, 0, 2, 1), (1, 0, 0, 2), (0, 0, 1, 3)]
    assert events[-2] == PizzaEaten(eater=0, card=cj(3), plate=1)
    assert events[-1] == TurnPassed(next_actor=1)
    assert new.to_move == 1 and new.dry_turns == 0


def test_last_card_landing_on_an_empty_plate_is_eaten():
    s = table([[0], [], [P, 3, 4, 5]], dry_turns=2)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [], [P, 3, 4, 5]]
    assert ids(new.hands[0]) == [0]
    assert PizzaEaten(eater=0, card=cj(0), plate=1) in events
    assert new.dry_turns == 0


def test_last_card_wrapping_alone_onto_the_emptied_chosen_plate_is_eaten():
    s = table([[0, 1, 2], [3, 4], [P, 5]])
    new, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [3, 4, 2], [P, 5, 1]]
    assert ids(new.hands[0]) == [0]


def test_placard_directly_below_last_card_means_nothing_is_eaten():
    s = table([[0], [2, P], [3, 4, 5]], dry_turns=1)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [2, P, 0], [3, 4, 5]]
    assert ids(new.hands[0]) == []
    assert NothingEaten(actor=0, reason="placard_below") in events
    assert new.dry_turns == 2 and new.to_move == 1


@pytest.mark.parametrize("spicy", [False, True])
def test_chosen_plate_holding_the_placard_eats_nothing_even_in_spicy_mode(spicy):
    # L is Camarão (free chili) alone on the emptied plate: would be eaten.
    s = table([[16, P, 1], [3, 4], [5, 7]], spicy=spicy)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[16], [3, 4, 1], [5, 7, P]]
    assert ids(new.hands[0]) == []
    assert NothingEaten(actor=0, reason="placard_on_chosen_plate") in events
    assert not any(isinstance(e, SpicyTriggered) for e in events)
    assert new.pending is None and new.to_move == 1 and new.dry_turns == 1


def test_plate_with_placard_on_top_cannot_be_chosen_while_another_qualifies():
    s = table([[0, P], [3, 4], []])
    assert rodizio.legal_actions(s) == [{"type": "distribute", "plate": 1}]
    with pytest.raises(IllegalAction, match="plate 0 has the placard on top") as e:
        rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert e.value.rule == "rodizio §5 choose"
    with pytest.raises(IllegalAction, match="plate 2 is empty"):
        rodizio.apply(s, {"type": "distribute", "plate": 2})


def test_forced_choice_of_the_placard_plate_when_it_is_the_only_stack():
    s = table([[0, 1, 2, P], [], []])
    assert rodizio.legal_actions(s) == [{"type": "distribute", "plate": 0}]
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    # P -> P1, 2 -> P2, 1 -> P0, 0 -> P1; the chosen plate held the placard.
    assert plate_ids(new) == [[1], [P, 0], [2]]
    assert NothingEaten(actor=0, reason="placard_on_chosen_plate") in events
    assert new.dry_turns == 1


def test_free_choice_pending_then_seat_eats_the_last_card_itself():
    s = table([[15], [0, 1], [P, 3, 4]], spicy=True, seats=3, dry_turns=3)
    mid, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(mid) == [[], [0, 1, 15], [P, 3, 4]]
    assert kinds(events)[-2:] == ["SpicyTriggered", "FreeChoicePending"]
    assert events[-2] == SpicyTriggered(actor=0, spice="free", card=cj(15), plate=1)
    assert events[-1] == FreeChoicePending(eater=0, plate=1, choices=[cj(0), cj(1), cj(15)])
    assert mid.to_move == 0 and mid.pending == rodizio.Pending(plate=1, eater=0)
    assert rodizio.to_json(mid)["pending"] == {"kind": "free_choice", "plate": 1, "eater": 0}
    assert mid.dry_turns == s.dry_turns
    assert rodizio.legal_actions(mid) == [{"type": "choose", "card": i} for i in (0, 1, 15)]
    new, events = rodizio.apply(mid, {"type": "choose", "card": 15})
    assert plate_ids(new) == [[], [0, 1], [P, 3, 4]]
    assert ids(new.hands[0]) == [15]
    assert events == [PizzaEaten(eater=0, card=cj(15), plate=1), TurnPassed(next_actor=1)]
    assert new.pending is None and new.to_move == 1 and new.dry_turns == 0


def test_free_choice_may_take_any_pizza_but_not_the_placard_nor_another_plate():
    s = table([[10], [P, 0, 1], [3, 4]], spicy=True)
    mid, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(mid)[1] == [P, 0, 1, 10]
    with pytest.raises(IllegalAction, match="placard is never eaten"):
        rodizio.apply(mid, {"type": "choose", "card": P})
    with pytest.raises(IllegalAction, match="card 3 is not on plate 1"):
        rodizio.apply(mid, {"type": "choose", "card": 3})
    with pytest.raises(IllegalAction, match="must first choose"):
        rodizio.apply(mid, {"type": "distribute", "plate": 2})
    new, _ = rodizio.apply(mid, {"type": "choose", "card": 0})
    assert plate_ids(new)[1] == [P, 1, 10] and ids(new.hands[0]) == [0]


def test_choose_without_a_pending_free_choice_is_rejected():
    s = table([[0, 1], [P, 3], [4, 5]], spicy=True)
    with pytest.raises(IllegalAction, match="no free choice is pending"):
        rodizio.apply(s, {"type": "choose", "card": 1})


def test_chili_is_ignored_without_spicy_mode():
    s = table([[15], [0, 1], [P, 3, 4]], spicy=False)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert new.pending is None and ids(new.hands[0]) == [1]
    assert "SpicyTriggered" not in kinds(events)


def test_double_action_that_empties_the_plate_second_eat_does_nothing():
    s = table([[6], [], [P, 0, 1, 2]], spicy=True)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [], [P, 0, 1, 2]]
    assert ids(new.hands[0]) == [6]
    assert kinds(events)[-4:] == ["SpicyTriggered", "PizzaEaten", "NothingEaten", "TurnPassed"]
    assert events[-2] == NothingEaten(actor=0, reason="double_second_nothing")
    assert new.dry_turns == 0


def test_double_action_eats_the_two_cards_below_the_last_card():
    s = table([[13], [0, 1, 2], [P, 3]], spicy=True)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [0, 13], [P, 3]]
    assert ids(new.hands[0]) == [2, 1]
    assert events[-4] == SpicyTriggered(actor=0, spice="double", card=cj(13), plate=1)


def test_double_action_second_eat_takes_last_card_once_it_is_alone():
    s = table([[13], [0], [P, 3, 4]], spicy=True)
    new, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert plate_ids(new) == [[], [], [P, 3, 4]]
    assert ids(new.hands[0]) == [0, 13]


def test_double_action_with_placard_below_eats_nothing_twice():
    s = table([[6], [1, P], [2, 3, 4]], spicy=True)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert [e for e in events if isinstance(e, NothingEaten)] == [
        NothingEaten(actor=0, reason="placard_below")] * 2
    assert new.dry_turns == 1


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_next_actor_is_the_next_in_the_cycle_for_every_first_seat(seats):
    from types import SimpleNamespace

    from game.rules.rodizio.turns import cycle, next_actor
    for first in range(seats):
        game = SimpleNamespace(seats=seats, first=first, glutton=seats == 2)
        order = cycle(game)
        assert order[0] == first and len(order) == seats + (seats == 2)
        for i, who in enumerate(order):
            assert next_actor(game, who) == order[(i + 1) % len(order)]
