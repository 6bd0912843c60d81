"""The card data against the rule book's tables (foodies.md §1).

The expected tables are copied from the book, not read from
``assets/foodies/*.json``: a change to the data that the book does not make
(say Omelette's tomato turned into onion) fails here."""
from collections import Counter

from game.rules import foodies as F

# foodies.md §1, ingredient counts.
BOOK_INGREDIENTS = {"tomato": 7, "onion": 6, "egg": 6, "herbs": 5, "rice": 5, "cheese": 5,
                    "bread": 4, "lettuce": 4, "cucumber": 4, "eggplant": 4}

# foodies.md §1, recipe | needs | points.
BOOK_RECIPES = """\
Green Salad | 2 lettuce, tomato | 3
Shirazi Salad | cucumber, tomato, onion | 3
Omelette | 2 egg, tomato | 3
Kuku Sabzi | 2 herbs, 2 egg | 4
Mirza Ghasemi | 2 eggplant, tomato, egg | 5
Kashk-e Bademjan | 2 eggplant, onion | 3
Nan-o Panir-o Sabzi | bread, cheese, herbs | 3
Cheese Sandwich | bread, cheese, lettuce, tomato | 4
Chelow | 2 rice | 2
Sabzi Polo | 2 rice, 2 herbs | 4
Tahchin | 2 rice, egg | 3
Dolmeh | rice, herbs, onion, eggplant | 5
Ash | herbs, onion, rice | 3
Flatbread Pizza | bread, cheese, tomato | 3
Village Salad | cucumber, tomato, cheese, onion | 4
Khoresh Bademjan | eggplant, tomato, 2 onion | 4
Shakshuka | 2 egg, 2 tomato, onion | 5
Cheese Omelette | 2 egg, cheese | 3
Tomato Soup | 2 tomato, onion | 3
Persian Feast | rice, herbs, eggplant, egg, cheese | 7"""


def _book_recipes() -> list[tuple[str, dict[str, int], int]]:
    out = []
    for row in BOOK_RECIPES.splitlines():
        name, needs, points = (x.strip() for x in row.split("|"))
        want: Counter = Counter()
        for item in needs.split(","):
            parts = item.split()
            count, kind = (int(parts[0]), parts[1]) if len(parts) == 2 else (1, parts[0])
            want[kind] += count
        out.append((name, dict(want), int(points)))
    return out


def test_ingredient_counts_are_the_books():
    types = F.catalog().card_types
    assert len(types) == 50
    assert dict(Counter(types)) == BOOK_INGREDIENTS


def test_every_recipe_has_the_books_ingredients_and_points():
    got = [(r.name, dict(r.needs), r.points) for r in F.catalog().recipes]
    assert len(got) == 20
    assert got == _book_recipes()
    assert [r.id for r in F.catalog().recipes] == list(range(20))


def test_recipe_json_carries_the_same_needs_and_points():
    """What traces and saves show (§9 REC) is the same table."""
    for (name, needs, points), r in zip(_book_recipes(), F.catalog().recipes):
        j = F.catalog().rec(r.id)
        assert (j["name"], j["needs"], j["points"]) == (name, needs, points)
