"""The `decide` command and `sim --jobs`."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.cli.main import main
from game.cli.selfplay import run_sim
from game.rules import foodies, rodizio


def _write(tmp_path, name, obj):
    p = tmp_path / name
    p.write_text(json.dumps(obj) if not isinstance(obj, str) else obj, encoding="utf-8")
    return str(p)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_decide_prints_a_legal_action(tmp_path, capsys, level):
    for game, rules, opts in (("rodizio", rodizio, {"spicy": True}), ("foodies", foodies, {})):
        state = rules.new_game(12, 3, first_seat=1, **opts)
        path = _write(tmp_path, f"{game}.json", rules.to_json(state))
        assert main(["decide", game, "--state", path, "--seat", "1", "--ai", level,
                     "--seed", "5"]) == 0
        out = capsys.readouterr().out.strip().splitlines()
        assert len(out) == 1
        assert json.loads(out[0]) in rules.legal_actions(state)


def test_decide_is_reproducible(tmp_path, capsys):
    state = foodies.new_game(4, 2)
    path = _write(tmp_path, "f.json", foodies.to_json(state))
    outs = []
    for _ in range(2):
        assert main(["decide", "foodies", "--state", path, "--seat", "0", "--ai", "easy",
                     "--seed", "17"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1]


@pytest.mark.parametrize("content, message", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "JSON object"),
    ('{"game": "rodizio"}', "missing"),
])
def test_decide_rejects_bad_files(tmp_path, capsys, content, message):
    path = _write(tmp_path, "bad.json", content)
    assert main(["decide", "rodizio", "--state", path, "--seat", "0", "--ai", "hard"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:") and message in err


def test_decide_rejects_bad_arguments(tmp_path, capsys):
    path = _write(tmp_path, "r.json", rodizio.to_json(rodizio.new_game(1, 2)))
    cases = [
        ["decide", "rodizio", "--state", str(tmp_path / "missing.json"), "--seat", "0", "--ai", "hard"],
        ["decide", "rodizio", "--state", path, "--seat", "1", "--ai", "hard"],  # not to move
        ["decide", "rodizio", "--state", path, "--seat", "9", "--ai", "hard"],
        ["decide", "rodizio", "--state", path, "--seat", "0", "--ai", "wizard"],
        ["decide", "chess", "--state", path, "--seat", "0", "--ai", "hard"],
        ["decide", "rodizio", "--state", path, "--seat", "x", "--ai", "hard"],
    ]
    for argv in cases:
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("error:"), (argv, err)


def test_decide_as_a_subprocess(tmp_path):
    path = _write(tmp_path, "f.json", foodies.to_json(foodies.new_game(2, 2)))
    ok = subprocess.run([sys.executable, "-m", "game", "decide", "foodies", "--state", path,
                         "--seat", "0", "--ai", "normal"], capture_output=True, text=True)
    assert ok.returncode == 0 and json.loads(ok.stdout)["type"]
    bad = subprocess.run([sys.executable, "-m", "game", "decide", "foodies", "--state", "/nonexistent",
                          "--seat", "0", "--ai", "normal"], capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr


def _strip_timing(summary):
    s = dict(summary)
    s.pop("seconds")
    s["levels"] = {lv: {k: v for k, v in d.items() if not k.endswith("_ms")}
                   for lv, d in s["levels"].items()}
    return s


@pytest.mark.parametrize("game, levels, spicy", [
    ("rodizio", ["hard", "normal"], True),
    ("foodies", ["easy", "normal", "random"], False),
])
def test_sim_jobs_gives_identical_results(game, levels, spicy):
    one = run_sim(game, 6, len(levels), levels, spicy, seed=3, jobs=1)
    two = run_sim(game, 6, len(levels), levels, spicy, seed=3, jobs=2)
    assert _strip_timing(one) == _strip_timing(two)
    for lv in set(levels):
        d = one["levels"][lv]
        lo, hi = d["win_rate_ci95"]
        assert 0 <= lo <= d["win_rate"] <= hi <= 1
        assert d["decisions"] > 0 and d["p95_decision_ms"] >= 0


def test_sim_cli_accepts_every_level_and_jobs(capsys):
    assert main(["sim", "rodizio", "--games", "4", "--seats", "3", "--ai", "random,easy,normal",
                 "--jobs", "2"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert set(summary["levels"]) == {"random", "easy", "normal"}
    assert main(["sim", "rodizio", "--games", "2", "--seats", "2", "--ai", "wizard"]) == 2
    assert main(["sim", "rodizio", "--games", "2", "--seats", "2", "--ai", "hard", "--jobs", "0"]) == 2
    capsys.readouterr()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_trace_works_with_every_level(level):
    import io

    from game.cli.selfplay import run_trace
    for game in ("rodizio", "foodies"):
        buf = io.StringIO()
        run_trace(game, 3, 2, [level, "normal"], False, out=buf)
        lines = buf.getvalue().strip().splitlines()
        assert "final" in json.loads(lines[-1]) and len(lines) > 2
