"""Helping the human: why a plate is blocked, what a plate would do, and the
coach's suggested move with its checked reason (pure, no pygame).

Every explanation is an i18n key plus format arguments; the scene turns it
into text (``say`` does it without a table, for ``python -m game hint``).
Legality always comes from the rules core's legal set, so the explanation
can never disagree with what the core accepts.

The hint is the move of the coach's level (``game.ai.coach``: ``hard``,
seeded by the observation); its reason is built by the AI's explain step
(``game.ai.rodizio.explain``: claims comparing the move with the one a
greedy player would make) and checked fact by fact with the rules core
(``game.ai.rodizio.verify``) before it is shown: a claim the core
contradicts is dropped for a plainer true one, never shown.
"""
from __future__ import annotations

from typing import Any, Callable

from game.ai.claims import Claim, Reason
from game.ai.rodizio import coach as rodizio_coach
from game.client import coach_text
from game.client.common.hint_request import HintRequest
from game.client.rodizio.ai_driver import AiTurn
from game.rules.errors import IllegalAction
from game.rules.rodizio.cards import deck

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


def hint_agent(make: Callable[[str, str], Any] | None = None) -> Any:
    """The agent hints come from (``game.kits.coaching.table_hint_agent``)."""
    from game.kits import coaching
    return coaching.table_hint_agent("rodizio", make)


# -- the reason ------------------------------------------------------------------
checked_reason = rodizio_coach.checked_reason  # the AI's claims, each checked by the rules core


def _food(cards: list[dict]) -> Message:
    if len(cards) >= 2:
        return ("rodizio.hint.food2", {"card": cards[0]["name"], "value": cards[0]["value"],
                                       "card2": cards[1]["name"], "value2": cards[1]["value"]})
    return ("rodizio.hint.food", {"card": cards[0]["name"], "value": cards[0]["value"]})


def _who(who: Any) -> Message:
    """A diner's name: seats as the table names them (``who``), the Glutton."""
    if who == "glutton":
        return ("rodizio.coach.glutton", {})
    return ("rodizio.coach.who", {"who": who})


def _place(n: int) -> Message:
    return (f"rodizio.place.{min(n, 5)}", {})


def claim_message(claim: Claim, role: str) -> Message | None:
    """One claim as a phrase: ``rodizio.coach.<kind>[.<variant>].<role>``."""
    kind, f = claim.kind, claim.facts
    params: dict[str, Any] = {}
    variant = ""
    if kind == "only":
        pass
    elif kind == "eats":
        params["food"] = _food(f["cards"])
    elif kind == "eats_nothing":
        variant = ".placard" if f["placard"] else ""
    elif kind == "free_choice":
        params = {"plate": f["plate"], "food": _food([f["best"]])}
    elif kind == "standing":
        params = {"total": f["total"], "who": _who(f["who"]), "who_total": f["who_total"],
                  "place": _place(f["place"])}
        variant = ".level" if f["who_total"] == f["total"] else ".lead" if f["place"] == 1 else \
            ".second" if f["place"] == 2 else ".behind"
    elif kind == "too_full":
        params = {"total": f["total"], "left": f["left"]}
    elif kind == "ends_win":
        params = {"place": _place(f["place"]), "total": f["total"]}
    elif kind == "ends_lose":
        params = {"who": _who(f["winners"][0])}
        variant = ".shared" if len(f["winners"]) > 1 else ""
    elif kind in ("ends_glutton", "ends_nobody"):
        pass
    elif kind == "next_eats":
        if f["who"] == "glutton":
            variant = ".glutton" if f["cards"] else ".glutton_none"
            if f["cards"]:
                params["food"] = _food(f["cards"])
        else:
            params["who"] = _who(f["who"])
            variant = ".seat" if f["card"] is not None else ".seat_none"
            if f["card"] is not None:
                params["food"] = _food([f["card"]])
    elif kind == "glutton_would_win":
        params["total"] = f["total"]
    elif kind == "greedy_end":
        params = {"place": _place(f["place"]), "total": f["total"]}
        variant = ".win" if f["win"] else ".lose"
    elif kind == "alike_now":
        pass
    else:
        return None
    return (f"rodizio.coach.{kind}{variant}.{role}", params)


def _label(action: dict, role: str) -> Message:
    if action["type"] == "distribute":
        return ("rodizio.coach.move.plate", {"plate": action["plate"] + 1})
    c = deck()[action["card"]]
    return ("rodizio.coach.move.card", {"food": _food([{"name": c.name, "value": c.value}])})


