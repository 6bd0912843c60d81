"""The setup screens suggest the level for an even game (`rating.even_level`
at the chosen seat count) once the player's rating rests on a few games
against the AI — and not in hot seat, nor for a game without rated levels."""
from __future__ import annotations

import pytest

from game import kits
from game.client import layout_audit
from game.client.records import stats_model as model
from game.storage import rating as R
from game.storage.settings import Settings
from game.storage.stats import StatsStore
from tests.client import testing as T
from tests.client.stats.seed import finished_record


def _play(game: str, n: int) -> None:
    """``n`` more games against ``hard`` (each a game of its own: seed and start)."""
    store = StatsStore()
    done = len(store.load().history(game))
    for i in range(done, done + n):
        store.record_finished(finished_record(game, ["human", "hard"], 60 + i, f"2026-11-30T10:{i:02d}:00Z"), None)


def _setup(game: str, lang: str = "en"):
    app = T.make_app(settings=Settings(language=lang), frames=1)
    return app, kits.get(game).part("setup_scene")(app)


def _drawn(app, scene) -> str:
    """Every text drawn, joined by spaces (the note wraps its sentence)."""
    with layout_audit.recording() as rec:
        scene.draw(app.screen)
    assert rec.problems(app.screen) == []
    return " ".join(d.text for d in rec.drawn)


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_no_suggestion_until_a_few_rated_games(game):
    app, scene = _setup(game)
    assert scene.suggestion() is None
    _play(game, model.SUGGEST_AFTER - 1)
    assert _setup(game)[1].suggestion() is None
    _play(game, 1)
    app, scene = _setup(game)
    rating = StatsStore().load().rating(game)
    level = R.even_level(game, rating, scene.n)
    assert scene.suggestion() == f"Suggested for an even game: {level}"
    assert scene.suggestion() in _drawn(app, scene)


def test_the_suggestion_follows_the_seat_count_and_the_language():
    _play("rodizio", 4)
    rating = StatsStore().load().rating("rodizio")
    app, scene = _setup("rodizio")
    scene._set_count(4)
    assert scene.suggestion() == f"Suggested for an even game: {R.even_level('rodizio', rating, 4)}"
    app, scene = _setup("rodizio", "fa")
    names = {"easy": "آسان", "normal": "معمولی", "hard": "سخت"}
    assert scene.suggestion() == f"پیشنهاد برای بازی برابر: {names[R.even_level('rodizio', rating, 2)]}"
    assert scene.suggestion() in _drawn(app, scene)


def test_no_suggestion_in_hot_seat_or_for_an_unrated_game():
    _play("rodizio", 4)
    app, scene = _setup("rodizio")
    scene._set_kind(1, "human")
    assert scene.suggestion() is None
    assert "Suggested" not in _drawn(app, scene)
    _play("tiny", 4)
    assert _setup("tiny")[1].suggestion() is None


def test_the_suggestion_note_grows_with_the_text_size(tmp_path):
    """Issue #32: the note beside the first seat grows (on more, shorter
    lines in the margin) and stays clear of everything, in every language
    (the layout audit with its growth check)."""
    from tests.client.testing import audit_tool as _tool
    problems = _tool().audit(("en", "pt", "fa"), ["statistics_setup_rodizio"], out=tmp_path, text_sizes=(150, 200),
                             growth=True)
    assert problems == []
