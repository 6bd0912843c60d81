"""Files that are not damage are never treated as damage (issue #24): one
that may not be opened (permissions) is said so and left where it is;
another build's replay (a game this build does not know, a newer format)
is skipped, untouched; a replay name that cannot be a number does not stop
later replays from being kept; and every write removes its own temp files
left by a killed write."""
from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from game.cli.main import main
from game.storage import jsonio, paths
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from game.storage.settings import Settings, SettingsStore
from tests.storage.test_replays import finished_record
from tests.storage.test_saves import played_record

ROOT_IGNORES_PERMISSIONS = hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.fixture
def deny(monkeypatch):
    """Make opening the given paths fail as a chmod 000 file does (for a
    user other than root, who may open anything)."""
    denied: set[str] = set()
    real_open, real_stat = os.open, os.stat

    def guarded_open(path, *a, **k):
        if os.fspath(path) in denied:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, *a, **k)
    monkeypatch.setattr(jsonio.os, "open", guarded_open)
    assert jsonio.os.stat is real_stat   # stat works on a chmod 000 file: only open fails

    def add(path: Path) -> Path:
        denied.add(os.fspath(path))
        return path
    return add


# -- a file that may not be opened --------------------------------------------------------------
def test_unreadable_settings_are_said_so_left_alone_and_not_written_over(deny):
    path = paths.data_dir() / "settings.json"
    path.write_text(json.dumps({"version": 1, "language": "pt"}))
    deny(path)
    store = SettingsStore()
    assert store.settings == Settings() and store.unreadable
    assert store.message_key == "settings.unreadable" and store.take_message() == "settings.json"
    assert path.exists() and not list(path.parent.glob("settings.json.*"))
    store.settings.language = "fa"
    store.save()                                  # the player's file is not replaced
    assert json.loads(path.read_text())["language"] == "pt"


def test_unreadable_autosave_is_said_so_and_left_alone(deny):
    store = SaveStore()
    store.write(played_record(plies=4))
    deny(store.path)
    rec, msg = store.load()
    assert rec is None and msg.unreadable and not msg.kept and "Permission denied" in msg
    assert "left where it is" in msg
    assert store.path.exists() and not list(store.path.parent.glob("autosave.json.*"))
    assert store.summary() is None               # Continue cannot describe it


def test_unreadable_replay_is_skipped_and_said_so_not_moved(deny):
    store = ReplayStore()
    good = store.add(finished_record(seed=1))
    bad = deny(store.add(finished_record(seed=2)))
    rows, notes = store.summaries()
    assert [r["path"] for r in rows] == [good]
    assert len(notes) == 1 and notes[0].unreadable and notes[0].file == bad.name
    assert bad.exists() and not list(bad.parent.glob("*.corrupt-*"))
    store.keep = 1
    store._rotate()                                   # not deleted by the rotation either
    assert bad.exists()


