"""A scrollable page of translated text (rules summaries, credits).

    app.push(TextScene(app, "pause.rules_title", "rodizio.rules.summary"))

Up/down (keys, D-pad, stick, mouse wheel) scroll by a line; left/right by
a page; confirm / back / menu close it. Blank lines in the text separate
paragraphs; a line starting with "# " is drawn as a heading (grown with
the Text size setting as the body text is: `Text.reading_size`)."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_prompts, draw_title

BODY = 28
HEAD = 34


class TextScene(Scene):

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app, title_key: str, body_key: str | None, *, body: str | None = None):
        super().__init__(app)
        self.title_key = title_key
        self.body_key = body_key
        self.body = body
        self.scroll = 0  # first visible line
        self.page = pygame.Rect(0, 0, 1000, 520)
        self.page.midtop = (app.SIZE[0] // 2, 130)
        self._lines: list[tuple[str, bool]] = []
        self._lang = None

    def lines(self) -> list[tuple[str, bool]]:
        """(text, is_heading) per display line; recomputed when the language changes."""
        if self._lang != self.app.text.language:
            self._lang = self.app.text.language
            text = self.body if self.body is not None else self.app.text.tr(self.body_key or "")
            width = self.page.width - 80
            out: list[tuple[str, bool]] = []
            for raw in text.split("\n"):
                if raw.startswith("# "):
                    out.extend((l, True) for l in self.app.text.wrap(raw[2:], self.app.text.reading_size(HEAD),
                                                                       width, "bold"))
                else:
                    out.extend((l, False) for l in self.app.text.wrap(raw, BODY, width))
            self._lines = out
        return self._lines

    def visible_count(self) -> int:
        return max(1, (self.page.height - 40) // self.app.text.line_height(BODY))

    def max_scroll(self) -> int:
        return max(0, len(self.lines()) - self.visible_count())

    def handle(self, intent) -> None:
        n = intent.name
        if n in ("confirm", "back", "menu", "click"):
            self.app.pop()
        elif n in ("up", "down", "left", "right"):
            step = {"up": -1, "down": 1, "left": -self.visible_count(), "right": self.visible_count()}[n]
            self.scroll = max(0, min(self.max_scroll(), self.scroll + step))

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        surface.blit(theme.tablecloth(), (0, 0))
        draw_title(surface, app, app.text.tr(self.title_key), (app.SIZE[0] // 2, 68), size=56)
        theme.panel(surface, self.page, fill=theme.CREAM, border=theme.CHOCOLATE, radius=24,
                    border_width=5, shadow=12)
        lh = app.text.line_height(BODY)
        y = self.page.top + 20
        clip = surface.get_clip()
        surface.set_clip(self.page.inflate(-10, -10))
        for text, heading in self.lines()[self.scroll:self.scroll + self.visible_count()]:
            size, role, color = (app.text.reading_size(HEAD), "bold", theme.TOMATO_DARK) if heading else \
                (BODY, "body", theme.INK)
            x = self.page.right - 40 if app.text.rtl else self.page.left + 40
            app.text.draw(surface, text, size, color, (x, y + lh // 2), "start",
                          role=role)
            y += lh
        surface.set_clip(clip)
        total = len(self.lines())
        if total > self.visible_count():
            track = pygame.Rect(self.page.right - 22, self.page.top + 20, 10, self.page.height - 40)
            pygame.draw.rect(surface, (220, 205, 180), track, border_radius=5)
            h = max(30, track.height * self.visible_count() // total)
            top = track.top + (track.height - h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surface, theme.TOMATO, (track.x, top, track.width, h), border_radius=5)
        draw_prompts(surface, app, [("up", "prompt.scroll"), ("back", "prompt.back")])
