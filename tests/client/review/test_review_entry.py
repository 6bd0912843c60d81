"""Where the review opens: the results screen's Review button (only for a
game with a coach) after a game played to its end at the table, and the
replay viewer's Review button / hint key for any kept replay."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.client.replay.viewer import ReplayScene
from game.client.review import ReviewScene
from game.kits import coaching
from game.storage.settings import Settings
from tests.client import testing as T
from tests.client.review.review_records import Steps, always, stage, _played

WINDOWED = kits.windowed()
each_game = pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)


def near_the_end(kit, back: int = 6):
    """A 2-seat AI game's state ``back`` actions before its end."""
    first, played, last = _played(kit.name, 2, 5, ("easy", "easy"), None)
    rules = kit.rules_module()
    state = first
    for _, action in played[:max(0, len(played) - back)]:
        state = rules.apply(state, action)[0]
    return state


def results_of(kit, then=None, ticks=1500):
    """A table of two AI seats played from near its end to the results
    screen (confirm at the end), then ``then`` steps; the App."""
    session = kit.part("session")
    config = session.make_config(["easy", "easy"], 5)
    table = kit.part("table_scene")

    def at_results(app):
        return "Results" in type(app.top).__name__

    def confirm(app):
        if not at_results(app) and getattr(app.top, "flow", None) is not None:
            app.post_intent("confirm")
    steps = [(at_results, lambda app: None)] + list(then or [])
    driver = Steps(steps)
    script = sorted([(t, confirm) for t in range(20, ticks, 7)] + driver.script(ticks), key=lambda it: it[0])
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=ticks, script=script)
    app.run(lambda app: table(app, config, state=near_the_end(kit)))
    return app


def button_keys(results):
    return [getattr(b, "key", None) for b in results.buttons.widgets]


@each_game
def test_the_results_offer_a_review_only_with_a_coach(kit):
    seen = {}

    def look(app):
        seen["results"] = app.top
        app.save_screenshot(T.shots_dir() / f"results_review_{kit.name}.png")
    app = results_of(kit, [(always, look)])
    results = seen["results"]
    keys = button_keys(results)
    if coaching.has_coach(kit.name):
        assert keys[0] == "review.open" and len(keys) == 4
        assert results.buttons.focused.key.endswith(".results.again"), "Play again keeps the focus"
        assert results.record is not None and results.record.actions
        row = [b.rect for b in results.buttons.widgets]
        assert all(a.right < b.left for a, b in zip(row, row[1:])), "one row, nothing overlapping"
    else:
        assert "review.open" not in keys and len(keys) == 3
        assert results.record is None


@pytest.mark.parametrize("kit", [k for k in WINDOWED if coaching.has_coach(k.name)], ids=lambda k: k.name)
def test_review_from_the_results_and_back(kit):
    got = {}

    def open_review(app):
        got["results"] = app.top
        review = app.top.buttons.widgets[0]
        app.post_event(T.click(review.rect.center))

    def summary(app):
        got["review"] = app.top
        app.post_event(T.key(pygame.K_ESCAPE))
    app = results_of(kit, [(always, open_review), (stage("summary"), summary),
                           # back on the results, Review (clicked) has the focus: again, at once
                           (lambda app: app.top is got["results"], lambda app: app.post_intent("confirm"))])
    review = got["review"]
    assert isinstance(review, ReviewScene) and review.record is got["results"].record
    assert review.seat == 0   # two AI seats: seat 0
    assert app.top is review and review.stage == "summary", "the computed review is kept"


@each_game
def test_the_replay_viewer_opens_the_review(kit):
    from tests.client.review.review_records import short_record
    if not coaching.has_coach(kit.name):
        rules = kit.rules_module()
        first, played, last = _played(kit.name, 2, 3, ("easy",), 12)
        from game.storage.saves import Record
        rec = Record(game=kit.name, seats=[{"player": "human", "name": "You"}, {"player": "easy", "name": "CPU 2"}],
                     seed=3, initial_state=rules.to_json(first))
        state = first
        for who, action in played:
            state = rules.apply(state, action)[0]
            rec.append(who, action, rules.to_json(state))
    else:
        rec = short_record(kit.name)
    app = T.make_app(frames=1)
    viewer = ReplayScene(app, rec, paused=True)
    buttons = viewer.buttons()
    if not coaching.has_coach(kit.name):
        assert "review" not in buttons
        return
    assert "review" in buttons
    strip = [r for n, r in buttons.items()]
    assert all(not a.colliderect(b) for i, a in enumerate(strip) for b in strip[i + 1:])
    seen = []
    steps = [(always, lambda app: app.post_event(T.key(pygame.K_h))),            # the hint key
             (always, lambda app: seen.append(app.top)),
             (stage("working"), lambda app: app.post_event(T.key(pygame.K_ESCAPE))),   # cancel
             (always, lambda app: seen.append(app.top)),
             (always, lambda app: app.post_event(T.click(buttons["review"].center))),   # the button
             (stage("summary"), lambda app: seen.append(app.top)),
             (always, lambda app: app.save_screenshot(T.shots_dir() / f"replay_review_{kit.name}.png"))]
    app = T.make_app(frames=900, script=Steps(steps).script(900))
    viewer = ReplayScene(app, rec, paused=True)
    app.run(viewer)
    assert isinstance(seen[0], ReviewScene) and seen[0].record is rec
    assert seen[1] is viewer
    assert isinstance(seen[2], ReviewScene) and seen[2] is not seen[0], "a cancelled review starts anew"
    assert viewer.paused
