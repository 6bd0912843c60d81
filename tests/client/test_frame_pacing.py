"""The live loop draws only when something changed, at most once per tick,
and a thinking AI gets one time budget per frame (not per tick)."""
import time

import pygame
import pytest

from tests.client import testing as T
from game.ai import base
from game.client import ai_driver
from game.client.ai_driver import AiTurn, FrameBudget
from game.client.scene import Scene


class Counting(Scene):
    """A scene that counts its draws (and the frames it handled an intent
    in and was drawn in) and quits after ``seconds`` of real time once
    ``until(app)`` holds — what the test needs to have happened, so a busy
    machine makes the run longer, never a test fail (issue #33); the
    time it took is ``elapsed``."""

    def __init__(self, app, every: int, seconds: float = 0.35, until=lambda app: True):
        super().__init__(app)
        self.every = every
        self.draws = 0
        self.started = time.perf_counter()
        self.end = self.started + seconds
        self.elapsed = None
        self.until = until
        self.handled_in: set[int] = set()
        self.drawn_in: set[int] = set()

    def redraw_every(self) -> int:
        return self.every

    def handle(self, intent):
        self.handled_in.add(self.app.frame)

    def update(self, dt):
        if time.perf_counter() >= self.end and self.until(self.app):
            self.elapsed = time.perf_counter() - self.started
            self.app.quit()

    def draw(self, surface):
        self.draws += 1
        self.drawn_in.add(self.app.frame)
        surface.fill((10, 20, 30))


def _run_live(every: int, script=(), until=lambda app: True):
    app = T.make_app(script=script)
    scene = Counting(app, every, until=until)
    app.run(scene)
    return app, scene


def test_a_still_scene_is_drawn_once_not_every_frame():
    app, scene = _run_live(0, until=lambda app: app.frame >= 5)
    assert app.frame >= 5
    assert scene.draws <= 3  # the first frame and the window's own events
    # At rest the loop wakes IDLE_FPS times a second, not TICK_HZ (an upper
    # bound for the time it really ran: a busy machine only gives fewer).
    assert app.frame <= scene.elapsed * app.IDLE_FPS + 4 and app.frame < app.tick


def test_never_more_frames_than_ticks():
    app, scene = _run_live(1)
    assert app.frame <= app.tick + 3  # frames wait for the next tick
    assert scene.draws <= app.frame


def _ready(every: int):
    """An app whose last frame was drawn just now, showing a scene that
    asks to be redrawn every ``every`` ticks."""
    app = T.make_app(frames=1)
    scene = Counting(app, every, seconds=60)
    app.run(scene)
    app._render()
    return app


@pytest.mark.parametrize("every, quiet_ticks", [(1, 0), (4, 3), (0, 1000)])
def test_redraw_only_when_the_scene_says_so(every, quiet_ticks):
    app = _ready(every)
    assert not app._needs_draw()  # nothing happened since
    app.tick += quiet_ticks
    assert not app._needs_draw()
    if every:
        app.tick += 1
        assert app._needs_draw()


def test_left_alone_the_pulses_rest_and_nothing_is_redrawn():
    """After SETTLE_SECONDS without input a slowly pulsing screen is drawn
    once more (its pulses steady) and then not at all; the next input wakes
    the pulses and draws."""
    from game.client import theme
    from game.client.anim import motion
    app = _ready(8)
    try:
        breathing = {theme.pulse(t) for t in range(60)}
        assert len(breathing) > 10
        app.tick = app._input_tick + int(app.SETTLE_SECONDS * app.TICK_HZ)
        app._settle()
        assert motion.settled and app._needs_draw()  # the one frame with steady pulses
        assert {theme.pulse(t) for t in range(60)} == {1.0}
        app._render()
        app.tick += 10 * app.TICK_HZ
        app._settle()
        assert not app._needs_draw()
        app.post_event(T.key(pygame.K_DOWN))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0)))
        app._gather_intents()
        app._settle()
        assert not motion.settled and app._needs_draw()
    finally:
        motion.set_settled(False)


