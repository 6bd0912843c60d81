"""Finished games kept as replays, and checks of replay/trace files.

- `ReplayStore` keeps the last `KEEP` (20) finished games as
  `<data>/replays/replay-<n>.json` (a save record, format
  `rodizio-foodies/replay`, plus `"result"`); older ones are deleted.
  `<n>` is 1 to 9 digits: a new file is numbered past the highest such
  name; a name with more digits is no replay number and is left alone.
  Only regular files count: anything else with a replay's name (a folder,
  a pipe) never breaks saving or the rotation; a folder is left alone, a
  pipe or device is moved aside as `<name>.corrupt-<n>` by the Replays
  list (`summaries()`), which says so once. A replay
  whose listing fields are bad (`validate.check_fields`) is moved aside as
  `<name>.corrupt-<n>` — in the listing or instead of being rotated away —
  and a message naming it is given once (`summaries()`). A replay that is
  not damage — of a game this program does not know or from a newer
  version (another build's), or one that may not be opened — is neither
  listed nor rotated, and never renamed.
- `verify_file(path)` accepts a replay/save record *or* a rule-book trace
  (JSON Lines from `python -m game trace`, streamed line by line) and
  returns a `Verdict`: ok, or the first mismatch (for traces with its
  1-based line number). A file that cannot be read or is not a valid
  record/trace (bad fields, unknown game, options that do not deal its
  first state, a malformed result) raises `CorruptFile` (the CLI: one line,
  status 2); a `Verdict` mismatch is status 1.
- `trace_lines(record)` is the record as trace lines, byte-identical in
  form to `python -m game trace` (same separators, same final keys)."""
from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any, Iterable

from game import kits
from game.kits.trace import dumps, final_line, step_line  # noqa: F401  (dumps: this module's API)
from game.storage import paths
from game.storage import limits
from game.storage.jsonio import (CorruptFile, Missing, Note, Unreadable, _check_kind,
                                 clean_stale_temp, iter_json_lines, quarantine_message, read_json,
                                 read_json_or_quarantine, unreadable_message, write_json_atomic)
from game.storage.saves import (REPLAY_FORMAT, Mismatch, NewerVersion, Record, _why,
                                record_from_json, replay_states, upgrade)
from game.storage.upgrade import upgrade_trace
from game.storage.validate import UnknownGame, check_fields

log = logging.getLogger(__name__)

KEEP = 20
#: A replay's number: ASCII digits only, at most 9 (a longer name is not one).
_NAME = re.compile(r"replay-([0-9]{1,9})\.json")
_LAST_NUMBER = 10 ** 9 - 1
#: Replays that are not damage and not this program's to rename or delete.
NOT_OURS = (UnknownGame, NewerVersion, Unreadable)


def final_fields(game: str, result: dict[str, Any]) -> dict[str, Any]:
    """The rule book's final trace fields of a result (the game kit's keys)."""
    return kits.get(game).final_fields(result)


@dataclass
class Verdict:
    ok: bool
    message: str          # "OK: ..." or what the first mismatch is
    line: int | None = None


def read_summary(path: Path) -> dict[str, Any]:
    """The listing data of one replay file, every field checked:
    game, created, seats, result, plies, path. CorruptFile otherwise."""
    data = upgrade(read_json(path, kind=limits.RECORD))
    check_fields(data, need_result=True)
    return {"game": data["game"], "created": data.get("created", ""), "seats": data["seats"],
            "result": data["result"], "plies": len(data["actions"]), "path": Path(path)}


