"""`bench`'s parts measure what they say and shape the JSON the README
quotes; the full run is `python -m game bench` itself (no timing here: the
figures are the bench's output, not pass/fail tests)."""
import json
import os
import subprocess
import sys

import pytest

from game.cli import bench


def test_rules_figures_without_uno_say_which_core_ran():
    out = bench.rules_figures(1, 0.05, None)
    assert out["core"] in ("pure", "compiled") and out["rounds"] == 1
    for game in ("rodizio", "foodies"):
        assert out[game]["actions_per_s"] > 0 and out[game]["games_per_s"] > 0
    assert "uno" not in out and "vs_uno" not in out


FAKE_UNO = """
import sys
print("ready", flush=True)
for line in sys.stdin:
    print(1000, flush=True)
"""


def test_the_ratio_to_uno_comes_from_the_same_rounds(tmp_path, monkeypatch):
    monkeypatch.setattr(bench, "_UNO_CHILD", FAKE_UNO)  # RLCard's protocol, 1000 steps/s
    out = bench.rules_figures(2, 0.05, sys.executable)
    assert out["uno"] == {"actions_per_s": 1000, "python": sys.executable}
    assert out["vs_uno"]["rodizio"] == round(out["rodizio"]["actions_per_s"] / 1000, 2)


@pytest.mark.parametrize("python", ["/no/such/python", sys.executable])
def test_a_python_without_rlcard_is_one_clear_error(python):
    if python == sys.executable and bench.uno_python(None):
        pytest.skip("this Python has rlcard")
    r = subprocess.run([sys.executable, "-m", "game", "bench", "--quick", "--uno", python],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 2
    assert r.stderr.startswith("error: ") and python in r.stderr and "Traceback" not in r.stderr


def test_sprite_floor_and_frame_stats(monkeypatch, tmp_path):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    floor = bench.sprite_floor(12)
    assert 0 < floor["mean_ms"] <= floor["p99_ms"] <= floor["max_ms"]


def test_first_frame_reports_cpu_and_wall(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    out = bench.first_frame(1)
    assert 0 < out["first_frame_cpu_ms"] and 0 < out["first_frame_ms"]


def test_no_display_no_display_figures(monkeypatch):
    monkeypatch.delenv("DISPLAY", raising=False)
    assert bench.display_figures(1) is None


def test_the_review_hook_is_empty_until_the_coach_lands():
    assert bench.coach_review(True) is None
