"""Rodízio records and traces written before the rule book's §4/§10
amendment: the state gained ``"first"`` (the seat that started) and, with 2
seats, the Glutton plays after both seats whoever started (a game started by
seat 1 used to run s1, Glutton, s0 …; now s1, s0, Glutton …).

Upgraded only where that is exact: a game's first state is its deal, so
``first`` is the seat to move in it, and the game plays the same under the
amended order unless it is a 2-seat game started by seat 1 that went past
seat 1's first turn — then `NotReplayable` says so in one sentence. The
kit names these two functions (`GameKit.upgrades`); `game.storage.upgrade`
applies them. Pure: the record's JSON only, no rules core needed."""
from __future__ import annotations

from itertools import chain
from typing import Any, Iterable, Iterator

from game.kits.kit import NotReplayable

GLUTTON = "glutton"


def with_first(state: Any, first: int) -> Any:
    """``state`` (a §10 dict) with ``"first"`` inserted before ``to_move``
    (the book's key order); anything else is returned unchanged."""
    if not isinstance(state, dict) or "first" in state:
        return state
    out: dict[str, Any] = {}
    for k, v in state.items():
        if k == "to_move":
            out["first"] = first
        out[k] = v
    out.setdefault("first", first)
    return out


def _is_deal(state: dict) -> bool:
    """Nobody has played yet: nothing eaten, no dry turn, nothing pending."""
    hands = state.get("hands")
    return (isinstance(hands, list) and not any(hands) and not state.get("glutton_pile")
            and state.get("dry_turns") == 0 and state.get("pending") is None
            and not state.get("over"))


def _first_of(state: Any, where: str) -> int | None:
    """The seat that started, from a Rodízio state without ``first``: the
    seat to move at the deal. None if the state has ``first`` or is not a
    state at all (validation reports it later). OldRules if it is a state
    after the deal, whose first seat cannot be known."""
    if not isinstance(state, dict) or "first" in state:
        return None
    to_move = state.get("to_move")
    if not _is_deal(state) or not isinstance(to_move, int) or isinstance(to_move, bool):
        raise NotReplayable(f"{where} has no 'first' (Rodízio §10) and does not begin at the "
                       "deal, so who started is unknown")
    return to_move


def _old_order_message(what: str) -> str:
    return (f"this 2-seat Rodízio {what} was started by seat 1 under the old turn order "
            "(the Glutton before seat 0) and cannot be replayed (rule book §4)")


def upgrade_record(data: dict) -> None:
    """Give a version-1 record's states ``first`` (in place); NotReplayable
    for a 2-seat game started by seat 1 that went past seat 1's first turn."""
    first = _first_of(data.get("initial_state"), "this record")
    if first is None:
        return
    seats = data["initial_state"].get("seats")
    actions = data.get("actions") if isinstance(data.get("actions"), list) else []
    state = data.get("state")
    if seats == 2 and first == 1:
        # The old and new orders agree only on seat 1's first turn (its
        # distribute and, in spicy mode, its free choice).
        if any(not isinstance(a, dict) or a.get("actor") != 1 for a in actions):
            raise NotReplayable(_old_order_message("game"))
        if isinstance(state, dict) and state.get("to_move") == GLUTTON:
            state = dict(state, to_move=0)  # after s1 comes s0 now, not the Glutton
    data["initial_state"] = with_first(data["initial_state"], first)
    data["state"] = with_first(state, first)


def upgrade_trace(rows: Iterable[tuple[int, Any]]) -> Iterator[tuple[int, Any]]:
    """Trace rows with ``first`` added to every state; NotReplayable (when
    the reading reaches the line that shows it) if the trace cannot be
    replayed exactly."""
    rows = iter(rows)
    head = next(rows)      # upgrade_trace only calls with a first line
    no, obj = head
    key = "state" if "state" in obj else "final"
    first = _first_of(obj.get(key), f"this trace (line {no})")
    if first is None:
        yield head
        yield from rows
        return
    old_order = obj[key].get("seats") == 2 and first == 1
    for no, obj in chain([head], rows):
        if isinstance(obj, dict):
            if old_order and obj.get("actor") not in (1, None):
                raise NotReplayable(_old_order_message(f"trace (line {no})"))
            obj = dict(obj)
            for k in ("state", "final"):
                if k in obj:
                    obj[k] = with_first(obj[k], first)
        yield no, obj
