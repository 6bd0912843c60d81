import math

import pytest

from game.client.anim import Call, Timeline, Tween, Wait, ease

DT = 1 / 60


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


def run(tl, ticks):
    for _ in range(ticks):
        tl.update(DT)


@pytest.mark.parametrize("name", sorted(ease.ALL))
def test_easing_endpoints(name):
    f = ease.ALL[name]
    if name == "sine_pulse":
        assert f(0) == pytest.approx(0) and f(1) == pytest.approx(0, abs=1e-12)
        assert f(0.5) == pytest.approx(1)
    else:
        assert f(0.0) == pytest.approx(0.0, abs=1e-12)
        assert f(1.0) == pytest.approx(1.0)


def test_linear_tween_explicit_steps():
    b = Box()
    tl = Timeline()
    tl.add(Tween.attr(b, "x", 60.0, 1.0))
    values = []
    for _ in range(60):
        tl.update(DT)
        values.append(b.x)
    assert values[0] == pytest.approx(1.0)
    assert values[29] == pytest.approx(30.0)
    assert values[-1] == 60.0
    assert not tl.busy


def test_eased_tuple_tween_hits_end_exactly():
    b = Box()
    tl = Timeline()
    tl.add(Tween.attr(b, "pos", (100, 50), 0.25, ease.out_back))
    run(tl, 5)
    assert b.pos != (100, 50)
    run(tl, 20)
    assert b.pos == (100, 50)


def test_queued_items_run_in_sequence_with_exact_handoff():
    b = Box()
    log = []
    tl = Timeline()
    tl.add(Tween.attr(b, "x", 10.0, 0.1))
    tl.call(lambda: log.append(("called", b.x)))
    tl.add(Tween.attr(b, "x", 20.0, 0.1))
    tl.update(0.15)  # 0.1 for the first, then 0.05 into the second
    assert log == [("called", 10.0)]
    assert b.x == pytest.approx(15.0)
    tl.update(0.05)
    assert b.x == 20.0 and not tl.busy


def test_parallel_and_after():
    a, c, d = Box(), Box(), Box()
    tl = Timeline()
    h = tl.add(Tween.attr(a, "x", 1.0, 0.5))
    tl.add(Tween.attr(c, "x", 1.0, 0.25), parallel=True)
    tl.add(Tween.attr(d, "x", 1.0, 0.25), after=h)
    tl.update(0.25)
    assert a.x == pytest.approx(0.5) and c.x == 1.0 and d.x == 0.0
    tl.update(0.25)
    assert a.x == 1.0 and h.done and d.x == 0.0
    tl.update(0.125)
    assert d.x == pytest.approx(0.5)


def test_wait_and_call_order():
    log = []
    tl = Timeline()
    tl.call(lambda: log.append(1))
    tl.wait(0.5)
    tl.call(lambda: log.append(2))
    tl.update(DT)
    assert log == [1]
    run(tl, 28)
    assert log == [1]
    run(tl, 1)  # 30 ticks == 0.5 s
    assert log == [1, 2]


def test_speed_factor_scales_time():
    b = Box()
    tl = Timeline(speed=lambda: 2.0)
    tl.add(Tween.attr(b, "x", 1.0, 1.0))
    run(tl, 30)
    assert b.x == 1.0 and not tl.busy


def test_instant_completes_everything_on_the_next_tick_in_order():
    b = Box()
    log = []
    speed = {"v": math.inf}
    tl = Timeline(speed=lambda: speed["v"])
    tl.add(Tween.attr(b, "x", 5.0, 2.0, ease.out_cubic))
    tl.call(lambda: log.append(("a", b.x)))
    tl.add(Tween.attr(b, "x", 9.0, 3.0))
    tl.call(lambda: log.append(("b", b.x)))
    assert tl.busy
    tl.update(DT)
    assert log == [("a", 5.0), ("b", 9.0)]
    assert b.x == 9.0 and not tl.busy


def test_switching_to_instant_mid_tween_finishes_it():
    b = Box()
    speed = {"v": 1.0}
    tl = Timeline(speed=lambda: speed["v"])
    tl.add(Tween.attr(b, "x", 1.0, 1.0))
    run(tl, 10)
    assert 0 < b.x < 1
    speed["v"] = math.inf
    tl.update(DT)
    assert b.x == 1.0 and not tl.busy


def test_callback_adding_items_starts_them_at_that_moment():
    b = Box()
    tl = Timeline()

    def chain():
        tl.add(Tween.attr(b, "x", 10.0, 0.1))
    tl.wait(0.05)
    tl.call(chain)
    tl.update(0.1)  # the chained tween has run for 0.05 s
    assert b.x == pytest.approx(5.0)


def test_tween_attr_reads_start_when_it_begins():
    b = Box()
    tl = Timeline()
    tl.add(Tween.attr(b, "x", 10.0, 0.1))
    tl.add(Tween.attr(b, "x", 0.0, 0.1))  # starts from 10, not from 0
    tl.update(0.15)
    assert b.x == pytest.approx(5.0)


def test_finish_and_clear():
    b = Box()
    done = []
    tl = Timeline()
    tl.add(Tween.attr(b, "x", 3.0, 1.0, on_done=lambda: done.append(True)))
    tl.finish()
    assert b.x == 3.0 and done == [True] and not tl.busy
    tl.add(Tween.attr(b, "x", 0.0, 1.0))
    tl.clear()
    tl.update(1.0)
    assert b.x == 3.0 and not tl.busy


def test_same_steps_same_values():
    def trace():
        b = Box()
        tl = Timeline(speed=1.5)
        tl.add(Tween.attr(b, "pos", (300, 200), 0.4, ease.out_bounce))
        tl.add(Tween.attr(b, "pos", (0, 0), 0.3, ease.in_out_quad))
        out = []
        for _ in range(40):
            tl.update(DT)
            out.append(b.pos)
        return out
    assert trace() == trace()


def test_bad_arguments():
    with pytest.raises(ValueError):
        Tween(lambda v: None, None, 1, 1.0)
    with pytest.raises(ValueError):
        Wait(-1)
    with pytest.raises(ValueError):
        Tween(lambda v: None, 0, 1, -0.5)
    assert Call(lambda: None).duration == 0
