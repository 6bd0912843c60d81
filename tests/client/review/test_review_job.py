"""The review's slicing (game/client/review/job.py): a slice of engine
units never overruns its budget — counted in units, or in CPU time with a
clock the test controls — and slicing never changes the result."""
from __future__ import annotations

import pytest

from game import kits
from game.ai.review import Review
from game.client.review.job import RECENT_SLICES, FrameBudget, ReviewJob, reviewed_seat
from game.kits import coaching
from tests.client.review.review_records import COACHED, ai_record, short_record

each_game = pytest.mark.parametrize("kit", COACHED, ids=lambda k: k.name)


def judged(decisions):
    return [(d.ply, d.seat, d.verdict, d.action, d.best, round(d.loss, 9)) for d in decisions]


@each_game
def test_unit_slices_keep_their_count_and_the_result(kit):
    rec = short_record(kit.name)
    job = ReviewJob(rec)
    counts = []
    while not job.done:
        counts.append(job.run_slice(max_units=97))
    assert max(counts) <= 97 and counts[-1] >= 1
    assert sum(counts) == job.units and len(counts) == job.slices
    assert job.units > 97 * 3, "the work spreads over many slices"
    assert job.progress.done == job.progress.total == job.review.total
    engine = Review(coaching.coach_module(kit.name), kits.rules_module(kit.name), rec.initial_state,
                    rec.actions, [0]).run()
    assert judged(job.decisions) == judged(engine)


class FakeClock:
    """A thread clock the test winds: each read after an engine unit moves
    on by that unit's cost (``costs`` cycles)."""

    def __init__(self, costs):
        self.costs, self.i, self.now = costs, 0, 0.0

    def __call__(self):
        return self.now

    def tick(self):
        self.now += self.costs[self.i % len(self.costs)]
        self.i += 1


def timed_job(clock: FakeClock) -> ReviewJob:
    """A review of a short Rodízio record whose every engine unit costs
    what ``clock`` says."""
    job = ReviewJob(short_record("rodizio"), clock=clock)
    real = job._gen

    def work():
        for p in real:
            clock.tick()
            yield p
    job._gen = work()
    return job


@pytest.mark.parametrize("costs", [[0.001], [0.0005, 0.003, 0.0002], [0.002, 0.0001, 0.0001, 0.0025]])
def test_timed_slices_stay_within_the_budget(costs, monkeypatch):
    """With units that cost what ``costs`` says, a slice of 8 ms stops
    before the unit that could overrun: no slice exceeds 8 ms once every
    unit size has been seen (recently), and only a unit larger than those
    may push one slice over (by less than that unit)."""
    job = timed_job(FakeClock(costs))
    biggest = max(costs)
    slices = []
    while not job.done:
        before = job.worst_unit
        job.run_slice(seconds=0.008)
        slices.append((job.last_slice, before))
    for spent, seen in slices:
        if seen >= biggest:
            assert spent <= 0.008 + 1e-12
        else:
            assert spent <= 0.008 + biggest
    assert max(s for s, _ in slices[1:]) <= 0.008 + 1e-12
    assert len(slices) > 10


def test_one_slow_unit_does_not_slow_every_later_slice():
    """A first unit of 17 ms (a cold cache) guards only the next
    ``RECENT_SLICES`` slices: afterwards slices run many units again."""
    job = timed_job(FakeClock([0.017] + [0.0001] * 10 ** 6))
    per_slice = []
    while not job.done:
        per_slice.append(job.run_slice(seconds=0.008))
    assert job.worst_unit == pytest.approx(0.017)
    assert per_slice[1:RECENT_SLICES + 1] == [1] * RECENT_SLICES, "right after it, a unit per slice"
    later = per_slice[RECENT_SLICES + 1:-1]
    assert later and min(later) >= 70, "then about 8 ms / 0.1 ms units a slice"
    assert len(per_slice) < RECENT_SLICES + 2 + job.units // 70


def test_the_frame_budget_is_shared_by_the_ticks_of_a_frame():
    b = FrameBudget(0.008)
    assert b.left(1) == 0.008
    b.spend(0.005)
    assert b.left(1) == pytest.approx(0.003)
    b.spend(0.004)
    assert b.left(1) == 0.0
    assert b.left(2) == 0.008   # a new frame


def test_the_reviewed_seat():
    rec = ai_record("rodizio", seats=3, humans=(1,))
    assert reviewed_seat(rec) == 1
    assert reviewed_seat(rec, 2) == 2
    for s in rec.seats:
        s["player"] = "hard"
    assert reviewed_seat(rec) == 0
    job = ReviewJob(rec, 2)
    job.finish()
    assert job.decisions and {d.seat for d in job.decisions} == {2}
