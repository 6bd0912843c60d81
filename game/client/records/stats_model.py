"""One game's Statistics tab as plain data (no pygame): what the charts
plot, the splits table's rows, the history's rows and the rating, read
from a `game.storage.stats.Stats`.

- The charts read the history (the last `CHART_GAMES` finished games:
  the rolling win rate and the points per game) and the splits (exact
  over every game: the places and the win rate by opponent level).
  Games against the AI and hot-seat games both count (the hot-seat
  figures are the first human seat's); abandoned games have no place or
  points and appear in the history only.
- The setup screen's suggestion (`suggested_level`) needs a rating from
  at least `SUGGEST_AFTER` games against the AI."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.storage import rating as R
from game.storage import stats as S

#: Games the rolling win rate and the points chart show.
CHART_GAMES = 50
#: Games the rolling win rate averages over (fewer at the start).
ROLLING = 10
#: Rated games before the setup screen suggests a level.
SUGGEST_AFTER = 3
#: The figures' columns of the splits table, in order (a kit's counters follow).
COLUMNS = ("played", "won", "rate", "streak", "best_streak", "avg_points", "avg_place",
           "best_score", "abandoned")


@dataclass
class RatingView:
    """The rating card: ``rating`` (None before the first rated game),
    ``shown`` (the rating or a new player's), the rated games, where it
    falls on the ladder (`rating.ladder`: None for a game without rated
    levels), the offered levels' fixed ratings (weakest first) and the
    level for an even two-seat game."""

    rating: R.Rating | None
    shown: R.Rating
    games: int
    where: tuple[str | None, str | None] | None
    levels: dict[str, R.Rating]
    even: str | None

    @property
    def rated_game(self) -> bool:
        """The game has rated AI levels at all (a test game may not)."""
        return self.where is not None


@dataclass
class SplitRow:
    key: str
    bucket: S.Bucket
    #: 0 for a whole split, 1 for one seat count of it
    depth: int


@dataclass
class Tab:
    game: str
    rating: RatingView
    #: (won?, points) of the last finished games, oldest first
    recent: list[tuple[bool, int]]
    #: the rolling win rate after each of `recent` (0..1)
    rolling: list[float]
    #: games at place 1, 2, … (every mode)
    places: list[int]
    #: per offered level: (level, bucket vs that level alone)
    by_level: list[tuple[str, S.Bucket]]
    splits: list[SplitRow]
    #: the kit's counter names found in the splits, in a stable order
    counters: list[str]
    #: history entries, newest first (≤ 200)
    history: list[dict[str, Any]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.history and not any(r.bucket.played or r.bucket.abandoned for r in self.splits)


def rating_view(stats: S.Stats, game: str) -> RatingView:
    rating = stats.rating(game)
    shown = rating or R.initial()
    from game import kits
    offered = kits.get(game).ai_levels
    levels = {lv: r for lv, r in R.level_ratings(game).items() if lv in offered}
    return RatingView(rating, shown, stats.rated_games(game), R.ladder(game, shown), levels,
                      R.even_level(game, shown, 2))


def rolling_rate(wins: list[bool], window: int = ROLLING) -> list[float]:
    """The share of wins in the last ``window`` games after each game."""
    out = []
    for i in range(len(wins)):
        part = wins[max(0, i - window + 1):i + 1]
        out.append(sum(part) / len(part))
    return out


def _split_rows(buckets: dict[str, S.Bucket], levels: list[str]) -> list[SplitRow]:
    """The table's rows, per mode (against the AI first): every game, by
    seat count (indented), by one opponent level (weakest first, as
    ``levels``), by a mix of levels. The finer opponents-at-a-seat-count
    splits stay in the file (``python -m game stats`` prints them): a row
    for every one would bury the history under a dozen more."""
    def order(k: str) -> tuple:
        mode, opp, seats = k.split("/")
        kind = 0 if opp == S.ANY else 1 if opp in levels else 2
        return (S.MODES.index(mode), kind, levels.index(opp) if kind == 1 else 0, opp,
                seats != S.ANY, int(seats) if seats != S.ANY else 0)
    rows = []
    for k in sorted(buckets, key=order):
        mode, opp, seats = k.split("/")
        if opp != S.ANY and seats != S.ANY:
            continue
        if mode == S.HOTSEAT and opp == S.HUMAN:
            continue   # every hot-seat game's opponents: the same figures as its "*" row
        rows.append(SplitRow(k, buckets[k], int(seats != S.ANY)))
    return rows


def tab(stats: S.Stats, game: str) -> Tab:
    """Game ``game``'s tab from ``stats``."""
    from game import kits
    history = stats.history(game)
    finished = [e for e in history if e["outcome"] != S.ABANDONED][:CHART_GAMES]
    recent = [(e["outcome"] == S.WON, e["points"]) for e in reversed(finished)]
    buckets = stats.buckets(game)
    places: list[int] = []
    for mode in S.MODES:
        for i, n in enumerate(stats.bucket(game, mode).place_counts):
            places += [0] * (i + 1 - len(places))
            places[i] += n
    levels = list(kits.get(game).ai_levels)
    by_level = [(lv, stats.bucket(game, S.AI, lv)) for lv in levels]
    counters = sorted({c for b in buckets.values() for c in b.counters})
    return Tab(game, rating_view(stats, game), recent, rolling_rate([w for w, _ in recent]), places,
               by_level, _split_rows(buckets, levels), counters, history)


def cell(bucket: S.Bucket, column: str) -> float | int | None:
    """One figure of the splits table (None: no game to derive it from)."""
    return {"rate": bucket.win_rate, "avg_points": bucket.avg_points, "avg_place": bucket.avg_place}.get(
        column, getattr(bucket, column, None))


def suggested_level(stats: S.Stats, game: str, seats: int) -> str | None:
    """The level for an even game at ``seats`` seats, once the player's
    rating rests on `SUGGEST_AFTER` games or more; else None."""
    if stats.rating(game) is None or stats.rated_games(game) < SUGGEST_AFTER:
        return None
    return R.even_level(game, stats.rating(game), seats)
