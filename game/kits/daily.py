"""Today's deal: one game a day per game, the same for every player.

`daily_setup(kit, day)` derives everything a table needs — the deal's seed,
the seat count, the opponents' levels, who goes first and the variant (the
kit's boolean options, e.g. Rodízio's spicy) — from the date alone, through
SHA-256 of ``"rodizio-foodies/daily/<game>/<YYYY-MM-DD>/<what>"``. No
``random`` module (its methods may change between Python versions), no
machine state: the same date gives the same setup on every machine, and two
dates give independent setups (docs/daily.md).

The human always sits at seat 0; the other seats are AIs of the kit's
levels (``easy``, ``normal``, ``hard``). The date is a UTC calendar date
(`today_utc`)."""
from __future__ import annotations

import datetime as _dt
import hashlib
from dataclasses import dataclass, field
from typing import Any

#: The prefix of every digest: changing it changes every day's deal.
SALT = "rodizio-foodies/daily"
#: The largest seed a daily deal uses (any int the rules accept would do).
SEED_SPAN = 2 ** 31
#: The levels a daily opponent is drawn from, weakest first; a day with
#: more seats draws each seat on its own.
OPPONENT_LEVELS = ("easy", "normal", "hard")
HUMAN = "human"


@dataclass(frozen=True)
class DailySetup:
    """One day's table: ``players`` per seat ("human" at seat 0, else an AI
    level), ``first`` the seat that starts, ``options`` the variant."""

    game: str
    date: str
    seed: int
    seats: int
    players: tuple[str, ...]
    first: int
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def levels(self) -> list[str]:
        """The opponents' levels in seat order (seat 0 is the player)."""
        return list(self.players[1:])

    def to_json(self) -> dict[str, Any]:
        """The ``daily`` command's object: the same on every machine."""
        return {"game": self.game, "date": self.date, "seed": self.seed, "seats": self.seats,
                "players": list(self.players), "levels": self.levels, "first": self.first,
                "options": dict(self.options)}


def parse_date(text: str) -> _dt.date:
    """A ``YYYY-MM-DD`` date; ValueError with a plain message otherwise."""
    try:
        if len(text) != 10:
            raise ValueError
        return _dt.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"{text!r} is not a date of the form YYYY-MM-DD") from None


def today_utc(now: _dt.datetime | None = None) -> _dt.date:
    """Today's date in UTC: the whole world plays the same deal that day."""
    now = now or _dt.datetime.now(_dt.timezone.utc)
    return now.astimezone(_dt.timezone.utc).date()


def pick(label: str, n: int) -> int:
    """A number in ``range(n)`` fixed by ``label`` alone (SHA-256: the same
    on every machine and Python version)."""
    digest = hashlib.sha256(label.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % n


def _draw(game: str, day: _dt.date, what: str, n: int) -> int:
    """A number in ``range(n)`` fixed by the game, the date and ``what``."""
    return pick(f"{SALT}/{game}/{day.isoformat()}/{what}", n)


def daily_setup(kit: Any, day: _dt.date) -> DailySetup:
    """The day's table for ``kit`` (a `GameKit`): seats within the window's
    range, each opponent's level, the first seat, each boolean option."""
    name = kit.name
    lo, hi = kit.seats.client_min, kit.seats.client_max
    seats = lo + _draw(name, day, "seats", hi - lo + 1)
    levels = [lv for lv in OPPONENT_LEVELS if lv in kit.ai_levels]
    players = (HUMAN,) + tuple(levels[_draw(name, day, f"level/{s}", len(levels))]
                               for s in range(1, seats))
    options = {o.name: bool(_draw(name, day, f"option/{o.name}", 2))
               for o in kit.options if isinstance(o.default, bool)}
    return DailySetup(game=name, date=day.isoformat(), seed=_draw(name, day, "seed", SEED_SPAN),
                      seats=seats, players=players, first=_draw(name, day, "first", seats),
                      options=options)


def is_daily(setup: DailySetup, *, seed: int, players: list[str] | tuple[str, ...], first: int,
             options: dict[str, Any]) -> bool:
    """Whether a game with this seed, these players, first seat and options
    is ``setup``'s deal (the record keeps all four; options it lacks are the
    game's defaults, which a daily variant may not be)."""
    return (seed == setup.seed and list(players) == list(setup.players) and first == setup.first
            and all(options.get(k, False) == v for k, v in setup.options.items()))
