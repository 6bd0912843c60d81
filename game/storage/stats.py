"""The player's statistics: every finished (or abandoned) game, per game,
split by opponents and seats, with a history and a skill rating
(docs/statistics.md).

File ``<data>/stats.json`` (versioned JSON)::

    {"format": "rodizio-foodies/stats", "version": 1,
     "games": {GAME: {"buckets": {KEY: BUCKET, ...},
                      "rating": {"mu": 27.1, "sigma": 3.2, "games": 14},   # once rated
                      "history": [ENTRY, ...]}}}                           # oldest first, ≤ 200

- ``KEY`` is ``MODE/OPPONENTS/SEATS``: ``MODE`` ``ai`` (one human against
  the AI) or ``hotseat`` (more than one human seat: counted apart, never
  rated); ``OPPONENTS`` the other seats' players ("hard", or "hard+normal"
  when they differ; "human" in hot-seat); ``SEATS`` the seat count; either
  of the last two may be ``*`` (every game of that mode with that one
  part). Each game adds to its four keys, so every split is exact,
  streaks included.
- ``BUCKET``: ``played`` / ``won`` (finished games; a shared win is a win),
  ``abandoned``, sums of ``points`` and ``places``, ``best_score``,
  ``streak`` / ``best_streak`` (wins in a row; a loss or an abandoned game
  ends the streak), ``place_counts`` (games at place 1, 2, …) and
  ``counters`` (the game kit's own lines, `GameKit.stats_counters`).
- ``ENTRY``: ``date``, ``game``, ``mode``, ``seat`` (the player's),
  ``players`` (per seat "human" or an AI level), ``outcome`` (``won`` /
  ``lost`` / ``abandoned``), ``place`` and ``points`` (null when
  abandoned), ``counters``, ``replay`` (the replay file the game was kept
  as: relative to the data folder when inside it; null if none), ``id``
  (the record's date and seed: the same game is never counted twice) and
  ``rating`` (the player's rating after it, games against the AI only).

Guarantees:
- Writes are read-modify-write of the whole file through
  `jsonio.write_json_atomic` (temp file, fsync, ``os.replace``) under an
  advisory lock (``stats.lock``, where the platform has ``fcntl``), so a
  ``kill -9`` at any moment leaves the file before or after the game being
  written, never anything else: every earlier game survives
  (tests/storage/test_stats_kill.py).
- A damaged file (not JSON, wrong shape, a newer version) is moved
  aside as ``stats.json.corrupt-<n>`` by `jsonio.read_json_or_quarantine`;
  ``StatsStore.message`` (and ``Recorded.note``) say so once; counting
  starts afresh — the old file is kept, never deleted.
- A file this program may not open (chmod 000, another owner) is not
  damage: it is left where it is, ``message`` says so (a `jsonio.Note`
  with ``unreadable``), and every update raises `jsonio.WontReplace` (an
  OSError) instead of writing a fresh file over the player's history.
- ``stats.lock`` that is not a regular file (a folder, a FIFO) is moved
  aside as ``stats.lock.corrupt-<n>`` and made anew, once; if it cannot be
  moved, the update fails with one sentence naming it.
- Older versions pass through ``UPGRADERS`` (version n → n+1) before use.
- Writing raises OSError (the window shows a toast); nothing here imports
  pygame."""
from __future__ import annotations

import copy
import dataclasses
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from game.storage import paths
from game.storage.locking import exclusive
from game.storage import rating as R
from game.storage.jsonio import (CorruptFile, WontReplace, read_json_or_quarantine,
                                 upgrade_versions, write_json_atomic)
from game.storage.validate import is_int

FORMAT = "rodizio-foodies/stats"
VERSION = 1
FILENAME = "stats.json"
#: Entries kept in each game's history.
HISTORY = 200
AI, HOTSEAT = "ai", "hotseat"
MODES = (AI, HOTSEAT)
ANY = "*"
WON, LOST, ABANDONED = "won", "lost", "abandoned"
OUTCOMES = (WON, LOST, ABANDONED)
HUMAN = R.HUMAN

