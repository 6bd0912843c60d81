"""``Thinking.step`` slices a decision on the thread's CPU clock: a slice
stops before a unit that would not fit, always moves on by at least one
unit, and however the work is sliced the decision is the one ``decide``
makes (the real agents: tests/ai/test_levels.py)."""
import pytest

from game.ai import base
from game.ai.base import Thinking, decide


def _burn(seconds: float) -> None:
    end = base.cpu_clock() + seconds
    while base.cpu_clock() < end:
        pass


class Burner:
    """``units`` units of 1 ms CPU each (the first also sets up: 3 ms); the
    action depends on every unit's result."""
    level, description = "test", ""

    def __init__(self, units: int = 40):
        self.n = units

    def think(self, observation, seed):
        total = seed
        _burn(0.003)
        for i in range(self.n):
            _burn(0.001)
            total = (total * 31 + i) % 1000003
            yield None
        return {"type": "draw", "total": total}


def test_sliced_by_cpu_time_or_not_the_decision_is_the_same():
    whole = decide(Burner(), {}, 5)
    for seconds in (0.0005, 0.004, 0.02):
        t = Thinking(Burner(), {}, 5)
        calls = 0
        while t.step(seconds=seconds) is None:
            calls += 1
        assert t.action == whole and t.units == 40
        assert calls >= (1 if seconds < 0.02 else 0)


def test_a_slice_stops_before_a_unit_that_would_not_fit():
    t = Thinking(Burner(), {}, 1)
    t.step(seconds=0.0065)  # learns the unit's cost (the first, set-up unit does not count)
    assert 0.0009 <= t.longest_unit < 0.01
    before = t.units
    start = base.cpu_clock()
    t.step(seconds=0.0055)
    spent = base.cpu_clock() - start
    assert spent <= 0.0055 + 0.0005  # no unit started that could not end within the slice
    assert 3 <= t.units - before <= 5


def test_a_slice_too_small_for_any_unit_still_does_one():
    t = Thinking(Burner(), {}, 1)
    t.step(max_units=2)
    before = t.units
    t.step(seconds=0.0001)
    assert t.units == before + 1


@pytest.mark.parametrize("units", [0, 1])
def test_tiny_decisions(units):
    assert decide(Burner(units), {}, 3)["type"] == "draw"
