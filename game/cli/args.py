"""Argument parsing that fails with one line and exit status 2, and
output that fails the same way (`guard_output`)."""
from __future__ import annotations

import argparse
import errno
import functools
import os
import sys
from typing import Any, Callable


from game.storage.validate import MAX_SEATS  # noqa: E402,F401  (no game is played by more)

#: The most games one `sim` plays (a million random Foodies games take
#: ~20 minutes on one core; the outcomes kept are ~48 bytes a game).
MAX_GAMES = 1_000_000


def max_jobs() -> int:
    """The most worker processes `sim` starts: one per core (at least 2)."""
    return max(2, os.cpu_count() or 1)


class UsageError(Exception):
    """Bad command-line input; printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def fail(message: str) -> int:
    """Say `message` as one line on stderr (if stderr can be written at all); 2."""
    try:
        print(f"error: {message}", file=sys.stderr, flush=True)
    except (OSError, AttributeError, ValueError):
        pass
    return 2


def positive_int(text: str) -> int:
    value = any_int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {_echo(text)}")
    return value


def any_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {_echo(text)}") from None


def int_in(lo: int, hi: int | Callable[[], int], why: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number from `lo` to `hi` (or `hi()`),
    checked before anything is built from it; `why` says where the bound
    comes from ("one per core")."""
    def parse(text: str) -> int:
        value = any_int(text)
        top = hi() if callable(hi) else hi
        if not lo <= value <= top:
            raise argparse.ArgumentTypeError(
                f"must be {lo:,} to {top:,}{f' ({why})' if why else ''}, not {_echo(text)}")
        return value
    parse.__name__ = "whole number"   # argparse names the type in its own messages
    return parse


def _echo(text: str) -> str:
    """The argument as given, shortened: a 5000-digit number is not repeated."""
    return repr(text) if len(text) <= 24 else f"{text[:12]!r}… ({len(text)} characters)"


def speed_arg(text: str) -> float:
    """An animation-speed factor: a number > 0 (1 = normal) or "instant" (inf)."""
    import math
    if text.strip().lower() == "instant":
        return math.inf
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a speed: {text!r} (a number like 1 or 2.5, or 'instant')") from None
    if not value > 0 or math.isinf(value) or math.isnan(value):
        raise argparse.ArgumentTypeError(f"speed must be a number above 0, got {text}")
    return value


class OutputError(Exception):
    """Writing the command's output failed (`errno` says why)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.errno = error.errno


class _GuardedStream:
    """Stdout whose write errors become `OutputError` (so they are told
    apart from errors reading the command's files)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        if self._stream is None:   # stdout closed (`>&-`): Python has none
            raise OutputError(OSError(errno.EBADF, os.strerror(errno.EBADF)))
        try:
            return self._stream.write(text)
        except OSError as e:
            raise OutputError(e) from None

    def flush(self) -> None:
        if self._stream is None:
            return
        try:
            self._stream.flush()
        except OSError as e:
            raise OutputError(e) from None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def guard_output(command: Callable[..., int]) -> Callable[..., int]:
    """Run `command` (returning an exit status) so that its output never
    ends in a traceback: a reader that closed the pipe (``| head``) ends it
    quietly, as Unix tools do; any other write error (``> /dev/full``) is
    one line on stderr. Both exit with status 2. The output is flushed
    before returning, so the error is seen here and not at interpreter exit.
    Ctrl-C ends the command quietly too (status 130, 128 + SIGINT)."""
    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> int:
        real = sys.stdout
        sys.stdout = _GuardedStream(real)  # type: ignore[assignment]
        try:
            try:
                code = command(*args, **kwargs)
            except SystemExit:   # argparse's --help: its text must reach the reader too
                sys.stdout.flush()
                raise
            sys.stdout.flush()
            return code
        except OutputError as e:
            _silence(real)
            if e.errno != errno.EPIPE:
                fail(f"cannot write the output: {e}")
            return 2
        except KeyboardInterrupt:   # Ctrl-C: stop quietly, as Unix tools do
            return 130
        finally:
            sys.stdout = real
    return run


def _silence(stream: Any) -> None:
    """Point the failed stream at the null device, so that what is still in
    its buffer cannot fail again when Python exits."""
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return   # not a real file (a test's capture)
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except OSError:
        pass
