"""The replay viewer's step back / back to start, its control strip (no
overlap, mirrored in Persian), driven through the App's real input path
(posted keyboard / mouse / controller events), for every registered game."""

import itertools

import pygame
import pytest

from game import kits
from tests.client import testing as T
from game.client import control_bar as bar
from game.client.replay.viewer import ReplayScene
from game.storage.saves import Record, replay_states
from game.storage.settings import Settings

SHOTS = T.shots_dir()


def make_record(game="rodizio", seats=3, seed=8):
    """A finished game played by random agents (the game's switch options
    on), seat 0 recorded as the human."""
    from game.kits import make_agent
    from game.ai.match import play_match
    kit = kits.get(game)
    rules = kit.rules_module()
    opts = kit.game_options({o.name: True for o in kit.options if isinstance(o.default, bool)})
    state = rules.new_game(seed, seats, **opts)
    levels = ["human"] + ["random"] * (seats - 1)
    session = kit.part("session")
    rec = Record(game=game, seats=[{"player": "human", "name": "You"}] +
                 [{"player": "random", "name": f"CPU {i + 1}"} for i in range(1, seats)],
                 seed=seed, initial_state=rules.to_json(state),
                 options=session.record_options(session.make_config(levels, seed, **opts)))
    m = play_match(rules, state, [make_agent(game, "random")] * seats, seed)
    for st in m.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(m.final)
    rec.result = rules.result(m.final)
    return rec


class Plan:
    """Posts one input at a time, each once the viewer has settled (paused,
    its step done) at the ply the previous input should lead to;
    `look(app)` is called once the plan is done."""

    def __init__(self, steps, look):
        self.steps = list(steps)      # [(event_or_callable, ply_change), ...]
        self.look = look
        self.expect = 0
        self.done = False
        self.trace = []               # (ply, state_json) after each input
        self.next_tick = 0            # a posted input is delivered on a later frame

    def __call__(self, app):
        v = app.top
        if self.done or not isinstance(v, ReplayScene) or app._posted_events or app.tick < self.next_tick:
            return
        if not v.paused or v.stop_at is not None or v.flow.ply != self.expect:
            return
        if self.steps or self.trace:
            self.trace.append((v.flow.ply, v.flow.rules.to_json(v.flow.state)))
        if not self.steps:
            self.done = True
            self.look(app)
            app.quit()
            return
        item, delta = self.steps.pop(0)
        self.next_tick = app.tick + 3
        self.expect = max(0, self.expect + delta)
        if callable(item):
            item(app)
        else:
            app.post_event(item)


def run_plan(rec, steps, look, *, frames=900, language="en", anim="instant"):
    plan = Plan(steps, look)
    script = [(2, lambda a: a.push(ReplayScene(a, rec, paused=True)))]
    script += [(t, plan) for t in range(4, frames)]
    app = T.make_app(frames=frames, settings=Settings(anim_speed=anim, language=language), script=script)
    app.run()
    assert plan.done, f"the plan stalled at ply {plan.expect} ({len(plan.steps)} inputs left)"
    return app, plan


def button(name, rtl=False):
    return bar.rects(rtl)[name].center


@pytest.mark.parametrize("game,seats,n,m", [("rodizio", 4, 7, 3), ("foodies", 3, 9, 4), ("tiny", 3, 6, 2)])
def test_step_forward_then_back_lands_on_the_recorded_state(game, seats, n, m):
    rec = make_record(game, seats)
    states = replay_states(game, rec.initial_state, rec.actions)
    got = {}

    def look(app):
        v = app.top
        got["ply"], got["state"] = v.flow.ply, v.flow.rules.to_json(v.flow.state)
        got["paused"], got["busy"] = v.paused, v.flow.timeline.busy
        got["title_pos"] = v.position
        rules = kits.rules_module(game)
        s = rules.from_json(rec.initial_state)
        for entry in rec.actions[:n - m]:
            s, _ = rules.apply(s, entry["action"])
        # what every seat knows (Foodies' §8 memory) is the one reached through apply
        got["memory"] = all(rules.observe(v.flow.state, i) == rules.observe(s, i) for i in range(seats))
        app.save_screenshot(SHOTS / f"replay_viewer_rewind_{game}{seats}.png")

    steps = [(T.key(pygame.K_RIGHT), +1)] * n + [(T.key(pygame.K_LEFT), -1)] * m
    _, plan = run_plan(rec, steps, look)
    # every input landed exactly where replay_states says, forwards and back
    assert [p for p, _ in plan.trace] == list(range(n + 1)) + list(range(n - 1, n - m - 1, -1))
    assert all(s == states[p] for p, s in plan.trace)
    assert got["ply"] == n - m and got["state"] == states[n - m] and got["title_pos"] == n - m
    assert got["paused"] and not got["busy"]            # landed at once, no animation
    assert got["memory"]


