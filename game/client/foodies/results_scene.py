"""The results of a Foodies game: the final table under a panel that ranks
every seat (score, recipes served, the dishes), crowns the winner(s),
explains the tie rule when it decided (``GameOver.tie_rule``) and offers
play again / new setup / main menu."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.results_scene import GameResultsScene, row_band
from game.client.foodies import dish_points
from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import trophy_tiles
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_flow import TableFlow

#: Wide enough for a row of dish tiles whose names are never cut.
PANEL = pygame.Rect(110, 56, 1060, 608)


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

    def headline_text(self) -> str:
        return self.renderer.tr(headline(self.flow))

    def draw(self, surface: pygame.Surface) -> None:
        PANEL = self.panel
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, PANEL, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text = self.app.text
        r = self.renderer
        head = headline(self.flow)
        said = head[0] == "foodies.results.winner" and r.tr(head) == text.tr("foodies.results.winner_you")
        self.draw_top_line(surface, PANEL, PANEL.top + 34, text.tr("foodies.results.title"),
                           headline_says_you_won=said)
        text.draw(surface, r.tr(head), 40, theme.INK, (PANEL.centerx, PANEL.top + 78),
                  "center", role="display")
        rule = tie_rule(self.flow)
        sub = text.tr(f"foodies.results.tie_{rule}") if rule else text.tr("foodies.results.rule")
        band = pygame.Rect(PANEL.left + 30, PANEL.top + 106, PANEL.w - 60, 28)   # grown as far as it holds
        text.draw(surface, sub, text.fit_box(sub, text.reading_size(19), band, "bold", least=12),
                  theme.TOMATO_DARK if rule else theme.CHOCOLATE_LIGHT, band.center, "center", role="bold",
                  box=band.inflate(0, 8))
        y = PANEL.top + 150
        rtl = text.rtl

        def X(x: int) -> int:       # columns mirror in right-to-left languages
            return PANEL.left + PANEL.right - x if rtl else x

        start = "midright" if rtl else "midleft"
        cols = (PANEL.left + 112, PANEL.left + 300, PANEL.left + 900, PANEL.left + 985)
        head = theme.CHOCOLATE_LIGHT
        text.draw(surface, text.tr("foodies.results.who"), 17, head, (X(cols[0]), y), start, "bold")
        text.draw(surface, text.tr("foodies.results.dishes_bonus"), 17, head, (X(cols[1]), y), start, "bold")
        text.draw(surface, text.tr("foodies.results.served"), 17, head, (X(cols[2]), y), "center", "bold")
        text.draw(surface, text.tr("foodies.results.score"), 17, head, (X(cols[3]), y), "center", "bold")
        y += 18
        rows = standings(self.flow)
        plates, unplaced = self.dish_rows()
        row_h = 86 if len(rows) <= 3 else 82
        for row in rows:
            band = pygame.Rect(PANEL.left + 30, y, PANEL.width - 60, row_h - 8)
            row_band(surface, band, row["winner"])
            dot = (X(band.left + 32), band.centery)
            if row["winner"]:
                r.paint.crown(surface, (dot[0], dot[1] + 2), self.app.tick)
            else:
                theme.seat_token(surface, row["seat"], dot, 13, (str(row["seat"] + 1), (text, 16)))
            who = r.name(row["seat"])
            who_box = pygame.Rect(0, band.top + 4, cols[1] - cols[0] - 14, band.h - 8)
            who_box.left = X(cols[0]) - (who_box.w if rtl else 0)
            text.draw(surface, who, text.fit_box(who, text.reading_size(22), who_box, "bold", least=11), theme.INK,
                      (X(cols[0]), band.centery), start, "bold")
            dishes = pygame.Rect(cols[1], band.top + 5, cols[2] - cols[1] - 50, band.h - 10)
            if rtl:
                dishes.right = X(cols[1])
            self._dishes(surface, plates[row["seat"]], unplaced[row["seat"]], dishes)
            text.draw(surface, str(row["served"]), 26, theme.INK, (X(cols[2]), band.centery), "center", "bold")
            text.draw(surface, str(row["score"]), 34, theme.INK, (X(cols[3]), band.centery), "center", "display")
            y += row_h
        self._draw_progress(surface)   # the statistics line
        self.buttons.draw(surface, self.app)

    def ranking(self, result: dict) -> dict[int, Any]:
        """Score, then recipes served (the tie rule)."""
        served = self.flow.state_json["served"]
        return {s: (v, len(served[s])) for s, v in enumerate(result.get("scores", []))}

    def dish_rows(self) -> tuple[list[list[dish_points.Dish]], list[int]]:
        """Each seat's dishes with their points (+2 for a first cook, known
        from the game's record when the table has one) and the bonus points
        no dish could be credited with (``dish_points.dishes``)."""
        record = self.record   # the table's recorder's (offer_review); from a fresh deal only
        firsts = dish_points.first_cooks(record.actions) if record is not None and \
            record.initial_state.get("round") == 1 and not any(record.initial_state.get("served", [[]])) else None
        return dish_points.dishes(self.flow.state_json, firsts)

    def _dishes(self, surface: pygame.Surface, dishes: list[dish_points.Dish], unplaced: int,
                area: pygame.Rect) -> None:
        """The recipes a seat served, as readable name tiles (as on the
        table) with their points, "+2" on a first cook's; bonus points no
        dish could be credited with as one more tile ("+4 first cook")."""
        tiles = trophy_tiles(tuple(area), len(dishes) + (1 if unplaced else 0))
        for d, r in zip(dishes, tiles):
            surface.blit(self.renderer.art.trophy(d.recipe, r[2:], bonus=d.first), r[:2])
        if unplaced:
            r = pygame.Rect(tiles[-1])
            pygame.draw.rect(surface, theme.MUSTARD_LIGHT, r, border_radius=r.h // 2)
            pygame.draw.rect(surface, theme.TOMATO_DARK, r, 2, border_radius=r.h // 2)
            words = self.app.text.tr("foodies.results.bonus_left", n=unplaced)
            self.app.text.draw(surface, words, self.app.text.fit_size(words, 13, r.w - 10, "bold", least=10),
                               theme.INK, r.center, "center", role="bold", box=r)
