"""Setup (§3), the card data (§1) and the contract's small functions."""
import json
from collections import Counter
from pathlib import Path

import pytest

from game.rules import foodies as F
from game import kits
from game.rules.rng import Rng

# Golden values: hands, top 5 of the deck, menu ids. They pin the generator
# and the deal order; a change here changes every recorded game.
GOLDEN = {
    (0, 2): ([[36, 44, 38, 23], [37, 20, 16, 26]], [3, 0, 28, 19, 5], [17, 2, 19]),
    (0, 4): ([[36, 38, 3, 5], [37, 16, 0, 18], [44, 23, 28, 10], [20, 26, 19, 40]],
             [22, 21, 24, 11, 39], [17, 2, 19]),
    (1, 2): ([[12, 18, 5, 49], [30, 45, 21, 48]], [8, 11, 17, 19, 6], [5, 14, 1]),
    (1, 4): ([[12, 5, 8, 6], [30, 21, 11, 42], [18, 49, 17, 33], [45, 48, 19, 39]],
             [26, 24, 25, 43, 14], [5, 14, 1]),
    (42, 2): ([[35, 30, 12, 49], [14, 34, 33, 28]], [8, 5, 29, 15, 25], [3, 15, 5]),
    (42, 4): ([[35, 12, 8, 25], [14, 33, 5, 26], [30, 49, 29, 36], [34, 28, 15, 6]],
              [38, 47, 7, 19, 23], [3, 15, 5]),
}


@pytest.mark.parametrize("seed,seats", sorted(GOLDEN))
def test_golden_setup(seed, seats):
    s = F.new_game(seed, seats)
    hands, top, menu = GOLDEN[(seed, seats)]
    assert [list(h) for h in s.hands] == hands
    assert list(s.deck[:5]) == top
    assert [e.recipe for e in s.menu] == menu


def test_setup_shape():
    s = F.new_game(7, 3)
    assert [len(h) for h in s.hands] == [4, 4, 4]
    assert len(s.deck) == 50 - 12 and s.used == ()
    assert len(s.menu) == 3 and len(s.recipe_deck) == 17
    assert all(e.served_by == () for e in s.menu)
    assert (s.round, s.to_move, s.pending, s.quiet_turns, s.over) == (1, 0, None, 0, False)
    assert s.scores == (0, 0, 0) and s.served == ((), (), ())


def test_deal_is_one_at_a_time_from_the_first_seat():
    """Decision: dealing starts with the first seat, one card at a time."""
    rng = Rng.from_seed(5)
    order = rng.shuffled(range(50))
    recipes = rng.shuffled(range(20))
    s = F.new_game(5, 3, first_seat=2)
    assert s.hands[2] == tuple(order[0:12:3])
    assert s.hands[0] == tuple(order[1:12:3])
    assert s.hands[1] == tuple(order[2:12:3])
    assert s.deck == tuple(order[12:])
    assert [e.recipe for e in s.menu] == recipes[:3]
    assert s.recipe_deck == tuple(recipes[3:])
    assert s.to_move == 2


@pytest.mark.parametrize("bad", [0, 1, 6, True, "2", None])
def test_bad_seat_count(bad):
    with pytest.raises(ValueError):
        F.new_game(0, bad)


def test_bad_first_seat_and_option():
    with pytest.raises(ValueError):
        F.new_game(0, 3, first_seat=3)
    with pytest.raises(ValueError):
        F.new_game(0, 3, spicy=True)


def test_automatic_action_never_applies():
    with pytest.raises(ValueError):
        F.automatic_action(F.new_game(0, 2))


def test_registry_loads_foodies():
    assert kits.rules_module("foodies") is F


def test_ingredient_data_matches_rule_book():
    cat = F.catalog()
    assert Counter(cat.card_types) == {"tomato": 7, "onion": 6, "egg": 6, "herbs": 5,
                                       "rice": 5, "cheese": 5, "bread": 4, "lettuce": 4,
                                       "cucumber": 4, "eggplant": 4}
    assert [t.key for t in cat.types][:2] == ["ingredient.tomato", "ingredient.onion"]
    assert cat.ing(0) == {"id": 0, "type": "tomato"}


def test_recipe_data_matches_rule_book():
    cat = F.catalog()
    assert len(cat.recipes) == 20
    green = cat.recipes[0]
    assert (green.name, green.name_fa, green.points) == ("Green Salad", "سالاد سبز", 3)
    # needs are written in ingredient order, as in the rule book's REC example
    assert cat.rec(0) == {"id": 0, "name": "Green Salad", "needs": {"tomato": 1, "lettuce": 2},
                          "points": 3}
    feast = cat.recipes[19]
    assert feast.name == "Persian Feast" and feast.points == 7
    assert dict(feast.needs) == {"egg": 1, "herbs": 1, "rice": 1, "cheese": 1, "eggplant": 1}
    assert sum(r.points for r in cat.recipes) == 74
    assert all(r.key.startswith("recipe.") and r.name_fa for r in cat.recipes)


def test_recipes_are_data_not_code():
    path = Path(__file__).resolve().parents[3] / "assets" / "foodies" / "recipes.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert [r["name"] for r in raw["recipes"]][:3] == ["Green Salad", "Shirazi Salad",
                                                       "Omelette"]
