"""Records and traces written before an amendment of a game's rule book.

A game's kit names two upgraders (`GameKit.upgrades`, in the game's own
package — Rodízio's ``first``, Foodies' pending ``turn``: see
game/kits/rodizio/upgrade.py and game/kits/foodies/upgrade.py). They add
what the amendment added where that is exact, and otherwise raise
`game.kits.NotReplayable`, which this module reports as `OldRules`: one
sentence saying why the file cannot be replayed — never a traceback, never
a silently different game.

``record_v1_to_v2`` is the save/replay upgrader (``saves.UPGRADERS[1]``);
``upgrade_trace`` is applied to every trace read for ``replay verify`` or
``export``. This module knows no game by name and never imports pygame."""
from __future__ import annotations

import copy
from itertools import chain
from typing import Any, Iterable, Iterator

from game.kits.kit import NotReplayable
from game.storage.jsonio import OtherRules


class OldRules(OtherRules):
    """Written under the rules before the amendment and not replayable
    exactly under the current ones; ``str()`` says why."""


# -- entry points ---------------------------------------------------------------------
def record_v1_to_v2(data: dict) -> dict:
    """A version-1 save/replay as version 2 (states with ``first`` / pending
    ``turn``); OldRules if it cannot be replayed exactly under the amended
    rules. Anything malformed is left for the record's validation."""
    data = copy.deepcopy(data)
    up = _upgrader(data.get("game"), 0)
    if up is not None:
        try:
            up(data)
        except NotReplayable as e:
            raise OldRules(str(e)) from None
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
        try:
            yield from up(chain([head], it))
        except NotReplayable as e:
            raise OldRules(str(e)) from None
    else:
        yield head
        yield from it
