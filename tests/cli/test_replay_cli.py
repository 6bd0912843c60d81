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
