"""The player's skill rating against the AI levels (openskill's Plackett-Luce
model: a Bayesian rating for free-for-all games of any number of players,
ranked by place; docs/statistics.md).

Each AI level of each game has a fixed rating, measured once from AI-vs-AI
games by ``tools/rate_levels.py`` and kept in ``assets/ratings/levels.json``
(`level_ratings`). After a game against the AI the player's rating moves
from the places of that game (`update`); the levels never move.

- `Rating(mu, sigma)`: the skill estimate and its uncertainty (one standard
  deviation); a new player starts at the model's prior (`initial`).
- `ladder(game, rating)`: the levels just below and above the rating, and
  `ladder_text` the English sentence ("between normal and hard").
- `even_level(game, rating, seats)`: the level that gives the player the
  fairest game (a win chance nearest 1/seats).

Pure computation over the file's figures: no pygame, no writes. A game the
file does not rate (a test game) has no levels: `update` leaves the rating
as it is and the helpers answer None."""
from __future__ import annotations

import functools
import json
import math
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

LEVELS_FILE = "ratings/levels.json"
LEVELS_FORMAT = "rodizio-foodies/level-ratings"
HUMAN = "human"


@dataclass(frozen=True)
class Rating:
    """A skill estimate: ``mu`` (the mean) and ``sigma`` (its uncertainty)."""

    mu: float
    sigma: float

    def to_json(self) -> dict[str, float]:
        return {"mu": round(self.mu, 4), "sigma": round(self.sigma, 4)}

    @classmethod
    def from_json(cls, d: Any) -> "Rating":
        """ValueError unless ``d`` is ``{"mu": finite, "sigma": finite > 0}``."""
        if not isinstance(d, dict):
            raise ValueError("a rating is not an object")
        mu, sigma = d.get("mu"), d.get("sigma")
        for v in (mu, sigma):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
                raise ValueError("a rating's mu and sigma must be numbers")
        if not 0 < sigma < 1000 or abs(mu) > 1000:
            raise ValueError("a rating is out of range")
        return cls(float(mu), float(sigma))


def model(**overrides: Any) -> Any:
    """The openskill model every rating here uses (its default parameters:
    mu 25, sigma 25/3, beta 25/6, tau 25/300)."""
    from openskill.models import PlackettLuce
    return PlackettLuce(**overrides)


def initial() -> Rating:
    """A new player's rating: the model's prior."""
    m = model()
    return Rating(m.mu, m.sigma)


@functools.lru_cache(maxsize=1)
def _levels_file() -> dict[str, Any]:
    from game.content_root import CONTENT_ROOT
    try:
        data = json.loads((CONTENT_ROOT / LEVELS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("format") == LEVELS_FORMAT else {}


def level_ratings(game: str) -> dict[str, Rating]:
    """Level → its fixed rating in ``game``, weakest first ({} if unrated)."""
    entry = _levels_file().get("games", {}).get(game)
    if not isinstance(entry, dict):
        return {}
    out = {}
    for level, d in (entry.get("levels") or {}).items():
        try:
            out[level] = Rating.from_json(d)
        except ValueError:
            continue
    return dict(sorted(out.items(), key=lambda kv: kv[1].mu))


def _offered(game: str) -> dict[str, Rating]:
    """The rated levels a player can choose (the kit's), weakest first."""
    from game import kits
    try:
        offered = kits.get(game).ai_levels
    except ValueError:
        return {}
    return {lv: r for lv, r in level_ratings(game).items() if lv in offered}


def _os(m: Any, r: Rating) -> Any:
    return m.rating(mu=r.mu, sigma=r.sigma)


def update(game: str, player: Rating, seat: int, places: Sequence[int],
           players: Sequence[str]) -> Rating:
    """The player's rating after one game in which seat ``seat`` (the player)
    and AI seats ``players[i]`` (levels) finished at ``places`` (1 = best,
    ties share). Unchanged if any AI seat's level is unrated."""
    levels = level_ratings(game)
    if any(i != seat and p not in levels for i, p in enumerate(players)):
        return player
    m = model()
    teams = [[_os(m, player if i == seat else levels[p])] for i, p in enumerate(players)]
    new = m.rate(teams, ranks=[float(p) for p in places])
    return Rating(new[seat][0].mu, new[seat][0].sigma)


def first_chance(ratings: Sequence[Rating]) -> float:
    """The chance that the first of ``ratings`` places first among them:
    the Plackett-Luce likelihood `rate` fits, ``exp(mu/c) / sum(exp(mu_j/c))``
    with ``c² = sum(sigma_j² + beta²)``. (openskill's ``predict_win`` uses a
    normal-CDF pairwise formula that does not match a Plackett-Luce fit: it
    put Foodies ``hard`` over ``normal`` at 94%, where 1000 games show 79%;
    this formula says 83%. docs/statistics.md)"""
    beta = model().beta
    c = math.sqrt(sum(r.sigma ** 2 + beta ** 2 for r in ratings))
    top = max(r.mu for r in ratings)
    e = [math.exp((r.mu - top) / c) for r in ratings]
    return e[0] / sum(e)


def win_chance(game: str, player: Rating, opponents: Sequence[str]) -> float | None:
    """The model's chance that the player places first against AI levels
    ``opponents`` (None if one is unrated)."""
    levels = level_ratings(game)
    if not opponents or any(lv not in levels for lv in opponents):
        return None
    return first_chance([player] + [levels[lv] for lv in opponents])


def ladder(game: str, rating: Rating) -> tuple[str | None, str | None] | None:
    """``(below, above)``: the offered levels rated just below and just
    above ``rating.mu`` (None at either end of the ladder); None if the game
    has no rated levels."""
    offered = _offered(game)
    if not offered:
        return None
    below = [lv for lv, r in offered.items() if r.mu <= rating.mu]
    above = [lv for lv, r in offered.items() if r.mu > rating.mu]
    return (below[-1] if below else None, above[0] if above else None)


def ladder_text(game: str, rating: Rating) -> str | None:
    """"between normal and hard", "below easy", "above hard" (English; the
    screen builds its own sentence from `ladder`)."""
    where = ladder(game, rating)
    if where is None:
        return None
    below, above = where
    if below is None:
        return f"below {above}"
    if above is None:
        return f"above {below}"
    return f"between {below} and {above}"


def even_level(game: str, rating: Rating, seats: int = 2) -> str | None:
    """The offered level that, playing every other seat, gives the player a
    win chance nearest the fair 1/seats (None if the game is unrated)."""
    best = None
    for lv in _offered(game):
        p = win_chance(game, rating, [lv] * (seats - 1))
        if p is not None and (best is None or abs(p - 1 / seats) < best[0]):
            best = (abs(p - 1 / seats), lv)
    return best[1] if best else None


def ai_levels_of(players: Sequence[str], seat: int) -> list[str]:
    """The other seats' players (their AI levels, or "human")."""
    return [p for i, p in enumerate(players) if i != seat]


def rated_against_ai(players: Sequence[str]) -> bool:
    """Exactly one human seat: a game that moves the rating."""
    return sum(p == HUMAN for p in players) == 1


def file_info() -> Mapping[str, Any]:
    """The level file's own fields (how and when it was made)."""
    return {k: v for k, v in _levels_file().items() if k != "games"}
