"""Helping the human: why a plate is blocked, what a plate would do, and a
suggested move from the ``normal`` AI with the reason the AI found for it
(pure, no pygame).

Every explanation is an i18n key plus format arguments; the scene turns it
into text (``say`` does it without a table, for ``python -m game hint``).
Legality always comes from the rules core's legal set, so the explanation
can never disagree with what the core accepts. A hint's reason comes from
``game.ai.rodizio.explain`` — the AI's own model and evaluation of the move
it chose — never from a canned sentence.
"""
from __future__ import annotations

from typing import Any, Callable

from game.ai.rodizio.explain import explain
from game.client.rodizio.ai_driver import AiTurn, make_best_agent
from game.rules.errors import IllegalAction
from game.rules.rng import Rng

Message = tuple[str, dict[str, Any]]


def legal_plates(legal: list[dict]) -> set[int]:
    return {a["plate"] for a in legal if a.get("type") == "distribute"}


def legal_cards(legal: list[dict]) -> set[int]:
    return {a["card"] for a in legal if a.get("type") == "choose"}


def why_not(e: IllegalAction) -> Message:
    """The rules core's refusal as a message: ``rodizio.why.<code>`` with
    its parameters, plates numbered as the table shows them (1–3)."""
    params = dict(e.params)
    if "plate" in params:
        params["plate"] += 1
    return (f"rodizio.why.{e.code}", params)


def refusal(state_json: dict[str, Any], action: dict) -> Message | None:
    """Why the rules core refuses ``action`` in this state; None if it accepts it."""
    from game.rules import rodizio as R
    try:
        R.apply(R.from_json(state_json), action)
    except IllegalAction as e:
        return why_not(e)
    return None


def explain_plate(state_json: dict[str, Any], legal: list[dict], plate: int) -> Message | None:
    """None if choosing ``plate`` is legal, else why not — the rules core's own reason."""
    if plate in legal_plates(legal):
        return None
    return refusal(state_json, {"type": "distribute", "plate": plate}) or \
        ("rodizio.why.not_now", {"plate": plate + 1})


def plate_note(state_json: dict[str, Any], legal: list[dict], plate: int) -> Message | None:
    """What choosing a legal ``plate`` implies that a player may not expect."""
    if plate not in legal_plates(legal):
        return None
    stack = state_json["plates"][plate]
    if any(c["placard"] for c in stack):
        if stack and stack[-1]["placard"]:
            return ("rodizio.note.forced_placard", {"plate": plate + 1})
        return ("rodizio.note.placard_inside", {"plate": plate + 1})
    return None


def explain_card(state_json: dict[str, Any], legal: list[dict], card_id: int) -> Message | None:
    """None if ``card_id`` may be chosen in the pending free choice."""
    if card_id in legal_cards(legal):
        return None
    return refusal(state_json, {"type": "choose", "card": card_id}) or ("rodizio.why.not_on_plate", {})


def hint_seed(state_json: dict[str, Any]) -> int:
    """A seed fixed by the position, so the same position gets the same hint."""
    return Rng.from_digest("rodizio-hint", state_json).next_u64() >> 1


def why(observation: dict[str, Any], action: dict[str, Any]) -> Message:
    """The reason for ``action`` (a legal action of the observing seat) as
    one sentence's key and arguments: ``rodizio.hint.why.<plate|card>.<code>``
    with ``plate``, ``food`` (the pizza(s) eaten, a nested message) and
    ``place`` (an ordinal, a nested message)."""
    code, args = explain(observation, action)
    kind = "plate" if action["type"] == "distribute" else "card"
    eaten = [args["card"]] if kind == "card" else args["eaten"]
    params: dict[str, Any] = {"place": (f"rodizio.place.{min(args['place'], 5)}", {}), "left": args["left"]}
    if kind == "plate":
        params["plate"] = args["plate"]
    elif code.startswith("nothing"):  # a free choice always eats; defensive
        code = "stay"
    if len(eaten) >= 2:
        params["food"] = ("rodizio.hint.food2", {"card": eaten[0]["name"], "value": eaten[0]["value"],
                                                 "card2": eaten[1]["name"], "value2": eaten[1]["value"]})
    elif eaten:
        params["food"] = ("rodizio.hint.food", {"card": eaten[0]["name"], "value": eaten[0]["value"]})
    return (f"rodizio.hint.why.{kind}.{code}", params)


def say(message: Message, tr: Callable[..., str]) -> str:
    """A hint message as text through ``tr(key, **args)`` (nested messages
    translated first), for callers without a table renderer."""
    key, params = message
    return tr(key, **{k: say(v, tr) if isinstance(v, tuple) else v for k, v in params.items()})


class HintRequest:
    """A hint being computed, a slice per tick (like an AI turn, no pause);
    once ``tick`` returns the action, ``why`` is its reason."""

    def __init__(self, observation: dict[str, Any], state_json: dict[str, Any], *,
                 deterministic: bool = False, agent: Any = None) -> None:
        agent = agent if agent is not None else make_best_agent("rodizio", "normal")
        self.observation = observation
        self.turn = AiTurn(agent, observation, hint_seed(state_json), deterministic=deterministic)
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


def hint(state: Any, seat: int, agent: Any = None) -> tuple[dict, Message]:
    """The whole hint for ``seat`` (to move) in a rules ``state`` at once:
    the action and its reason, exactly as the table computes them."""
    from game.rules import rodizio as R

    req = HintRequest(R.observe(state, seat), R.to_json(state), deterministic=True, agent=agent)
    req.action = req.turn.finish()
    assert req.why is not None
    return req.action, req.why