# -- the store -----------------------------------------------------------------
class ReplayStore:
    #: Messages about replays moved aside while no list was showing (the
    #: rotation): given once by the next `summaries()`.
    pending: list[Note] = []

    def __init__(self, folder: Path | None = None, keep: int = KEEP) -> None:
        self.folder = Path(folder) if folder is not None else paths.data_root() / "replays"
        self.keep = keep

    def _entries(self) -> list[tuple[int, Path, bool]]:
        """`(n, path, is_regular_file)` for every `replay-<n>.json` entry,
        sorted by n; [] without a folder; OSError if it cannot be listed."""
        try:
            it = os.scandir(self.folder)
        except FileNotFoundError:
            return []
        out = []
        with it:
            for e in it:
                m = _NAME.fullmatch(e.name)
                if m:
                    try:
                        regular = e.is_file(follow_symlinks=False)
                    except OSError:
                        regular = False
                    out.append((int(m.group(1)), Path(e.path), regular))
        return sorted(out)

    def _files(self) -> list[tuple[int, Path]]:
        return [(n, p) for n, p, regular in self._entries() if regular]

    def add(self, rec: Record) -> Path:
        """Keep a finished game (OSError if it cannot be written); the oldest
        beyond `keep` are deleted — or moved aside if damaged. Temp files
        a killed write left in the folder go first (the folder is only
        written here)."""
        clean_stale_temp(self.folder)
        path = self.folder / f"replay-{self._next_number():05d}.json"
        write_json_atomic(path, rec.to_json(REPLAY_FORMAT))
        try:
            self._rotate(keep=path)
        except OSError as e:  # the game is kept; the old ones stay for now
            log.warning("replay rotation failed: %s", e)
        return path

    def _next_number(self) -> int:
        """Past every entry with a replay's name, file or not; once the
        9 digits are used up (only a planted name can do that), the
        lowest free number."""
        taken = [n for n, _, _ in self._entries()]
        if not taken or taken[-1] < _LAST_NUMBER:
            return taken[-1] + 1 if taken else 1
        free = set(taken)
        return next(n for n in range(1, _LAST_NUMBER + 1) if n not in free)

    def _rotate(self, keep: Path | None = None) -> None:
        for _, old in self._files()[:-self.keep] if self.keep > 0 else []:
            if old == keep:   # the game just kept (numbered low: see _next_number)
                continue
            try:
                read_summary(old)
            except NOT_OURS:
                continue
            except CorruptFile as e:
                if not isinstance(e, Missing):
                    ReplayStore.pending.append(quarantine_message(old, str(e)))
                continue
            try:
                old.unlink()
            except OSError as e:
                log.warning("could not delete the old replay %s: %s", old, e)

    def find(self, rec: Record) -> Path | None:
        """The kept replay of the game ``rec`` (the same game, date, seed and
        actions), newest first, or None: how the end of a game a kill
        interrupted knows its replay is already kept (`game.storage.ending`)."""
        try:
            files = self._files()
        except OSError:
            return None
        for _, p in reversed(files):
            try:
                data = read_json(p, kind=limits.RECORD)
            except CorruptFile:
                continue
            if isinstance(data, dict) and data.get("game") == rec.game \
                    and data.get("created") == rec.created and data.get("seed") == rec.seed \
                    and data.get("actions") == rec.actions:
                return p
        return None

    def list(self) -> list[Path]:
        """Replay files, newest first ([] if the folder cannot be read)."""
        try:
            return [p for _, p in reversed(self._files())]
        except OSError:
            return []

    def summaries(self) -> tuple[list[dict[str, Any]], list[Note]]:
        """The listing rows (see `read_summary`), newest first, and messages
        to show once: each damaged replay moved aside (named), or why the
        folder cannot be read."""
        notes, ReplayStore.pending = list(ReplayStore.pending), []
        try:
            entries = self._entries()
            files = [(n, p) for n, p, regular in entries if regular]
        except OSError as e:
            why = str(e.strerror or e)
            return [], notes + [Note(f"the replays folder {self.folder} cannot be read ({why})",
                                     reason=why, folder=str(self.folder))]
        for _, p, regular in entries:   # a FIFO or device by a replay's name: said once
            if not regular and not p.is_symlink() and not p.is_dir():
                notes.append(_not_a_file(p))
        rows = []
        for _, p in reversed(files):
            try:
                rows.append(read_summary(p))
            except Missing:
                continue
            except Unreadable as e:   # a permission problem: said, not listed, untouched
                notes.append(unreadable_message(p, str(e)))
            except NOT_OURS as e:     # another build's replay: not listed, untouched
                log.info("replays: %s skipped (%s)", p.name, e)
            except CorruptFile as e:
                notes.append(quarantine_message(p, str(e)))
        return rows, notes

    def load(self, path: Path) -> tuple[Record | None, str | None]:
        """The verified record, or a message (a bad file is moved aside)."""
        rec, message = read_json_or_quarantine(path, record_from_json)
        if rec is None and message is None:
            message = f"{Path(path).name} is no longer there"
        return rec, message

    @staticmethod
    def summary(path: Path) -> dict[str, Any] | None:
        """`read_summary`, or None for a bad file (nothing is moved)."""
        try:
            return read_summary(path)
        except CorruptFile:
            return None


