"""Animations a Timeline runs: Tween (eased value), Call (run a function), Wait.

Every animation has `duration` (seconds at speed 1), `start()` (called once
when the timeline starts it) and `apply(elapsed)` (set the value for
`elapsed` seconds since start; `elapsed >= duration` means the end)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.client.anim import ease as _ease

Value = Any  # a number or a tuple/list of numbers


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length sequences of numbers (tuples out)."""
    if isinstance(a, (tuple, list)):
        if len(a) != len(b):
            raise ValueError("tween start and end differ in length")
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Drive `setter(value)` from `start` to `end` over `duration` seconds.

    `start` may be None together with `getter`: the start value is then read
    when the tween starts (so a queued tween continues from wherever the
    previous one left the object). At the end `setter(end)` is called with
    `end` exactly, whatever the easing."""

    def __init__(self, setter: Callable[[Value], None], start: Value | None, end: Value,
                 duration: float, ease: Callable[[float], float] = _ease.linear,
                 *, getter: Callable[[], Value] | None = None,
                 on_done: Callable[[], None] | None = None):
        if duration < 0:
            raise ValueError("duration must be >= 0")
        if start is None and getter is None:
            raise ValueError("Tween needs a start value or a getter")
        self.setter = setter
        self.start_value = start
        self.end = end
        self.duration = float(duration)
        self.ease = ease
        self.getter = getter
        self.on_done = on_done
        self._from: Value = start

    @classmethod
    def attr(cls, obj: Any, name: str, end: Value, duration: float,
             ease: Callable[[float], float] = _ease.linear, *, start: Value | None = None,
             on_done: Callable[[], None] | None = None) -> "Tween":
        """Tween `obj.<name>`; starts from its value when the tween begins
        unless `start` is given."""
        return cls(lambda v: setattr(obj, name, v), start, end, duration, ease,
                   getter=lambda: getattr(obj, name), on_done=on_done)

    def start(self) -> None:
        self._from = self.start_value if self.start_value is not None else self.getter()
        if isinstance(self._from, list):
            self._from = tuple(self._from)

    def apply(self, elapsed: float) -> None:
        if self.duration <= 0 or elapsed >= self.duration:
            self.setter(self.end)
            return
        t = max(0.0, elapsed / self.duration)
        self.setter(lerp(self._from, self.end, self.ease(t)))

    def finish(self) -> None:
        if self.on_done is not None:
            self.on_done()


class Call:
    """Run `fn()` once, taking no time."""

    duration = 0.0

    def __init__(self, fn: Callable[[], Any]):
        self.fn = fn

    def start(self) -> None:
        pass

    def apply(self, elapsed: float) -> None:
        pass

    def finish(self) -> None:
        self.fn()


class Wait:
    """Do nothing for `duration` seconds (a pause in a sequence)."""

    def __init__(self, duration: float):
        if duration < 0:
            raise ValueError("duration must be >= 0")
        self.duration = float(duration)

    def start(self) -> None:
        pass

    def apply(self, elapsed: float) -> None:
        pass

    def finish(self) -> None:
        pass


class Group:
    """Run several animations together as one (finishes with the longest)."""

    def __init__(self, items: Sequence[Any]):
        self.items = list(items)
        self.duration = max((i.duration for i in self.items), default=0.0)

    def start(self) -> None:
        for i in self.items:
            i.start()

    def apply(self, elapsed: float) -> None:
        for i in self.items:
            i.apply(elapsed)

    def finish(self) -> None:
        for i in self.items:
            i.finish()
