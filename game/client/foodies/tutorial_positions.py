"""Foodies' compact tutorial positions (assets/tutorials/foodies.json) →
the rule book's JSON: the kit's ``tutorial_expand`` (pure: no pygame, so
``python -m game tutorial`` checks a file before any window opens)."""
from __future__ import annotations

from typing import Any


def expand(pos: dict) -> dict:
    """Compact Foodies positions → the rule book's JSON.

    Ingredients may be written as ids or as type names (``"tomato"``: the
    lowest id of that type not used yet, hands first, then ``used``, then
    ``deck``); ``"rest"`` in ``deck`` or ``used`` stands for every
    ingredient not placed elsewhere (ascending ids). Recipes are ids; a
    menu entry may be an id (nobody served it) or ``{"recipe": id,
    "served_by": [...]}``; ``"rest"`` in ``recipe_deck`` is every recipe not
    on the menu and not served. ``scores``/``served`` default to zeros and
    empty lists, ``used`` to ``[]``, ``round`` to 1."""
    from game.rules.foodies.cards import catalog
    cat = catalog()
    out = dict(pos)
    out.setdefault("game", "foodies")
    seats = out.get("seats")
    if isinstance(seats, int) and not isinstance(seats, bool) and 0 < seats < 10:
        out.setdefault("scores", [0] * seats)
        out.setdefault("served", [[] for _ in range(seats)])
    out.setdefault("used", [])
    out.setdefault("pending", None)
    out.setdefault("quiet_turns", 0)
    out.setdefault("over", False)
    out.setdefault("round", 1)
    lists: list[tuple[str, Any]] = []
    if isinstance(out.get("hands"), list):
        lists += [(f"hands{i}", h) for i, h in enumerate(out["hands"])]
    lists += [("used", out.get("used")), ("deck", out.get("deck"))]
    taken = {v for _, lst in lists if isinstance(lst, list) for v in lst if _is_id(v)}
    free = {t: [i for i, ct in enumerate(cat.card_types) if ct == t and i not in taken]
            for t in dict.fromkeys(cat.card_types)}

    def ings(lst: Any) -> Any:
        if not isinstance(lst, list):
            return lst
        res = []
        for v in lst:
            if isinstance(v, str) and v in free:
                if not free[v]:
                    raise ValueError(f"no {v} card left to place")
                v = free[v].pop(0)
                taken.add(v)
            res.append(v)
        return res

    expanded = {name: ings(lst) for name, lst in lists}
    if isinstance(out.get("hands"), list):
        out["hands"] = [expanded[f"hands{i}"] for i in range(len(out["hands"]))]
    for name in ("used", "deck"):
        out[name] = expanded[name]
    for name in ("used", "deck"):
        if isinstance(out[name], list) and "rest" in out[name]:
            rest = [i for i in range(len(cat.card_types)) if i not in taken]
            taken.update(rest)
            k = out[name].index("rest")
            out[name] = out[name][:k] + rest + out[name][k + 1:]
    for name in ("used", "deck"):
        if isinstance(out[name], list):
            out[name] = [cat.ing(v) if _is_id(v) and 0 <= v < len(cat.card_types) else v for v in out[name]]
    if isinstance(out.get("hands"), list):
        out["hands"] = [[cat.ing(v) if _is_id(v) and 0 <= v < len(cat.card_types) else v for v in h]
                        if isinstance(h, list) else h for h in out["hands"]]

    def rec(v: Any) -> Any:
        return cat.rec(v) if _is_id(v) and 0 <= v < len(cat.recipes) else v

    on_menu: set[int] = set()
    if isinstance(out.get("menu"), list):
        menu = []
        for e in out["menu"]:
            if _is_id(e):
                e = {"recipe": e, "served_by": []}
            if isinstance(e, dict) and _is_id(e.get("recipe")):
                on_menu.add(e["recipe"])
                e = {**e, "recipe": rec(e["recipe"])}
            menu.append(e)
        out["menu"] = menu
    rd = out.get("recipe_deck")
    if isinstance(rd, list):
        if "rest" in rd:
            served = {r for s in out.get("served", []) if isinstance(s, list) for r in s if _is_id(r)}
            fixed = {r for r in rd if _is_id(r)}
            rest = [r for r in range(len(cat.recipes)) if r not in on_menu | served | fixed]
            k = rd.index("rest")
            rd = rd[:k] + rest + rd[k + 1:]
        out["recipe_deck"] = [rec(r) for r in rd]
    return out


def _is_id(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
