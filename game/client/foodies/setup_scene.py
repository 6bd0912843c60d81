"""Setting up a Foodies game: 2–4 seats, each a human or an AI level, who
plays first and an optional deal number (seed). Up/down move, left/right change, confirm on
Start begins; keyboard, controller and mouse all work. The rows and
buttons are the shared ``SeatSetupScene``'s."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.setup_scene import SEED_MAX, SeatSetupScene, SeedRow, ai_levels
from game.client.foodies.config import GameConfig
from game.client.widgets import Menu, Widget

__all__ = ["SetupScene", "SeedRow", "ai_levels", "SEED_MAX"]

ROW_W, ROW_H, GAP = 780, 50, 6
LEFT = (1280 - ROW_W) // 2
TOP = 120


class SetupScene(SeatSetupScene):
    rules_key = "foodies.rules_summary"
    prefix = "foodies"
    rows = (LEFT, TOP, ROW_W, ROW_H, GAP)
    known_kinds_only = True

    def __init__(self, app: Any, config: GameConfig | None = None) -> None:
        super().__init__(app, config, GameConfig)
        rect = self.row_rect
        self._seat_rows(rect, 1, self.default_ai)
        self._first_row(rect(5))
        self.seed_row = SeedRow(rect(6), self.seed, self._set_seed, "foodies.setup.seed", app,
                                "foodies.setup.seed_random", size=26)
        self._buttons(LEFT, TOP + 7 * (ROW_H + GAP) + 10, ROW_W, 60)
        self.menu = Menu([self.count_row, *self.seat_rows, self.first_row, self.seed_row, self.start,
                          self.back], area=self._menu_area())
        self._sync()
        self.menu.focus = self.menu.widgets.index(self.start)

    def config(self) -> GameConfig:
        return GameConfig(seats=list(self.seat_kinds[: self.n]), seed=self.seed, first_seat=self.first)

    def table_scene(self, cfg: GameConfig):
        from game.client.foodies.table_scene import TableScene
        return TableScene(self.app, cfg)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        text = self.app.text
        banner = pygame.Rect(0, 0, 760, 84)
        banner.center = (640, 62)
        theme.panel(surface, banner, fill=(20, 100, 100), border=theme.MUSTARD, radius=26, border_width=5,
                    shadow=10)
        text.draw(surface, text.tr("foodies.setup.title"), 46, theme.CREAM, banner.center, "center",
                  role="display", shadow=theme.SHADOW)
        self._draw_rows(surface)
        if self.message:
            self._draw_tip(surface, text.tr(self.message), theme.MUSTARD_LIGHT, 22)
        else:
            tip = self._tip(self.menu.focused)
            if tip:
                self._draw_tip(surface, tip, theme.CREAM, 20)
        self._draw_prompts(surface)

    def _tip(self, w: Widget | None) -> str:
        tr = self.app.text.tr
        seat = self._seat_tip(w)
        if seat is not None:
            return seat
        if w is self.seed_row:
            return tr("foodies.setup.tip_seed")
        if w is self.first_row:
            return tr("foodies.setup.tip_first")
        if w is self.count_row:
            return tr("foodies.setup.tip_seats")
        if w is self.start:
            return tr("foodies.setup.tip_start")
        return ""
