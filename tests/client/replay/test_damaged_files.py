"""Damaged player files in the window: each is kept aside (renamed with a
`.corrupt-<n>` suffix), named in a message shown once, and the game goes on
— never an error panel, never a loop, never a silent loss."""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pygame
import pytest

from tests.client import testing as T
from game.client.replay.viewer import ReplayList
from game.client.dialog import MessageScene
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from tests.storage.test_replays import finished_record

from tests.client.uibot_base import SHOTS  # noqa: E402  (testing.shots_dir, like the other tests)


def _keep(game="rodizio", seed=5, seats=2) -> Path:
    rec = finished_record(game, seed=seed, seats=seats)
    return ReplayStore().add(rec)


def _open_list(frames=12, shot: str | None = None):
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        top = app.top
        got["body"] = top.body_text() if isinstance(top, MessageScene) else ""
        if isinstance(app.stack[-2] if len(app.stack) > 1 else None, ReplayList):
            got["rows"] = len(app.stack[-2].rows)
        elif isinstance(top, ReplayList):
            got["rows"] = len(top.rows)
        if shot:
            app.save_screenshot(SHOTS / shot)

    app = T.make_app(frames=frames, script=[(2, lambda a: a.push(ReplayList(a))), (frames - 2, look)])
    app.run()
    assert not app._errors
    return app, got


def _continue() -> dict:
    """Press Enter (Continue) on the title screen; the scene stack and the
    message's ``reason`` a few frames later."""
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        got["reason"] = app.top.fmt.get("reason", "") if isinstance(app.top, MessageScene) else ""

    app = T.make_app(frames=20, script=[(2, T.key(pygame.K_RETURN)), (8, look)])
    app.run()
    assert not app._errors
    return got


@pytest.mark.parametrize("field,value", [("result", "won"), ("created", 5), ("seats", "xy"),
                                         ("result.winners", [None]), ("options", "spicy"),
                                         ("result", {})])   # "game": "chess" is another build's:
                                                            # skipped untouched (tests/storage/
                                                            # test_files_not_damaged.py)
def test_a_replay_with_a_bad_field_is_moved_aside_and_named_once(field, value):
    good = _keep(seed=1)
    bad = _keep(seed=2)
    data = json.loads(bad.read_text())
    if "." in field:
        a, b = field.split(".")
        data[a][b] = value
    else:
        data[field] = value
    bad.write_text(json.dumps(data))
    app, got = _open_list()
    assert got["stack"] == ["TitleScene", "ReplayList", "MessageScene"]
    assert bad.name in got["body"] and f"{bad.name}.corrupt-1" in got["body"]
    assert got["rows"] == 1                                  # the good one is listed
    assert not bad.exists() and bad.with_name(bad.name + ".corrupt-1").exists() and good.exists()
    _, again = _open_list()                                 # said once: the next time, no message
    assert again["stack"] == ["TitleScene", "ReplayList"] and again["rows"] == 1


def test_deeply_nested_replay_is_moved_aside():
    bad = _keep(seed=3)
    bad.write_text("[" * 5000 + "]" * 5000)
    _, got = _open_list(shot="replay_damaged.png")
    assert f"{bad.name}.corrupt-1" in got["body"] and bad.with_name(bad.name + ".corrupt-1").exists()


def test_rotation_moves_a_damaged_replay_aside_instead_of_deleting_it():
    store = ReplayStore(keep=2)
    first = store.add(finished_record(seed=1, seats=2))
    first.write_text('{"format": "rodizio-foodies/replay", "version": 1, "result": "won"}')
    store.add(finished_record(seed=2, seats=2))
    store.add(finished_record(seed=3, seats=2))      # rotation: the first must go
    assert not first.exists()
    assert first.with_name(first.name + ".corrupt-1").exists()   # kept, not deleted
    rows, notes = ReplayStore().summaries()
    assert len(rows) == 2 and len(notes) == 1 and first.name in notes[0]
    assert ReplayStore().summaries()[1] == []               # said once


def test_a_folder_named_like_a_replay_breaks_neither_saving_nor_rotation():
    store = ReplayStore(keep=2)
    store.folder.mkdir(parents=True)
    (store.folder / "replay-00001.json").mkdir()
    (store.folder / "replay-00009.json").mkdir()
    paths = [store.add(finished_record(seed=s, seats=2)) for s in (1, 2, 3)]
    assert paths[0].name == "replay-00010.json"          # numbered past the folders
    assert [p.name for p in store.list()] == ["replay-00012.json", "replay-00011.json"]
    assert (store.folder / "replay-00001.json").is_dir()   # left alone
    rows, notes = store.summaries()
    assert len(rows) == 2 and notes == []


