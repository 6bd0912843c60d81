"""Start-up hardening (game.client.run): no display, a screenshot into a
missing folder, stale temp files, a data folder that is a file, damaged
settings — each gives one accurate message, never a traceback or a loop."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from game.client import run
from tests.client import testing as T
from game.storage import paths

ENV = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "DISPLAY", "WAYLAND_DISPLAY")}


def _game(*argv, env=None, home=None):
    e = dict(env if env is not None else os.environ)
    if home is not None:
        e["RODIZIO_FOODIES_HOME"] = str(home)
    return subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True,
                          timeout=120, env=e)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how Linux names a screen")
def test_no_display_says_so_and_exits_2(tmp_path):
    r = _game("--frames", "2", env=dict(ENV, SDL_AUDIODRIVER="dummy"), home=tmp_path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.strip().splitlines() == [run.NO_DISPLAY.join(("error: ", ""))]


def test_an_explicit_dummy_driver_is_allowed(tmp_path):
    shot = tmp_path / "menu.png"
    r = _game("--frames", "3", "--screenshot", str(shot),
              env=dict(ENV, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy"), home=tmp_path / "home")
    assert r.returncode == 0, r.stderr
    assert shot.is_file()


def test_screenshot_into_a_missing_folder_creates_nothing(tmp_path):
    target = tmp_path / "a" / "b" / "shot.png"
    assert run.run_client(frames=2, screenshot=str(target)) == 2
    assert not (tmp_path / "a").exists()
    assert run.run_client(frames=2, screenshot=str(tmp_path)) == 2


def test_screenshot_problem_messages(tmp_path):
    assert run.screenshot_problem(None) is None
    assert run.screenshot_problem(str(tmp_path / "x.png")) is None
    assert "does not exist" in run.screenshot_problem(str(tmp_path / "no" / "x.png"))
    assert "is a folder" in run.screenshot_problem(str(tmp_path))


def test_stale_temp_files_are_removed_at_start(tmp_path, capsys):
    home = paths.data_dir()
    (home / "saves").mkdir()
    (home / "replays").mkdir()
    stale = [home / "settings.json.abc123.tmp", home / "saves" / "autosave.json.x1.tmp",
             home / "replays" / "replay-00001.json.zz9.tmp"]
    fresh = home / "saves" / "autosave.json.new.tmp"
    keep = [home / "saves" / "notes.tmp", home / "replays" / "replay-00001.json"]
    old = time.time() - 3600
    for p in stale + [fresh] + keep:
        p.write_text("{}")
    for p in stale + keep:
        os.utime(p, (old, old))
    assert run.run_client(frames=2) == 0
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and all(p.exists() for p in keep)


def test_data_folder_that_is_a_file(tmp_path, monkeypatch):
    home = tmp_path / "home-file"
    home.write_text("not a folder")
    monkeypatch.setenv(paths.ENV_HOME, str(home))
    from game.storage.settings import SettingsStore
    store = SettingsStore()
    assert store.message_key == "data.unusable" and "is a file" in store.message
    store.settings.volume = 30
    store.save()                         # nothing to write to: no error, nothing written
    assert home.read_text() == "not a folder"
    app = T.make_app(frames=5, settings_store=store)
    app.run()
    assert not app._errors
    assert app.toasts and str(home) in app.toasts[0][0] and "data folder" in app.toasts[0][0]
    assert "settings file" not in app.toasts[0][0]


def test_deeply_nested_settings_start_with_defaults_and_a_toast(tmp_path):
    from game.storage.settings import Settings, SettingsStore
    path = paths.data_dir() / "settings.json"
    path.write_text("[" * 3000 + "]" * 3000)
    store = SettingsStore()
    assert store.settings == Settings()
    # refused before parsing: more brackets than a real settings file holds (issue #24)
    assert "settings.json.corrupt-1" in store.message and "far more than a real" in store.message
    app = T.make_app(frames=5, settings_store=store)
    app.run()
    assert not app._errors and app.toasts
    assert "settings.json.corrupt-1" in app.toasts[0][0]
    assert not path.exists() and path.with_name("settings.json.corrupt-1").exists()


def test_settings_fifo_never_blocks_start_up(tmp_path):
    path = paths.data_dir() / "settings.json"
    os.mkfifo(path)
    r = _game("--frames", "3", env=dict(os.environ, SDL_VIDEODRIVER="dummy"), home=paths.data_dir())
    assert r.returncode == 0, r.stderr
    assert path.with_name("settings.json.corrupt-1").exists() and not path.exists()


def test_a_fifo_as_the_log_file_never_blocks(tmp_path):
    logs = paths.data_dir() / "logs"
    logs.mkdir()
    os.mkfifo(logs / "client.log")
    r = _game("--frames", "3", "--screenshot", str(tmp_path / "x" / "no.png"),   # logs nothing, exit 2
              env=dict(os.environ, SDL_VIDEODRIVER="dummy"), home=paths.data_dir())
    assert r.returncode == 2
    import logging
    app = T.make_app(frames=3)
    logging.getLogger("game.test").warning("a warning is written, not blocked on")
    app.run()
    assert (logs / "client.log").is_file() and (logs / "client.log.corrupt-1").exists()
