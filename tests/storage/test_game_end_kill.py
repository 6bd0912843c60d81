"""kill -9 at every step of a game's end (issue #33): after a restart the
game is counted exactly once and kept exactly once.

A child plays the end of one finished game with `game.storage.ending.finish`
— the autosave of the move before is on disk, as the recorder leaves it —
and kills itself with SIGKILL at one moment: after the n-th step returned
(the intent written, the replay kept, the game counted, the autosave
removed) or inside the n-th write (its temp file written and synced, not
yet in place). A second child is the restart (`ending.recover`, what the
window runs first). Then the data folder is read."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from game.storage import paths
from game.storage.saves import SaveStore
from game.storage.stats import StatsStore, record_id
from tests.storage.hostile_files import child_env

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")

#: The end of the game, killed at ``sys.argv[1]``: "after:N" (the N-th step
#: returned; 0: before the first), "during:N" (the N-th write's temp file is
#: synced, not yet in place) or "none".
END = r"""
import os, signal, sys
from game.storage import ending
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from game.storage.stats import StatsStore
from tests.storage.test_game_end_kill import finished_game
where, _, n = sys.argv[1].partition(":")
n = int(n or 0)
rec = finished_game()
done = [0]

def die():
    os.kill(os.getpid(), signal.SIGKILL)

def step(f):
    def run(*a, **k):
        out = f(*a, **k)
        done[0] += 1
        if where == "after" and done[0] == n:
            die()
        return out
    return run

for cls, name in ((SaveStore, "write"), (ReplayStore, "add"), (SaveStore, "clear")):
    setattr(cls, name, step(getattr(cls, name)))
count = step(lambda r, kept: StatsStore().record_finished(r, kept))
if where == "during":
    real, seen = os.fsync, [0]
    def fsync(fd):
        real(fd)
        seen[0] += 1
        if seen[0] == n:
            die()
    os.fsync = fsync
if where == "after" and n == 0:
    die()
ending.finish(rec, count)
print("finished", flush=True)
"""

RESTART = r"""
from game.storage import ending
ending.recover()
"""

#: The moments, and whether the end was already under way (the intent in
#: place): then the restart files the game; before it, the game is still
#: the unfinished autosave of the move before, filed when it is played out.
MOMENTS = {
    "after:0": False,            # killed before anything
    "during:1": False,           # the intent's temp file written, not in place
    "after:1": True,             # the intent in place (the old order's nothing)
    "during:2": True,            # the replay's temp file written
    "after:2": True,             # the replay kept (the old order: kept, not yet counted)
    "during:3": True,            # the statistics' temp file written
    "after:3": True,             # counted, the autosave still there (the old: kept twice)
    "after:4": True,             # all done
    "none": True,
}


def finished_game():
    """One finished Rodízio game with a human seat (seat 0), and the autosave
    of the move before its end on disk (as the recorder leaves it)."""
    from tests.storage.test_replays import finished_record
    rec = finished_record(seed=11, seats=3)
    rec.seats[0] = {"player": "human", "name": "You"}
    rec.created = "2026-12-03T10:00:00Z"      # the game's identity, with its seed
    before = finished_record(seed=11, seats=3)
    before.seats[0], before.created = dict(rec.seats[0]), rec.created
    before.truncate(len(rec.actions) - 1)
    store = SaveStore()
    if not store.path.exists():
        store.write(before)
    return rec


def _run(code: str, *argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code, *argv], env=child_env(paths.data_root()),
                          capture_output=True, text=True, timeout=120)


def _state(rec) -> dict:
    replays = paths.data_root() / "replays"
    kept = [p.name for p in sorted(replays.glob("replay-*.json"))
            if json.loads(p.read_text())["seed"] == rec.seed]
    history = StatsStore().load().history("rodizio")
    counted = [e for e in history if e["id"] == record_id(rec)]
    save = SaveStore().path
    autosave = None
    if save.exists():
        autosave = "finished" if "result" in json.loads(save.read_text()) else "unfinished"
    return {"kept": len(kept), "counted": len(counted), "autosave": autosave,
            "replay_counted": counted[0]["replay"] if counted else None,
            "replay_kept": f"replays/{kept[0]}" if kept else None}


@pytest.mark.parametrize("moment", list(MOMENTS))
def test_a_kill_at_any_step_of_a_games_end_counts_and_keeps_it_once(moment):
    rec = finished_game()
    out = _run(END, moment)
    if moment == "none":
        assert out.returncode == 0 and out.stdout == "finished\n", out.stderr
    else:
        assert out.returncode == -signal.SIGKILL, (out.returncode, out.stderr)
    for _ in range(2):                     # a restart, and another: nothing more happens
        restarted = _run(RESTART)
        assert restarted.returncode == 0, restarted.stderr
        got = _state(rec)
        if MOMENTS[moment]:
            assert got["kept"] == 1 and got["counted"] == 1 and got["autosave"] is None, got
            assert got["replay_counted"] == got["replay_kept"], got   # counted with its replay
        else:
            assert got == {"kept": 0, "counted": 0, "autosave": "unfinished",
                           "replay_counted": None, "replay_kept": None}, got
    if not MOMENTS[moment]:   # the unfinished game, played out again, is filed once
        assert _run(END, "none").returncode == 0
        got = _state(rec)
        assert (got["kept"], got["counted"], got["autosave"]) == (1, 1, None), got


def test_the_window_files_an_interrupted_end_when_it_starts():
    """The restart is the window's own start (`run_client` runs
    `ending.recover` before the first frame): killed with the replay kept
    and the game not yet counted, one start of the window files it."""
    rec = finished_game()
    assert _run(END, "after:2").returncode == -signal.SIGKILL
    assert _state(rec)["counted"] == 0
    window = subprocess.run([sys.executable, "-m", "game", "--frames", "2"],
                            env=child_env(paths.data_root()), capture_output=True, text=True,
                            timeout=180)
    assert window.returncode == 0, window.stderr
    got = _state(rec)
    assert (got["kept"], got["counted"], got["autosave"]) == (1, 1, None), got


def test_an_end_that_cannot_be_filed_at_start_waits_and_is_never_offered_as_unfinished():
    """The restart cannot keep the replay (the replays folder is a file):
    the finished game stays, Continue does not offer it; a new game then
    sets it aside as previous.json; once replays can be kept again, the
    next start files it from there — once."""
    from game.storage.saves import unfinished
    rec = finished_game()
    assert _run(END, "after:1").returncode == -signal.SIGKILL      # the intent in place
    replays = paths.data_root() / "replays"
    if replays.exists():
        for p in replays.iterdir():
            p.unlink()
        replays.rmdir()
    replays.write_text("in the way")
    assert _run(RESTART).returncode == 0
    assert _state_of_saves() == {"autosave.json": "finished"}
    assert unfinished() == []                                        # not offered by Continue
    assert SaveStore().keep_previous().name == "previous.json"       # a new game's first move
    replays.unlink()
    assert _run(RESTART).returncode == 0
    got = _state(rec)
    assert (got["kept"], got["counted"]) == (1, 1) and _state_of_saves() == {}, got


def _state_of_saves() -> dict:
    folder = paths.data_root() / "saves"
    return {p.name: "finished" if "result" in json.loads(p.read_text()) else "unfinished"
            for p in sorted(folder.glob("*.json"))} if folder.exists() else {}
