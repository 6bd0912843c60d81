"""Rodízio's challenges (game/kits/challenges.py; docs/challenges.md).

Each check reads the replayed record: the final plates and hands, the
result (§8: the winner is second), and the rules core's events of the
judged seat's own turns."""
from __future__ import annotations

from typing import Any

from game.kits.challenges import Challenge, Play
from game.rules.rodizio import events as E


def _totals(play: Play) -> list[int]:
    """Every participant's total: the seats, then the Glutton if it played."""
    r = play.result
    return list(r["totals"]) + ([] if r.get("glutton_total") is None else [r["glutton_total"]])


def _mine(play: Play) -> int:
    return play.result["totals"][play.seat]


def _pizzas(play: Play) -> int:
    return len(play.final["hands"][play.seat])


def _glutton(play: Play) -> bool:
    return bool(play.final.get("glutton"))


def _ate(step: Any, seat: int) -> list[dict]:
    return [e.card for e in step.events if isinstance(e, E.PizzaEaten) and e.eater == seat]


def _by_one(play: Play) -> bool:
    distinct = sorted(set(_totals(play)), reverse=True)
    return play.won and len(distinct) > 1 and distinct[0] - distinct[1] == 1


def _fasting(play: Play) -> bool:
    """Won with the Glutton at the table, eating nothing on 3 of one's own turns."""
    empty = sum(1 for s in play.mine() if s.action.get("type") == "distribute"
                and not _ate(s, play.seat) and not any(isinstance(e, E.FreeChoicePending)
                                                       for e in s.events))
    return play.won and _glutton(play) and empty >= 3


def _double(play: Play) -> bool:
    """Won a spicy game after a double action of one's own ate two pizzas."""
    return play.won and bool(play.final.get("spicy")) and any(
        any(isinstance(e, E.SpicyTriggered) and e.spice == "double" for e in s.events)
        and len(_ate(s, play.seat)) >= 2 for s in play.mine())


def _free(play: Play) -> bool:
    """Won a spicy game after choosing freely on a landing plate."""
    return play.won and bool(play.final.get("spicy")) and any(
        s.action.get("type") == "choose" for s in play.mine())


def _tie_break(play: Play) -> bool:
    """Won on the fewest pizzas: someone else had the same total."""
    totals = _totals(play)
    return play.won and totals.count(_mine(play)) > 1


def _top_pizza(play: Play) -> bool:
    """Won having eaten the most valuable pizza of the deck."""
    cards = [c for h in play.final["hands"] for c in h] + list(play.final["glutton_pile"]) \
        + [c for p in play.final["plates"] for c in p]
    top = max(c["value"] for c in cards)
    return play.won and any(c["value"] == top for c in play.final["hands"][play.seat])


def _escape(play: Play) -> bool:
    """Won after leading everyone, alone, by 3 or more at some point."""
    def lead(state: Any) -> int:
        totals = [sum(c["value"] for c in h) for h in state["hands"]]
        totals += [sum(c["value"] for c in state["glutton_pile"])] if state.get("glutton") else []
        mine = totals.pop(play.seat)
        return mine - max(totals)
    return play.won and any(lead(s.after) >= 3 for s in play.steps)


CHALLENGES = (
    Challenge("win", lambda p: p.won),
    Challenge("by_one", _by_one),
    Challenge("with_glutton", lambda p: p.won and _glutton(p)),
    Challenge("fasting", _fasting),
    Challenge("double", _double),
    Challenge("free_choice", _free),
    Challenge("beat_hard", lambda p: p.won and p.against_only("hard")),
    Challenge("four_seats", lambda p: p.won and len(p.players) == 4),
    Challenge("four_hard", lambda p: p.won and len(p.players) == 4 and p.against_only("hard")),
    Challenge("few_pizzas", lambda p: p.won and _pizzas(p) <= 3),
    Challenge("tie_break", _tie_break),
    Challenge("big_total", lambda p: p.won and _mine(p) >= 15),
    Challenge("top_pizza", _top_pizza),
    Challenge("escape", _escape),
    Challenge("wins_10", lambda p: p.won, goal=10),
    Challenge("streak_3", lambda p: p.won, goal=3, streak=True),
)


def marks(play: Play) -> str:
    """One mark per own turn for the shareable result line, no spoilers:
    🍕 ate, 🌶 ate through a chili, ⬜ ate nothing."""
    out = []
    for s in play.mine():
        if s.action.get("type") != "distribute":
            continue
        spicy = any(isinstance(e, E.SpicyTriggered) for e in s.events)
        pending = any(isinstance(e, E.FreeChoicePending) for e in s.events)
        out.append("🌶" if spicy and (pending or _ate(s, play.seat)) else
                   "🍕" if _ate(s, play.seat) else "⬜")
    return "".join(out)
