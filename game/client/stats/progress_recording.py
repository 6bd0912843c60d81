"""Counting a finished game into the player's progress: the challenges and
today's deal (docs/challenges.md).

`count_progress(app, record, replay, when=)` is called by
`recording.count_finished` once the game is counted in the statistics for
the first time (never twice for one game). The record is replayed through
the rules core once (`game.kits.challenges.play_of`):

- each challenge it completes is said in a quiet toast;
- if it is the scored attempt of a day's deal (a day ``started`` whose
  setup is this game's seed, players, first seat and variant), that day
  gets its outcome, place, points and share line, and a toast says so.

`abandon_daily(record_fields)` marks a day's scored attempt ``abandoned``
when the unfinished game is dropped for good. Only a game of one human
against the AI counts. A progress file that cannot be written is logged
and said; the game, its replay and the statistics are not touched."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game import kits
from game.kits.challenges import Earned, Play, challenges_of, judged_seat, play_of, share_line
from game.kits.daily import daily_setup, is_daily, parse_date
from game.storage.progress import ABANDONED, LOST, WON, ProgressStore, kept_as

log = logging.getLogger(__name__)


def count_progress(app: Any, record: Any, replay: Path | str | None, *, when: str,
                   store: ProgressStore | None = None) -> Earned | None:
    """Count ``record`` (a finished `Record`) into the challenges and, if it
    is one, its day's deal; the challenges' `Earned` (None: not a game that
    counts, or not written)."""
    seat = judged_seat(record.levels)
    if seat is None or record.result is None:
        return None
    kit = kits.get(record.game)
    if not getattr(kit, "challenges", None):
        return None
    store = store or ProgressStore()
    kept = kept_as(replay)
    try:
        play = play_of(kit, record.initial_state, record.actions, seat=seat, players=record.levels,
                       options=record.options)
        earned = store.count_game(kit, play, when=when, replay=kept)
        day = _daily_day(store, kit, record)
        if day is not None:
            store.finish_daily(kit.name, day, outcome=WON if play.won else LOST,
                               place=play.places[seat], points=play.result[kit.points][seat],
                               replay=kept, share=share_line(kit, day, play))
    except OSError as e:
        log.warning("progress not saved: %s", e)
        _toast(app, "stats.write_failed", reason=e.strerror or str(e))
        return None
    except ValueError as e:   # a record the rules refuse: a bug, not the player's problem
        log.exception("progress refused the game: %s", e)
        return None
    _say_note(app, store)
    for cid in earned.completed:
        name_key, _ = next(c for c in challenges_of(kit) if c.id == cid).keys(kit.name)
        _toast(app, "challenge.earned", name=app.text.tr(name_key))
    if day is not None:
        _toast(app, "today.counted_won" if play.won else "today.counted_lost")
    return earned


def abandon_daily(game: str, levels: list[str], seed: int, options: dict[str, Any],
                  store: ProgressStore | None = None) -> str | None:
    """The day whose scored attempt this dropped game was, now ``abandoned``
    (None: not a daily attempt, or not written)."""
    try:
        kit = kits.get(game)
    except ValueError:
        return None
    record = _Fields(game, levels, seed, options)
    store = store or ProgressStore()
    try:
        day = _daily_day(store, kit, record)
        if day is not None:
            store.finish_daily(game, day, outcome=ABANDONED)
    except OSError as e:
        log.warning("abandoned daily not saved: %s", e)
        return None
    return day


class _Fields:
    def __init__(self, game: str, levels: list[str], seed: int, options: dict[str, Any]) -> None:
        self.game, self.levels, self.seed, self.options = game, levels, seed, options


def _daily_day(store: ProgressStore, kit: Any, record: Any) -> str | None:
    """The started day whose deal ``record`` is, or None."""
    options = dict(record.options or {})
    first = int(options.pop("first_seat", 0))
    for day in store.started_days(kit.name):
        setup = daily_setup(kit, parse_date(day))
        if is_daily(setup, seed=record.seed, players=record.levels, first=first, options=options):
            return day
    return None


def _say_note(app: Any, store: ProgressStore) -> None:
    note = store.take_message()
    if note:
        log.warning("progress: %s", note)
        _toast(app, "stats.set_aside", detail=note)


def _toast(app: Any, key: str, **fmt: Any) -> None:
    toast = getattr(app, "toast", None)
    if toast is not None:
        toast(app.text.tr(key, **fmt), seconds=6)
