"""The shared part of both games' setup scenes: a seat-count row, four
seat rows (human or an AI level), a deal-number row, a who-plays-first row
(``_first_row``), Start / Back buttons, the key-prompt bar and the input
handling between them. Each game's ``SetupScene`` subclasses
``SeatSetupScene``: it sets ``prefix`` (the i18n section, e.g.
``"rodizio"``), builds its own extra rows and layout, and says which table
scene ``begin`` opens."""
from __future__ import annotations

import time
from typing import Any, Callable

import pygame

from game.client.scene import PULSE_EVERY, Scene
from game.client.widgets import Button, OptionRow, Widget
from game.client import theme, widgets
from game.client.records import stats_model as model, words
from game.client.records.recording import load
from game.client.screen_parts import BAR_H, draw_prompts

HUMAN = "human"
SEED_MAX = 999_999


def ai_levels() -> list[str]:
    """The AI levels a player may pick (``random`` only if nothing else exists)."""
    from game.ai.levels import LEVELS
    real = [lv for lv in LEVELS if lv != "random"]
    return real or list(LEVELS)


def default_level(levels: list[str]) -> str:
    return "normal" if "normal" in levels else levels[len(levels) // 2]


class SeedRow(OptionRow):
    """"Random" or a number: right/left step it (held keys repeat), so a
    controller can reach any seed too; confirm goes back to random."""

    def __init__(self, rect, seed: int | None, on_change, key: str, app, random_key: str,
                 size: int = 30) -> None:
        super().__init__(rect, [None], 0, on_change, key=key, size=size,
                         fmt=lambda v: app.text.tr(random_key) if v is None else str(v))
        self.seed = seed

    @property
    def value(self) -> Any:
        return self.seed

    def step(self, delta: int, app) -> None:
        if self.seed is None:
            self.seed = 1 if delta > 0 else SEED_MAX
        else:
            self.seed += delta
            if self.seed < 1 or self.seed > SEED_MAX:
                self.seed = None
        app.audio.play("click")
        self.on_change(self.seed)

    def handle(self, intent, app) -> bool:
        if intent.name == "confirm":
            self.seed = None
            app.audio.play("click")
            self.on_change(None)
            return True
        return super().handle(intent, app)


class SeatSetupScene(Scene):
    """Subclasses set ``prefix``, call ``_seat_rows`` / ``_buttons`` while
    building, then ``self.menu``, and implement ``config()`` and
    ``table_scene(cfg)``."""

    prefix = ""
    #: Where the option rows sit: left, top, width, height, gap.
    rows = (250, 100, 780, 50, 6)
    #: Replace seat kinds the setup does not offer by the default AI level.
    known_kinds_only = False

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app: Any, config: Any, config_cls: type) -> None:
        """The seats, deal number and kinds from ``config`` (None: one human
        against the default AI level); the game's ``GameConfig`` class is
        ``config_cls``. Sets ``default_ai``, ``kinds``, ``seat_kinds``, ``n``,
        ``seed``, ``message`` and ``config_in`` (the config used)."""
        super().__init__(app)
        levels = ai_levels()
        self.default_ai = default_level(levels)
        c = config or config_cls(seats=[HUMAN, self.default_ai])
        self.kinds = [HUMAN] + levels                # what a seat can be
        from game.kits import get
        seats = get(self.prefix).seats                # the window's range (prefix: the game's name)
        self.seat_counts = list(range(seats.client_min, seats.client_max + 1))
        self.seat_kinds = list(c.seats) + [self.default_ai] * (seats.client_max - len(c.seats))
        if self.known_kinds_only:
            self.seat_kinds = [k if k in self.kinds else self.default_ai for k in self.seat_kinds]
        self.n = len(c.seats)
        self.seed = c.seed
        self.message: str | None = None
        self.config_in = c
        self._stats = load(app)   # for the suggested level (reading never raises)

    def row_rect(self, i: int) -> pygame.Rect:
        left, top, w, h, gap = self.rows
        return pygame.Rect(left, top + i * (h + gap), w, h)

    # -- building ---------------------------------------------------------------------
    def _seat_rows(self, rect: Callable[[int], pygame.Rect], first: int, default_ai: str) -> list[OptionRow]:
        """Row ``rect(0)`` is the seat count (``self.count_row``); seats go in
        ``rect(first + i)``."""
        tr, p = self.app.text.tr, self.prefix
        self.count_row = OptionRow(rect(0), self.seat_counts, self.seat_counts.index(self.n), self._set_count,
                                   key=f"{p}.setup.seats", size=26)
        self.seat_rows: list[OptionRow] = []
        for i in range(self.seat_counts[-1]):
            kind = self.seat_kinds[i] if self.seat_kinds[i] in self.kinds else default_ai
            row = OptionRow(rect(first + i), self.kinds, self.kinds.index(kind),
                            lambda v, i=i: self._set_kind(i, v),
                            label=lambda i=i: tr(f"{p}.setup.seat", n=i + 1),
                            fmt=self._kind_name, size=26)
            self.seat_rows.append(row)
        return self.seat_rows

    def _first_row(self, rect: pygame.Rect) -> OptionRow:
        """Who plays first: a seat of those present, shown with its kind
        (``<game>.setup.first``; ``self.first``, kept in range by ``_sync``)."""
        tr, p = self.app.text.tr, self.prefix
        self.first = min(getattr(self.config_in, "first_seat", 0), self.n - 1)
        self.first_row = OptionRow(rect, list(range(self.n)), self.first, self._set_first,
                                   key=f"{p}.setup.first", size=26,
                                   fmt=lambda v: tr(f"{p}.setup.seat", n=v + 1) + " · "
                                   + self._kind_name(self.seat_kinds[v]))
        return self.first_row

    def _set_first(self, v: int) -> None:
        self.first = v

    def _buttons(self, x: int, y: int, width: int, height: int) -> None:
        p = self.prefix
        self.start = Button((x, y, width // 2 - 10, height), self.begin, key=f"{p}.setup.start",
                            size=30, sound="confirm")
        self.back = Button((x + width // 2 + 10, y, width // 2 - 10, height), self.leave,
                           key=f"{p}.setup.back", size=30)

    # -- option changes ---------------------------------------------------------------
    def _kind_name(self, kind: str) -> str:
        tr, p = self.app.text.tr, self.prefix
        if kind == HUMAN:
            return tr(f"{p}.setup.human")
        return tr(f"{p}.setup.ai", level=tr(f"{p}.level.{kind}"))

    def _set_count(self, n: int) -> None:
        self.n = n
        self._sync()

    def _set_kind(self, i: int, kind: str) -> None:
        self.seat_kinds[i] = kind
        self._sync()

    def _set_seed(self, v: int | None) -> None:
        self.seed = v

    def _sync(self) -> None:
        for i, row in enumerate(self.seat_rows):
            row.enabled = i < self.n
        self.start.enabled = self.humans() > 0
        self.message = None if self.start.enabled else f"{self.prefix}.setup.need_human"
        first_row = getattr(self, "first_row", None)
        if first_row is not None:
            first_row.values = list(range(self.n))
            if self.first >= self.n:
                self.first = 0
            first_row.index = self.first

    def humans(self) -> int:
        return sum(1 for k in self.seat_kinds[: self.n] if k == HUMAN)

    def config(self) -> Any:
        raise NotImplementedError

    def table_scene(self, cfg: Any) -> Scene:
        raise NotImplementedError

    # -- actions ------------------------------------------------------------------------
    def begin(self) -> None:
        if self.humans() == 0:
            return
        cfg = self.config()
        if cfg.seed is None:
            # A fresh deal each game; headless runs stay reproducible. The
            # number is marked as drawn, so a new setup offers Random again.
            cfg.seed = 1 if getattr(self.app, "frames", None) is not None else \
                (time.time_ns() // 1000) % SEED_MAX + 1
            cfg.seed_drawn = True
        self.app.replace(self.table_scene(cfg))

    def leave(self) -> None:
        self.app.to_menu()

    # -- scene contract -----------------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.leave()
            return
        if intent.name == "menu":
            return
        focused = self.menu.focused
        if intent.name in ("left", "right") and isinstance(focused, Button):
            # Between Start and Back, left/right move like a row of buttons.
            i = self.menu.widgets.index(focused)
            j = self.menu.widgets.index(self.back if intent.name == "right" else self.start)
            if i != j and self.menu.widgets[j].enabled:
                self.menu.focus = j
                self.app.audio.play("move")
            return
        self.menu.handle(intent, self.app)

    def _draw_prompts(self, surface: pygame.Surface) -> None:
        """The key-prompt bar at the bottom: move, change, select, back."""
        draw_prompts(surface, self.app, [("up", "prompt.move"), ("left", "prompt.change"),
                                         ("confirm", "prompt.select"), ("back", "prompt.back")])

    #: The bottom of the rows' area (the menu scrolls above it at a large text size).
    ROWS_BOTTOM = 622

    def _menu_area(self) -> pygame.Rect:
        left, top, w, _, _ = self.rows
        return pygame.Rect(left, top, w, self.ROWS_BOTTOM - top)

    def _draw_tip(self, surface: pygame.Surface, words: str, color, size: int) -> None:
        """A tip or a message under the rows, in the band above the prompt
        bar: grown with the Text size setting, wrapped to two lines (and
        smaller) when it must, never clipped."""
        text = self.app.text
        top = min(self.start.rect.bottom, self.menu.area.bottom if self.menu.area else self.start.rect.bottom) + 4
        box = pygame.Rect(100, top, surface.get_width() - 200, surface.get_height() - BAR_H - 2 - top)
        size = text.reading_size(size)
        while True:
            lines = text.wrap(words, size, box.w, "bold")
            lh = text.line_height(size, "bold")
            if size <= 12 or (len(lines) <= 2 and lh * len(lines) <= box.h
                              and all(text.width(ln, size, "bold") <= box.w for ln in lines)):
                break
            size -= 1
        y = box.top + (box.h - lh * len(lines)) // 2
        for ln in lines:
            text.draw(surface, ln, size, color, (box.centerx, y + lh // 2), "center", role="bold",
                      shadow=theme.SHADOW, box=pygame.Rect(box.left, y, box.w, lh))
            y += lh

    def _draw_rows(self, surface: pygame.Surface) -> None:
        """Every widget (reflowed and scrolled for the Text size setting:
        ``Menu.layout``); a seat beyond the seat count is drawn as an empty
        seat; the suggested level just above the rows."""
        self.menu.layout(self.app)
        for i, w in enumerate(self.menu.widgets):
            if getattr(w, "hidden", False):
                continue
            if not w.enabled and w in self.seat_rows:
                self._empty_seat(surface, w)
                continue
            w.draw(surface, self.app, i == self.menu.focus)
        if self.menu.area is not None and (self.menu.more_above or self.menu.more_below):
            widgets._scroll_marks(surface, self.menu.area, self.menu.more_above, self.menu.more_below)
        self._draw_suggestion(surface)

    def suggestion(self) -> str | None:
        """"Suggested for an even game: normal" — the level whose every seat
        would give the player a fair chance at this seat count
        (`rating.even_level`), once a rating rests on a few games against
        the AI (`game.client.records.stats_model.SUGGEST_AFTER`); None in hot seat."""
        if self.humans() != 1:
            return None
        level = model.suggested_level(self._stats, self.prefix, self.n)
        if level is None:
            return None
        return self.app.text.tr("stats.setup.suggest", level=words.level_name(self.app.text, self.prefix, level))

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        """A small note beside the first seat row, in the margin on the
        reading side's start (left; right in a right-to-left language)."""
        line = self.suggestion()
        if not line or not self.seat_rows:
            return
        row, text = self.seat_rows[0].rect, self.app.text
        margin = surface.get_width() - row.right if text.rtl else row.left
        w = min(230, margin - 30)
        if w < 120:
            return   # no margin to put it in
        # grown with the Text size setting: more, shorter lines in the margin (up to 5), smaller only then
        size = text.reading_size(18)
        most = 3 if text.scale == 1.0 else 5
        lines = text.wrap(line, size, w - 24, "bold")
        while size > 13 and (len(lines) > most or any(text.width(ln, size, "bold") > w - 24 for ln in lines)):
            size -= 1
            lines = text.wrap(line, size, w - 24, "bold")
        lh = text.line_height(size, "bold")
        area = self.menu.area
        top = max(row.top, area.top) if area is not None else row.top   # the first seat may be scrolled away
        if area is not None and self.menu.more_above:   # below the scroll mark (it shares the margin)
            top = max(top, area.top + 32)
        note = pygame.Rect(0, top, w, len(lines) * lh + 20)
        note.centerx = (row.right + surface.get_width()) // 2 if text.rtl else row.left // 2
        theme.panel(surface, note, fill=theme.CREAM, border=theme.BASIL, radius=14, border_width=3, shadow=6)
        y = note.top + 10 + lh // 2
        for ln in lines:
            box = pygame.Rect(note.left + 8, y - lh // 2, note.w - 16, lh)
            text.draw(surface, ln, size, theme.BASIL, box.center, "center", role="bold", box=box.inflate(0, 4))
            y += lh

    def _seat_tip(self, w: Widget | None) -> str | None:
        """The tip for a seat row (its kind), or None for other widgets."""
        if w not in self.seat_rows:
            return None
        tr, p = self.app.text.tr, self.prefix
        kind = self.seat_kinds[self.seat_rows.index(w)]
        return tr(f"{p}.setup.tip_human") if kind == HUMAN else tr(f"{p}.level_tip.{kind}")

    def _empty_seat(self, surface: pygame.Surface, w: Widget) -> None:
        veil = pygame.Surface(w.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (255, 244, 220, 50), veil.get_rect(), border_radius=16)
        pygame.draw.rect(veil, (255, 244, 220, 90), veil.get_rect(), 2, border_radius=16)
        surface.blit(veil, w.rect)
        i = self.seat_rows.index(w)
        words = self.app.text.tr(f"{self.prefix}.setup.empty_seat", n=i + 1)
        box = w.rect.inflate(-24, -6)
        size = self.app.text.fit_box(words, self.app.text.reading_size(22), box, "bold")
        self.app.text.draw(surface, words, size, (255, 240, 220), w.rect.center, "center", role="bold", box=box)
