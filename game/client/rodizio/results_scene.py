"""The results of a Rodízio game: the revealed table under a panel that
ranks everyone, names the rodízio master (the second-highest total, rule
book §8) and offers play again / new setup / main menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.results_scene import GameResultsScene, card_row, row_band
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client.scenes.common import draw_prompts

PANEL = pygame.Rect(290, 70, 700, 580)


def headline(result: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The results title as an i18n key + args (actor ids resolved later)."""
    if result.get("glutton_wins"):
        return ("rodizio.results.glutton_wins", {})
    winners = result.get("winners") or []
    if not winners:
        return ("rodizio.results.no_winner", {})
    if len(winners) == 1:
        return ("rodizio.results.master", {"actor": winners[0]})
    return ("rodizio.results.shared", {"n": len(winners)})


def standings(flow: TableFlow) -> list[dict[str, Any]]:
    """One row per participant, highest total first (ties: seat order)."""
    res = flow.result or {}
    sj = flow.state_json
    rows = [{"actor": s, "total": res["totals"][s], "count": len(sj["hands"][s]),
             "winner": s in res.get("winners", [])} for s in range(len(res.get("totals", [])))]
    if res.get("glutton_total") is not None:
        rows.append({"actor": "glutton", "total": res["glutton_total"],
                     "count": len(sj["glutton_pile"]), "winner": bool(res.get("glutton_wins"))})
    rows.sort(key=lambda r: -r["total"])
    return rows


class ResultsScene(GameResultsScene):
    prefix = "rodizio"

    def __init__(self, app: Any, config: GameConfig, flow: TableFlow,
                 renderer: TableRenderer) -> None:
        super().__init__(app, config, flow, renderer)
        self._make_buttons(PANEL, 200, PANEL.bottom - 84)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, PANEL, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text = self.app.text
        r = self.renderer
        res = self.flow.result or {}
        title = r.tr(headline(res))
        text.draw(surface, text.tr("rodizio.results.title"), 24, theme.TOMATO,
                  (PANEL.centerx, PANEL.top + 36), "center", role="bold")
        text.draw(surface, title, 36, theme.INK, (PANEL.centerx, PANEL.top + 80), "center",
                  role="display")
        text.draw(surface, text.tr("rodizio.results.rule"), 18, theme.CHOCOLATE_LIGHT,
                  (PANEL.centerx, PANEL.top + 118), "center", role="bold")
        y = PANEL.top + 150
        cols = (PANEL.left + 96, PANEL.left + 300, PANEL.left + 560, PANEL.left + 630)
        head = theme.CHOCOLATE_LIGHT
        text.draw(surface, text.tr("rodizio.results.who"), 18, head, (cols[0], y), "midleft", "bold")
        text.draw(surface, text.tr("rodizio.results.pizzas"), 18, head, (cols[2], y), "center", "bold")
        text.draw(surface, text.tr("rodizio.results.total"), 18, head, (cols[3], y), "center", "bold")
        y += 20
        rows = standings(self.flow)
        row_h = 76 if len(rows) <= 4 else 64
        for row in rows:
            band = pygame.Rect(PANEL.left + 36, y, PANEL.width - 72, row_h - 8)
            row_band(surface, band, row["winner"])
            if row["winner"]:
                r._crown(surface, (band.left + 30, band.centery + 2), self.app.tick, 0.6)
            text.draw(surface, r.name(row["actor"], True), 24, theme.INK, (cols[0], band.centery), "midleft", "bold")
            self._plate_of(surface, row["actor"], pygame.Rect(cols[1], band.top + 6, 220, band.h - 12))
            text.draw(surface, str(row["count"]), 26, theme.INK, (cols[2], band.centery), "center", "bold")
            text.draw(surface, str(row["total"]), 32, theme.INK, (cols[3], band.centery), "center", "display")
            y += row_h
        self.buttons.draw(surface, self.app)
        draw_prompts(surface, self.app, [("left", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])

    def _plate_of(self, surface: pygame.Surface, actor: Any, area: pygame.Rect) -> None:
        """What a diner ate, as small overlapping cards (values readable)."""
        sj = self.flow.state_json
        cards = sj["glutton_pile"] if actor == "glutton" else sj["hands"][actor]
        card_row(surface, cards, area, (120, 168), lambda c, size: self.renderer.art.face(c["id"], size),
                 lambda cw: cw * 0.62)
