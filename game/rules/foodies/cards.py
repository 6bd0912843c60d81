"""The Foodies cards (rule book §1), loaded from ``assets/foodies/``.

Ingredients and recipes are game content, so they live in data
(``ingredients.json``, ``recipes.json``); this module only reads and checks
them. Ingredient card ids are assigned in file order: the first ``count`` ids
go to the first type, and so on (tomato 0–6, onion 7–12, …). The file order of
the types is also the order of a recipe's ``needs`` in the §9 JSON."""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any

from game.content_root import CONTENT_ROOT

ASSET_DIR = CONTENT_ROOT / "foodies"

INGREDIENT_COUNT = 50
RECIPE_COUNT = 20


@dataclass(frozen=True)
class IngredientType:
    type: str
    count: int
    key: str       # translation key, e.g. "ingredient.tomato"
    name: str
    name_fa: str


@dataclass(frozen=True)
class Recipe:
    """One recipe card. ``needs`` is ((type, n), ...) in ingredient order."""

    id: int
    key: str       # translation key, e.g. "recipe.green_salad"
    name: str
    name_fa: str
    needs: tuple[tuple[str, int], ...]
    points: int

    @property
    def size(self) -> int:
        """How many ingredient cards the recipe takes."""
        return sum(n for _, n in self.needs)

    def to_json(self) -> dict[str, Any]:
        """The rule book's REC object (§9), keys in the book's order."""
        return {"id": self.id, "name": self.name, "needs": dict(self.needs),
                "points": self.points}


@dataclass(frozen=True)
class Catalog:
    types: tuple[IngredientType, ...]
    card_types: tuple[str, ...]          # card id -> ingredient type
    recipes: tuple[Recipe, ...]          # indexed by recipe id

    def ing(self, card: int) -> dict[str, Any]:
        """The rule book's ING object (§9) of card ``card``."""
        return {"id": card, "type": self.card_types[card]}

    def rec(self, recipe: int) -> dict[str, Any]:
        return self.recipes[recipe].to_json()


def _load(name: str) -> Any:
    with open(ASSET_DIR / name, encoding="utf-8") as f:
        return json.load(f)


@functools.lru_cache(maxsize=1)
def catalog() -> Catalog:
    """The packaged cards. RuntimeError if the data is missing or malformed:
    that is an installation fault, not a user error."""
    try:
        return _read_catalog()
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as e:  # wrong-typed fields
        raise RuntimeError(f"foodies card data is invalid: {type(e).__name__}: {e}") from None


def _read_catalog() -> Catalog:
    try:
        types = tuple(IngredientType(type=t["type"], count=t["count"], key=t["key"],
                                     name=t["name"], name_fa=t["name_fa"])
                      for t in _load("ingredients.json")["types"])
        order = [t.type for t in types]
        recipes = tuple(
            Recipe(id=r["id"], key=r["key"], name=r["name"], name_fa=r["name_fa"],
                   needs=tuple((t, r["needs"][t]) for t in order if t in r["needs"]),
                   points=r["points"])
            for r in _load("recipes.json")["recipes"])
        raw_needs = [set(r["needs"]) for r in _load("recipes.json")["recipes"]]
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise RuntimeError(f"foodies card data is unreadable: {e}") from e
    card_types = tuple(t.type for t in types for _ in range(t.count))
    problems = []
    if len(card_types) != INGREDIENT_COUNT:
        problems.append(f"{len(card_types)} ingredient cards, expected {INGREDIENT_COUNT}")
    if len(set(order)) != len(order):
        problems.append("duplicate ingredient type")
    if [r.id for r in recipes] != list(range(RECIPE_COUNT)):
        problems.append(f"recipe ids must be 0..{RECIPE_COUNT - 1} in order")
    for r, names in zip(recipes, raw_needs):
        if not names <= set(order) or not r.needs or any(n < 1 for _, n in r.needs):
            problems.append(f"recipe {r.id} has bad needs")
        if r.points < 1:
            problems.append(f"recipe {r.id} has bad points")
    if problems:
        raise RuntimeError("foodies card data is invalid: " + "; ".join(problems))
    return Catalog(types=types, card_types=card_types, recipes=recipes)
