"""Continue, autosave, undo and the replay viewer, driven through the App's
real input path (posted keyboard / controller / mouse events) — for every
registered game (the suite's three), through its kit, except the tests of
one game's own undo policy."""
import json

import pygame
import pytest

from game import kits
from tests.client import testing as T
from game.client.control_bar import rects as bar_rects
from game.client.replay.viewer import SPEEDS as viewer_speeds, ReplayList, ReplayScene
from game.client.dialog import MessageScene
from game.client.scenes.title import TitleScene
from game.storage.replays import ReplayStore
from game.storage.saves import SaveStore
from game.storage.settings import Settings

SHOTS = T.shots_dir()
FASTER = bar_rects()["faster"].center   # the viewer strip's Faster button
WINDOWED = kits.windowed()
each_game = pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)


def instant():
    return Settings(anim_speed="instant")


def rodizio_table(app, seed=3):
    from game.client.rodizio.config import GameConfig
    from game.client.rodizio.table_scene import TableScene
    return TableScene(app, GameConfig(seats=["human", "random", "random"], seed=seed))


def table_of(kit, seats=("human", "random", "random"), seed=3):
    """A scene-maker: ``kit``'s table with these seats (as many as it offers)."""
    seats = list(seats)[:kit.seats.client_max]
    return lambda app: kit.part("table_scene")(app, kit.part("session").make_config(seats, seed))


def state_json(flow):
    """The flow's rules state as the rule book's JSON (every flow names its rules module)."""
    return flow.rules.to_json(flow.state)


class Driver:
    """Each tick: if the human may act on the top table, press Enter (the
    focused legal plate / card) until `moves` human actions were made, then
    call `at_end(app)` once."""

    def __init__(self, moves, at_end, key=pygame.K_RETURN):
        self.moves, self.at_end, self.key = moves, at_end, key
        self.made = 0
        self.done = False
        self.turn_states = []   # the state at the start of every human turn
        self.pressed = -2       # the tick of the last press (it reaches the table a tick later)

    def __call__(self, app):
        scene = app.top
        flow = getattr(scene, "flow", None)
        if self.done or flow is None or flow.phase != "human" or app._posted_events \
                or app.tick <= self.pressed + 1:
            return
        if not self.turn_states or self.turn_states[-1][0] != flow.ply:
            self.turn_states.append((flow.ply, state_json(flow)))
        if self.made >= self.moves:
            self.done = True
            self.at_end(app)
            return
        self.made += 1
        self.pressed = app.tick
        app.post_event(T.key(self.key))


def table_picture(app, path):
    """The top scene drawn at a fixed tick (the focus glow breathes with
    app.tick), saved as PNG; returns its RGB bytes."""
    tick, app.tick = app.tick, 6000
    surf = pygame.Surface(app.SIZE)
    app.top.draw(surf)
    app.tick = tick
    pygame.image.save(surf, str(path))
    return pygame.image.tobytes(surf, "RGB")


def every_tick(fn, n):
    return [(t, fn) for t in range(1, n)]


def up_to(moves, attempt):
    """``attempt(n)`` for n = moves, moves - 1, ..., 1 until one returns
    True: a game that gives the human fewer turns (it ends first) is
    checked with as many as it gives, not taken to have as many as
    Rodízio's and Foodies'. Returns the n that worked; fails if none did
    (a windowed game gives its human at least two turns)."""
    for n in range(moves, 0, -1):
        if attempt(n):
            return n
    raise AssertionError("the game never reached a second human turn")


