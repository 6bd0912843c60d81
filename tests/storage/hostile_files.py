"""Hostile JSON files under the size caps, and what reading them costs.

Each reader of player data is run in a child process (a memory limit set
with ``RLIMIT_AS`` in ``preexec_fn``, a CPU limit as a hang guard) on a
hostile file of the kind it expects; the child's peak memory (``ru_maxrss``)
and CPU time come from ``os.wait4``, so nothing else on the machine counts.

    python tests/storage/hostile_files.py          # the table in docs/robustness.md

prints, for every file and reader, the exit status or message, peak RSS in
MB and CPU seconds (tests/storage/test_hostile_files.py checks the same
runs against the targets: at most 100 MB, refused with a clear message)."""
from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
#: The checkout whose readers run (``--root``: another one, e.g. the code
#: before the caps, for the "before" figures).
CODE = ROOT

from game.storage import limits  # noqa: E402

MB = 1024 * 1024
#: The child's address-space limit: far above what a refusal needs, far
#: below what the files cost before the caps (0.77 GB).
ADDRESS_SPACE = 400 * MB
#: A hang guard (seconds of CPU): the files took 7–12 s before.
CPU_GUARD = 20
#: The target for any hostile file.
MAX_RSS_MB = 100


# -- the files ------------------------------------------------------------------------
def empty_arrays(size: int) -> bytes:
    """``[[],[],…]`` of `size` bytes: the most arrays per byte."""
    n = max(1, (size - 2) // 3)
    return b"[" + b",".join([b"[]"] * n) + b"]"


def zeros(size: int) -> bytes:
    """``[0,0,…]`` of `size` bytes: the most values per byte."""
    n = max(1, (size - 1) // 2)
    return b"[" + b",".join([b"0"] * n) + b"]"


def fullest(kind: limits.Kind) -> bytes:
    """The costliest file under every cap of `kind`: as many objects and
    distinct strings as the counts allow, the rest one long string."""
    objects = [b"{}"] * (kind.max_containers - 1)
    strings = [b'"k%d"' % i for i in range(kind.max_commas - len(objects) - 1)]
    body = b"[" + b",".join(objects + strings)
    pad = kind.max_bytes - len(body) - 4
    return body + (b',"' + b"x" * pad + b'"' if pad > 0 else b"") + b"]"


ISSUE_SIZE = 15_600_000   # the file of issue #24: 15.6 MB of [[],[],…]


def files_for(kind: limits.Kind) -> dict[str, bytes]:
    return {"15.6 MB of [[],[],…]": empty_arrays(ISSUE_SIZE),
            f"[[],[],…] at the cap ({kind.max_bytes // 1024} KB)": empty_arrays(kind.max_bytes),
            f"[0,0,…] at the cap": zeros(kind.max_bytes),
            "the fullest file under every cap": fullest(kind)}


# -- the readers ------------------------------------------------------------------------
@dataclass(frozen=True)
class Reader:
    """One reader of one kind of file: a command line (``{file}`` is the
    hostile file's path) or a Python snippet run with the data folder
    ``{home}`` (``{file}`` is then where the file is put in it)."""

    name: str
    kind: limits.Kind
    argv: tuple[str, ...] = ()
    code: str = ""
    place: str = ""    # the file's place in the data folder, for `code`


def _py(snippet: str) -> str:
    return "import sys\n" + snippet


READERS = (
    Reader("replay verify", limits.RECORD, ("-m", "game", "replay", "verify", "{file}")),
    Reader("replay export", limits.RECORD, ("-m", "game", "replay", "export", "{file}")),
    Reader("decide", limits.STATE, ("-m", "game", "decide", "foodies", "--state", "{file}",
                                    "--seat", "0", "--ai", "easy")),
    Reader("hint", limits.STATE, ("-m", "game", "hint", "foodies", "--state", "{file}",
                                  "--seat", "0")),
    Reader("window: settings", limits.SETTINGS, code=_py(
        "from game.storage.settings import SettingsStore\n"
        "s = SettingsStore(); print(s.message_key, s.message)"), place="settings.json"),
    Reader("window: autosave (Continue)", limits.RECORD, code=_py(
        "from game.storage.saves import SaveStore\n"
        "s = SaveStore(); print(getattr(s, 'summary', lambda: None)(), s.load()[1])"),
        place="saves/autosave.json"),
    Reader("window: previous game (Continue)", limits.RECORD, code=_py(
        "from game.storage.saves import SaveStore\n"
        "s = SaveStore(SaveStore().path.with_name('previous.json'))\n"
        "print(getattr(s, 'summary', lambda: None)(), s.load()[1])"),
        place="saves/previous.json"),
    Reader("window: a replay in the list", limits.RECORD, code=_py(
        "from game.storage.replays import ReplayStore\n"
        "rows, notes = ReplayStore().summaries(); print(len(rows), notes)"),
        place="replays/replay-00001.json"),
)


@dataclass(frozen=True)
class Cost:
    status: int
    rss_mb: float
    cpu_s: float
    out: str
    err: str


#: Sets the limits, runs the command in a child of its own and writes that
#: child's rusage to a file. (Not `preexec_fn`, nor the launcher itself
#: exec'ing the command: a process's peak RSS is carried across fork and
#: exec, so it would start at the parent's — pytest's — peak.)
LAUNCH = """
import json, os, resource, signal, sys
a, c, wall, report = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
resource.setrlimit(resource.RLIMIT_AS, (a, a))
resource.setrlimit(resource.RLIMIT_CPU, (c, c))
pid = os.fork()
if pid == 0:
    try:
        os.setpgid(0, 0)
        os.execv(sys.argv[5], sys.argv[5:])
    finally:
        os._exit(127)
def stop(*_):   # Ctrl-C after `wall` seconds; everything it started, 30 s later
    signal.signal(signal.SIGALRM, lambda *_: os.killpg(pid, signal.SIGKILL))
    signal.alarm(30)
    os.kill(pid, signal.SIGINT)
signal.signal(signal.SIGUSR1, stop)   # the parent's "enough": Ctrl-C now (`run_until`)
if wall:
    signal.signal(signal.SIGALRM, stop)
    signal.alarm(wall)
_, status, usage = os.wait4(pid, 0)
with open(report, "w") as f:
    json.dump({"rss_kb": usage.ru_maxrss, "cpu": usage.ru_utime + usage.ru_stime}, f)
sys.exit(os.waitstatus_to_exitcode(status) & 0xFF)
"""


def run_limited(argv: list[str], env: dict[str, str] | None = None,
                address_space: int | None = None, cpu: int = CPU_GUARD, wall: int = 0) -> Cost:
    """Run `argv` under the limits (interrupted as by Ctrl-C after `wall`
    seconds if not 0); its exit status, peak RSS and CPU (of it and the
    children it waited for), output."""
    import json
    address_space = ADDRESS_SPACE if address_space is None else address_space
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "usage.json"
        launch = [sys.executable, "-c", LAUNCH, str(address_space), str(cpu), str(wall), str(report)]
        code = subprocess.run(launch + argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL,
                              env=env, cwd=CODE).returncode
        usage = json.loads(report.read_text())
        out.seek(0)
        err.seek(0)
        return Cost(code, usage["rss_kb"] / 1024, usage["cpu"],
                    out.read().decode(errors="replace"), err.read().decode(errors="replace"))


def run_until(argv: list[str], env: dict[str, str] | None, enough: Callable[[str], bool],
              deadline: float = 300, address_space: int | None = None,
              cpu: int = CPU_GUARD) -> Cost:
    """`run_limited`, with the command's stderr on a terminal (a pty, so it
    reports progress as it does for a player) and interrupted as by Ctrl-C
    as soon as ``enough(stderr so far)`` is true — judged by what the
    command reports, never by how much CPU it got in a wall-clock window,
    so a busy machine only makes it slower. ``deadline`` (seconds) is a
    hang guard: past it the command is interrupted all the same (and
    ``enough`` is then false for the caller to see)."""
    import json
    import pty
    import select
    import signal
    import time
    address_space = ADDRESS_SPACE if address_space is None else address_space
    master, slave = pty.openpty()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "usage.json"
        launch = [sys.executable, "-c", LAUNCH, str(address_space), str(cpu), "0", str(report)]
        p = subprocess.Popen(launch + argv, stdout=out, stderr=slave, stdin=subprocess.DEVNULL,
                             env=env, cwd=CODE)
        os.close(slave)
        err, stopped, end = b"", False, time.monotonic() + deadline
        while True:
            ready, _, _ = select.select([master], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:   # the terminal closed: the command is gone
                    chunk = b""
                if not chunk:
                    break
                err += chunk
            if not stopped and (enough(err.decode(errors="replace")) or time.monotonic() > end):
                p.send_signal(signal.SIGUSR1)
                stopped = True
            if p.poll() is not None and not ready:
                break
        code = p.wait(timeout=60)
        os.close(master)
        usage = json.loads(report.read_text())
        out.seek(0)
        return Cost(code, usage["rss_kb"] / 1024, usage["cpu"],
                    out.read().decode(errors="replace"), err.decode(errors="replace"))


def child_env(home: Path) -> dict[str, str]:
    env = dict(os.environ, RODIZIO_FOODIES_HOME=str(home), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["PYTHONPATH"] = str(CODE) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def measure(reader: Reader, content: bytes, folder: Path) -> Cost:
    """What `reader` costs on `content` (written under `folder`)."""
    home = folder / "home"
    if reader.code:
        path = home / reader.place
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        argv = [sys.executable, "-c", reader.code]
    else:
        home.mkdir(parents=True, exist_ok=True)
        path = folder / "hostile.json"
        path.write_bytes(content)
        argv = [sys.executable, *(a.replace("{file}", str(path)) for a in reader.argv)]
    try:
        return run_limited(argv, child_env(home))
    finally:
        import shutil
        shutil.rmtree(home, ignore_errors=True)
        if path.exists():
            path.unlink()


#: The window: start (settings), the title (its Continue entry reads both
#: saves), then the Replays list; the hostile file as every one of them.
WINDOW = ("import sys\n"
          "from game.client.run import run_client\n"
          "from game.client.replay.viewer import ReplayList\n"
          "sys.exit(run_client(frames=16, script=[(4, lambda a: a.to_menu()),\n"
          "                                       (8, lambda a: a.push(ReplayList(a)))]))\n")
WINDOW_PLACES = ("settings.json", "saves/autosave.json", "saves/previous.json",
                 "replays/replay-00001.json")
#: A window process maps far more than it uses (SDL, fonts): its own limit.
WINDOW_ADDRESS_SPACE = 2048 * MB


def window_cost(folder: Path, content: bytes | None) -> tuple[Cost, list[str]]:
    """The window's cost with `content` as its settings, both saves and a
    replay (None: an empty data folder), and the files left in the data
    folder afterwards (relative paths)."""
    import shutil
    home = folder / "window-home"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    for place in WINDOW_PLACES if content is not None else ():
        (home / place).parent.mkdir(parents=True, exist_ok=True)
        (home / place).write_bytes(content)
    try:
        cost = run_limited([sys.executable, "-c", WINDOW], child_env(home),
                           address_space=max(ADDRESS_SPACE, WINDOW_ADDRESS_SPACE))
        return cost, sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    finally:
        shutil.rmtree(home, ignore_errors=True)


def table() -> str:
    lines = ["| reader | file | result | peak RSS, MB | CPU, s |", "|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        for reader in READERS:
            for name, content in files_for(reader.kind).items():
                cost = measure(reader, content, Path(tmp))
                said = (cost.err or cost.out).strip().splitlines()
                said = said[-1] if said else ""
                said = said if len(said) <= 90 else said[:89] + "…"
                lines.append(f"| {reader.name} | {name} | exit {cost.status}: {said} | "
                             f"{cost.rss_mb:.0f} | {cost.cpu_s:.2f} |")
                print(lines[-1], flush=True)
        for what, content in (("no files", None), ("15.6 MB of [[],[],…] as all four", empty_arrays(ISSUE_SIZE))):
            cost, _ = window_cost(Path(tmp), content)
            lines.append(f"| the window: start, title, Replays | {what} | exit {cost.status} | "
                         f"{cost.rss_mb:.0f} | {cost.cpu_s:.2f} |")
            print(lines[-1], flush=True)
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=ROOT, help="the checkout whose readers run")
    ap.add_argument("--address-space-mb", type=int, default=ADDRESS_SPACE // MB,
                    help="the children's memory limit (the code before the caps needs ~800)")
    args = ap.parse_args()
    CODE, ADDRESS_SPACE = args.root.resolve(), args.address_space_mb * MB
    table()
