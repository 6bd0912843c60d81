"""The player's progress beyond single games: today's deal and challenges
(docs/daily.md, docs/challenges.md).

File ``<data>/progress.json`` (versioned JSON)::

    {"format": "rodizio-foodies/progress", "version": 1,
     "games": {GAME: {"challenges": {ID: {"count": 2, "done": null, "replay": null}},
                      "daily": {"YYYY-MM-DD": DAY},
                      "puzzles": {"N": {"tries": 2, "solved": "YYYY-MM-DD" | null}},
                      "counted": [RECORD_ID, ...]}}}              # the last games counted

- ``DAY``: ``outcome`` (``started`` while the day's one scored attempt is
  being played, then ``won`` / ``lost`` / ``abandoned``), ``place``,
  ``points`` (null until finished), ``replay`` and ``share`` (the marks
  line of the result a player may paste).
- A day has one scored attempt: the first game of that deal started. Later
  games of the same deal are played and kept as replays, never scored.

A finished game is counted once (`ProgressStore.count_record`): the
record's identity (its date and seed, `stats.record_id`) is kept among
the last ``COUNTED`` counted, so the same game heard again — after an
undo at its very end, or when a game end a kill interrupted is filed at
the next start (`game.storage.ending.recover`) — is not counted twice,
and one the statistics counted before a kill is still counted here.

Same guarantees as the statistics (game/storage/stats.py): whole-file
atomic writes under an advisory lock; a damaged file is moved aside and
said once; nothing here imports pygame."""
from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from game.kits.challenges import Progress
from game.storage import paths
from game.storage.jsonio import CorruptFile, WontReplace, read_json_or_quarantine, write_json_atomic
from game.storage.locking import exclusive
from game.storage.validate import is_int

FORMAT = "rodizio-foodies/progress"
VERSION = 1
FILENAME = "progress.json"
LOCKNAME = "progress.lock"
STARTED, WON, LOST, ABANDONED = "started", "won", "lost", "abandoned"
OUTCOMES = (STARTED, WON, LOST, ABANDONED)
_NAME = re.compile(r"[a-z][a-z0-9_]*")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
#: Sanity bounds on what a file may hold.
MAX_COUNT = 10 ** 6
MAX_TEXT = 1000
#: How many counted games' identities a game keeps (to count each once).
COUNTED = 200


@dataclass
class Day:
    """One day's daily deal of one game."""

    outcome: str = STARTED
    place: int | None = None
    points: int | None = None
    replay: str | None = None
    share: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"outcome": self.outcome, "place": self.place, "points": self.points,
                "replay": self.replay, "share": self.share}


@dataclass
class Tried:
    """One puzzle: how many tries, and the day it was first solved (or None)."""

    tries: int = 0
    solved: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"tries": self.tries, "solved": self.solved}


@dataclass
class GameProgress:
    challenges: dict[str, Progress] = field(default_factory=dict)
    daily: dict[str, Day] = field(default_factory=dict)
    puzzles: dict[str, Tried] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"challenges": {k: v.to_json() for k, v in sorted(self.challenges.items())},
                "daily": {k: v.to_json() for k, v in sorted(self.daily.items())},
                "puzzles": {k: v.to_json() for k, v in sorted(self.puzzles.items(), key=lambda kv: int(kv[0]))},
                "counted": list(self.counted[-COUNTED:])}


@dataclass
class Streaks:
    """Days in a row up to today (or yesterday, when today is not played
    yet): ``played`` any outcome, ``won`` only wins; ``best_won`` the
    longest run of wins ever, ``best_points`` the best daily score."""

    played: int
    won: int
    best_won: int
    best_points: int | None