@each_game
def test_autosave_continue_restores_identical_table(kit, tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    seen = {}

    def check_and_quit(app):
        flow = app.top.flow
        rec, msg = SaveStore().load()
        assert msg is None and len(rec.actions) == flow.ply and rec.state == state_json(flow)
        seen["state"] = state_json(flow)
        seen["ply"] = flow.ply
        seen["picture"] = table_picture(app, SHOTS / f"replay_before_quit_{kit.name}.png")
        app.quit()

    autosaves = []

    def watch(app):  # autosave after every applied action
        flow = getattr(app.top, "flow", None)
        if flow is not None and flow.ply and not flow.timeline.busy and SaveStore().exists():
            rec, _ = SaveStore().load()
            autosaves.append((flow.ply, len(rec.actions), rec.state == state_json(flow)))

    def attempt(moves):   # True when the human made `moves` moves and had another turn
        autosaves.clear()
        SaveStore().clear()   # an ended game's attempt leaves none; clear anyway
        d = Driver(moves, check_and_quit)
        app = T.make_app(frames=900, settings=instant(),
                         script=every_tick(d, 900) + [(t, watch) for t in range(1, 900)])
        app.run(table_of(kit))
        return "state" in seen

    up_to(3, attempt)
    assert autosaves and all(p == n and same for p, n, same in autosaves)

    # a new session: the menu offers Continue first; Enter restores the table
    shots = {}

    def after(app):
        flow = app.top.flow
        shots["state"] = state_json(flow)
        shots["ply"] = flow.ply
        shots["phase"] = flow.phase
        shots["picture"] = table_picture(app, SHOTS / f"replay_after_continue_{kit.name}.png")

    app2 = T.make_app(frames=40, settings=instant(), script=[
        (1, lambda a: a.save_screenshot(SHOTS / "replay_menu_continue.png")),
        (2, T.key(pygame.K_RETURN)), (30, after)])
    app2.run()
    assert shots["state"] == seen["state"] and shots["ply"] == seen["ply"] and shots["phase"] == "human"
    assert shots["picture"] == seen["picture"]


def test_menu_without_autosave_has_no_continue():
    app = T.make_app(frames=3)
    app.run()
    keys = [b.key for b in app.stack[0].buttons]
    assert "menu.continue" not in keys and "menu.replays" in keys


def test_corrupt_save_is_kept_aside_and_reported():
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text('{"format": "rodizio-foodies/save", "version": 1, "game": "rodizio"')
    names = {}

    def look(app):
        names["stack"] = T.stack_names(app)
        names["body"] = app.top.fmt.get("reason", "") if isinstance(app.top, MessageScene) else ""

    app = T.make_app(frames=30, script=[(2, T.key(pygame.K_RETURN)), (6, look),
                                        (7, lambda a: a.save_screenshot(SHOTS / "replay_corrupt_save.png")),
                                        (8, T.key(pygame.K_RETURN)), (10, lambda a: a.to_menu())])
    app.run()
    assert names["stack"] == ["TitleScene", "MessageScene"]
    assert "autosave.json.corrupt-1" in names["body"]
    assert not store.path.exists() and store.path.with_name("autosave.json.corrupt-1").exists()
    # a fresh menu: no Continue any more, a new game starts as usual
    assert "menu.continue" not in [b.key for b in app.stack[0].buttons]


def test_rodizio_undo_restores_the_state_before_the_human_turn(tmp_path):
    from game.storage.saves import replay_states
    got = {}

    def undo_now(app):
        got["record"], _ = SaveStore().load()
        got["ply_before_undo"] = app.top.flow.ply
        app.post_event(T.key(pygame.K_u))

    def after(app):
        flow = app.top.flow
        got["state"] = state_json(flow)
        got["ply"] = flow.ply
        got["toast"] = (list(app.toasts), flow.toast.message if flow.toast else None)
        rec, _ = SaveStore().load()
        got["saved"] = (len(rec.actions), rec.state)
        app.save_screenshot(SHOTS / "replay_undo_rodizio.png")

    d = Driver(4, undo_now)
    app = T.make_app(frames=200, settings=instant(), script=every_tick(d, 150) + [(180, after)])
    app.run(rodizio_table)
    rec = got["record"]
    human = [i for i, a in enumerate(rec.actions) if a["actor"] == 0]
    start = human[-1]
    if rec.actions[start]["action"]["type"] == "choose" and rec.actions[start - 1]["actor"] == 0:
        start -= 1                             # the free choice belongs to that turn
    expected = replay_states("rodizio", rec.initial_state, rec.actions)[start]
    assert got["ply_before_undo"] > start
    assert got["ply"] == start and got["state"] == expected
    assert (start, expected) in d.turn_states  # exactly a state the player saw at a turn's start
    assert got["saved"] == (start, expected)   # the autosave is truncated honestly
    # "taken back" is the table's own message (the prompt's place), not a
    # toast over the hand at the bottom of the screen
    assert got["toast"] == ([], ("undo.done", {}))


def test_rodizio_undo_by_controller_x():
    got = {}

    def undo_now(app):
        got["before"] = app.top.flow.ply
        app.post_event(T.pad(pygame.CONTROLLER_BUTTON_X))

    def after(app):
        got["ply"] = app.top.flow.ply
    d = Driver(2, undo_now)
    app = T.make_app(frames=120, settings=instant(), script=every_tick(d, 100) + [(110, after)])
    app.run(rodizio_table)
    assert got["ply"] < got["before"] and (got["ply"], state_json(app.top.flow)) in d.turn_states


def foodies_table(app):
    from game.client.foodies.config import GameConfig
    from game.client.foodies.table_scene import TableScene
    return TableScene(app, GameConfig(seats=["human", "random"], seed=2))


def test_foodies_undo_refused_after_a_draw():
    got = {}

    def act(app):
        flow = app.top.flow
        if got or flow.phase != "human" or flow.state_json["pending"]:
            return
        got["ply"] = flow.ply
        flow.choose_action("draw")

    def press_u(app):
        app.post_event(T.key(pygame.K_u))

    def look(app):
        flow = app.top.flow
        got["toast"] = flow.toast.message if flow.toast else None
        got["after"] = flow.ply
        app.save_screenshot(SHOTS / "replay_undo_refused_foodies.png")

    script = [(t, act) for t in range(1, 200)]
    app = T.make_app(frames=320, settings=instant(), script=script + [(260, press_u), (262, look)])
    app.run(foodies_table)
    assert got["toast"][0] == "undo.refused_reveal"
    assert got["after"] > got["ply"]          # nothing was taken back


def finished_record(game="rodizio"):
    """A finished 3-seat game of ``game`` (its switch options on) kept as a replay."""
    from game.kits import make_agent
    from game.ai.match import play_match
    from game.storage.saves import Record
    kit = kits.get(game)
    rules = kit.rules_module()
    opts = kit.game_options({o.name: True for o in kit.options if isinstance(o.default, bool)})
    state = rules.new_game(8, 3, **opts)
    session = kit.part("session")
    rec = Record(game=game, seats=[{"player": "human", "name": "You"},
                                   {"player": "random", "name": "CPU 2"},
                                   {"player": "random", "name": "CPU 3"}],
                 seed=8, initial_state=rules.to_json(state),
                 options=session.record_options(session.make_config(["human", "random", "random"], 8, **opts)))
    m = play_match(rules, state, [make_agent(game, "random")] * 3, 8)
    for st in m.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(m.final)
    rec.result = rules.result(m.final)
    ReplayStore().add(rec)
    return rec


@each_game
def test_replay_viewer_plays_to_the_end(kit):
    game = kit.name
    rec = finished_record(game)
    got = {"plies": []}

    def look(app):
        if isinstance(app.top, ReplayScene):
            got["plies"].append(app.top.flow.ply)
            got["phase"] = app.top.flow.phase
            got["result"] = app.top.flow.rules.result(app.top.flow.state)
            got["paused"] = app.top.paused
            got["speed"] = app.top.speed_index and viewer_speeds[app.top.speed_index]

    def shot(app):
        app.save_screenshot(SHOTS / f"replay_viewer_{game}.png")

    script = [(2, T.key(pygame.K_ESCAPE)), (3, T.key(pygame.K_UP)),     # Quit, then Replays above it (by key:)
              (5, T.key(pygame.K_RETURN)),                                 # the replay list
              (8, lambda a: got.setdefault("list", T.stack_names(a))),
              (9, T.key(pygame.K_RETURN)),                                 # the newest replay
              (12, T.key(pygame.K_SPACE)),                                 # pause
              (14, look), (15, T.pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)),  # one step by controller
              (200, look), (201, shot),
              (202, T.move(FASTER)), (203, T.click(FASTER)),              # mouse: the Faster button
              (204, T.key(pygame.K_UP)), (205, T.key(pygame.K_UP)),       # keyboard: faster still
              (206, T.key(pygame.K_RETURN))]                               # play on
    script += [(t, look) for t in range(210, 2400, 10)]
    app = T.make_app(frames=2400, settings=Settings(anim_speed="fast"), script=script)
    keys = T.menu_keys(app.menu_factory(app))
    assert keys[-2:] == ["menu.replays", "menu.quit"]
    app.run()
    assert got["list"] == ["TitleScene", "ReplayList"]
    assert got["plies"][0] == got["plies"][1] - 1                  # the step played exactly one action
    assert got["speed"] == 8.0
    assert got["phase"] == "over" and got["result"]["winners"] == rec.result["winners"]


