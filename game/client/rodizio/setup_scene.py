"""Setting up a Rodízio game: 2–4 seats (each a human or an AI level),
spicy mode, who went to a rodízio most recently (the first seat) and an
optional seed. Option rows: up/down move, left/right change, confirm on
Start begins; everything works with keyboard, controller and mouse."""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.client import theme
from game.client.rodizio.config import HUMAN, GameConfig
from game.client.scene import Scene
from game.client.scenes.common import draw_prompts
from game.client.widgets import Button, Menu, OptionRow, Widget

ROW_W, ROW_H, GAP = 780, 50, 6
LEFT = (1280 - ROW_W) // 2
TOP = 100
SEED_MAX = 999_999


def ai_levels() -> list[str]:
    """The AI levels a player may pick (``random`` only if nothing else exists)."""
    from game.ai.levels import LEVELS
    real = [lv for lv in LEVELS if lv != "random"]
    return real or list(LEVELS)


class SeedRow(OptionRow):
    """"Random" or a number: right/left step it (held keys repeat), so a
    controller can reach any seed too; confirm goes back to random."""

    def __init__(self, rect, seed: int | None, on_change, key: str, app) -> None:
        super().__init__(rect, [None], 0, on_change, key=key,
                         fmt=lambda v: app.text.tr("rodizio.setup.seed_random") if v is None else str(v))
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


