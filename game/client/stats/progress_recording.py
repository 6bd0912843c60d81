"""Counting a finished game into the challenges (docs/challenges.md).

`count_challenges(app, record, replay)` is called by `recording.count_finished`
once the game is counted in the statistics for the first time (never twice
for one game): the record is replayed through the rules core
(`game.kits.challenges.play_of`), each challenge it completes is said in a
quiet toast. Only a game of one human against the AI counts. A progress
file that cannot be written is logged and said; the game, its replay and
the statistics are not touched."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game import kits
from game.kits.challenges import Earned, challenges_of, judged_seat, play_of
from game.storage.progress import ProgressStore

log = logging.getLogger(__name__)


def count_challenges(app: Any, record: Any, replay: Path | str | None, *, when: str,
                     store: ProgressStore | None = None) -> Earned | None:
    """Count ``record`` (a finished `Record`) into the challenges; the
    `Earned` (None: not a game that counts, or not written)."""
    seat = judged_seat(record.levels)
    if seat is None or record.result is None:
        return None
    kit = kits.get(record.game)
    if not getattr(kit, "challenges", None):
        return None
    store = store or ProgressStore()
    try:
        play = play_of(kit, record.initial_state, record.actions, seat=seat, players=record.levels,
                       options=record.options)
        earned = store.count_game(kit, play, when=when, replay=None if replay is None else str(replay))
    except OSError as e:
        log.warning("challenges not saved: %s", e)
        _toast(app, "stats.write_failed", reason=e.strerror or str(e))
        return None
    except ValueError as e:   # a record the rules refuse: a bug, not the player's problem
        log.exception("challenges refused the game: %s", e)
        return None
    note = store.take_message()
    if note:
        log.warning("progress: %s", note)
        _toast(app, "stats.set_aside", detail=note)
    for cid in earned.completed:
        name_key, _ = next(c for c in challenges_of(kit) if c.id == cid).keys(kit.name)
        _toast(app, "challenge.earned", name=app.text.tr(name_key))
    return earned


def _toast(app: Any, key: str, **fmt: Any) -> None:
    toast = getattr(app, "toast", None)
    if toast is not None:
        toast(app.text.tr(key, **fmt), seconds=6)
