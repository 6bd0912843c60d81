"""Helping the human (pure, no pygame): why an action or a recipe is not
allowed now, what a recipe still lacks, and the coach's suggested action
with its checked reason.

Every explanation is an i18n key plus format arguments; the renderer turns
it into text (``say`` does it without a table, for ``python -m game
hint``). Legality always comes from the rules core's legal set, so an
explanation never disagrees with what the core accepts.

The hint is the move of the coach's level (``game.ai.coach``: ``hard``,
seeded by the observation); its reason is built by the AI's explain step
(``game.ai.foodies.explain``: claims comparing the action with the greedy
policy's choice, using only what the seat can see) and checked fact by
fact with the rules core (``game.ai.foodies.verify``) on a state built from
the seat's own observation before it is shown: a claim the core
contradicts is dropped for a plainer true one, never shown."""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from game.ai.claims import Claim, Reason
from game.ai.foodies import coach as foodies_coach
from game.client import coach_text
from game.client.common.hint_request import HintRequest
from game.client.foodies.ai_driver import AiTurn
from game.rules.foodies.cards import catalog
from game.rules.errors import IllegalAction
from game.rules.foodies.state import FIRST_BONUS, HAND_LIMIT

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


def hint_agent(make: Callable[[str, str], Any] | None = None) -> Any:
    """The agent hints come from (``game.kits.coaching.table_hint_agent``)."""
    from game.kits import coaching
    return coaching.table_hint_agent("foodies", make)


# -- the reason ------------------------------------------------------------------
checked_reason = foodies_coach.checked_reason  # the AI's claims, each checked by the rules core


#: The claims an alternative ("would") clause can say.
WOULD_KINDS = frozenset({"serve", "draws", "completes", "unneeded", "spare", "needed_only", "needed_by",
                         "cold_kitchen", "no_draw", "later_use"})


def _card(ing: str | None) -> Message:
    return ("foodies.coach.card.known", {"ing": ing}) if ing else ("foodies.coach.card.unknown", {})


def claim_message(claim: Claim, role: str) -> Message | None:
    """One claim as text: ``foodies.coach.<kind>[.<variant>].<role>``
    (None for a claim with no text in that role)."""
    kind, f = claim.kind, claim.facts
    if role != "do" and kind not in WOULD_KINDS:
        return None
    variant = ""
    params: dict[str, Any] = {}
    if kind == "serve":
        params = {"recipe": f["recipe"], "points": f["points"], "bonus": FIRST_BONUS}
        if not f["first"]:
            variant, params["rival"] = ".taken", f["first_by"]
    elif kind == "rival_holds":
        params = {"rival": f["who"], "recipe": f["recipe"], "known": f["known"], "need": f["need"]}
    elif kind == "missing":
        params = {"recipe": f["recipe"], "missing": f["missing"]}
        variant = ".first" if f["first"] else ""
    elif kind == "draws":
        got = f["cards"]
        if len(got) == 1:
            variant = ".top_known" if got[0] else ".top_unknown"
            params = {"ing": got[0]} if got[0] else {}
        elif not any(got):
            variant = ".two_unknown"
        elif got[0] == got[1]:
            variant, params = ".two_same", {"ing": got[0]}
        else:
            variant, params = ".two", {"a": _card(got[0]), "b": _card(got[1])}
    elif kind == "needed_by":
        params = {"ing": f["ing"], "n": f["count"]}
    elif kind == "spare":
        params = {"ing": f["ing"], "have": f["have"], "most": f["most"]}
    elif kind == "completes":
        params = {"recipe": f["recipe"]}
    elif kind == "unneeded":
        params = {"ing": f["ing"]}
    elif kind == "needed_only":
        params = {"ing": f["ing"], "recipe": f["recipe"], "missing": f["missing"]}
        if not f["missing"]:   # the hand holds the whole recipe: nothing "still lacks"
            variant, params = ".ready", {"ing": f["ing"], "recipe": f["recipe"]}
    elif kind == "deck_short":
        params = {"count": f["count"]}
    elif kind == "hand_limit":
        params = {"size": f["size"], "excess": f["excess"], "limit": HAND_LIMIT}
    elif kind == "later_use":
        params = {"ing": f["ing"], "n": f["recipes"]}
    elif kind == "cold_kitchen":
        variant = ".ends" if f["ends"] else ""
        params = {} if f["ends"] else {"left": f["left"]}
    elif kind not in ("deck_empty", "deck_out", "empty_hand", "no_draw", "lookahead"):
        return None
    return (f"foodies.coach.{kind}{variant}.{role}", params)


def _label(action: dict, role: str) -> Message:
    kind = action["type"]
    params: dict[str, Any] = {}
    if kind == "serve":
        params["recipe"] = action["recipe"]
    elif action.get("card") is not None:
        params["ing"] = catalog().card_types[action["card"]]
    elif kind == "pass":
        kind = "pass_none"
    return (f"foodies.coach.move.{kind}.{role}", params)


