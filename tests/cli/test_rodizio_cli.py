"""`python -m game trace|sim rodizio` end to end, in separate processes."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import rodizio

ROOT = Path(__file__).resolve().parents[2]


def _run(*args, hashseed="0"):
    env = {**os.environ, "PYTHONHASHSEED": hashseed}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=120)


TRACE = ("trace", "rodizio", "--seed", "3", "--seats", "2", "--spicy")


def test_trace_is_byte_identical_across_processes_and_hash_seeds():
    a, b = _run(*TRACE, hashseed="1"), _run(*TRACE, hashseed="987")
    assert a.returncode == 0 and b.returncode == 0, a.stderr + b.stderr
    assert a.stdout == b.stdout and a.stdout.endswith("\n")


@pytest.mark.parametrize("args", [TRACE, ("trace", "rodizio", "--seed", "11", "--seats", "4")])
def test_each_trace_line_replays_into_the_next(args):
    out = _run(*args)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    *steps, last = lines
    assert steps and set(last) == {"final", "totals", "glutton_total", "winners"}
    for line, nxt in zip(steps, steps[1:] + [{"state": last["final"]}]):
        assert list(line) == ["state", "actor", "action"]
        state = rodizio.from_json(line["state"])
        assert line["actor"] == rodizio.actor(state)
        new, _ = rodizio.apply(state, line["action"])
        assert rodizio.to_json(new) == nxt["state"]
    res = rodizio.result(rodizio.from_json(last["final"]))
    assert {k: res[k] for k in ("totals", "glutton_total", "winners")} == \
           {k: last[k] for k in ("totals", "glutton_total", "winners")}


def test_sim_summary_has_the_required_fields():
    out = _run("sim", "rodizio", "--games", "200", "--seats", "3", "--ai", "random")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["games"] == 200 and len(summary["wins"]) == 3
    assert sum(summary["wins"]) + summary["no_winner"] >= 200
    assert summary["glutton_wins"] == 0  # no Glutton with 3 seats
    assert len(summary["mean_total"]) == 3 and summary["seconds"] >= 0


def test_sim_with_two_seats_counts_glutton_wins():
    out = _run("sim", "rodizio", "--games", "60", "--seats", "2", "--ai", "random", "--spicy")
    summary = json.loads(out.stdout)
    assert out.returncode == 0 and summary["glutton_wins"] > 0
    assert summary["glutton_wins"] <= summary["no_winner"]


@pytest.mark.parametrize("args", [
    ("trace", "rodizio", "--seed", "3", "--seats", "5"),
    ("trace", "rodizio", "--seed", "x", "--seats", "2"),
    ("trace", "rodizio", "--seats", "2"),
    ("sim", "rodizio", "--games", "0", "--seats", "3", "--ai", "random"),
    ("sim", "rodizio", "--games", "5", "--seats", "3", "--ai", "genius"),
    ("sim", "rodizio", "--games", "5", "--seats", "3", "--ai", "random,random"),
    ("sim", "pizza", "--games", "5", "--seats", "3", "--ai", "random"),
])
def test_bad_arguments_exit_2_with_one_line(args):
    out = _run(*args)
    assert out.returncode == 2
    assert out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr
