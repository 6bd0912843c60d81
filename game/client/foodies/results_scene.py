"""The results of a Foodies game: the final table under a panel that ranks
every seat (score, recipes served, the dishes), crowns the winner(s),
explains the tie rule when it decided (``GameOver.tie_rule``) and offers
play again / new setup / main menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.results_scene import GameResultsScene, row_band
from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import trophy_tiles
from game.client.foodies.table_draw import SEAT_COLORS, TableRenderer
from game.client.foodies.table_flow import TableFlow

PANEL = pygame.Rect(250, 56, 780, 608)


def tie_rule(flow: TableFlow) -> str | None:
    """How the winners were found: None, "most_recipes" or "shared"."""
    if flow.tie_rule is not None or flow.crowned:
        return flow.tie_rule
    res = flow.result or {}
    scores, winners = res.get("scores", []), res.get("winners", [])
    if not scores:
        return None
    top = [s for s, v in enumerate(scores) if v == max(scores)]
    if len(top) == 1:
        return None
    return "shared" if len(winners) > 1 else "most_recipes"


def headline(flow: TableFlow) -> tuple[str, dict[str, Any]]:
    winners = (flow.result or {}).get("winners") or []
    if len(winners) == 1:
        return ("foodies.results.winner", {"actor": winners[0]})
    return ("foodies.results.shared", {"n": len(winners)})


def standings(flow: TableFlow) -> list[dict[str, Any]]:
    """One row per seat, best first (score, then recipes served, then seat)."""
    res = flow.result or {}
    sj = flow.state_json
    rows = [{"seat": s, "score": res["scores"][s], "served": len(sj["served"][s]),
             "dishes": list(sj["served"][s]), "winner": s in res.get("winners", [])}
            for s in range(len(res.get("scores", [])))]
    rows.sort(key=lambda r: (-r["score"], -r["served"], r["seat"]))
    return rows


class ResultsScene(GameResultsScene):
    rules_key = "foodies.rules_summary"
    prefix = "foodies"
    close_intents = ("back", "menu")

    def __init__(self, app: Any, config: GameConfig, flow: TableFlow, renderer: TableRenderer) -> None:
        super().__init__(app, config, flow, renderer)
        n = len(config.seats)
        height = 186 + n * (86 if n <= 3 else 82) + 96
        self.panel = pygame.Rect(PANEL.left, 0, PANEL.width, min(PANEL.height, height))
        self.panel.centery = 360
        self._make_buttons(self.panel, 220, self.panel.bottom - 80)

    def draw(self, surface: pygame.Surface) -> None:
        PANEL = self.panel
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, PANEL, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text = self.app.text
        r = self.renderer
        self.draw_top_line(surface, PANEL, PANEL.top + 34, text.tr("foodies.results.title"))
        text.draw(surface, r.tr(headline(self.flow)), 40, theme.INK, (PANEL.centerx, PANEL.top + 78),
                  "center", role="display")
        rule = tie_rule(self.flow)
        sub = text.tr(f"foodies.results.tie_{rule}") if rule else text.tr("foodies.results.rule")
        text.draw(surface, sub, 19, theme.TOMATO_DARK if rule else theme.CHOCOLATE_LIGHT,
                  (PANEL.centerx, PANEL.top + 120), "center", role="bold")
        y = PANEL.top + 150
        rtl = text.rtl

        def X(x: int) -> int:       # columns mirror in right-to-left languages
            return PANEL.left + PANEL.right - x if rtl else x

        start = "midright" if rtl else "midleft"
        cols = (PANEL.left + 116, PANEL.left + 296, PANEL.left + 620, PANEL.left + 705)
        head = theme.CHOCOLATE_LIGHT
        text.draw(surface, text.tr("foodies.results.who"), 17, head, (X(cols[0]), y), start, "bold")
        text.draw(surface, text.tr("foodies.results.dishes"), 17, head, (X(cols[1]), y), start, "bold")
        text.draw(surface, text.tr("foodies.results.served"), 17, head, (X(cols[2]), y), "center", "bold")
        text.draw(surface, text.tr("foodies.results.score"), 17, head, (X(cols[3]), y), "center", "bold")
        y += 18
        rows = standings(self.flow)
        row_h = 86 if len(rows) <= 3 else 82
        for row in rows:
            band = pygame.Rect(PANEL.left + 30, y, PANEL.width - 60, row_h - 8)
            row_band(surface, band, row["winner"])
            dot = (X(band.left + 32), band.centery)
            if row["winner"]:
                r.paint.crown(surface, (dot[0], dot[1] + 2), self.app.tick)
            else:
                pygame.draw.circle(surface, SEAT_COLORS[row["seat"] % 4], dot, 13)
                text.draw(surface, str(row["seat"] + 1), 16, theme.WHITE, dot, "center", "display")
            text.draw(surface, r.name(row["seat"]), 22, theme.INK, (X(cols[0]), band.centery), start, "bold")
            dishes = pygame.Rect(cols[1], band.top + 5, 288, band.h - 10)
            if rtl:
                dishes.right = X(cols[1])
            self._dishes(surface, row["dishes"], dishes)
            text.draw(surface, str(row["served"]), 26, theme.INK, (X(cols[2]), band.centery), "center", "bold")
            text.draw(surface, str(row["score"]), 34, theme.INK, (X(cols[3]), band.centery), "center", "display")
            y += row_h
        self._draw_progress(surface)   # the statistics line
        self.buttons.draw(surface, self.app)

    def ranking(self, result: dict) -> dict[int, Any]:
        """Score, then recipes served (the tie rule)."""
        served = self.flow.state_json["served"]
        return {s: (v, len(served[s])) for s, v in enumerate(result.get("scores", []))}

    def _dishes(self, surface: pygame.Surface, dishes: list[int], area: pygame.Rect) -> None:
        """The recipes a seat served, as readable name tiles (as on the table)."""
        for rid, r in zip(dishes, trophy_tiles(tuple(area), len(dishes))):
            surface.blit(self.renderer.art.trophy(rid, r[2:]), r[:2])
