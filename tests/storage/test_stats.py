"""The statistics store (game/storage/stats.py): splits, streaks, hot-seat
apart, abandoned games, the history limit, damaged files and upgrades."""
from __future__ import annotations

import json

import pytest

from game import kits
from game.kits.agents import make_agent
from game.ai.match import play_match
from game.storage import paths, stats as S
from game.storage.saves import Record


def rodizio_result(totals, winners, glutton_total=None, glutton_wins=False):
    return {"totals": list(totals), "glutton_total": glutton_total, "winners": list(winners),
            "glutton_wins": glutton_wins, "scores": list(totals)}


def record_rodizio(store, won, players=("human", "hard"), **kw):
    """A Rodízio game the human (seat 0) won with 10 points (the winning
    second-highest total) or lost with 20 (the highest)."""
    rest = [5 - i for i in range(len(players) - 2)]
    totals, winners = ([10, 20] + rest, [0]) if won else ([20, 10] + rest, [1])
    return store.record_game("rodizio", {}, rodizio_result(totals, winners), seat=0,
                             players=list(players), **kw)


def play(game, seed, players, agent="random"):
    """A real finished game: (kit, final state JSON, result, actions)."""
    kit = kits.get(game)
    rules = kit.rules_module()
    agents = [make_agent(game, agent if p == "human" else p) for p in players]
    m = play_match(rules, rules.new_game(seed, len(players)), agents, seed)
    actions = [{"actor": s.actor, "action": s.action} for s in m.steps]
    return kit, rules.to_json(m.final), rules.result(m.final), actions


@pytest.fixture
def store():
    return S.StatsStore()


def test_the_file_lives_in_the_data_folder_and_is_versioned(store):
    record_rodizio(store, True)
    data = json.loads((paths.data_root() / "stats.json").read_text())
    assert data["format"] == S.FORMAT and data["version"] == S.VERSION == 1
    assert set(data["games"]["rodizio"]["buckets"]) == {"ai/hard/2", "ai/hard/*", "ai/*/2", "ai/*/*"}


def test_streaks_win_rate_and_averages(store):
    for won in (True, True, False, True, True, True):
        r = record_rodizio(store, won)
    b = store.load().bucket("rodizio", opponents="hard")
    assert (b.played, b.won, b.lost, b.streak, b.best_streak) == (6, 5, 1, 3, 3)
    assert b.win_rate == pytest.approx(5 / 6)
    assert b.avg_points == pytest.approx((5 * 10 + 20) / 6) and b.best_score == 20
    assert b.place_counts == [5, 1] and b.avg_place == pytest.approx(7 / 6)
    assert r.vs.line() == "5–1 (83%), streak 3"
    record_rodizio(store, False)
    b = store.load().bucket("rodizio", opponents="hard")
    assert (b.streak, b.best_streak) == (0, 3)


def test_splits_by_level_and_seats_are_exact(store):
    record_rodizio(store, True, ("human", "hard"))
    record_rodizio(store, False, ("human", "hard", "hard"))
    record_rodizio(store, True, ("human", "easy", "easy"))
    record_rodizio(store, True, ("human", "easy", "hard"))
    st = store.load()
    assert st.bucket("rodizio").played == 4 and st.bucket("rodizio").won == 3
    assert (st.bucket("rodizio", opponents="hard").played, st.bucket("rodizio", opponents="hard").won) == (2, 1)
    assert st.bucket("rodizio", opponents="hard", seats=3).played == 1
    assert st.bucket("rodizio", seats=3).played == 3
    assert st.bucket("rodizio", opponents="easy+hard").won == 1
    # streak of the "3 seats" split: L, W, W
    assert st.bucket("rodizio", seats=3).streak == 2
    assert st.bucket("rodizio", opponents="hard").streak == 0


def test_hot_seat_counts_apart_and_is_not_rated(store):
    record_rodizio(store, True, ("human", "hard"))
    before = store.load()
    r = record_rodizio(store, True, ("human", "human", "normal"))
    assert r.entry["mode"] == S.HOTSEAT and r.rating_after is None
    st = store.load()
    assert st.bucket("rodizio").played == 1           # games against the AI unchanged
    assert st.bucket("rodizio", S.HOTSEAT).played == 1
    assert st.bucket("rodizio", S.HOTSEAT, "human+normal", 3).won == 1
    assert st.rating("rodizio") == before.rating("rodizio")
    # the flag can say so too (one human and an AI, passed as hot-seat)
    assert record_rodizio(store, False, ("human", "hard"), hot_seat=True).entry["mode"] == S.HOTSEAT


def test_abandoned_is_neither_won_nor_lost_and_ends_the_streak(store):
    record_rodizio(store, True)
    record_rodizio(store, True)
    r = store.record_abandoned("rodizio", ["human", "hard"])
    assert r.entry["outcome"] == S.ABANDONED and r.entry["place"] is None and r.rating_after is None
    b = store.load().bucket("rodizio", opponents="hard")
    assert (b.played, b.won, b.lost, b.abandoned, b.streak, b.best_streak) == (2, 2, 0, 1, 0, 2)
    assert store.load().history("rodizio")[0]["outcome"] == "abandoned"
    assert store.load().rated_games("rodizio") == 2


