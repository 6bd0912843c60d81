"""Helping the human (pure, no pygame): why an action or a recipe is not
allowed now, what a recipe still lacks, and a suggested action from the
``normal`` AI.

Every explanation is an i18n key plus format arguments; the renderer turns
it into text. Legality always comes from the rules core's legal set, so an
explanation never disagrees with what the core accepts."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.client.foodies.ai_driver import AiTurn
from game.rules.foodies.cards import catalog
from game.rules.rng import Rng

Message = tuple[str, dict[str, Any]]
ACTIONS = ("draw", "swap", "serve", "pass")


def kinds(legal: list[dict]) -> set[str]:
    return {a["type"] for a in legal}


def servable(legal: list[dict]) -> set[int]:
    return {a["recipe"] for a in legal if a["type"] == "serve"}


def needs(rid: int) -> list[tuple[str, int]]:
    return list(catalog().recipes[rid].needs)


def missing(hand_types: list[str], rid: int) -> list[tuple[str, int]]:
    """What a hand lacks for recipe ``rid``: [(type, count)] in need order."""
    have = Counter(hand_types)
    return [(t, n - have[t]) for t, n in needs(rid) if have[t] < n]


def explain_action(kind: str, sj: dict[str, Any], legal: list[dict]) -> Message | None:
    """None if some action of ``kind`` is legal now, else why not (§4)."""
    if kind in kinds(legal):
        return None
    if sj.get("pending"):
        return ("foodies.why.discard_first", {})
    if kind == "draw":
        return ("foodies.why.draw_empty", {})
    if kind == "swap":
        if not sj["hands"][sj["to_move"]]:
            return ("foodies.why.swap_no_card", {})
        return ("foodies.why.swap_deck", {"n": len(sj["deck"])})
    if kind == "serve":
        return ("foodies.why.serve_none", {})
    return ("foodies.why.not_now", {})


def explain_recipe(sj: dict[str, Any], seat: int, rid: int, legal: list[dict]) -> Message | None:
    """None if ``seat`` may serve ``rid`` now, else why not."""
    if rid in servable(legal):
        return None
    entry = next((e for e in sj["menu"] if e["recipe"]["id"] == rid), None)
    if entry is None:
        return ("foodies.why.not_on_menu", {})
    if seat in entry["served_by"]:
        return ("foodies.why.served_already", {"recipe": rid})
    types = [c["type"] for c in sj["hands"][seat]]
    lack = missing(types, rid)
    if lack:
        return ("foodies.why.missing", {"recipe": rid, "missing": lack})
    return ("foodies.why.not_now", {})


def hint_seed(sj: dict[str, Any]) -> int:
    """A seed fixed by the position, so the same position gets the same hint."""
    return Rng.from_digest("foodies-hint", sj).next_u64() >> 1


class HintRequest:
    """A hint being computed, a slice per tick (like an AI turn, no pause)."""

    def __init__(self, agent: Any, observation: dict[str, Any], sj: dict[str, Any], *,
                 deterministic: bool = False) -> None:
        self.turn = AiTurn(agent, observation, hint_seed(sj), deterministic=deterministic)
        self.action: dict | None = None

    def tick(self, dt: float) -> dict | None:
        if self.action is None:
            self.action = self.turn.tick(dt)
        return self.action
