"""The results of a Rodízio game: the revealed table under a panel that
ranks everyone, names the rodízio master (the second-highest total, rule
book §8) and offers play again / new setup / main menu.

It uses the table's memory-aid presentation (``diner_summary``): each row
is a diner's rank, name, eaten pizzas in eating order and its slip (total,
pizza count, value tokens; the winner's golden and crowned); the line under
the title says who is second and wins, and who was first."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common.grow import grown
from game.client.common.results_scene import GameResultsScene, card_row, row_band
from game.client.rodizio import diner_summary as ds
from game.client.rodizio import memory_aid as ma
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client.screen_parts import draw_prompts
from game.rules import rodizio as R

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
    """One row per participant in finishing order — the one meaning of
    "place" the game uses everywhere, the Statistics screen included
    (``game.kits.rodizio.places``, docs/statistics.md): the winners first
    (1st), then the other seats by how far their total was from the
    winning, second-highest total; the Glutton takes no place (``place``
    None) and sits where its total would. Each row: ``actor``, ``total``,
    ``count``, ``winner``, ``place`` and ``tally`` (a ``memory_aid.Tally``:
    the eaten pizzas in order, read from the core's observation)."""
    from game.kits.rodizio import places as finishing_places
    res = flow.result or {}
    tallies = {t.actor: t for t in ma.tallies_from_observation(R.observe(flow.state, 0))}
    seat_places = finishing_places(res) if res.get("totals") else []
    rows = [{"actor": s, "total": res["totals"][s], "count": tallies[s].count,
             "winner": s in res.get("winners", []), "tally": tallies[s], "place": seat_places[s]}
            for s in range(len(res.get("totals", [])))]
    if res.get("glutton_total") is not None:
        rows.append({"actor": "glutton", "total": res["glutton_total"],
                     "count": tallies[ma.GLUTTON].count, "winner": bool(res.get("glutton_wins")),
                     "tally": tallies[ma.GLUTTON], "place": None})
    distinct = sorted({r["total"] for r in rows}, reverse=True)
    t2 = distinct[1] if len(distinct) > 1 else (distinct[0] if distinct else 0)
    rows.sort(key=lambda r: (not r["winner"], abs(r["total"] - t2), r["place"] is None,
                             r["actor"] if isinstance(r["actor"], int) else 99))
    return rows


def final_line(flow: TableFlow) -> tuple[str, dict[str, Any]]:
    """Who is second and wins, and who was first (a memory_aid message)."""
    return ma.final_message(ma.standing(ma.tallies_from_observation(R.observe(flow.state, 0))))


class ResultsScene(GameResultsScene):
    prefix = "rodizio"

    def __init__(self, app: Any, config: GameConfig, flow: TableFlow,
                 renderer: TableRenderer) -> None:
        super().__init__(app, config, flow, renderer)
        self._make_buttons(PANEL, 200, PANEL.bottom - 84)

    def headline_text(self) -> str:
        return self.renderer.tr(headline(self.flow.result or {}))

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        theme.dim(surface, 150)
        theme.panel(surface, PANEL, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        text = self.app.text
        r = self.renderer
        res = self.flow.result or {}
        head = headline(res)
        title = r.tr(head)
        viewer = getattr(self.flow, "viewer", None)
        said = head[0] == "rodizio.results.master" and head[1].get("actor") == viewer \
            and len(self.config.humans) == 1   # "You: rodízio master!" says the win: once
        self.draw_top_line(surface, PANEL, PANEL.top + 34, text.tr("rodizio.results.title"),
                           headline_says_you_won=said)
        text.draw(surface, title, 36, theme.INK, (PANEL.centerx, PANEL.top + 76), "center",
                  role="display")
        # the rule and the final standing: grown with the Text size setting
        # as far as each keeps its line's band (a long one shrinks to it)
        rule = text.tr("rodizio.results.rule")
        band = pygame.Rect(PANEL.left + 30, PANEL.top + 98, PANEL.w - 60, 24)
        text.draw(surface, rule, text.fit_box(rule, text.reading_size(16), band, "bold", least=12),
                  theme.CHOCOLATE_LIGHT, band.center, "center", role="bold", box=band.inflate(0, 8))
        final = ds.message_text(text, final_line(self.flow), lambda a: r.name(a))
        band = pygame.Rect(PANEL.left + 30, PANEL.top + 124, PANEL.w - 60, 26)
        text.draw(surface, final, text.fit_box(final, text.reading_size(19), band, "bold", least=12),
                  theme.TOMATO_DARK, band.center, "center", role="bold", box=band.inflate(0, 8))
        y = PANEL.top + 158
        rows = standings(self.flow)
        row_h = 86 if len(rows) <= 3 else 80
        spicy = bool(self.flow.state_json["spicy"])

        def col(x: int, w: int, top: int, h: int) -> pygame.Rect:
            """A column ``x`` px from the panel's start edge (mirrored in RTL)."""
            rect = pygame.Rect(PANEL.left + x, top, w, h)
            if text.rtl:
                rect.x = PANEL.right - x - w
            return rect

        for row in rows:
            band = pygame.Rect(PANEL.left + 30, y, PANEL.width - 60, row_h - 8)
            row_band(surface, band, row["winner"])
            rank = col(34, 74, band.top, band.h)
            place = row["place"]
            words = text.tr(f"rodizio.results.rank_{min(place, 5)}") if place else "—"
            text.draw(surface, words, text.fit_box(words, text.reading_size(22), rank.inflate(-6, -12), "display",
                                                   least=22),
                      theme.TOMATO if row["winner"] else theme.CHOCOLATE_LIGHT, rank.center, "center",
                      "display")
            self._name(surface, r.name(row["actor"], True), col(112, 160, band.top, band.h))
            self._plate_of(surface, row["tally"], col(276, 236, band.top + 6, band.h - 12))
            ds.draw_tally(surface, text, row["tally"], col(522, 146, band.top + 4, band.h - 8),
                          spicy=spicy, crowned=row["winner"], tick=self.app.tick)
            y += row_h
        self._draw_progress(surface)   # the statistics line
        self.buttons.draw(surface, self.app)
        draw_prompts(surface, self.app, [("left", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])

    def _name(self, surface: pygame.Surface, words: str, box: pygame.Rect) -> None:
        """A row's diner ("CPU 2 · easy") in its column: 21, grown with the
        Text size setting on up to two lines as far as the row holds them."""
        text = self.app.text

        def lines(k: int) -> list[str]:
            return text.wrap(words, k, box.w, "bold")

        def fits(k: int) -> bool:
            got = lines(k)
            return len(got) <= 2 and all(text.width(ln, k, "bold") <= box.w for ln in got) \
                and len(got) * (k + 6) <= box.h - 8
        size = grown(text, 21, fits)
        got = lines(size) if size > 21 else [words]
        lh = size + 6
        top = box.centery - lh * len(got) // 2
        for i, ln in enumerate(got):
            y = top + lh * i + lh // 2
            text.draw(surface, ln, size, theme.INK, (box.right, y) if text.rtl else (box.left, y), "start", "bold")

    def lost_line(self, viewer: int, result: dict) -> str:
        """The second-highest total wins here, so the plain line names who had it
        (or that the Glutton was, or that nobody was)."""
        tr = self.app.text.tr
        if result.get("glutton_wins"):
            return tr("rodizio.results.you_lost_glutton")
        winners = result.get("winners") or []
        if not winners:
            return tr("rodizio.results.you_lost_nobody")
        names = ("، " if self.app.text.rtl else ", ").join(self.renderer.name(w) for w in winners)
        return tr("rodizio.results.you_lost", who=names, n=len(winners))

    def _plate_of(self, surface: pygame.Surface, tally: ma.Tally, area: pygame.Rect) -> None:
        """What a diner ate, in eating order, as small overlapping cards
        (values readable), running from the start edge."""
        cards = list(tally.eaten)
        if self.app.text.rtl:
            # Right to left: the first pizza at the right edge, on top.
            ch = area.h
            cw = round(ch * 120 / 168)
            step = min(cw * 0.62, (area.w - cw) / max(1, len(cards) - 1)) if cards else 0
            for i, c in reversed(list(enumerate(cards))):
                surface.blit(self.renderer.art.face(c["id"], (cw, ch)), (area.right - cw - round(i * step), area.top))
            return
        card_row(surface, cards, area, (120, 168), lambda c, size: self.renderer.art.face(c["id"], size),
                 lambda cw: cw * 0.62)
