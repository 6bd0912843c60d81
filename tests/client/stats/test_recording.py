"""The window counts every game played at a table exactly once, with the
replay it was kept as (game/client/records/recording.py); an unfinished game
a new game drops counts as abandoned; a failed write is a toast and loses
nothing else; the replay viewer, the demos, the attract mode and the
tutorials count nothing; the results screen says what changed."""
from __future__ import annotations

import pytest

from game import kits
from game.client import layout_audit
from game.client.records import recording, words
from game.client.text import Text
from game.storage import paths
from game.storage import rating as R
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from game.storage.stats import ABANDONED, StatsStore, record_id
from game.storage.settings import Settings
from tests.client import testing as T
from tests.client.stats import autoplay
from tests.client.stats.seed import finished_record

WINDOWED = kits.windowed()


def _history(game: str) -> list[dict]:
    return StatsStore().load().history(game)


def _drawn_texts(app) -> list[str]:
    with layout_audit.recording() as rec:
        app.top.draw(app.screen)
    return [d.text for d in rec.drawn]


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_every_game_at_the_table_is_counted_once_with_its_replay(kit):
    player = autoplay.run(kit.name, 2)
    history = _history(kit.name)
    assert player.finished == 2 and len(history) == 2
    assert len({e["id"] for e in history}) == 2
    kept = sorted(ReplayStore().list())
    assert sorted(paths.data_root() / e["replay"] for e in history) == kept
    assert [e["players"] for e in reversed(history)] == [autoplay.plan(i, kit.seats.client_min,
                                                                       kit.seats.client_max) for i in (0, 1)]
    assert all(r is not None and r.entry is not None for r in player.results)
    # the results screen says what changed: the line is on it
    line = words.results_line(player.app.text, player.results[-1])
    assert line and line.startswith("vs ") and line in _drawn_texts(player.app)
    # the same game heard again (an undo at the very end, then the same move) is not counted twice
    rec = ReplayStore().load(kept[-1])[0]
    again = recording.count_finished(player.app, rec, kept[-1])
    assert again is not None and again.duplicate and len(_history(kit.name)) == 2


def test_an_unfinished_game_a_new_game_drops_counts_as_abandoned():
    # games 0 and 1 are left unfinished; game 2's first move sets game 1 aside
    # (still resumable: not counted) and drops game 0 for good (abandoned)
    player = autoplay.run("rodizio", 1, leave=(0, 1))
    assert player.left == 2 and player.finished == 1
    history = _history("rodizio")
    assert [e["outcome"] for e in history][1:] == [ABANDONED]
    set_aside, _ = SaveStore().previous().load()
    assert set_aside is not None and set_aside.result is None
    assert history[1]["id"] != record_id(set_aside)
    assert history[1]["place"] is None and history[1]["replay"] is None
    bucket = StatsStore().load().bucket("rodizio")
    assert bucket.abandoned == 1 and bucket.played == 1


def test_a_failed_statistics_write_is_a_toast_and_loses_nothing(monkeypatch):
    said = _every_toast(monkeypatch)

    def full(*a, **k):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(StatsStore, "_update", full)
    player = autoplay.run("rodizio", 1)
    assert player.results == [None]                 # not counted ...
    assert [t for t in said if "could not be added to your statistics" in t] == [
        "This game could not be added to your statistics: No space left on device"]   # ... and said so
    assert type(player.app.top).__name__ == "ResultsScene" and not player.app._errors
    assert len(ReplayStore().list()) == 1           # the replay is kept
    assert not SaveStore().exists()                 # the finished game's autosave is gone as usual
    assert all(not t.startswith("vs ") for t in _drawn_texts(player.app))   # no statistics line


def _every_toast(monkeypatch) -> list[str]:
    from game.client.app import App
    said: list[str] = []
    real = App.toast

    def toast(self, text, seconds=3.0):
        said.append(text)
        real(self, text, seconds)
    monkeypatch.setattr(App, "toast", toast)
    return said


def test_a_damaged_statistics_file_is_said_once_and_counting_starts_afresh(monkeypatch):
    said = _every_toast(monkeypatch)
    paths.data_dir().joinpath("stats.json").write_text("{ not json", encoding="utf-8")
    autoplay.run("rodizio", 2)
    assert len([t for t in said if "set aside" in t]) == 1   # by the first screen to read it
    assert len(_history("rodizio")) == 2
    assert list(paths.data_root().glob("stats.json.corrupt-*"))


def _no_statistics() -> bool:
    return not (paths.data_root() / "stats.json").exists()


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_no_recorder_listens_to_the_viewer_demo_or_lesson_tables(kit):
    """Only the recorder counts games, and only a game's table scene has one."""
    from game.client.replay.viewer import ReplayScene
    from game.client.tutorial.picker import open_tutorial
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=1)
    rec = finished_record(kit.name, ["human", "easy"], 5, "2026-11-30T10:00:00Z")
    for scene in (ReplayScene(app, rec), kit.part("demo_scene")(app, seed=7, attract=True),
                  open_tutorial(app, kit.name)):
        assert scene.flow.on_play is None and getattr(scene, "recorder", None) is None, type(scene)
    table = kit.part("table_scene")(app, kit.part("session").make_config(["human", "easy"], 3))
    assert table.flow.on_play == table.recorder.on_play