def test_replay_list_screenshot():
    for kit in WINDOWED:
        finished_record(kit.name)
    app = T.make_app(frames=12, script=[(2, lambda a: a.push(ReplayList(a))),
                                        (10, lambda a: a.save_screenshot(SHOTS / "replay_list.png"))])
    app.run()
    assert sorted(r["game"] for r in app.top.rows) == sorted(k.name for k in WINDOWED)
    names = {app.text.tr(k.client.name_key) for k in WINDOWED}
    assert {app.top.describe(r).split(" ")[0].rstrip("·,") for r in app.top.rows} <= names | {
        w for n in names for w in n.split()}


@each_game
def test_a_finished_game_becomes_a_replay_and_the_autosave_goes(kit, tmp_path):
    got = {}

    def over(app):
        flow = getattr(app.top, "flow", None)
        if flow is not None and flow.phase == "over" and "files" not in got:
            got["files"] = ReplayStore().list()
            got["autosave"] = SaveStore().exists()
            got["result"] = flow.rules.result(flow.state)

    d = Driver(10_000, lambda app: None)
    app = T.make_app(frames=3000, settings=instant(), script=every_tick(d, 3000) + every_tick(over, 3000))
    app.run(table_of(kit))
    assert len(got["files"]) == 1 and got["autosave"] is False
    from game.storage import replays
    assert replays.verify_file(got["files"][0]).ok
    assert json.loads(got["files"][0].read_text())["result"]["winners"] == got["result"]["winners"]