def _not_a_file(path: Path) -> Note:
    """Move an entry with a replay's name that is no file (a FIFO, a
    device) aside as `<name>.corrupt-<n>` and say so: said once, as the
    next listing no longer finds it. (A folder is the player's own and is
    left alone; a symbolic link is read through.)"""
    try:
        _check_kind(path, limits.RECORD.max_bytes)
        reason = "it is not a regular file"
    except CorruptFile as e:
        reason = str(e)
    return quarantine_message(path, reason)


# -- export ------------------------------------------------------------------------
def trace_lines(rec: Record) -> list[str]:
    """The record as the rule book's JSON Lines trace (without newlines)."""
    rules = kits.rules_module(rec.game)
    states = replay_states(rec.game, rec.initial_state, rec.actions)
    lines = [step_line(s, a["actor"], a["action"]) for s, a in zip(states, rec.actions)]
    lines.append(final_line(rec.game, states[-1], rules.result(rules.from_json(states[-1]))))
    return lines


# -- verification ---------------------------------------------------------------------
def read_any(path: Path) -> tuple[str, Any]:
    """`("record", dict)` or `("trace", iterator of (line_no, obj))` — a
    trace is read lazily, so its first bad line stops the reading.
    CorruptFile for anything else (missing, not a regular file, too large,
    not JSON, empty)."""
    path = Path(path)
    _check_kind(path, limits.MAX_TRACE_BYTES)
    lines = iter_json_lines(path)
    try:
        first = next(lines, None)
    except CorruptFile as e:   # a pretty-printed record's "{" is no JSON alone
        if "line 1" not in str(e):
            raise
        first = None
        obj = read_json(path, kind=limits.RECORD)
        if isinstance(obj, dict) and "format" in obj:
            return "record", obj
        raise CorruptFile("not a replay, save or trace") from None
    if first is None:
        raise CorruptFile("the file is empty")
    if isinstance(first[1], dict) and "format" in first[1]:
        if next(lines, None) is not None:
            raise CorruptFile("a save or replay followed by more lines")
        return "record", first[1]
    return "trace", upgrade_trace(chain([first], lines))  # rows from before 'first'/'turn'


def verify_record(data: Any) -> Verdict:
    """OK, or the first action that does not replay (`Mismatch`); a record
    whose fields are invalid raises CorruptFile."""
    try:
        rec = record_from_json(data)
    except Mismatch as e:  # its message names the action
        return Verdict(False, f"MISMATCH: {e}")
    return Verdict(True, f"OK: {rec.game}, {len(rec.actions)} actions replayed to the saved state")


def _game_of(no: int, obj: Any) -> str:
    if not isinstance(obj, dict):
        raise CorruptFile(f"line {no} is not a JSON object")
    state = obj.get("state", obj.get("final"))
    game = state.get("game") if isinstance(state, dict) else None
    try:
        kits.rules_module(game)
    except (ValueError, TypeError, KeyError):
        raise CorruptFile(f"line {no}: no known game in the state ({_why_game(game)})") from None
    return game


def _why_game(game: Any) -> str:
    return "none given" if game is None else f"{str(game)[:40]!r} is not one of {', '.join(kits.names())}"


#: The keys of every trace line but the last (`kits.trace.step_line`).
_STEP_KEYS = {"state", "actor", "action"}


