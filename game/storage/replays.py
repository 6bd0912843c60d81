"""Finished games kept as replays, and checks of replay/trace files.

- `ReplayStore` keeps the last `KEEP` (20) finished games as
  `<data>/replays/replay-<n>.json` (a save record, format
  `rodizio-foodies/replay`, plus `"result"`); older ones are deleted.
- `verify_file(path)` accepts a replay/save record *or* a rule-book trace
  (JSON Lines from `python -m game trace`) and returns a `Verdict`:
  ok, or the first mismatch (for traces with its 1-based line number).
  An unreadable file raises `CorruptFile` (the CLI: one line, status 2).
- `trace_lines(record)` is the record as trace lines, byte-identical in
  form to `python -m game trace` (same separators, same final keys)."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import kits
from game.kits.trace import dumps, final_line, step_line  # noqa: F401  (dumps: this module's API)
from game.rules import registry
from game.rules.errors import BadState, IllegalAction
from game.storage import paths
from game.storage.jsonio import CorruptFile, read_json_or_quarantine, write_json_atomic
from game.storage.saves import (REPLAY_FORMAT, Mismatch, Record, record_from_json,
                                replay_states)

KEEP = 20

def final_fields(game: str, result: dict[str, Any]) -> dict[str, Any]:
    """The rule book's final trace fields of a result (the game kit's keys)."""
    return kits.get(game).final_fields(result)


@dataclass
class Verdict:
    ok: bool
    message: str          # "OK: ..." or what the first mismatch is
    line: int | None = None


# -- the store -----------------------------------------------------------------
class ReplayStore:
    def __init__(self, folder: Path | None = None, keep: int = KEEP) -> None:
        self.folder = Path(folder) if folder is not None else paths.data_dir() / "replays"
        self.keep = keep

    def _files(self) -> list[tuple[int, Path]]:
        if not self.folder.is_dir():
            return []
        out = []
        for p in self.folder.iterdir():
            m = re.fullmatch(r"replay-(\d+)\.json", p.name)
            if m:
                out.append((int(m.group(1)), p))
        return sorted(out)

    def add(self, rec: Record) -> Path:
        """Keep a finished game; the oldest beyond `keep` are deleted."""
        files = self._files()
        n = files[-1][0] + 1 if files else 1
        path = self.folder / f"replay-{n:05d}.json"
        write_json_atomic(path, rec.to_json(REPLAY_FORMAT))
        for _, old in self._files()[:-self.keep]:
            old.unlink(missing_ok=True)
        return path

    def list(self) -> list[Path]:
        """Replay files, newest first."""
        return [p for _, p in reversed(self._files())]

    def load(self, path: Path) -> tuple[Record | None, str | None]:
        """The verified record, or a message (a bad file is moved aside)."""
        return read_json_or_quarantine(path, record_from_json)

    @staticmethod
    def summary(path: Path) -> dict[str, Any] | None:
        """Cheap listing data (unverified): game, created, seats, result."""
        try:
            d = json.loads(Path(path).read_text(encoding="utf-8"))
            return {"game": d["game"], "created": d.get("created", ""), "seats": d["seats"],
                    "result": d.get("result"), "plies": len(d["actions"]), "path": Path(path)}
        except (OSError, ValueError, KeyError, TypeError):
            return None


# -- export ------------------------------------------------------------------------
def trace_lines(rec: Record) -> list[str]:
    """The record as the rule book's JSON Lines trace (without newlines)."""
    rules = registry.load(rec.game)
    states = replay_states(rec.game, rec.initial_state, rec.actions)
    lines = [step_line(s, a["actor"], a["action"]) for s, a in zip(states, rec.actions)]
    lines.append(final_line(rec.game, states[-1], rules.result(rules.from_json(states[-1]))))
    return lines


