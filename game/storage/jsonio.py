"""Reading and writing the player's JSON files so that nothing hangs,
nothing crashes, nothing costs more than a real file could and nothing is
silently lost.

Reading (every loader — settings, saves, replays, traces, `decide` state
files — goes through here):

- `read_json(path, kind=...)` reads one JSON document of a `limits.Kind`
  (settings, a save or replay, a rule-book state). Only a *regular file* is
  opened (a FIFO, device or directory is refused after an `os.stat`, before
  any `open`; the open itself is non-blocking, so a file swapped for a FIFO
  in between cannot block either), at most the kind's ``max_bytes``; before
  parsing, its ``[``/``{`` and ``,`` bytes are counted against the kind's
  caps, so a file of a million empty arrays is refused without building
  them. Anything that makes the content unusable — not UTF-8, not JSON,
  NaN/Infinity, a number with too many digits or beyond 64 bits, nesting
  deeper than `MAX_DEPTH`, more values than a real file of that kind — raises
  `CorruptFile` with one clear sentence (no traceback material:
  RecursionError, the int-digit ValueError and UnicodeDecodeError are all
  turned into it). A missing file raises `Missing`, one this program may
  not open (permissions) `Unreadable` — both `CorruptFile`s, neither damage.
- `iter_json_lines(path)` streams a JSON Lines file (a trace) line by line:
  each line a `limits.TRACE_LINE`, the file at most `MAX_TRACE_BYTES`; it
  fails on the first bad line, naming it, without reading further.
- `read_json_or_quarantine(path, validate, kind)` is the loaders' front
  door: `(value, None)`, `(None, None)` when absent, `(None, message)`
  after moving an unusable file aside as `<name>.corrupt-<n>` (kept, never
  deleted), the message naming both files — or, for a file that cannot be
  opened, `(None, message)` saying so with the file left where it is.

Writing: `write_json_atomic` writes a temp file `<name>.<random>.tmp` in the
same directory, fsyncs it and `os.replace`s it over the target, so a crash
leaves either the old or the new file, never half of one. It never replaces
a file this program may not read (`check_replaceable`, the one guard every
store shares: settings, statistics, saves, replays): `WontReplace`, an
OSError whose sentence names the file — a history the player cannot read
today (chmod 000, another owner) is theirs again once its permissions are
fixed, so it is never written over with a fresh one. Temp files left
by a killed process are removed by the next write of the same file (every
command or tool that writes cleans its own) and, for every file, by
`clean_stale_temp` when the window starts."""
from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from game.storage import limits
from game.storage.limits import Kind


def __getattr__(name: str) -> Any:
    """``jsonio.json``: the json module, imported on first use (a start that
    reads no file never needs it: issue #35's first frame)."""
    if name == "json":
        import json
        return json
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: The largest document any reader accepts (a save or replay).
MAX_JSON_BYTES = limits.RECORD.max_bytes
#: One line of a trace.
MAX_LINE_BYTES = limits.TRACE_LINE.max_bytes
#: Nesting of arrays/objects: rule-book states nest about 5 deep.
MAX_DEPTH = 64
#: Integers beyond this magnitude (64 bits) appear in no file we write.
MAX_INT = 2 ** 64
#: A temp file older than this (seconds) belongs to no running write.
STALE_TMP_SECONDS = 60.0

_TMP_NAME = re.compile(r".+\.json\.[^.]+\.tmp")


class CorruptFile(ValueError):
    """The file cannot be used; `str()` says why in one sentence."""


class Missing(CorruptFile):
    """There is no file at that path."""


class Unreadable(CorruptFile):
    """The file is there but this program may not open it (its permissions,
    or its folder's): not damage — it is never moved aside."""


