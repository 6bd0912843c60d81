"""Records and traces written before two amendments of the rule books:

- Rodízio §4/§10: the state gained ``"first"`` (the seat that started) and,
  with 2 seats, the Glutton plays after both seats whoever started (a game
  started by seat 1 used to run s1, Glutton, s0 …; now s1, s0, Glutton …);
- Foodies §9: a pending discard gained ``"turn"`` (the seat whose turn caused
  it), and the round a deck out ends is followed by the seat after it (the
  old core reconstructed that seat and could start the round one seat late).

An old record or trace is upgraded only where that is exact: the new fields
follow from what it holds (a Rodízio game's first state is its deal, so
``first`` is the seat to move in it; a Foodies discard's ``turn`` is the
seat of the last action that was not a discard) and the game plays the same
under the amended rules. Otherwise ``OldRules`` says, in one sentence, why
it cannot be replayed — a 2-seat Rodízio game started by seat 1 whose
Glutton already played, or a Foodies round started by the old deck-out
reconstruction. Never a traceback, never a silently different game.

``record_v1_to_v2`` is the save/replay upgrader (``saves.UPGRADERS[1]``);
``upgrade_trace`` is applied to every trace read for ``replay verify`` or
``export``. This module imports the rules core, never pygame."""
from __future__ import annotations

import copy
from itertools import chain
from typing import Any, Iterable, Iterator

from game import kits
from game.rules.errors import BadState, IllegalAction
from game.storage.jsonio import OtherRules

GLUTTON = "glutton"


class OldRules(OtherRules):
    """Written under the rules before the amendment and not replayable
    exactly under the current ones; ``str()`` says why."""


# -- Rodízio ----------------------------------------------------------------------
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
        raise OldRules(f"{where} has no 'first' (Rodízio §10) and does not begin at the "
                       "deal, so who started is unknown")
    return to_move


def _old_order_message(what: str) -> str:
    return (f"this 2-seat Rodízio {what} was started by seat 1 under the old turn order "
            "(the Glutton before seat 0) and cannot be replayed (rule book §4)")


def _rodizio_record(data: dict) -> None:
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
            raise OldRules(_old_order_message("game"))
        if isinstance(state, dict) and state.get("to_move") == GLUTTON:
            state = dict(state, to_move=0)  # after s1 comes s0 now, not the Glutton
    data["initial_state"] = with_first(data["initial_state"], first)
    data["state"] = with_first(state, first)


def _rodizio_trace(rows: Iterable[tuple[int, Any]]) -> Iterator[tuple[int, Any]]:
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
                raise OldRules(_old_order_message(f"trace (line {no})"))
            obj = dict(obj)
            for k in ("state", "final"):
                if k in obj:
                    obj[k] = with_first(obj[k], first)
        yield no, obj


# -- Foodies ----------------------------------------------------------------------
def _missing_turn(state: Any) -> bool:
    p = state.get("pending") if isinstance(state, dict) else None
    return isinstance(p, dict) and "turn" not in p


def with_turn(state: dict, turn: int) -> dict:
    """``state`` with ``"turn"`` added to its pending discard (last key, as in §9)."""
    return dict(state, pending=dict(state["pending"], turn=turn))


def _round_start_message(where: str, rnd: Any, got: Any, turn: int, seats: int) -> str:
    return (f"{where}: round {rnd} started with seat {got} under the old deck-out rule; the "
            f"rule book (§6) starts it with seat {(turn + 1) % seats}, so it cannot be replayed")


