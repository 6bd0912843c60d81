"""Atomic JSON files that are never silently lost.

- `write_json_atomic` writes a temp file in the same directory, fsyncs it
  and `os.replace`s it over the target, so a crash leaves either the old
  or the new file, never half of one.
- `read_json_or_quarantine` returns the parsed object; if the file cannot
  be used (bad JSON, wrong shape) it is renamed to `<name>.corrupt-<n>`
  (first free n) and a message naming that file is returned instead."""
from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any, Callable


class CorruptFile(ValueError):
    """The file exists but its content cannot be used; `str()` says why."""


def write_json_atomic(path: Path, obj: Any) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(obj, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def quarantine(path: Path) -> Path:
    """Rename `path` to `<name>.corrupt-<n>` (first free n >= 1); return the new path."""
    path = Path(path)
    n = 1
    while True:
        target = path.with_name(f"{path.name}.corrupt-{n}")
        if not target.exists():
            os.replace(path, target)
            return target
        n += 1


def read_json_or_quarantine(
    path: Path, validate: Callable[[Any], Any] | None = None
) -> tuple[Any | None, str | None]:
    """Return `(value, None)`, `(None, None)` if the file is absent, or
    `(None, message)` after moving a corrupt file aside.

    `validate(obj)` may transform the parsed JSON and raises `CorruptFile`
    (or ValueError/TypeError/KeyError) when it cannot be used."""
    path = Path(path)
    if not path.exists():
        return None, None
    try:
        with open(path, encoding="utf-8") as f:
            obj = json.load(f)
        if validate is not None:
            obj = validate(obj)
        return obj, None
    except (OSError, UnicodeDecodeError, ValueError, TypeError, KeyError) as e:
        reason = e.msg if isinstance(e, json.JSONDecodeError) else str(e)
        try:
            moved = quarantine(path)
        except OSError as e2:
            return None, f"{path.name} could not be read ({reason}) nor moved aside ({e2}); using defaults."
        return None, f"{path.name} was unreadable ({reason}); kept as {moved.name}."