def test_commands_say_an_unreadable_file_cannot_be_opened(deny, tmp_path, capsys):
    rec_path = tmp_path / "r.json"
    rec_path.write_text(json.dumps(finished_record().to_json("rodizio-foodies/replay")))
    deny(rec_path)
    for argv in (["replay", "verify", str(rec_path)], ["replay", "export", str(rec_path)],
                 ["decide", "rodizio", "--state", str(rec_path), "--seat", "0", "--ai", "easy"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "cannot be opened" in err and "permissions" in err, err
    assert rec_path.exists()


@pytest.mark.skipif(ROOT_IGNORES_PERMISSIONS or os.name != "posix",
                    reason="root opens a chmod 000 file; the test above simulates it")
def test_a_real_chmod_000_settings_file_is_left_alone():
    path = paths.data_dir() / "settings.json"
    path.write_text(json.dumps({"version": 1, "language": "pt"}))
    path.chmod(0)
    try:
        store = SettingsStore()
        assert store.unreadable and store.settings == Settings()
        assert path.exists() and not list(path.parent.glob("settings.json.*"))
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


# -- another build's replays ------------------------------------------------------------------------
def _rewrite(path: Path, **fields) -> None:
    data = json.loads(path.read_text())
    data.update(fields)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize("fields", [{"game": "chess"}, {"version": 99}],
                         ids=["a game this build does not know", "a newer format"])
def test_another_builds_replay_is_skipped_untouched(fields):
    store = ReplayStore(keep=2)
    other = store.add(finished_record(seed=1))
    _rewrite(other, **fields)
    before = other.read_bytes()
    mine = [store.add(finished_record(seed=s)) for s in (2, 3)]   # rotation passes over it
    rows, notes = ReplayStore().summaries()
    assert [r["path"] for r in rows] == mine[::-1] and notes == []
    assert other.read_bytes() == before and not list(other.parent.glob("*.corrupt-*"))


# -- replay numbers ---------------------------------------------------------------------------------
def test_a_243_digit_replay_name_does_not_stop_later_replays():
    store = ReplayStore()
    store.folder.mkdir(parents=True)
    huge = store.folder / ("replay-" + "9" * 243 + ".json")
    huge.write_text("{}")
    persian = store.folder / "replay-۰۰۰۰۷.json"           # \d would read it as 7
    persian.write_text("{}")
    (store.folder / "replay-00004.json").write_bytes(
        json.dumps(finished_record(seed=4).to_json("rodizio-foodies/replay")).encode())
    kept = [store.add(finished_record(seed=s)) for s in (1, 2)]
    assert [p.name for p in kept] == ["replay-00005.json", "replay-00006.json"]
    assert huge.read_text() == "{}" and persian.read_text() == "{}"   # not ours: untouched
    assert [p.name for p in store.list()] == ["replay-00006.json", "replay-00005.json",
                                              "replay-00004.json"]


def test_when_the_numbers_run_out_the_lowest_free_one_is_used_and_kept():
    store = ReplayStore(keep=2)
    store.folder.mkdir(parents=True)
    top = store.folder / "replay-999999999.json"
    top.write_text(json.dumps(finished_record(seed=9).to_json("rodizio-foodies/replay")))
    (store.folder / "replay-00001.json").write_text(top.read_text())
    path = store.add(finished_record(seed=2))
    assert path.name == "replay-00002.json" and path.exists()   # the rotation does not take it


# -- temp files of a killed write -----------------------------------------------------------------
def _stale(path: Path, age: float = 3600) -> Path:
    path.write_text("half a file")
    old = time.time() - age
    os.utime(path, (old, old))
    return path


def test_each_store_removes_its_own_stale_temp_files_when_it_writes():
    saves = SaveStore()
    saves.path.parent.mkdir(parents=True)
    replays = ReplayStore()
    replays.folder.mkdir(parents=True)
    root = paths.data_dir()
    leftovers = [_stale(saves.path.with_name("autosave.json.k1ll3d.tmp")),
                 _stale(replays.folder / "replay-00001.json.abcd1234.tmp"),
                 _stale(replays.folder / "replay-00007.json.zz.tmp"),
                 _stale(root / "settings.json.x_9.tmp")]
    fresh = saves.path.with_name("autosave.json.running.tmp")   # a write still going on
    fresh.write_text("…")
    other = _stale(saves.path.with_name("notes.txt"))           # not a temp file
    saves.write(played_record(plies=2))
    replays.add(finished_record(seed=1))
    store = SettingsStore()
    store.save()
    assert not any(p.exists() for p in leftovers)
    assert fresh.exists() and other.exists()


def test_a_write_leaves_other_files_temps_alone(tmp_path):
    mine = _stale(tmp_path / "a.json.q1.tmp")
    theirs = _stale(tmp_path / "b.json.q2.tmp")
    jsonio.write_json_atomic(tmp_path / "a.json", {"x": 1})
    assert not mine.exists() and theirs.exists()


def test_the_window_says_the_settings_file_cannot_be_opened(deny):
    from tests.client import testing as T
    path = paths.data_dir() / "settings.json"
    path.write_text(json.dumps({"version": 1, "language": "pt"}))
    deny(path)
    app = T.make_app(frames=5, settings_store=SettingsStore())
    app.run()
    assert not app._errors and app.toasts
    said = app.toasts[0][0]
    assert "settings.json" in said and "cannot be opened" in said and "left as it is" in said, said
    assert path.exists()