#: version n -> function turning a version-n file into a version-(n+1) one
#: (none yet; tests register a fake v0).
UPGRADERS: dict[int, Callable[[dict], dict]] = {}

_NAME = re.compile(r"[a-z][a-z0-9_]*")
_KEY = re.compile(r"(ai|hotseat)/([^/]+)/(\*|\d+)")
#: A sanity bound on counts and sums (no one plays a billion games).
_MAX = 10 ** 12


# -- the figures ----------------------------------------------------------------------
@dataclass
class Bucket:
    """The figures of one split (see the module doc)."""

    played: int = 0
    won: int = 0
    abandoned: int = 0
    points: int = 0
    places: int = 0
    best_score: int | None = None
    streak: int = 0
    best_streak: int = 0
    place_counts: list[int] = field(default_factory=list)
    counters: dict[str, int] = field(default_factory=dict)

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    @property
    def avg_points(self) -> float | None:
        return self.points / self.played if self.played else None

    @property
    def avg_place(self) -> float | None:
        return self.places / self.played if self.played else None

    def line(self) -> str:
        """"12–8 (60%), streak 3" (English; the results screen builds its own)."""
        rate = f" ({round(100 * self.win_rate)}%)" if self.played else ""
        return f"{self.won}–{self.lost}{rate}, streak {self.streak}"

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def summary_json(self) -> dict[str, Any]:
        """The stored fields plus the derived ones (for ``stats --json``)."""
        r = lambda v: None if v is None else round(v, 4)  # noqa: E731
        return {**self.to_json(), "lost": self.lost, "win_rate": r(self.win_rate),
                "avg_points": r(self.avg_points), "avg_place": r(self.avg_place)}

    def add(self, outcome: str, place: int | None, points: int | None,
            counters: Mapping[str, int]) -> None:
        if outcome == ABANDONED:
            self.abandoned += 1
            self.streak = 0
            return
        self.played += 1
        self.points += points
        self.places += place
        self.best_score = points if self.best_score is None else max(self.best_score, points)
        if outcome == WON:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0
        while len(self.place_counts) < place:
            self.place_counts.append(0)
        self.place_counts[place - 1] += 1
        for k, v in counters.items():
            self.counters[k] = self.counters.get(k, 0) + v


def key(mode: str, opponents: str = ANY, seats: int | str = ANY) -> str:
    """The bucket key ``MODE/OPPONENTS/SEATS``."""
    return f"{mode}/{opponents}/{seats}"


def opponents_label(players: Sequence[str], seat: int) -> str:
    """The other seats' players: "hard", or "hard+normal" when they differ."""
    return "+".join(sorted(set(R.ai_levels_of(players, seat))))


def _keys(mode: str, opponents: str, seats: int) -> list[str]:
    return [key(mode, opponents, seats), key(mode, opponents), key(mode, ANY, seats), key(mode)]