@dataclass
class Progresses:
    games: dict[str, GameProgress] = field(default_factory=dict)

    def of(self, game: str) -> GameProgress:
        return self.games.setdefault(game, GameProgress())

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION,
                "games": {g: p.to_json() for g, p in sorted(self.games.items())}}

    def streaks(self, game: str, today: _dt.date) -> Streaks:
        days = self.of(game).daily

        def run(day: _dt.date, ok: Callable[[Day], bool]) -> int:
            n = 0
            while (d := days.get(day.isoformat())) is not None and ok(d):
                n, day = n + 1, day - _dt.timedelta(days=1)
            return n

        start = today if today.isoformat() in days else today - _dt.timedelta(days=1)
        best = cur = 0
        prev: _dt.date | None = None
        for key in sorted(days):
            day = _dt.date.fromisoformat(key)
            won = days[key].outcome == WON
            cur = (cur + 1 if prev is not None and day - prev == _dt.timedelta(days=1) and cur else
                   1) if won else 0
            best, prev = max(best, cur), day
        scores = [d.points for d in days.values() if d.points is not None]
        return Streaks(played=run(start, lambda d: True), won=run(start, lambda d: d.outcome == WON),
                       best_won=best, best_points=max(scores) if scores else None)

    def month(self, game: str, year: int, month: int) -> dict[int, str]:
        """Day of the month → outcome, for the days with a daily attempt."""
        prefix = f"{year:04d}-{month:02d}-"
        return {int(k[-2:]): d.outcome for k, d in self.of(game).daily.items() if k.startswith(prefix)}


def kept_as(replay: Path | str | None) -> str | None:
    """A replay's path as kept here: relative to the data folder when inside
    it (the folder may move with the player's home), else as given."""
    if replay is None:
        return None
    try:
        return Path(replay).resolve().relative_to(paths.data_root().resolve()).as_posix()
    except (ValueError, OSError):
        return str(replay)


def replay_file(kept: str | None) -> Path | None:
    """The replay file a kept path names (None if none was kept)."""
    return None if not kept else paths.data_root() / kept


# -- checking a file ---------------------------------------------------------------
def _opt_int(v: Any, what: str) -> None:
    if v is not None and not (is_int(v) and 0 <= v <= MAX_COUNT):
        raise CorruptFile(f"{what} must be a count or null")


def _opt_text(v: Any, what: str) -> None:
    if v is not None and not (isinstance(v, str) and len(v) <= MAX_TEXT):
        raise CorruptFile(f"{what} must be a short text or null")