def test_a_live_window_left_alone_stops_drawing(monkeypatch):
    from game.client.app import App
    monkeypatch.setattr(App, "SETTLE_SECONDS", 0.1)
    app = T.make_app()
    scene = Counting(app, 8, seconds=0.8)
    app.run(scene)
    # 0.1 s of pulses every 8 ticks, the settling frame, then nothing (a
    # window event or two at most) — breathing on would draw ~6 times.
    assert scene.draws <= 4, scene.draws


def test_intents_stack_changes_and_toasts_force_a_redraw():
    app = _ready(0)
    app.toast("hello")
    assert app._needs_draw()
    app._render()
    app.push(Counting(app, 0, seconds=60))
    assert app._needs_draw()
    app._render()
    app.tick += app.TICK_HZ * 10
    app._step()  # the toast expires
    assert app._needs_draw()


def test_an_intent_makes_a_still_scene_redraw():
    keys = [(t, T.key(pygame.K_DOWN)) for t in range(3, 15)]
    app, scene = _run_live(0, script=keys, until=lambda app: app.tick > 20)
    # every frame with a key press is drawn (at rest, two ticks a frame: ~6
    # of them; on a busy machine fewer frames, each with more presses)
    assert scene.handled_in and scene.handled_in <= scene.drawn_in, (scene.handled_in, scene.drawn_in)
    assert scene.draws >= len(scene.handled_in)


def test_headless_runs_draw_every_frame_unless_told_not_to(monkeypatch, tmp_path):
    from game.client.app import App
    monkeypatch.setattr(App, "DRAW_UNSEEN_FRAMES", True)
    app = T.make_app(frames=12)
    scene = Counting(app, 0, seconds=60)
    app.run(scene)
    assert scene.draws == 12

    monkeypatch.setattr(App, "DRAW_UNSEEN_FRAMES", False)  # what the client tests use
    shot = tmp_path / "x.png"
    app = T.make_app(frames=12, script=[(5, lambda a: a.save_screenshot(shot))],
                     screenshot=tmp_path / "last.png")
    scene = Counting(app, 0, seconds=60)
    app.run(scene)
    assert scene.draws == 2  # the frame looked at, and the last one
    assert shot.exists() and (tmp_path / "last.png").exists()


def _burn(seconds: float) -> None:
    """Spend ``seconds`` of this thread's CPU time (what AI slices are measured in)."""
    end = base.cpu_clock() + seconds
    while base.cpu_clock() < end:
        pass


class SlowAgent:
    """Each unit of thinking takes 1 ms of CPU time; decides after 500."""
    level = "test"
    description = ""

    def __init__(self):
        self.units = 0

    def think(self, observation, seed):
        for _ in range(500):
            _burn(0.001)
            self.units += 1
            yield None
        return {"type": "draw"}


def test_a_live_tick_asks_and_the_frame_thinks_after_its_drawing_once_for_all_its_ticks():
    budget = ai_driver.frame_budget
    agent = SlowAgent()
    turn = AiTurn(agent, {}, 0)
    try:
        budget.start()
        for _ in range(6):  # six catch-up ticks in one frame
            turn.tick(1 / 60)
        assert agent.units == 0   # a live tick only asks
        budget.think()            # the loop, after the frame's ticks and drawing
        one_frame = agent.units
        assert 1 <= one_frame <= 1 + int(ai_driver.SLICE_SECONDS * 1000)
        budget.think()            # nobody asked again: nothing more this frame
        assert agent.units == one_frame
        budget.start()  # the next frame thinks again
        turn.tick(1 / 60)
        budget.think()
        assert agent.units > one_frame
    finally:
        budget.stop()


