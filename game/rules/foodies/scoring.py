"""Victory (rule book §7): highest score; tie → most recipes served; still
tied → a shared win."""
from __future__ import annotations

from typing import Any

from game.rules.foodies.state import State


def winners(state: State) -> tuple[tuple[int, ...], str | None]:
    """``(winners, tie_rule)``; tie_rule is None, "most_recipes" or "shared".

    "Recipes served" counts every serve of the seat (``served``), first or
    not [project decision]."""
    best = max(state.scores)
    top = [s for s in range(state.seats) if state.scores[s] == best]
    if len(top) == 1:
        return tuple(top), None
    most = max(len(state.served[s]) for s in top)
    top = [s for s in top if len(state.served[s]) == most]
    return tuple(top), ("most_recipes" if len(top) == 1 else "shared")


def result(state: State) -> dict[str, Any] | None:
    """None while the game runs; else ``{"scores": [...], "winners": [...]}``."""
    if not state.over:
        return None
    return {"scores": list(state.scores), "winners": list(winners(state)[0])}
