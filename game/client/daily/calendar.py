"""A month's calendar of the day's deals: one cell per day, the day's
outcome as a mark of its own shape *and* colour (won: a filled disc,
lost: a cross, left unfinished: a dash, being played: a ring), today
framed. Weekday and month names come from Babel in the player's language
(weeks start on Monday, as ISO and the Persian week do not agree on:
[decision] one calendar for all, docs/challenges.md)."""
from __future__ import annotations

import calendar as _cal
import datetime as _dt

import pygame

from game.client import layout_audit, theme
from game.storage.progress import ABANDONED, LOST, STARTED, WON

COLS = 7
ROWS = 6


def month_title(lang: str, day: _dt.date) -> str:
    from babel.dates import format_date
    try:
        return format_date(day, "LLLL y", locale=lang)
    except Exception:  # noqa: BLE001 — a locale Babel lacks: the English name
        return format_date(day, "LLLL y", locale="en")


def weekday_names(lang: str) -> list[str]:
    from babel.dates import get_day_names
    try:
        names = get_day_names("narrow" if lang == "fa" else "abbreviated", locale=lang)
    except Exception:  # noqa: BLE001
        names = get_day_names("abbreviated", locale="en")
    return [names[i] for i in range(7)]   # Monday = 0


def _mark(surface: pygame.Surface, outcome: str, center: tuple[int, int], r: int) -> None:
    x, y = center
    if outcome == WON:
        pygame.draw.circle(surface, theme.BASIL, center, r)
    elif outcome == LOST:
        w = max(3, r // 3)
        pygame.draw.line(surface, theme.TOMATO, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, theme.TOMATO, (x - r, y + r), (x + r, y - r), w)
    elif outcome == ABANDONED:
        pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (x - r, y), (x + r, y), max(3, r // 3))
    elif outcome == STARTED:
        pygame.draw.circle(surface, theme.MUSTARD, center, r, max(3, r // 3))


def draw_month(surface: pygame.Surface, app, rect: pygame.Rect, today: _dt.date,
               days: dict[int, str]) -> None:
    """The month of ``today`` in ``rect``: its name, the weekdays, the days
    with the outcome of each day's deal (``days``: day of month → outcome).
    Its texts grow with the Text size setting, and the rows of the head and
    the weekdays with them; the days share what is left."""
    text = app.text
    g = text.scale
    lang = getattr(text, "language", "en")
    theme.panel(surface, rect, fill=theme.CREAM, border=theme.MUSTARD, radius=18, border_width=4, shadow=6)
    head = pygame.Rect(rect.left + 12, rect.top + 8, rect.width - 24, round(40 * min(g, 1.4)))
    size = text.fit_box(month_title(lang, today), text.reading_size(28), head, "bold")
    text.draw(surface, month_title(lang, today), size, theme.INK, head.center, "center", role="bold", box=head)
    cell_w = (rect.width - 24) // COLS
    top = head.bottom + 4
    names = weekday_names(lang)
    order = list(range(COLS))
    if text.rtl:
        order.reverse()
    for col, wd in enumerate(order):
        box = pygame.Rect(rect.left + 12 + col * cell_w, top, cell_w, round(26 * min(g, 1.6)))
        text.draw(surface, names[wd], text.fit_size(names[wd], text.reading_size(18), cell_w - 4, "bold"),
                  theme.CHOCOLATE_LIGHT, box.center, "center", role="bold", box=box)
    top += round(30 * min(g, 1.6)) - 30   # under the weekdays (grown)
    cell_h = (rect.bottom - 10 - (top + 30)) // ROWS
    weeks = _cal.Calendar(firstweekday=0).monthdayscalendar(today.year, today.month)
    for row, week in enumerate(weeks):
        for wd, d in enumerate(week):
            if d == 0:
                continue
            col = order.index(wd)
            cell = pygame.Rect(rect.left + 12 + col * cell_w, top + 30 + row * cell_h, cell_w, cell_h)
            inner = cell.inflate(-6, -6)
            if d == today.day:
                pygame.draw.rect(surface, theme.TOMATO, inner, width=3, border_radius=8)
                layout_audit.mark(surface, "today's cell", inner, "panel")
            label = str(d)
            outcome = days.get(d)
            if g == 1.0:   # the number in the cell's top corner, the mark under it
                text.draw(surface, label, 16, theme.INK, (inner.left + 6, inner.top + 2) if not text.rtl
                          else (inner.right - 6, inner.top + 2), "topleft" if not text.rtl else "topright",
                          role="bold")
                if outcome:
                    r = max(5, min(inner.width, inner.height) // 5)
                    _mark(surface, outcome, (inner.centerx, inner.bottom - r - 5), r)
                continue
            # grown: the number at the cell's start, as large as the cell is tall, the mark at its end
            r = max(5, min(inner.width // 6, inner.height // 3))
            room = pygame.Rect(inner.left + 4, inner.top, inner.width - 2 * r - 12, inner.height)
            if text.rtl:
                room.right = inner.right - 4
            size = text.fit_box(label, text.reading_size(16), room, "bold", least=10)
            text.draw(surface, label, size, theme.INK, (room.left, room.centery) if not text.rtl
                      else (room.right, room.centery), "midleft" if not text.rtl else "midright", role="bold",
                      box=room)
            if outcome:
                _mark(surface, outcome, (inner.right - r - 4, inner.centery) if not text.rtl
                      else (inner.left + r + 4, inner.centery), r)