def test_without_a_live_loop_each_tick_gets_its_slice():
    agent = SlowAgent()
    turn = AiTurn(agent, {}, 0)
    turn.tick(1 / 60)
    first = agent.units
    turn.tick(1 / 60)
    assert first >= 1 and agent.units > first  # the second tick thought too


class FakeClock:
    """A CPU clock the test moves by hand."""

    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def test_budget_take_gives_what_the_frame_left():
    clock = FakeClock()
    b = FrameBudget(0.009, frame_seconds=0.011, clock=clock)
    assert b.take(0.004) == 0.004  # not started: a full slice
    b.start()
    assert b.take(0.02) == pytest.approx(0.009)   # nothing done yet: the whole slice
    clock.now += 0.005                             # the frame's ticks and drawing: 5 ms
    assert b.take(0.02) == pytest.approx(0.006)   # 11 - 5
    b.spent(0.004)
    clock.now += 0.004
    assert b.take(0.02) == pytest.approx(0.002)   # 11 - 5 - 4
    b.spent(0.002)
    clock.now += 0.002
    assert b.take(0.02) == pytest.approx(0.0, abs=1e-12)
    b.stop()
    assert b.take(0.004) == pytest.approx(0.004)


def test_a_frame_that_worked_hard_thinks_less_but_still_thinks():
    clock = FakeClock()
    b = FrameBudget(0.009, frame_seconds=0.011, clock=clock)
    b.start()
    clock.now += 0.014   # the frame's ticks and drawing took longer than the frame
    assert b.take(0.009) == pytest.approx(ai_driver.MIN_SLICE_SECONDS)
    b.spent(ai_driver.MIN_SLICE_SECONDS)
    clock.now += ai_driver.MIN_SLICE_SECONDS
    assert b.take(0.009) == 0.0   # once: a second turn asking gets nothing
    b.stop()


def test_turns_asking_in_one_frame_share_its_slice():
    clock = FakeClock()
    b = FrameBudget(0.009, frame_seconds=0.011, clock=clock)
    given = []

    class Turn:
        def think_slice(self, budget):
            seconds = budget.take(0.009)
            given.append(seconds)
            budget.spent(seconds)
            clock.now += seconds

    first, second = Turn(), Turn()
    b.start()
    clock.now += 0.003
    b.ask(first)
    b.ask(second)
    b.ask(first)          # asking twice in a frame: one slice
    b.think()
    assert given == [pytest.approx(0.008), pytest.approx(0.0, abs=1e-12)]
    b.stop()


def test_a_decision_plays_in_the_next_frame_in_a_live_loop():
    class Quick:
        level, description = "test", ""

        def think(self, observation, seed):
            yield None
            return {"type": "draw"}

    budget = ai_driver.frame_budget
    turn = AiTurn(Quick(), {}, 0)
    try:
        budget.start()
        assert turn.tick(1 / 60) is None and not turn.decided  # asked to think
        budget.think()
        assert turn.decided   # decided after the frame's drawing
        budget.start()
        assert turn.tick(1 / 60) == {"type": "draw"}
    finally:
        budget.stop()
    assert AiTurn(Quick(), {}, 0).tick(1 / 60) == {"type": "draw"}  # no live loop: at once


def test_a_live_window_thinks_after_drawing():
    """The App's loop: ticks, drawing, then the AIs' slices (the frame's
    other work is known when the thinking is sized)."""
    order = []

    class Thinker(Counting):
        def update(self, dt):
            super().update(dt)
            order.append("tick")
            if self.turn is None:
                self.turn = AiTurn(SlowAgent(), {}, 0)
            self.turn.tick(dt)

        def draw(self, surface):
            super().draw(surface)
            order.append("draw")

    app = T.make_app()
    scene = Thinker(app, 1, seconds=0.2)
    scene.turn = None
    real = ai_driver.FrameBudget.think

    def think(budget):
        order.append("think")
        real(budget)

    ai_driver.FrameBudget.think = think
    try:
        app.run(scene)
    finally:
        ai_driver.FrameBudget.think = real
    assert scene.turn.thinking.units > 0
    drawn = [i for i, what in enumerate(order) if what == "draw"]
    assert drawn and all(order[i + 1] == "think" for i in drawn if i + 1 < len(order))


