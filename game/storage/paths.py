"""Where player data lives.

`data_root()` is `$RODIZIO_FOODIES_HOME` when set (tests point it at a temp
dir so they never touch the real home), else platformdirs' user data dir
for "rodizio-foodies"; it touches nothing. `data_dir()` is the same folder,
created on demand (OSError when it cannot be: e.g. a *file* has that name).
`data_dir_problem()` says in one sentence why the folder is unusable, or
None; `clean_stale_temp()` removes temp files left by killed writes;
`LogFile` is the error log's handler, which never complains on stderr."""
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


def log_path() -> Path:
    """The client's error log (one file, appended). Anything else by that
    name (a FIFO would block the first write forever, a folder would fail
    it) is moved aside as `client.log.corrupt-<n>` first."""
    logs = data_dir() / "logs"
    logs.mkdir(parents=True, exist_ok=True)
    path = logs / "client.log"
    if os.path.lexists(path) and not path.is_file():
        from game.storage.jsonio import quarantine
        quarantine(path)
    return path


class LogFile(logging.FileHandler):
    """The client's log file (appended, opened on the first record). When
    the log cannot be written — a full disk, the very disk a save just
    failed on — the record is dropped without a word: the standard
    handler would print a "--- Logging error ---" traceback to stderr on
    every failed save, and the game already tells the player (a toast).
    The next record tries again (the disk may have room by then)."""

    def __init__(self, path: Path | str) -> None:
        super().__init__(path, encoding="utf-8", delay=True)

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
