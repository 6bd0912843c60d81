"""The progress store (game/storage/progress.py): the daily deal's one scored
attempt, streaks and the month's calendar, challenges counted once per
game; a damaged file is set aside and said, never read wrong."""
import datetime as dt
import json

import pytest

from game import kits
from game.kits.challenges import Progress, challenges_of
from game.storage.progress import (ABANDONED, LOST, STARTED, WON, ProgressStore, Progresses, check,
                                   summary_json)
from tests.kits.challenge_games import scripted_play


@pytest.fixture
def store(tmp_path):
    return ProgressStore(tmp_path / "progress.json")


def test_a_day_has_one_scored_attempt(store):
    assert store.start_daily("rodizio", "2026-12-03") is True
    assert store.start_daily("rodizio", "2026-12-03") is False       # a second try: unscored
    assert store.start_daily("foodies", "2026-12-03") is True        # each game its own deal
    assert store.finish_daily("rodizio", "2026-12-03", outcome=WON, place=1, points=12,
                              share="Rodízio daily 2026-12-03: won\n🍕⬜") is True
    assert store.finish_daily("rodizio", "2026-12-03", outcome=LOST, place=3, points=2) is False
    day = store.load().of("rodizio").daily["2026-12-03"]
    assert (day.outcome, day.place, day.points) == (WON, 1, 12)
    assert store.finish_daily("rodizio", "2026-12-04", outcome=WON) is False   # never started


def test_an_unfinished_attempt_stays_started_until_it_ends(store):
    store.start_daily("foodies", "2026-12-03")
    assert store.load().of("foodies").daily["2026-12-03"].outcome == STARTED
    store.finish_daily("foodies", "2026-12-03", outcome=ABANDONED)
    assert store.load().of("foodies").daily["2026-12-03"].outcome == ABANDONED


def _days(store, game, outcomes):
    for day, outcome in outcomes.items():
        store.start_daily(game, day)
        store.finish_daily(game, day, outcome=outcome, place=1, points=len(day))


def test_streaks_count_days_in_a_row(store):
    _days(store, "rodizio", {"2026-11-28": WON, "2026-11-29": WON, "2026-11-30": WON,
                             "2026-12-01": LOST, "2026-12-02": WON, "2026-12-03": WON})
    p = store.load()
    s = p.streaks("rodizio", dt.date(2026, 12, 3))
    assert (s.played, s.won, s.best_won) == (6, 2, 3)
    # today not played yet: yesterday's streak still stands
    s = p.streaks("rodizio", dt.date(2026, 12, 4))
    assert (s.played, s.won) == (6, 2)
    # a missed day ends it
    s = p.streaks("rodizio", dt.date(2026, 12, 6))
    assert (s.played, s.won) == (0, 0)
    assert p.month("rodizio", 2026, 12) == {1: LOST, 2: WON, 3: WON}
    assert p.month("rodizio", 2026, 11) == {28: WON, 29: WON, 30: WON}


def test_challenges_are_counted_from_real_games(store):
    kit = kits.get("rodizio")
    play = next(p for p in (scripted_play(kit, s) for s in range(50)) if p.won)
    earned = store.count_game(kit, play, when="2026-12-03T10:00:00", replay="replays/replay-00001.json")
    assert "win" in earned.completed
    ch = store.load().of("rodizio").challenges
    assert ch["win"].done == "2026-12-03T10:00:00" and ch["win"].replay == "replays/replay-00001.json"
    assert ch["wins_10"].count == 1
    rows = summary_json(store.load(), {"rodizio": kit}, dt.date(2026, 12, 3))["rodizio"]["challenges"]
    assert {r["id"] for r in rows} == {c.id for c in challenges_of(kit)}
    assert next(r for r in rows if r["id"] == "win")["done"]


def test_the_file_round_trips(store):
    _days(store, "foodies", {"2026-12-01": WON})
    store.update(lambda p: p.of("foodies").challenges.__setitem__("win", Progress(1, "d", None)))
    again = check(json.loads(store.path.read_text()))
    assert again.to_json() == store.load().to_json()


@pytest.mark.parametrize("bad", [
    b"not json", b"[]", b'{"format": "rodizio-foodies/progress", "version": 9, "games": {}}',
    b'{"format": "rodizio-foodies/progress", "version": 1, "games": {"rodizio": {"daily": {"x": {}}}}}',
    b'{"format": "rodizio-foodies/progress", "version": 1, "games": {"rodizio": {"challenges": {"win": {"count": -1}}}}}',
    b'{"format": "rodizio-foodies/progress", "version": 1, "games": {"rodizio": {"daily": {"2026-12-01": {"outcome": "maybe"}}}}}',
])
def test_a_damaged_file_is_set_aside_and_said(store, bad):
    store.path.write_bytes(bad)
    assert store.load().to_json() == Progresses().to_json()
    assert store.take_message()
    assert not store.path.exists()
    assert list(store.path.parent.glob("progress.json.corrupt-*"))


def test_a_game_is_counted_once_by_its_identity(store):
    """Heard twice (an undo at the very end, or a game end filed again after
    a kill): the challenges count it once."""
    from tests.client.stats.seed import finished_record
    rec = next(r for r in (finished_record("rodizio", ["human", "easy"], s, "2026-12-03T10:00:00Z")
                           for s in range(40)) if 0 in r.result["winners"])
    first = store.count_record(rec, None, when="2026-12-03T10:00:00Z")
    assert first is not None and "win" in first.earned.completed
    assert store.count_record(rec, None, when="2026-12-03T11:00:00Z") is None
    assert store.load().of("rodizio").challenges["wins_10"].count == 1


@pytest.mark.skipif(__import__("tests.storage.plain_user", fromlist=["PREFIX"]).PREFIX is None,
                    reason="no way to run a child to whom file permissions apply")
def test_an_unreadable_progress_file_is_never_replaced(tmp_path):
    """chmod 000: the next game is not counted over it (a plain user's child)."""
    import os
    from tests.storage.plain_user import run_plain
    store = ProgressStore(tmp_path / "progress.json")
    store.start_daily("rodizio", "2026-12-01")
    before = store.path.read_bytes()
    os.chmod(store.path, 0)
    try:
        r = run_plain("from game.storage.progress import ProgressStore\n"
                      "from game.storage.jsonio import WontReplace\n"
                      "try:\n"
                      "    ProgressStore().start_daily('rodizio', '2026-12-02')\n"
                      "except WontReplace as e:\n"
                      "    print('refused:', e)\n", tmp_path)
    finally:
        os.chmod(store.path, 0o644)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("refused:")
    assert store.path.read_bytes() == before
