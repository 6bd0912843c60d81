"""Rule book §4 (amended) in the client: a 2-seat game started by seat 1
plays s1, s0, Glutton, s1, … — at the table (its flow and the window) and in
the replay viewer. Every one of them asks the core who acts (``actor``), so
they follow ``first`` in the state."""
from __future__ import annotations

from tests.client import testing as T
from game.client.replay.viewer import ReplayScene
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_flow import TableFlow
from game.rules import rodizio as R
from game.storage.settings import Settings

SHOTS = T.shots_dir()


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


def _old_order_save() -> dict:
    """A version-1 autosave of a 2-seat game started by seat 1, played in
    the order before the amendment (s1, Glutton, s0) — no 'first' in it."""
    import dataclasses
    from game.storage.saves import Record
    s = dataclasses.replace(R.new_game(5, 2, first_seat=1), first=0)  # the old order
    initial = R.new_game(5, 2, first_seat=1)
    actions = []
    for _ in range(7):
        action = R.legal_actions(s)[0]
        actions.append({"actor": R.actor(s), "action": action})
        s, _ = R.apply(s, action)
    strip = lambda d: {k: v for k, v in d.items() if k != "first"}  # noqa: E731
    rec = Record(game="rodizio", seats=[{"player": "human", "name": "You"},
                                        {"player": "random", "name": "CPU 2"}],
                 seed=5, initial_state=strip(R.to_json(initial)),
                 options={"spicy": False, "first_seat": 1})
    data = rec.to_json()
    data.update(version=1, actions=actions, state=strip(R.to_json(s)))
    return data


def test_continue_with_an_old_save_started_by_seat_1_explains_why_it_cannot_go_on():
    import json

    import pygame

    from game.client.dialog import MessageScene
    from game.storage.saves import SaveStore
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(_old_order_save()), encoding="utf-8")
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        if isinstance(app.top, MessageScene):
            got["keys"] = (app.top.title_key, app.top.body_key)
            got["body"] = app.top.body_text()

    def shot(app):
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / "continue_old_order_save.png")

    app = T.make_app(frames=12, script=[(2, T.key(pygame.K_RETURN)), (6, look), (8, shot)])
    app.run()
    assert got["stack"] == ["TitleScene", "MessageScene"]
    # Not "damaged": played under other rules, kept aside under its own tag
    # (the English reason, "started by seat 1 …", goes to the log).
    assert got["keys"] == ("saves.rules_title", "saves.rules_body")
    assert "other rules" in got["body"] and "autosave.json.other-rules-1" in got["body"]
    assert store.path.with_name("autosave.json.other-rules-1").exists()
