"""Keeping Python's cyclic garbage collector out of a live window's frames.

A full collection walks every object the process holds — after start-up
about 30,000 (modules, classes, functions, fonts, catalogs) — and took
14-26 ms of CPU on the machines measured (issue #35): one such pass in a
frame was a hitch longer than a whole 60 Hz frame. What the start-up made
lives as long as the window, so once the first frame is on screen it is
collected once and *frozen* (``gc.freeze``): later collections skip it
and cost what the objects made since cost (a table, the AIs' caches).
Garbage is still collected as before, and ``release`` (the window's loop
ending) returns the frozen objects to the collector, so a process that
opens many windows (the tests, the bench) frees each window's."""
from __future__ import annotations

import gc

_frozen = False


def freeze_start_up() -> None:
    """Collect once, then keep everything alive now out of later collections."""
    global _frozen
    gc.collect()
    gc.freeze()
    _frozen = True


def release() -> None:
    """Give the frozen objects back to the collector (``freeze_start_up`` undone)."""
    global _frozen
    if _frozen:
        gc.unfreeze()
        _frozen = False
