"""A full disk: the game says the save failed (a toast) and goes on; the log
file, on the same full disk, cannot be written either — which must not
print "--- Logging error ---" tracebacks to stderr (the standard handler
did, once per failed save)."""
from __future__ import annotations

import errno
import logging
import os

import pytest

from game.storage import paths

FULL = "/dev/full"   # every write: ENOSPC
needs_dev_full = pytest.mark.skipif(not os.path.exists(FULL), reason="needs /dev/full")


@needs_dev_full
def test_the_log_file_on_a_full_disk_drops_records_quietly(capfd):
    log = logging.getLogger("game.test_full_disk")
    handler = paths.LogFile(FULL)
    log.addHandler(handler)
    try:
        for _ in range(3):
            log.warning("could not save the game: [Errno 28] No space left on device")
    finally:
        log.removeHandler(handler)
        handler.close()
    assert capfd.readouterr().err == ""


def test_the_log_file_writes_as_before(tmp_path):
    log = logging.getLogger("game.test_full_disk.ok")
    handler = paths.LogFile(tmp_path / "client.log")
    log.addHandler(handler)
    try:
        log.warning("first")
        log.warning("second")
    finally:
        log.removeHandler(handler)
        handler.close()
    assert (tmp_path / "client.log").read_text(encoding="utf-8").splitlines() == ["first", "second"]


@needs_dev_full
def test_a_game_on_a_full_disk_says_so_once_and_prints_nothing(monkeypatch, capfd):
    """The window end to end: every save fails with ENOSPC and the log file
    is on the full disk too; the game plays on, one toast names the cause,
    stderr stays empty."""
    import pygame

    from game.client import app as app_module
    from game.storage import jsonio
    from tests.client import testing as T
    from tests.client.replay.test_replay_client import Driver, every_tick, instant, rodizio_table

    def no_space(path, obj):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
    monkeypatch.setattr(jsonio, "write_json_atomic", no_space)
    monkeypatch.setattr("game.storage.saves.write_json_atomic", no_space)
    monkeypatch.setattr("game.storage.replays.write_json_atomic", no_space)
    monkeypatch.setattr(paths, "log_path", lambda name="client.log": __import__("pathlib").Path(FULL))
    monkeypatch.setattr(app_module, "_log_handler", None)
    shown = []
    d = Driver(3, lambda app: None)
    app = T.make_app(frames=400, settings=instant(),
                     script=every_tick(d, 400) + every_tick(lambda a: shown.extend(
                         t for t, _ in a.toasts if t not in shown), 400))
    try:
        app.run(rodizio_table)
    finally:
        handler = app_module._log_handler
        if handler is not None:
            logging.getLogger("game").removeHandler(handler)
            try:
                handler.close()
            except OSError:   # the standard handler's buffer fails again (not LogFile's)
                pass
        monkeypatch.setattr(app_module, "_log_handler", None)
        pygame.display.quit()
    assert not app._errors and d.made == 3
    saves = [t for t in shown if "save" in t.lower()]
    assert len(saves) == 1 and "No space left on device" in saves[0], shown
    err = capfd.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err, err
