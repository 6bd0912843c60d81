"""The autosave writer (game/client/autosave.py): writes land in the
order given, a queued write of the same file gives way to a newer one,
flush waits for all of them, and a write's OSError is kept for the window."""
from __future__ import annotations

import threading

from game.client.autosave import Writer


def test_writes_land_in_order_and_a_queued_one_gives_way_to_a_newer_one():
    w = Writer()
    gate = threading.Event()
    done: list[str] = []
    w.submit("a", lambda: (gate.wait(5), done.append("a1")))   # running: holds the queue
    w.submit("b", lambda: done.append("b1"))
    w.submit("b", lambda: done.append("b2"))                  # replaces b1, still queued
    w.submit("a", lambda: done.append("a2"))
    gate.set()
    assert w.flush(10)
    assert done == ["a1", "b2", "a2"]


def test_a_failed_write_is_reported_once_and_the_next_ones_still_run():
    w = Writer()

    def fail() -> None:
        raise OSError(28, "No space left on device")
    done: list[int] = []
    w.submit("a", fail)
    w.submit("b", lambda: done.append(1))
    assert w.flush(10)
    error = w.take_error()
    assert isinstance(error, OSError) and error.errno == 28
    assert w.take_error() is None
    assert done == [1]
