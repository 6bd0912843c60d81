"""Field-by-field checks of a save/replay record's JSON (after `upgrade`),
before anything trusts it — the Replays list reads only these fields, so
they must be checked even when the actions are not replayed.

`check_fields(data, need_result=False)` raises `CorruptFile` naming the
first bad field, in one sentence; it knows no game by name (the game must
be registered, `game.kits`). Replaying the actions is
`saves.check_record`'s job."""
from __future__ import annotations

import re
from typing import Any

from game.storage.jsonio import CorruptFile

#: `Record.created`: UTC, to the second (saves.now_iso).
CREATED = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")
#: No game is played by more people than this (a sanity bound for lists).
MAX_SEATS = 16


def is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


class UnknownGame(CorruptFile):
    """A record of a game this program does not know — most likely written
    by another build of it (one with more games): not damage. Listing and
    rotating replays leave such a file where it is."""


def _bad(field: str, why: str) -> CorruptFile:
    return CorruptFile(f"bad '{field}' ({why})")


def check_game(game: Any) -> None:
    from game import kits
    if not isinstance(game, str):
        raise _bad("game", "not a name")
    try:
        kits.rules_module(game)
    except (ValueError, KeyError, TypeError):
        raise UnknownGame(f"unknown game {game[:40]!r}") from None


def check_seats(seats: Any) -> int:
    """The seat count of a valid `seats` list."""
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise _bad("seats", "not a list of seats")
    for i, s in enumerate(seats):
        if not isinstance(s, dict) or not isinstance(s.get("player"), str) or not s["player"]:
            raise _bad("seats", f"seat {i + 1} has no player")
        if "name" in s and not isinstance(s["name"], str):
            raise _bad("seats", f"seat {i + 1}'s name is not text")
    return len(seats)


def check_options(options: Any, seats: int) -> None:
    """Shape only (a dict of true/false and whole numbers); whether the game
    accepts them is checked by re-creating its first state."""
    if not isinstance(options, dict):
        raise _bad("options", "not an object")
    for k, v in options.items():
        if not isinstance(v, bool) and not is_int(v):
            raise _bad("options", f"{k!r} is {type(v).__name__}, not true/false or a whole number")
    first = options.get("first_seat", 0)
    if not is_int(first) or not 0 <= first < seats:
        raise _bad("options", f"first_seat {first!r} is not a seat")


def check_result(result: Any, seats: int) -> None:
    """A finished game's result: `winners` (distinct seat numbers) and
    per-seat number lists, numbers, true/false or null values only."""
    if not isinstance(result, dict) or not result:
        raise _bad("result", "not a finished game's result")
    winners = result.get("winners")
    if not isinstance(winners, list) or not all(is_int(w) and 0 <= w < seats for w in winners) \
            or len(set(winners)) != len(winners):
        raise _bad("result", "winners are not seats of this game")
    for k, v in result.items():
        if k == "winners":
            continue
        if isinstance(v, list):
            if len(v) != seats or not all(is_int(x) for x in v):
                raise _bad("result", f"{k!r} is not one whole number per seat")
        elif v is not None and not isinstance(v, bool) and not is_int(v):
            raise _bad("result", f"{k!r} is not a number")


def check_fields(data: dict[str, Any], need_result: bool = False) -> None:
    """Every top-level field of an upgraded record (see module doc)."""
    for key in ("game", "seats", "seed", "initial_state", "actions", "state"):
        if key not in data:
            raise CorruptFile(f"missing field '{key}'")
    check_game(data["game"])
    seats = check_seats(data["seats"])
    if not is_int(data["seed"]):
        raise _bad("seed", "not a whole number")
    created = data.get("created", "")
    if not isinstance(created, str) or (created and not CREATED.fullmatch(created)):
        raise _bad("created", "not a date like 2026-11-29T22:50:00Z")
    check_options(data.get("options", {}), seats)
    if not isinstance(data["actions"], list):
        raise _bad("actions", "not a list")
    for key in ("initial_state", "state"):
        if not isinstance(data[key], dict):
            raise _bad(key, "not an object")
    result = data.get("result")
    if result is not None or need_result:
        check_result(result, seats)