def test_abandon_record_takes_the_unfinished_autosave(store):
    kit = kits.get("foodies")
    rules = kit.rules_module()
    state = rules.to_json(rules.new_game(3, 3))
    rec = Record(game="foodies", seats=[{"player": "human", "name": "You"},
                                        {"player": "easy", "name": "CPU 2"},
                                        {"player": "easy", "name": "CPU 3"}],
                 seed=3, initial_state=state)
    assert store.abandon_record(rec).entry["outcome"] == "abandoned"
    assert store.abandon_record(rec).duplicate      # the same save twice: counted once
    assert store.load().bucket("foodies", opponents="easy", seats=3).abandoned == 1


def test_history_keeps_the_last_200_games_newest_first(store):
    for i in range(S.HISTORY + 5):
        record_rodizio(store, i % 2 == 0, when=f"2026-12-01T10:{i // 60:02d}:{i % 60:02d}Z",
                       game_id=f"g{i}")
    st = store.load()
    hist = st.history("rodizio")
    assert len(hist) == S.HISTORY
    assert hist[0]["id"] == f"g{S.HISTORY + 4}" and hist[-1]["id"] == "g5"
    assert st.bucket("rodizio").played == S.HISTORY + 5   # the figures keep every game
    assert st.history() == hist


def test_the_same_game_is_counted_once(store):
    assert not record_rodizio(store, True, game_id="a").duplicate
    r = record_rodizio(store, True, game_id="a")
    assert r.duplicate and r.entry is None and r.vs.played == 1


def test_record_finished_from_a_real_record_and_its_replay(store):
    kit, final, result, actions = play("foodies", 5, ["human", "normal"])
    rules = kit.rules_module()
    rec = Record(game="foodies", seats=[{"player": "human", "name": "You"},
                                        {"player": "normal", "name": "CPU 2"}],
                 seed=5, initial_state=rules.to_json(rules.new_game(5, 2)), actions=actions,
                 state=final, result=result)
    replay = paths.data_root() / "replays" / "replay-00003.json"
    r = store.record_finished(rec, replay)
    e = r.entry
    assert e["replay"] == "replays/replay-00003.json" and S.replay_path(e) == replay
    assert e["points"] == result["scores"][0] and e["outcome"] == ("won" if 0 in result["winners"] else "lost")
    assert e["counters"]["dishes_served"] == len(final["served"][0])
    assert e["players"] == ["human", "normal"] and e["id"] == S.record_id(rec)


def test_a_game_not_over_or_a_seat_not_human_is_refused(store):
    kit = kits.get("rodizio")
    rules = kit.rules_module()
    with pytest.raises(ValueError, match="not over"):
        store.record_game(kit, rules.new_game(1, 2), seat=0, players=["human", "easy"])
    with pytest.raises(ValueError, match="not a human seat"):
        store.record_game(kit, {}, rodizio_result([1, 2], [1]), seat=1, players=["human", "easy"])
    assert not (paths.data_root() / "stats.json").exists()


def test_reset_forgets_one_game_only(store):
    record_rodizio(store, True)
    kit, final, result, actions = play("foodies", 2, ["human", "easy"])
    store.record_game(kit, final, result, seat=0, players=["human", "easy"], actions=actions)
    assert store.reset("rodizio") is True
    st = store.load()
    assert st.bucket("rodizio").played == 0 and st.history("rodizio") == [] and st.rating("rodizio") is None
    assert st.bucket("foodies").played == 1
    assert store.reset("rodizio") is False


# -- damaged files and upgrades -----------------------------------------------------------
def test_a_damaged_file_is_kept_aside_with_a_message(store):
    record_rodizio(store, True)
    path = paths.data_root() / "stats.json"
    path.write_text('{"format": "rodizio-foodies/stats", "version": 1, "games": {')
    damaged = path.read_bytes()
    st = store.load()
    assert st.games() == []
    msg = store.take_message()
    assert "stats.json" in msg and "stats.json.corrupt-1" in msg and "not valid JSON" in msg
    assert (paths.data_root() / "stats.json.corrupt-1").read_bytes() == damaged   # kept as it was
    r = record_rodizio(store, True)
    assert r.note is None and r.vs.played == 1     # counting starts afresh


def test_a_damaged_file_found_while_recording_is_reported_by_the_recording(store):
    path = paths.data_root() / "stats.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\xff\xfe not text")
    r = record_rodizio(store, True)
    assert r.note is not None and "corrupt-1" in r.note and r.vs.played == 1


