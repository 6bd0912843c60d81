"""A tab's data (game/client/records/stats_model.py) and the sentences built from
it (words.py), from a statistics file with known games."""
from __future__ import annotations

from game.client.records import stats_model as model, words
from game.client.text import Text
from game.storage.stats import Stats, StatsStore
from tests.client.stats.seed import finished_record


def test_the_rolling_win_rate_averages_the_last_ten_games():
    wins = [True] * 5 + [False] * 10 + [True] * 2
    rates = model.rolling_rate(wins)
    assert rates[:5] == [1.0] * 5                 # fewer than ten games at the start
    assert rates[9] == 0.5 and rates[14] == 0.0 and rates[16] == 0.2


def _games(store: StatsStore, plan: list[list[str]]) -> None:
    for i, players in enumerate(plan):
        store.record_finished(finished_record("rodizio", players, 200 + i, f"2026-11-30T11:{i:02d}:00Z"), None)


def test_a_tab_from_known_games():
    store = StatsStore()
    plan = [["human", "hard"], ["human", "easy", "easy"], ["human", "hard", "easy"], ["human", "easy"],
            ["human", "human"]]
    _games(store, plan)
    store.record_abandoned("rodizio", ["human", "normal"], game_id="x/1", when="2026-11-30T12:00:00Z")
    tab = model.tab(store.load(), "rodizio")
    assert len(tab.history) == 6 and tab.history[0]["outcome"] == "abandoned"
    assert len(tab.recent) == len(tab.rolling) == 5       # finished games only, oldest first
    assert [p for _, p in tab.recent] == [e["points"] for e in reversed(tab.history[1:])]
    assert sum(tab.places) == 5                           # every finished game, hot seat too
    assert [lv for lv, _ in tab.by_level] == ["easy", "normal", "hard"]
    assert dict(tab.by_level)["easy"].played == 2 and dict(tab.by_level)["normal"].played == 0
    keys = [r.key for r in tab.splits]
    # every game, its seat counts, one level (weakest first), the mixes, then hot seat
    assert keys == ["ai/*/*", "ai/*/2", "ai/*/3", "ai/easy/*", "ai/normal/*", "ai/hard/*", "ai/easy+hard/*",
                    "hotseat/*/*", "hotseat/*/2"]
    assert [r.depth for r in tab.splits] == [0, 1, 1, 0, 0, 0, 0, 0, 1]
    assert set(tab.counters) == {"times_first", "glutton_wins"}
    assert tab.rating.rating is not None and tab.rating.games == 4 and tab.rating.rated_game
    assert not tab.empty and model.tab(Stats(), "rodizio").empty


def test_split_names_places_and_lists_in_three_languages():
    en, pt, fa = Text("en"), Text("pt"), Text("fa")
    assert words.split_name(en, "rodizio", "ai/*/*") == "All games vs the computer"
    assert words.split_name(en, "rodizio", "ai/*/3") == "3 seats"
    assert words.split_name(en, "rodizio", "ai/easy+hard/*") == "vs easy + hard"
    assert words.split_name(pt, "rodizio", "ai/hard/*") == "contra difícil"
    assert words.split_name(en, "rodizio", "hotseat/hard+human/*") == "Hot seat vs hard + human"
    assert [words.place(en, n) for n in (1, 2, 3, 4, 5)] == ["1st", "2nd", "3rd", "4th", "5th"]
    assert words.place(fa, 2) == "دوم"
    assert words.players_who(fa, "rodizio", ["human", "hard", "easy"], 0) == "سخت، آسان"
    assert words.players_who(en, "rodizio", ["hard", "human", "easy"], 1) == "hard, easy"
    assert words.counter_name(en, "foodies", "first_bonuses") == "First to serve (+2)"
    assert words.counter_name(en, "tiny", "no_such_line") == "no such line"
