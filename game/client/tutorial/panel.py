"""The narration panel: lesson title, text, and the Back / Next / Skip
buttons (each showing its key or button for the device last used).

Pure drawing plus hit-testing; the tutorial scene decides what the buttons
do. The panel sits in a free corner of the table given as ``rect``."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from game.client import theme

BODY_SIZES = (21, 19, 17, 15, 13, 12, 11, 10)   # the smaller ones: a grown text (Text size) still fits
#: With a larger Text size the body shrinks no further than this (tall panel,
#: wide band: 28 and 24 px at 200 %); what does not fit then goes on pages
#: (Next turns them before it leaves the step; Back turns them back).
GROWN_FLOOR = {False: 14, True: 12}


class NarrationPanel:
    def __init__(self, app, rect: tuple[int, int, int, int]) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.hover: str | None = None
        self.wide = self.rect.w > 3 * self.rect.h
        self._fits: dict[tuple, tuple[int, int, list[list[str]]]] = {}
        #: The body's page shown (a long text at a large Text size) and how
        #: many it has, as last drawn; ``_paged`` is the text they are of.
        self.page = 0
        self.pages = 1
        self._paged: str | None = None

    def more_pages(self) -> bool:
        """The body has a page after the one shown."""
        return self.page + 1 < self.pages

    def turn(self, by: int) -> bool:
        """Show the next (``by`` = 1) or previous (-1) page of the body;
        False when there is none that way (the step itself moves)."""
        page = self.page + by
        if 0 <= page < self.pages:
            self.page = page
            return True
        return False

    def _layout(self) -> dict[str, pygame.Rect]:
        """Button rects. A wide, low panel (a band along the table's edge)
        puts them in a column at its end, a tall one in a row at its foot;
        right-to-left languages mirror both (Next on the left)."""
        r = self.rect
        rtl = self.app.text.rtl
        if self.wide:
            bw, bh = 170, 44
            x = r.left + 14 if rtl else r.right - bw - 14
            b = {"next": pygame.Rect(x, r.top + 42, bw, bh),
                 "back": pygame.Rect(x, r.top + 42 + bh + 6, bw, bh),
                 "skip": pygame.Rect(r.left + 14 if rtl else r.right - 104, r.top + 6, 90, 26)}
        else:
            bw, bh = (r.w - 36) // 2, 48
            left = pygame.Rect(r.left + 14, r.bottom - bh - 14, bw, bh)
            right = pygame.Rect(r.right - 14 - bw, r.bottom - bh - 14, bw, bh)
            b = {"back": right if rtl else left, "next": left if rtl else right,
                 "skip": pygame.Rect(r.left + 14 if rtl else r.right - 104, r.top + 12, 90, 30)}
        return b

    @property
    def _buttons(self) -> dict[str, pygame.Rect]:
        return self._layout()

    def buttons(self) -> dict[str, pygame.Rect]:
        return dict(self._buttons)

    def hit(self, pos: tuple[int, int]) -> str | None:
        return next((n for n, b in self._buttons.items() if b.collidepoint(pos)), None)

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface, *, title: str, body: str, index: int, count: int,
             next_label: str, waiting: bool, status: str | None = None,
             extra: Callable[[pygame.Surface, pygame.Rect], int] | None = None,
             badge: str | None = None, note: str | None = None) -> None:
        """``waiting``: the lesson waits for the player's move (Next is
        greyed, a status line says so). ``badge``: a short fact the panel
        hides on the table (the wide band shows it in its header). ``extra(surface, area)`` may draw a
        small diagram at the top of ``area`` and return the height it used.
        ``note``: a short remark tagged before the text (e.g. "A new table
        for this lesson")."""
        if self.wide:
            self._draw_wide(surface, title=title, body=body, index=index, count=count,
                            next_label=next_label, waiting=waiting, status=status, badge=badge, note=note)
            return
        app, r, tick = self.app, self.rect, self.app.tick
        text = app.text
        theme.panel(surface, r, fill=(*theme.CREAM, 246), border=theme.CHOCOLATE, radius=22,
                    border_width=4, shadow=10)
        # Header: progress and the lesson's title.
        head = pygame.Rect(r.left, r.top, r.w, 84)
        pygame.draw.rect(surface, theme.TOMATO, head, border_top_left_radius=22,
                         border_top_right_radius=22)
        pygame.draw.line(surface, theme.CHOCOLATE, head.bottomleft, head.bottomright, 4)
        pygame.draw.rect(surface, theme.CHOCOLATE, r, 4, border_radius=22)
        step = text.tr("tutorial.step", n=index + 1, total=count)
        x_start = (head.right - 18) if text.rtl else (head.left + 18)
        text.draw(surface, step, 17, theme.MUSTARD_LIGHT, (x_start, head.top + 22), "start", role="bold")
        self._dots(surface, index, count, self.dots_rect(head))
        title_lines = text.wrap(title, 24, r.w - 36, "display")[:2]
        size = 24 if len(title_lines) == 1 else 20
        text.draw(surface, title_lines[0] if len(title_lines) == 1 else " ".join(title_lines), size,
                  theme.CREAM, (x_start, head.top + 64), "start", role="display", shadow=theme.TOMATO_DARK)
        self._skip(surface)
        # Body.
        area = pygame.Rect(r.left + 18, head.bottom + 12, r.w - 36, self._buttons["back"].top - head.bottom - 24)
        if note:
            tag = self._note(surface, note, area.left, area.right, area.top + 13)
            area.top += tag.h + 8
            area.height -= tag.h + 8
        if extra is not None:
            used = extra(surface, area)
            area.top += used
            area.height -= used
        if status:
            area.height -= 40
        self._body(surface, body, area)
        if status:
            s = pygame.Rect(area.left, area.bottom + 6, area.w, 32)
            p = theme.pulse(tick, 70)
            fill = tuple(int(a + (b - a) * p) for a, b in zip(theme.MUSTARD, theme.MUSTARD_LIGHT))
            pygame.draw.rect(surface, fill, s, border_radius=16)
            pygame.draw.rect(surface, theme.CHOCOLATE, s, 2, border_radius=16)
            text.draw(surface, status, 18, theme.INK, s.center, "center", role="bold")
        # Buttons.
        self._button(surface, "back", text.tr("tutorial.back"), enabled=True)
        self._button(surface, "next", next_label, enabled=not waiting)

    def _draw_wide(self, surface: pygame.Surface, *, title: str, body: str, index: int, count: int,
                   next_label: str, waiting: bool, status: str | None, badge: str | None = None,
                   note: str | None = None) -> None:
        app, r, tick = self.app, self.rect, self.app.tick
        text = app.text
        theme.panel(surface, r, fill=(*theme.CREAM, 246), border=theme.CHOCOLATE, radius=20,
                    border_width=4, shadow=10)
        head = pygame.Rect(r.left, r.top, r.w, 36)
        pygame.draw.rect(surface, theme.TOMATO, head, border_top_left_radius=20, border_top_right_radius=20)
        pygame.draw.line(surface, theme.CHOCOLATE, head.bottomleft, head.bottomright, 3)
        pygame.draw.rect(surface, theme.CHOCOLATE, r, 4, border_radius=20)
        step = text.tr("tutorial.step", n=index + 1, total=count)
        rtl = text.rtl
        x = head.right - 18 if rtl else head.left + 18
        used = text.draw(surface, step, 17, theme.MUSTARD_LIGHT, (x, head.centery), "start", role="bold")
        x2 = used.left - 18 if rtl else used.right + 18
        trect = text.draw(surface, title, 22, theme.CREAM, (x2, head.centery), "start", role="display",
                          shadow=theme.TOMATO_DARK)
        dots = pygame.Rect(0, head.centery - 4, min(22 * max(1, count - 1) + 8, 330), 8)
        if rtl:
            dots.right = trect.left - 24
        else:
            dots.left = trect.right + 24
        skip = self._buttons["skip"]
        if (rtl and dots.left > skip.right + 170) or (not rtl and dots.right < skip.left - 170):
            self._dots(surface, index, count, dots)
        self._skip(surface)
        buttons = self._buttons
        if rtl:
            area = pygame.Rect(buttons["next"].right + 18, head.bottom + 8, 0, r.bottom - head.bottom - 14)
            area.width = r.right - 18 - area.left
        else:
            area = pygame.Rect(r.left + 18, head.bottom + 8, buttons["next"].left - r.left - 36,
                               r.bottom - head.bottom - 14)
        if status:
            s = pygame.Rect(0, 0, 150, 28)
            if rtl:
                s.midleft = (buttons["skip"].right + 12, head.centery)
            else:
                s.midright = (buttons["skip"].left - 12, head.centery)
            p = theme.pulse(tick, 70)
            fill = tuple(int(a + (b - a) * p) for a, b in zip(theme.MUSTARD, theme.MUSTARD_LIGHT))
            pygame.draw.rect(surface, fill, s, border_radius=14)
            pygame.draw.rect(surface, theme.CHOCOLATE, s, 2, border_radius=14)
            text.draw(surface, status, 16, theme.INK, s.center, "center", role="bold")
        if badge:
            w = text.width(badge, 16, "bold") + 24
            b = pygame.Rect(0, 0, w, 26)
            anchor = s if status else skip
            if rtl:
                b.midleft = (anchor.right + 10, head.centery)
            else:
                b.midright = (anchor.left - 10, head.centery)
            pygame.draw.rect(surface, theme.CHOCOLATE, b, border_radius=13)
            pygame.draw.rect(surface, theme.MUSTARD_LIGHT, b, 2, border_radius=13)
            text.draw(surface, badge, 16, theme.CREAM, b.center, "center", role="bold")
        if note:
            tag = self._note(surface, note, area.left, area.right, area.top + 12)
            area.top += tag.h + 4
            area.height -= tag.h + 4
        # down to 9 (18 px at a 200 % text size): a grown text still fits the band
        self._body(surface, body, area, sizes=(19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9))
        self._button(surface, "next", next_label, enabled=not waiting)
        self._button(surface, "back", text.tr("tutorial.back"), enabled=True)

    def _body(self, surface: pygame.Surface, body: str, area: pygame.Rect,
              sizes: tuple[int, ...] = BODY_SIZES) -> None:
        text = self.app.text
        size, lh, pages = self._fit(body, area.w, area.h, sizes)
        if body != self._paged:      # another text: its first page
            self._paged, self.page = body, 0
        self.pages = len(pages)
        self.page = min(self.page, self.pages - 1)
        lines = pages[self.page]
        x = area.right if text.rtl else area.left
        for i, ln in enumerate(lines):
            y = area.top + i * lh + lh // 2
            if ln:
                text.draw(surface, ln, size, theme.INK, (x, y), "start")
        if self.pages > 1:   # "2/3" at the foot's end edge: there is more (Next turns the page)
            mark = f"{self.page + 1}/{self.pages}"
            at = (area.left, area.bottom) if text.rtl else (area.right, area.bottom)
            text.draw(surface, mark, 15, theme.TOMATO_DARK, at, "bottomleft" if text.rtl else "bottomright",
                      role="bold")

    def _fit(self, body: str, w: int, h: int, sizes: tuple[int, ...]) -> tuple[int, int, list[list[str]]]:
        """``fit_pages`` for this panel, remembered per text and area:
        wrapping is the costly part of drawing the panel, and the text
        rarely changes."""
        text = self.app.text
        key = (body, w, h, sizes, text.language, text.scale, self.wide)
        hit = self._fits.get(key)
        if hit is None:
            if len(self._fits) > 64:
                self._fits.clear()
            hit = self._fits[key] = fit_pages(text, body, w, h, sizes, self.wide)
        return hit

    def _note(self, surface: pygame.Surface, note: str, left: int, right: int, cy: int) -> pygame.Rect:
        """A small basil-green tag at the start of the text line (right edge
        in right-to-left languages); returns its rect."""
        text = self.app.text
        w = min(right - left, text.width(note, 15, "bold") + 22)
        tag = pygame.Rect(0, 0, w, 24)
        if text.rtl:
            tag.midright = (right, cy)
        else:
            tag.midleft = (left, cy)
        pygame.draw.rect(surface, theme.BASIL, tag, border_radius=12)
        pygame.draw.rect(surface, theme.CHOCOLATE, tag, 2, border_radius=12)
        text.draw(surface, note, 15, theme.CREAM, tag.center, "center", role="bold")
        return tag

    def dots_rect(self, head: pygame.Rect) -> pygame.Rect:
        """The tall panel's progress dots: across its header, stopped short
        of the Skip button (which shares their band at the header's end)."""
        r = pygame.Rect(head.left + 18, head.top + 40, head.w - 36, 8)
        skip = self._buttons["skip"]
        if skip.inflate(0, 12).colliderect(r):
            if self.app.text.rtl:
                right = r.right
                r.left = skip.right + 12
                r.width = right - r.left
            else:
                r.width = skip.left - 12 - r.left
        return r

    def _dots(self, surface: pygame.Surface, index: int, count: int, r: pygame.Rect) -> None:
        if count <= 1:
            return
        gap = min(22, r.w / max(1, count - 1))
        y = r.centery
        for i in range(count):
            x = r.left + round(i * gap) + 4
            if self.app.text.rtl:
                x = r.right - round(i * gap) - 4
            col = theme.MUSTARD_LIGHT if i <= index else theme.TOMATO_DARK
            rad = 6 if i == index else 4
            pygame.draw.circle(surface, col, (x, y), rad)

    def _skip(self, surface: pygame.Surface) -> None:
        b = self._buttons["skip"]
        hover = self.hover == "skip"
        pygame.draw.rect(surface, theme.MUSTARD if hover else theme.TOMATO_DARK, b, border_radius=b.h // 2)
        pygame.draw.rect(surface, theme.CREAM, b, 2, border_radius=b.h // 2)
        key = self.app.input.prompt("menu")
        self.app.text.draw(surface, f"{self.app.text.tr('tutorial.skip')} · {key}", 15,
                           theme.INK if hover else theme.CREAM, b.center, "center", role="bold")

    def _button(self, surface: pygame.Surface, name: str, label: str, enabled: bool) -> None:
        app = self.app
        b = self._buttons[name]
        hover = self.hover == name and enabled
        primary = name == "next"
        if not enabled:
            fill, ink = (214, 204, 186), (120, 108, 96)
        elif primary:
            p = theme.pulse(app.tick, 80)
            fill = tuple(int(a + (c - a) * p * 0.6) for a, c in zip(theme.MUSTARD, theme.MUSTARD_LIGHT))
            ink = theme.INK
        else:
            fill, ink = theme.CREAM, theme.INK
        if hover:
            fill = theme.MUSTARD_LIGHT
        theme.panel(surface, b, fill=fill, border=theme.CHOCOLATE, radius=16, border_width=3, shadow=5)
        # turning a page works with the "next" key even while the lesson waits for a move
        intent = ("next" if self.more_pages() else "confirm") if name == "next" else "back"
        cap = app.input.prompt(intent)
        app.text.draw(surface, label, 20, ink, (b.centerx, b.centery - 8), "center", role="bold")
        app.text.draw(surface, cap, 14, ink if enabled else (140, 128, 116), (b.centerx, b.centery + 13),
                      "center", role="bold")


def clockwise_diagram(app, surface: pygame.Surface, area: pygame.Rect, positions: list[tuple[float, float]],
                      tick: int) -> int:
    """Three numbered dots placed like the table's plates with arrows
    1 → 2 → 3 → 1 (the dealing direction). Returns the height used."""
    h = 80
    box = pygame.Rect(area.left, area.top, area.w, h - 8)
    pygame.draw.rect(surface, (246, 232, 204), box, border_radius=14)
    pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, box, 2, border_radius=14)
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    sx = (box.w * 0.42) / max(1.0, max(xs) - min(xs))
    sy = (box.h - 30) / max(1.0, max(ys) - min(ys))
    k = min(sx, sy)
    cx0 = box.left + 24 + (max(xs) - min(xs)) * k / 2
    dots = [pygame.Vector2(box.left + 26 + (x - min(xs)) * k, box.top + 15 + (y - min(ys)) * k)
            for x, y in positions]
    run = (tick // 20) % 3
    for i in range(3):
        a, b = dots[i], dots[(i + 1) % 3]
        d = (b - a)
        if d.length() == 0:
            continue
        u = d.normalize()
        s, e = a + u * 16, b - u * 16
        col = theme.TOMATO if i == run else theme.CHOCOLATE_LIGHT
        pygame.draw.line(surface, col, s, e, 4)
        n = pygame.Vector2(-u.y, u.x)
        pygame.draw.polygon(surface, col, [e, e - u * 12 + n * 7, e - u * 12 - n * 7])
    for i, d in enumerate(dots):
        pygame.draw.circle(surface, theme.MUSTARD, d, 13)
        pygame.draw.circle(surface, theme.CHOCOLATE, d, 13, 3)
        app.text.draw(surface, str(i + 1), 16, theme.INK, (int(d.x), int(d.y)), "center", role="display")
    label_x = int(cx0 + box.w * 0.22 + 30)
    label = app.text.tr("tutorial.clockwise")
    for size in (17, 15, 14, 13):   # the largest type that fits three lines
        lines = app.text.wrap(label, size, box.right - label_x - 10, "bold")
        if len(lines) <= 3:
            break
    lh = min(21, (box.h - 8) // max(1, min(3, len(lines))))
    top = box.centery - lh * (min(3, len(lines)) - 1) / 2
    for i, ln in enumerate(lines[:3]):
        app.text.draw(surface, ln, size, theme.CHOCOLATE, (label_x, int(top + lh * i)), "midleft", role="bold")
    _ = math
    return h


def fit_pages(text, body: str, w: int, h: int, sizes: tuple[int, ...], wide: bool) -> tuple[int, int, list[list[str]]]:
    """The largest of ``sizes`` at which ``body`` fits ``w`` × ``h``: (size,
    line height, pages of lines — one page when it fits). With a larger
    Text size it shrinks no further than ``GROWN_FLOOR`` and goes on pages
    instead; at any size, a text that does not fit even the smallest size
    goes on pages rather than losing its end. ``wide``: the low band (no
    blank line between paragraphs, tighter lines)."""
    if text.scale > 1.0:
        floor = GROWN_FLOOR[wide]
        sizes = tuple(k for k in sizes if k >= floor) or sizes[-1:]
    paras = body.split("\n")
    for size in sizes:
        lh = text.line_height(size) + (1 if not wide else -2)
        lines: list[str] = []
        for i, p in enumerate(paras):
            if i and not wide:   # the low band has no height to spare for gaps
                lines.append("")
            lines.extend(text.wrap(p, size, w) if p else [""])
        if len(lines) * lh <= h or size == sizes[-1]:
            break
    # a text on pages leaves room at the foot for its "2/3"
    pages = _paginate(lines, max(1, (h - (0 if len(lines) * lh <= h else 18)) // lh))
    return size, lh, pages


def _paginate(lines: list[str], per_page: int) -> list[list[str]]:
    """``lines`` in pages of at most ``per_page``; a page never starts with
    the blank line between paragraphs."""
    pages: list[list[str]] = [[]]
    for ln in lines:
        if len(pages[-1]) >= per_page:
            pages.append([])
        if not pages[-1] and not ln and len(pages) > 1:
            continue
        pages[-1].append(ln)
    return pages