def move_label(action: dict) -> Message:
    """An action named on its own ("Swap your Egg", "Draw"): the review's
    "your move" / "better" lines."""
    return _label(action, "do")


def action_rect(flow: Any, action: dict) -> tuple[int, int, int, int] | None:
    """Where ``action`` is made on the table ``flow`` shows, in its picture's
    pixels: the recipe on the menu, the deck, or the card given up; None
    when it is not on the table (a pass with an empty hand). The review
    marks moves with it."""
    kind = action["type"]
    if kind == "serve":
        menu = list(flow.model.menu)
        if action["recipe"] not in menu:
            return None
        return tuple(int(v) for v in flow.geo.menu_rect(menu.index(action["recipe"])))
    if kind == "draw":
        return tuple(int(v) for v in flow.geo["deck"])
    card = action.get("card")
    if card is None or card not in flow.sprites:
        return None
    return tuple(int(v) for v in flow.card_rect(card))


def _named(action: dict, form: str) -> Message:
    """An action named mid-sentence: ``did`` ("you swapped your Egg") or
    ``better`` ("drawing")."""
    key, params = _label(action, "do")
    return (key.replace("foodies.coach.move.", f"foodies.coach.{form}.").rsplit(".do", 1)[0], params)


def summary_message(summary: Any) -> Message:
    """A review's summary line for one seat (``game.ai.review.Summary``)."""
    return coach_text.summary_message(summary, lambda d: (
        "foodies.coach.worst", {"did": _named(d.action, "did"), "better": _named(d.best, "better")}))


def _bare(action: dict) -> Message:
    kind = action["type"]
    if kind == "serve":
        return ("foodies.hint.serve", {"recipe": action["recipe"]})
    if kind == "draw":
        return ("foodies.hint.draw", {})
    card = action.get("card")
    if card is None:
        return ("foodies.hint.pass_empty", {})
    return (f"foodies.hint.{kind}", {"ing": catalog().card_types[card]})


def _joins(role: str) -> tuple[str, str]:
    # The recommended move's claims are sentences of their own; an
    # alternative's are what that move "would" do, joined with "and".
    return ("coach.join.semi", "coach.join.semi") if role == "do" else ("coach.join.and", "coach.join.comma")


def message(reason: Reason) -> Message:
    """A checked reason as one message (a sentence per clause): every
    claim (the review, ``python -m game review``)."""
    return coach_text.reason_message(reason, "foodies", claim_message, _label, _joins, _bare)


#: The claims the table's hint says per clause — the most telling first
#: (the explain step orders them so): the recommended move's two and the
#: alternative's one. The note under the action row holds three lines; a
#: whole reason (up to three and two claims) is twice that in Portuguese
#: (docs/coach.md, "Hints on the table").
TABLE_CLAIMS = {"do": 2, "would": 1}


def why(observation: dict[str, Any], action: dict[str, Any],
        versus: dict[str, Any] | None = None) -> Message:
    """The table's reason for ``action`` (a legal action of the observing
    seat) as one message: its checked claims against ``versus`` (default:
    the greedy choice), a sentence per action, at most ``TABLE_CLAIMS``."""
    return message(coach_text.brief(checked_reason(observation, action, versus), TABLE_CLAIMS))


def say(message: Message, tr: Callable[..., str]) -> str:
    """A hint message as text through ``tr(key, **args)``, naming recipes,
    ingredients and seats as a table with one human does ("CPU 2"), for
    callers without a table renderer."""
    def special(k: str, v: Any) -> Any:
        if k == "recipe":
            rec = catalog().recipes[v]
            name = tr(rec.key)
            return name if name != rec.key else rec.name
        if k == "ing":
            return tr(f"ingredient.{v}")
        if k == "missing":
            return tr("foodies.list_sep").join(tr("foodies.count_of", n=n, ing=tr(f"ingredient.{t}"))
                                               for t, n in v)
        if k == "rival":
            return tr("foodies.name.cpu", n=v + 1)
        return v
    return coach_text.say(message, tr, special)


def request(agent: Any, observation: dict[str, Any], *, deterministic: bool = False) -> HintRequest:
    """The Hint button's request for this game (`common.hint_request`):
    its agent thinking in this game's AI turns, ``why`` its reason."""
    return HintRequest(agent, observation, why, turn_class=AiTurn, deterministic=deterministic)


def hint(state: Any, seat: int, agent: Any = None) -> tuple[dict, Message]:
    """The whole hint for ``seat`` (to move) in a rules ``state`` at once:
    the action and its reason, exactly as the table computes them."""
    from game.rules import foodies as F

    return request(agent if agent is not None else hint_agent(), F.observe(state, seat),
                   deterministic=True).finish()
