"""Setting up a Foodies game: 2–4 seats, each a human or an AI level, and an
optional deal number (seed). Up/down move, left/right change, confirm on
Start begins; keyboard, controller and mouse all work."""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.client import theme
from game.client.foodies.config import HUMAN, GameConfig
from game.client.scene import Scene
from game.client.widgets import Button, Menu, OptionRow, Widget

ROW_W, ROW_H, GAP = 780, 54, 10
LEFT = (1280 - ROW_W) // 2
TOP = 130
SEED_MAX = 999_999


def ai_levels() -> list[str]:
    from game.ai.levels import LEVELS
    real = [lv for lv in LEVELS if lv != "random"]
    return real or list(LEVELS)


class SeedRow(OptionRow):
    """"Random" or a number: left/right step it (held keys repeat);
    confirm goes back to random."""

    def __init__(self, rect, seed: int | None, on_change, app) -> None:
        super().__init__(rect, [None], 0, on_change, key="foodies.setup.seed", size=26,
                         fmt=lambda v: app.text.tr("foodies.setup.seed_random") if v is None else str(v))
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
    rules_key = "foodies.rules_summary"

    def __init__(self, app: Any, config: GameConfig | None = None) -> None:
        super().__init__(app)
        levels = ai_levels()
        default_ai = "normal" if "normal" in levels else levels[len(levels) // 2]
        c = config or GameConfig(seats=[HUMAN, default_ai])
        self.kinds = [HUMAN] + levels
        self.seat_kinds = list(c.seats) + [default_ai] * (4 - len(c.seats))
        self.n = len(c.seats)
        self.seed = c.seed
        self.message: str | None = None
        tr = app.text.tr

        def rect(i: int) -> pygame.Rect:
            return pygame.Rect(LEFT, TOP + i * (ROW_H + GAP), ROW_W, ROW_H)

        self.count_row = OptionRow(rect(0), [2, 3, 4], self.n - 2, self._set_count,
                                   key="foodies.setup.seats", size=26)
        self.seat_rows: list[OptionRow] = []
        for i in range(4):
            kind = self.seat_kinds[i] if self.seat_kinds[i] in self.kinds else default_ai
            self.seat_kinds[i] = kind
            row = OptionRow(rect(1 + i), self.kinds, self.kinds.index(kind),
                            lambda v, i=i: self._set_kind(i, v),
                            label=lambda i=i: tr("foodies.setup.seat", n=i + 1),
                            fmt=self._kind_name, size=26)
            self.seat_rows.append(row)
        self.seed_row = SeedRow(rect(5), self.seed, self._set_seed, app)
        by = TOP + 6 * (ROW_H + GAP) + 16
        self.start = Button((LEFT, by, ROW_W // 2 - 10, 62), self.begin, key="foodies.setup.start",
                            size=30, sound="confirm")
        self.back = Button((LEFT + ROW_W // 2 + 10, by, ROW_W // 2 - 10, 62), self.leave,
                           key="foodies.setup.back", size=30)
        self.menu = Menu([self.count_row, *self.seat_rows, self.seed_row, self.start, self.back])
        self._sync()
        self.menu.focus = self.menu.widgets.index(self.start)

    def _kind_name(self, kind: str) -> str:
        tr = self.app.text.tr
        if kind == HUMAN:
            return tr("foodies.setup.human")
        return tr("foodies.setup.ai", level=tr(f"foodies.level.{kind}"))

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
        self.message = None if self.start.enabled else "foodies.setup.need_human"

    def humans(self) -> int:
        return sum(1 for k in self.seat_kinds[: self.n] if k == HUMAN)

    def config(self) -> GameConfig:
        return GameConfig(seats=list(self.seat_kinds[: self.n]), seed=self.seed)

    def begin(self) -> None:
        if self.humans() == 0:
            return
        cfg = self.config()
        if cfg.seed is None:
            # A fresh deal each game; headless runs stay reproducible.
            cfg.seed = 1 if getattr(self.app, "frames", None) is not None else \
                (time.time_ns() // 1000) % SEED_MAX + 1
        from game.client.foodies.table_scene import TableScene
        self.app.replace(TableScene(self.app, cfg))

    def leave(self) -> None:
        self.app.to_menu()

    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.leave()
            return
        if intent.name == "menu":
            return
        focused = self.menu.focused
        if intent.name in ("left", "right") and isinstance(focused, Button):
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
        banner = pygame.Rect(0, 0, 760, 84)
        banner.center = (640, 62)
        theme.panel(surface, banner, fill=(20, 100, 100), border=theme.MUSTARD, radius=26, border_width=5,
                    shadow=10)
        text.draw(surface, text.tr("foodies.setup.title"), 46, theme.CREAM, banner.center, "center",
                  role="display", shadow=theme.SHADOW)
        for i, w in enumerate(self.menu.widgets):
            if not w.enabled and w in self.seat_rows:
                self._empty_seat(surface, w)
                continue
            w.draw(surface, self.app, i == self.menu.focus)
        y = self.start.rect.bottom + 26
        if self.message:
            text.draw(surface, text.tr(self.message), 22, theme.MUSTARD_LIGHT, (640, y), "center", role="bold",
                      shadow=theme.SHADOW)
        else:
            tip = self._tip(self.menu.focused)
            if tip:
                text.draw(surface, tip, 20, theme.CREAM, (640, y), "center", role="bold", shadow=theme.SHADOW)

    def _tip(self, w: Widget | None) -> str:
        tr = self.app.text.tr
        if w in self.seat_rows:
            kind = self.seat_kinds[self.seat_rows.index(w)]
            return tr("foodies.setup.tip_human") if kind == HUMAN else tr(f"foodies.level_tip.{kind}")
        if w is self.seed_row:
            return tr("foodies.setup.tip_seed")
        if w is self.count_row:
            return tr("foodies.setup.tip_seats")
        if w is self.start:
            return tr("foodies.setup.tip_start")
        return ""

    def _empty_seat(self, surface: pygame.Surface, w: Widget) -> None:
        veil = pygame.Surface(w.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (255, 244, 220, 50), veil.get_rect(), border_radius=16)
        pygame.draw.rect(veil, (255, 244, 220, 90), veil.get_rect(), 2, border_radius=16)
        surface.blit(veil, w.rect)
        i = self.seat_rows.index(w)
        self.app.text.draw(surface, self.app.text.tr("foodies.setup.empty_seat", n=i + 1), 22,
                           (255, 240, 220), w.rect.center, "center", role="bold")
