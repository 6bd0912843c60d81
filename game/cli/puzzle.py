"""`python -m game puzzle GAME [--date YYYY-MM-DD | --id N]`: one shipped
puzzle as one JSON object — ``game``, ``id``, ``depth`` (the mover's turns
the win takes), ``seat`` (who is to move), ``state`` (the rule book's
state), ``solution`` (the one winning action) and, with ``--date``, the
``date`` it is the puzzle of (default: today, UTC). An unknown id or a bad
date: one line on stderr, exit 2 (docs/challenges.md)."""
from __future__ import annotations

import json

from game import kits
from game.cli.args import fail
from game.kits import puzzles as P
from game.kits.daily import parse_date, today_utc


def run_puzzle(game: str, date: str | None, ident: int | None) -> int:
    kit = kits.get(game)
    try:
        if ident is not None:
            puzzle, day = P.by_id(kit, ident), None
        else:
            day = parse_date(date) if date is not None else today_utc()
            puzzle = P.of_day(kit, day)
    except ValueError as e:
        return fail(str(e))
    out = {"game": game, "id": puzzle["id"], "depth": puzzle["depth"], "seat": puzzle["seat"],
           "state": puzzle["state"], "solution": puzzle["solution"]}
    if day is not None:
        out["date"] = day.isoformat()
    print(json.dumps(out, ensure_ascii=False))
    return 0
