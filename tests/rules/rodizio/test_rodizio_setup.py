"""Setup (§3): golden deals, the placard swap, the deal events, bad options."""
import pytest

from game import kits
from game.rules import rodizio
from game.rules.rng import Rng
from game.rules.rodizio.cards import deck
from game.rules.rodizio.events import CardDealt, PlatePlaced
from game.rules.rodizio.setup import shuffle_and_split
from rodizio_table import P, plate_ids

GOLDEN = {
    0: [[6, 17, 11, 5, 3], [16, 14, 1, 9, 4], [2, 13, 15, 12, 7]],
    1: [[14, 4, 5, 12, 17], [15, 16, 8, 13, 9], [6, 3, 7, 11, 0]],
    42: [[15, 16, 13, 1, 0], [7, 14, 4, 9, 6], [12, 11, 17, 8, 5]],
    2**40: [[12, 5, 3, 4, 11], [6, 2, 7, 8, 0], [9, 17, 14, 13, 15]],
}


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_golden_setup(seed, seats):
    s = rodizio.new_game(seed, seats)
    assert plate_ids(s) == GOLDEN[seed]
    assert s.hands == ((),) * seats and s.glutton_pile == ()
    assert s.glutton == (seats == 2) and s.to_move == 0 and s.dry_turns == 0
    assert not s.over and s.pending is None and s.spicy is False


def test_registry_loads_this_package():
    assert kits.rules_module("rodizio") is rodizio


def test_deck_data_matches_the_rule_book():
    cards = deck()
    assert [c.id for c in cards] == list(range(18))
    assert sum(c.value for c in cards) == 51
    assert cards[P].name == "Placard" and cards[P].placard and cards[P].value == 0
    assert [c.name for c in cards if c.spice == "free"] == [
        "Pepperoni", "Romeu e Julieta", "Camarão"]
    assert [c.name for c in cards if c.spice == "double"] == ["Calabresa", "Baiana"]
    assert cards[0].name == "Mussarela" and cards[16].name == "Camarão"


def test_placard_among_the_plates_is_swapped_into_the_deal():
    seed = next(s for s in range(1000)
                if any(c.placard for c in Rng.from_seed(s).shuffled(deck())[:3]))
    plates, rest = shuffle_and_split(seed)
    assert not any(c.placard for c in plates) and any(c.placard for c in rest)
    state = rodizio.new_game(seed, 3)
    assert sum(c.placard for stack in state.plates for c in stack) == 1


@pytest.mark.parametrize("seed", range(40))
def test_every_setup_has_three_stacks_of_five_with_the_placard(seed):
    s = rodizio.new_game(seed, 3)
    assert [len(p) for p in s.plates] == [5, 5, 5]
    assert sum(c.placard for p in s.plates for c in p) == 1
    assert len({c.id for p in s.plates for c in p}) == 15


def test_setup_events_place_three_plates_then_deal_fifteen_cards_by_columns():
    s = rodizio.new_game(42, 2)
    events = rodizio.setup_events(s)
    assert events[:3] == [PlatePlaced(0), PlatePlaced(1), PlatePlaced(2)]
    deals = events[3:]
    assert all(isinstance(e, CardDealt) and e.from_plate is None for e in deals)
    assert [e.order for e in deals] == list(range(15))
    assert [e.to_plate for e in deals] == [0] * 2 + [1] * 3 + [2] * 2 + [0] * 3 + [1] * 2 + [2] * 3
    # Replaying the deal rebuilds the stacks bottom -> top.
    stacks = [[], [], []]
    for e in deals:
        stacks[e.to_plate].append(e.card["id"])
    assert stacks == GOLDEN[42]
    assert deals[0].to_dict() == {"card": deck()[15].to_json(), "from_plate": None,
                                  "to_plate": 0, "order": 0, "kind": "CardDealt"}


def test_setup_events_refuse_a_game_in_progress():
    s = rodizio.new_game(42, 2)
    s, _ = rodizio.apply(s, rodizio.legal_actions(s)[0])
    with pytest.raises(ValueError):
        rodizio.setup_events(s)


@pytest.mark.parametrize("kwargs,match", [
    ({"seats": 1}, "2 to 4 seats"), ({"seats": 5}, "2 to 4 seats"),
    ({"seats": True}, "2 to 4 seats"), ({"seats": 3, "first_seat": 3}, "first seat"),
    ({"seats": 3, "first_seat": -1}, "first seat"), ({"seats": 3, "spicy": "yes"}, "spicy"),
    ({"seats": 3, "hot": True}, "unknown Rodízio option"), ({"seats": 3, "seed": 1.5}, "seed"),
])
def test_new_game_rejects_bad_options(kwargs, match):
    kwargs = {"seed": 1, **kwargs}
    with pytest.raises(ValueError, match=match):
        rodizio.new_game(kwargs.pop("seed"), kwargs.pop("seats"), **kwargs)


def test_first_seat_and_spicy_are_kept():
    s = rodizio.new_game(7, 4, first_seat=3, spicy=True)
    assert s.to_move == 3 and s.spicy and not s.glutton
    assert rodizio.new_game(-5, 2).plates == rodizio.new_game(-5, 2).plates
