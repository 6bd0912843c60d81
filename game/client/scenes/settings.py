"""Settings: language, animation speed, AI speed, volume, fullscreen, the memory aid (one
setting for both games: Foodies' seen cards, Rodízio's eaten pizzas and
standing). Every change applies at once and is saved (App.apply_settings).
Two buttons open the Controls screen (rebinding, game.client.scenes.controls)
and the Accessibility screen (text size, the colour palette, high
contrast, reduce motion, narration and its rate: game.client.scenes.accessibility).
Back returns to the scene that opened it (main menu or pause menu)."""
from __future__ import annotations

import pygame

from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_board, draw_prompts
from game.client.text import LANG_NAMES
from game.client.widgets import Button, Menu, OptionRow
from game.storage.settings import AI_SPEEDS, ANIM_SPEEDS, LANGUAGES, VOLUME_STEP


class SettingsScene(Scene):

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        w, h, gap = 760, 52, 60
        x = (app.SIZE[0] - w) // 2
        y0 = 150
        volumes = list(range(0, 101, VOLUME_STEP))
        vol_index = min(range(len(volumes)), key=lambda i: abs(volumes[i] - s.volume))
        self.rows = [
            OptionRow((x, y0, w, h), LANGUAGES, LANGUAGES.index(s.language), self._set("language"),
                      key="settings.language", fmt=lambda v: LANG_NAMES[v]),
            OptionRow((x, y0 + gap, w, h), ANIM_SPEEDS, ANIM_SPEEDS.index(s.anim_speed),
                      self._set("anim_speed"), key="settings.anim_speed",
                      fmt=lambda v: app.text.tr(f"settings.speed_{v}")),
            OptionRow((x, y0 + 2 * gap, w, h), AI_SPEEDS, AI_SPEEDS.index(s.ai_speed),
                      self._set("ai_speed"), key="settings.ai_speed",
                      fmt=lambda v: app.text.tr(f"settings.speed_{v}")),
            OptionRow((x, y0 + 3 * gap, w, h), volumes, vol_index, self._set("volume"),
                      key="settings.volume", fmt=lambda v: f"{v}%"),
            OptionRow((x, y0 + 4 * gap, w, h), [False, True], int(s.fullscreen), self._set("fullscreen"),
                      key="settings.fullscreen",
                      fmt=lambda v: app.text.tr("common.on" if v else "common.off")),
            OptionRow((x, y0 + 5 * gap, w, h), [False, True], int(s.memory_aid), self._set("memory_aid"),
                      key="settings.memory_aid",
                      fmt=lambda v: app.text.tr("common.on" if v else "common.off")),
        ]
        half = (w - 20) // 2
        self.controls = Button((x, y0 + 6 * gap, half, h), self._open_controls, key="settings.controls", size=30)
        self.access = Button((x + w - half, y0 + 6 * gap, half, h), self._open_access,
                             key="settings.accessibility", size=30)
        back = Button(((app.SIZE[0] - 320) // 2, y0 + 7 * gap, 320, h + 2), app.pop, key="common.back")
        self.menu = Menu(self.rows + [self.controls, self.access, back], area=pygame.Rect(x, y0, w, 646 - y0))

    def _open_controls(self) -> None:
        from game.client.scenes.controls import ControlsScene
        self.app.push(ControlsScene(self.app))

    def _open_access(self) -> None:
        from game.client.scenes.accessibility import AccessibilityScene
        self.app.push(AccessibilityScene(self.app))

    def _set(self, field: str):
        def change(value) -> None:
            setattr(self.app.settings, field, value)
            self.app.apply_settings()
            if field == "volume":
                self.app.audio.play("click")
        return change

    def handle(self, intent) -> None:
        if intent.name in ("back", "menu"):
            self.app.audio.play("click")
            self.app.pop()
            return
        self.menu.handle(intent, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_board(surface, app, app.text.tr("settings.title"))
        first, second = sorted((self.controls.rect.x, self.access.rect.x))
        if app.text.rtl:   # Controls first in reading order: on the right
            first, second = second, first
        self.controls.rect.x, self.access.rect.x = first, second
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("left", "prompt.change"),
                                    ("back", "prompt.back")])