def test_back_to_start_then_play_on_forwards():
    rec = make_record("foodies", 2)
    states = replay_states("foodies", rec.initial_state, rec.actions)
    got = {}

    def at_start(app):
        got["ply"], got["state"] = app.top.flow.ply, app.top.flow.state_json

    def look(app):
        got["after"] = (app.top.flow.ply, app.top.flow.state_json)

    steps = [(T.key(pygame.K_TAB), +1)] * 5 + [(T.key(pygame.K_u), -5), (at_start, 0),
                                               (T.key(pygame.K_RIGHT), +1), (T.key(pygame.K_RIGHT), +1)]
    run_plan(rec, steps, look)
    assert got["ply"] == 0 and got["state"] == states[0]
    assert got["after"] == (2, states[2])


@pytest.mark.parametrize("game", kits.names())
def test_going_back_at_the_start_is_a_noop_with_a_note(game):
    rec = make_record(game, 2)
    states = replay_states(game, rec.initial_state, rec.actions)
    got = {}
    sounds = []

    def listen(app):
        play = app.audio.play
        app.audio.play = lambda name, *a, **k: (sounds.append(name), play(name, *a, **k))[1]

    def look(app):
        v = app.top
        got["stack"] = T.stack_names(app)
        got["ply"], got["state"] = v.flow.ply, v.flow.rules.to_json(v.flow.state)
        got["notice"] = v.notice and v.notice[0]
        got["enabled"] = v.enabled()
        app.save_screenshot(SHOTS / f"replay_viewer_rewind_at_start_{game}.png")

    steps = [(listen, 0), (T.key(pygame.K_u), 0),            # settle at the first position (skip the deal)
             (T.key(pygame.K_LEFT), 0), (T.key(pygame.K_u), 0),
             (T.click(button("back")), 0), (T.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT), 0)]
    run_plan(rec, steps, look)
    assert got["stack"] == ["TitleScene", "ReplayScene"]
    assert got["ply"] == 0 and got["state"] == states[0]
    assert got["notice"] == "replay.at_start"
    assert sounds.count("error") == 4                        # every refused press says so
    assert got["enabled"]["back"] is False and got["enabled"]["start"] is False


def test_mouse_drives_the_strip_buttons():
    rec = make_record("rodizio", 3)
    states = replay_states("rodizio", rec.initial_state, rec.actions)
    got = {}

    def look(app):
        got["ply"], got["state"] = app.top.flow.ply, app.top.flow.state_json
        got["hover"] = app.top.hover

    steps = ([(T.move(button("step")), 0)] + [(T.click(button("step")), +1)] * 4 +
             [(T.click(button("back")), -1)] * 2 + [(T.click(button("step")), +1)] +
             [(T.click(button("start")), -3), (T.move(button("start")), 0)])
    _, plan = run_plan(rec, steps, look)
    plies = [p for p, _ in plan.trace]
    assert plies == [0, 0, 1, 2, 3, 4, 3, 2, 3, 0, 0]
    assert all(s == states[p] for p, s in plan.trace)
    assert got["hover"] == "start"


def test_controller_drives_rewind():
    rec = make_record("foodies", 2, seed=5)
    states = replay_states("foodies", rec.initial_state, rec.actions)
    got = {}

    def look(app):
        got["ply"], got["state"] = app.top.flow.ply, app.top.flow.state_json

    steps = ([(T.pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER), +1)] * 3 +
             [(T.pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT), +1)] * 2 +
             [(T.pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT), -1)] * 2 +
             [(T.pad(pygame.CONTROLLER_BUTTON_X), -3)])
    _, plan = run_plan(rec, steps, look)
    assert [p for p, _ in plan.trace] == [0, 1, 2, 3, 4, 5, 4, 3, 0]
    assert all(s == states[p] for p, s in plan.trace)


