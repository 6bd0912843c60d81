"""A game's review computed a slice at a time (no pygame).

``ReviewJob(record, seat)`` wraps the engine's ``game.ai.review.Review``
for one seat of a record and runs, in slices, the record's positions for
the table (`game.client.records.rewind.Positions.build_steps`: a unit per
recorded action) and then the review's ``steps()`` generator — which
yields after every unit of the evaluation's work (a search node, a
sampled playout):

- ``run_slice(seconds=s)``: units until about ``s`` seconds of this
  thread's CPU time (``time.thread_time``) are used. A slice stops
  *before* a unit that could overrun: it runs another unit only while the
  time used plus the largest recent unit stays within ``s`` (the first
  unit of a slice always runs), so a slice overruns only when a unit is
  larger than every one of the last ``RECENT_SLICES`` slices. Only
  recent ones: a single slow unit (a cold cache, the first search of a
  position) must not leave every later slice at one unit (measured: a
  17 ms first unit made a 2-seat Rodízio review take 12 000 frames,
  200 s, instead of about 100).
- ``run_slice(max_units=n)``: exactly ``n`` units (or what is left) — the
  deterministic form headless runs and tests use, where the budget is
  counted in the engine's own work units rather than timed.

``FrameBudget`` shares ``REVIEW_SLICE_SECONDS`` among the ticks of one
window frame (a frame that runs catch-up ticks still reviews for at most
the budget in all). The decisions, the progress and the slice figures
(``slices``, ``units``, ``worst_slice``, ``worst_unit``) are read off the
job; ``failure`` holds the error when the record did not review (the scene
says so in a sentence, never a traceback)."""
from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any, Callable, Iterator

from game import kits
from game.ai.review import Decision, Progress, Review, Summary, summarize
from game.kits import coaching
from game.client.records.rewind import Positions

log = logging.getLogger(__name__)

#: Thread CPU time the review may use per frame in a live window: a review
#: screen draws in about 2 ms, so a 60 Hz frame (16.7 ms) keeps its pace
#: and the review gets about half a CPU second per second.
REVIEW_SLICE_SECONDS = 0.008
#: Engine work units per tick in deterministic (headless ``--frames``) runs.
UNITS_PER_TICK = 400
#: Slices whose largest unit still guards a timed slice (half a second at 60 Hz).
RECENT_SLICES = 30


def reviewed_seat(record: Any, seat: int | None = None) -> int:
    """``seat``, else the record's first human seat, else seat 0."""
    if seat is not None:
        return seat
    humans = [i for i, s in enumerate(record.seats) if s.get("player") == "human"]
    return humans[0] if humans else 0


class ReviewJob:
    def __init__(self, record: Any, seat: int | None = None,
                 clock: Callable[[], float] = time.thread_time) -> None:
        self.record = record
        self.seat = reviewed_seat(record, seat)
        self.clock = clock
        kit = kits.get(record.game)
        self.review = Review(coaching.coach_module(record.game), kit.rules_module(),
                             record.initial_state, record.actions, [self.seat],
                             [s.get("player", "") for s in record.seats])
        self.positions = Positions(record)
        self._gen = self._work()
        self.progress = Progress(0, self.review.total)
        self.done = False
        self.failure: Exception | None = None
        self.units = 0
        self.slices = 0
        self.worst_slice = 0.0   # thread seconds of the costliest slice
        self.worst_unit = 0.0    # ... and of the costliest single unit
        self._recent: deque[float] = deque(maxlen=RECENT_SLICES)   # each recent slice's largest unit
        self.last_slice = 0.0

    def _work(self) -> Iterator[Progress]:
        for _ in self.positions.build_steps():
            yield self.progress
        yield from self.review.steps()

    @property
    def decisions(self) -> list[Decision]:
        """The judged decisions so far, in play order."""
        return self.review.decisions

    def summary(self) -> Summary:
        return summarize(self.decisions, self.seat)

    def run_slice(self, seconds: float | None = None, max_units: int | None = None) -> int:
        """Advance the review by one slice (see the module docstring); the
        units run. Nothing happens once ``done``."""
        if self.done:
            return 0
        start = last = self.clock()
        ran = 0
        guard = max(self._recent, default=0.0)   # the next unit may cost as much as a recent one
        largest = 0.0
        while True:
            try:
                self.progress = next(self._gen)
            except StopIteration:
                self.done = True
            except Exception as e:  # noqa: BLE001 — a record that does not review: said on screen
                log.exception("the review of a %s record failed", self.record.game)
                self.failure, self.done = e, True
            now = self.clock()
            self.worst_unit = max(self.worst_unit, now - last)
            largest = max(largest, now - last)
            guard = max(guard, largest)
            last = now
            ran += 1
            if self.done or (max_units is not None and ran >= max_units):
                break
            if seconds is not None and now - start + guard > seconds:
                break
        self._recent.append(largest)
        self.units += ran
        self.slices += 1
        self.last_slice = last - start
        self.worst_slice = max(self.worst_slice, self.last_slice)
        if self.done and self.failure is None:
            self.progress = Progress(self.review.total, self.review.total)
        return ran

    def finish(self) -> None:
        """Run to the end at once (tests, tools)."""
        while not self.done:
            self.run_slice()


class FrameBudget:
    """The review's CPU time for the current window frame, shared by its ticks."""

    def __init__(self, seconds: float = REVIEW_SLICE_SECONDS) -> None:
        self.seconds = seconds
        self.frame: int | None = None
        self.spent = 0.0

    def left(self, frame: int) -> float:
        if frame != self.frame:
            self.frame, self.spent = frame, 0.0
        return max(0.0, self.seconds - self.spent)

    def spend(self, seconds: float) -> None:
        self.spent += seconds
