"""``legal_actions`` offers a serve exactly when ``ingredients_for`` finds the
cards: the packed-count test (``engine._Pantry``) agrees with the plain
count for any hand and every recipe, served or not."""
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import foodies as F
from game.rules.foodies.engine import _servable, ingredients_for
from game.rules.foodies.state import MenuEntry

CARDS = st.lists(st.integers(0, 49), unique=True, max_size=12)


@settings(max_examples=300, deadline=None)
@given(hand=CARDS, recipes=st.lists(st.integers(0, 19), unique=True, min_size=1, max_size=3),
       served=st.sets(st.integers(0, 2)))
def test_servable_is_the_recipes_ingredients_for_finds(hand, recipes, served):
    base = F.new_game(1, 2)
    menu = tuple(MenuEntry(r, (0,) if i in served else ()) for i, r in enumerate(recipes))
    state = replace(base, hands=(tuple(hand), ()), menu=menu)
    expected = [e.recipe for e in menu
                if 0 not in e.served_by and ingredients_for(state, 0, e.recipe) is not None]
    assert _servable(state, 0) == expected


def test_every_recipe_is_servable_from_exactly_its_ingredients():
    cat = F.catalog()
    pools: dict[str, list[int]] = {}
    for cid, t in enumerate(cat.card_types):
        pools.setdefault(t, []).append(cid)
    base = F.new_game(1, 2)
    for r in cat.recipes:
        hand = tuple(c for t, n in r.needs for c in pools[t][:n])
        menu = (MenuEntry(r.id),)
        assert _servable(replace(base, hands=(hand, ()), menu=menu), 0) == [r.id]
        assert _servable(replace(base, hands=(hand[1:], ()), menu=menu), 0) == []
