"""Easing curves (game.client.anim.ease): endpoints."""
import pytest

from game.client.anim import ease


@pytest.mark.parametrize("name", sorted(ease.ALL))
def test_easing_endpoints(name):
    f = ease.ALL[name]
    if name == "sine_pulse":
        assert f(0) == pytest.approx(0) and f(1) == pytest.approx(0, abs=1e-12)
        assert f(0.5) == pytest.approx(1)
    else:
        assert f(0.0) == pytest.approx(0.0, abs=1e-12)
        assert f(1.0) == pytest.approx(1.0)
