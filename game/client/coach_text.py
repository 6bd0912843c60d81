"""Turning a coach's reason (``game.ai.claims.Reason``) into one message.

A message is an i18n key plus arguments, nested messages resolved first
(as every table renderer and ``say`` do). The games' hint modules name
each claim's key (``<game>.coach.<kind>[.<variant>].<role>``) and its
arguments; this module puts the pieces together with the shared frames:

* a clause: ``<game>.coach.clause.<role>`` — ``{move}`` (the move's label)
  and ``{claims}`` (its claims joined: ``coach.join.and`` / ``.comma``,
  or for independent sentences ``coach.join.semi``);
* the reason: ``coach.reason.one`` / ``coach.reason.two`` (``{a}``, ``{b}``).

A claim with no message (its key is not meant for that role) is left out,
never replaced by a looser sentence."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from game.ai.claims import Claim, Reason

Message = tuple[str, dict[str, Any]]


def join(items: Sequence[Message], last: str = "coach.join.and",
         sep: str = "coach.join.comma") -> Message | None:
    """``a``, ``a and b``, ``a, b and c`` (or with the given joins)."""
    if not items:
        return None
    out = items[0]
    for i, item in enumerate(items[1:], start=1):
        out = (last if i == len(items) - 1 else sep, {"a": out, "b": item})
    return out


def reason_message(reason: Reason, game: str,
                   claim: Callable[[Claim, str], Message | None],
                   label: Callable[[dict, str], Message],
                   joins: Callable[[str], tuple[str, str]],
                   bare: Callable[[dict], Message]) -> Message:
    """The whole reason as one message: each clause with at least one
    rendered claim, in order; a recommending clause with none is the bare
    move (``bare(action)``: "Hint: distribute plate 2.")."""
    parts = []
    for clause in reason.clauses:
        rendered = [m for m in (claim(c, clause.role) for c in clause.claims) if m is not None]
        if not rendered:
            if not parts:
                return bare(clause.action)
            continue
        last, sep = joins(clause.role)
        parts.append((f"{game}.coach.clause.{clause.role}",
                      {"move": label(clause.action, clause.role), "claims": join(rendered, last, sep)}))
    if not parts:
        return bare(reason.action)
    if len(parts) == 1:
        return ("coach.reason.one", {"a": parts[0]})
    return ("coach.reason.two", {"a": parts[0], "b": parts[1]})


def brief(reason: Reason, most: dict[str, int]) -> Reason:
    """``reason`` with at most ``most[role]`` claims per clause (the first
    ones: the explain steps put the most telling first) — a table's short
    form; every claim left is one the rules core checked."""
    return replace(reason, clauses=tuple(replace(c, claims=c.claims[:most.get(c.role, len(c.claims))])
                                         for c in reason.clauses))


def say(message: Message, tr: Callable[..., str],
        special: Callable[[str, Any], Any] | None = None) -> str:
    """A message as text through ``tr(key, **args)``: nested messages first,
    then ``special(name, value)`` for arguments a table renderer resolves
    itself (seat names, recipes, ...; it returns the value unchanged when
    it has nothing to do)."""
    key, params = message
    out = {}
    for k, v in params.items():
        if isinstance(v, tuple):
            v = say(v, tr, special)
        elif special is not None:
            v = special(k, v)
        out[k] = v
    return tr(key, **out)


def summary_message(summary: Any, worst: Callable[[Any], Message]) -> Message:
    """A review's summary line for one seat (``game.ai.review.Summary``):
    how many mistakes and inaccuracies, then the worst of them (``worst``:
    the game's phrase for that decision): "2 mistakes, 1 inaccuracy: turn
    5, plate 1 put you first with 10 (4 pizzas to go); plate 2 was better"."""
    counts = [(f"coach.review.{key}", {"n": summary.counts.get(verdict, 0)})
              for verdict, key in (("mistake", "mistakes"), ("inaccuracy", "inaccuracies"))
              if summary.counts.get(verdict, 0)]
    if summary.worst is None or not counts:
        return ("coach.review.clean", {})
    return ("coach.review.summary", {"counts": join(counts, "coach.join.comma"),
                                     "turn": summary.worst.turn, "worst": worst(summary.worst)})