def test_replay_list_in_two_columns_when_long():
    rec = finished_record("rodizio")
    for _ in range(13):
        ReplayStore().add(rec)
    app = T.make_app(frames=6, script=[(2, lambda a: a.push(ReplayList(a))),
                                       (5, lambda a: a.save_screenshot(SHOTS / "replay_list_long.png"))])
    app.run()
    rects = [b.rect for b in app.top.menu.widgets[:-1]] if hasattr(app.top.menu, "widgets") else []
    assert len(app.top.rows) == 14
    assert not rects or all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_foodies_continue_restores_the_table(tmp_path):
    from game.rules import foodies as F
    seen = {}

    def act(app):
        flow = getattr(app.top, "flow", None)
        if flow is None or flow.phase != "human" or "state" in seen:
            return
        if flow.ply >= 6:
            seen["state"], seen["ply"] = flow.state_json, flow.ply
            seen["obs"] = [F.observe(flow.state, s) for s in range(flow.state.seats)]
            seen["picture"] = table_picture(app, tmp_path / "f_before.png")
            app.quit()
            return
        flow.play(F.legal_actions(flow.state)[0])

    app = T.make_app(frames=400, settings=instant(), script=every_tick(act, 400))
    app.run(foodies_table)
    got = {}

    def after(app):
        got["state"], got["ply"] = app.top.flow.state_json, app.top.flow.ply
        state = app.top.flow.state
        got["obs"] = [F.observe(state, s) for s in range(state.seats)]
        got["picture"] = table_picture(app, SHOTS / "replay_foodies_continued.png")
    T.make_app(frames=30, settings=instant(), script=[(2, T.key(pygame.K_RETURN)), (25, after)]).run()
    assert got["state"] == seen["state"] and got["ply"] == seen["ply"]
    # the §8 memory (cards seen put under the deck) survives Continue too
    assert got["obs"] == seen["obs"]
    assert any("card" in e for o in got["obs"] for e in o["deck_seen"])
    assert got["picture"] == seen["picture"]


@each_game
def test_quit_to_menu_offers_continue(kit):
    got = {}

    def to_menu(app):
        app.to_menu()

    def look(app):
        if d.done and "keys" not in got and isinstance(app.top, TitleScene):
            got["keys"] = [b.key for b in app.top.buttons]
    d = Driver(2, to_menu)
    app = T.make_app(frames=400, settings=instant(), script=every_tick(d, 400) + every_tick(look, 400))
    app.run(table_of(kit))
    assert got["keys"][0] == "menu.continue" and got["keys"][-2:] == ["menu.replays", "menu.quit"]


