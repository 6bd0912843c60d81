"""The skill rating (game/storage/rating.py) and the measured AI levels
(assets/ratings/levels.json, made by tools/rate_levels.py)."""
from __future__ import annotations

import json

import pytest

from game import kits
from game.content_root import CONTENT_ROOT
from game.storage import rating as R
from game.storage.stats import StatsStore


def test_every_rated_game_has_its_levels_rated_in_order():
    """The file is optional per game: a game it does not name is unrated
    (no ladder, no rating line: test_an_unrated_game_has_no_ladder), so a
    new game needs no entry here to pass the suite. A game it names must be
    registered and have every level it offers rated, weakest first."""
    data = json.loads((CONTENT_ROOT / R.LEVELS_FILE).read_text(encoding="utf-8"))
    assert data["format"] == R.LEVELS_FORMAT
    assert data["games"], "the file names no game"
    for game, entry in data["games"].items():
        kit = kits.get(game)   # ValueError for a game no kit registers
        levels = R.level_ratings(game)
        assert set(kit.ai_levels) <= set(levels), game
        assert entry["made_by"].startswith("nice -n 10 python tools/rate_levels.py")
        # the ladder the setup screen describes: easy < normal < hard
        assert levels["easy"].mu < levels["normal"].mu < levels["hard"].mu, game
        assert all(0 < r.sigma < R.initial().sigma for r in levels.values())


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_the_rating_moves_the_right_way_and_levels_stay_fixed(game):
    levels = dict(R.level_ratings(game))
    start = R.initial()
    won = R.update(game, start, 0, [1, 2], ["human", "hard"])
    lost = R.update(game, start, 0, [2, 1], ["human", "easy"])
    assert won.mu > start.mu > lost.mu
    assert won.sigma < start.sigma and lost.sigma < start.sigma
    # beating a stronger level moves it more than beating a weaker one
    beat_easy = R.update(game, start, 0, [1, 2], ["human", "easy"])
    assert won.mu - start.mu > beat_easy.mu - start.mu > 0
    # places among more seats: 2nd of 4 is between 1st and 4th
    players = ["human", "normal", "normal", "normal"]
    first, second, last = (R.update(game, start, 0, [p, *others], players)
                           for p, others in ((1, [2, 3, 4]), (2, [1, 3, 4]), (4, [1, 2, 3])))
    assert first.mu > second.mu > last.mu
    # the seat need not be 0; a shared place is a draw between them
    assert R.update(game, start, 2, [2, 3, 1], ["hard", "hard", "human"]).mu > start.mu
    assert R.level_ratings(game) == levels


def test_an_unrated_level_leaves_the_rating_alone():
    start = R.initial()
    assert R.update("rodizio", start, 0, [1, 2], ["human", "grandmaster"]) == start
    assert R.update("no_such_game", start, 0, [1, 2], ["human", "hard"]) == start
    assert R.ladder("no_such_game", start) is None and R.even_level("no_such_game", start) is None


def test_the_ladder_and_the_even_level():
    for game in ("rodizio", "foodies"):
        lv = R.level_ratings(game)
        strong = R.Rating(lv["hard"].mu + 10, 1.0)
        weak = R.Rating(lv["easy"].mu - 10, 1.0)
        middle = R.Rating((lv["normal"].mu + lv["hard"].mu) / 2, 1.0)
        assert R.ladder(game, strong) == ("hard", None) and R.ladder_text(game, strong) == "above hard"
        assert R.ladder(game, weak) == (None, "easy") and R.ladder_text(game, weak) == "below easy"
        assert R.ladder_text(game, middle) == "between normal and hard"
        assert R.even_level(game, strong) == "hard" and R.even_level(game, weak) == "easy"
        assert R.even_level(game, lv["normal"], 3) == "normal"
        chance = R.win_chance(game, lv["normal"], ["normal"])
        assert chance == pytest.approx(0.5, abs=1e-6)


def test_the_store_rates_games_against_the_ai_only():
    store = StatsStore()
    result = {"totals": [10, 20], "glutton_total": 9, "winners": [0], "glutton_wins": False,
              "scores": [10, 20]}
    r = store.record_game("rodizio", {}, result, seat=0, players=["human", "hard"])
    assert r.rating_before == R.initial() and r.rating_after.mu > r.rating_before.mu
    assert r.entry["rating"] == r.rating_after.to_json()
    st = store.load()
    assert st.rating("rodizio") == R.Rating(round(r.rating_after.mu, 4), round(r.rating_after.sigma, 4))
    assert st.rated_games("rodizio") == 1
    r2 = store.record_game("rodizio", {}, dict(result, winners=[1]), seat=0,
                           players=["human", "hard"])
    assert r2.rating_before == st.rating("rodizio") and r2.rating_after.mu < r2.rating_before.mu
    assert store.load().rated_games("rodizio") == 2
    assert store.record_game("rodizio", {}, result, seat=0, players=["human", "human"]).rating_after is None
    assert store.load().rated_games("rodizio") == 2


def test_rate_levels_plays_and_fits_reproducibly():
    import random
    import rate_levels
    jobs = rate_levels.schedule("foodies", 3, 7, ("random", "easy"))
    assert jobs == rate_levels.schedule("foodies", 3, 7, ("random", "easy"))
    assert [len(j[1]) for j in jobs] == [2] * 3 + [3] * 3 + [4] * 3
    assert all(len(set(j[1])) > 1 for j in jobs)
    places = rate_levels.play_one(jobs[0])
    assert sorted(places)[0] == 1 and len(places) == 2 and places == rate_levels.play_one(jobs[0])
    # games from known strengths: the fit puts the levels in their order
    rng = random.Random(3)
    strength = {"random": 0.0, "easy": 6.0, "normal": 12.0}
    results = []
    for g in range(240):
        levels = rng.sample(list(strength), 2 + g % 2)
        perf = [strength[lv] + rng.gauss(0, 25 / 6) for lv in levels]
        order = sorted(perf, reverse=True)
        results.append((levels, [1 + order.index(p) for p in perf]))
    fit = rate_levels.fit(results, 5, 1)
    assert list(fit) == ["random", "easy", "normal"]
    assert all(r.sigma < 3 for r in fit.values())


def test_an_unrated_game_has_no_ladder():
    """A game whose levels were never measured (a new game, or the suite's
    Tiny) rates nothing and suggests nothing, without failing."""
    r = R.initial()
    assert R.level_ratings("no-such-game") == {}
    assert R.ladder_text("no-such-game", r) is None
    assert R.even_level("no-such-game", r) is None
