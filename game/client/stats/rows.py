"""The statistics page's rows, drawn: one painter per row kind, in an
explicit table (`PAINTERS`: overview, empty, splits_head, split,
history_head, history), for `StatisticsScene` (which keeps the rows, the
cursor and the scrolling)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client import theme
from game.client.records import stats_model as model, words
from game.client.stats import charts
from game.client.stats.layout import HISTORY_COLS, NAME_W, VIEW, Line
from game.storage import stats as S


class RowPainter:
    """Draws a `StatisticsScene`'s rows (``scene``: its app, tab, game and
    the history's replay and review)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        PAINTERS[line.kind](self, surface, line, rect, focused)

    def draw_scrollbar(self, surface: pygame.Surface) -> None:
        last = self.scene._last_first()
        if last <= 0:
            return
        track = self.scene.scrollbar()
        pygame.draw.rect(surface, (*theme.SHADOW,), track, border_radius=7)
        shown = max(1, len(self.scene.visible()))
        h = max(30, round(track.h * shown / len(self.scene.lines)))
        knob = pygame.Rect(track.left + 2, track.top + round((track.h - h) * self.scene.first / last), track.w - 4, h)
        pygame.draw.rect(surface, theme.MUSTARD, knob, border_radius=5)

    def review_pill(self, row: pygame.Rect) -> pygame.Rect:
        col = self.columns(row)["replay"]
        pill = pygame.Rect(0, 0, 110, row.h - 12)
        pill.center = (col.right - 62, row.centery) if not self.scene.app.text.rtl else (col.left + 62, row.centery)
        return pill

    # overview
    def _cards(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        m = charts.Mirror(VIEW, self.scene.app.text.rtl)
        top, low = rect.top, rect.top + 236
        third = (VIEW.w - 32) // 3

        def at(x: int, y: int, w: int, h: int) -> pygame.Rect:
            r = m.span(VIEW.left + x, w)
            return pygame.Rect(r.left, y, r.w, h)
        return {"rating": at(0, top, 380, 220), "rolling": at(396, top, VIEW.w - 396, 220),
                "places": at(0, low, third, 210), "points": at(third + 16, low, third, 210),
                "levels": at(2 * (third + 16), low, VIEW.w - 2 * (third + 16), 210)}

    def draw_overview(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, tab = self.scene.app.text, self.scene.tab
        c = self._cards(rect)
        self._draw_rating(surface, c["rating"])
        charts.rolling(surface, text, c["rolling"], tab.rolling, tab.recent)
        charts.places(surface, text, c["places"], tab.places)
        charts.points(surface, text, c["points"], tab.recent)
        charts.levels(surface, text, c["levels"], tab.game, tab.by_level)

    def _draw_rating(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text, view = self.scene.app.text, self.scene.tab.rating
        area = charts.card(surface, text, rect, text.tr("stats.rating.title"))
        cx = area.centerx
        if not view.rated_game:
            text.draw(surface, "–", 44, theme.INK, (cx, area.top + 30), "center", role="display")
            self._sentence(surface, text.tr("stats.rating.unrated"), pygame.Rect(area.left, area.top + 70, area.w, 60))
            return
        r = view.shown
        text.draw(surface, f"{r.mu:.1f} ± {r.sigma:.1f}", 40, theme.INK, (cx, area.top + 24), "center",
                  role="display")
        where = words.ladder_sentence(text, self.scene.game, view.where)
        if view.rating is None:
            self._sentence(surface, text.tr("stats.rating.none"), pygame.Rect(area.left, area.top + 52, area.w, 46))
        else:
            self._sentence(surface, where or "", pygame.Rect(area.left, area.top + 52, area.w, 24), theme.TOMATO_DARK)
            self._sentence(surface, text.tr("stats.rating.games", n=view.games),
                           pygame.Rect(area.left, area.top + 78, area.w, 22), theme.CHOCOLATE_LIGHT, 15)
        charts.ladder(surface, text, pygame.Rect(area.left + 30, area.bottom - 56, area.w - 60, 52), self.scene.game, view)

    def _sentence(self, surface: pygame.Surface, s: str, box: pygame.Rect, color=theme.INK, size: int = 17) -> None:
        """``s`` centred in ``box``, wrapped and shrunk to fit."""
        text = self.scene.app.text
        for sz in range(size, 11, -1):
            lines = text.wrap(s, sz, box.w - 8, "bold")
            lh = text.line_height(sz, "bold")
            if len(lines) * lh <= box.h + lh // 3:
                break
        y = box.centery - (len(lines) - 1) * lh // 2
        for ln in lines:
            row = pygame.Rect(box.left, y - lh // 2, box.w, lh)
            text.draw(surface, ln, sz, color, (box.centerx, y), "center", role="bold", box=row.inflate(0, 4))
            y += lh

    def draw_empty(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, name = self.scene.app.text, self.scene.game_name()
        even = self.scene.tab.rating.even
        box = pygame.Rect(0, 0, 860, 300 if even else 240)
        box.center = (VIEW.centerx, rect.top + 190)
        theme.panel(surface, box, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26, border_width=4, shadow=10)
        title = text.tr("stats.empty_title", game=name)
        text.draw(surface, title, text.fit_size(title, 34, box.w - 60, "display"), theme.TOMATO_DARK,
                  (box.centerx, box.top + 52), "center", role="display")
        self._sentence(surface, text.tr("stats.empty_body"), pygame.Rect(box.left + 40, box.top + 96, box.w - 80, 110),
                       theme.INK, 22)
        if even:
            self._sentence(surface, text.tr("stats.empty_start", level=words.level_name(text, self.scene.game, even)),
                           pygame.Rect(box.left + 40, box.bottom - 70, box.w - 80, 40), theme.BASIL, 22)

    # the splits table
    def _split_columns(self) -> list[tuple[str, str]]:
        """(column id, its head) after the name column; a counter's id is "c:<name>"."""
        tr = self.scene.app.text.tr
        cols = [(c, tr(f"stats.col.{c}")) for c in model.COLUMNS]
        return cols + [(f"c:{n}", words.counter_name(self.scene.app.text, self.scene.game, n)) for n in self.scene.tab.counters]

    def _split_cells(self, rect: pygame.Rect) -> list[pygame.Rect]:
        m = charts.Mirror(VIEW, self.scene.app.text.rtl)
        cols = self._split_columns()
        w = (VIEW.w - NAME_W - 16) / len(cols)
        out = [m.span(VIEW.left + 16, NAME_W - 16)]
        out += [m.span(VIEW.left + NAME_W + i * w, w) for i in range(len(cols))]
        return [pygame.Rect(r.left, rect.top, r.w, rect.h) for r in out]

    def _section(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
        """A section's title over a chocolate band; the band's rect (for the column heads)."""
        text = self.scene.app.text
        box = pygame.Rect(rect.left + 8, rect.top + 2, rect.w - 16, 28)
        text.draw(surface, title, text.fit_size(title, 22, box.w, "bold"), theme.CREAM,
                  (box.right, box.centery) if text.rtl else (box.left, box.centery), "start", role="bold",
                  shadow=theme.SHADOW, box=box)
        band = pygame.Rect(rect.left, rect.top + 32, rect.w, rect.h - 34)
        theme.panel(surface, band, fill=theme.CHOCOLATE, border=theme.CHOCOLATE, radius=10, border_width=0, shadow=0)
        return band

    def _heads(self, surface: pygame.Surface, cells: list[pygame.Rect], heads: list[str]) -> None:
        text = self.scene.app.text
        for cell, head in zip(cells, heads):
            box = cell.inflate(-6, -4)
            for size in (15, 14, 13, 12, 11):
                lines = text.wrap(head, size, box.w, "bold")
                lh = text.line_height(size, "bold")
                if len(lines) <= 2 and all(text.width(ln, size, "bold") <= box.w for ln in lines):
                    break
            y = box.centery - (len(lines) - 1) * (lh - 4) // 2
            for ln in lines[:2]:
                text.draw(surface, ln, size, theme.MUSTARD_LIGHT, (box.centerx, y), "center", role="bold",
                          box=pygame.Rect(box.left, y - lh // 2, box.w, lh).inflate(0, 6))
                y += lh - 4

    def draw_splits_head(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        band = self._section(surface, rect, self.scene.app.text.tr("stats.splits.title"))
        cells = self._split_cells(band)
        self._heads(surface, cells[1:], [h for _, h in self._split_columns()])

    def _band(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, odd: bool = False) -> pygame.Rect:
        band = rect.inflate(0, -4)
        fill = theme.MUSTARD_LIGHT if focused else ((246, 232, 204) if odd else theme.CREAM)
        theme.panel(surface, band, fill=fill, border=theme.CHOCOLATE if focused else theme.CHOCOLATE_LIGHT,
                    radius=8, border_width=2, shadow=0)
        return band

    def draw_split(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, row = self.scene.app.text, line.data
        band = self._band(surface, rect, focused, odd=row.depth == 1)
        cells = self._split_cells(band)
        name = words.split_name(text, self.scene.game, row.key)
        nbox = cells[0].inflate(-4, 0)
        if row.depth:   # a seat count inside an opponent's split: indented
            nbox = pygame.Rect(nbox.left + (0 if text.rtl else 18), nbox.top, nbox.w - 18, nbox.h)
        role = "bold" if not row.depth else "body"   # fitted in the role it is drawn in (body grows with text size)
        text.draw(surface, name, text.fit_box(name, 16, nbox, role, 6 if role == "body" else 11), theme.INK,
                  (nbox.right, nbox.centery) if text.rtl else (nbox.left, nbox.centery), "start",
                  role=role, box=nbox)
        b = row.bucket
        for (col, _), cell in zip(self._split_columns(), cells[1:]):
            v = b.counters.get(col[2:], 0) if col.startswith("c:") else model.cell(b, col)
            shown = (f"{words.percent(v)}%" if v is not None else "–") if col == "rate" else \
                words.number(v, 2 if col == "avg_place" else 1) if col in ("avg_points", "avg_place") else \
                ("–" if v is None else str(v))
            box = cell.inflate(-4, 0)
            text.draw(surface, shown, text.fit_size(shown, 16, box.w, "bold"), theme.INK, box.center, "center",
                      role="bold", box=box)

    # the history
    def columns(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        m = charts.Mirror(VIEW, self.scene.app.text.rtl)
        out, x = {}, VIEW.left + 12
        for name, w in HISTORY_COLS:
            r = m.span(x, w)
            out[name] = pygame.Rect(r.left, rect.top, r.w, rect.h)
            x += w
        return out

    def draw_history_head(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        tr = self.scene.app.text.tr
        band = self._section(surface, rect, tr("stats.history.title", n=len(self.scene.tab.history)))
        cols = self.columns(band)
        self._heads(surface, list(cols.values()), [tr(f"stats.history.col.{c}") for c, _ in HISTORY_COLS])

    def draw_history(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, e, tr = self.scene.app.text, line.data, self.scene.app.text.tr
        band = self._band(surface, rect, focused)
        if focused:
            theme.focus_ring(surface, band, self.scene.app.tick, radius=8)
            self._band(surface, rect, focused)
        cols = self.columns(band)

        def put(col: str, s: str, color=theme.INK, role: str = "bold", anchor: str = "start") -> None:
            box = cols[col].inflate(-8, 0)
            pos = box.center if anchor == "center" else ((box.right, box.centery) if text.rtl else
                                                         (box.left, box.centery))
            # body text grows with the Text size setting: it may shrink further to fit its column
            least = 6 if role == "body" else 11
            text.draw(surface, s, text.fit_box(s, 17, box, role, least), color, pos, anchor, role=role, box=box)

        put("date", words.date_text(e["date"]), theme.CHOCOLATE_LIGHT, "body")
        n = len(e["players"])
        if e["mode"] == S.HOTSEAT:
            put("who", tr("stats.history.hotseat", n=n))
        else:
            put("who", tr("stats.history.seats_vs", n=n, who=words.players_who(text, self.scene.game, e["players"],
                                                                                 e["seat"])))
        outcome = e["outcome"]
        pill = cols["outcome"].inflate(-14, -12)
        color = {S.WON: theme.BASIL, S.LOST: theme.TOMATO_DARK}.get(outcome, (150, 140, 128))
        pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
        label = tr(f"stats.outcome.{outcome}")
        text.draw(surface, label, text.fit_box(label, 16, pill.inflate(-10, 0), "bold"), theme.CREAM, pill.center,
                  "center", role="bold", box=pill.inflate(-6, 0))
        if e["place"] is not None:
            put("place", words.place(text, e["place"]), anchor="center")
            put("points", tr("stats.history.points", n=e["points"]), anchor="center")
        if self.scene.replay_of(e) is not None:
            review = self.scene.can_review(e)
            if review:   # the replay's word keeps clear of the Review pill
                p = self.review_pill(band)
                cols["replay"] = (cols["replay"].clip(pygame.Rect(p.right + 6, band.top, band.w, band.h))
                                  if text.rtl else pygame.Rect(cols["replay"].left, band.top,
                                                               p.left - 6 - cols["replay"].left, band.h))
            put("replay", tr("stats.history.replay"), theme.TOMATO_DARK)
            if review:
                pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, p, border_radius=p.h // 2)
                rv = tr("stats.history.review")
                text.draw(surface, rv, text.fit_box(rv, 15, p.inflate(-12, 0), "bold"), theme.CREAM, p.center,
                          "center", role="bold", box=p.inflate(-6, 0))
        elif outcome != S.ABANDONED:
            put("replay", tr("stats.history.no_replay"), (150, 140, 128), "body")


#: Row kind -> its painter.
PAINTERS: dict[str, Callable[[RowPainter, pygame.Surface, Line, pygame.Rect, bool], None]] = {
    "overview": RowPainter.draw_overview,
    "empty": RowPainter.draw_empty,
    "splits_head": RowPainter.draw_splits_head,
    "split": RowPainter.draw_split,
    "history_head": RowPainter.draw_history_head,
    "history": RowPainter.draw_history,
}