def check(data: Any) -> Progresses:
    """A progress file's dict → `Progresses`; CorruptFile naming what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorruptFile("not a Rodízio & Foodies progress file")
    if data.get("version") != VERSION:
        raise CorruptFile(f"progress format {data.get('version')!r} is not {VERSION}")
    games = data.get("games")
    if not isinstance(games, dict):
        raise CorruptFile("'games' must be an object")
    out = Progresses()
    for g, gp in games.items():
        if not (isinstance(g, str) and _NAME.fullmatch(g)) or not isinstance(gp, dict):
            raise CorruptFile(f"bad game entry {g!r}")
        ch, daily, tried = gp.get("challenges", {}), gp.get("daily", {}), gp.get("puzzles", {})
        if not isinstance(ch, dict) or not isinstance(daily, dict) or not isinstance(tried, dict):
            raise CorruptFile(f"{g}: challenges, daily and puzzles must be objects")
        prog = out.of(g)
        counted = gp.get("counted", [])
        if not isinstance(counted, list) or len(counted) > COUNTED or not all(
                isinstance(c, str) and len(c) <= MAX_TEXT for c in counted):
            raise CorruptFile(f"{g}: counted must be a short list of game identities")
        prog.counted = list(counted)
        for cid, c in ch.items():
            if not (isinstance(cid, str) and _NAME.fullmatch(cid)) or not isinstance(c, dict):
                raise CorruptFile(f"{g}: bad challenge {cid!r}")
            _opt_int(c.get("count"), f"{g}.{cid}.count")
            _opt_text(c.get("done"), f"{g}.{cid}.done")
            _opt_text(c.get("replay"), f"{g}.{cid}.replay")
            prog.challenges[cid] = Progress(count=c.get("count") or 0, done=c.get("done"),
                                            replay=c.get("replay"))
        for day, d in daily.items():
            if not (isinstance(day, str) and _DATE.fullmatch(day)) or not isinstance(d, dict):
                raise CorruptFile(f"{g}: bad daily entry {day!r}")
            if d.get("outcome") not in OUTCOMES:
                raise CorruptFile(f"{g}.{day}: bad outcome")
            _opt_int(d.get("place"), f"{g}.{day}.place")
            _opt_int(d.get("points"), f"{g}.{day}.points")
            _opt_text(d.get("replay"), f"{g}.{day}.replay")
            _opt_text(d.get("share"), f"{g}.{day}.share")
            prog.daily[day] = Day(outcome=d["outcome"], place=d.get("place"), points=d.get("points"),
                                  replay=d.get("replay"), share=d.get("share"))
        for pid, t in tried.items():
            if not (isinstance(pid, str) and pid.isdigit() and len(pid) < 7) or not isinstance(t, dict):
                raise CorruptFile(f"{g}: bad puzzle entry {pid!r}")
            _opt_int(t.get("tries"), f"{g}.puzzle {pid}.tries")
            _opt_text(t.get("solved"), f"{g}.puzzle {pid}.solved")
            prog.puzzles[pid] = Tried(tries=t.get("tries") or 0, solved=t.get("solved"))
    return out


# -- the store ---------------------------------------------------------------------
class ProgressStore:
    """``<data>/progress.json``: every update re-reads the file under the
    lock and replaces it atomically; ``message`` holds a one-time note
    about a file moved aside (or None)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.data_root() / FILENAME
        self.message: str | None = None

    def load(self) -> Progresses:
        data, note = read_json_or_quarantine(self.path, check)
        if note is not None:
            self.message = note
        return data if data is not None else Progresses()

    def take_message(self) -> str | None:
        msg, self.message = self.message, None
        return msg

    def _locked(self) -> Any:
        return exclusive(self.path.with_name(LOCKNAME))

    def update(self, change: Callable[[Progresses], Any]) -> Any:
        """Apply ``change`` to the current progress and write it (unless it
        returns False); its result is returned."""
        with self._locked():
            data = self.load()
            if getattr(self.message, "unreadable", False):   # never a fresh file over it
                raise WontReplace(self.path)
            out = change(data)
            if out is not False:
                write_json_atomic(self.path, data.to_json())
        return out

    # -- the daily deal --------------------------------------------------------
    def start_daily(self, game: str, date: str) -> bool:
        """Mark the day's deal as started; True if this is its one scored
        attempt (nothing was recorded for that day yet)."""
        def change(p: Progresses) -> Any:
            days = p.of(game).daily
            if date in days:
                return False
            days[date] = Day()
            return True
        return bool(self.update(change))

    def finish_daily(self, game: str, date: str, *, outcome: str, place: int | None = None,
                     points: int | None = None, replay: str | None = None,
                     share: str | None = None) -> bool:
        """Record the scored attempt's end; False (nothing written) if the
        day has no attempt in progress (a replay of the deal, or already
        finished)."""
        if outcome not in (WON, LOST, ABANDONED):
            raise ValueError(f"outcome {outcome!r}")

        def change(p: Progresses) -> Any:
            day = p.of(game).daily.get(date)
            if day is None or day.outcome != STARTED:
                return False
            day.outcome, day.place, day.points, day.replay, day.share = outcome, place, points, replay, share
            return True
        return bool(self.update(change))

    # -- puzzles ---------------------------------------------------------------
    def try_puzzle(self, game: str, ident: int, solved: bool, date: str) -> Tried:
        """Count a try at puzzle ``ident``; the first solve keeps its date."""
        def change(p: Progresses) -> Any:
            t = p.of(game).puzzles.setdefault(str(ident), Tried())
            t.tries = min(MAX_COUNT, t.tries + 1)
            if solved and t.solved is None:
                t.solved = date
            return t
        return self.update(change)

    # -- challenges ------------------------------------------------------------
    def count_game(self, kit: Any, play: Any, *, when: str, replay: str | None = None) -> Any:
        """Count one finished game of ``kit`` into its challenges
        (`game.kits.challenges.advance`); the `Earned` it returns names what
        this game completed."""
        from game.kits.challenges import advance

        def change(p: Progresses) -> Any:
            return advance(kit, p.of(kit.name).challenges, play, when=when, replay=replay)
        return self.update(change)

    def count_record(self, record: Any, replay: Path | str | None, *, when: str) -> Counted | None:
        """Count a finished `Record` once into its game's challenges and, if
        it is a day's scored attempt, that day (see the module doc); None
        when it does not count (no one human against the AI, a game without
        challenges) or was counted before. ValueError for a record the rules
        refuse; OSError if the file cannot be written."""
        from game import kits
        from game.kits.challenges import advance, judged_seat, play_of, share_line
        from game.storage.stats import record_id
        seat = judged_seat(record.levels)
        if seat is None or record.result is None:
            return None
        kit = kits.get(record.game)
        if not getattr(kit, "challenges", None):
            return None
        ident, kept = record_id(record), kept_as(replay)

        def change(p: Progresses) -> Any:
            mine = p.of(kit.name)
            if ident in mine.counted:
                return False   # heard before: not replayed again
            play = play_of(kit, record.initial_state, record.actions, seat=seat, players=record.levels,
                           options=record.options)
            mine.counted = (mine.counted + [ident])[-COUNTED:]
            earned = advance(kit, mine.challenges, play, when=when, replay=kept)
            day = daily_of(kit, mine, record)
            if day is not None:
                d = mine.daily[day]
                d.outcome = WON if play.won else LOST
                d.place, d.points = play.places[seat], play.result[kit.points][seat]
                d.replay, d.share = kept, share_line(kit, day, play)
            return Counted(earned, day, play)
        out = self.update(change)
        return out if out is not False else None


