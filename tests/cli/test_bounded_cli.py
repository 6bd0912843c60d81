"""Every command bounded (issue #24): numbers checked against their ranges
before anything is built, `sim` streamed (with progress on a terminal),
and output errors — a closed pipe, a full disk — as one line or a quiet
exit, never a traceback. The memory cases run in a child process under a
memory limit and are judged by its peak RSS."""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import selfplay
from game.cli.main import main
from tests.storage.hostile_files import MAX_RSS_MB, child_env, run_limited, run_until

ROOT = Path(__file__).resolve().parents[2]
HUGE = "1" + "0" * 30          # 1e30 as digits
GAME = [sys.executable, "-m", "game"]


def _game(*argv: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run(GAME + list(argv), cwd=ROOT, capture_output=True, text=True,
                          timeout=180, **kw)


def _one_line_2(code: int, err: str) -> None:
    assert code == 2, err
    assert err.count("\n") == 1 and err.startswith("error:") and "Traceback" not in err, err


# -- numbers out of range ----------------------------------------------------------------
OUT_OF_RANGE = {
    "trace: a billion seats": ("trace", "foodies", "--seed", "1", "--seats", "1000000000"),
    "trace: 1e30 seats as digits": ("trace", "foodies", "--seed", "1", "--seats", HUGE),
    "trace: 1e30 written as a float": ("trace", "foodies", "--seed", "1", "--seats", "1e30"),
    "trace: seats beyond the game's": ("trace", "foodies", "--seed", "1", "--seats", "9"),
    "trace: a 1e30 seed": ("trace", "rodizio", "--seed", HUGE, "--seats", "3"),
    "trace: a 1e30 first seat": ("trace", "rodizio", "--seed", "1", "--seats", "3", "--first", HUGE),
    "sim: 1e14 games": ("sim", "foodies", "--games", "100000000000000", "--seats", "3",
                        "--ai", "random"),
    "sim: a billion seats": ("sim", "rodizio", "--games", "2", "--seats", "1000000000",
                             "--ai", "random"),
    "sim: a million jobs": ("sim", "rodizio", "--games", "2", "--seats", "3", "--ai", "random",
                            "--jobs", "1000000"),
    "sim: a 1e30 seed": ("sim", "rodizio", "--games", "2", "--seats", "3", "--ai", "random",
                         "--seed", HUGE),
    "decide: a 1e30 seat": ("decide", "foodies", "--state", "x.json", "--seat", HUGE, "--ai", "easy"),
    "decide: a 1e30 seed": ("decide", "foodies", "--state", "x.json", "--seat", "0", "--ai", "easy",
                            "--seed", HUGE),
    "hint: a 1e30 seat": ("hint", "foodies", "--state", "x.json", "--seat", HUGE),
}


@pytest.mark.parametrize("name", sorted(OUT_OF_RANGE))
def test_numbers_out_of_range_are_refused_before_anything_is_built(name, tmp_path):
    """One line naming the range, exit 2, and the memory of a refusal (the
    billion seats reached 7.8 GB before; 1e30 was an OverflowError)."""
    cost = run_limited(GAME + list(OUT_OF_RANGE[name]), child_env(tmp_path / "home"))
    _one_line_2(cost.status, cost.err)
    assert "must be" in cost.err or "played by" in cost.err or "not a whole number" in cost.err
    assert len(cost.err) < 200, cost.err          # a 31-digit number is not echoed whole
    assert cost.rss_mb <= MAX_RSS_MB, (name, cost.rss_mb)


def test_parse_levels_checks_the_seats_before_building_the_list():
    with pytest.raises(ValueError, match="--seats must be 1 to 16"):
        selfplay.parse_levels("random", 10 ** 9)
    with pytest.raises(ValueError, match="--seats must be 1 to 16"):
        selfplay.parse_levels("random", 10 ** 30)
    with pytest.raises(ValueError, match="more than 17 levels for 3 seats"):
        selfplay.parse_levels(",".join(["random"] * 10 ** 5), 3)
    assert selfplay.parse_levels("easy, hard", 2) == ["easy", "hard"]


def test_run_sim_checks_its_numbers_too():
    """Tools call run_sim directly: the same ranges, before any game."""
    for kw, match in ((dict(games=0), "--games"), (dict(games=selfplay.MAX_GAMES + 1), "--games"),
                      (dict(jobs=selfplay.max_jobs() + 1), "--jobs"), (dict(seats=9), "played by")):
        args = dict(game="foodies", games=2, seats=3, levels=["random"] * 3, spicy=False, seed=0)
        args.update(kw)
        if "seats" in kw:
            args["levels"] = ["random"] * kw["seats"]
        with pytest.raises(ValueError, match=match):
            selfplay.run_sim(**args)


# -- sim streams its work --------------------------------------------------------------------
#: Games a million-game sim must report played before it is interrupted.
PLAYED = 10_000


def _reported(err: str) -> int:
    """The last game count the sim's progress line reported (0: none yet)."""
    import re
    counts = re.findall(r"sim: ([0-9,]+) / ", err)
    return int(counts[-1].replace(",", "")) if counts else 0


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_million_game_sim_runs_in_constant_memory(tmp_path, jobs):
    """The work is made as it is played (a million games' list cost >100 MB
    before the first game started; pool.map listed it all too): once a
    million-game sim has reported thousands of games played (its progress
    line, on a terminal), it is still small. "It played for a while" is
    the games it reports — not CPU seconds inside a wall-clock limit,
    which a busy machine does not give (issue #33): there it only takes
    longer to get there."""
    argv = GAME + ["sim", "rodizio", "--games", "1000000", "--seats", "3", "--ai", "random",
                   "--jobs", jobs]
    cost = run_until(argv, child_env(tmp_path / "home"), lambda err: _reported(err) >= PLAYED)
    assert _reported(cost.err) >= PLAYED, cost.err[-300:]  # it did play (not the deadline)
    assert cost.status == 130, cost                        # Ctrl-C: a quiet stop, workers too
    assert "Traceback" not in cost.err and "Error" not in cost.err, cost.err[-500:]
    assert cost.rss_mb <= 60, cost.rss_mb


def test_outcomes_are_kept_compact_and_read_back_whole():
    table = selfplay._Outcomes()
    rows = [{"points": [3, 5, 1], "round": 4, "glutton_wins": False},
            {"points": [0, 2, 9], "round": 6, "glutton_wins": True}]
    for row in rows:
        table.append(dict(row))
    table.append({"points": [1, 1, 1], "round": "seven", "extra": 2.5})   # anything else: as is
    assert list(table)[:2] == [{**r, "extra": None} for r in rows]
    assert table[-1] == {"points": [1, 1, 1], "round": "seven", "glutton_wins": None, "extra": 2.5}
    assert len(table) == 3 and table[0:1] == [{**rows[0], "extra": None}]


def test_decision_time_percentile_is_within_one_percent():
    import random
    rng = random.Random(4)
    values = [rng.lognormvariate(-7, 1) for _ in range(5000)]
    t = selfplay._Timings()
    for v in values:
        t.add(v)
    from game.ai.stats import percentile
    exact = percentile(values, 95)
    assert abs(t.percentile(95) - exact) <= 0.011 * exact
    assert t.count == 5000 and abs(t.mean() - sum(values) / 5000) < 1e-12
    assert len(t.buckets) < 1000


# -- progress on a terminal -----------------------------------------------------------------
class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_shown_on_a_terminal_after_a_second_and_cleared():
    now = [0.0]
    term = _Terminal()
    shown = selfplay._Progress(term, 5000, clock=lambda: now[0])
    shown.update(10)
    assert term.getvalue() == ""                     # a short run shows nothing
    now[0] = 1.2
    shown.update(1200)
    now[0] = 1.3
    shown.update(1300)                               # at most twice a second
    now[0] = 62.0
    shown.update(2500)
    shown.close()
    text = term.getvalue()
    assert text.count("\rsim:") == 2 and "1,200 / 5,000 games (24%) · 0:01" in text
    assert "2,500 / 5,000 games (50%) · 1:02" in text and text.endswith("\r\x1b[K")


def test_no_progress_when_stderr_is_not_a_terminal():
    plain = io.StringIO()
    shown = selfplay._Progress(plain, 10, after=0.0)
    shown.update(5)
    shown.close()
    assert plain.getvalue() == ""


@pytest.mark.skipif(sys.platform == "win32", reason="needs a pseudo-terminal")
def test_a_long_sim_shows_progress_on_a_terminal_stderr(tmp_path):
    """End to end: stderr on a pseudo-terminal gets the progress line, stdout
    (a pipe) gets only the JSON summary."""
    import pty
    master, slave = pty.openpty()
    try:
        p = subprocess.run(GAME + ["sim", "foodies", "--games", "2500", "--seats", "2", "--ai", "random"],
                           cwd=ROOT, stdout=subprocess.PIPE, stderr=slave, timeout=300,
                           env=child_env(tmp_path / "home"))
        os.close(slave)
        slave = -1
        seen = b""
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:          # EIO: the terminal's other end is closed
                break
            if not chunk:
                break
            seen += chunk
    finally:
        if slave >= 0:
            os.close(slave)
        os.close(master)
    assert p.returncode == 0 and json.loads(p.stdout)["games"] == 2500
    text = seen.decode()
    assert "sim: " in text and "/ 2,500 games (" in text and text.endswith("\r\x1b[K"), text


# -- output errors -------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def inputs(tmp_path_factory):
    """A trace and a rule-book state to feed the commands."""
    folder = tmp_path_factory.mktemp("inputs")
    out = io.StringIO()
    selfplay.run_trace("foodies", 3, 3, ["random"] * 3, False, out=out)
    trace = folder / "t.jsonl"
    trace.write_text(out.getvalue())
    state = folder / "state.json"
    state.write_text(json.dumps(json.loads(out.getvalue().splitlines()[0])["state"]))
    return {"trace": str(trace), "state": str(state)}


def _commands(inputs) -> dict[str, list[str]]:
    return {
        "trace": ["trace", "foodies", "--seed", "1", "--seats", "4", "--ai", "easy"],
        "sim": ["sim", "rodizio", "--games", "3", "--seats", "3", "--ai", "random"],
        "replay verify": ["replay", "verify", inputs["trace"]],
        "replay export": ["replay", "export", inputs["trace"]],
        "decide": ["decide", "foodies", "--state", inputs["state"], "--seat", "0", "--ai", "easy"],
        "hint": ["hint", "foodies", "--state", inputs["state"], "--seat", "0"],
        "--help": ["--help"],
        "trace --help": ["trace", "--help"],
    }


COMMANDS = ["trace", "sim", "replay verify", "replay export", "decide", "hint", "--help",
            "trace --help"]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("name", COMMANDS)
def test_a_full_disk_is_one_line_exit_2(inputs, name):
    with open("/dev/full", "w") as full:
        p = subprocess.run(GAME + _commands(inputs)[name], cwd=ROOT, stdout=full,
                           stderr=subprocess.PIPE, text=True, timeout=180)
    _one_line_2(p.returncode, p.stderr)
    assert "cannot write the output: No space left on device" in p.stderr


@pytest.mark.parametrize("name", COMMANDS)
def test_a_closed_stdout_is_one_line_exit_2(inputs, name):
    p = subprocess.run(GAME + _commands(inputs)[name], cwd=ROOT, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, text=True, timeout=180,
                       preexec_fn=lambda: os.close(1))
    _one_line_2(p.returncode, p.stderr)
    assert "cannot write the output" in p.stderr


@pytest.mark.parametrize("name", ["trace", "replay export"])
def test_a_reader_that_stops_early_ends_the_command_quietly(inputs, name):
    """`… | head -1`: the reader closes the pipe after one line; the command
    stops there, says nothing (as Unix tools do) and exits 2."""
    p = subprocess.Popen(GAME + _commands(inputs)[name], cwd=ROOT, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE)
    first = p.stdout.readline()
    p.stdout.close()                      # what `head -1` does
    err = p.stderr.read().decode()
    code = p.wait(timeout=180)
    assert json.loads(first)
    assert code == 2 and err == "", err


def test_the_bench_command_is_guarded_too(tmp_path):
    """`bench` prints its figures the same way (its run replaced by a stub
    here: a real one takes a minute)."""
    code = ("import sys, game.cli.bench as b\n"
            "b.main = lambda quick, uno=None: print('{}') or 0\n"
            "from game.cli.main import main\n"
            "sys.exit(main(['bench', '--quick']))\n")
    if not os.path.exists("/dev/full"):
        pytest.skip("needs /dev/full")
    with open("/dev/full", "w") as full:
        p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, stdout=full,
                           stderr=subprocess.PIPE, text=True, timeout=60)
    _one_line_2(p.returncode, p.stderr)


def test_in_process_output_errors_do_not_escape(monkeypatch, capsys):
    """The guard itself: a write error becomes one line (a closed pipe: none)."""
    import errno

    class Broken(io.StringIO):
        def __init__(self, err):
            super().__init__()
            self.err = err

        def write(self, text):
            raise OSError(self.err, os.strerror(self.err))

    for err, said in ((errno.ENOSPC, "No space left on device"), (errno.EPIPE, None)):
        monkeypatch.setattr(sys, "stdout", Broken(err))
        assert main(["trace", "rodizio", "--seed", "1", "--seats", "2"]) == 2
        monkeypatch.undo()
        got = capsys.readouterr().err
        assert (said in got and got.count("\n") == 1) if said else got == ""
