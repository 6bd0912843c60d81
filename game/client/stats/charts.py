"""The Statistics tab's charts and the rating ladder, drawn with pygame on
the table's look (cream cards with a chocolate border, tomato and basil
ink), each inside the rect it is given.

Every drawing mirrors in a right-to-left language (``rtl``): the time
axis runs from the right, the first place and the weakest level stand
on the right, labels sit on the right edge. Numbers go through the text
layer, so Persian shows its own digits.

Every text grows with the Text size setting (``text.reading_size``), and
so does the room kept for it (a card's head, an axis's labels, the line
under the bars: ``_grown``), so the cards are drawn taller past 100 %
(game.client.stats.rows)."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from game.client import theme
from game.client.records import words
from game.storage import stats as S

TITLE = 18
LABEL = 14
#: Ink of a won / lost game.
WON, LOST = theme.BASIL, theme.CHOCOLATE_LIGHT
GRID = (222, 205, 178)
#: The height a card's title takes.
HEAD = 34


def _grown(text: Any, px: float) -> int:
    """``px`` pixels of room for text, grown with the Text size setting."""
    return round(px * text.scale)


class Mirror:
    """x positions inside ``rect``, mirrored in a right-to-left language."""

    def __init__(self, rect: pygame.Rect, rtl: bool) -> None:
        self.rect, self.rtl = rect, rtl

    def x(self, x: float) -> int:
        return round(self.rect.left + self.rect.right - x) if self.rtl else round(x)

    def span(self, left: float, width: float) -> pygame.Rect:
        """A column ``left``…``left + width`` (absolute x) as a rect of the plot's height."""
        a, b = self.x(left), self.x(left + width)
        return pygame.Rect(min(a, b), self.rect.top, abs(b - a), self.rect.h)

    @property
    def start(self) -> str:
        return "midright" if self.rtl else "midleft"

    @property
    def end(self) -> str:
        return "midleft" if self.rtl else "midright"


def card(surface: pygame.Surface, text: Any, rect: pygame.Rect, title: str, note: str | None = None) -> pygame.Rect:
    """A cream card titled ``title`` (and ``note`` at the head's end, in
    tomato); the rect left for its content."""
    theme.panel(surface, rect, fill=theme.CREAM, border=theme.CHOCOLATE, radius=18, border_width=3, shadow=6)
    head = _grown(text, HEAD)
    box = pygame.Rect(rect.left + 16, rect.top + 6, rect.w - 32, head - 6)
    if note:
        size = text.fit_size(note, text.reading_size(15), box.w // 2, "bold", least=10)
        w = text.width(note, size, "bold")
        end = pygame.Rect(box.left if text.rtl else box.right - w, box.top, w, box.h)
        text.draw(surface, note, size, theme.TOMATO_DARK, end.center, "center", role="bold", box=end.inflate(6, 0))
        box.w -= w + 12
        if text.rtl:
            box.left = end.right + 12
    size = text.fit_size(title, text.reading_size(TITLE), box.w, "bold")
    anchor = "midright" if text.rtl else "midleft"
    pos = (box.right, box.centery) if text.rtl else (box.left, box.centery)
    text.draw(surface, title, size, theme.TOMATO_DARK, pos, anchor, role="bold", box=box)
    return pygame.Rect(rect.left + 14, rect.top + head + 4, rect.w - 28, rect.h - head - 14)


def empty_note(surface: pygame.Surface, text: Any, area: pygame.Rect) -> None:
    note = text.tr("stats.chart.none")
    text.draw(surface, note, text.fit_size(note, text.reading_size(17), area.w - 8, "bold"), theme.CHOCOLATE_LIGHT,
              area.center, "center", role="bold", box=area)


def _label(surface: pygame.Surface, text: Any, s: str, pos: tuple[int, int], anchor: str,
           color=theme.CHOCOLATE_LIGHT, size: int = LABEL, room: int | None = None) -> None:
    size = text.reading_size(size)
    if room is not None:
        size = text.fit_size(s, size, room, "bold", least=10)
    text.draw(surface, s, size, color, pos, anchor, role="bold")


def _percent_axis(surface: pygame.Surface, text: Any, plot: pygame.Rect, m: Mirror) -> None:
    """Gridlines at 0, 50 and 100 % with their labels on the start edge."""
    for frac in (0.0, 0.5, 1.0):
        y = plot.bottom - round(frac * plot.h)
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1 if frac else 2)
        edge = plot.right + 6 if m.rtl else plot.left - 6
        _label(surface, text, f"{round(frac * 100)}%", (edge, y), m.end)