class Working(Counting):
    """A scene that moves by itself (redraw_every 1) until ``done``, then only pulses."""

    done = False

    def redraw_every(self) -> int:
        return 8 if self.done else 1


def test_the_frame_after_work_ends_is_drawn_even_in_a_settled_window():
    """The review's summary, a hint found, cards landed: the moment a scene
    stops moving by itself its last picture is drawn — a settled window
    skips only the pulses (it once kept "N−1 of N judged" on screen)."""
    from game.client.anim import motion
    app = T.make_app(frames=1)
    scene = Working(app, 1, seconds=60)
    app.run(scene)
    try:
        motion.set_settled(True)
        app.tick = app._input_tick + 10 * app.TICK_HZ
        app._render()
        app.tick += 1
        assert app._needs_draw()          # still working: every tick
        app._render()
        scene.done = True                 # the work ends in this tick's update
        app.tick += 1
        assert app._needs_draw()          # its last picture is drawn…
        app._render()
        app.tick += 100
        assert not app._needs_draw()      # …and then nothing while settled
    finally:
        motion.set_settled(False)


class Overlay(Counting):
    opaque = False


def test_a_scene_under_the_top_one_is_frozen():
    """A table under the pause menu is not updated: whatever it was doing
    (an AI's turn) it only pulses, so the loop rests instead of redrawing
    it every tick."""
    app = T.make_app(frames=1)
    below = Counting(app, 1, seconds=60)
    app.run(below)
    app.push(Overlay(app, 0, seconds=60))
    app._render()
    assert app._at_rest()
    app.tick += 1
    assert not app._needs_draw()
    app.tick += app.FROZEN_EVERY
    assert app._needs_draw()


def test_a_table_message_timing_out_is_drawn_gone():
    """A table's own message (a refusal, "taken back") times out in the
    flow: the scene asks for the frame without it, settled or not."""
    from game.client.foodies.config import GameConfig
    from game.client.foodies.table_scene import TableScene
    app = T.make_app(frames=1)
    scene = TableScene(app, GameConfig(seats=["human", "normal"], seed=3))
    app.run(scene)
    scene.flow.show_toast(("foodies.hint.thinking", {}))
    scene.flow.toast.ttl = 0.02
    app.dirty = False
    scene.update(app.DT)
    assert scene.flow.toast is not None and not app.dirty
    scene.update(app.DT)
    assert scene.flow.toast is None and app.dirty


def _menus():
    from game.client.rodizio.setup_scene import SetupScene
    from game.client.dialog import MessageScene
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.text_scene import TextScene
    from game.client.tutorial.picker import TutorialPicker
    return [PauseScene, SettingsScene, SetupScene, TutorialPicker,
            lambda app: MessageScene(app, "menu.coming_soon_title", "menu.soon_tutorials"),
            lambda app: TextScene(app, "pause.rules_title", "rodizio.rules.summary")]


@pytest.mark.parametrize("make", _menus(), ids=lambda m: getattr(m, "__name__", "dialog"))
def test_a_menu_left_alone_only_pulses_and_rests_once_settled(make):
    """Menus where only the focus ring pulses (pause, settings, setup, the
    tutorials' list, dialogs, the rules) are not redrawn every tick, and
    not at all once the window has settled."""
    from game.client.anim import motion
    app = T.make_app(frames=1)
    app.run(make)
    scene = app.top
    assert 1 < scene.redraw_every() <= 8
    app._render()
    assert app._at_rest()
    try:
        motion.set_settled(True)
        app._moving = False
        app.tick += 100
        assert not app._needs_draw()
    finally:
        motion.set_settled(False)
