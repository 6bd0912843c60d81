"""Counting the window's games (docs/statistics.md, "From the window").

The table's recorder (game/client/records/recorder.py) is the only caller,
so only games played at a real table count — never the replay viewer,
the demos, the attract mode or a tutorial, which have no recorder:

- `count_finished(app, record, replay)` once a game is over (after its
  replay was kept, or failed to be): counted once (a record already
  counted — the same game after an undo at the end — is not counted
  again: the store knows it by its date and seed).
- `set_aside(app, saves)` in place of ``SaveStore.keep_previous()``
  before a new game's first autosave: the unfinished game set aside
  stays resumable (Continue offers it), so it is not abandoned yet; the
  one it pushes out of the single ``previous.json`` slot is gone for good
  and counts as abandoned.

A statistics file that cannot be written (disk full, read-only home) is a
toast: the game, its replay and its autosave are not touched. A damaged
statistics file the store set aside is said once, in a toast; one that may
not be opened (its permissions) is left where it is and said as such
("stats.unreadable"), never as damage, and no game is written over it."""
from __future__ import annotations

import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from game.client.records.progress_recording import abandon_daily, count_progress
from game.storage.jsonio import WontReplace
from game.storage.saves import now_iso as _now
from game.storage.stats import HUMAN, Recorded, StatsStore

log = logging.getLogger(__name__)


def _toast(app: Any, key: str, **fmt: Any) -> None:
    toast = getattr(app, "toast", None)
    if toast is not None:
        toast(app.text.tr(key, **fmt), seconds=6)


def _note(app: Any, recorded: Recorded | None) -> None:
    if recorded is not None and recorded.note:
        log.warning("statistics: %s", recorded.note)
        _toast(app, "stats.set_aside", detail=recorded.note)


def _say_unreadable(app: Any, name: str) -> None:
    _toast(app, "stats.unreadable", detail=f"\u200e{name}\u200e")


def load(app: Any, store: StatsStore | None = None) -> Any:
    """The statistics for a screen to show (`StatsStore.load`): a damaged
    file the store has just set aside is said in a toast, once — whoever
    reads first must say it, as the file is gone from its place after; a
    file that may not be opened is said as such (it stays where it is)."""
    store = store or StatsStore()
    stats = store.load()
    note = store.take_message()
    if note:
        log.warning("statistics: %s", note)
        if getattr(note, "unreadable", False):
            _say_unreadable(app, getattr(note, "file", None) or store.path.name)
        else:
            _toast(app, "stats.set_aside", detail=note)
    return stats


def count_finished(app: Any, record: Any, replay: Path | None) -> Recorded | None:
    """Count a finished game with a human seat (None: not counted — no
    human seat, or the file could not be written: a toast says so)."""
    if HUMAN not in record.levels or record.result is None:
        return None
    try:
        recorded = StatsStore().record_finished(record, replay)
    except WontReplace as e:
        log.warning("statistics not saved: %s", e)
        _say_unreadable(app, e.file)
        return None
    except OSError as e:
        log.warning("statistics not saved: %s", e)
        _toast(app, "stats.write_failed", reason=e.strerror or str(e))
        return None
    except ValueError as e:   # a record the store refuses: a bug, not the player's problem
        log.exception("statistics refused the game: %s", e)
        return None
    _note(app, recorded)
    # counted once by its identity, also when the statistics had it already
    # (a kill between the two): the challenges and today's deal
    count_progress(app, record, replay, when=(recorded.entry or {}).get("date") or _now())
    return recorded


def _about_to_drop(saves: Any) -> Any | None:
    """The unfinished game ``keep_previous`` would push out for good (the
    previous slot's, when an autosave is about to take its place): its
    fields (game, seats, created, seed, result), read without replaying
    it, or None."""
    previous = saves.previous()
    if not (saves.exists() and previous.exists()):
        return None
    from game.storage.jsonio import read_json
    from game.storage.saves import upgrade
    from game.storage.validate import check_fields
    try:
        data = upgrade(read_json(previous.path))
        check_fields(data)
    except Exception:  # noqa: BLE001 — an unusable file: nothing to count
        return None
    return SimpleNamespace(game=data["game"], levels=[s["player"] for s in data["seats"]],
                           created=data.get("created", ""), seed=data["seed"],
                           result=data.get("result"), options=dict(data.get("options") or {}))


def set_aside(app: Any, saves: Any) -> Path | None:
    """``saves.keep_previous()``, counting the game it drops as abandoned."""
    dropped = _about_to_drop(saves)
    where = saves.keep_previous()
    if dropped is not None and where == saves.previous().path:
        try:
            _note(app, StatsStore().abandon_record(dropped))
            if dropped.result is None:
                abandon_daily(dropped.game, dropped.levels, dropped.seed, dropped.options)
        except WontReplace as e:
            log.warning("abandoned game not counted: %s", e)
            _say_unreadable(app, e.file)
        except OSError as e:
            log.warning("abandoned game not counted: %s", e)
            _toast(app, "stats.write_failed", reason=e.strerror or str(e))
        except ValueError as e:
            log.exception("statistics refused the abandoned game: %s", e)
    return where
