"""`python -m game stats [--json] [--game G] [--reset GAME --yes]`."""
import json
import subprocess
import sys

import pytest

from game import kits
from game.cli.main import main
from game.storage import paths
from game.storage.stats import StatsStore


@pytest.fixture(autouse=True)
def _home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.ENV_HOME, str(tmp_path / "home"))


def rodizio(store, won, opponent="hard", **kw):
    totals, winners = ([10, 20], [0]) if won else ([20, 10], [1])
    return store.record_game("rodizio", {}, {"totals": totals, "glutton_total": 9, "winners": winners,
                                             "glutton_wins": False, "scores": totals},
                             seat=0, players=["human", opponent], **kw)


def test_no_games_yet(capsys):
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "Rodízio: rating 25.0 ± 8.3 (no game against the AI yet)" in out
    assert "Foodies" in out and out.count("no games yet") == len(kits.names())


def test_the_table_and_the_history(capsys):
    store = StatsStore()
    for won in (True, False, True, True):
        rodizio(store, won, replay=paths.data_root() / "replays" / "replay-00001.json")
    rodizio(store, True, "easy")
    store.record_abandoned("rodizio", ["human", "normal"])
    assert main(["stats", "--game", "rodizio", "--history", "3"]) == 0
    out = capsys.readouterr().out
    header = next(line for line in out.splitlines() if line.strip().startswith("games"))
    assert "win %" in header and "streak" in header and "avg place" in header
    vs_hard = next(line for line in out.splitlines() if line.startswith("  vs hard") and " all " in line)
    assert vs_hard.split()[3:10] == ["4", "3", "75%", "2", "2", "12.5", "1.25"]
    assert "times first: 1" in out and "glutton wins: 0" in out
    assert "last 3 games:" in out and "2 seats vs normal: abandoned" in out
    assert "1st, 10 points, won" in out and "Foodies" not in out
    assert "rating" in out and ("between" in out or "above" in out or "below" in out)


def test_json_is_the_whole_object(capsys):
    store = StatsStore()
    rodizio(store, True)
    rodizio(store, False, "easy")
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["file"].endswith("stats.json")
    r = data["games"]["rodizio"]
    assert r["buckets"]["ai/*/*"]["played"] == 2 and r["buckets"]["ai/*/*"]["win_rate"] == 0.5
    assert r["buckets"]["ai/hard/2"]["won"] == 1
    assert [e["outcome"] for e in r["history"]] == ["lost", "won"]
    assert r["rating"]["games"] == 2 and r["rating"]["even_level"] in ("easy", "normal", "hard")
    assert data["games"]["foodies"]["buckets"] == {}


def test_reset_needs_yes(capsys):
    rodizio(StatsStore(), True)
    assert main(["stats", "--reset", "rodizio"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "--yes" in err and err.count("\n") == 1
    assert StatsStore().load().bucket("rodizio").played == 1
    assert main(["stats", "--reset", "rodizio", "--yes"]) == 0
    assert "rodizio: statistics reset" in capsys.readouterr().out
    assert StatsStore().load().bucket("rodizio").played == 0
    assert main(["stats", "--reset", "rodizio", "--yes"]) == 0
    assert "no statistics to reset" in capsys.readouterr().out


def test_a_damaged_file_is_named_and_kept(capsys):
    path = paths.data_root() / "stats.json"
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2")
    assert main(["stats"]) == 0
    captured = capsys.readouterr()
    assert captured.err.startswith("note: stats.json was unreadable") and "stats.json.corrupt-1" in captured.err
    assert (path.parent / "stats.json.corrupt-1").read_text() == "[1, 2"
    assert "no games yet" in captured.out


def test_bad_arguments_are_one_line(capsys):
    assert main(["stats", "--game", "chess"]) == 2
    assert main(["stats", "--history", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "Traceback" not in err


def test_as_a_command(tmp_path):
    env_home = tmp_path / "cmd-home"
    import os
    env = dict(os.environ, **{paths.ENV_HOME: str(env_home)})
    out = subprocess.run([sys.executable, "-m", "game", "stats", "--json"], capture_output=True,
                         text=True, env=env, timeout=120)
    assert out.returncode == 0 and json.loads(out.stdout)["games"]["rodizio"]["history"] == []
