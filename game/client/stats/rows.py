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
from game.client.text_block import draw_block, fit_lines
from game.client.stats.layout import CARD_GAP, CARD_LOW_H, CARD_TOP_H, HISTORY_COLS, NAME_W, SPLIT_FIRST, VIEW, Line
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
        pill = pygame.Rect(0, 0, round(110 * min(self.scene.app.text.scale, 1.4)), row.h - round(12 * self.scene.app.text.scale))
        pill.center = (col.right - 7 - pill.w // 2, row.centery) if not self.scene.app.text.rtl else (col.left + 7 + pill.w // 2, row.centery)
        return pill

    # overview
    def _cards(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """The overview's cards in ``rect``: the rating and the rolling win
        rate on top, the three other charts under them, grown with the text
        (past 100 % each row of cards is a row of the page of its own)."""
        g = self.scene.app.text.scale
        m = charts.Mirror(VIEW, self.scene.app.text.rtl)
        top_h, low_h = round(CARD_TOP_H * g), round(CARD_LOW_H * g)
        top, low = rect.top, rect.top + top_h + CARD_GAP
        third = (VIEW.w - 32) // 3
        rating_w = round(380 * min(g, 1.4))

        def at(x: int, y: int, w: int, h: int) -> pygame.Rect:
            r = m.span(VIEW.left + x, w)
            return pygame.Rect(r.left, y, r.w, h)
        return {"rating": at(0, top, rating_w, top_h), "rolling": at(rating_w + 16, top, VIEW.w - rating_w - 16, top_h),
                "places": at(0, low, third, low_h), "points": at(third + 16, low, third, low_h),
                "levels": at(2 * (third + 16), low, VIEW.w - 2 * (third + 16), low_h)}

    def draw_overview(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, tab = self.scene.app.text, self.scene.tab
        if line.data == ("low",):   # the low row alone: its cards at the row's top
            rect = rect.move(0, -round(CARD_TOP_H * text.scale) - CARD_GAP)
        c = self._cards(rect)
        if "top" in line.data:
            self._draw_rating(surface, c["rating"])
            charts.rolling(surface, text, c["rolling"], tab.rolling, tab.recent)
        if "low" in line.data:
            charts.places(surface, text, c["places"], tab.places)
            charts.points(surface, text, c["points"], tab.recent)
            charts.levels(surface, text, c["levels"], tab.game, tab.by_level)

    def _draw_rating(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text, view = self.scene.app.text, self.scene.tab.rating
        area = charts.card(surface, text, rect, text.tr("stats.rating.title"))
        cx, g = area.centerx, text.scale

        def band(y: int, h: int) -> pygame.Rect:   # a line of the card, grown with the text
            return pygame.Rect(area.left, area.top + round(y * g), area.w, round(h * g))
        if not view.rated_game:
            text.draw(surface, "–", text.reading_size(44), theme.INK, (cx, area.top + round(30 * g)), "center",
                      role="display")
            self._sentence(surface, text.tr("stats.rating.unrated"), band(70, 60))
            return
        r = view.shown
        text.draw(surface, f"{r.mu:.1f} ± {r.sigma:.1f}", text.reading_size(40), theme.INK,
                  (cx, area.top + round(24 * g)), "center", role="display")
        where = words.ladder_sentence(text, self.scene.game, view.where)
        if view.rating is None:
            self._sentence(surface, text.tr("stats.rating.none"), band(52, 46))
        else:
            self._sentence(surface, where or "", band(52, 24), theme.TOMATO_DARK)
            self._sentence(surface, text.tr("stats.rating.games", n=view.games), band(78, 22), theme.CHOCOLATE_LIGHT, 15)
        charts.ladder(surface, text, pygame.Rect(area.left + 30, area.bottom - round(56 * g), area.w - 60,
                                                 round(52 * g)), self.scene.game, view)

    def _sentence(self, surface: pygame.Surface, s: str, box: pygame.Rect, color=theme.INK, size: int = 17) -> None:
        """``s`` centred in ``box``, grown with the text, wrapped and shrunk to fit."""
        text = self.scene.app.text
        for sz in range(text.reading_size(size), 11, -1):
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
        body, start = text.tr("stats.empty_body"), None
        if even:
            start = text.tr("stats.empty_start", level=words.level_name(text, self.scene.game, even))
        # the sentences' heights at the grown size (100 %: the designed 110 and 40)
        size, lh = text.reading_size(22), text.line_height(text.reading_size(22), "bold")
        body_h = max(110, len(text.wrap(body, size, 860 - 88, "bold")) * lh + 8)
        start_h = 0 if start is None else max(40, len(text.wrap(start, size, 860 - 88, "bold")) * lh)
        box = pygame.Rect(0, 0, 860, 96 + body_h + (start_h + 30 if start else 34))
        box.center = (VIEW.centerx, rect.top + max(190, box.h // 2 + 16))
        theme.panel(surface, box, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26, border_width=4, shadow=10)
        title = text.tr("stats.empty_title", game=name)
        text.draw(surface, title, text.fit_size(title, 34, box.w - 60, "display"), theme.TOMATO_DARK,
                  (box.centerx, box.top + 52), "center", role="display")
        self._sentence(surface, body, pygame.Rect(box.left + 40, box.top + 96, box.w - 80, body_h), theme.INK, 22)
        if start:
            self._sentence(surface, start, pygame.Rect(box.left + 40, box.bottom - start_h - 30, box.w - 80, start_h),
                           theme.BASIL, 22)

    # the splits table
    def _split_columns(self, section: str = "splits") -> list[tuple[str, str]]:
        """(column id, its head) after the name column; a counter's id is
        "c:<name>". With the text grown the table is two (`lines_of`): the
        games and streaks ("splits"), then the points and the rest ("splits2")."""
        tr = self.scene.app.text.tr
        cols = [(c, tr(f"stats.col.{c}")) for c in model.COLUMNS]
        cols += [(f"c:{n}", words.counter_name(self.scene.app.text, self.scene.game, n)) for n in self.scene.tab.counters]
        if self.scene.app.text.scale == 1.0:
            return cols
        return cols[:SPLIT_FIRST] if section == "splits" else cols[SPLIT_FIRST:]

    def _split_cells(self, rect: pygame.Rect, section: str) -> list[pygame.Rect]:
        m = charts.Mirror(VIEW, self.scene.app.text.rtl)
        widths = self._split_widths(section)
        out = [m.span(VIEW.left + 16, widths[0] - 16)]
        x = VIEW.left + widths[0]
        for w in widths[1:]:
            out.append(m.span(x, w))
            x += w
        return [pygame.Rect(r.left, rect.top, r.w, rect.h) for r in out]

    @staticmethod
    def _figure(col: str, b: Any) -> str:
        """A split's figure in column ``col`` as shown."""
        v = b.counters.get(col[2:], 0) if col.startswith("c:") else model.cell(b, col)
        if col == "rate":
            return f"{words.percent(v)}%" if v is not None else "–"
        if col in ("avg_points", "avg_place"):
            return words.number(v, 2 if col == "avg_place" else 1)
        return "–" if v is None else str(v)

    def _split_widths(self, section: str) -> list[float]:
        """The splits table's column widths: the name's, then each figure's.
        At 100 % the name has ``NAME_W`` and the figures share the rest
        evenly; grown with the text, each column gets a share as wide as its
        head's longest word needs (the rest in proportion), the name at most
        a third of the table (longer names take two lines)."""
        text = self.scene.app.text
        heads = [h for _, h in self._split_columns(section)]
        room = VIEW.w - 16
        if text.scale == 1.0:
            return [NAME_W] + [(room - NAME_W) / len(heads)] * len(heads)
        size, fig = text.reading_size(15), text.reading_size(16)
        cols = [c for c, _ in self._split_columns(section)]
        figures = [max((text.width(self._figure(c, r.bucket), fig, "bold") for r in self.scene.tab.splits), default=0)
                   for c in cols]
        need = [max(60, f + 12, max(text.width(w, size, "bold") for w in (h.split() or [""])) + 14)
                for h, f in zip(heads, figures)]
        name = round(room * 0.33)
        share = (room - 16 - name) / sum(need)
        return [name + 16] + [n * share for n in need]

    def _section(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
        """A section's title over a chocolate band; the band's rect (for the column heads)."""
        text = self.scene.app.text
        box = pygame.Rect(rect.left + 8, rect.top + 2, rect.w - 16, round(28 * text.scale))
        text.draw(surface, title, text.fit_size(title, text.reading_size(22), box.w, "bold"), theme.CREAM,
                  (box.right, box.centery) if text.rtl else (box.left, box.centery), "start", role="bold",
                  shadow=theme.SHADOW, box=box)
        band = pygame.Rect(rect.left, box.bottom + 2, rect.w, rect.bottom - box.bottom - 4)
        theme.panel(surface, band, fill=theme.CHOCOLATE, border=theme.CHOCOLATE, radius=10, border_width=0, shadow=0)
        return band

    def _heads(self, surface: pygame.Surface, cells: list[pygame.Rect], heads: list[str]) -> None:
        """Column heads, grown with the text, on as many lines as the band holds."""
        text = self.scene.app.text
        for cell, head in zip(cells, heads):
            draw_block(surface, text, head, text.reading_size(15), cell.inflate(-6, -4), theme.MUSTARD_LIGHT,
                       least=9, spacing=4)

    def draw_splits_head(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        title = "stats.splits.title" if line.section == "splits" else "stats.splits.title_more"
        band = self._section(surface, rect, self.scene.app.text.tr(title))
        cells = self._split_cells(band, line.section)
        self._heads(surface, cells[1:], [h for _, h in self._split_columns(line.section)])

    def _band(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, odd: bool = False) -> pygame.Rect:
        band = rect.inflate(0, -4)
        fill = theme.MUSTARD_LIGHT if focused else ((246, 232, 204) if odd else theme.CREAM)
        theme.panel(surface, band, fill=fill, border=theme.CHOCOLATE if focused else theme.CHOCOLATE_LIGHT,
                    radius=8, border_width=2, shadow=0)
        return band

    def draw_split(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, row = self.scene.app.text, line.data
        band = self._band(surface, rect, focused, odd=row.depth == 1)
        cells = self._split_cells(band, line.section)
        name = words.split_name(text, self.scene.game, row.key)
        nbox = cells[0].inflate(-4, 0)
        if row.depth:   # a seat count inside an opponent's split: indented
            nbox = pygame.Rect(nbox.left + (0 if text.rtl else 18), nbox.top, nbox.w - 18, nbox.h)
        # a seat count in the body role, the split's own name bold; both grown with the text, on two lines if need be
        role = "bold" if not row.depth else "body"
        draw_block(surface, text, name, 16 if role == "body" else text.reading_size(16), nbox, theme.INK, "start",
                   role, least=8, spacing=2)
        for (col, _), cell in zip(self._split_columns(line.section), cells[1:]):
            shown = self._figure(col, row.bucket)
            box = cell.inflate(-4, 0)
            text.draw(surface, shown, text.fit_box(shown, text.reading_size(16), box, "bold"), theme.INK, box.center,
                      "center", role="bold", box=box)

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
            # grown with the Text size setting (body text by its role, bold by its size); on two lines if need be
            draw_block(surface, text, s, 17 if role == "body" else text.reading_size(17), box, color, anchor, role,
                       least=8, spacing=2)

        put("date", words.date_text(e["date"]), theme.CHOCOLATE_LIGHT, "body")
        n = len(e["players"])
        if e["mode"] == S.HOTSEAT:
            put("who", tr("stats.history.hotseat", n=n))
        else:
            put("who", tr("stats.history.seats_vs", n=n, who=words.players_who(text, self.scene.game, e["players"],
                                                                                 e["seat"])))
        outcome = e["outcome"]
        pill = cols["outcome"].inflate(-14, -round(12 * text.scale))
        color = {S.WON: theme.BASIL, S.LOST: theme.TOMATO_DARK}.get(outcome, (150, 140, 128))
        pygame.draw.rect(surface, color, pill, border_radius=pill.h // 2)
        label = tr(f"stats.outcome.{outcome}")
        text.draw(surface, label, text.fit_box(label, text.reading_size(16), pill.inflate(-10, 0), "bold"), theme.CREAM,
                  pill.center,
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
                text.draw(surface, rv, text.fit_box(rv, text.reading_size(15), p.inflate(-12, 0), "bold"), theme.CREAM,
                          p.center,
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
