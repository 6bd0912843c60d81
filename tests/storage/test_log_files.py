"""The client's log (issue #33): capped and rotated like the narration log
(tests/client/test_narration.py), and never a blocking open — a FIFO
swapped in after the log was chosen is refused (the record dropped
quietly), in a child with a time limit."""
from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.storage import paths

ROOT = Path(__file__).resolve().parents[2]


def test_the_client_log_is_capped_and_rotated(tmp_path):
    log = logging.getLogger("game.test_log_files")
    path = tmp_path / "client.log"
    handler = paths.LogFile(path, max_bytes=2000)
    log.addHandler(handler)
    try:
        for i in range(1000):
            log.warning("record number %d", i)
    finally:
        log.removeHandler(handler)
        handler.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["client.log", "client.log.1"]
    assert path.stat().st_size <= 2000 and path.with_name("client.log.1").stat().st_size <= 2000
    assert path.read_text(encoding="utf-8").splitlines()[-1] == "record number 999"


def test_the_default_cap_is_a_megabyte():
    assert paths.LOG_MAX_BYTES == 1024 * 1024
    assert paths.LogFile(os.devnull).maxBytes == paths.LOG_MAX_BYTES


SWAPPED = r"""
import logging, os, sys
from game.storage import paths
path = sys.argv[1]
log = logging.getLogger("game.swapped")
log.addHandler(paths.LogFile(path))
os.mkfifo(path)                        # after the log was chosen, before its first record
log.warning("not waited on")
log.warning("nor this one")
print("done")
"""


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_swapped_in_for_the_client_log_is_refused_not_waited_on(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    r = subprocess.run([sys.executable, "-c", SWAPPED, str(tmp_path / "client.log")], env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout == "done\n" and r.stderr == "", r.stderr
