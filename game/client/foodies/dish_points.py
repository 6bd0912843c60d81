"""What each dish a seat served scored (pure, no pygame): its base points
and, for the dish's first cook, the +2 of rule book §4 — so a results row's
dishes add up to the seat's score.

The first cook of a recipe is known exactly from a game's record: a recipe
is on the menu in one round only, so the first serve action naming it took
the bonus (the statistics count ``first_bonuses`` the same way,
``game.kits.foodies.stats_counters``). Without the whole record (a table
opened on a position) a recipe only one seat served was surely first
served by it; any bonus left unplaced is reported per seat, so the row can
still add up."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from game.rules.foodies.cards import catalog

BONUS = 2


@dataclass(frozen=True)
class Dish:
    recipe: int
    points: int       # base points (the recipe card's)
    first: bool       # this seat was its first cook (+BONUS)

    @property
    def scored(self) -> int:
        return self.points + (BONUS if self.first else 0)


def first_cooks(actions: Iterable[Mapping[str, Any]]) -> dict[int, int]:
    """recipe id → the seat whose serve of it came first, from a record's
    ``{"actor", "action"}`` entries in order."""
    out: dict[int, int] = {}
    for entry in actions:
        action = entry.get("action") or {}
        if action.get("type") == "serve" and action.get("recipe") not in out:
            out[action["recipe"]] = entry.get("actor")
    return out


def dishes(final: Mapping[str, Any], firsts: Mapping[int, int] | None) -> tuple[list[list[Dish]], list[int]]:
    """Per seat, its dishes in serving order; and per seat the bonus points
    no dish could be credited with (0 when ``firsts`` covers the game)."""
    recipes = catalog().recipes
    served = [list(s) for s in final["served"]]
    scores = list(final["scores"])
    known = dict(firsts or {})
    for rid in {r for s in served for r in s}:
        if rid not in known:
            who = [seat for seat, s in enumerate(served) if rid in s]
            if len(who) == 1:
                known[rid] = who[0]
    rows = [[Dish(rid, recipes[rid].points, known.get(rid) == seat) for rid in s] for seat, s in enumerate(served)]
    left = [scores[seat] - sum(d.scored for d in row) for seat, row in enumerate(rows)]
    return rows, [max(0, x) for x in left]