@dataclass
class Counted:
    """What counting one game changed: the challenges' `Earned`, the day
    whose scored attempt it was (or None), and the replayed `Play`."""

    earned: Any
    day: str | None
    play: Any


def is_deal_of(setup: Any, record: Any) -> bool:
    """Whether ``record`` (a `Record`, or anything with its ``seed``,
    ``levels`` and ``options``) is the game of a day's deal ``setup``: the
    record keeps the first seat among its options (``first_seat``)."""
    from game.kits.daily import is_daily
    options = dict(record.options or {})
    first = int(options.pop("first_seat", 0))
    return is_daily(setup, seed=record.seed, players=record.levels, first=first, options=options)


def daily_of(kit: Any, mine: GameProgress, record: Any) -> str | None:
    """The started day whose deal ``record`` is (its seed, players, first
    seat and variant), or None."""
    from game.kits.daily import daily_setup, parse_date
    for day in sorted(d for d, v in mine.daily.items() if v.outcome == STARTED):
        if is_deal_of(daily_setup(kit, parse_date(day)), record):
            return day
    return None


def summary_json(progress: Progresses, kits_: Mapping[str, Any], today: _dt.date) -> dict[str, Any]:
    """Every challenge of every game with its state, and the daily streaks:
    what ``python -m game stats --json`` prints under ``progress``."""
    from game.kits.challenges import challenges_of
    out: dict[str, Any] = {}
    for name, kit in kits_.items():
        mine = progress.of(name)
        rows = []
        for c in challenges_of(kit):
            p = mine.challenges.get(c.id, Progress())
            rows.append({"id": c.id, "goal": c.goal, "count": p.count, "done": p.done,
                         "replay": p.replay, "streak": c.streak})
        s = progress.streaks(name, today)
        out[name] = {"challenges": rows,
                     "daily": {"days": {k: v.to_json() for k, v in sorted(mine.daily.items())},
                               "streak_played": s.played, "streak_won": s.won,
                               "best_streak_won": s.best_won, "best_points": s.best_points}}
    return out
