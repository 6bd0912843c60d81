"""The Puzzles screen (game/client/daily/puzzles_scene.py, puzzle_play.py):
the ladder and the puzzle of the day; a puzzle opens the real table at its
position; the first move is the try — the verdict says solved or not, and
the try is counted; See the win plays the kept winning line in the replay
viewer; nothing of a puzzle is recorded as a game."""
from __future__ import annotations

import pytest

from game import kits
from game.client.daily.puzzle_play import VerdictScene
from game.client.daily.puzzles_scene import PuzzlesScene
from game.client.intents import Intent
from game.kits import puzzles as P
from game.storage.progress import ProgressStore
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from game.storage.stats import StatsStore
from tests.client import testing as T

KIT = kits.get("rodizio")


def _app():
    app = T.make_app(frames=2)
    app.run()
    return app


def _tick_until(app, cond, limit=2000):
    for _ in range(limit):
        if cond():
            return True
        app.top.update(app.DT)
    return cond()


def _open(app, n):
    scene = PuzzlesScene(app)
    app.push(scene)
    scene.cursor = n - 1
    scene.handle(Intent("confirm"))
    return scene


@pytest.mark.parametrize("right", [True, False])
def test_a_try_gets_its_verdict_and_is_counted(right):
    app = _app()
    ladder = _open(app, 3)
    puzzle = P.by_id(KIT, 3)
    table = app.top
    assert type(table).__name__ == "PuzzleTable"
    assert table.flow.rules.to_json(table.flow.state) == puzzle["state"]
    assert table.config.seats[puzzle["seat"]] == "human"
    move = puzzle["solution"] if right else next(a for a, c in puzzle["chances"] if a != puzzle["solution"])
    assert _tick_until(app, lambda: table.flow.rules.actor(table.flow.state) == puzzle["seat"]
                       and table.flow.phase == "human")
    table.flow.play(move)
    assert _tick_until(app, lambda: isinstance(app.top, VerdictScene))
    verdict = app.top
    assert verdict.solved is right
    tried = ProgressStore().load().of("rodizio").puzzles["3"]
    assert tried.tries == 1 and bool(tried.solved) is right
    if not right:
        assert verdict.chance is not None and verdict.chance <= 50
    # a puzzle is not a game: nothing kept, nothing counted
    assert not SaveStore().exists() and ReplayStore().list() == [] and StatsStore().load().history() == []
    verdict.to_list()
    assert app.top is ladder


def test_see_the_win_plays_the_kept_line_and_try_again_reopens():
    app = _app()
    _open(app, 1)
    puzzle = P.by_id(KIT, 1)
    table = app.top
    _tick_until(app, lambda: table.flow.phase == "human")
    table.flow.play(puzzle["solution"])
    assert _tick_until(app, lambda: isinstance(app.top, VerdictScene))
    app.top.try_again()
    assert type(app.top).__name__ == "PuzzleTable" and app.top is not table
    again = app.top
    _tick_until(app, lambda: again.flow.phase == "human")
    again.flow.play(puzzle["solution"])
    assert _tick_until(app, lambda: isinstance(app.top, VerdictScene))
    app.top.see_line()
    assert type(app.top).__name__ == "ReplayScene"
    assert app.top.record.actions == puzzle["line"]
    assert ProgressStore().load().of("rodizio").puzzles["1"].tries == 2


def test_the_ladder_moves_in_its_grid_and_starts_on_the_puzzle_of_the_day():
    app = _app()
    scene = PuzzlesScene(app)
    app.push(scene)
    assert scene.cursor == -1 and scene.focused_puzzle() == P.of_day(KIT, scene.today)
    scene.handle(Intent("down"))
    assert scene.cursor == 0
    scene.handle(Intent("right"))
    scene.handle(Intent("down"))
    assert scene.cursor == 1 + 12
    scene.handle(Intent("up"))
    scene.handle(Intent("up"))
    assert scene.cursor == -1
    from game.client import layout_audit
    with layout_audit.recording() as rec:
        scene.draw(app.screen)
    assert rec.problems(app.screen) == []
