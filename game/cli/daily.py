"""`python -m game daily GAME [--date YYYY-MM-DD]`: the day's setup as one
JSON object (game/kits/daily.py): ``game``, ``date``, ``seed``, ``seats``,
``players`` (seat 0 is you), ``levels`` (the opponents'), ``first`` and
``options`` (the variant). The same on every machine; without ``--date``,
today in UTC. A bad date: one line on stderr, exit 2."""
from __future__ import annotations

import json

from game import kits
from game.cli.args import fail
from game.kits.daily import daily_setup, parse_date, today_utc


def run_daily(game: str, date: str | None) -> int:
    try:
        day = parse_date(date) if date is not None else today_utc()
    except ValueError as e:
        return fail(str(e))
    print(json.dumps(daily_setup(kits.get(game), day).to_json(), ensure_ascii=False))
    return 0
