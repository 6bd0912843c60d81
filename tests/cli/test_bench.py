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


@pytest.mark.parametrize("quick", [True, False])
def test_coach_figures_report_the_worst_review_against_the_coach_modules_budget(monkeypatch, quick):
    """What bench makes of the coach's own timers (game.kits.coaching; they
    are tested in tests/ai/test_review.py): the worst review of the games
    timed, over the budget its coach module states; the hint's figures."""
    from game import kits
    from game.kits import coaching

    timed = []

    def review(game, seats, seed=1):
        timed.append((game, seats, seed))
        return {"game": game, "seats": seats, "seed": seed, "plies": 9, "decisions": 9,
                "judged": 9, "cpu_seconds": 0.5 * seats + seed, "verdicts": {}}

    def hint(game, seats, games=2, seed=1):
        return {"game": game, "seats": seats, "hints": 7 * games, "level": "hard",
                "think_ms": {"mean": 1.0, "p95": 2.0}, "reason_ms": {"mean": 0.1, "p95": 0.2}}

    monkeypatch.setattr(coaching, "bench_review", review)
    monkeypatch.setattr(coaching, "bench_hint", hint)
    out = bench.coach_figures(quick)
    coached = [k for k in kits.windowed() if coaching.has_coach(k.name)]
    assert set(out) == {k.name for k in coached} >= {"rodizio", "foodies"}
    assert "tiny" not in out  # the suite's test game has no coach
    for kit in coached:
        seats = [kit.seats.client_max] if quick else list(range(kit.seats.client_min,
                                                                kit.seats.client_max + 1))
        seeds = bench.REVIEW_SEEDS[0 if quick else 1]
        assert [t[1:] for t in timed if t[0] == kit.name] == [(n, s) for n in seats for s in seeds]
        r = out[kit.name]["review"]
        assert r["cpu_s"] == max(0.5 * n + s for n in seats for s in seeds)
        assert r["budget_s"] == coaching.coach_module(kit.name).REVIEW_CPU_SECONDS
        assert r["vs_budget"] == round(r["cpu_s"] / r["budget_s"], 2)
        assert len(r["games"]) == len(seats) * len(seeds)
        assert out[kit.name]["hint"]["hints"] == 7 * bench.HINT_GAMES[0 if quick else 1]
    assert out["rodizio"]["review"]["budget_s"] == 3.0 and out["foodies"]["review"]["budget_s"] == 10.0


def test_the_sprite_floor_draws_the_real_card_art():
    import pygame
    cards = bench.floor_cards()
    assert len(cards) >= 19   # every Rodízio face and the back
    assert all(c.get_size() == bench.FLOOR_CARD for c in cards)
    pictures = {pygame.image.tobytes(c, "RGBA") for c in cards}
    assert len(pictures) == len(cards)   # art, not one generated card


def test_first_frame_is_measured_beside_a_bare_pygame_window(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    out = bench.first_frame(1)
    assert 0 < out["bare_pygame_cpu_ms"]
    # the ratio of the unrounded times; the figures shown are rounded apart
    assert abs(out["vs_bare_pygame"] - out["first_frame_cpu_ms"] / out["bare_pygame_cpu_ms"]) <= 0.02


def test_ai_thinking_samples_the_frames_asked_for_and_says_what_the_longest_did(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    out = bench.ai_thinking(40, cap_seconds=120)
    assert out["ai_thinking_frames"] >= 40 and out["ai_thinking_frames_asked"] == 40
    longest = out["ai_thinking_longest"]
    assert 0 < len(longest) <= 5 and longest[0]["ms"] == out["ai_thinking_max_ms"]
    assert [f["ms"] for f in longest] == sorted((f["ms"] for f in longest), reverse=True)
    assert all({"thought_ms", "draw_ms", "played_move", "game"} <= set(f) for f in longest)
