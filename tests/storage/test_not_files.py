"""Something that is not a file where the game expects one (issue #33):
``stats.lock`` as a folder or a FIFO heals (moved aside, made anew) instead
of failing every game's record forever, or is said in one sentence; a FIFO
named like a replay is said once in the Replays list, not skipped
silently. Each case that could block runs in a child with a time
limit."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game.storage import paths
from game.storage import stats as S
from game.storage.replays import ReplayStore
from tests.storage.hostile_files import child_env
from tests.storage.test_replays import finished_record

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")

RECORD_TWO = r"""
import json
from game.storage.stats import StatsStore
store = StatsStore()
for i in range(2):
    totals, winners = ([10, 20], [0])
    store.record_game("rodizio", {}, {"totals": totals, "glutton_total": 9, "winners": winners,
                                      "glutton_wins": False, "scores": totals},
                      seat=0, players=["human", "hard"], game_id=f"g{i}")
print(json.dumps(store.load().bucket("rodizio").played))
"""


def _child(code: str, timeout: float = 60) -> subprocess.CompletedProcess:
    """``code`` in a child on this test's data folder; a block is a timeout."""
    return subprocess.run([sys.executable, "-c", code], env=child_env(paths.data_root()),
                          capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_lock_that_is_not_a_file_heals_once(kind):
    lock = paths.data_dir() / "stats.lock"
    if kind == "folder":
        lock.mkdir()
        (lock / "inside").write_text("kept")
    else:
        os.mkfifo(lock)
    out = _child(RECORD_TWO)
    assert out.returncode == 0 and json.loads(out.stdout) == 2, out.stderr
    assert lock.is_file()                                        # made anew, a real file
    kept = lock.with_name("stats.lock.corrupt-1")
    assert kept.is_dir() if kind == "folder" else kept.is_fifo()  # moved aside, not deleted
    assert not lock.with_name("stats.lock.corrupt-2").exists()   # once: the second game just locks


def test_a_lock_folder_that_cannot_be_moved_is_said_in_one_sentence(monkeypatch):
    lock = paths.data_dir() / "stats.lock"
    lock.mkdir()

    def refuse(path, tag="corrupt"):
        raise PermissionError(13, "Permission denied", str(path))
    from game.storage import locking
    monkeypatch.setattr(locking, "quarantine", refuse)
    with pytest.raises(OSError) as e:
        S.StatsStore().record_abandoned("rodizio", ["human", "hard"], game_id="x")
    assert e.value.strerror == "stats.lock is not a file and cannot be moved aside " \
                               "(Permission denied): remove it"
    assert not (paths.data_root() / "stats.json").exists()

    from types import SimpleNamespace
    from game.client.records.recording import count_finished
    toasts = []
    app = SimpleNamespace(toast=lambda text, seconds=0: toasts.append(text),
                          text=SimpleNamespace(tr=lambda key, **fmt: f"{key}: {fmt['reason']}"))
    game = SimpleNamespace(game="rodizio", state={}, levels=["human", "hard"], actions=[],
                           result={"totals": [10, 20], "glutton_total": 9, "winners": [0],
                                   "glutton_wins": False, "scores": [10, 20]},
                           created="2026-12-03T10:00:00Z", seed=1)
    assert count_finished(app, game, None) is None
    assert toasts == ["stats.write_failed: stats.lock is not a file and cannot be moved aside "
                      "(Permission denied): remove it"]


LIST_TWICE = r"""
import json
from game.storage.replays import ReplayStore
out = []
for _ in range(2):
    rows, notes = ReplayStore().summaries()
    out.append([[r["path"].name for r in rows], [str(n) for n in notes]])
print(json.dumps(out))
"""


@pytest.mark.parametrize("kind", ["fifo"])
def test_a_replay_name_that_is_no_file_is_said_once(kind):
    """(A folder by that name is the player's own: left alone, unsaid —
    tests/client/replay/test_damaged_files.py.)"""
    store = ReplayStore()
    store.add(finished_record(seed=1))
    store.add(finished_record(seed=2))
    odd = store.folder / "replay-00003.json"
    os.mkfifo(odd)
    store.add(finished_record(seed=4))                 # numbered past it: replay-00004
    out = _child(LIST_TWICE)
    assert out.returncode == 0, out.stderr
    first, second = json.loads(out.stdout)
    names = ["replay-00004.json", "replay-00002.json", "replay-00001.json"]
    what = "it is not a regular file (a pipe or a device)"
    assert first == [names, [f"replay-00003.json was unreadable ({what}); "
                             "kept as replay-00003.json.corrupt-1."]]
    assert second == [names, []]                         # said once
    assert not odd.exists() and odd.with_name("replay-00003.json.corrupt-1").exists()