class Stats:
    """The file's content, read side (plus the updates `StatsStore` makes)."""

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        self.data = data if data is not None else {"format": FORMAT, "version": VERSION, "games": {}}

    def to_json(self) -> dict[str, Any]:
        return self.data

    def games(self) -> list[str]:
        """Games with anything recorded."""
        return list(self.data["games"])

    def _game(self, game: str) -> dict[str, Any]:
        return self.data["games"].get(game) or {"buckets": {}, "history": []}

    def bucket(self, game: str, mode: str = AI, opponents: str = ANY,
               seats: int | str = ANY) -> Bucket:
        """One split's figures (zeros if nothing was recorded there)."""
        d = self._game(game)["buckets"].get(key(mode, opponents, seats))
        return Bucket(**copy.deepcopy(d)) if d else Bucket()

    def buckets(self, game: str) -> dict[str, Bucket]:
        """Every split of ``game`` by key: by mode (against the AI first),
        then opponents, then seats, each with its ``*`` first."""
        def order(k: str) -> tuple:
            mode, opp, seats = k.split("/")
            return (MODES.index(mode), opp != ANY, opp, seats != ANY, int(seats) if seats != ANY else 0)
        items = self._game(game)["buckets"].items()
        return {k: Bucket(**copy.deepcopy(v)) for k, v in sorted(items, key=lambda kv: order(kv[0]))}

    def history(self, game: str | None = None) -> list[dict[str, Any]]:
        """Entries, newest first: one game's, or every game's (by date)."""
        if game is not None:
            return list(reversed(self._game(game)["history"]))
        rows = [e for g in self.games() for e in self._game(g)["history"]]
        return sorted(rows, key=lambda e: e["date"], reverse=True)

    def rating(self, game: str) -> R.Rating | None:
        """The player's rating in ``game``, or None before the first rated game."""
        d = self._game(game).get("rating")
        return R.Rating(d["mu"], d["sigma"]) if d else None

    def rated_games(self, game: str) -> int:
        d = self._game(game).get("rating")
        return d["games"] if d else 0

    # -- updates -------------------------------------------------------------------
    def _seen(self, game: str, game_id: str | None) -> bool:
        return game_id is not None and any(e.get("id") == game_id
                                           for e in self._game(game)["history"])

    def add(self, entry: dict[str, Any], rating: R.Rating | None = None) -> None:
        """Count one entry (see the module doc) in its game's four buckets
        and its history; ``rating``: the player's new rating."""
        g = self.data["games"].setdefault(entry["game"], {"buckets": {}, "history": []})
        opp = opponents_label(entry["players"], entry["seat"])
        for k in _keys(entry["mode"], opp, len(entry["players"])):
            b = Bucket(**g["buckets"].get(k, {}))
            b.add(entry["outcome"], entry["place"], entry["points"], entry["counters"])
            g["buckets"][k] = b.to_json()
        if rating is not None:
            g["rating"] = {**rating.to_json(), "games": g.get("rating", {}).get("games", 0) + 1}
            entry["rating"] = rating.to_json()
        g["history"].append(entry)
        del g["history"][:-HISTORY]

    def reset(self, game: str) -> bool:
        """Forget everything of ``game``; False if there was nothing."""
        return self.data["games"].pop(game, None) is not None


# -- validation and upgrades -----------------------------------------------------------
def upgrade(data: Any, upgraders: dict[int, Callable[[dict], dict]] | None = None) -> dict:
    """Bring a statistics file of any known version to `VERSION`; CorruptFile otherwise."""
    ups = UPGRADERS if upgraders is None else upgraders
    if not isinstance(data, dict):
        raise CorruptFile("not a JSON object")
    if data.get("format") != FORMAT:
        raise CorruptFile("not a Rodízio & Foodies statistics file")
    version = data.get("version")
    if not is_int(version) or version < 0:
        raise CorruptFile("missing or bad 'version'")
    if version > VERSION:
        raise CorruptFile(f"written by a newer version of the game (format {version})")
    return upgrade_versions(data, version, VERSION, ups)


def _count(v: Any, what: str, none: bool = False) -> None:
    if none and v is None:
        return
    if not is_int(v) or not 0 <= v <= _MAX:
        raise CorruptFile(f"bad {what} (not a count)")


