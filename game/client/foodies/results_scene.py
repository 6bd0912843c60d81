"""The results of a Foodies game: the final table under a panel that ranks
every seat (score, recipes served, the dishes), crowns the winner(s),
explains the tie rule when it decided (``GameOver.tie_rule``) and offers
play again / new setup / main menu."""
from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from game.client import theme
from game.client.foodies.config import GameConfig
from game.client.foodies.table_draw import SEAT_COLORS, TableRenderer
from game.client.foodies.table_flow import TableFlow
from game.client.scene import Scene
from game.client.widgets import Button, Menu

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


class ResultsScene(Scene):
    rules_key = "foodies.rules_summary"

    def __init__(self, app: Any, config: GameConfig, flow: TableFlow, renderer: TableRenderer) -> None:
        super().__init__(app)
        self.config = config
        self.flow = flow
        self.renderer = renderer
        n = len(config.seats)
        height = 186 + n * (86 if n <= 3 else 82) + 96
        self.panel = pygame.Rect(PANEL.left, 0, PANEL.width, min(PANEL.height, height))
        self.panel.centery = 360
        PANEL_ = self.panel
        w, h, gap, y = 220, 58, 20, PANEL_.bottom - 80
        x0 = PANEL_.centerx - (3 * w + 2 * gap) // 2
        self.buttons = Menu([
            Button((x0, y, w, h), self.again, key="foodies.results.again", size=24),
            Button((x0 + w + gap, y, w, h), self.new_setup, key="foodies.results.setup", size=24),
            Button((x0 + 2 * (w + gap), y, w, h), self.to_menu, key="foodies.results.menu", size=24),
        ])

    def handle(self, intent: Any) -> None:
        name = intent.name
        if name == "left":
            self.buttons.move(-1, self.app)
        elif name == "right":
            self.buttons.move(1, self.app)
        elif name in ("back", "menu"):
            self.to_menu()
        else:
            self.buttons.handle(intent, self.app)

    def update(self, dt: float) -> None:
        self.flow.update(dt)  # particles and crowns keep moving

    def again(self) -> None:
        from game.client.foodies.table_scene import TableScene
        cfg = dataclasses.replace(self.config, seats=list(self.config.seats),
                                  seed=(self.flow.seed + 1) & 0x7FFFFFFF)
        self.app.replace(TableScene(self.app, cfg))

    def new_setup(self) -> None:
        from game.client.foodies.setup_scene import SetupScene
        self.app.replace(SetupScene(self.app, self.config))

    def to_menu(self) -> None:
        self.app.to_menu()

    def draw(self, surface: pygame.Surface) -> None:
        PANEL = self.panel
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, PANEL, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text = self.app.text
        r = self.renderer
        text.draw(surface, text.tr("foodies.results.title"), 24, theme.TOMATO,
                  (PANEL.centerx, PANEL.top + 34), "center", role="bold")
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
        cols = (PANEL.left + 116, PANEL.left + 330, PANEL.left + 620, PANEL.left + 705)
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
            if row["winner"]:
                pygame.draw.rect(surface, theme.MUSTARD_LIGHT, band, border_radius=12)
            pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, band, 2, border_radius=12)
            dot = (X(band.left + 32), band.centery)
            if row["winner"]:
                r._crown(surface, (dot[0], dot[1] + 2), self.app.tick)
            else:
                pygame.draw.circle(surface, SEAT_COLORS[row["seat"] % 4], dot, 13)
                text.draw(surface, str(row["seat"] + 1), 16, theme.WHITE, dot, "center", "display")
            text.draw(surface, r.name(row["seat"]), 22, theme.INK, (X(cols[0]), band.centery), start, "bold")
            dishes = pygame.Rect(cols[1], band.top + 5, 250, band.h - 10)
            if rtl:
                dishes.right = X(cols[1])
            self._dishes(surface, row["dishes"], dishes)
            text.draw(surface, str(row["served"]), 26, theme.INK, (X(cols[2]), band.centery), "center", "bold")
            text.draw(surface, str(row["score"]), 34, theme.INK, (X(cols[3]), band.centery), "center", "display")
            y += row_h
        self.buttons.draw(surface, self.app)

    def _dishes(self, surface: pygame.Surface, dishes: list[int], area: pygame.Rect) -> None:
        if not dishes:
            return
        ch = area.h
        cw = round(ch * 160 / 224)
        step = min(cw + 4, (area.w - cw) / max(1, len(dishes) - 1))
        for i, rid in enumerate(dishes):
            surface.blit(self.renderer.art.recipe(rid, (cw, ch)), (area.left + round(i * step), area.top))
