"""The end of a game as one recoverable step: kept as a replay once,
counted in the statistics once, its autosave removed — whatever moment a
``kill -9`` (a crash, a power cut) interrupts it.

`finish(rec, count)` does it in this order:

1. **the intent**: the finished record (with its ``result``) is written in
   the autosave's place (`SaveStore.write`, atomic) — from here on the
   autosave itself says "this game is over but not yet filed";
2. the replay is kept (`ReplayStore.add`);
3. the game is counted (``count(rec, replay)``: the window's
   `count_finished`, which says a failure in a toast);
4. the autosave is removed.

`recover(count)` runs when the window starts: an autosave holding a
finished game is an end a kill interrupted, and it is finished — the
replay is looked for among the kept ones first (`ReplayStore.find`: the
same game, date, seed and actions), so it is never kept twice; the
statistics know a game by its date and seed (`stats.record_id`), so it is
never counted twice; then the autosave goes. A kill before step 1's file
is in place leaves the autosave of the move before (the game is then
unfinished: Continue offers it, and its end is filed when it is played
again). tests/storage/test_game_end_kill.py kills a child at every step.

Nothing here imports pygame."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any, Callable

from game.storage.jsonio import CorruptFile, read_json
from game.storage.replays import ReplayStore
from game.storage.saves import Record, SaveStore, record_from_json

log = logging.getLogger(__name__)

#: ``count(record, replay_path_or_None)``: count a finished game; it says
#: its own failures (a toast, a log line) and returns what it counted.
Count = Callable[[Record, "Path | None"], Any]


def count_quietly(rec: Record, replay: Path | None) -> Any:
    """Count a finished game with a human seat in the statistics and the
    progress (challenges, today's deal); a failure (an unwritable or
    unreadable file) is only logged (used when no window is there to say
    it: `recover` at start)."""
    from game.storage.progress import ProgressStore
    from game.storage.saves import now_iso
    from game.storage.stats import HUMAN, StatsStore
    if HUMAN not in rec.levels or rec.result is None:
        return None
    try:
        counted = StatsStore().record_finished(rec, replay)
    except (OSError, ValueError) as e:
        log.warning("statistics: a finished game was not counted: %s", e)
        counted = None
    try:   # the challenges and today's deal: counted once by the record's identity
        ProgressStore().count_record(rec, replay, when=now_iso())
    except (OSError, ValueError) as e:
        log.warning("progress: a finished game was not counted: %s", e)
    return counted


def finish(rec: Record, count: Count = count_quietly, *, saves: SaveStore | None = None,
           replays: ReplayStore | None = None) -> tuple[Path | None, Any]:
    """File the finished game ``rec`` (its ``result`` set) in the four steps
    of the module doc; returns ``(replay path or None, what count
    returned)``. OSError propagates (the caller's toast) once the game is
    counted — or, when the intent cannot be written, before anything: the
    autosave of the move before is then still there."""
    if rec.result is None:
        raise ValueError("the game is not over")
    saves = saves or SaveStore()
    replays = replays or ReplayStore()
    saves.write(rec)                                   # 1: the intent
    kept: Path | None = None
    try:
        kept = replays.add(rec)                        # 2
    finally:   # counted even when the replay could not be kept (with no replay then)
        counted = count(rec, kept)                     # 3
    saves.clear()                                      # 4
    return kept, counted


def recover(count: Count = count_quietly, *, saves: SaveStore | None = None,
            replays: ReplayStore | None = None) -> Path | None:
    """Finish a game end a kill interrupted (see the module doc): in the
    autosave, or in `previous.json` (where a new game set it aside when an
    earlier start could not file it); returns the last replay filed, or
    None when there was none to finish. Never raises OSError: what cannot
    be done now is logged and tried again at the next start (the file
    stays; Continue does not offer a finished game, `saves.unfinished`)."""
    saves = saves or SaveStore()
    replays = replays or ReplayStore()
    kept = None
    for store in (saves, saves.previous()):
        kept = _file(store, replays, count) or kept
    return kept


def _file(store: SaveStore, replays: ReplayStore, count: Count) -> Path | None:
    try:
        if not store.path.is_file():
            return None
        rec = finished_in(store.path)
        if rec is None:
            return None
        kept = replays.find(rec) or replays.add(rec)
        count(rec, kept)
        store.clear()
    except OSError as e:
        log.warning("a finished game could not be filed yet: %s", e)
        return None
    log.info("a finished game interrupted at its end was filed as %s (from %s)", kept.name,
             store.path.name)
    return kept


def finished_in(path: Path) -> Record | None:
    """The finished game a save file holds (the intent of an interrupted
    end), verified; None for an unfinished game or a file that cannot be
    used — read, not loaded: a damaged save is Continue's to set aside and
    say."""
    try:
        data = read_json(path)
        if not (isinstance(data, dict) and data.get("result") is not None):
            return None
        return record_from_json(data)
    except CorruptFile:
        return None