def upgrade_versions(data: dict, version: int, current: int,
                     upgraders: dict[int, Callable[[dict], dict]]) -> dict:
    """``data`` (a store's JSON at format ``version`` ≤ ``current``) brought
    up to ``current`` by ``upgraders[v]`` (format v -> v+1, each given its
    own copy), its ``version`` field stamped at each step; CorruptFile when
    a step has no upgrader (a format too old to read). The caller checks
    the version is a number and not newer than ``current`` first."""
    import copy
    while version < current:
        if version not in upgraders:
            raise CorruptFile(f"format version {version} is too old to read")
        data = upgraders[version](copy.deepcopy(data))
        version += 1
        data["version"] = version
    return data


def _cannot_open(e: OSError) -> CorruptFile:
    if isinstance(e, PermissionError):
        return Unreadable(f"it cannot be opened ({e.strerror or e}): check its permissions")
    return CorruptFile(f"cannot read it ({e.strerror or e})")


# -- reading ------------------------------------------------------------------------
def _check_kind(path: Path, limit: int) -> None:
    """CorruptFile unless `path` is a regular file of at most `limit` bytes."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        raise Missing("no such file") from None
    except OSError as e:
        raise _cannot_open(e) from None
    if stat.S_ISDIR(st.st_mode):
        raise CorruptFile("it is a folder, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise CorruptFile("it is not a regular file (a pipe or a device)")
    if st.st_size > limit:
        raise CorruptFile(f"it is too large ({st.st_size} bytes; at most {limit})")


def _open_regular(path: Path, limit: int):
    """A binary reader on `path`, which must be a regular file (see `_check_kind`)."""
    _check_kind(path, limit)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise Missing("no such file") from None
    except OSError as e:
        raise _cannot_open(e) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # swapped after the stat
            raise CorruptFile("it is not a regular file (a pipe or a device)")
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def check_shape(obj: Any, max_depth: int = MAX_DEPTH) -> None:
    """CorruptFile if `obj` nests deeper than `max_depth` or holds an integer
    beyond 64 bits. Iterative, and its memory is one iterator per level of
    nesting (never one entry per value), so it never recurses and never
    doubles the cost of a large document."""
    stack = [iter((obj,))]
    while stack:
        for o in stack[-1]:
            if isinstance(o, (dict, list)):
                if len(stack) > max_depth:
                    raise CorruptFile(f"it is nested more than {max_depth} levels deep")
                stack.append(iter(o.values() if isinstance(o, dict) else o))
                break
            if isinstance(o, int) and not isinstance(o, bool) and abs(o) > MAX_INT:
                raise CorruptFile("it holds a number too large to be real")
        else:
            stack.pop()


def check_counts(data: bytes | str, kind: Kind) -> None:
    """CorruptFile if the raw text holds more arrays/objects or commas than
    a real file of `kind` can (counted on the bytes, before parsing: a byte
    inside a string counts too, which only makes the bound safer)."""
    if isinstance(data, str):
        containers, commas = data.count("[") + data.count("{"), data.count(",")
    else:
        containers, commas = data.count(b"[") + data.count(b"{"), data.count(b",")
    if containers > kind.max_containers:
        raise CorruptFile(f"it holds far more than a real {kind.what} can ({containers} arrays "
                          f"and objects; at most {kind.max_containers})")
    if commas > kind.max_commas:
        raise CorruptFile(f"it holds far more than a real {kind.what} can ({commas} values; "
                          f"at most {kind.max_commas})")


def parse_json(data: bytes | str, max_depth: int = MAX_DEPTH, kind: Kind = limits.RECORD) -> Any:
    """Parse one JSON text of `kind` (its counts are checked first, see
    `check_counts`); CorruptFile (one sentence) for anything unusable."""
    check_counts(data, kind)
    try:
        text = data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data
    except UnicodeDecodeError as e:
        raise CorruptFile(f"it is not UTF-8 text (byte {e.start})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    import json   # here: a start with no file to read (the first) never loads it
    try:
        obj = json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as e:
        raise CorruptFile(f"it is not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except RecursionError:
        raise CorruptFile(f"it is nested more than {max_depth} levels deep") from None
    except ValueError as e:  # Python's int-digit limit, or NaN/Infinity
        what = "a number has too many digits" if "digit" in str(e) else str(e)
        raise CorruptFile(f"it is not usable JSON ({what})") from None
    except MemoryError:
        raise CorruptFile("it is too large to read") from None
    check_shape(obj, max_depth)
    return obj


def read_json(path: Path | str, *, kind: Kind = limits.RECORD) -> Any:
    """The parsed content of the regular file `path`, a file of `kind` (see
    the module doc); `Missing` if absent, `Unreadable` if it may not be
    opened, `CorruptFile` for anything else wrong."""
    path = Path(path)
    max_bytes = kind.max_bytes
    with _open_regular(path, max_bytes) as f:
        try:
            data = f.read(max_bytes + 1)
        except OSError as e:
            raise CorruptFile(f"cannot read it ({e.strerror or e})") from None
    if len(data) > max_bytes:  # grew after the stat
        raise CorruptFile(f"it is too large (more than {max_bytes} bytes)")
    return parse_json(data, kind=kind)


def iter_json_lines(path: Path | str, *, max_bytes: int | None = None,
                    line: Kind = limits.TRACE_LINE) -> Iterator[tuple[int, Any]]:
    """`(line_number, value)` for each non-blank line of a JSON Lines file,
    read one line at a time, each a file of kind `line`, the whole at most
    `max_bytes` (default `MAX_TRACE_BYTES`); CorruptFile naming the first
    bad line."""
    path = Path(path)
    max_bytes = limits.MAX_TRACE_BYTES if max_bytes is None else max_bytes
    max_line = line.max_bytes
    total = 0
    with _open_regular(path, max_bytes) as f:
        no = 0
        while True:
            try:
                text = f.readline(max_line + 1)
            except OSError as e:
                raise CorruptFile(f"cannot read it ({e.strerror or e})") from None
            if not text:
                return
            no += 1
            total += len(text)
            if len(text) > max_line:
                raise CorruptFile(f"line {no} is too long (more than {max_line} bytes)")
            if total > max_bytes:
                raise CorruptFile(f"it is too large (more than {max_bytes} bytes)")
            if not text.strip():
                continue
            try:
                yield no, parse_json(text, kind=line)
            except CorruptFile as e:
                raise CorruptFile(f"line {no}: {e}") from None


class OtherRules(CorruptFile):
    """A record written under other rules than this program's (another
    rules version or content digest, `GameKit.rules_stamp`): not corrupt.
    `read_json_or_quarantine` sets it aside as `<name>.other-rules-<n>` and
    returns its message, which says so."""


def quarantine(path: Path, tag: str = "corrupt") -> Path:
    """Rename `path` to `<name>.<tag>-<n>` (first free n >= 1); return the new path."""
    path = Path(path)
    n = 1
    while True:
        target = path.with_name(f"{path.name}.{tag}-{n}")
        if not os.path.lexists(target):
            os.replace(path, target)
            return target
        n += 1


def read_json_or_quarantine(
    path: Path, validate: Callable[[Any], Any] | None = None, kind: Kind = limits.RECORD
) -> tuple[Any | None, str | None]:
    """Return `(value, None)`, `(None, None)` if the file is absent,
    `(None, message)` after moving an unusable file aside, or `(None,
    message)` with `message.unreadable` for a file that may not be opened
    (left where it is: a permission problem is not damage).

    `validate(obj)` may transform the parsed JSON and raises `CorruptFile`
    (or ValueError/TypeError/KeyError) when it cannot be used."""
    path = Path(path)
    try:
        obj = read_json(path, kind=kind)
        if validate is not None:
            obj = validate(obj)
        return obj, None
    except Missing:
        return None, None
    except Unreadable as e:
        return None, unreadable_message(path, str(e))
    except OtherRules as e:
        try:
            moved = quarantine(path, "other-rules")
        except OSError:
            return None, Note(str(e), file=path.name, reason=str(e), rules=True)
        return None, Note(f"{e} (kept as {moved.name})", file=path.name, kept=moved.name,
                          reason=str(e), rules=True)
    except (CorruptFile, ValueError, TypeError, KeyError, RecursionError) as e:
        reason = str(e) if isinstance(e, CorruptFile) else f"{type(e).__name__}: {e}"
        if isinstance(e, RecursionError):
            reason = "it is nested too deeply"
    return None, quarantine_message(path, reason)


class Note(str):
    """A message about a file (an English sentence, for logs and the command
    line) that also carries its parts, so a screen can say it in the
    player's language: `file` (the name), `kept` (its new name, or None if
    it could not be moved), `reason` (English), `folder` (a folder that
    could not be read, else None), `rules` (True: the file is sound but was
    written under other rules — `OtherRules` — not damaged), `unreadable`
    (True: the file may not be opened — `Unreadable` — and was left where
    it is)."""

    file: str | None
    kept: str | None
    reason: str
    folder: str | None
    rules: bool
    unreadable: bool

    def __new__(cls, text: str, *, file: str | None = None, kept: str | None = None,
                reason: str = "", folder: str | None = None, rules: bool = False,
                unreadable: bool = False) -> "Note":
        note = super().__new__(cls, text)
        note.file, note.kept, note.reason, note.folder, note.rules = file, kept, reason, folder, rules
        note.unreadable = unreadable
        return note


def unreadable_message(path: Path, reason: str) -> Note:
    """Say that `path` may not be opened and was left as it is."""
    name = Path(path).name
    return Note(f"{name} {reason.removeprefix('it ')}; it was left where it is.", file=name,
                reason=reason, unreadable=True)


def quarantine_message(path: Path, reason: str) -> Note:
    """Move `path` aside and say so (or say why it could not be moved)."""
    path = Path(path)
    try:
        moved = quarantine(path)
    except OSError as e2:
        return Note(f"{path.name} could not be read ({reason}) nor moved aside ({e2.strerror or e2}).",
                    file=path.name, reason=reason)
    return Note(f"{path.name} was unreadable ({reason}); kept as {moved.name}.",
                file=path.name, kept=moved.name, reason=reason)


# -- writing ---------------------------------------------------------------------------
class WontReplace(PermissionError):
    """A store refused to replace a file it may not read (see
    `check_replaceable`); ``str()`` and ``strerror`` are one sentence,
    ``file`` the file's name."""

    def __init__(self, path: Path | str) -> None:
        self.file = Path(path).name
        super().__init__(errno.EACCES, f"{self.file} cannot be read (check its permissions), "
                                       "so it is not written over")

    def __str__(self) -> str:
        return self.strerror


