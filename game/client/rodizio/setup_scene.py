"""Setting up a Rodízio game: 2–4 seats (each a human or an AI level),
spicy mode, who went to a rodízio most recently (the first seat) and an
optional seed. Option rows: up/down move, left/right change, confirm on
Start begins; everything works with keyboard, controller and mouse. The
seat, seed and button rows are the shared ``SeatSetupScene``'s."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.setup_scene import SEED_MAX, SeatSetupScene, SeedRow, ai_levels
from game.client.rodizio.config import GameConfig
from game.client.widgets import Menu, OptionRow, Widget

__all__ = ["SetupScene", "SeedRow", "ai_levels", "SEED_MAX"]

ROW_W, ROW_H, GAP = 780, 50, 6
LEFT = (1280 - ROW_W) // 2
TOP = 100


class SetupScene(SeatSetupScene):
    rules_key = "rodizio.rules.summary"
    prefix = "rodizio"
    rows = (LEFT, TOP, ROW_W, ROW_H, GAP)

    def __init__(self, app: Any, config: GameConfig | None = None) -> None:
        super().__init__(app, config, GameConfig)
        c = self.config_in
        self.spicy = c.spicy
        tr = app.text.tr
        rect = self.row_rect
        self._seat_rows(rect, 1, self.default_ai)
        self.spicy_row = OptionRow(rect(5), [False, True], int(self.spicy), self._set_spicy,
                                   key="rodizio.setup.spicy", size=26,
                                   fmt=lambda v: tr("rodizio.setup.on" if v else "rodizio.setup.off"))
        self._first_row(rect(6))
        self.seed_row = SeedRow(rect(7), self.seed, self._set_seed, "rodizio.setup.seed", app,
                                "rodizio.setup.seed_random", size=26)
        self._buttons(LEFT, TOP + 8 * (ROW_H + GAP) + 10, ROW_W, 60)
        self.menu = Menu([self.count_row, *self.seat_rows, self.spicy_row, self.first_row,
                          self.seed_row, self.start, self.back], area=self._menu_area())
        self._sync()
        self.menu.focus = self.menu.widgets.index(self.start)

    # -- option changes ------------------------------------------------------------
    def _set_spicy(self, v: bool) -> None:
        self.spicy = v

    def config(self) -> GameConfig:
        return GameConfig(seats=list(self.seat_kinds[: self.n]), spicy=self.spicy,
                          seed=self.seed, first_seat=self.first)

    def table_scene(self, cfg: GameConfig):
        from game.client.rodizio.table_scene import TableScene
        return TableScene(self.app, cfg)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        text = self.app.text
        text.draw(surface, text.tr("rodizio.setup.title"), 48, theme.CREAM, (640, 50), "center",
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
        if w is self.spicy_row:
            return tr("rodizio.setup.tip_spicy")
        if w is self.first_row:
            return tr("rodizio.setup.tip_first")
        if w is self.seed_row:
            return tr("rodizio.setup.tip_seed")
        if w is self.count_row and self.n == 2:
            return tr("rodizio.setup.tip_glutton")
        return ""
