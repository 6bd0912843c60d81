"""Rule book §4 (amended) in the client: a 2-seat game started by seat 1
plays s1, s0, Glutton, s1, … — at the table (its flow and the window) and in
the replay viewer. Every one of them asks the core who acts (``actor``), so
they follow ``first`` in the state."""
from __future__ import annotations

from pathlib import Path

from game.client import testing as T
from game.client.replay.viewer import ReplayScene
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_flow import TableFlow
from game.rules import rodizio as R
from game.storage.settings import Settings

SHOTS = Path("/tmp/R")


def _turns(plays: list) -> list:
    """Who took each turn (a spicy free choice belongs to its seat's turn)."""
    return [actor for actor, action in plays if action["type"] != "choose"]


def _check_s1_s0_glutton(plays: list, at_least: int) -> None:
    turns = _turns(plays)
    assert len(turns) >= at_least
    assert turns == [(1, 0, "glutton")[i % 3] for i in range(len(turns))]


def _listen(flow, plays: list) -> None:
    before = flow.on_play

    def on_play(actor, action, new_state):
        plays.append((actor, action))
        if before is not None:
            before(actor, action, new_state)
    flow.on_play = on_play


def test_table_flow_started_by_seat_1_plays_s1_s0_glutton():
    config = GameConfig(seats=["random", "random"], seed=4, spicy=True, first_seat=1)
    flow = TableFlow(config, speed=lambda: 0, deterministic=True)
    assert flow.state.first == 1 and R.actor(flow.state) == 1
    plays: list = []
    _listen(flow, plays)
    for _ in range(50000):
        flow.update(1 / 60)
        if flow.phase == "over":
            break
    assert flow.phase == "over"
    _check_s1_s0_glutton(plays, 9)


def test_window_and_replay_viewer_started_by_seat_1_play_s1_s0_glutton():
    """The table scene in the window (AI seats, instant animations), its
    finished game kept as a replay, then the replay viewer plays it again."""
    from game.client.rodizio.table_scene import TableScene
    from game.storage.replays import ReplayStore
    got: dict = {"table": [], "viewer": []}

    def start(app):
        scene = TableScene(app, GameConfig(seats=["random", "random"], seed=6, first_seat=1))
        app.push(scene)
        _listen(scene.flow, got["table"])

    def shot(app):
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / "first_seat_1_table.png")

    app = T.make_app(frames=1500, settings=Settings(anim_speed="instant"),
                     script=[(2, start), (40, shot)])
    app.run()
    _check_s1_s0_glutton(got["table"], 9)
    rows = ReplayStore().list()
    assert rows, "the finished game is kept as a replay"
    rec, msg = ReplayStore().load(rows[0])
    assert msg is None and rec.initial_state["first"] == 1 and rec.options["first_seat"] == 1
    assert [a["actor"] for a in rec.actions] == [a for a, _ in got["table"]]

    def view(app):
        scene = ReplayScene(app, rec)
        app.push(scene)
        _listen(scene.flow, got["viewer"])
        got["scene"] = scene

    def shot_viewer(app):
        app.save_screenshot(SHOTS / "first_seat_1_replay.png")

    app = T.make_app(frames=3000, settings=Settings(anim_speed="fast"),
                     script=[(2, view), (300, shot_viewer)])
    app.run()
    assert got["viewer"][:len(got["table"])] == got["table"][:len(got["viewer"])]
    _check_s1_s0_glutton(got["viewer"], 6)