def _check_bucket(k: str, b: Any) -> None:
    if not _KEY.fullmatch(k) or not isinstance(b, dict):
        raise CorruptFile(f"bad statistics entry {k[:40]!r}")
    want = {f.name for f in dataclasses.fields(Bucket)}
    if set(b) != want:
        raise CorruptFile(f"statistics entry {k!r} has other fields than a statistics entry")
    for f in ("played", "won", "abandoned", "points", "places", "streak", "best_streak"):
        _count(b[f], f"'{f}' in {k!r}")
    _count(b["best_score"], f"'best_score' in {k!r}", none=True)
    if not isinstance(b["place_counts"], list) or len(b["place_counts"]) > 64:
        raise CorruptFile(f"bad 'place_counts' in {k!r}")
    for n in b["place_counts"]:
        _count(n, f"'place_counts' in {k!r}")
    if not isinstance(b["counters"], dict):
        raise CorruptFile(f"bad 'counters' in {k!r}")
    for name, n in b["counters"].items():
        _count(n, f"counter {name[:40]!r} in {k!r}")
    if b["won"] > b["played"] or sum(b["place_counts"]) != b["played"] \
            or b["streak"] > b["best_streak"]:
        raise CorruptFile(f"the figures of {k!r} do not add up")


def _check_entry(game: str, e: Any) -> None:
    if not isinstance(e, dict):
        raise CorruptFile(f"a {game} history entry is not an object")
    from game.storage.validate import CREATED
    if not isinstance(e.get("date"), str) or not CREATED.fullmatch(e["date"]) \
            or e.get("game") != game or e.get("mode") not in MODES \
            or e.get("outcome") not in OUTCOMES:
        raise CorruptFile(f"a {game} history entry has a bad date, game, mode or outcome")
    players = e.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 16 \
            or not all(isinstance(p, str) and p for p in players):
        raise CorruptFile(f"a {game} history entry has bad players")
    if not is_int(e.get("seat")) or not 0 <= e["seat"] < len(players):
        raise CorruptFile(f"a {game} history entry has a bad seat")
    done = e["outcome"] != ABANDONED
    if done != is_int(e.get("place")) or done != is_int(e.get("points")):
        raise CorruptFile(f"a {game} history entry has a bad place or points")
    if not isinstance(e.get("counters"), dict) or not all(is_int(v) for v in e["counters"].values()):
        raise CorruptFile(f"a {game} history entry has bad counters")
    for k in ("replay", "id"):
        if e.get(k) is not None and not isinstance(e[k], str):
            raise CorruptFile(f"a {game} history entry has a bad {k!r}")
    if e.get("rating") is not None:
        R.Rating.from_json(e["rating"])


def check(data: Any) -> Stats:
    """Upgrade and check every field of a statistics file (CorruptFile
    naming the first bad one)."""
    data = upgrade(data)
    games = data.get("games")
    if not isinstance(games, dict):
        raise CorruptFile("bad 'games' (not an object)")
    for game, g in games.items():
        if not _NAME.fullmatch(game) or not isinstance(g, dict):
            raise CorruptFile(f"bad game {game[:40]!r}")
        if not isinstance(g.get("buckets"), dict) or not isinstance(g.get("history"), list) \
                or len(g["history"]) > HISTORY:
            raise CorruptFile(f"bad statistics of {game!r}")
        for k, b in g["buckets"].items():
            _check_bucket(k, b)
        for e in g["history"]:
            _check_entry(game, e)
        if "rating" in g:
            R.Rating.from_json(g["rating"])
            _count(g["rating"].get("games"), f"rated games of {game!r}")
    return Stats(data)


# -- what the window hands over -------------------------------------------------------
@dataclass
class Recorded:
    """What one `record_game` / `record_abandoned` changed, for the results
    screen: the ``entry`` added (None if the game was already counted:
    ``duplicate``), ``vs`` (all games against these opponents, any seat
    count) and ``overall`` (every game of this mode) after it, the rating
    before and after (None: not rated), and ``note``: a message about a
    damaged statistics file that was set aside (show it once), or None."""

    entry: dict[str, Any] | None
    vs: Bucket
    overall: Bucket
    rating_before: R.Rating | None = None
    rating_after: R.Rating | None = None
    note: str | None = None
    duplicate: bool = False


def _replay_text(replay: Path | str | None) -> str | None:
    """A replay path as stored: relative to the data folder when inside it."""
    if replay is None:
        return None
    p = Path(replay)
    try:
        return p.resolve().relative_to(paths.data_root().resolve()).as_posix()
    except (ValueError, OSError):
        return str(p)


