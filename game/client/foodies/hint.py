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
from game.rules.errors import IllegalAction
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


def why_not(e: IllegalAction) -> Message:
    """The rules core's refusal as a message: ``foodies.why.<code>`` with its parameters."""
    return (f"foodies.why.{e.code}", dict(e.params))


def refusal(sj: dict[str, Any], action: dict, seat: int | None = None) -> Message | None:
    """Why the rules core refuses ``action`` (by ``seat``); None if it accepts it."""
    from game.rules import foodies as F
    try:
        F.apply(F.from_json(sj), action, seat=seat)
    except IllegalAction as e:
        return why_not(e)
    return None


def explain_action(kind: str, sj: dict[str, Any], legal: list[dict]) -> Message | None:
    """None if some action of ``kind`` is legal now, else why not: the rules
    core's reason for that action with the first card in hand."""
    if kind in kinds(legal):
        return None
    if kind == "serve" and not sj.get("pending"):
        return ("foodies.why.serve_none", {})  # no recipe at all: reasons per recipe on the menu
    hand = sj["hands"][sj["to_move"]] if sj.get("to_move") is not None else []
    if kind == "swap" and not hand:
        return ("foodies.why.swap_no_card", {})
    action = {"type": kind} if kind == "draw" else \
        {"type": kind, "card": hand[0]["id"] if hand else None}
    return refusal(sj, action) or ("foodies.why.not_now", {})


def explain_recipe(sj: dict[str, Any], seat: int, rid: int, legal: list[dict]) -> Message | None:
    """None if ``seat`` may serve ``rid`` now, else the rules core's reason."""
    if rid in servable(legal):
        return None
    return refusal(sj, {"type": "serve", "recipe": rid}, seat) or ("foodies.why.not_now", {})


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

    if make is None:
        from game.kits import make_agent as make
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
