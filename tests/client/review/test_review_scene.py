"""The review screen driven headless through the App's real input path
(keyboard, mouse, controller): working under its progress bar a slice per
tick, the summary, stepping through the decisions on the table, jumping
between mistakes, cancelling, the Persian mirror and the hidden-information
rule — for every windowed game with a coach."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.ai.review import Review, summarize
from game.client.review import ReviewScene
from game.client.review import scene as review_scene
from game.client.review.job import UNITS_PER_TICK
from game.kits import coaching
from tests.client import testing as T
from tests.client.review.review_records import COACHED, UNCOACHED, Steps, always, short_record, stage

each_game = pytest.mark.parametrize("kit", COACHED, ids=lambda k: k.name)
SHOTS = T.shots_dir()


def run(record, steps, ticks=900, language="en", seat=None):
    """Open the review of ``record`` and play ``steps``; the App and the scene."""
    app = T.make_app(frames=ticks, script=Steps(steps).script(ticks), language=language)
    scene = ReviewScene(app, record, seat)
    app.run(scene)
    return app, scene


def engine_review(record, seat=0):
    return Review(coaching.coach_module(record.game), kits.rules_module(record.game), record.initial_state,
                  record.actions, [seat], [s.get("player", "") for s in record.seats]).run()


def key(k):
    return lambda app: app.post_event(T.key(k))


def pad(b):
    return lambda app: app.post_event(T.pad(b))


def click(pos):
    return lambda app: app.post_event(T.click(pos))


def index_is(i):
    return lambda app: app.top.index == i


@each_game
def test_keyboard_summary_then_each_decision(kit):
    rec = short_record(kit.name)
    expected = engine_review(rec)
    seen = {}

    def look(name):
        def at(app):
            seen[name] = (app.top.stage, app.top.index)
            app.save_screenshot(SHOTS / f"review_{kit.name}_{name}.png")
        return at
    app, scene = run(rec, [
        (stage("working"), look("working")),
        (stage("summary"), look("summary")),
        (always, key(pygame.K_RIGHT)),          # the summary's buttons: focus moves
        (always, key(pygame.K_LEFT)),
        (always, key(pygame.K_RETURN)),         # Show turn N: the worst decision
        (stage("stepping"), look("worst")),
        (always, key(pygame.K_HOME)),           # unmapped: nothing happens
        (always, key(pygame.K_ESCAPE)),         # back: the summary again
        (stage("summary"), key(pygame.K_RIGHT)),
        (always, key(pygame.K_RETURN)),         # Step through: from the first decision
        (index_is(0), key(pygame.K_RIGHT)),     # one on
        (index_is(1), key(pygame.K_LEFT)),      # one back
        (index_is(0), key(pygame.K_LEFT)),      # at the first: refused, a note
        (lambda app: app.top.notice is not None, look("first")),
        (always, key(pygame.K_ESCAPE)),         # summary
        (stage("summary"), key(pygame.K_ESCAPE)),   # leaves
    ])
    assert [(d.ply, d.verdict) for d in scene.decisions] == [(d.ply, d.verdict) for d in expected]
    worst = summarize(expected, 0).worst
    assert seen["working"][0] == "working"
    if worst is not None:
        assert seen["worst"] == ("stepping", [d.ply for d in expected].index(worst.ply))
    assert seen["first"] == ("stepping", 0)
    assert scene not in app.stack, "back from the summary leaves the review"


@each_game
def test_mistake_jumps(kit):
    # a record with mistakes to jump between: the usual one, else the first
    # of the next seeds that has some (never a pass that jumped nowhere)
    for seed in (None, *range(1, 12)):
        rec = short_record(kit.name, seed)
        decisions = engine_review(rec)
        slips = [i for i, d in enumerate(decisions) if d.verdict in review_scene.SLIPS]
        if slips:
            break
    else:
        pytest.fail(f"no {kit.name} record of seeds 1-11 has a mistake to jump to")
    visited = []
    note = lambda app: visited.append((app.top.index, app.top.notice and app.top.notice[0]))  # noqa: E731
    steps = [(stage("summary"), key(pygame.K_RIGHT)), (always, key(pygame.K_RETURN)),   # step through
             (stage("stepping"), note)]
    for _ in slips:
        steps += [(always, key(pygame.K_DOWN)), (always, note)]
    steps += [(always, key(pygame.K_TAB)), (always, note),      # next (Tab): none left
              (always, key(pygame.K_UP)), (always, note)]       # up: the previous one
    run(rec, steps, ticks=1200)
    first = 0 if decisions[0].verdict in review_scene.SLIPS else None
    jumps = [i for i, _ in visited[1:1 + len(slips)]]
    expect = [s for s in slips if s != first] + ([slips[-1]] if first == 0 else [])
    assert jumps == expect
    assert visited[-2][1] == "review.no_more"
    assert visited[-1][0] == (slips[-2] if len(slips) > 1 else slips[-1])


@each_game
def test_mouse_buttons_and_track(kit):
    rec = short_record(kit.name)
    app = T.make_app(frames=1)
    probe = ReviewScene(app, rec)
    buttons = probe.step_buttons()
    got = []

    def index(app):
        got.append(app.top.index)
    steps = [(stage("summary"), lambda app: app.post_event(T.click(app.top.summary_menu.widgets[1].rect.center))),
             (stage("stepping"), index),
             (always, click(buttons["next"].center)), (always, index),
             (always, click(buttons["prev"].center)), (always, index)]
    # the last marker on the track
    steps += [(always, lambda app: app.post_event(T.click(app.top.track_points()[-1]))), (always, index),
              (always, click(buttons["summary"].center)), (stage("summary"), index)]
    app, scene = run(rec, steps)
    n = len(scene.decisions)
    assert got == [0, min(1, n - 1), 0, n - 1, n - 1]


@each_game
def test_controller(kit):
    rec = short_record(kit.name)
    got = []
    steps = [(stage("summary"), pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)),
             (always, pad(pygame.CONTROLLER_BUTTON_A)),              # step through
             (stage("stepping"), pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)),
             (always, lambda app: got.append(app.top.index)),
             (always, pad(pygame.CONTROLLER_BUTTON_A)),              # confirm: the next one too
             (always, lambda app: got.append(app.top.index)),
             (always, pad(pygame.CONTROLLER_BUTTON_B)),              # back: the summary
             (stage("summary"), pad(pygame.CONTROLLER_BUTTON_B))]    # back: leave
    app, scene = run(rec, steps)
    n = len(scene.decisions)
    assert got == [min(1, n - 1), min(2, n - 1)]
    assert scene not in app.stack


@each_game
def test_back_cancels_the_work(kit):
    rec = short_record(kit.name)
    app, scene = run(rec, [(lambda app: app.tick >= 3, key(pygame.K_ESCAPE)), (always, lambda app: None)],
                     ticks=40)
    assert scene not in app.stack
    assert not scene.job.done, "cancelled while still working"


@each_game
def test_no_tick_exceeds_its_units(kit, monkeypatch):
    """Headless, the review runs ``UNITS_PER_TICK`` engine units a tick (its
    budget counted in the engine's own work units): no tick does more, the
    work spreads over many ticks, and the result is the engine's own."""
    rec = short_record(kit.name)
    per_tick = []
    real = review_scene.ReviewJob.run_slice

    def counted(job, seconds=None, max_units=None):
        assert seconds is None and max_units == UNITS_PER_TICK
        ran = real(job, seconds, max_units)
        per_tick.append(ran)
        return ran
    monkeypatch.setattr(review_scene.ReviewJob, "run_slice", counted)
    app, scene = run(rec, [(stage("summary"), lambda app: None)], ticks=900)
    assert scene.stage == "summary"
    assert max(per_tick) <= UNITS_PER_TICK
    assert len(per_tick) == scene.job.slices > 3
    assert sum(per_tick) == scene.job.units
    assert [(d.ply, d.verdict) for d in scene.decisions] == [(d.ply, d.verdict) for d in engine_review(rec)]


def test_persian_mirrors_the_steps():
    """Right to left: the right arrow goes back, the left arrow on (as the
    replay viewer's strip), and the first decision's marker is on the right."""
    rec = short_record("rodizio")
    got = []
    steps = [(stage("summary"), key(pygame.K_LEFT)),   # the focus moves toward the reading end
             (always, key(pygame.K_RETURN)),
             (stage("stepping"), key(pygame.K_LEFT)),
             (always, lambda app: got.append(app.top.index)),
             (always, key(pygame.K_RIGHT)),
             (always, lambda app: got.append(app.top.index)),
             (always, lambda app: app.save_screenshot(SHOTS / "review_rodizio_fa.png"))]
    app, scene = run(rec, steps, language="fa")
    assert got == [1, 0]
    pts = scene.track_points()
    assert pts[0][0] > pts[-1][0]
    b = scene.step_buttons()
    assert b["prev"].left > b["next"].left


def test_foodies_review_hides_what_the_seat_could_not_see():
    """Each decision's table shows the reviewed seat's hand face up and of
    the other hands only the cards every seat knows (rule book §8)."""
    from game.client.review.table import ReviewTable
    from game.rules import foodies as F
    from game.rules.foodies.cards import catalog
    rec = short_record("foodies")
    for seat in (0, 1):
        app = T.make_app(frames=1)
        scene = ReviewScene(app, rec, seat)
        scene.job.finish()
        table = ReviewTable(app, rec, seat, scene.job.positions)
        assert scene.decisions
        for d in scene.decisions:
            table.show(d.ply)
            flow = table.flow
            obs = F.observe(scene.job.positions.state(d.ply), seat)
            for s, hand in enumerate(flow.model.hands):
                up = sorted(catalog().card_types[c] for c in hand if flow.sprites[c].face_up)
                if s == seat:
                    assert len(up) == len(hand)
                else:
                    assert up == sorted(obs["hands_seen"][s]), (seat, d.ply, s)


@pytest.mark.parametrize("kit", UNCOACHED, ids=lambda k: k.name)
def test_a_game_without_a_coach_says_so(kit):
    from game.storage.saves import Record
    rules = kit.rules_module()
    state = rules.new_game(1, 2)
    rec = Record(game=kit.name, seats=[{"player": "human", "name": "You"}, {"player": "easy", "name": "CPU 2"}],
                 seed=1, initial_state=rules.to_json(state))
    app, scene = run(rec, [(stage("failed"), lambda app: app.save_screenshot(SHOTS / "review_no_coach.png")),
                           (always, key(pygame.K_ESCAPE))], ticks=30)
    assert scene.problem[0] == "review.no_coach"
    assert scene not in app.stack


def test_a_record_that_does_not_replay_is_a_message():
    rec = short_record("rodizio")
    rec.actions[3] = {"actor": rec.actions[3]["actor"], "action": {"type": "distribute", "plate": 7}}
    app, scene = run(rec, [(stage("failed"), lambda app: None)], ticks=300)
    assert scene.stage == "failed" and scene.problem[0] == "review.failed"
