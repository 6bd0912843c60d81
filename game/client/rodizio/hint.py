"""Helping the human: why a plate is blocked, what a plate would do, and a
suggested move from the ``normal`` AI (pure, no pygame).

Every explanation is an i18n key plus format arguments; the scene turns it
into text. Legality always comes from the rules core's legal set, so the
explanation can never disagree with what the core accepts.
"""
from __future__ import annotations

from typing import Any

from game.client.rodizio.ai_driver import AiTurn, make_best_agent
from game.rules.rng import Rng

Message = tuple[str, dict[str, Any]]


def legal_plates(legal: list[dict]) -> set[int]:
    return {a["plate"] for a in legal if a.get("type") == "distribute"}


def legal_cards(legal: list[dict]) -> set[int]:
    return {a["card"] for a in legal if a.get("type") == "choose"}


def explain_plate(state_json: dict[str, Any], legal: list[dict], plate: int) -> Message | None:
    """None if choosing ``plate`` is legal, else why not (rule book §5)."""
    if plate in legal_plates(legal):
        return None
    if state_json.get("pending"):
        return ("rodizio.why.finish_choice", {})
    stack = state_json["plates"][plate]
    if not stack:
        return ("rodizio.why.empty", {"plate": plate + 1})
    if stack[-1]["placard"]:
        return ("rodizio.why.placard_top", {"plate": plate + 1})
    return ("rodizio.why.not_now", {"plate": plate + 1})


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
    for s in state_json["plates"]:
        for c in s:
            if c["id"] == card_id and c["placard"]:
                return ("rodizio.why.placard_never_eaten", {})
    return ("rodizio.why.not_on_plate", {})


def hint_seed(state_json: dict[str, Any]) -> int:
    """A seed fixed by the position, so the same position gets the same hint."""
    return Rng.from_digest("rodizio-hint", state_json).next_u64() >> 1


class HintRequest:
    """A hint being computed, a slice per tick (like an AI turn, no pause)."""

    def __init__(self, observation: dict[str, Any], state_json: dict[str, Any], *,
                 deterministic: bool = False, agent: Any = None) -> None:
        agent = agent if agent is not None else make_best_agent("rodizio", "normal")
        self.turn = AiTurn(agent, observation, hint_seed(state_json), deterministic=deterministic)
        self.action: dict | None = None

    def tick(self, dt: float) -> dict | None:
        if self.action is None:
            self.action = self.turn.tick(dt)
        return self.action