def test_a_finished_game_with_a_folder_named_like_a_replay_is_saved(tmp_path):
    """The whole path: a game played to its end through the table is kept
    as a replay and the autosave goes, with a folder in the way."""
    from tests.client.replay.test_replay_client import Driver, every_tick, instant, rodizio_table
    folder = ReplayStore().folder
    folder.mkdir(parents=True)
    (folder / "replay-00001.json").mkdir()
    d = Driver(10_000, lambda app: None)
    app = T.make_app(frames=1500, settings=instant(), script=every_tick(d, 1500))
    app.run(rodizio_table)
    assert not app._errors
    assert not any("save" in t.lower() for t, _ in app.toasts), app.toasts
    assert [p.name for p in ReplayStore().list()] == ["replay-00002.json"]
    assert not SaveStore().exists()


@pytest.mark.skipif(os.geteuid() == 0 if hasattr(os, "geteuid") else True,
                    reason="root reads any folder")
def test_unreadable_replays_folder_gives_a_message_not_an_error_panel():
    _keep()
    folder = ReplayStore().folder
    folder.chmod(0)
    try:
        app, got = _open_list()
    finally:
        folder.chmod(stat.S_IRWXU)
    assert got["stack"] == ["TitleScene", "ReplayList", "MessageScene"]
    assert "cannot be read" in got["body"]


def test_unlistable_replays_folder_is_a_message(monkeypatch):
    """The same path without needing a non-root user: listing raises."""
    _keep()

    def denied(path):
        raise PermissionError(13, "Permission denied", str(path))
    monkeypatch.setattr("game.storage.replays.os.scandir", denied)
    app, got = _open_list()
    assert got["stack"] == ["TitleScene", "ReplayList", "MessageScene"]
    assert "cannot be read" in got["body"] and str(ReplayStore().folder) in got["body"]


def test_nested_autosave_is_moved_aside_on_continue_once():
    store = SaveStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_text("[" * 3000 + "]" * 3000)
    got = _continue()
    assert got["stack"] == ["TitleScene", "MessageScene"]
    assert "autosave.json.corrupt-1" in got["reason"]
    assert not store.path.exists()


def test_autosave_that_verifies_but_cannot_be_restored_is_moved_aside(monkeypatch):
    """Whatever makes the table fail to build, Continue fails only once."""
    from game.client.records import resume
    from tests.storage.test_saves import played_record
    SaveStore().write(played_record(plies=4))

    def broken(app, rec):
        raise RuntimeError("the table cannot be built")
    monkeypatch.setattr(resume, "restore_scene", broken)
    got = _continue()
    assert got["stack"] == ["TitleScene", "MessageScene"]
    assert "autosave.json.corrupt-1" in got["reason"] and "cannot be built" in got["reason"]
    assert not SaveStore().exists()


def test_autosave_fifo_never_blocks_continue():
    store = SaveStore()
    store.path.parent.mkdir(parents=True)
    os.mkfifo(store.path)
    rec, msg = store.load()
    assert rec is None and "not a regular file" in msg and "autosave.json.corrupt-1" in msg


def test_a_game_plays_to_its_end_when_the_data_folder_is_a_file(tmp_path, monkeypatch):
    """Nothing can be saved: one toast says why, the game goes on to its end."""
    from game.storage import paths
    from tests.client.replay.test_replay_client import Driver, every_tick, instant, rodizio_table
    home = tmp_path / "home-file"
    home.write_text("x")
    monkeypatch.setenv(paths.ENV_HOME, str(home))
    shown = []
    d = Driver(10_000, lambda app: None)
    app = T.make_app(frames=1500, settings=instant(),
                     script=every_tick(d, 1500) + every_tick(lambda a: shown.extend(
                         t for t, _ in a.toasts if t not in shown), 1500))
    app.run(rodizio_table)
    assert not app._errors
    assert getattr(app.top, "flow", None) is None or app.top.flow.phase == "over" or \
        type(app.top).__name__ == "ResultsScene"
    saves = [t for t in shown if "save" in t.lower()]
    assert 1 <= len(saves) <= 2, shown   # the autosave, then the replay: each said once
    assert home.read_text() == "x"


def test_a_replay_from_other_rules_is_named_as_such_not_as_damaged():
    """Listed (its summary is sound); opening it says it was played under
    other rules — not that it is damaged — and keeps it aside."""
    good = _keep(seed=1)
    other = _keep(seed=2)
    data = json.loads(other.read_text())
    data["rules"]["version"] = 999          # written under another rules version
    other.write_text(json.dumps(data))
    got = {}

    def open_it(app):
        top = app.top
        row = next(r for r in top.rows if Path(r["path"]).name == other.name)
        top.open(row)

    def look(app):
        got["stack"] = T.stack_names(app)
        got["title"] = app.top.title_key
        got["body"] = app.top.body_text()

    app = T.make_app(frames=12, script=[(2, lambda a: a.push(ReplayList(a))), (4, open_it), (8, look)])
    app.run()
    assert not app._errors
    assert got["stack"] == ["TitleScene", "ReplayList", "MessageScene"]
    assert got["title"] == "replay.rules_title"
    assert "other rules" in got["body"] and f"{other.name}.other-rules-1" in got["body"]
    assert other.with_name(other.name + ".other-rules-1").exists() and good.exists()
