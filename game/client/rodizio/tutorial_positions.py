"""Rodízio's compact tutorial positions (assets/tutorials/rodizio.json) →
the rule book's JSON: the kit's ``tutorial_expand`` (pure: no pygame, so
``python -m game tutorial`` checks a file before any window opens)."""
from __future__ import annotations

from typing import Any


def expand(pos: dict) -> dict:
    """Card ids → the rule book's CARD objects; ``game`` and ``glutton``
    filled in when left out."""
    from game.rules.rodizio.cards import deck
    cards = {c.id: c.to_json() for c in deck()}

    def card(v: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool) and v in cards:
            return dict(cards[v])
        return v

    def cards_of(v: Any) -> Any:
        return [card(c) for c in v] if isinstance(v, list) else v

    out = dict(pos)
    out.setdefault("game", "rodizio")
    if "glutton" not in out and isinstance(out.get("seats"), int):
        out["glutton"] = out["seats"] == 2
    if isinstance(out.get("plates"), list):
        out["plates"] = [cards_of(s) for s in out["plates"]]
    if isinstance(out.get("hands"), list):
        out["hands"] = [cards_of(h) for h in out["hands"]]
    out.setdefault("glutton_pile", [])
    out.setdefault("first", 0)  # §4: seat 0 started, unless the position says
    out["glutton_pile"] = cards_of(out["glutton_pile"])
    out.setdefault("pending", None)
    out.setdefault("dry_turns", 0)
    out.setdefault("over", False)
    return out
