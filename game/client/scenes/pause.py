"""Pause menu any game scene can push: Resume, Rules, Settings, Quit to menu.

    app.push(PauseScene(app, rules_key="rodizio.rules.summary"))

`rules_key` (default: the `rules_key` attribute of the scene below) names
the translation whose text the Rules entry shows; without one that entry
is disabled. `on_quit` (optional) runs before returning to the main menu,
e.g. to save the game. Back / menu / Start resume."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_prompts, draw_title
from game.client.widgets import Button, Menu


class PauseScene(Scene):
    opaque = False

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app, rules_key: str | None = None, *, rules_title_key: str = "pause.rules_title",
                 on_quit=None):
        super().__init__(app)
        if rules_key is None and app.stack:
            rules_key = getattr(app.stack[-1], "rules_key", None)
        self.rules_key = rules_key
        self.rules_title_key = rules_title_key
        self.on_quit = on_quit
        w, h, gap = 420, 64, 80
        x = (app.SIZE[0] - w) // 2
        y0 = 230
        entries = [("pause.resume", app.pop), ("pause.rules", self.rules),
                   ("menu.settings", self.settings), ("pause.quit", self.quit_to_menu)]
        self.buttons = [Button((x, y0 + i * gap, w, h), fn, key=k) for i, (k, fn) in enumerate(entries)]
        self.buttons[1].enabled = rules_key is not None
        self.panel = pygame.Rect(0, 0, 560, 520)
        self.panel.midtop = (app.SIZE[0] // 2, 80)
        self.menu = Menu(self.buttons, area=pygame.Rect(x, y0, w, self.panel.bottom - 20 - y0))

    def rules(self) -> None:
        from game.client.scenes.text_scene import TextScene
        self.app.push(TextScene(self.app, self.rules_title_key, self.rules_key))

    def settings(self) -> None:
        from game.client.scenes.settings import SettingsScene
        self.app.push(SettingsScene(self.app))

    def quit_to_menu(self) -> None:
        if self.on_quit is not None:
            self.on_quit()
        self.app.to_menu()

    def handle(self, intent) -> None:
        if intent.name in ("back", "menu"):
            self.app.pop()
            return
        self.menu.handle(intent, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.dim(surface, 160)
        theme.panel(surface, self.panel, fill=(*theme.CHOCOLATE, 240), border=theme.MUSTARD, radius=30,
                    border_width=6, shadow=14)
        draw_title(surface, app, app.text.tr("pause.title"), (self.panel.centerx, self.panel.top + 80), size=64)
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                    ("back", "prompt.resume")])
