"""`python -m game trace|sim foodies` through real subprocesses."""
import json
import os
import subprocess
import sys
from pathlib import Path

from game.rules import foodies as F

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, hashseed: str = "0") -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONHASHSEED": hashseed, "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_trace_is_byte_identical_across_processes():
    a = run("trace", "foodies", "--seed", "7", "--seats", "3", "--ai", "random", hashseed="1")
    b = run("trace", "foodies", "--seed", "7", "--seats", "3", "--ai", "random", hashseed="999")
    assert a.returncode == 0 and a.stderr == ""
    assert a.stdout == b.stdout and a.stdout.count("\n") > 10


def test_trace_lines_replay():
    out = run("trace", "foodies", "--seed", "42", "--seats", "4").stdout
    lines = [json.loads(line) for line in out.splitlines()]
    *steps, final = lines
    assert list(final) == ["final", "scores", "winners"]
    assert final["final"]["over"] is True
    for line, nxt in zip(steps, steps[1:] + [{"state": final["final"]}]):
        assert list(line) == ["state", "actor", "action"]
        state = F.from_json(line["state"])
        assert line["actor"] == F.actor(state)
        new_state, _ = F.apply(state, line["action"])
        assert F.to_json(new_state) == nxt["state"]
    res = F.result(F.from_json(final["final"]))
    assert (final["scores"], final["winners"]) == (res["scores"], res["winners"])


def test_sim_summary():
    p = run("sim", "foodies", "--games", "6", "--seats", "2", "--ai", "random", "--seed", "3")
    assert p.returncode == 0, p.stderr
    s = json.loads(p.stdout)
    for key in ("wins", "mean_score", "mean_rounds", "seconds"):
        assert key in s
    assert len(s["wins"]) == 2 and len(s["mean_score"]) == 2
    assert sum(s["wins"]) >= 6 and 1 <= s["mean_rounds"] <= 7


def test_bad_seat_count_is_one_line_and_status_2():
    p = run("trace", "foodies", "--seed", "1", "--seats", "6")
    assert p.returncode == 2 and p.stdout == ""
    assert p.stderr.count("\n") == 1 and "2 to 5 seats" in p.stderr
