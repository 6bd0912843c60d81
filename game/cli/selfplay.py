"""`trace` and `sim`: AI seats play headless games through the rules core."""
from __future__ import annotations

import math
import sys
import time
from array import array
from collections.abc import Sequence
from typing import Any, Callable, Iterator, TextIO

from game import kits
from game.kits import make_agent
from game.ai.match import play_match
from game.kits.trace import dumps, final_line, step_line
from game.rules.rng import derive_seed

from game.cli.args import MAX_GAMES, MAX_SEATS, max_jobs  # noqa: F401  (this module's API too)


def game_options(game: str, spicy: bool) -> dict[str, Any]:
    """Keyword options of ``new_game`` for ``game`` (the kit checks them:
    ValueError for ``--spicy`` on a game without that option)."""
    return kits.get(game).game_options({"spicy": True} if spicy else {})


def parse_levels(text: str, seats: int) -> list[str]:
    """One AI level per seat from ``--ai`` (one name: every seat). The
    seat count is checked first, so nothing is built for an absurd one."""
    if isinstance(seats, bool) or not isinstance(seats, int) or not 1 <= seats <= MAX_SEATS:
        raise ValueError(f"--seats must be 1 to {MAX_SEATS}, not {_short(seats)}")
    levels = [t.strip() for t in text.split(",", MAX_SEATS) if t.strip()]
    if len(levels) == 1:
        levels = levels * seats
    if len(levels) != seats:
        more = "more than " if len(levels) > MAX_SEATS else ""
        raise ValueError(f"--ai names {more}{len(levels)} levels for {seats} seats")
    return levels


def check_seats(game: str, seats: int) -> None:
    """ValueError unless the game's rules are played by `seats` seats."""
    kit = kits.get(game)
    lo, hi = kit.seats.rules_min, kit.seats.rules_max
    if isinstance(seats, bool) or not isinstance(seats, int) or not lo <= seats <= hi:
        raise ValueError(f"{kit.title} is played by {lo} to {hi} seats, not {_short(seats)}")


def _short(value: object) -> str:
    text = str(value)
    return text if len(text) <= 24 else f"{text[:12]}… (a {len(text)}-digit number)"


def run_trace(game: str, seed: int, seats: int, levels: list[str], spicy: bool,
              out: TextIO | None = None, first: int = 0) -> None:
    """Play one game of AI ``levels`` from seat ``first`` and write its trace
    to ``out`` (default: stdout at the time of the call); ValueError (before
    any output) for bad seats, options or first seat."""
    out = sys.stdout if out is None else out
    check_seats(game, seats)
    rules = kits.get(game).rules_module()
    options = game_options(game, spicy)
    rules.new_game(seed, seats, **options)  # the options first
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < seats:
        raise ValueError(f"--first must be a seat of the {seats}-seat game (0..{seats - 1}), "
                         f"got {_short(first)}")
    state = rules.new_game(seed, seats, first_seat=first, **options)
    agents = [make_agent(game, lv) for lv in levels]

    def emit(step):
        out.write(step_line(rules.to_json(step.state_before), step.actor, step.action) + "\n")

    record = play_match(rules, state, agents, seed, on_step=emit, keep_steps=False)
    # The book's final line has fixed keys; result() may add extras (glutton_wins).
    out.write(final_line(game, rules.to_json(record.final), rules.result(record.final)) + "\n")


def _play_one(job: tuple) -> dict[str, Any]:
    """One sim game (a top-level function so worker processes can run it)."""
    game, seats, levels, spicy, seed, g = job
    kit = kits.get(game)
    rules = kit.rules_module()
    agents = [make_agent(game, lv) for lv in levels]
    game_seed = derive_seed(seed, g)
    state = rules.new_game(game_seed, seats, first_seat=g % seats,
                           **game_options(game, spicy))
    record = play_match(rules, state, agents, game_seed, keep_steps=False)
    res = rules.result(record.final)
    return {"winners": res["winners"], "points": res[kit.points],
            "times": record.decision_seconds, **kit.sim_outcome(rules, record.final, res)}


