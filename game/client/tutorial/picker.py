"""The tutorial picker (main menu → Tutorials): each registered game, Back.

``open_tutorial(app, game)`` builds a game's lesson scene, or — when the
tutorial file is missing, corrupt or invalid — the framework's message box
with a clear explanation (never a traceback)."""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game import kits
from game.client import theme
from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_prompts, draw_title
from game.client.dialog import MessageScene
from game.client.tutorial.script import TutorialError, load
from game.client.widgets import Button, Menu

log = logging.getLogger(__name__)



def open_tutorial(app: Any, game: str, *, path=None, start: int = 0) -> Scene:
    """The lesson scene of ``game``, or an error box explaining why not."""
    try:
        tutorial = load(game, path)
        scene_cls = kits.get(game).part("tutorial_scene")
    except TutorialError as e:
        log.warning("tutorial unusable: %s", e)
        return MessageScene(app, "tutorial.error_title", body=app.text.tr("tutorial.error_body", detail=str(e)))
    except ModuleNotFoundError as e:
        if e.name and e.name == kits.get(game).client.tutorial_scene.partition(":")[0]:
            return MessageScene(app, "menu.coming_soon_title", "menu.soon_tutorials")
        raise
    return scene_cls(app, tutorial, start=start)


class TutorialPicker(Scene):

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        w, h, gap = 520, 70, 90
        x = (app.SIZE[0] - w) // 2
        y0 = 260
        entries = [(kit.client.tutorial_key, lambda game=kit.name: self.start(game))
                   for kit in kits.windowed()] + [("common.back", self.close)]
        self.buttons = [Button((x, y0 + i * gap, w, h), fn, key=key) for i, (key, fn) in enumerate(entries)]
        self.buttons[-1].rect.y += 20
        self.menu = Menu(self.buttons, area=pygame.Rect(x, y0, w, app.SIZE[1] - 60 - y0))

    def start(self, game: str) -> None:
        self.app.push(open_tutorial(self.app, game))

    def close(self) -> None:
        self.app.pop()

    def handle(self, intent: Any) -> None:
        if intent.name in ("back", "menu"):
            self.close()
            return
        self.menu.handle(intent, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(theme.tablecloth(), (0, 0))
        cx = app.SIZE[0] // 2
        banner = pygame.Rect(0, 0, 760, 150)
        banner.center = (cx, 120)
        theme.panel(surface, banner, fill=theme.CHOCOLATE, border=theme.MUSTARD, radius=30,
                    border_width=6, shadow=12)
        draw_title(surface, app, app.text.tr("tutorial.picker_title"), (cx, 100), size=64)
        app.text.draw(surface, app.text.tr("tutorial.picker_sub"), 24, theme.CREAM, (cx, 160), "center",
                      role="bold")
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                    ("back", "prompt.back")])
