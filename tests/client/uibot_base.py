"""What the games' UI bots share: posting raw keyboard and mouse events,
screenshots, the scene loop (title → setup → table → results) and walking
the setup screen's rows. Each game's bot subclasses ``UiBotBase`` and sets
``setup_scene``, ``table_scene`` and ``results_scene`` (classes), and
implements ``title``, ``setup`` and ``table``."""
from __future__ import annotations


import pygame

from game.client.scenes.title import TitleScene
from tests.client.testing import shots_dir

SHOTS = shots_dir()

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "confirm": pygame.K_RETURN, "hint": pygame.K_h, "back": pygame.K_ESCAPE}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "hint": pygame.CONTROLLER_BUTTON_Y,
       "back": pygame.CONTROLLER_BUTTON_B}


class UiBotBase:
    setup_scene: type
    table_scene: type
    results_scene: type

    device: str
    every: int
    shots: dict[str, str]
    seen: list[str]
    finished: bool

    # -- posting input -----------------------------------------------------------------
    def press_key(self, name: str) -> None:
        for t in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(t, key=KEYS[name], mod=0, unicode="", scancode=0))

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def shot(self, app, key: str) -> None:
        name = self.shots.pop(key, None)
        if name:
            SHOTS.mkdir(parents=True, exist_ok=True)
            app.save_screenshot(SHOTS / name)

    # -- the loop ------------------------------------------------------------------------
    def __call__(self, app) -> None:
        self.before(app)
        top = app.top
        name = type(top).__name__
        if not self.seen or self.seen[-1] != name:
            self.seen.append(name)
        if app.tick % self.every:
            return
        if isinstance(top, TitleScene):
            self.title(app, top)
        elif isinstance(top, self.setup_scene):
            self.shot(app, "setup")
            self.setup(top)
        elif isinstance(top, self.table_scene):
            self.table(app, top)
        elif isinstance(top, self.results_scene):
            self.shot(app, "results")
            self.finished = True
            app.quit()

    def before(self, app) -> None:
        """Called first on every tick."""

    def setup_go(self, s, widget, then: str) -> None:
        """Move the setup screen's focus to ``widget`` then press ``then``
        (mouse: click its arrow, or the button itself for ``confirm``)."""
        if self.device == "mouse":
            if then == "confirm":
                self.click(widget.rect.center)
            else:
                left, right = widget._arrows()
                self.click(right.center if then == "right" else left.center)
            return
        if s.menu.focused is not widget:
            here = s.menu.widgets.index(s.menu.focused)
            there = s.menu.widgets.index(widget)
            self.press("down" if there > here else "up")
            return
        self.press(then)
