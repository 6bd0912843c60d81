"""Where player data lives.

`data_root()` is `$RODIZIO_FOODIES_HOME` when set (tests point it at a temp
dir so they never touch the real home), else platformdirs' user data dir
for "rodizio-foodies"; it touches nothing. `data_dir()` is the same folder,
created on demand (OSError when it cannot be: e.g. a *file* has that name).
`data_dir_problem()` says in one sentence why the folder is unusable, or
None; `clean_stale_temp()` removes temp files left by killed writes;
`LogFile` is the error log's handler, which never complains on stderr;
`append_log` writes the narration log. Both logs are guarded (`open_log`:
never a blocking open, anything not a file moved aside) and capped
(`LOG_MAX_BYTES`, then rotated to `<name>.1`)."""
from __future__ import annotations

import logging
import os
from pathlib import Path

APP_NAME = "rodizio-foodies"
ENV_HOME = "RODIZIO_FOODIES_HOME"
#: Sub-folders that hold files written by `jsonio.write_json_atomic`.
SUBFOLDERS = ("saves", "replays")


def data_root() -> Path:
    """The data folder's path (not created, not checked)."""
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override)
    import platformdirs
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    path = data_root()
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir_problem() -> str | None:
    """None if the data folder exists (or was just created) and can be
    written; else one sentence naming it and what is wrong."""
    path = data_root()
    if path.exists() and not path.is_dir():
        return f"{path} is a file, not a folder"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        return f"{path} cannot be created ({e.strerror or e})"
    if not os.access(path, os.R_OK | os.W_OK | os.X_OK):
        return f"{path} cannot be written"
    return None


#: A log's size cap: past it the log becomes `<name>.1` (the one kept
#: before is dropped) and a new one starts, so each log holds at most
#: twice this on disk.
LOG_MAX_BYTES = 1024 * 1024


def log_path(name: str = "client.log") -> Path:
    """A log file in the data folder's `logs` (the client's error log by
    default; the narration log). Anything else by that name (a FIFO would
    block the first write forever, a folder would fail it) is moved aside
    as `<name>.corrupt-<n>` first."""
    logs = data_dir() / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    path = logs / name
    if os.path.lexists(path) and not path.is_file():
        from game.storage.jsonio import quarantine
        quarantine(path)
    return path


def open_log(path: Path | str):
    """The log `path` opened for appending text (created if absent). The
    open never blocks: a FIFO swapped in after `log_path` (which would
    hold the window up forever) or a folder is refused with OSError —
    never moved from here, as a handler may be pointed anywhere (a test's
    /dev/full: a character device is written as a file is)."""
    import stat
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_CLOEXEC", 0)
    fd = os.open(path, flags, 0o644)   # a FIFO with no reader: ENXIO, not a wait
    mode = os.fstat(fd).st_mode
    if not (stat.S_ISREG(mode) or stat.S_ISCHR(mode)):
        os.close(fd)
        raise OSError(f"{Path(path).name} is not a file (a pipe or a socket)")
    return os.fdopen(fd, "a", encoding="utf-8")


def append_log(path: Path | str, text: str, max_bytes: int | None = None) -> None:
    """Append `text` to the log `path` (`open_log`), first rotating it to
    `<name>.1` when it has reached `max_bytes` (default `LOG_MAX_BYTES`).
    OSError propagates."""
    path = Path(path)
    max_bytes = LOG_MAX_BYTES if max_bytes is None else max_bytes
    try:
        if os.stat(path).st_size >= max_bytes:
            os.replace(path, path.with_name(path.name + ".1"))
    except FileNotFoundError:
        pass
    with open_log(path) as f:
        f.write(text)


class LogFile(logging.FileHandler):
    """The client's log file (appended, opened on the first record, never
    with a blocking open: `open_log`; rotated to `client.log.1` past
    `LOG_MAX_BYTES`, as the standard RotatingFileHandler with one backup
    does — written out here because ``logging.handlers`` imports sockets,
    pickle and queues, ~6 ms of every start's CPU). When the log cannot be
    written — a full disk, the very disk a save just failed on — the record
    is dropped without a word: the standard handler would print a "---
    Logging error ---" traceback to stderr on every failed save, and the
    game already tells the player (a toast). The next record tries again
    (the disk may have room by then)."""

    def __init__(self, path: Path | str, max_bytes: int | None = None) -> None:
        super().__init__(path, mode="a", encoding="utf-8", delay=True)
        self.maxBytes = LOG_MAX_BYTES if max_bytes is None else max_bytes

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate()
            logging.FileHandler.emit(self, record)
        except Exception:   # noqa: BLE001 — logging's contract: handleError decides
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        """The record would take the file to ``maxBytes`` (a regular file
        only: a character device such as /dev/null is never rotated)."""
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes <= 0:
            return False
        self.stream.seek(0, 2)
        return self.stream.tell() + len(self.format(record)) + 1 >= self.maxBytes

    def _rotate(self) -> None:
        """The log becomes ``<name>.1`` (the one kept before is dropped); the
        next record opens a new one."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None   # type: ignore[assignment]
        os.replace(self.baseFilename, self.baseFilename + ".1")

    def _open(self):
        return open_log(self.baseFilename)

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 — logging's name
        stream = self.stream
        if stream is not None:   # what a failed flush kept must not fail at close either
            try:
                stream.close()
            except OSError:
                pass
            self.stream = None   # type: ignore[assignment]  (reopened on the next record)


def clean_stale_temp() -> list[Path]:
    """Remove temp files older than a minute (a killed write's leftovers)
    from the data folder and its sub-folders; never raises OSError."""
    from game.storage.jsonio import clean_stale_temp as clean
    root = data_root()
    removed = clean(root)
    for sub in SUBFOLDERS:
        removed += clean(root / sub)
    return removed
