"""Foodies records and traces written before the rule book's §9
amendment: a pending discard gained ``"turn"`` (the seat whose turn caused
it), and the round a deck out ends is followed by the seat after it (the old
core reconstructed that seat and could start the round one seat late).

Upgraded only where that is exact: a discard's ``turn`` is the seat of the
last action that was not a discard; a round the old deck-out rule started
with another seat cannot be replayed, and `NotReplayable` says so in one
sentence. The kit names these two functions (`GameKit.upgrades`);
`game.storage.upgrade` applies them."""
from __future__ import annotations

from typing import Any, Iterable, Iterator

from game.kits.kit import NotReplayable
from game.rules import foodies as F
from game.rules.errors import BadState, IllegalAction


def _missing_turn(state: Any) -> bool:
    p = state.get("pending") if isinstance(state, dict) else None
    return isinstance(p, dict) and "turn" not in p


def with_turn(state: dict, turn: int) -> dict:
    """``state`` with ``"turn"`` added to its pending discard (last key, as in §9)."""
    return dict(state, pending=dict(state["pending"], turn=turn))


def _round_start_message(where: str, rnd: Any, got: Any, turn: int, seats: int) -> str:
    return (f"{where}: round {rnd} started with seat {got} under the old deck-out rule; the "
            f"rule book (§6) starts it with seat {(turn + 1) % seats}, so it cannot be replayed")


def upgrade_record(data: dict) -> None:
    """Replay the actions with the current core (actors are recorded), giving
    the final pending discard its ``turn`` and catching a round the old core
    started with the wrong seat after a deck out."""
    initial, actions, state = data.get("initial_state"), data.get("actions"), data.get("state")
    if not isinstance(actions, list) or _missing_turn(initial):
        return  # validation reports it
    rules = F
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
                raise NotReplayable(_round_start_message(f"this record (action {i + 1})", s.round,
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


def upgrade_trace(rows: Iterable[tuple[int, Any]]) -> Iterator[tuple[int, Any]]:
    """Trace rows with ``turn`` added to every pending discard that lacks
    it; NotReplayable for a round the old deck-out rule started late, or a
    trace that begins during a deck out."""
    turn = None           # the actor of the last line that was not a discard
    deck_out_turn = None  # the turn seat while an upgraded deck out is pending
    for no, obj in rows:
        st = obj.get("state") if isinstance(obj, dict) else None
        if isinstance(st, dict) and deck_out_turn is not None and not st.get("pending"):
            # The deck out just ended the round: the next starts after its turn.
            seats = st.get("seats")
            if isinstance(seats, int) and seats > 0 and st.get("to_move") is not None \
                    and st.get("to_move") != (deck_out_turn + 1) % seats:
                raise NotReplayable(_round_start_message(f"this trace (line {no})", st.get("round"),
                                                    st.get("to_move"), deck_out_turn, seats))
            deck_out_turn = None
        if _missing_turn(st):
            p = st["pending"]
            if p.get("reason") == "hand_limit":
                t = p.get("seat")
            elif turn is None:
                raise NotReplayable(f"this trace (line {no}) has no pending 'turn' (Foodies §9) "
                               "and begins during a deck out, so whose turn it was is unknown")
            else:
                t = deck_out_turn = turn
            obj = dict(obj, state=with_turn(st, t))
        action = obj.get("action") if isinstance(obj, dict) else None
        if isinstance(action, dict) and action.get("type") != "discard":
            turn = obj.get("actor")
        yield no, obj