def test_tampered_replay_is_refused_with_a_message():
    finished_record("rodizio")
    path = ReplayStore().list()[0]
    data = json.loads(path.read_text())
    data["actions"][1]["action"] = {"type": "distribute", "plate": 7}
    path.write_text(json.dumps(data))
    got = {}

    def look(app):
        got["stack"] = T.stack_names(app)
        got["reason"] = getattr(app.top, "fmt", {}).get("reason", "")
    app = T.make_app(frames=12, script=[(2, lambda a: a.push(ReplayList(a))), (4, T.key(pygame.K_RETURN)),
                                        (8, look)])
    app.run()
    assert got["stack"] == ["TitleScene", "ReplayList", "MessageScene"]
    assert "action 2" in got["reason"] and ".corrupt-1" in got["reason"]
    assert not path.exists()


@each_game
def test_replay_list_names_the_winners_in_the_players_language(kit, tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    row = {"game": kit.name, "created": "2026-11-30T00:10:00Z", "plies": 90,
           "seats": [{"player": "human", "name": "You"}, {"player": "hard", "name": "CPU 2"}],
           "result": {"winners": [0, 1]}}
    for lang, you, cpu in (("en", "You", "CPU 2"), ("fa", "تو", "رایانه 2")):
        app = T.make_app(settings=Settings(language=lang))
        text = ReplayList(app).describe(row)
        assert you in text and cpu in text and app.text.tr(kit.client.name_key) in text


@each_game
def test_undo_after_a_human_move_goes_back_or_says_why(kit):
    """U after the human's moves: the table is back at the start of the
    human's last turn (a state the player saw), or — where the game's undo
    policy refuses (a card seen since) — a toast says why and nothing moves."""
    got = {}

    def undo_now(app):
        got["before"], got["at"] = app.top.flow.ply, app.tick
        app.post_event(T.key(pygame.K_u))

    def after(app):   # a few ticks after U (a toast stays up for seconds only)
        if "at" not in got or "ply" in got or app.tick < got["at"] + 4:
            return
        flow = app.top.flow
        got["ply"], got["state"] = flow.ply, state_json(flow)
        got["toast"] = flow.toast.message[0] if flow.toast is not None else None
    d = Driver(2, undo_now)
    app = T.make_app(frames=600, settings=instant(), script=every_tick(d, 600) + every_tick(after, 600))
    app.run(table_of(kit, ("human", "random")))
    assert "ply" in got and not app._errors
    if got["ply"] < got["before"]:
        assert (got["ply"], got["state"]) in d.turn_states
    else:
        assert got["toast"] in ("undo.refused_reveal", "undo.refused_seen")


def test_the_taken_back_message_covers_no_card():
    """After Undo, "Your last move was taken back." is said in the table's
    message place, clear of every card (it used to lie over the hand at the
    bottom of the screen), in English and Persian."""
    from game.client import layout_audit
    for language in ("en", "fa"):
        got = {}

        def undo_now(app):
            got["at"] = app.tick
            app.post_event(T.key(pygame.K_u))

        def look(app, language=language):
            if "at" not in got or "drawn" in got or app.tick < got["at"] + 3:
                return
            with layout_audit.recording() as rec:
                app._render()
            said = app.text.tr("undo.done")     # drawn whole, or wrapped over lines
            got["toast"] = app.top.flow.toast.message if app.top.flow.toast else None
            got["drawn"] = [d.rect for d in rec.drawn if len(d.text) > 3 and d.text in said]
            got["cards"] = [pygame.Rect(*map(int, sp.rect)) for sp in app.top.flow.sprites.values()]
            app.save_screenshot(SHOTS / f"undo_message_rodizio_{language}.png")

        d = Driver(3, undo_now)
        app = T.make_app(frames=260, settings=instant(), language=language,
                         script=every_tick(d, 250) + every_tick(look, 250))
        app.run(rodizio_table)
        assert got.get("toast") == ("undo.done", {}) and got["drawn"], (language, got)
        for text_rect in got["drawn"]:
            assert not [c for c in got["cards"] if c.colliderect(text_rect)], language