def _inset(area: pygame.Rect, axis: int, top: int = 8, bottom: int = 8) -> pygame.Rect:
    """The plot inside ``area`` with ``axis`` pixels for labels on the start edge."""
    return pygame.Rect(area.left + axis, area.top + top, area.w - axis - 6, area.h - top - bottom)


def _start_side(area: pygame.Rect, plot: pygame.Rect, rtl: bool) -> pygame.Rect:
    """``plot`` moved so its label room is on the right in a right-to-left language."""
    if rtl:
        plot = plot.copy()
        plot.right = area.right - (plot.left - area.left)
    return plot


def rolling(surface: pygame.Surface, text: Any, rect: pygame.Rect, rates: Sequence[float],
            recent: Sequence[tuple[bool, int]]) -> None:
    """The rolling win rate after each of the last games (a line over a
    light area), each game a tick along the bottom (won: basil, up)."""
    area = card(surface, text, rect, text.tr("stats.chart.rolling", n=len(recent) or 50))
    if not rates:
        empty_note(surface, text, area)
        return
    plot = _start_side(area, _inset(area, _grown(text, 46), _grown(text, 10), _grown(text, 22)), text.rtl)
    m = Mirror(plot, text.rtl)
    _percent_axis(surface, text, plot, m)
    n = len(rates)
    step = plot.w / max(1, n - 1) if n > 1 else 0
    xs = [m.x(plot.left + (i * step if n > 1 else plot.w / 2)) for i in range(n)]
    pts = [(x, plot.bottom - round(r * plot.h)) for x, r in zip(xs, rates)]
    if len(pts) > 1:
        fill = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(fill, (*theme.TOMATO, 46), [(pts[0][0], plot.bottom), *pts, (pts[-1][0], plot.bottom)])
        surface.blit(fill, (0, 0))
        pygame.draw.lines(surface, theme.TOMATO, False, pts, 3)
    for p in pts[-1:]:
        pygame.draw.circle(surface, theme.TOMATO_DARK, p, 5)
    for x, (won, _) in zip(xs, recent):
        y = plot.bottom + 6
        pygame.draw.line(surface, WON if won else LOST, (x, y), (x, y + (9 if won else 4)), 3)
    # the latest rate, just before the line's end (inside the plot)
    last = f"{round(rates[-1] * 100)}%"
    _label(surface, text, last, (pts[-1][0] + (10 if text.rtl else -10),
                                 max(plot.top + _grown(text, 8), pts[-1][1] - _grown(text, 14))),
           "midleft" if text.rtl else "midright", theme.TOMATO_DARK, 15)


def bars(surface: pygame.Surface, text: Any, plot: pygame.Rect, values: Sequence[float | None],
         labels: Sequence[str], tops: Sequence[str], colors: Sequence[Any], top: float) -> None:
    """Vertical bars (None: no bar), each labelled under it and valued over it."""
    m = Mirror(plot, text.rtl)
    n = len(values)
    slot = plot.w / max(1, n)
    width = min(64, slot * 0.62)
    pygame.draw.line(surface, GRID, (plot.left, plot.bottom), (plot.right, plot.bottom), 2)
    for i, (v, lab, over, col) in enumerate(zip(values, labels, tops, colors)):
        cx = m.x(plot.left + slot * (i + 0.5))
        if v is not None and top > 0:
            h = max(2, round(v / top * (plot.h - _grown(text, 22))))
            bar = pygame.Rect(0, 0, round(width), h)
            bar.midbottom = (cx, plot.bottom)
            pygame.draw.rect(surface, col, bar, border_top_left_radius=6, border_top_right_radius=6)
            _label(surface, text, over, (cx, bar.top - _grown(text, 9)), "center", theme.INK, 14, room=round(slot) - 4)
        _label(surface, text, lab, (cx, plot.bottom + _grown(text, 11)), "center", theme.CHOCOLATE_LIGHT, 14,
               room=round(slot) - 4)


def places(surface: pygame.Surface, text: Any, rect: pygame.Rect, counts: Sequence[int]) -> None:
    """How many games ended at each place (the first in basil)."""
    area = card(surface, text, rect, text.tr("stats.chart.places"))
    if not any(counts):
        empty_note(surface, text, area)
        return
    plot = pygame.Rect(area.left + 6, area.top + 4, area.w - 12, area.h - _grown(text, 24))
    bars(surface, text, plot, [float(c) for c in counts], [words.place(text, i + 1) for i in range(len(counts))],
         [str(c) for c in counts], [WON] + [theme.MUSTARD] * (len(counts) - 1), max(counts))