def _foodies_record(data: dict) -> None:
    """Replay the actions with the current core (actors are recorded), giving
    the final pending discard its ``turn`` and catching a round the old core
    started with the wrong seat after a deck out."""
    initial, actions, state = data.get("initial_state"), data.get("actions"), data.get("state")
    if not isinstance(actions, list) or _missing_turn(initial):
        return  # validation reports it
    rules = kits.rules_module("foodies")
    try:
        s = rules.from_json(initial)
    except (BadState, ValueError, TypeError, KeyError):
        return
    turn = None
    deck_out_turn = None  # set while the first action after a deck-out round end is due
    for i, entry in enumerate(actions):
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), dict):
            return
        if entry.get("actor") != rules.actor(s):
            if deck_out_turn is not None:
                raise OldRules(_round_start_message(f"this record (action {i + 1})", s.round,
                                                    entry.get("actor"), deck_out_turn, s.seats))
            return
        if entry["action"].get("type") != "discard":
            turn = entry.get("actor")
        try:
            s, events = rules.apply(s, entry["action"])
        except (IllegalAction, ValueError, TypeError, KeyError):
            return
        deck_out_turn = turn if any(getattr(e, "reason", None) == "deck_out"
                                    and type(e).__name__ == "RoundEnded" for e in events) else None
    if _missing_turn(state) and turn is not None:
        data["state"] = with_turn(state, turn)


def _foodies_trace(rows: Iterable[tuple[int, Any]]) -> Iterator[tuple[int, Any]]:
    turn = None           # the actor of the last line that was not a discard
    deck_out_turn = None  # the turn seat while an upgraded deck out is pending
    for no, obj in rows:
        st = obj.get("state") if isinstance(obj, dict) else None
        if isinstance(st, dict) and deck_out_turn is not None and not st.get("pending"):
            # The deck out just ended the round: the next starts after its turn.
            seats = st.get("seats")
            if isinstance(seats, int) and seats > 0 and st.get("to_move") is not None \
                    and st.get("to_move") != (deck_out_turn + 1) % seats:
                raise OldRules(_round_start_message(f"this trace (line {no})", st.get("round"),
                                                    st.get("to_move"), deck_out_turn, seats))
            deck_out_turn = None
        if _missing_turn(st):
            p = st["pending"]
            if p.get("reason") == "hand_limit":
                t = p.get("seat")
            elif turn is None:
                raise OldRules(f"this trace (line {no}) has no pending 'turn' (Foodies §9) "
                               "and begins during a deck out, so whose turn it was is unknown")
            else:
                t = deck_out_turn = turn
            obj = dict(obj, state=with_turn(st, t))
        action = obj.get("action") if isinstance(obj, dict) else None
        if isinstance(action, dict) and action.get("type") != "discard":
            turn = obj.get("actor")
        yield no, obj


# -- entry points ---------------------------------------------------------------------
def record_v1_to_v2(data: dict) -> dict:
    """A version-1 save/replay as version 2 (states with ``first`` / pending
    ``turn``); OldRules if it cannot be replayed exactly under the amended
    rules. Anything malformed is left for the record's validation."""
    data = copy.deepcopy(data)
    up = _upgrader(data.get("game"), 0)
    if up is not None:
        up(data)
    return data


def _upgrader(game: Any, which: int) -> Any:
    """The game kit's record (0) or trace (1) upgrader, or None (no kit,
    none needed: validation reports an unknown game)."""
    from game import kits
    from game.kits.kit import resolve
    try:
        ups = kits.get(game).upgrades
    except ValueError:
        return None
    return resolve(ups[which]) if ups else None


def upgrade_trace(rows: Iterable[tuple[int, Any]]) -> Iterator[tuple[int, Any]]:
    """Trace rows ``(line, object)``, read lazily, with the amended fields
    added where missing; OldRules (raised when the reading reaches the line
    that shows it) if the trace cannot be replayed exactly. Anything that is
    not a trace line is passed on for the trace's verification to report."""
    it = iter(rows)
    head = next(it, None)
    if head is None:
        return
    obj = head[1]
    state = obj.get("state", obj.get("final")) if isinstance(obj, dict) else None
    game = state.get("game") if isinstance(state, dict) else None
    up = _upgrader(game, 1)
    if up is not None:
        yield from up(chain([head], it))
    else:
        yield head
        yield from it
