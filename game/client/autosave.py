"""Autosaves written off the window's thread (issue #35: the frame that
played a move also serialised the whole game and waited for the disk).

One writer for the process keeps the order of what it is given: ``submit``
queues a write (replacing a queued one for the same file that has not
started: only the newest state of a save matters), ``flush`` waits until
everything queued is on disk. Whatever reads or moves the save files
flushes first (the recorder at a game's end and before setting an old game
aside, Continue, Undo); the interpreter flushes at exit. A write's OSError
is kept for the window to show (``take_error``).

Headless runs (``--frames``, tests) write at once, on their own thread: the
recorder uses this writer only in a live window."""
from __future__ import annotations

import atexit
import logging
import threading
from typing import Callable, Hashable

log = logging.getLogger(__name__)


class Writer:
    def __init__(self) -> None:
        self._jobs: list[tuple[Hashable, Callable[[], None]]] = []
        self._cond = threading.Condition()
        self._busy = False
        self._thread: threading.Thread | None = None
        self._error: OSError | None = None

    def submit(self, key: Hashable, job: Callable[[], None]) -> None:
        """Queue ``job`` (a write of the file ``key``) after everything queued."""
        with self._cond:
            if self._jobs and self._jobs[-1][0] == key:
                self._jobs[-1] = (key, job)     # a newer state of the same save: the older one is moot
            else:
                self._jobs.append((key, job))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
                atexit.register(self.flush)
            self._cond.notify_all()

    def flush(self, timeout: float = 30.0) -> bool:
        """Wait until every queued write is done; False if ``timeout`` passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._busy, timeout)

    def take_error(self) -> OSError | None:
        """The last write's OSError since asked (once), or None."""
        with self._cond:
            error, self._error = self._error, None
        return error

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._jobs))
                _key, job = self._jobs.pop(0)
                self._busy = True
            try:
                job()
            except OSError as e:
                log.warning("could not save the game: %s", e)
                with self._cond:
                    self._error = e
            except Exception:   # noqa: BLE001 — a bug must not stop every later save
                log.exception("autosave failed")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


#: The process's writer.
writer = Writer()


def flush() -> None:
    """Wait until every queued autosave is on disk."""
    writer.flush()
