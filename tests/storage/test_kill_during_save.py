"""kill -9 in the middle of saving never loses the file: after every kill
the autosave is the old or the new record, whole; the temp files the
kills leave behind are removed at the next start (`clean_stale_temp`)."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.storage.jsonio import clean_stale_temp, read_json

WRITER = r"""
import sys
from game.storage.jsonio import write_json_atomic
path = sys.argv[1]
docs = [{"n": i, "pad": "x" * 20000 * (i % 3 + 1)} for i in range(2)]
print("ready", flush=True)
i = 0
while True:
    write_json_atomic(path, docs[i % 2])
    i += 1
"""

#: A writer stopped in the middle of a write, after its temp file is written
#: and before the rename: a kill there always leaves a temp file behind.
STOPPED_WRITER = r"""
import os, sys, time
from game.storage.jsonio import write_json_atomic
def stop(*args):
    print("mid-write", flush=True)
    time.sleep(600)
os.replace = stop
write_json_atomic(sys.argv[1], {"n": 1})
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_kill_9_while_saving_never_loses_the_file(tmp_path):
    path = tmp_path / "saves" / "autosave.json"
    rng = random.Random(11)
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    kills = 0
    for _ in range(25):
        p = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, env=env)
        assert p.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.05))
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
        kills += 1
        if path.exists():
            doc = read_json(path)             # whole and valid, never half-written
            assert doc["n"] in (0, 1) and len(doc["pad"]) % 20000 == 0
    assert kills == 25 and path.exists()
    leftovers = list(path.parent.glob("*.tmp"))
    removed = clean_stale_temp(path.parent, now=time.time() + 3600)
    assert sorted(removed) == sorted(leftovers)
    assert not list(path.parent.glob("*.tmp")) and read_json(path)["n"] in (0, 1)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_the_next_write_of_any_process_removes_what_the_kills_left(tmp_path):
    """Not only the window's start: every writer cleans its own file's temp
    files (once they are old enough to belong to no running write)."""
    path = tmp_path / "saves" / "autosave.json"
    root = str(Path(__file__).resolve().parents[2])
    env = dict(os.environ, PYTHONPATH=root + os.pathsep + os.environ.get("PYTHONPATH", ""))
    # a kill that lands mid-write, every time (not by luck of timing)
    p = subprocess.Popen([sys.executable, "-c", STOPPED_WRITER, str(path)], stdout=subprocess.PIPE, env=env)
    assert p.stdout.readline().strip() == b"mid-write"
    p.send_signal(signal.SIGKILL)
    p.wait(timeout=30)
    leftovers = list(path.parent.glob("*.tmp"))
    assert len(leftovers) == 1, leftovers
    old = time.time() - 3600
    for p in leftovers:
        os.utime(p, (old, old))
    code = "import sys; from game.storage.jsonio import write_json_atomic; write_json_atomic(sys.argv[1], {'n': 0})"
    subprocess.run([sys.executable, "-c", code, str(path)], env=env, check=True, timeout=60)
    assert not list(path.parent.glob("*.tmp")) and read_json(path)["n"] == 0
