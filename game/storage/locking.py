"""One advisory lock per store (``stats.lock``, ``progress.lock``): every
update of a store re-reads its file and replaces it under this lock, so two
windows never undo each other's writes. Where the platform has no
``fcntl`` the atomic write still holds (a last write wins).

A lock file that is not a file — a folder would fail every write forever,
a FIFO is nothing to lock — is moved aside as ``<name>.corrupt-<n>``
(kept, never deleted) and made anew, once; an unopenable one is one
sentence naming it. Nothing here imports pygame."""
from __future__ import annotations

import contextlib
import errno
import os
import stat
from pathlib import Path
from typing import Iterator

from game.storage.jsonio import quarantine


@contextlib.contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Hold the lock file ``path`` (its folder made if needed) while inside."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        import fcntl
    except ImportError:   # no advisory locks here: the atomic write still holds
        yield
        return
    fd = _open_lock(path)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)   # closing releases the lock (so does being killed)


def _open_lock(path: Path) -> int:
    """A descriptor on the lock file ``path`` (created if absent). Anything
    else by that name — a folder would fail every game's record forever, a
    FIFO is no file to lock — is moved aside as ``<name>.corrupt-<n>``
    (kept, never deleted) and the lock made anew; OSError with one sentence
    naming it when that cannot be done."""
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    for attempt in (1, 2):
        try:
            fd = os.open(path, flags, 0o644)
        except IsADirectoryError:
            fd = None
        except PermissionError as e:
            raise OSError(e.errno, f"the lock file {path.name} cannot be opened "
                                   f"({e.strerror}): check its permissions") from None
        if fd is not None:
            if stat.S_ISREG(os.fstat(fd).st_mode):
                return fd
            os.close(fd)
        if attempt == 2:
            break
        try:
            moved = quarantine(path)
        except OSError as e:
            raise OSError(e.errno, f"{path.name} is not a file and cannot be moved aside "
                                   f"({e.strerror or e}): remove it") from None
        import logging
        logging.getLogger(__name__).warning("%s was not a file; kept as %s",
                                            path.name, moved.name)
    raise OSError(errno.EEXIST, f"{path.name} is not a file: remove it")
