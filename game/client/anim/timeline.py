"""A timeline of queued and parallel animations, advanced by fixed ticks.

Scheduling (each `add` returns a Handle):
- `add(a)` — queued: starts when everything added before it (and not yet
  finished) has finished.
- `add(a, parallel=True)` — starts together with the previously added item.
- `add(a, after=h)` — starts when handle `h` (or every handle in a list)
  has finished.
- `call(fn, ...)`, `wait(seconds, ...)` — same options.

Time: `update(dt)` advances the timeline clock by `dt * speed()`. Start and
end times are exact (an item that ends mid-tick hands the rest of the tick
to its successors), so results depend only on the sequence of dt values.
`speed()` returning `math.inf` (the "instant" setting) completes everything
queued on that update, in order, with every setter receiving its end value
and every callback called. `finish()` does the same on demand (skip).
Items finishing at the same instant finish in the order they were added."""
from __future__ import annotations

import math
from typing import Any, Callable, Iterable

from game.client.anim.tween import Call, Wait

PENDING, RUNNING, DONE = 0, 1, 2
# Summing 1/60 s ticks drifts by ulps; an end this close to the clock counts as reached,
# so an N-tick animation takes exactly N ticks.
EPS = 1e-9


class Handle:
    """One scheduled animation; `done` tells whether it has finished."""

    __slots__ = ("anim", "deps", "added_at", "seq", "state", "start_time", "end_time")

    def __init__(self, anim: Any, deps: list["Handle"], added_at: float, seq: int):
        self.anim = anim
        self.deps = deps
        self.added_at = added_at
        self.seq = seq
        self.state = PENDING
        self.start_time = 0.0
        self.end_time = 0.0

    @property
    def done(self) -> bool:
        return self.state == DONE

    @property
    def running(self) -> bool:
        return self.state == RUNNING


class Timeline:
    def __init__(self, speed: Callable[[], float] | float = 1.0):
        self._speed = speed if callable(speed) else (lambda s=float(speed): s)
        self.clock = 0.0
        self._items: list[Handle] = []  # not yet done, in add order
        self._seq = 0
        self._last: Handle | None = None

    # ---- scheduling --------------------------------------------------
    def add(self, anim: Any, *, parallel: bool = False,
            after: Handle | Iterable[Handle] | None = None) -> Handle:
        if after is not None:
            deps = [after] if isinstance(after, Handle) else list(after)
        elif parallel and self._last is not None:
            deps = list(self._last.deps)
        else:
            deps = list(self._items)
        self._seq += 1
        h = Handle(anim, deps, self.clock, self._seq)
        self._items.append(h)
        self._last = h
        return h

    def call(self, fn: Callable[[], Any], **kw: Any) -> Handle:
        return self.add(Call(fn), **kw)

    def wait(self, seconds: float, **kw: Any) -> Handle:
        return self.add(Wait(seconds), **kw)

    @property
    def busy(self) -> bool:
        return bool(self._items)

    def clear(self) -> None:
        """Drop everything queued or running without finishing it."""
        self._items.clear()
        self._last = None

    # ---- running -----------------------------------------------------
    def update(self, dt: float) -> None:
        factor = self._speed()
        if factor == math.inf:
            self.finish()
            return
        self._advance(self.clock + dt * factor, instant=False)

    def finish(self) -> None:
        """Complete every queued and running item now, in order."""
        self._advance(self.clock, instant=True)

    def _advance(self, target: float, *, instant: bool) -> None:
        while True:
            for h in self._items:
                if h.state == PENDING and all(d.state == DONE for d in h.deps):
                    start = max([h.added_at] + [d.end_time for d in h.deps])
                    h.start_time = min(start, target)
                    h.end_time = h.start_time if instant else h.start_time + h.anim.duration
                    h.state = RUNNING
                    h.anim.start()
            ending = [h for h in self._items if h.state == RUNNING
                      and (instant or h.end_time <= target + EPS)]
            if not ending:
                break
            h = min(ending, key=lambda x: (x.end_time, x.seq))
            if instant:
                h.end_time = min(h.end_time, target)
            h.anim.apply(h.anim.duration)
            h.state = DONE
            self._items.remove(h)
            # Items a callback adds start at this moment, not at the tick start.
            self.clock = max(self.clock, h.end_time)
            h.anim.finish()  # may add new items; the loop picks them up
        for h in self._items:
            if h.state == RUNNING:
                h.anim.apply(target - h.start_time)
        self.clock = target
