"""Tiny's setup, results and demo scenes, on the shared ones."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.demo_scene import AiDemoScene, demo_seats
from game.client.common.demo_scene import run_demo as common_run_demo
from game.client.common.results_scene import GameResultsScene, row_band
from game.client.common.setup_scene import SeatSetupScene, SeedRow
from game.client.widgets import Menu
from tests.kits.tiny_window.config import GameConfig

ROW_W, ROW_H, GAP = 780, 54, 10
LEFT, TOP = (1280 - ROW_W) // 2, 130


class SetupScene(SeatSetupScene):
    prefix = "tiny"
    rows = (LEFT, TOP, ROW_W, ROW_H, GAP)

    def __init__(self, app: Any, config: GameConfig | None = None) -> None:
        super().__init__(app, config, GameConfig)
        rect = self.row_rect
        self._seat_rows(rect, 1, self.default_ai)
        last = 1 + len(self.seat_rows)
        self.seed_row = SeedRow(rect(last), self.seed, self._set_seed, "tiny.setup.seed", app,
                                "tiny.setup.seed_random", size=26)
        self._buttons(LEFT, TOP + (last + 1) * (ROW_H + GAP) + 16, ROW_W, 62)
        self.menu = Menu([self.count_row, *self.seat_rows, self.seed_row, self.start, self.back])
        self._sync()
        self.menu.focus = self.menu.widgets.index(self.start)

    def config(self) -> GameConfig:
        return GameConfig(seats=list(self.seat_kinds[: self.n]), seed=self.seed)

    def table_scene(self, cfg: GameConfig):
        from tests.kits.tiny_window.table import TableScene
        return TableScene(self.app, cfg)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        text = self.app.text
        text.draw(surface, text.tr("tiny.setup.title"), 46, theme.CREAM, (640, 62), "center", role="display",
                  shadow=theme.SHADOW)
        self._draw_rows(surface)
        words = text.tr(self.message) if self.message else self._seat_tip(self.menu.focused)
        if words:
            text.draw(surface, words, 20, theme.CREAM, (640, self.start.rect.bottom + 26), "center",
                      role="bold", shadow=theme.SHADOW)


class ResultsScene(GameResultsScene):
    prefix = "tiny"
    close_intents = ("back", "menu")

    def __init__(self, app: Any, config: GameConfig, flow: Any, renderer: Any) -> None:
        super().__init__(app, config, flow, renderer)
        self.panel = pygame.Rect(340, 120, 600, 140 + 60 * len(config.seats) + 90)
        self._make_buttons(self.panel, 180, self.panel.bottom - 80)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, self.panel, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text, res = self.app.text, self.flow.rules.result(self.flow.state) or {}
        text.draw(surface, text.tr("tiny.results.title"), 40, theme.INK, (640, self.panel.top + 50), "center",
                  role="display")
        for i, seat in enumerate(sorted(range(len(res.get("scores", []))), key=lambda s: -res["scores"][s])):
            band = pygame.Rect(self.panel.left + 30, self.panel.top + 100 + 60 * i, self.panel.w - 60, 50)
            row_band(surface, band, seat in res["winners"])
            near, far = (band.right - 20, band.left + 20) if text.rtl else (band.left + 20, band.right - 20)
            text.draw(surface, self.renderer.tr(self.flow.actor_label(seat)), 22, theme.INK,
                      (near, band.centery), "start", role="bold")
            text.draw(surface, str(res["scores"][seat]), 26, theme.INK, (far, band.centery), "end",
                      role="display")
        self._draw_progress(surface)   # the statistics line
        self.buttons.draw(surface, self.app)


DEMO_SEATS = (["easy", "normal"], ["normal", "hard", "easy"])


class DemoScene(AiDemoScene):
    prefix = "tiny"

    def __init__(self, app: Any, *, seed: int = 1, speed: float | None = None, attract: bool = True) -> None:
        super().__init__(app)
        self.attract, self.speed, self.games = attract, speed, 0
        self._new_game(seed)

    def _new_flow(self, seed: int) -> tuple[Any, Any]:
        from tests.kits.tiny_window import session
        config = GameConfig(seats=demo_seats(seed, None, DEMO_SEATS), seed=seed)
        flow = session.make_flow(self.app, config, None, speed=self._speed)
        return flow, session.make_renderer(self.app, flow, None)

    def _banner_center(self) -> tuple[int, int]:
        return (640, 330)


def run_demo(*, seed: int, speed: float | None, frames: int | None, screenshot: str | None,
             lang: str | None) -> int:
    return common_run_demo(DemoScene, seed=seed, speed=speed, frames=frames, screenshot=screenshot, lang=lang)