@pytest.mark.parametrize("mutate, why", [
    (lambda d: d["games"]["rodizio"]["buckets"]["ai/*/*"].update(won=99), "do not add up"),
    (lambda d: d["games"]["rodizio"]["buckets"]["ai/*/*"].update(played=-1), "not a count"),
    (lambda d: d["games"]["rodizio"]["buckets"].update({"robots/x/2": {}}), "bad statistics entry"),
    (lambda d: d["games"]["rodizio"]["history"][0].update(outcome="draw"), "outcome"),
    (lambda d: d["games"]["rodizio"]["rating"].update(mu="high"), "numbers"),
    (lambda d: d.update(format="something else"), "not a Rodízio & Foodies statistics file"),
    (lambda d: d.update(version=2), "newer version"),
    (lambda d: d.update(games=[]), "bad 'games'"),
])
def test_a_file_with_bad_figures_is_kept_aside(store, mutate, why):
    record_rodizio(store, True)
    path = paths.data_root() / "stats.json"
    data = json.loads(path.read_text())
    mutate(data)
    path.write_text(json.dumps(data))
    assert store.load().games() == []
    msg = store.take_message()
    assert why in msg and "corrupt-1" in msg


def test_an_old_version_goes_through_the_upgraders(store, monkeypatch):
    record_rodizio(store, True)
    path = paths.data_root() / "stats.json"
    v1 = json.loads(path.read_text())
    # a made-up version 0 that called the history "log"
    v0 = dict(v1, version=0)
    v0["games"] = {g: {"buckets": d["buckets"], "log": d["history"], "rating": d["rating"]}
                   for g, d in v1["games"].items()}
    path.write_text(json.dumps(v0))

    def v0_to_v1(d):
        d["games"] = {g: {"buckets": x["buckets"], "history": x.pop("log"), "rating": x["rating"]}
                      for g, x in d["games"].items()}
        return d

    assert store.load().games() == []                # no upgrader: refused, kept aside
    assert "too old" in store.take_message()
    path.write_text(json.dumps(v0))
    monkeypatch.setitem(S.UPGRADERS, 0, v0_to_v1)
    st = store.load()
    assert store.take_message() is None and st.to_json() == v1
    record_rodizio(store, False)
    assert json.loads(path.read_text())["version"] == 1     # written back at the current version
    assert store.load().bucket("rodizio").played == 2


def test_an_unusable_data_folder_is_an_oserror_on_write(store, monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv(paths.ENV_HOME, str(blocker / "home"))
    with pytest.raises(OSError):
        record_rodizio(S.StatsStore(), True)
    assert S.StatsStore().load().games() == []       # reading never raises


# -- the kits' own lines and places -----------------------------------------------------------
def test_foodies_bonuses_are_the_first_serves_the_rules_paid():
    from game.rules.foodies.events import RecipeServed
    kit = kits.get("foodies")
    rules = kit.rules_module()
    for seed, seats in ((1, 2), (2, 3), (3, 4)):
        agents = [make_agent("foodies", "normal") for _ in range(seats)]
        m = play_match(rules, rules.new_game(seed, seats), agents, seed)
        actions = [{"actor": s.actor, "action": s.action} for s in m.steps]
        final, result = rules.to_json(m.final), rules.result(m.final)
        for seat in range(seats):
            paid = sum(1 for s in m.steps for e in s.events
                       if isinstance(e, RecipeServed) and e.seat == seat and e.first_bonus)
            served = sum(1 for s in m.steps for e in s.events if isinstance(e, RecipeServed) and e.seat == seat)
            got = kit.stats_counters(final, result, actions, seat)
            assert got == {"first_bonuses": paid, "dishes_served": served}
        assert sum(kit.stats_counters(final, result, actions, s)["first_bonuses"] for s in range(seats)) > 0


def test_rodizio_lines_and_places():
    kit = kits.get("rodizio")
    # 3 seats: totals 20 (ate the most), 15 (T2: wins), 5
    res = rodizio_result([20, 15, 5], [1])
    assert kit.places_of(res) == [2, 1, 3]          # 20 is 5 from the winning 15, 5 is 10 away
    assert kit.stats_counters({}, res, [], 0) == {"times_first": 1, "glutton_wins": 0}
    assert kit.stats_counters({}, res, [], 1) == {"times_first": 0, "glutton_wins": 0}
    # 2 seats and the Glutton won (every seat loses)
    res = rodizio_result([12, 18], [], glutton_total=15, glutton_wins=True)
    assert kit.places_of(res) == [1, 1]             # both 3 from the Glutton's winning 15
    assert kit.stats_counters({}, res, [], 1) == {"times_first": 1, "glutton_wins": 1}
    # a tie on T2 with more pizzas: the winner first, the other candidate second
    res = rodizio_result([15, 15, 20, 3], [0])
    assert kit.places_of(res) == [1, 2, 3, 4]
    # everyone equal: nobody wins, nobody ate the most
    res = rodizio_result([10, 10], [], glutton_total=10)
    assert kit.places_of(res) == [1, 1] and kit.stats_counters({}, res, [], 0)["times_first"] == 0


def test_the_default_places_are_winners_first_then_points():
    kit = kits.get("foodies")
    assert kit.places is None
    assert kit.places_of({"scores": [30, 40, 40, 10], "winners": [1]}) == [3, 1, 2, 4]
    assert kit.places_of({"scores": [40, 40, 10], "winners": [0, 1]}) == [1, 1, 3]
