"""Counting a finished game into the player's progress — the challenges
and today's deal — and saying what it earned (docs/challenges.md).

`count_progress(app, record, replay, when=)` is called by
`recording.count_finished` for every finished game it hears of; the store
counts each game once (`ProgressStore.count_record`, by the record's
identity), so a game heard again is not counted twice. A quiet toast
names each challenge the game completed, and another says when it was the
day's scored attempt. `abandon_daily(...)` marks a day's attempt
``abandoned`` when its unfinished game is dropped for good. A progress
file that cannot be written (or read) is logged and said; the game, its
replay and the statistics are not touched."""
from __future__ import annotations

import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from game import kits
from game.kits.challenges import challenges_of
from game.storage.jsonio import WontReplace
from game.storage.progress import ABANDONED, Counted, ProgressStore, daily_of

log = logging.getLogger(__name__)


def count_progress(app: Any, record: Any, replay: Path | str | None, *, when: str,
                   store: ProgressStore | None = None) -> Counted | None:
    """Count ``record`` (a finished `Record`) once; what it changed (None:
    not a game that counts, counted before, or not written)."""
    store = store or ProgressStore()
    try:
        counted = store.count_record(record, replay, when=when)
    except WontReplace as e:
        log.warning("progress not saved: %s", e)
        _toast(app, "progress.unreadable", detail=e.file)
        return None
    except OSError as e:
        log.warning("progress not saved: %s", e)
        _toast(app, "stats.write_failed", reason=e.strerror or str(e))
        return None
    except ValueError as e:   # a record the rules refuse: a bug, not the player's problem
        log.exception("progress refused the game: %s", e)
        return None
    note = store.take_message()
    if note:
        log.warning("progress: %s", note)
        _toast(app, "progress.set_aside", detail=note)
    if counted is None:
        return None
    kit = kits.get(record.game)
    for cid in counted.earned.completed:
        name_key, _ = next(c for c in challenges_of(kit) if c.id == cid).keys(kit.name)
        _toast(app, "challenge.earned", name=app.text.tr(name_key))
    if counted.day is not None:
        _toast(app, "today.counted_won" if counted.play.won else "today.counted_lost")
    return counted


def abandon_daily(game: str, levels: list[str], seed: int, options: dict[str, Any],
                  store: ProgressStore | None = None) -> str | None:
    """The day whose scored attempt this dropped game was, now ``abandoned``
    (None: not a daily attempt, or not written)."""
    try:
        kit = kits.get(game)
    except ValueError:
        return None
    record = SimpleNamespace(levels=levels, seed=seed, options=options)
    store = store or ProgressStore()

    def change(p: Any) -> Any:
        mine = p.of(game)
        day = daily_of(kit, mine, record)
        if day is None:
            return False
        mine.daily[day].outcome = ABANDONED
        return day
    try:
        day = store.update(change)
    except OSError as e:
        log.warning("abandoned daily not saved: %s", e)
        return None
    return day or None


def _toast(app: Any, key: str, **fmt: Any) -> None:
    toast = getattr(app, "toast", None)
    if toast is not None:
        toast(app.text.tr(key, **fmt), seconds=6)
