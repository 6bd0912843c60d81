"""Foodies' challenges (game/kits/challenges.py; docs/challenges.md).

Each check reads the replayed record: the scores, what each seat served
(the rules core's ``RecipeServed`` events, with their +2 first bonus),
the rounds (``RoundEnded``), the judged seat's own actions and the quiet
turns before each of its serves (§5 cold kitchen)."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.kits.challenges import Challenge, Play
from game.rules.foodies import events as E


def _serves(play: Play) -> list[tuple[int, Any, Any]]:
    """(round, step, event) of every serve of the judged seat."""
    out = []
    for s in play.steps:
        for e in s.events:
            if isinstance(e, E.RecipeServed) and e.seat == play.seat:
                out.append((s.before["round"], s, e))
    return out


def _recipes(play: Play) -> list[dict]:
    return [m["recipe"] for m in play.initial["menu"]] + list(play.initial["recipe_deck"])


def _acted(play: Play, kind: str) -> bool:
    return any(s.action.get("type") == kind for s in play.mine())


def _three_first(play: Play) -> bool:
    """Served three dishes first (each with its +2) in one round."""
    firsts = Counter(r for r, _, e in _serves(play) if e.first_bonus)
    return any(n >= 3 for n in firsts.values())


def _feast(play: Play, first: bool) -> bool:
    """Served the most valuable recipe of the game (first, if ``first``)."""
    top = max(r["points"] for r in _recipes(play))
    return any(e.recipe["points"] == top and (e.first_bonus or not first)
               for _, _, e in _serves(play))


def _margin(play: Play) -> bool:
    scores = list(play.result["scores"])
    mine = scores.pop(play.seat)
    return play.won and mine - max(scores) >= 10


def _rounds(play: Play) -> int:
    """How many rounds the judged seat served in."""
    return len({r for r, _, _ in _serves(play)})


def _last_call(play: Play) -> bool:
    """Served on the last turn before the cold kitchen would end the round."""
    limit = 5 * play.final["seats"]
    return any(s.before["quiet_turns"] == limit - 1 for _, s, _ in _serves(play))


def _comeback(play: Play) -> bool:
    """Won after trailing the leader by 10 points or more."""
    def behind(state: Any) -> int:
        scores = list(state["scores"])
        mine = scores.pop(play.seat)
        return max(scores) - mine
    return play.won and any(behind(s.after) >= 10 for s in play.steps)


CHALLENGES = (
    Challenge("win", lambda p: p.won),
    Challenge("three_first", _three_first),
    Challenge("never_pass", lambda p: p.won and not _acted(p, "pass")),
    Challenge("never_swap", lambda p: p.won and not _acted(p, "swap")),
    Challenge("feast", lambda p: _feast(p, first=False)),
    Challenge("feast_first", lambda p: _feast(p, first=True)),
    Challenge("beat_hard", lambda p: p.won and p.against_only("hard")),
    Challenge("four_hard", lambda p: p.won and len(p.players) == 4 and p.against_only("hard")),
    Challenge("score_30", lambda p: p.result["scores"][p.seat] >= 30),
    Challenge("margin_10", _margin),
    Challenge("five_dishes", lambda p: len(_serves(p)) >= 5),
    Challenge("five_rounds", lambda p: _rounds(p) >= 5),
    Challenge("last_call", _last_call),
    Challenge("comeback", _comeback),
    Challenge("wins_10", lambda p: p.won, goal=10),
    Challenge("streak_3", lambda p: p.won, goal=3, streak=True),
)


def marks(play: Play) -> str:
    """One mark per own turn for the shareable result line, no spoilers:
    🍽 served (⭐ first), 🃏 drew, 🔄 swapped, ⬜ passed; rounds apart by a space."""
    out, last = [], None
    for s in play.mine():
        kind = s.action.get("type")
        if kind == "discard":
            continue
        if last is not None and s.before["round"] != last:
            out.append(" ")
        last = s.before["round"]
        first = any(isinstance(e, E.RecipeServed) and e.first_bonus for e in s.events)
        out.append({"serve": "⭐" if first else "🍽", "draw": "🃏", "swap": "🔄"}.get(kind, "⬜"))
    return "".join(out)
