"""Helping the human (pure, no pygame): why an action or a recipe is not
allowed now, what a recipe still lacks, and a suggested action from the
``normal`` AI with the reason the AI's policy found for it.

Every explanation is an i18n key plus format arguments; the renderer turns
it into text (``say`` does it without a table, for ``python -m game
hint``). Legality always comes from the rules core's legal set, so an
explanation never disagrees with what the core accepts. A hint's reason
comes from ``game.ai.foodies.explain`` (the greedy policy's own figures),
never from a canned sentence."""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from game.ai.foodies.explain import explain
from game.client.foodies.ai_driver import AiTurn, best_level
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


def why(observation: dict[str, Any], action: dict[str, Any]) -> Message:
    """The reason for ``action`` (a legal action of the observing seat):
    ``foodies.hint.why.<code>`` with ``recipe`` (id), ``ing`` (type),
    ``missing`` [(type, n)], ``points``, ``bonus`` as ``explain`` gives them."""
    code, args = explain(observation, action)
    return (f"foodies.hint.why.{code}", args)


def say(message: Message, tr: Callable[..., str]) -> str:
    """A hint message as text through ``tr(key, **args)``, naming recipes and
    ingredients as the table does, for callers without a table renderer."""
    key, params = message
    out: dict[str, Any] = {}
    for k, v in params.items():
        if k == "recipe":
            rec = catalog().recipes[v]
            name = tr(rec.key)
            v = name if name != rec.key else rec.name
        elif k == "ing":
            v = tr(f"ingredient.{v}")
        elif k == "missing":
            v = tr("foodies.list_sep").join(tr("foodies.count_of", n=n, ing=tr(f"ingredient.{t}"))
                                            for t, n in v)
        out[k] = v
    return tr(key, **out)


class HintRequest:
    """A hint being computed, a slice per tick (like an AI turn, no pause);
    once ``tick`` returns the action, ``why`` is its reason."""

    def __init__(self, agent: Any, observation: dict[str, Any], sj: dict[str, Any], *,
                 deterministic: bool = False) -> None:
        self.observation = observation
        self.turn = AiTurn(agent, observation, hint_seed(sj), deterministic=deterministic)
        self.action: dict | None = None
        self._why: Message | None = None

    def tick(self, dt: float) -> dict | None:
        if self.action is None:
            self.action = self.turn.tick(dt)
        return self.action

    @property
    def why(self) -> Message | None:
        if self.action is not None and self._why is None:
            self._why = why(self.observation, self.action)
        return self._why


def hint_agent(make: Callable[[str, str], Any] | None = None) -> Any:
    """The agent hints come from: ``normal`` (or the closest level)."""
    from game.ai import levels

    make = make or levels.make_agent
    return make("foodies", best_level(levels.LEVELS, "normal"))


def hint(state: Any, seat: int, agent: Any = None) -> tuple[dict, Message]:
    """The whole hint for ``seat`` (to move) in a rules ``state`` at once:
    the action and its reason, exactly as the table computes them."""
    from game.rules import foodies as F

    req = HintRequest(agent if agent is not None else hint_agent(), F.observe(state, seat),
                      F.to_json(state), deterministic=True)
    req.action = req.turn.finish()
    assert req.why is not None
    return req.action, req.why
