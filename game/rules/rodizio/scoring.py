"""Totals and victory (rule book §8)."""
from __future__ import annotations

from typing import Any

from game.rules.rodizio.state import State


def winners_among(totals: list[int], counts: list[int]) -> list[int]:
    """Indices of the winning participants.

    The winning total is T2, the second-highest distinct total; nobody wins
    when all totals are equal [decision]. Among the T2 candidates the one who
    ate the fewest pizzas wins; still tied → they share [decision]."""
    distinct = sorted(set(totals), reverse=True)
    if len(distinct) < 2:
        return []
    t2 = distinct[1]
    candidates = [i for i, t in enumerate(totals) if t == t2]
    fewest = min(counts[i] for i in candidates)
    return [i for i in candidates if counts[i] == fewest]


def score(state: State) -> dict[str, Any]:
    """totals, glutton_total, winners (seats) and glutton_wins for any state.

    The Glutton is participant number ``seats``; if it is among the winners,
    every seat loses (winners is empty, glutton_wins is true)."""
    totals = [sum(c.value for c in h) for h in state.hands]
    counts = [len(h) for h in state.hands]
    glutton_total = None
    if state.glutton:
        glutton_total = sum(c.value for c in state.glutton_pile)
        totals_all = totals + [glutton_total]
        counts_all = counts + [len(state.glutton_pile)]
    else:
        totals_all, counts_all = totals, counts
    won = winners_among(totals_all, counts_all)
    glutton_wins = state.glutton and state.seats in won
    return {"totals": totals, "glutton_total": glutton_total,
            "winners": [] if glutton_wins else won, "glutton_wins": glutton_wins}


def result(state: State) -> dict[str, Any] | None:
    """None while the game runs; else the trace's final fields plus
    glutton_wins and ``scores`` (= totals: the field every game's result has,
    `game.kits.protocol`; the trace keeps the rule book's ``totals``)."""
    if not state.over:
        return None
    out = score(state)
    out["scores"] = list(out["totals"])
    return out