def replay_path(entry: Mapping[str, Any]) -> Path | None:
    """The replay file of a history entry (it may since have been rotated
    away: the replays folder keeps the last 20), or None."""
    text = entry.get("replay")
    if not text:
        return None
    p = Path(text)
    return p if p.is_absolute() else paths.data_root() / p


def _check_players(players: Sequence[str], seat: int) -> None:
    if not players or not all(isinstance(p, str) and p for p in players):
        raise ValueError("players must name every seat's player")
    if not is_int(seat) or not 0 <= seat < len(players) or players[seat] != HUMAN:
        raise ValueError(f"seat {seat!r} is not a human seat of {list(players)}")


def _mode(players: Sequence[str], hot_seat: bool | None) -> str:
    if hot_seat is None:
        hot_seat = not R.rated_against_ai(players)
    return HOTSEAT if hot_seat else AI


# -- the store -------------------------------------------------------------------------
class StatsStore:
    """``<data>/stats.json``. Every update re-reads the file under the lock
    (two windows never undo each other's games) and replaces it atomically.

    ``message`` holds a one-time note about a file moved aside (or None)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.data_root() / FILENAME
        self.message: str | None = None

    def load(self) -> Stats:
        """The statistics (empty if none yet, or if the file was damaged and
        has just been moved aside: `message` says so)."""
        stats, note = read_json_or_quarantine(self.path, check)
        if note is not None:
            self.message = note
        return stats if stats is not None else Stats()

    def take_message(self) -> str | None:
        msg, self.message = self.message, None
        return msg

    def _locked(self) -> Any:
        return exclusive(self.path.with_name(LOCKNAME))

    def _update(self, change: Callable[[Stats], Any]) -> tuple[Stats, Any]:
        with self._locked():
            stats = self.load()
            if getattr(self.message, "unreadable", False):   # never a fresh file over it
                raise WontReplace(self.path)
            out = change(stats)
            if out is not False:
                write_json_atomic(self.path, stats.to_json())
        return stats, out

    def record_game(self, kit: Any, final: Any, result: Mapping[str, Any] | None = None, *,
                    seat: int, players: Sequence[str], hot_seat: bool | None = None,
                    actions: Sequence[Mapping[str, Any]] = (), replay: Path | str | None = None,
                    game_id: str | None = None, when: str | None = None) -> Recorded:
        """Count one finished game (the window calls this at the game's end).

        ``kit``: the game's kit (or its name); ``final``: the final state
        (the rules' object or its rule-book JSON); ``result``: ``result()``
        (computed from ``final`` if None); ``seat``: the human's seat (in
        hot-seat, whose figures these are); ``players``: per seat "human" or
        the AI level; ``hot_seat``: more than one human (derived if None);
        ``actions``: the recorded ``{actor, action}`` list (the kit's
        counters may read it); ``replay``: the replay file it was kept as;
        ``game_id``: the record's identity (a game already counted is not
        counted again). ValueError for a game that is not over or a seat
        that is not human; OSError if the file cannot be written."""
        from game import kits
        kit = kits.get(kit) if isinstance(kit, str) else kit
        players = list(players)
        _check_players(players, seat)
        rules = kit.rules_module()
        final_json = final if isinstance(final, dict) else rules.to_json(final)
        if result is None:
            result = rules.result(rules.from_json(final_json))
        if result is None:
            raise ValueError("the game is not over")
        mode = _mode(players, hot_seat)
        places = kit.places_of(result)
        counters = dict(kit.stats_counters(final_json, result, list(actions), seat)) \
            if kit.stats_counters else {}
        entry = {"date": when or _now(), "game": kit.name, "mode": mode, "seat": seat,
                 "players": players, "outcome": WON if seat in result["winners"] else LOST,
                 "place": places[seat], "points": result[kit.points][seat],
                 "counters": counters, "replay": _replay_text(replay), "id": game_id}
        rated = mode == AI and R.rated_against_ai(players)
        return self._add(entry, (places, players) if rated else None)

    def record_abandoned(self, game: str, players: Sequence[str], *, seat: int | None = None,
                         hot_seat: bool | None = None, game_id: str | None = None,
                         when: str | None = None) -> Recorded:
        """Count a game left unfinished (a new game started over it): neither
        won nor lost nor rated; it ends the current streak. ``seat``: the
        human's (default: the first human seat)."""
        players = list(players)
        seat = players.index(HUMAN) if seat is None and HUMAN in players else seat
        _check_players(players, seat)
        entry = {"date": when or _now(), "game": game, "mode": _mode(players, hot_seat),
                 "seat": seat, "players": players, "outcome": ABANDONED, "place": None,
                 "points": None, "counters": {}, "replay": None, "id": game_id}
        return self._add(entry, None)

    def _add(self, entry: dict[str, Any], rate: tuple | None) -> Recorded:
        game = entry["game"]
        before_after: list[R.Rating | None] = [None, None]

        def change(stats: Stats) -> Any:
            if stats._seen(game, entry["id"]):
                return False
            new = None
            if rate is not None and R.level_ratings(game):
                before = stats.rating(game) or R.initial()
                new = R.update(game, before, entry["seat"], *rate)
                before_after[:] = [before, new]
            stats.add(entry, new)
            return True

        stats, added = self._update(change)
        opp = opponents_label(entry["players"], entry["seat"])
        return Recorded(entry if added else None, stats.bucket(game, entry["mode"], opp),
                        stats.bucket(game, entry["mode"]), *before_after,
                        note=self.take_message(), duplicate=not added)

    def record_finished(self, rec: Any, replay: Path | str | None = None,
                        seat: int | None = None) -> Recorded:
        """`record_game` from a finished `saves.Record` (the recorder's):
        the human is its first human seat unless ``seat`` says otherwise."""
        players = rec.levels
        seat = players.index(HUMAN) if seat is None and HUMAN in players else seat
        return self.record_game(rec.game, rec.state, rec.result, seat=seat, players=players,
                                actions=rec.actions, replay=replay, game_id=record_id(rec))

    def abandon_record(self, rec: Any) -> Recorded | None:
        """`record_abandoned` for an unfinished `saves.Record` (the autosave
        a new game replaces); None for a record with no human seat (a
        finished one is counted by `record_finished`, not here)."""
        if HUMAN not in rec.levels or rec.result is not None:
            return None
        return self.record_abandoned(rec.game, rec.levels, game_id=record_id(rec))

    def reset(self, game: str) -> bool:
        """Forget one game's statistics, history and rating (the other games
        are untouched); False if there was nothing to forget."""
        return bool(self._update(lambda stats: stats.reset(game))[1])


#: The advisory lock's file, beside the statistics.
LOCKNAME = Path(FILENAME).with_suffix(".lock").name   # stats.lock


def record_id(rec: Any) -> str:
    """A record's identity: when it was created and its seed."""
    return f"{rec.created}/{rec.seed}"


def _now() -> str:
    from game.storage.saves import now_iso
    return now_iso()


# -- for the screens and the command line ----------------------------------------------
def summary_json(stats: Stats, games: Sequence[str]) -> dict[str, Any]:
    """Everything about ``games`` as one JSON object (``stats --json``):
    per game its buckets with the derived figures, the history (newest
    first), the rating with where it falls on the ladder and the level for
    an even 2-seat game."""
    out: dict[str, Any] = {}
    for game in games:
        rating = stats.rating(game)
        shown = rating or R.initial()
        out[game] = {
            "buckets": {k: b.summary_json() for k, b in stats.buckets(game).items()},
            "rating": {**shown.to_json(), "games": stats.rated_games(game),
                       "ladder": R.ladder_text(game, shown),
                       "even_level": R.even_level(game, shown, 2)},
            "history": stats.history(game)}
    return out