def check_replaceable(path: Path | str) -> None:
    """`WontReplace` if `path` exists but this process may not open it for
    reading — the guard every store runs before putting a new file in its
    place (`write_json_atomic` does it itself). Absent, readable, or wrong
    in a way the replace itself reports (a folder): no objection. The open
    is non-blocking, so a FIFO there cannot hold it up."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags)
    except PermissionError:
        raise WontReplace(path) from None
    except OSError:
        return
    os.close(fd)


def write_json_atomic(path: Path, obj: Any) -> None:
    """Write `obj` to `path` atomically (see the module doc); first remove
    this file's own temp files left by a killed write (`clean_stale_temp`
    of `path`'s name). OSError propagates — `WontReplace` when `path` is
    there but may not be read; the old file is then intact."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    check_replaceable(path)
    clean_stale_temp(path.parent, name=path.name)
    import json
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


def clean_stale_temp(folder: Path, older_than: float = STALE_TMP_SECONDS,
                     now: float | None = None, name: str | None = None) -> list[Path]:
    """Delete `<name>.json.<random>.tmp` regular files in `folder` last
    modified more than `older_than` seconds ago (left by a killed write) —
    only those of the file `name` if given; returns what was removed.
    Never raises OSError."""
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not _TMP_NAME.fullmatch(entry.name):
            continue
        if name is not None and entry.name.rpartition(".")[0].rpartition(".")[0] != name:
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime > older_than:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed
