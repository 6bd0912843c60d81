"""Run a child as a user to whom file permissions apply.

Root opens any file, so a test about a file the player may not read
(chmod 000, another owner) runs its child without root's two overrides of
file permissions: ``setpriv`` drops CAP_DAC_OVERRIDE and
CAP_DAC_READ_SEARCH from the child's bounding and inheritable sets, so the
child is root by uid (it can still run this checkout's Python under
/root) but is refused a file's read or write bits as anyone else would
be. Under another user no prefix is needed. `PREFIX` is None where
neither works (not POSIX, no setpriv): the tests skip."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_DROP = "-dac_override,-dac_read_search"


def _prefix() -> list[str] | None:
    if os.name != "posix":
        return None
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        return None
    return ["setpriv", f"--inh-caps={_DROP}", f"--bounding-set={_DROP}"]


PREFIX = _prefix()
#: The tests can chown a file to another user (only root can).
CAN_CHOWN = PREFIX is not None and os.geteuid() == 0


def run_plain(code: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """``python -c code`` as a plain user (see the module doc), with this
    checkout first on the path and ``home`` as the player's data folder."""
    assert PREFIX is not None
    env = dict(os.environ, RODIZIO_FOODIES_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([*PREFIX, sys.executable, "-c", code], env=env, cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout)
