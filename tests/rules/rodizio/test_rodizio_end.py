"""Scenario tests for the end of the game (§7) and scoring (§8)."""
import pytest

from game.rules import rodizio
from game.rules.errors import IllegalAction
from game.rules.rodizio.events import GameOver, TurnPassed
from game.rules.rodizio.scoring import winners_among
from rodizio_table import P, ids, table


def test_game_ends_when_a_turn_leaves_three_or_fewer_cards():
    s = table([[0], [1, 2], [P]], seats=3)  # 4 cards on the plates
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert new.cards_on_plates() == 3
    assert new.over and new.to_move is None and new.pending is None
    assert ids(new.hands[0]) == [2]
    res = rodizio.result(new)
    assert res["scores"] == res["totals"]  # every game's result has scores (game.kits.protocol)
    assert events[-1] == GameOver(reason="few_cards", **{k: v for k, v in res.items() if k != "scores"})
    assert rodizio.to_json(new)["to_move"] is None and rodizio.to_json(new)["pending"] is None
    assert rodizio.legal_actions(new) == []
    assert rodizio.actor(new) is None
    with pytest.raises(IllegalAction, match="game is over"):
        rodizio.apply(new, {"type": "distribute", "plate": 1})


def test_double_action_can_end_the_game_from_five_cards():
    s = table([[13], [0, 1], [P, 2]], seats=3, spicy=True)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert new.over and new.cards_on_plates() == 3 and events[-1].reason == "few_cards"


def test_game_goes_on_with_four_cards_left():
    s = table([[0], [1, 2, 3], [P]], seats=3)
    new, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert new.cards_on_plates() == 4 and not new.over and events[-1] == TurnPassed(1)


def test_dry_turns_count_turns_without_a_pizza_and_reset_on_eating():
    s = table([[0], [2, P], [3, 4, 5]], seats=3, dry_turns=3)
    dry, _ = rodizio.apply(s, {"type": "distribute", "plate": 0})  # placard below L
    assert dry.dry_turns == 4
    ate, _ = rodizio.apply(dry, {"type": "distribute", "plate": 2})
    assert ate.dry_turns == 0 and len(ate.hands[1]) == len(dry.hands[1]) + 1


@pytest.mark.parametrize("seats,limit", [(2, 6), (3, 6), (4, 8)])
def test_closing_time_after_twice_as_many_dry_turns_as_participants(seats, limit):
    s = table([[0], [2, P], [3, 4, 5]], seats=seats, dry_turns=limit - 2)
    almost, events = rodizio.apply(s, {"type": "distribute", "plate": 0})
    assert almost.dry_turns == limit - 1 and not almost.over
    s2 = table([[0], [2, P], [3, 4, 5]], seats=seats, dry_turns=limit - 1)
    over, events = rodizio.apply(s2, {"type": "distribute", "plate": 0})
    assert over.over and over.dry_turns == limit and over.to_move is None
    assert events[-1].reason == "closing_time"


def _over(hands, pile=(), seats=None):
    """A finished game (closing time) with these hands; filler cards on plate 0."""
    seats = seats or len(hands)
    limit = 2 * (seats + (1 if seats == 2 else 0))
    return table([[P], [], []], hands, pile, seats=seats, to_move=None, dry_turns=limit,
                 over=True, fill="plate")


def test_everyone_equal_means_nobody_wins():
    res = rodizio.result(_over([[7], [8]], pile=[9]))
    assert res == {"totals": [3, 3], "glutton_total": 3, "winners": [], "glutton_wins": False, "scores": [3, 3]}
    assert winners_among([0, 0, 0], [0, 0, 0]) == []


def test_winning_total_is_the_second_highest():
    res = rodizio.result(_over([[16], [14], [0]]))  # 6, 5, 1
    assert res["totals"] == [6, 5, 1] and res["winners"] == [1]
    assert res["glutton_total"] is None and res["glutton_wins"] is False
    assert winners_among([6, 6, 5], [1, 1, 1]) == [2]


def test_fewest_pizzas_among_second_total_candidates_wins():
    res = rodizio.result(_over([[16], [14], [0, 11]]))  # 6, 5 (1 pizza), 5 (2 pizzas)
    assert res["totals"] == [6, 5, 5] and res["winners"] == [1]


def test_second_total_candidates_with_equal_pizza_counts_share():
    res = rodizio.result(_over([[16], [14], [15], [0]]))  # 6, 5, 5, 1
    assert res["winners"] == [1, 2]


def test_glutton_at_second_total_means_every_seat_loses():
    res = rodizio.result(_over([[16], [0]], pile=[14]))
    assert res == {"totals": [6, 1], "glutton_total": 5, "winners": [], "glutton_wins": True, "scores": [6, 1]}


def test_glutton_sharing_the_win_still_makes_every_seat_lose():
    res = rodizio.result(_over([[16], [14]], pile=[15]))
    assert res["winners"] == [] and res["glutton_wins"] is True


def test_glutton_at_second_total_with_more_pizzas_loses_to_a_seat():
    res = rodizio.result(_over([[16], [14]], pile=[0, 11]))
    assert res == {"totals": [6, 5], "glutton_total": 5, "winners": [1], "glutton_wins": False, "scores": [6, 5]}


def test_result_is_none_while_running():
    assert rodizio.result(rodizio.new_game(1, 3)) is None