def test_persian_mirrors_the_strip_and_its_arrows():
    rec = make_record("rodizio", 4)
    states = replay_states("rodizio", rec.initial_state, rec.actions)
    got = {}

    def look(app):
        v = app.top
        got["fa"] = {n: pygame.Rect(r) for n, r in v.buttons().items()}
        got["ply"], got["state"] = v.flow.ply, v.flow.rules.to_json(v.flow.state)
        app.save_screenshot(SHOTS / "replay_viewer_rewind_fa.png")

    # In Persian the strip reads right to left: the Left arrow goes forwards
    # and the Right arrow back; the buttons are clicked where they are drawn.
    steps = ([(T.key(pygame.K_LEFT), +1)] * 3 + [(T.key(pygame.K_RIGHT), -1)] +
             [(T.click(button("step", rtl=True)), +1)] * 2 + [(T.click(button("back", rtl=True)), -1)] +
             [(T.move(button("play", rtl=True)), 0)])
    _, plan = run_plan(rec, steps, look, language="fa")
    assert [p for p, _ in plan.trace] == [0, 1, 2, 3, 2, 3, 4, 3, 3]
    assert all(s == states[p] for p, s in plan.trace)
    en = bar.rects(False, review=True)   # Rodízio has a coach: the strip has Review
    fa = got["fa"]
    for name, r in en.items():
        assert fa[name].x == 1280 - r.right and fa[name].y == r.y and fa[name].size == r.size
    order_en = sorted(en, key=lambda n: en[n].x)
    order_fa = sorted(fa, key=lambda n: fa[n].x)
    assert order_fa == list(reversed(order_en))
    assert fa["back"].x > fa["step"].x and en["back"].x < en["step"].x


def test_the_strip_covers_nothing_of_the_table():
    # The table is drawn whole (scaled) above the strip, so no seat, hand,
    # scoreboard or log can be under a button, whatever the game and seats.
    w, h = 1280, 720
    assert bar.TABLE_RECT.bottom <= bar.STRIP.top and bar.STRIP.bottom == h
    assert bar.TABLE_RECT.w / w == pytest.approx(bar.TABLE_RECT.h / h, abs=0.002)   # no distortion
    for rtl, review in itertools.product((False, True), (False, True)):
        rs = list(bar.rects(rtl, review).values()) + [bar.centre_rect(rtl, review)]
        assert all(bar.STRIP.contains(r) for r in rs)
        assert all(not a.colliderect(b) for i, a in enumerate(rs) for b in rs[i + 1:])


def test_rodizio_four_seats_mid_game_screenshot():
    """A 4-seat Rodízio replay part-way through (hands full), stepped back,
    as a picture to look at: the strip is under the table, not on a hand."""
    rec = make_record("rodizio", 4, seed=11)
    got = {}

    def look(app):
        got["ply"] = app.top.flow.ply
        app.save_screenshot(SHOTS / "replay_viewer_rewind_rodizio4_mid.png")

    k = min(12, len(rec.actions) - 1)
    steps = [(T.key(pygame.K_RIGHT), +1)] * k + [(T.key(pygame.K_LEFT), -1), (T.move(button("back")), 0)]
    run_plan(rec, steps, look, anim="fast", frames=2400)
    assert got["ply"] == k - 1


def test_back_from_the_end_and_play_again():
    rec = make_record("rodizio", 2)
    states = replay_states("rodizio", rec.initial_state, rec.actions)
    total = len(rec.actions)
    got = {"stage": 0}

    def poll(app):
        v = app.top
        if not isinstance(v, ReplayScene) or app._posted_events or app.tick < got.get("wait", 0):
            return
        got["wait"] = app.tick + 3
        if got["stage"] == 0 and v.finished:
            got["end"] = (v.flow.ply, v.flow.rules.to_json(v.flow.state), v.enabled()["step"])
            app.save_screenshot(SHOTS / "replay_viewer_rewind_end.png")
            app.post_event(T.key(pygame.K_LEFT))
            got["stage"] = 1
        elif got["stage"] == 1:
            got["back"] = (v.flow.ply, v.flow.rules.to_json(v.flow.state), v.finished, v.paused)
            app.post_event(T.key(pygame.K_RIGHT))
            got["stage"] = 2
        elif got["stage"] == 2 and v.finished:
            app.post_event(T.click(button("play")))
            got["stage"] = 3
        elif got["stage"] == 3:
            got["again"] = (v.flow.ply, v.paused, T.stack_names(app))
            app.quit()

    script = [(2, lambda a: a.push(ReplayScene(a, rec))), (3, T.key(pygame.K_UP)), (5, T.key(pygame.K_UP)),
              (7, T.key(pygame.K_UP))]
    script += [(t, poll) for t in range(10, 3000)]
    app = T.make_app(frames=3000, settings=Settings(anim_speed="instant"), script=script)
    app.run()
    assert got["end"] == (total, states[-1], False)
    assert got["back"] == (total - 1, states[-2], False, True)
    assert got["again"][0] <= 1 and got["again"][1] is False and got["again"][2][-1] == "ReplayScene"