def move_label(action: dict) -> Message:
    """A move named on its own ("Plate 2", "Eating Calabresa (4)"): the
    review's "your move" / "better" lines."""
    return _label(action, "do")


def action_rect(flow: Any, action: dict) -> tuple[int, int, int, int] | None:
    """Where ``action`` is made on the table ``flow`` shows, in its picture's
    pixels: a plate's stack, or the part of a free choice's card that shows
    (a covered card in a stack shows only its strip above the next one);
    None when it is not on the table (the review marks moves with it)."""
    if action["type"] == "distribute":
        return tuple(int(v) for v in flow.plate_hit_rect(action["plate"]))
    from game.client.rodizio.board_view import is_horizontal
    cid = action.get("card")
    sp = flow.sprites.get(cid)
    if sp is None:
        return None
    x, y, w, h = (int(v) for v in sp.rect)
    kind, where = flow.model.where(cid)
    if kind == "plate":
        stack = flow.model.plates[where]
        i = stack.index(cid)
        nxt = flow.sprites.get(stack[i + 1]) if i + 1 < len(stack) else None
        if nxt is not None:
            if is_horizontal(flow.geo[f"plate_{where}"]):
                w = max(12, int(nxt.rect[0]) - x)
            else:
                h = max(12, int(nxt.rect[1]) - y)
    return (x, y, w, h)


def _bare(action: dict) -> Message:
    if action["type"] == "distribute":
        return ("rodizio.hint.plate", {"plate": action["plate"] + 1})
    c = deck()[action["card"]]
    return ("rodizio.hint.card", {"card": c.name, "value": c.value})


def _label_in(action: dict) -> Message:
    """A move named mid-sentence ("plate 2")."""
    if action["type"] == "distribute":
        return ("rodizio.coach.move_in.plate", {"plate": action["plate"] + 1})
    c = deck()[action["card"]]
    return ("rodizio.coach.move_in.card", {"food": _food([{"name": c.name, "value": c.value}])})


def _did(decision: Any) -> Message:
    """Where the move played left the seat, in the past ("plate 1 put you
    first with 10 (4 pizzas to go)"): its checked ``outcome`` claim."""
    move = _label_in(decision.action)
    claim = decision.outcome
    if claim is None:
        return ("rodizio.coach.did.move", {"move": move})
    phrase = claim_message(claim, "do")
    assert phrase is not None
    key, params = phrase
    if claim.kind == "standing":
        params = {**params, "left": claim.facts["left"]}
    return (key.replace("rodizio.coach.", "rodizio.coach.did.").rsplit(".do", 1)[0],
            {**params, "move": move})


def summary_message(summary: Any) -> Message:
    """A review's summary line for one seat (``game.ai.review.Summary``)."""
    return coach_text.summary_message(summary, lambda d: (
        "rodizio.coach.worst", {"did": _did(d), "better": _label_in(d.best)}))


def message(reason: Reason) -> Message:
    """A checked reason as one message (a sentence per clause)."""
    return coach_text.reason_message(reason, "rodizio", claim_message, _label,
                                     lambda role: ("coach.join.and", "coach.join.comma"), _bare)


def why(observation: dict[str, Any], action: dict[str, Any],
        versus: dict[str, Any] | None = None) -> Message:
    """The reason for ``action`` (a legal action of the observing seat) as
    one message: its checked claims against ``versus`` (default: the
    greedy move), a sentence per move."""
    return message(checked_reason(observation, action, versus))


def say(message: Message, tr: Callable[..., str]) -> str:
    """A hint message as text through ``tr(key, **args)`` (nested messages
    translated first; other seats named as a table with one human names
    them: "CPU 2"), for callers without a table renderer."""
    def special(k: str, v: Any) -> Any:
        if k == "who" and isinstance(v, int):
            return tr("rodizio.name.cpu", n=v + 1)
        return v
    return coach_text.say(message, tr, special)


def request(agent: Any, observation: dict[str, Any], *, deterministic: bool = False) -> HintRequest:
    """The Hint button's request for this game (`common.hint_request`):
    its agent thinking in this game's AI turns, ``why`` its reason."""
    return HintRequest(agent, observation, why, turn_class=AiTurn, deterministic=deterministic)


def hint(state: Any, seat: int, agent: Any = None) -> tuple[dict, Message]:
    """The whole hint for ``seat`` (to move) in a rules ``state`` at once:
    the action and its reason, exactly as the table computes them."""
    from game.rules import rodizio as R

    return request(agent if agent is not None else hint_agent(), R.observe(state, seat),
                   deterministic=True).finish()
