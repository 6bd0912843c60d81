"""Accessibility settings (from Settings): text size 100..200 %, the
colours (a palette per colour vision: standard, protanopia, deuteranopia,
tritanopia), high contrast, reduce motion, narration and its speech rate.
Each change applies at once and is saved (App.apply_settings →
game.client.access.apply). Without a speech engine the Narration row says
so ("Off (no speech engine)") and turning it on still writes the narration
log. Back returns to Settings."""
from __future__ import annotations

import pygame

from game.client import narration, theme
from game.client.scene import Scene
from game.client.screen_parts import draw_board, draw_prompts
from game.client.scenes.settings import SettingsScene
from game.client.widgets import Button, Menu, OptionRow
from game.storage.settings import PALETTES, SPEECH_RATES, TEXT_SIZES


class AccessibilityScene(SettingsScene):
    """Its rows change ``app.settings`` as Settings' do (``_set``, ``handle``)."""

    def __init__(self, app):
        Scene.__init__(self, app)
        s = app.settings
        w, h, gap = 760, 52, 58
        x = (app.SIZE[0] - w) // 2
        y0 = 140
        tr = app.text.tr
        self.speech = narration.engine_available()

        def on_off(v: bool) -> str:
            return tr("common.on" if v else "common.off")

        def spoken(v: bool) -> str:
            return on_off(v) if self.speech or v else tr("access.unavailable")

        flags = (("high_contrast", "access.high_contrast", on_off),
                 ("reduce_motion", "access.reduce_motion", on_off), ("narration", "access.narration", spoken))
        rect = lambda i: (x, y0 + i * gap, w, h)   # noqa: E731  (row i's place)
        self.rows = [OptionRow(rect(0), TEXT_SIZES, TEXT_SIZES.index(s.text_size), self._set("text_size"),
                               key="access.text_size", fmt=lambda v: f"{v}%"),
                     OptionRow(rect(1), PALETTES, PALETTES.index(s.palette), self._set("palette"),
                               key="access.colours", fmt=lambda v: tr(f"access.palette.{v}"))]
        for field, key, fmt in flags:
            self.rows.append(OptionRow(rect(len(self.rows)), [False, True], int(getattr(s, field)),
                                       self._set(field), key=key, fmt=fmt))
        self.narration_row = self.rows[-1]
        self.rows.append(OptionRow(rect(len(self.rows)), SPEECH_RATES, SPEECH_RATES.index(s.speech_rate),
                                   self._set("speech_rate"), key="access.speech_rate", fmt=lambda v: f"{v}%"))
        back = Button(((app.SIZE[0] - 320) // 2, y0 + len(self.rows) * gap + 84, 320, 58), app.pop,
                      key="common.back")
        self.menu = Menu(self.rows + [back], area=pygame.Rect(x, y0, w, 646 - y0))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        draw_board(surface, app, app.text.tr("access.title"), title_size=60)
        self.menu.draw(surface, app)
        last, back = self.rows[-1], self.menu.widgets[-1]
        if self.menu.focused in self.rows[-2:] and not getattr(last, "hidden", False):
            # what narration is, and what it needs: under the last row, grown
            # with the text, wrapped into the room above Back
            bottom = back.rect.top if not getattr(back, "hidden", False) else self.menu.area.bottom
            note = pygame.Rect(0, last.rect.bottom + 6, 760, bottom - last.rect.bottom - 12)
            note.centerx = app.SIZE[0] // 2
            msg = app.text.tr("access.narration_note")
            size = 18              # body text: grown by the Text size setting itself
            while size > 8 and (len(app.text.wrap(msg, size, note.width)) > 3
                                 or len(app.text.wrap(msg, size, note.width)) * app.text.line_height(size)
                                 > note.height):
                size -= 1
            lines = app.text.wrap(msg, size, note.width)
            lh = app.text.line_height(size)
            if lh * len(lines) <= note.height:
                top = note.centery - lh * len(lines) // 2
                for i, line in enumerate(lines):
                    app.text.draw(surface, line, size, theme.CREAM, (note.centerx, top + lh * i + lh // 2),
                                  "center", box=note)
        draw_prompts(surface, app, [("up", "prompt.move"), ("left", "prompt.change"),
                                    ("back", "prompt.back")])
