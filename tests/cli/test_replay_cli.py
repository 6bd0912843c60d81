"""`python -m game replay verify|export FILE`."""
import io
import json

from game.cli.main import main
from game.cli.selfplay import run_trace


def write_trace(tmp_path, game="rodizio"):
    out = io.StringIO()
    run_trace(game, 11, 3, ["random"] * 3, game == "rodizio", out=out)
    p = tmp_path / f"{game}.jsonl"
    p.write_text(out.getvalue())
    return p, out.getvalue()


def test_verify_ok_and_export_identical(tmp_path, capsys):
    for game in ("rodizio", "foodies"):
        p, text = write_trace(tmp_path, game)
        assert main(["replay", "verify", str(p)]) == 0
        assert capsys.readouterr().out.startswith("OK")
        assert main(["replay", "export", str(p)]) == 0
        assert capsys.readouterr().out == text


def test_verify_tampered_reports_the_line(tmp_path, capsys):
    p, text = write_trace(tmp_path)
    lines = text.splitlines()
    obj = json.loads(lines[3])
    obj["action"] = {"type": "distribute", "plate": (obj["action"].get("plate", 0) + 1) % 3} \
        if obj["action"]["type"] == "distribute" else {"type": "distribute", "plate": 0}
    lines[3] = json.dumps(obj)
    p.write_text("\n".join(lines) + "\n")
    assert main(["replay", "verify", str(p)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("MISMATCH line") and out.count("\n") == 1
    assert "line 4" in out or "line 5" in out


def test_bad_files_one_line_exit_2(tmp_path, capsys):
    for content in (None, "", "not json at all\n", "[1, 2]"):
        p = tmp_path / "x.json"
        if content is None:
            p = tmp_path / "missing.json"
        else:
            p.write_text(content)
        for action in ("verify", "export"):
            assert main(["replay", action, str(p)]) == 2
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and err.startswith("error:")
    assert main(["replay", "frobnicate", "x"]) == 2


# -- hostile and invalid input: one line on stderr, exit 2; nothing hangs -----------------
import copy  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402

import pytest  # noqa: E402

from tests.storage.test_replays import finished_record  # noqa: E402


def _replay_json(game="rodizio", seats=2):
    return finished_record(game, seed=5, seats=seats).to_json("rodizio-foodies/replay")


def _flip_spicy(d):
    d["options"]["spicy"] = not d["options"]["spicy"]


INVALID = {  # name -> how a good replay is damaged (all: exit 2, one line)
    "unknown game": lambda d: d.update(game="chess"),
    "options of the wrong type": lambda d: d.update(options="spicy"),
    "option of the wrong type": lambda d: d["options"].update(spicy="yes"),
    "flipped spicy": _flip_spicy,
    "result of the wrong type": lambda d: d.update(result="won"),
    "empty result": lambda d: d.update(result={}),
    "winners of the wrong type": lambda d: d["result"].update(winners=[None]),
    "created of the wrong type": lambda d: d.update(created=5),
    "seats of the wrong type": lambda d: d.update(seats="xy"),
    "seed of the wrong type": lambda d: d.update(seed="7"),
    "actions of the wrong type": lambda d: d.update(actions={}),
    "newer version": lambda d: d.update(version=99),
}


def _run(capsys, *argv):
    code = main(list(argv))
    cap = capsys.readouterr()
    return code, cap.out, cap.err


def _one_line_2(code, out, err):
    assert code == 2, (code, out, err)
    assert out == "" and err.count("\n") == 1 and err.startswith("error:"), err
    assert "Traceback" not in err


@pytest.mark.parametrize("name", sorted(INVALID))
def test_invalid_replay_is_one_line_exit_2(tmp_path, capsys, name):
    d = _replay_json()
    INVALID[name](d)
    p = tmp_path / "r.json"
    p.write_text(json.dumps(d))
    for action in ("verify", "export"):
        _one_line_2(*_run(capsys, "replay", action, str(p)))


def test_wrong_result_and_bad_action_are_mismatches_exit_1(tmp_path, capsys):
    d = _replay_json(seats=3)
    good = copy.deepcopy(d)
    p = tmp_path / "r.json"
    p.write_text(json.dumps(d))
    assert _run(capsys, "replay", "verify", str(p))[0] == 0
    d["result"]["totals"] = [t + 1 for t in d["result"]["totals"]]
    p.write_text(json.dumps(d))
    code, out, _ = _run(capsys, "replay", "verify", str(p))
    assert code == 1 and out.startswith("MISMATCH") and "result" in out
    d = copy.deepcopy(good)
    d["result"]["winners"] = [w for w in range(3) if w not in good["result"]["winners"]][:1]
    p.write_text(json.dumps(d))
    assert _run(capsys, "replay", "verify", str(p))[0] == 1
    d = copy.deepcopy(good)
    d["actions"][1]["action"] = {"type": "distribute", "plate": 9}
    p.write_text(json.dumps(d))
    code, out, _ = _run(capsys, "replay", "verify", str(p))
    assert code == 1 and "action 2" in out


HOSTILE_TEXT = {
    "deep nesting": "[" * 3000 + "]" * 3000,
    "deep object": '{"a":' * 3000 + "1" + "}" * 3000,
    "5000-digit integer": '{"format": "rodizio-foodies/replay", "version": 1, "seed": ' + "7" * 5000 + "}",
    "NaN": '{"format": "rodizio-foodies/replay", "version": NaN}',
    "not UTF-8": b"\xff\xfe{\x00}",
    "trace line of the wrong type": '[1, 2]\n{"final": {}}\n',
    "trace of an unknown game": '{"state": {"game": "chess"}, "actor": 0, "action": {}}\n{"final": {}}\n',
    "trace with a broken second line": None,   # filled below from a real trace
}


@pytest.mark.parametrize("name", sorted(HOSTILE_TEXT))
def test_hostile_text_is_one_line_exit_2(tmp_path, capsys, name):
    content = HOSTILE_TEXT[name]
    if content is None:
        _, text = write_trace(tmp_path)
        lines = text.splitlines()
        lines[1] = lines[1][:40]
        content = "\n".join(lines) + "\n"
    p = tmp_path / "x.json"
    p.write_bytes(content if isinstance(content, bytes) else content.encode())
    for action in ("verify", "export"):
        _one_line_2(*_run(capsys, "replay", action, str(p)))
    _one_line_2(*_run(capsys, "decide", "rodizio", "--state", str(p), "--seat", "0", "--ai", "easy"))


def test_special_files_never_block(tmp_path):
    """A FIFO, /dev/zero and a folder are refused before being opened (run
    as a subprocess with a timeout: a blocking read would hang it)."""
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    targets = [str(fifo), str(tmp_path)] + (["/dev/zero"] if os.path.exists("/dev/zero") else [])
    for target in targets:
        for argv in (["replay", "verify", target], ["replay", "export", target],
                     ["decide", "foodies", "--state", target, "--seat", "0", "--ai", "easy"]):
            r = subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True,
                               timeout=60)
            assert r.returncode == 2, (argv, r.stderr)
            assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr, r.stderr


def test_too_large_trace_refused_at_once(tmp_path, capsys, monkeypatch):
    from game.storage import limits
    monkeypatch.setattr(limits, "MAX_TRACE_BYTES", 10_000)
    p = tmp_path / "big.jsonl"
    p.write_text('{"state": {"game": "rodizio"}}\n' * 1000)
    code, out, err = _run(capsys, "replay", "verify", str(p))
    _one_line_2(code, out, err)
    assert "too large" in err


def test_trace_fails_on_its_first_bad_line_without_reading_on(tmp_path, monkeypatch):
    """Streaming: a bad first line stops the reading (the rest is never parsed)."""
    from game.storage import jsonio, replays
    parsed = []
    real = jsonio.parse_json
    monkeypatch.setattr(jsonio, "parse_json", lambda data, *a, **k: parsed.append(1) or real(data, *a, **k))
    p = tmp_path / "t.jsonl"
    p.write_text('{"state": {"game": "chess"}, "actor": 0, "action": {}}\n' * 5000)
    with pytest.raises(jsonio.CorruptFile, match="line 1"):
        replays.verify_file(p)
    assert len(parsed) <= 2


def test_a_trace_padded_with_unknown_keys_is_refused_at_its_first_line(tmp_path, capsys):
    """Every line of a real game, each carrying thousands of ignored objects
    (10 MB; 2.6 s to read before): refused at line 1."""
    _, text = write_trace(tmp_path, "foodies")
    pad = [{}] * 3000
    lines = [json.dumps({**json.loads(line), "pad": pad}) for line in text.splitlines()]
    p = tmp_path / "padded.jsonl"
    p.write_text("\n".join(lines) + "\n")
    for action in ("verify", "export"):
        code, out, err = _run(capsys, "replay", action, str(p))
        _one_line_2(code, out, err)
        assert "line 1 is not a trace line (it has 'pad' beside state, actor and action)" in err