#: Long runs for two games (the structure above holds for every game).
@pytest.mark.parametrize("kit", [kits.get("rodizio"), kits.get("tiny")], ids=lambda k: k.name)
def test_the_replay_viewer_demos_attract_and_tutorials_count_nothing(kit):
    from game.client.attract import make_attract_scene
    from game.client.replay.viewer import ReplayScene
    from game.client.tutorial.picker import open_tutorial
    rec = finished_record(kit.name, ["human", "easy"], 5, "2026-11-30T10:00:00Z")
    seen = set()

    def look(app):
        seen.add((type(app.top).__name__, getattr(getattr(app.top, "flow", None), "phase", None)))
    # the viewer plays the whole kept game to its end
    def faster(app):
        app.post_intent("up")                     # the viewer's fastest speed

    def end(app):
        look(app)
        if ("ReplayScene", "over") in seen:
            app.quit()
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=20000,
                     script=[(t, faster) for t in (3, 4, 5, 6)] + [(t, end) for t in range(10, 20000)])
    app.run(ReplayScene(app, rec))
    assert ("ReplayScene", "over") in seen and not app._errors
    # a demo and the attract mode play games to their end, back to back
    for make in (lambda a: kit.part("demo_scene")(a, seed=7, speed=float("inf"), attract=False),
                 make_attract_scene):
        app = T.make_app(settings=Settings(anim_speed="instant"), frames=1500)
        scene = make(app)
        app.run(scene)
        assert scene.games >= 2 and not app._errors
    # the tutorial, confirmed through to its end (then the run stops: the title's
    # Enter would start a real game)
    lesson = kit.part("tutorial_scene")

    def through(app):
        if not isinstance(app.top, lesson):
            seen.add("left the lesson")
            app.quit()
        elif app.tick % 4 == 0:
            app.post_intent("confirm")
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=3000, script=[(t, through) for t in range(3000)])
    app.run(lambda a: open_tutorial(a, kit.name))
    assert "left the lesson" in seen and not app._errors
    assert _no_statistics()


def test_the_results_line_says_what_changed_in_every_language():
    store = StatsStore()
    rec = None
    for i, seed in enumerate(range(40, 44)):
        r = finished_record("rodizio", ["human", "hard", "hard"], seed, f"2026-11-30T10:0{i}:00Z")
        rec = store.record_finished(r, None)
    vs = rec.vs
    rate = round(100 * vs.won / vs.played)
    before, after = rec.rating_before, rec.rating_after
    assert before is not None and after is not None and after != before
    delta = f"{after.mu - before.mu:+.1f}"
    expect = {
        "en": f"vs hard: {vs.won}–{vs.lost} ({rate}%), streak {vs.streak} · rating {after.mu:.1f} ({delta})",
        "pt": f"contra difícil: {vs.won}–{vs.lost} ({rate}%), sequência {vs.streak} · classificação "
              f"{after.mu:.1f} ({delta})",
        "fa": f"برابر سخت: {vs.won}–{vs.lost} ({rate}%)، برد پیاپی {vs.streak} · رتبه {after.mu:.1f} ({delta})",
    }
    for lang, line in expect.items():
        assert words.results_line(Text(lang), rec) == line
    assert vs.played == 4 and vs.played == store.load().bucket("rodizio", "ai", "hard").played


def test_a_hot_seat_game_and_an_unrated_game_say_no_rating():
    store = StatsStore()
    hot = store.record_finished(finished_record("rodizio", ["human", "human"], 3, "2026-11-30T10:00:00Z"), None)
    assert words.results_line(Text("en"), hot).startswith("Hot seat: ")
    assert "rating" not in words.results_line(Text("en"), hot)
    tiny = store.record_finished(finished_record("tiny", ["human", "easy"], 3, "2026-11-30T10:00:00Z"), None)
    assert R.level_ratings("tiny") == {} and "rating" not in words.results_line(Text("en"), tiny)
    assert words.results_line(Text("en"), None) is None


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_a_game_at_the_table_counts_into_the_challenges_once(kit, monkeypatch):
    from game.kits.challenges import challenges_of
    from game.storage.progress import ProgressStore
    said = _every_toast(monkeypatch)
    player = autoplay.run(kit.name, 2)
    mine = ProgressStore().load().of(kit.name).challenges
    if not challenges_of(kit):
        assert mine == {}
        return
    history = _history(kit.name)
    won = sum(e["outcome"] == "won" for e in history if e["mode"] == "ai")
    assert mine["wins_10"].count == won
    done = [c for c in challenges_of(kit) if mine[c.id].done]
    assert ("win" in {c.id for c in done}) == (won > 0)
    names = [player.app.text.tr(c.keys(kit.name)[0]) for c in done]
    assert all(any(n in t for t in said) for n in names)
    # the same game heard again is not counted again
    kept = sorted(ReplayStore().list())
    rec = ReplayStore().load(kept[-1])[0]
    recording.count_finished(player.app, rec, kept[-1])
    assert ProgressStore().load().of(kit.name).challenges["wins_10"].count == won
