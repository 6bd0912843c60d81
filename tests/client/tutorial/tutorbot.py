"""A bot that takes a tutorial through the App's real input path, the way
a learner who trusts the lesson would: in every lesson it presses only
*confirm* — Enter (keyboard), A (controller), or a click on what the
lesson's arrow points at (mouse) — and Next (the same confirm) while the
lesson talks.

The lesson must make that enough: the focus starts on the asked-for move,
a two-choice move (Foodies: Serve, then the recipe) moves the arrow to the
second choice, and a lesson that first shows a refused move (``focus`` in
the step) puts the focus back on its move after the refusal. The bot
counts its confirms per lesson (``confirms``) so a test can check no
lesson needed more than its choices.

``detour`` (optional) makes the learner stray once in the given lessons:
the keys it returns are pressed, then confirm, which the lesson must refuse
with its correction and keep the learner in the lesson.

Drawing is the costly part of a frame, so the bot runs on ``QuietApp``,
which draws only when the bot asks: one frame per lesson (so every
lesson's drawing runs) and the screenshots."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame

from game.client.app import App
from tests.client.testing import shots_dir
from game.storage.settings import MemorySettingsStore, Settings

SHOTS = shots_dir()

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "confirm": pygame.K_RETURN, "back": pygame.K_ESCAPE, "menu": pygame.K_p, "next": pygame.K_TAB}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
       "menu": pygame.CONTROLLER_BUTTON_START, "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER}


class QuietApp(App):
    """An App that draws only the frames asked for (the bot calls
    ``_render``: one frame per lesson, the screenshots, and with
    ``always_draw`` every third frame, so animations and their drawing are
    exercised at a third of the cost)."""

    DRAW_UNSEEN_FRAMES = False
    always_draw = False


def run_app(bot: "TutorBot", first: Callable, *, speed: str = "instant", frames: int = 3000,
            lang: str = "en", always_draw: bool = False) -> QuietApp:
    if pygame.display.get_init():
        pygame.event.clear()
    app = QuietApp(settings_store=MemorySettingsStore(Settings(anim_speed=speed, language=lang)),
                   frames=frames, script=[(t, bot) for t in range(frames)])
    app.always_draw = always_draw
    app.run(first)
    return app


class TutorBot:
    """``scene_type``: the lesson scene class. ``device``: keyboard,
    controller or mouse. ``detour(scene) -> key names | None``: stray in
    that lesson first (see the module doc). ``shots``: step index (or
    ``"<index>+after"``) → file name under ``shot_dir``, saved when that
    step's text (or its after text) is settled; ``shoot_all`` saves every
    lesson as ``NN_open.png`` / ``NN_after.png``. ``back_at``: press Back
    once in that lesson (after its move), to test going back."""

    def __init__(self, scene_type: type, *, device: str = "keyboard",
                 detour: Callable[[Any], list[str] | None] | None = None,
                 shots: dict[Any, str] | None = None, shoot_all: bool = False,
                 shot_dir: Path = SHOTS, every: int = 2, back_at: int | None = None,
                 max_confirms: int = 6) -> None:
        self.scene_type = scene_type
        self.device = device
        self.detour = detour
        self.shots = dict(shots or {})
        self.shoot_all = shoot_all
        self.shot_dir = Path(shot_dir)
        self.every = every
        self.back_at = back_at
        self.max_confirms = max_confirms
        self.went_back = False
        self.queue: list[str] = []
        self.starts: dict[int, Any] = {}          # step index -> state when first seen
        self.ends: dict[int, Any] = {}            # step index -> state when leaving it
        self.refusals: list[tuple[int, Any]] = []   # (step, (action, reason)) the table refused
        self.toasts: list[tuple[Any, bool]] = []      # (reason, shown as the table's toast)
        self.confirms: dict[int, int] = {}        # step index -> confirms while its move was awaited
        self.detoured: set[int] = set()
        self._asked: set[int] = set()
        self.drawn: set[int] = set()
        self.drawn_shots: set[str] = set()
        self.stuck: str | None = None
        self._flow_seen: tuple[int, int] = (0, 0)
        self.pressed: list[str] = []
        self.finished = False
        self.scene = None
        self.watch: Callable[[Any], None] | None = None   # called every tick with the app

    # -- input ---------------------------------------------------------------
    def press(self, name: str, app: Any = None, scene: Any = None) -> None:
        self.pressed.append(name)
        if self.device == "mouse" and name == "confirm":
            self._click(self._mouse_target(scene))
        elif self.device in ("keyboard", "mouse"):
            for t in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(t, key=KEYS[name], mod=0, unicode="", scancode=0))
        else:
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD[name], instance_id=0))

    @staticmethod
    def _click(pos: tuple[int, int]) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    def _mouse_target(self, scene: Any) -> tuple[int, int]:
        """Where a mouse user confirms: the Next button while the lesson
        talks; while it waits, the plate the lesson first asks to try (a
        ``focus`` step, before its refusal), else what the first arrow
        points at."""
        if not scene.waiting:
            return scene.panel.buttons()["next"].center
        step = scene.step
        if step.focus is not None and not any(i == scene.index for i, _ in self.refusals):
            return pygame.Rect(scene.flow.plate_hit_rect(step.focus)).center
        arrows = [r for r, side in scene.pointer_rects() if side is not None]
        assert arrows, f"lesson {scene.index + 1} waits for a move but no arrow shows where"
        return arrows[0].center

    # -- the loop --------------------------------------------------------------
    def __call__(self, app) -> None:
        top = app.top
        if not isinstance(top, self.scene_type):
            if self.scene is not None and self.scene.finished:
                self.finished = True
                app.quit()
            return
        self.scene = top
        if getattr(app, "always_draw", False) and app.tick % 3 == 0:
            app._render()
        if self.watch is not None:
            self.watch(app)
        if app.tick % self.every:
            return
        for i, state in top.opened:
            self.starts.setdefault(i, state)
        flow = top.flow
        fid, nref = self._flow_seen
        if fid != id(flow):
            fid, nref = id(flow), 0
        for refusal in flow.refused[nref:]:
            self.refusals.append((top.index, refusal))
            toast = flow.toast
            self.toasts.append((refusal[1], toast is not None and toast.error and toast.message == refusal[1]))
        self._flow_seen = (fid, len(flow.refused))
        if self.queue:
            self.press(self.queue.pop(0), app, top)
            return
        if top.busy or flow.timeline.busy:
            return
        i = top.index
        if top.waiting and flow.phase != "human":
            return
        if self._shoot(app, top):
            return
        if i not in self.drawn:
            self.drawn.add(i)
            app._render()   # every lesson's picture is drawn at least once (draw errors show)
        if top.waiting:
            n = self.confirms.get(i, 0)
            if n >= self.max_confirms:
                self.stuck = f"lesson {i + 1} ({top.step.key}): {n} confirms and its move is still awaited"
                app.quit()
                return
            if self.detour is not None and i not in self._asked:
                self._asked.add(i)
                keys = self.detour(top)
                if keys:
                    self.detoured.add(i)
                    self.queue = [*keys[1:], "confirm"]
                    self.press(keys[0], app, top)
                    return
            self.confirms[i] = n + 1
            self.press("confirm", app, top)
            return
        if self.back_at is not None and i == self.back_at and not self.went_back:
            self.went_back = True
            for n in (i - 1, i):  # both lessons are done again
                self.confirms.pop(n, None)
            self.press("back", app, top)
            return
        self.ends[i] = flow.state
        self.press("confirm", app, top)

    def _shoot(self, app, top) -> bool:
        """Save the screenshot due now, if any (drawn on the spot)."""
        i = top.index
        tag = f"{i}+after" if top.showing_after else i
        name = self.shots.pop(tag, None)
        if name is None and self.shoot_all and (top.waiting or top.showing_after or not top.step.do):
            name = f"{i + 1:02d}_{'after' if top.showing_after else 'open'}.png"
            if name in self.drawn_shots:
                name = None
        if not name:
            return False
        self.drawn_shots.add(name)
        app._render()
        self.shot_dir.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(self.shot_dir / name)
        return True


def check_played_through(app: App, bot: TutorBot, tut: Any, rules: Any, choices: Callable[[Any], int]) -> None:
    """The bot finished the tutorial; every lesson opened on its position,
    its asked-for move was made by the rules core, and no lesson took more
    confirms than its move has choices (``choices(step)``)."""
    assert bot.stuck is None, bot.stuck
    assert bot.finished, (bot.scene.index if bot.scene else None, bot.pressed[-10:])
    assert not app._errors
    assert sorted(bot.starts) == list(range(len(tut.steps)))
    assert bot.drawn == set(range(len(tut.steps)))
    for step in tut.steps:
        assert bot.starts[step.index] == step.start, step.key
        if step.do is not None or step.auto is not None:
            assert bot.ends[step.index] == step.end, step.key
            assert bot.ends[step.index] != step.start, step.key
        if step.do is not None:
            assert step.end == rules.apply(step.start, step.do)[0]
            if step.index not in bot.detoured:
                assert 1 <= bot.confirms.get(step.index, 0) <= choices(step), (step.key, bot.confirms)
