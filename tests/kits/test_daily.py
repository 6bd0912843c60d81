"""Today's deal (game/kits/daily.py): the date alone decides the setup — the
same on every machine and in every fresh home — and days differ."""
import datetime as dt
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import kits
from game.kits.daily import daily_setup, parse_date, today_utc

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("rodizio", "foodies")


@pytest.mark.parametrize("game", GAMES)
def test_a_day_s_setup_is_legal_for_the_game(game):
    kit = kits.get(game)
    for n in range(60):
        day = dt.date(2026, 1, 1) + dt.timedelta(days=n)
        s = daily_setup(kit, day)
        assert kit.seats.client_min <= s.seats <= kit.seats.client_max
        assert s.players[0] == "human" and len(s.players) == s.seats
        assert all(lv in kit.ai_levels for lv in s.levels)
        assert 0 <= s.first < s.seats
        assert kit.game_options(s.options) == {**kit.game_options(), **s.options}
        # the rules core accepts it
        kit.rules_module().new_game(s.seed, s.seats, first_seat=s.first, **s.options)


@pytest.mark.parametrize("game", GAMES)
def test_days_differ_and_cover_the_choices(game):
    kit = kits.get(game)
    setups = [daily_setup(kit, dt.date(2026, 3, 1) + dt.timedelta(days=n)) for n in range(90)]
    assert len({s.seed for s in setups}) == 90
    assert {s.seats for s in setups} == set(range(kit.seats.client_min, kit.seats.client_max + 1))
    assert {lv for s in setups for lv in s.levels} == {"easy", "normal", "hard"}
    for o in kit.options:
        assert {s.options[o.name] for s in setups} == {True, False}


def test_the_games_get_different_deals_the_same_day():
    day = dt.date(2026, 12, 3)
    assert daily_setup(kits.get("rodizio"), day).seed != daily_setup(kits.get("foodies"), day).seed


def test_the_setup_is_pinned():
    """A change here changes every player's deal of that day: never by accident."""
    got = daily_setup(kits.get("rodizio"), dt.date(2026, 12, 3)).to_json()
    assert got == {"game": "rodizio", "date": "2026-12-03", "seed": 18071837, "seats": 4,
                   "players": ["human", "normal", "hard", "easy"], "levels": ["normal", "hard", "easy"],
                   "first": 2, "options": {"spicy": False}}


def test_today_is_the_utc_date():
    late = dt.datetime(2026, 12, 3, 23, 30, tzinfo=dt.timezone(dt.timedelta(hours=-5)))
    assert today_utc(late) == dt.date(2026, 12, 4)


@pytest.mark.parametrize("bad", ["2026-13-01", "03/12/2026", "2026-1-1", "", "2026-02-30x"])
def test_a_bad_date_is_refused(bad):
    with pytest.raises(ValueError, match="YYYY-MM-DD"):
        parse_date(bad)


def _daily(home: Path, *args: str) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "RODIZIO_FOODIES_HOME"}
    env.update(HOME=str(home), RODIZIO_FOODIES_HOME=str(home / "data"), PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "game", "daily", *args], cwd=home, env=env,
                         capture_output=True, text=True, timeout=120, check=True)
    return json.loads(out.stdout)


def test_two_fresh_homes_get_the_same_deal_and_days_differ(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir(), b.mkdir()
    for game in GAMES:
        one = _daily(a, game, "--date", "2027-02-14")
        assert one == _daily(b, game, "--date", "2027-02-14")
        assert one["seed"] != _daily(a, game, "--date", "2027-02-15")["seed"]
        assert set(one) >= {"game", "date", "seed", "seats", "levels", "options"}
    before = today_utc().isoformat()
    assert _daily(a, "rodizio")["date"] in {before, today_utc().isoformat()}  # midnight may pass


def test_the_command_refuses_a_bad_date(tmp_path):
    r = subprocess.run([sys.executable, "-m", "game", "daily", "rodizio", "--date", "tomorrow"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and r.stdout == ""
    assert "YYYY-MM-DD" in r.stderr and len(r.stderr.strip().splitlines()) == 1
