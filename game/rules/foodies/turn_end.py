"""The end of a turn (rule book §5), in its order:

1. hand limit — the acting seat discards its excess one card at a time;
2. deck out — every seat with cards, in turn order from the acting seat,
   discards one card (seats with empty hands are skipped); the round ends
   and the next starts with the seat after the acting seat (§6);
3. menu cleared — the round ends;
4. cold kitchen — ``5 × seats`` turns in a row without a serve end the round.

Pending discards are ordinary states waiting for the named seat's
``discard``; the checks after a step resume when its discards are done. The
pending discard names the seat whose turn caused it (``turn``, §9), so
nothing has to be reconstructed once that seat has discarded.

A hand-limit discard goes under the deck, so the deck is never empty after
one: a turn has a hand-limit discard or a deck out, never both. When a deck
out ends the round, it ends with reason ``"deck_out"`` even if the menu is
also cleared or the kitchen cold (§5 order), and only once."""
from __future__ import annotations

from game.rules.foodies.events import DeckOut, DiscardRequired, TurnPassed
from game.rules.foodies.rounds import end_round
from game.rules.foodies.state import COLD_KITCHEN_TURNS_PER_SEAT, HAND_LIMIT, Pending, State
from game.rules.foodies.table import Table
from game.rules.frozen import build


def end_turn(t: Table, seat: int) -> None:
    """Run §5 after ``seat``'s action (draw, swap, serve or pass)."""
    excess = len(t.hands[seat]) - HAND_LIMIT
    if excess > 0:
        _require(t, _pending("hand_limit", seat, excess, seat, ()))
        return
    after_hand_limit(t, seat)


def after_hand_limit(t: Table, seat: int) -> None:
    """§5 steps 2–4 for the turn of ``seat``, then the next seat's turn."""
    if not t.deck:
        order = [(seat + i) % t.seats for i in range(t.seats)]
        queue = tuple(s for s in order if t.hands[s])
        if t.events is not None:
            t.events.append(DeckOut(seats=queue))
        if queue:
            _require(t, _pending("deck_out", queue[0], 1, seat, queue[1:]))
        else:
            end_round(t, seat, "deck_out")
        return
    for e in t.menu:  # (a plain loop, not all() over a generator: every turn asks)
        if not e.served_by:
            break
    else:  # every recipe on the menu was served
        end_round(t, seat, "menu_cleared")
        return
    if t.quiet_turns >= COLD_KITCHEN_TURNS_PER_SEAT * t.seats:
        end_round(t, seat, "cold_kitchen")
        return
    t.to_move = (seat + 1) % t.seats
    if t.events is not None:
        t.events.append(TurnPassed(next_seat=t.to_move))


def after_discard(t: Table, before: State) -> None:
    """The pending seat of ``before`` just put a card under; go on."""
    p = before.pending
    assert p is not None
    if p.count > 1:
        t.pending = _pending(p.reason, p.seat, p.count - 1, p.turn, p.queue)
        return
    if p.reason == "hand_limit":
        t.pending = None
        after_hand_limit(t, p.turn)
    elif p.queue:
        _require(t, _pending("deck_out", p.queue[0], 1, p.turn, p.queue[1:]))
    else:
        end_round(t, p.turn, "deck_out")


def _require(t: Table, pending: Pending) -> None:
    t.pending = pending
    t.to_move = pending.seat
    if t.events is not None:
        t.events.append(DiscardRequired(seat=pending.seat, reason=pending.reason,
                                        count=pending.count))



def _pending(reason: str, seat: int, count: int, turn: int, queue: tuple[int, ...]) -> Pending:
    return build(Pending, reason=reason, seat=seat, count=count, turn=turn, queue=queue,
                 kind="discard")
