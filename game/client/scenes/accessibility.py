"""Accessibility settings (from Settings): text size 100/125/150 % (body
text), colour-blind safe colours, high contrast, reduce motion, narration.
Each change applies at once and is saved (App.apply_settings →
game.client.access.apply). Without a speech engine the Narration row says
so ("Off (no speech engine)") and turning it on still writes the narration
log. Back returns to Settings."""
from __future__ import annotations

import pygame

from game.client import narration, theme
from game.client.scene import Scene
from game.client.scenes.common import draw_board, draw_prompts
from game.client.scenes.settings import SettingsScene
from game.client.widgets import Button, Menu, OptionRow
from game.storage.settings import TEXT_SIZES


class AccessibilityScene(SettingsScene):
    """Its rows change ``app.settings`` as Settings' do (``_set``, ``handle``)."""

    def __init__(self, app):
        Scene.__init__(self, app)
        s = app.settings
        w, h, gap = 760, 56, 66
        x = (app.SIZE[0] - w) // 2
        y0 = 160
        tr = app.text.tr
        self.speech = narration.engine_available()

        def on_off(v: bool) -> str:
            return tr("common.on" if v else "common.off")

        def spoken(v: bool) -> str:
            return on_off(v) if self.speech or v else tr("access.unavailable")

        flags = (("colour_blind", "access.colour_blind", on_off), ("high_contrast", "access.high_contrast", on_off),
                 ("reduce_motion", "access.reduce_motion", on_off), ("narration", "access.narration", spoken))
        self.rows = [OptionRow((x, y0, w, h), TEXT_SIZES, TEXT_SIZES.index(s.text_size), self._set("text_size"),
                               key="access.text_size", fmt=lambda v: f"{v}%")]
        for i, (field, key, fmt) in enumerate(flags, start=1):
            self.rows.append(OptionRow((x, y0 + i * gap, w, h), [False, True], int(getattr(s, field)),
                                       self._set(field), key=key, fmt=fmt))
        back = Button(((app.SIZE[0] - 320) // 2, y0 + 5 * gap + 76, 320, 58), app.pop, key="common.back")
        self.menu = Menu(self.rows + [back])

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_board(surface, app, app.text.tr("access.title"), title_size=60)
        self.menu.draw(surface, app)
        if self.menu.focused is self.rows[-1]:   # what narration is, and what it needs
            note = pygame.Rect(0, 0, 760, 72)
            note.midtop = (app.SIZE[0] // 2, self.rows[-1].rect.bottom + 6)
            msg = app.text.tr("access.narration_note")
            size = 18
            while size > 11 and (len(app.text.wrap(msg, size, note.width)) > 2
                                 or 2 * app.text.line_height(size) > note.height):
                size -= 1
            lines = app.text.wrap(msg, size, note.width)
            lh = app.text.line_height(size)
            top = note.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                app.text.draw(surface, line, size, theme.CREAM, (note.centerx, top + lh * i + lh // 2),
                              "center", box=note)
        draw_prompts(surface, app, [("up", "prompt.move"), ("left", "prompt.change"),
                                    ("back", "prompt.back")])