def points(surface: pygame.Surface, text: Any, rect: pygame.Rect, recent: Sequence[tuple[bool, int]]) -> None:
    """Each of the last games' points (won: basil), with the average dashed."""
    values = [p for _, p in recent]
    avg = sum(values) / len(values) if values else None
    area = card(surface, text, rect, text.tr("stats.chart.points"),
                None if avg is None else text.tr("stats.chart.average", n=words.number(avg)))
    if not recent:
        empty_note(surface, text, area)
        return
    plot = _start_side(area, _inset(area, _grown(text, 34), _grown(text, 12), _grown(text, 8)), text.rtl)
    m = Mirror(plot, text.rtl)
    low, high = min(0, min(values)), max(1, max(values))
    span = high - low
    zero = plot.bottom - round((0 - low) / span * plot.h)
    slot = plot.w / len(values)
    for i, (won, p) in enumerate(recent):
        x0, x1 = m.x(plot.left + slot * i + 1), m.x(plot.left + slot * (i + 1) - 1)
        y = plot.bottom - round((p - low) / span * plot.h)
        bar = pygame.Rect(min(x0, x1), min(y, zero), max(1, abs(x1 - x0)), max(1, abs(zero - y)))
        pygame.draw.rect(surface, WON if won else LOST, bar)
    pygame.draw.line(surface, GRID, (plot.left, zero), (plot.right, zero), 2)
    edge = plot.right + 6 if text.rtl else plot.left - 6
    for v in sorted({low, high}):
        _label(surface, text, str(v), (edge, plot.bottom - round((v - low) / span * plot.h)), m.end)
    y = plot.bottom - round((avg - low) / span * plot.h)
    for x in range(plot.left, plot.right, 12):
        pygame.draw.line(surface, theme.TOMATO_DARK, (x, y), (min(x + 6, plot.right), y), 2)


def levels(surface: pygame.Surface, text: Any, rect: pygame.Rect, game: str,
           by_level: Sequence[tuple[str, S.Bucket]]) -> None:
    """The win rate against each level alone (its games under the name)."""
    area = card(surface, text, rect, text.tr("stats.chart.levels"))
    if not any(b.played for _, b in by_level):
        empty_note(surface, text, area)
        return
    plot = pygame.Rect(area.left + 6, area.top + 4, area.w - 12, area.h - _grown(text, 24))
    rates = [b.win_rate for _, b in by_level]
    tops = ["–" if r is None else f"{words.percent(r)}% · {b.won}/{b.played}" for r, (_, b) in zip(rates, by_level)]
    bars(surface, text, plot, rates, [words.level_name(text, game, lv) for lv, _ in by_level], tops,
         [theme.TOMATO] * len(rates), 1.0)


def ladder(surface: pygame.Surface, text: Any, rect: pygame.Rect, game: str, view: Any) -> None:
    """The offered levels' fixed ratings on a line (weakest at the start),
    the player's rating a marker with its uncertainty as a band."""
    if not view.levels:
        return
    m = Mirror(rect, text.rtl)
    you = view.shown
    values = [r.mu for r in view.levels.values()] + [you.mu - you.sigma, you.mu + you.sigma]
    low, high = min(values), max(values)
    pad = (high - low) * 0.06 or 1.0
    low, high = low - pad, high + pad
    y = rect.top + _grown(text, 16)

    def at(mu: float) -> int:
        return m.x(rect.left + (mu - low) / (high - low) * rect.w)

    band = pygame.Rect(0, 0, 0, 16)
    a, b = at(you.mu - you.sigma), at(you.mu + you.sigma)
    band.update(min(a, b), y - 8, max(2, abs(b - a)), 16)
    veil = pygame.Surface(band.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.TOMATO, 70), veil.get_rect(), border_radius=8)
    surface.blit(veil, band)
    pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (rect.left, y), (rect.right, y), 3)
    below = True
    for lv, r in view.levels.items():
        x = at(r.mu)
        pygame.draw.circle(surface, theme.CHOCOLATE, (x, y), 7)
        pygame.draw.circle(surface, theme.MUSTARD, (x, y), 4)
        name = words.level_name(text, game, lv)
        _label(surface, text, name, (x, y + _grown(text, 20 if below else -20)), "center", theme.CHOCOLATE_LIGHT, 14,
               room=_grown(text, 90))
        below = not below
    x = at(you.mu)
    pygame.draw.polygon(surface, theme.TOMATO_DARK, [(x, y + 3), (x - 8, y + 15), (x + 8, y + 15)])
    pygame.draw.polygon(surface, theme.TOMATO_DARK, [(x, y - 3), (x - 8, y - 15), (x + 8, y - 15)])
