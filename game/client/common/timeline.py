"""Beats and the timeline that plays them (pure, no pygame).

Each game turns its rules core's events into *beats*. A beat changes the
game's table model when it starts (a card moves to its next place), may ask
for a sound, a visual effect or a message, and then lasts ``duration``
seconds of normal speed while the sprites glide. ``Timeline`` plays beats in
order, scaled by the animation-speed factor (``0`` or ``inf`` = instant:
every beat applies at once, in order, within one tick). Games subclass
``Beat`` to add their own fields."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass
class Beat:
    kind: str
    duration: float
    apply: Callable[[Any], None] | None = None
    sfx: str | None = None
    effect: dict[str, Any] | None = None
    message: tuple[str, dict[str, Any]] | None = None


def event_dict(ev: Any) -> dict[str, Any]:
    """An event as a dict whose ``"event"`` names its class (dicts from a
    trace already carry it, or ``"kind"``)."""
    if isinstance(ev, dict):
        return ev if "event" in ev else {**ev, "event": ev.get("kind")}
    d = {f.name: getattr(ev, f.name) for f in dataclasses.fields(ev)}
    d["event"] = type(ev).__name__
    return d


@dataclass
class Timeline:
    """Plays beats in order on a table model.

    ``on_beat(beat)`` is called as each beat starts (after its mutation) so
    the scene can retarget sprites, play sounds and show effects. ``speed``
    is a factor: 1 normal, 2 fast, 0.5 slow, ``0`` or ``inf`` instant."""

    model: Any
    on_beat: Callable[[Any], None] = lambda beat: None
    speed: float = 1.0
    queue: list = field(default_factory=list)
    _left: float = 0.0          # time left of the running beat (scaled)
    _running: Any = None

    def extend(self, beats: list) -> None:
        self.queue.extend(beats)

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self.queue)

    @property
    def running(self) -> Any:
        return self._running

    @property
    def instant(self) -> bool:
        """Speed ``0`` or ``inf`` (the framework's "instant") skip all waits."""
        return self.speed <= 0 or math.isinf(self.speed)

    def scaled(self, seconds: float) -> float:
        return 0.0 if self.instant else seconds / self.speed

    def update(self, dt: float) -> None:
        """Advance by ``dt``; starts as many beats as the time allows."""
        budget = dt
        while True:
            if self._running is not None:
                if self._left > budget:
                    self._left -= budget
                    return
                budget -= self._left
                self._running = None
            if not self.queue:
                return
            beat = self.queue.pop(0)
            if beat.apply is not None:
                beat.apply(self.model)
            self._running = beat
            self._left = self.scaled(beat.duration)
            self.on_beat(beat)

    def finish(self) -> None:
        """Apply every queued beat now (skip)."""
        speed, self.speed = self.speed, 0.0
        try:
            self.update(0.0)
        finally:
            self.speed = speed
        self._running = None
        self._left = 0.0