def verify_trace(rows: Iterable[tuple[int, Any]], collect: dict[str, Any] | None = None) -> Verdict:
    """Each line's action applied to its state gives the next line's state;
    the last line's `final` and result fields match. Lines are consumed
    one at a time. CorruptFile (status 2) for a line that is not a trace
    line at all (not an object, unknown game, a state the rules refuse);
    a Verdict mismatch for a well-formed trace that does not add up.
    `collect`, if given, receives "first" and "final" (states) and
    "actions" (`{actor, action}` entries) — all a record needs."""
    it = iter(rows)
    head = next(it, None)
    if head is None:
        raise CorruptFile("the file is empty")
    game = _game_of(*head)
    rules = kits.rules_module(game)
    expected = None  # the state the previous line's action led to
    prev_no = None
    count = 0
    cur: tuple[int, Any] | None = head
    while cur is not None:
        no, obj = cur
        nxt = next(it, None)
        last = nxt is None
        if not isinstance(obj, dict):
            raise CorruptFile(f"line {no} is not a JSON object")
        if last != ("final" in obj):
            what = "the last line must be the final line" if last else "a final line before the end"
            return Verdict(False, f"MISMATCH line {no}: {what}", no)
        if not last and obj.keys() - _STEP_KEYS:   # nothing else rides along (a padded trace)
            extra = sorted(str(k)[:40] for k in obj.keys() - _STEP_KEYS)[:3]
            raise CorruptFile(f"line {no} is not a trace line (it has {', '.join(map(repr, extra))} "
                              f"beside state, actor and action)")
        key = "final" if last else "state"
        try:
            state = rules.from_json(obj[key])
        except Exception as e:  # noqa: BLE001 — untrusted line: BadState or malformed
            raise CorruptFile(f"line {no}: not a valid {game} state ({_why(e)})") from None
        sj = rules.to_json(state)
        if collect is not None:
            collect.setdefault("first", sj)
            collect.setdefault("actions", [])
            if last:
                collect["final"] = sj
            else:
                collect["actions"].append({"actor": obj.get("actor"), "action": obj.get("action")})
        if expected is not None and sj != expected:
            return Verdict(False, f"MISMATCH line {no}: the state is not what line {prev_no}'s action leads to", no)
        if last:
            res = rules.result(state)
            if res is None:
                return Verdict(False, f"MISMATCH line {no}: the final state is not a finished game", no)
            want = final_fields(game, res)
            extra = {k: v for k, v in obj.items() if k != "final"}
            if extra != want:
                return Verdict(False, f"MISMATCH line {no}: the final result is {want}, the line says {extra}", no)
            break
        if obj.get("actor") != rules.actor(state):
            return Verdict(False, f"MISMATCH line {no}: actor {obj.get('actor')!r} but {rules.actor(state)!r} is to move", no)
        try:
            new, _ = rules.apply(state, obj.get("action"))
        except Exception as e:  # noqa: BLE001 — IllegalAction, or a malformed action
            return Verdict(False, f"MISMATCH line {no}: illegal action {str(obj.get('action'))[:120]} ({_why(e)})", no)
        expected = rules.to_json(new)
        prev_no = no
        count += 1
        cur = nxt
    return Verdict(True, f"OK: {game}, {count} actions replayed, final line matches")


def verify_file(path: Path) -> Verdict:
    kind, data = read_any(path)
    return verify_record(data) if kind == "record" else verify_trace(data)


def record_from_trace(rows: Iterable[tuple[int, Any]]) -> Record:
    """A verified trace as a record, read line by line (seats unknown: all
    "ai"; the seed is unknown too, so the record is for export only)."""
    got: dict[str, Any] = {}
    v = verify_trace(rows, got)
    if not v.ok:
        raise Mismatch(v.message, None)
    first = got["first"]
    n = first["seats"]   # the rules protocol's seat count (every game's JSON names it)
    return Record(game=first["game"], seats=[{"player": "ai", "name": f"{i + 1}"} for i in range(n)],
                  seed=0, initial_state=first, actions=got["actions"], state=got["final"])


def load_for_export(path: Path) -> Record:
    kind, data = read_any(path)
    if kind == "record":
        return record_from_json(data)
    return record_from_trace(data)
