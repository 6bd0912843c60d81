"""Title screen and main menu.

One Play entry per registered game pushes its kit's setup scene (imported
lazily; a "coming soon" dialog while that module is absent); Tutorials
likewise looks for `game.client.tutorial.picker`. After `IDLE_TICKS` without input the menu
pushes `game.client.attract.make_attract_scene(app)` if that module exists."""
from __future__ import annotations

import importlib
import math

import pygame

from game import kits
from game.client import theme
from game.client import screens
from game.client.scene import Scene
from game.client.screen_parts import BAR_H, draw_prompts, draw_title
from game.client.dialog import MessageScene
from game.client.screens import module_exists
from game.client.widgets import Button, Menu
from game.client.records.resume import continue_game

IDLE_TICKS = 30 * 60
#: The menu's rows end above the prompt bar.
MENU_BOTTOM = 672
#: How much taller the Continue entry is than the others (its second line).
CONTINUE_EXTRA = 20


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.idle = 0
        from game.client.scenes.continue_menu import continue_entry, unfinished_games
        stores = unfinished_games()
        entries = [(kit.client.menu_key, lambda kit=kit: self.play(kit)) for kit in kits.listed()]
        entries += [
            ("menu.today", self.today),
            ("menu.tutorials", self.tutorials),
            ("menu.settings", self.settings),
            ("menu.statistics", self.statistics),
            ("menu.replays", self.replays),
            ("menu.quit", app.quit),
        ]
        w = 440
        x = (app.SIZE[0] - w) // 2
        if stores:   # Continue first, taller: its second line says which game it resumes
            gap = min(66, (MENU_BOTTOM - 262 - CONTINUE_EXTRA) // (len(entries) + 1))
            first = pygame.Rect(x, 262, w, gap - 8 + CONTINUE_EXTRA)
            y0, h = first.bottom + 8, gap - 8
            self.buttons = [continue_entry(app, first, stores)]
        else:
            # Six entries fit the original rows; more (a game added) share the
            # room between the banner and the prompts.
            n = len(entries)
            h, gap, y0 = (56, 66, 290) if n <= 6 else (48, 56, 270) if n == 7 else \
                ((MENU_BOTTOM - 262) // n - 8, (MENU_BOTTOM - 262) // n, 262)
            self.buttons = []
        self.buttons += [Button((x, y0 + i * gap, w, h), fn, key=key) for i, (key, fn) in enumerate(entries)]
        top = self.buttons[0].rect.top
        self.menu = Menu(self.buttons, area=pygame.Rect(x, top, w, MENU_BOTTOM - top))

    # ---- actions -----------------------------------------------------
    def _open(self, module: str, attr: str, soon_key: str) -> None:
        if not module_exists(module):
            self.app.push(MessageScene(self.app, "menu.coming_soon_title", soon_key))
            return
        cls = getattr(importlib.import_module(module), attr)
        self.app.push(cls(self.app))

    def play(self, kit) -> None:
        """Play a game: its kit's setup screen."""
        module, _, attr = kit.client.setup_scene.partition(":")
        self._open(module, attr, kit.client.soon_key)

    def today(self) -> None:
        """Today's deal of each game, its calendar, the challenges, the puzzles."""
        screens.push(self.app, "today")

    def tutorials(self) -> None:
        self._open("game.client.tutorial.picker", "TutorialPicker", "menu.soon_tutorials")

    def continue_game(self) -> None:
        continue_game(self.app)

    def replays(self) -> None:
        screens.push(self.app, "replays")

    def statistics(self) -> None:
        screens.push(self.app, "statistics")

    def settings(self) -> None:
        screens.push(self.app, "settings")

    # ---- scene -------------------------------------------------------
    def on_resume(self) -> None:
        self.idle = 0

    def handle(self, intent) -> None:
        self.idle = 0
        if intent.name == "back":
            self.menu.focus = len(self.buttons) - 1  # Esc jumps to Quit, a second confirm quits
            return
        self.menu.handle(intent, self.app)

    def update(self, dt: float) -> None:
        self.idle += 1
        if self.idle >= IDLE_TICKS:
            self.idle = 0
            if module_exists("game.client.attract"):
                attract = importlib.import_module("game.client.attract")
                self.app.push(attract.make_attract_scene(self.app))

    def redraw_every(self) -> int:
        """The title bobs and the pizza turns slowly: 10 pictures a second
        are plenty, and keep an idle menu cheap."""
        return 6

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(theme.tablecloth(), (0, 0))
        self._draw_plates(surface)
        cx = app.SIZE[0] // 2
        banner = pygame.Rect(0, 0, 860, 190)
        banner.center = (cx, 150)
        theme.panel(surface, banner, fill=theme.CHOCOLATE, border=theme.MUSTARD, radius=34,
                    border_width=6, shadow=12)
        # A gentle bob driven by the tick count (deterministic screenshots).
        bob = round(4 * math.sin(2 * math.pi * (app.tick % 180) / 180))
        draw_title(surface, app, app.text.tr("title.rodizio"), (cx, 120 + bob), size=92)
        draw_title(surface, app, app.text.tr("title.foodies"), (cx, 196), size=44,
                   color=theme.CREAM, outline=theme.TOMATO_DARK)
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                    ("back", "prompt.quit")])
        self._draw_version(surface)

    def _draw_version(self, surface: pygame.Surface) -> None:
        """The game's version at the end of the prompt bar (the start, in a
        right-to-left language), for bug reports and "which one do I have"."""
        from game import __version__
        y = surface.get_height() - BAR_H // 2
        at, anchor = ((16, y), "midleft") if self.app.text.rtl else ((surface.get_width() - 16, y), "midright")
        self.app.text.draw(surface, self.app.text.tr("menu.version", version=__version__), 18, theme.CREAM,
                           at, anchor)

    def _draw_plates(self, surface: pygame.Surface) -> None:
        """Two decorative plates with food, left and right of the menu."""
        for cx, cy, food in ((175, 470, "pizza"), (1105, 470, "tomato")):
            pygame.draw.circle(surface, theme.SHADOW, (cx, cy + 10), 118)
            pygame.draw.circle(surface, (236, 230, 218), (cx, cy), 118)
            pygame.draw.circle(surface, (250, 247, 240), (cx, cy), 92)
            pygame.draw.circle(surface, (214, 206, 190), (cx, cy), 118, width=3)
            if food == "pizza":
                spin = (self.app.tick // 2) % 360  # the pizza turns slowly, like on a stand
                pygame.draw.circle(surface, (226, 160, 70), (cx, cy), 74)
                pygame.draw.circle(surface, (236, 96, 50), (cx, cy), 62)
                pygame.draw.circle(surface, (252, 214, 120), (cx, cy), 56)
                for dx, dy in ((-24, -18), (20, -26), (28, 16), (-14, 26), (2, -2), (-34, 8)):
                    p = pygame.Vector2(dx, dy).rotate(spin)
                    pygame.draw.circle(surface, theme.TOMATO_DARK, (cx + round(p.x), cy + round(p.y)), 9)
                for ang in range(0, 360, 60):
                    v = pygame.Vector2(74, 0).rotate(ang + spin)
                    pygame.draw.line(surface, (200, 130, 60), (cx, cy), (cx + v.x, cy + v.y), 2)
            else:
                for dx, dy, r in ((-20, 8, 38), (26, -14, 32), (14, 34, 26)):
                    pygame.draw.circle(surface, theme.TOMATO_DARK, (cx + dx, cy + dy + 3), r)
                    pygame.draw.circle(surface, theme.TOMATO, (cx + dx, cy + dy), r)
                    pygame.draw.circle(surface, (255, 140, 110), (cx + dx - r // 3, cy + dy - r // 3), r // 4)
                    pygame.draw.circle(surface, theme.BASIL, (cx + dx, cy + dy - r + 4), 7)