# -- verification ---------------------------------------------------------------------
def read_any(path: Path) -> tuple[str, Any]:
    """`("record", dict)` or `("trace", [(line_no, obj), ...])`; CorruptFile
    for anything else (missing, not JSON, empty)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise CorruptFile(f"cannot read {path}: {getattr(e, 'strerror', None) or e}") from None
    try:
        obj = json.loads(text)
        if isinstance(obj, dict) and "format" in obj:
            return "record", obj
        if isinstance(obj, dict):  # a one-line trace
            return "trace", [(1, obj)]
        raise CorruptFile(f"{path}: not a replay, save or trace")
    except json.JSONDecodeError:
        pass
    rows = []
    for no, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            rows.append((no, json.loads(line)))
        except json.JSONDecodeError as e:
            raise CorruptFile(f"{path}: line {no} is not JSON ({e.msg})") from None
    if not rows:
        raise CorruptFile(f"{path}: empty file")
    return "trace", rows


def verify_record(data: Any) -> Verdict:
    try:
        rec = record_from_json(data)
    except CorruptFile as e:  # Mismatch included: its message names the action
        return Verdict(False, f"MISMATCH: {e}")
    return Verdict(True, f"OK: {rec.game}, {len(rec.actions)} actions replayed to the saved state")


def verify_trace(rows: list[tuple[int, Any]]) -> Verdict:
    """Each line's action applied to its state gives the next line's state;
    the last line's `final` and result fields match."""
    if not all(isinstance(o, dict) for _, o in rows):
        no = next(n for n, o in rows if not isinstance(o, dict))
        return Verdict(False, f"MISMATCH line {no}: not a JSON object", no)
    first = rows[0][1]
    game = (first.get("state") or first.get("final") or {}).get("game") if isinstance(
        first.get("state") or first.get("final"), dict) else None
    if game not in kits.names():
        return Verdict(False, f"MISMATCH line {rows[0][0]}: no known game in the state", rows[0][0])
    rules = registry.load(game)
    expected = None  # the state the previous line's action led to
    for i, (no, obj) in enumerate(rows):
        last = i == len(rows) - 1
        if last != ("final" in obj):
            what = "the last line must be the final line" if last else "a final line before the end"
            return Verdict(False, f"MISMATCH line {no}: {what}", no)
        key = "final" if last else "state"
        try:
            state = rules.from_json(obj[key])
        except (BadState, ValueError, TypeError, KeyError) as e:
            return Verdict(False, f"MISMATCH line {no}: bad state ({e})", no)
        sj = rules.to_json(state)
        if expected is not None and sj != expected:
            return Verdict(False, f"MISMATCH line {no}: the state is not what line {rows[i - 1][0]}'s action leads to", no)
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
        except (IllegalAction, ValueError, TypeError, KeyError, AttributeError) as e:
            return Verdict(False, f"MISMATCH line {no}: illegal action {obj.get('action')} ({e})", no)
        expected = rules.to_json(new)
    return Verdict(True, f"OK: {game}, {len(rows) - 1} actions replayed, final line matches")


def verify_file(path: Path) -> Verdict:
    kind, data = read_any(path)
    return verify_record(data) if kind == "record" else verify_trace(data)


def record_from_trace(rows: list[tuple[int, Any]]) -> Record:
    """A verified trace as a record (seats unknown: all "ai")."""
    v = verify_trace(rows)
    if not v.ok:
        raise Mismatch(v.message, None)
    objs = [o for _, o in rows]
    first = objs[0].get("state", objs[0].get("final"))
    n = len(first["hands"])
    rec = Record(game=first["game"], seats=[{"player": "ai", "name": f"{i + 1}"} for i in range(n)],
                 seed=0, initial_state=first,
                 actions=[{"actor": o["actor"], "action": o["action"]} for o in objs[:-1]],
                 state=objs[-1]["final"])
    return rec


def load_for_export(path: Path) -> Record:
    kind, data = read_any(path)
    if kind == "record":
        return record_from_json(data)
    return record_from_trace(data)