class _Timings:
    """Decision times of one level, in constant memory however many games:
    their count and sum, and a histogram of buckets 1 % wide for the 95th
    percentile (so that figure is within 1 % of the exact one)."""

    _STEP = math.log(1.01)

    def __init__(self) -> None:
        self.count = 0
        self.total = 0.0
        self.buckets: dict[int, int] = {}

    def add(self, seconds: float) -> None:
        self.count += 1
        self.total += seconds
        key = math.floor(math.log(seconds) / self._STEP) if seconds > 0 else -10**9
        self.buckets[key] = self.buckets.get(key, 0) + 1

    def mean(self) -> float:
        return self.total / self.count if self.count else 0.0

    def percentile(self, q: float) -> float:
        """The `q`-th percentile (0..100): the middle of its bucket."""
        if not self.count:
            return 0.0
        rank, seen = q / 100 * (self.count - 1), 0
        for key in sorted(self.buckets):
            seen += self.buckets[key]
            if seen > rank:
                return 0.0 if key == -10**9 else math.exp((key + 0.5) * self._STEP)
        return 0.0  # unreachable: the counts add up to count


class _Outcomes(Sequence):
    """Every game's outcome as the kit's ``sim_summary`` reads them (a
    sequence of dicts), kept compact: whole numbers, true/false and
    fixed-length lists of whole numbers go into 8-byte arrays (a million
    5-seat games: ~48 MB, not ~300 MB of dicts); anything else is kept as is."""

    def __init__(self) -> None:
        self.n = 0
        self.columns: dict[str, list] = {}   # key -> [kind, store, width]

    @staticmethod
    def _kind(v: Any) -> tuple[str, int]:
        if isinstance(v, bool):
            return "bool", 1
        if isinstance(v, int) and -2**63 <= v < 2**63:
            return "int", 1
        if isinstance(v, list) and all(type(x) is int and -2**63 <= x < 2**63 for x in v):
            return "ints", len(v)
        return "any", 1

    def append(self, outcome: dict[str, Any]) -> None:
        if self.n and set(outcome) != set(self.columns):
            self._loosen(set(outcome) ^ set(self.columns))
        for k, v in outcome.items():
            col = self.columns.get(k)
            if col is None:
                kind, width = self._kind(v)
                col = self.columns[k] = [kind, array("q") if kind != "any" else [], width]
            elif col[0] != "any" and self._kind(v) != (col[0], col[2]):
                self._loosen({k})
                col = self.columns[k]
            kind, store, _ = col
            if kind == "any":
                store.append(v)
            elif kind == "ints":
                store.extend(v)
            else:
                store.append(int(v))
        for k in self.columns.keys() - outcome.keys():   # loosened above: plain values
            self.columns[k][1].append(None)
        self.n += 1

    def _loosen(self, keys: set[str]) -> None:
        """Keep these columns as plain values from now on (a key that was
        missing in earlier games is None there)."""
        for k in keys:
            col = self.columns.get(k)
            if col is None:
                self.columns[k] = ["any", [None] * self.n, 1]
            elif col[0] != "any":
                self.columns[k] = ["any", [self._value(col, i) for i in range(self.n)], 1]

    @staticmethod
    def _value(col: list, i: int) -> Any:
        kind, store, width = col
        if kind == "ints":
            return list(store[i * width:(i + 1) * width])
        if kind == "bool":
            return bool(store[i])
        return store[i]

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(i)
        return {k: self._value(col, i) for k, col in self.columns.items()}