class SetupScene(Scene):
    rules_key = "rodizio.rules.summary"

    def __init__(self, app: Any, config: GameConfig | None = None) -> None:
        super().__init__(app)
        levels = ai_levels()
        default_ai = "normal" if "normal" in levels else levels[len(levels) // 2]
        c = config or GameConfig(seats=[HUMAN, default_ai])
        self.kinds = [HUMAN] + levels                # what a seat can be
        self.seat_kinds = list(c.seats) + [default_ai] * (4 - len(c.seats))
        self.n = len(c.seats)
        self.spicy = c.spicy
        self.first = c.first_seat
        self.seed = c.seed
        self.message: str | None = None
        tr = app.text.tr

        def rect(i: int) -> pygame.Rect:
            return pygame.Rect(LEFT, TOP + i * (ROW_H + GAP), ROW_W, ROW_H)

        self.count_row = OptionRow(rect(0), [2, 3, 4], self.n - 2, self._set_count,
                                   key="rodizio.setup.seats", size=26)
        self.seat_rows: list[OptionRow] = []
        for i in range(4):
            kind = self.seat_kinds[i] if self.seat_kinds[i] in self.kinds else default_ai
            row = OptionRow(rect(1 + i), self.kinds, self.kinds.index(kind),
                            lambda v, i=i: self._set_kind(i, v),
                            label=lambda i=i: tr("rodizio.setup.seat", n=i + 1),
                            fmt=self._kind_name, size=26)
            self.seat_rows.append(row)
        self.spicy_row = OptionRow(rect(5), [False, True], int(self.spicy), self._set_spicy,
                                   key="rodizio.setup.spicy", size=26,
                                   fmt=lambda v: tr("rodizio.setup.on" if v else "rodizio.setup.off"))
        self.first_row = OptionRow(rect(6), list(range(4)), self.first, self._set_first,
                                   key="rodizio.setup.first", size=26,
                                   fmt=lambda v: tr("rodizio.setup.seat", n=v + 1) + " · "
                                   + self._kind_name(self.seat_kinds[v]))
        self.seed_row = SeedRow(rect(7), self.seed, self._set_seed, "rodizio.setup.seed", app)
        self.seed_row.size = 26
        by = TOP + 8 * (ROW_H + GAP) + 10
        self.start = Button((LEFT, by, ROW_W // 2 - 10, 60), self.begin, key="rodizio.setup.start",
                            size=30, sound="confirm")
        self.back = Button((LEFT + ROW_W // 2 + 10, by, ROW_W // 2 - 10, 60), self.leave,
                           key="rodizio.setup.back", size=30)
        self.menu = Menu([self.count_row, *self.seat_rows, self.spicy_row, self.first_row,
                          self.seed_row, self.start, self.back])
        self._sync()
        self.menu.focus = self.menu.widgets.index(self.start)

    # -- option changes ------------------------------------------------------------
    def _kind_name(self, kind: str) -> str:
        tr = self.app.text.tr
        if kind == HUMAN:
            return tr("rodizio.setup.human")
        return tr("rodizio.setup.ai", level=tr(f"rodizio.level.{kind}"))

    def _set_count(self, n: int) -> None:
        self.n = n
        self._sync()

    def _set_kind(self, i: int, kind: str) -> None:
        self.seat_kinds[i] = kind
        self._sync()

    def _set_spicy(self, v: bool) -> None:
        self.spicy = v

    def _set_first(self, v: int) -> None:
        self.first = v

    def _set_seed(self, v: int | None) -> None:
        self.seed = v

    def _sync(self) -> None:
        for i, row in enumerate(self.seat_rows):
            row.enabled = i < self.n
        self.first_row.values = list(range(self.n))
        if self.first >= self.n:
            self.first = 0
        self.first_row.index = self.first
        self.start.enabled = self.humans() > 0
        self.message = None if self.start.enabled else "rodizio.setup.need_human"

    def humans(self) -> int:
        return sum(1 for k in self.seat_kinds[: self.n] if k == HUMAN)

    def config(self) -> GameConfig:
        return GameConfig(seats=list(self.seat_kinds[: self.n]), spicy=self.spicy,
                          seed=self.seed, first_seat=self.first)

    # -- actions ------------------------------------------------------------------
    def begin(self) -> None:
        if self.humans() == 0:
            return
        cfg = self.config()
        if cfg.seed is None:
            # A fresh deal each game; headless runs stay reproducible.
            cfg.seed = 1 if getattr(self.app, "frames", None) is not None else \
                (time.time_ns() // 1000) % SEED_MAX + 1
        from game.client.rodizio.table_scene import TableScene
        self.app.replace(TableScene(self.app, cfg))

    def leave(self) -> None:
        self.app.to_menu()

    # -- scene contract ---------------------------------------------------------------
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

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        text = self.app.text
        text.draw(surface, text.tr("rodizio.setup.title"), 48, theme.CREAM, (640, 50), "center",
                  role="display", shadow=theme.SHADOW)
        for i, w in enumerate(self.menu.widgets):
            if not w.enabled and w in self.seat_rows:
                self._empty_seat(surface, w)
                continue
            w.draw(surface, self.app, i == self.menu.focus)
        if self.message:
            text.draw(surface, text.tr(self.message), 22, theme.MUSTARD_LIGHT,
                      (640, self.start.rect.bottom + 22), "center", role="bold", shadow=theme.SHADOW)
        else:
            focus = self.menu.focused
            tip = self._tip(focus)
            if tip:
                text.draw(surface, tip, 20, theme.CREAM, (640, self.start.rect.bottom + 22), "center",
                          role="bold", shadow=theme.SHADOW)
        draw_prompts(surface, self.app, [("up", "prompt.move"), ("left", "prompt.change"),
                                         ("confirm", "prompt.select"), ("back", "prompt.back")])

    def _tip(self, w: Widget | None) -> str:
        tr = self.app.text.tr
        if w in self.seat_rows:
            kind = self.seat_kinds[self.seat_rows.index(w)]
            return tr("rodizio.setup.tip_human") if kind == HUMAN else tr(f"rodizio.level_tip.{kind}")
        if w is self.spicy_row:
            return tr("rodizio.setup.tip_spicy")
        if w is self.first_row:
            return tr("rodizio.setup.tip_first")
        if w is self.seed_row:
            return tr("rodizio.setup.tip_seed")
        if w is self.count_row and self.n == 2:
            return tr("rodizio.setup.tip_glutton")
        return ""

    def _empty_seat(self, surface: pygame.Surface, w: Widget) -> None:
        veil = pygame.Surface(w.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (255, 244, 220, 50), veil.get_rect(), border_radius=16)
        pygame.draw.rect(veil, (255, 244, 220, 90), veil.get_rect(), 2, border_radius=16)
        surface.blit(veil, w.rect)
        i = self.seat_rows.index(w)
        self.app.text.draw(surface, self.app.text.tr("rodizio.setup.empty_seat", n=i + 1), 22,
                           (255, 240, 220), w.rect.center, "center", role="bold")
