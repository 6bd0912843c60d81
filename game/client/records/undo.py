"""Where an undo may go back to (pure: rules core only, no pygame).

`undo_point(record, humans) -> (n_actions, None)` keeps the first
`n_actions` actions, or `(None, reason_key)` when undo is refused.

The game kit's undo policy says how far (`GameKit.undo`):

- ``"turn"`` (Rodízio: everything after the deal is public): back to just
  before the human's last turn started — its first action, and any action
  the same seat made right after it (Rodízio's free choice belongs to the
  distribute that asked for it); the replies after it are undone too.
- ``"unseen"`` (Foodies): the same point, but only if no event since then
  showed the human a card it had not seen before (`Event.revealed`): the
  human's own turn revealing one (a draw, a swap) refuses with
  ``undo.refused_reveal``, a later one (a card put under the deck, someone
  else's serve, a new menu) with ``undo.refused_seen``. What the human had
  seen is every card revealed to it by the deal and the events before.

Hot seat (several humans at one device): Undo takes back only the moves
of the human holding the device, and never crosses another human's move
(``undo.refused_other``) — that player is not asked, so it is not theirs
to take back."""
from __future__ import annotations

import json
from typing import Any

from game import kits


def undo_point(record: Any, humans: list[int], holder: int | None = None) -> tuple[int | None, str | None]:
    """``holder``: in a hot-seat game, the human holding the device — only
    their own last move is taken back, and never across another human's
    move made since (``undo.refused_other``): player 2's Undo does not
    take back player 1's move."""
    acts = record.actions
    mine = humans if holder is None else [holder]
    last = next((i for i in range(len(acts) - 1, -1, -1) if acts[i]["actor"] in mine), None)
    if last is None:
        return None, "undo.nothing"
    if any(a["actor"] in humans and a["actor"] not in mine for a in acts[last + 1:]):
        return None, "undo.refused_other"
    start = turn_start(acts, last)
    kit = kits.get(record.game)
    if kit.undo == "turn":
        return start, None
    return _unseen_point(kit.rules_module(), record, acts[last]["actor"], start, last)


def turn_start(acts: list[dict], last: int) -> int:
    """The first of the run of actions by ``acts[last]``'s actor that ends at ``last``."""
    i = last
    while i > 0 and acts[i - 1]["actor"] == acts[last]["actor"]:
        i -= 1
    return i


def _key(card: Any) -> str:
    return json.dumps(card, sort_keys=True)


def _unseen_point(rules: Any, record: Any, seat: int, start: int, last: int) -> tuple[int | None, str | None]:
    state = rules.from_json(record.initial_state)
    seen: set[str] = set()
    try:
        for ev in rules.setup_events(state):
            seen.update(_key(c) for c in ev.revealed(seat))
    except ValueError:
        pass  # a record that starts mid-game: only what its events reveal counts as seen
    others = [s for s in range(rules.to_json(state)["seats"]) if s != seat]
    for i, entry in enumerate(record.actions):
        state, events = rules.apply(state, entry["action"])
        new = {_key(c) for ev in events for c in ev.revealed(seat)} - seen
        if i >= start and new:
            # the human's turn showed it a card shown to nobody else (a draw)
            private = any(_key(c) in new for ev in events
                          for c in ev.revealed(seat) if not any(c in ev.revealed(o) for o in others))
            return None, "undo.refused_reveal" if i <= last and private else "undo.refused_seen"
        seen |= new
    return start, None