class _Progress:
    """``sim: 1,200 / 5,000 games (24%) · 0:42`` on a terminal's stderr,
    rewritten in place at most twice a second once the run has taken
    `after` seconds, and cleared at the end (nothing for a short run, nor
    when stderr is not a terminal)."""

    def __init__(self, stream: TextIO | None, games: int, after: float = 1.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.stream = stream if stream is not None and _isatty(stream) else None
        self.games, self.after, self.clock = games, after, clock
        self.t0 = clock()
        self.next_at = self.t0 + after
        self.shown = False

    def update(self, done: int) -> None:
        if self.stream is None:
            return
        now = self.clock()
        if now < self.next_at:
            return
        self.next_at = now + 0.5
        secs = int(now - self.t0)
        self._write(f"\rsim: {done:,} / {self.games:,} games ({100 * done // self.games}%) · "
                    f"{secs // 60}:{secs % 60:02d}")
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self._write("\r\x1b[K")

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):   # the terminal went away: no more progress
            self.stream = None


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def _played(game: str, games: int, seats: int, levels: list[str], spicy: bool, seed: int,
            jobs: int) -> Iterator[dict[str, Any]]:
    """Each game's outcome in order, the work made as it is needed (never
    the whole list): in `jobs` worker processes, two batches in flight."""
    work = ((game, seats, levels, spicy, seed, g) for g in range(games))
    if jobs <= 1 or games <= 1:
        yield from map(_play_one, work)
        return
    import multiprocessing
    from collections import deque
    from itertools import islice
    batch = jobs * _BATCH_PER_JOB
    # spawn, not fork: a forked worker can inherit a lock held by another
    # thread of the parent (SDL, pytest plugins) and wait on it forever.
    with multiprocessing.get_context("spawn").Pool(min(jobs, games), initializer=_ignore_ctrl_c) as pool:
        pending: deque = deque()
        while True:
            chunk = list(islice(work, batch))
            if chunk:
                pending.append(pool.map_async(_play_one, chunk, chunksize=max(1, len(chunk) // (4 * jobs))))
            if not pending:
                return
            if len(pending) > 1 or not chunk:
                yield from pending.popleft().get()


def _ignore_ctrl_c() -> None:
    """In a worker: Ctrl-C is the parent's to handle (it stops the pool);
    otherwise every worker would print its own traceback."""
    import signal
    signal.signal(signal.SIGINT, signal.SIG_IGN)


#: Games per worker in one batch handed to the pool (the work in flight).
_BATCH_PER_JOB = 32


def run_sim(game: str, games: int, seats: int, levels: list[str], spicy: bool,
            seed: int, jobs: int = 1, progress: TextIO | None = None) -> dict[str, Any]:
    """Play ``games`` games, rotating the first seat, and summarise them.

    ``jobs`` > 1 plays them in that many processes; every game depends only
    on its seed, so the results are identical to ``jobs=1`` (only the timing
    figures differ). The games are made, played and counted one after
    another: memory does not grow with ``games`` beyond a few bytes of
    outcome per game. ``progress``: a stream (stderr) to show progress on
    when it is a terminal. ValueError (before anything runs) for numbers
    out of range (`MAX_GAMES`, `max_jobs()`), seats the game is not played
    by, unknown levels or options."""
    from game.ai.stats import wilson
    check_seats(game, seats)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise ValueError(f"--games must be 1 to {MAX_GAMES:,}, not {_short(games)}")
    if isinstance(jobs, bool) or not isinstance(jobs, int) or not 1 <= jobs <= max_jobs():
        raise ValueError(f"--jobs must be 1 to {max_jobs()} (one per core), not {_short(jobs)}")
    if len(levels) != seats:
        raise ValueError(f"{len(levels)} levels for {seats} seats")
    for lv in set(levels):
        make_agent(game, lv)  # fail early on an unknown level
    game_options(game, spicy)
    kit = kits.get(game)
    wins = [0] * seats
    no_winner = 0
    times = {lv: _Timings() for lv in levels}
    outcomes = _Outcomes()
    shown = _Progress(progress, games)
    t0 = time.perf_counter()
    try:
        for done, out in enumerate(_played(game, games, seats, levels, spicy, seed, jobs), 1):
            winners = out.pop("winners")
            for w in winners:
                wins[w] += 1
            if not winners:
                no_winner += 1
            for seat, seconds in out.pop("times"):
                times[levels[seat]].add(seconds)
            outcomes.append(out)
            shown.update(done)
    finally:
        shown.close()
    summary: dict[str, Any] = {"game": game, "games": games, "seats": seats,
                               "ai": levels, "wins": wins, "no_winner": no_winner}
    summary.update(kit.sim_summary(outcomes, games))
    per_level: dict[str, Any] = {}
    for lv in dict.fromkeys(levels):
        seat_games = games * levels.count(lv)
        won = sum(wins[i] for i, x in enumerate(levels) if x == lv)
        lo, hi = wilson(won, seat_games)
        ts = times[lv]
        per_level[lv] = {"seat_games": seat_games, "wins": won,
                         "win_rate": round(won / seat_games, 4),
                         "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                         "decisions": ts.count,
                         "mean_decision_ms": round(1000 * ts.mean(), 3),
                         "p95_decision_ms": round(1000 * ts.percentile(95), 3)}
    summary["levels"] = per_level
    summary["seconds"] = round(time.perf_counter() - t0, 3)
    return summary
