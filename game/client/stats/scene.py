"""The Statistics screen (main menu → Statistics): one tab per windowed
game (named by its kit's ``name_key``), each a page that scrolls under
the header:

1. the overview: the rating card (mu ± sigma, where it falls on the AI
   ladder, drawn as a line of the levels) and four charts — the rolling
   win rate over the last 50 games, the places, the points per game and
   the win rate by opponent level (game/client/stats/charts.py);
2. the splits table: every split by opponents and seats (played, won,
   win rate, current and best streak, average points and place, best
   score, abandoned, and the kit's own counters);
3. the history, newest first (up to 200 games): confirm on a game opens
   its replay in the viewer; "Review" (the hint intent, or its pill)
   opens the coach's review when `game.client.review` exists and the
   game has a coach.

A game with nothing recorded shows a short note instead (and the level a
new player would find even).

Controls: up/down move through the page's rows (from the top row, up
reaches the header: Back, the tabs, Reset…); left/right change the game
(in the header: move along it; mirrored in a right-to-left language),
``next`` (Tab, RB) the next game; confirm opens; back leaves. The mouse
points and clicks rows, tabs and buttons, the wheel scrolls, a click on
the scroll bar jumps there. Reset asks first (`confirm.ConfirmScene`)."""
from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game import kits
from game.client import layout_audit, theme
from game.client.scene import Scene
from game.client.scenes.common import draw_prompts, draw_title
from game.client.scenes.title import module_exists
from game.client.stats import charts, model, recording, words
from game.client.widgets import Button
from game.storage import stats as S

log = logging.getLogger(__name__)

#: Where the page scrolls (under the header, above the prompt bar).
VIEW = pygame.Rect(40, 140, 1200, 530)
HEADER_Y, HEADER_H = 84, 44
OVERVIEW_H = 446
SECTION_H, SPLIT_H, HISTORY_H = 74, 30, 40
#: The splits table's first column (the split's name).
NAME_W = 260
#: The history's columns: (what, width) from the start edge, 12 px in from
#: either side of the view (the Review pill sits at the far end).
HISTORY_COLS = (("date", 170), ("who", 400), ("outcome", 150), ("place", 110), ("points", 120),
                ("replay", 226))
#: Lines the wheel scrolls per notch.
WHEEL_LINES = 3
REVIEW_MODULE = "game.client.review"


@dataclass
class Line:
    """One row of the page: its kind (overview, empty, splits_head, split,
    history_head, history), height, whether the cursor stops on it, the
    section it belongs to (its head stays on top while its rows scroll)
    and what it shows."""

    kind: str
    height: int
    focusable: bool
    section: str | None = None
    data: Any = None


class TabButton(Button):
    """A game's tab: tomato when it is the one shown."""

    selected = False

    def draw(self, surface, app, focused):
        if not self.selected:
            super().draw(surface, app, focused)
            return
        if focused:
            theme.focus_ring(surface, self.rect, app.tick)
        theme.panel(surface, self.rect, fill=theme.TOMATO, border=theme.CHOCOLATE, radius=16, border_width=4,
                    shadow=6)
        label, box = self.text(app), self.rect.inflate(-24, -8)
        with layout_audit.owned_by(self):
            app.text.draw(surface, label, app.text.fit_box(label, self.size, box, "bold", least=12), theme.CREAM,
                          self.rect.center, "center", role="bold", box=box)


def review_offered(game: str) -> bool:
    """The Review action: the review screen exists and the game has a coach."""
    from game.kits.coaching import has_coach
    return module_exists(REVIEW_MODULE) and has_coach(game)


class StatisticsScene(Scene):
    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.games = [k.name for k in kits.windowed()]
        self.store = S.StatsStore()
        self.stats = recording.load(app, self.store)
        self.tabs: dict[str, model.Tab] = {}
        if game is None:   # the game played last, else the first
            last = [e["game"] for e in self.stats.history() if e["game"] in self.games]
            game = last[0] if last else self.games[0]
        self.game = game
        self._build_header()
        self.cursor = 0          # the page row with the focus (-1: the header)
        self.header_focus = 0    # in the header: Back, the tabs, Reset
        self.first = 0           # the page row drawn first
        self._select(self.game)

    # -- the header ---------------------------------------------------------------------
    def _build_header(self) -> None:
        m = charts.Mirror(pygame.Rect(0, 0, self.app.SIZE[0], 1), self.app.text.rtl)
        y, h = HEADER_Y, HEADER_H

        def at(x: int, w: int) -> tuple[int, int, int, int]:
            r = m.span(x, w)
            return (r.left, y, r.w, h)
        self.back = Button(at(40, 150), self.leave, key="stats.back", size=22)
        self.reset_button = Button(at(1090, 150), self.ask_reset, key="stats.reset", size=22)
        n = len(self.games)
        room, gap = 860, 12
        w = min(230, (room - gap * (n - 1)) // max(1, n))
        x0 = 210 + (room - (w * n + gap * (n - 1))) // 2
        self.tab_buttons = []
        for i, game in enumerate(self.games):
            b = TabButton(at(x0 + i * (w + gap), w), (lambda g=game: self._select(g)),
                          key=kits.get(game).client.name_key, size=22)
            self.tab_buttons.append(b)
        self.header = [self.back, *self.tab_buttons, self.reset_button]

    def _select(self, game: str) -> None:
        """Show ``game``'s tab from its top (the focus stays in the header
        when it is there)."""
        self.game = game
        for b, g in zip(self.tab_buttons, self.games):
            b.selected = g == game
        self.tab = self._tab(game)
        self.lines = self._lines(self.tab)
        self.reset_button.enabled = not self.tab.empty
        self.first = 0
        if self.cursor >= 0:
            self.cursor = self._focusable()[0]

    def _tab(self, game: str) -> model.Tab:
        if game not in self.tabs:
            self.tabs[game] = model.tab(self.stats, game)
        return self.tabs[game]

    def _lines(self, tab: model.Tab) -> list[Line]:
        if tab.empty:
            return [Line("empty", OVERVIEW_H, True)]
        lines = [Line("overview", OVERVIEW_H, True)]
        if tab.splits:
            lines.append(Line("splits_head", SECTION_H, False, "splits"))
            lines += [Line("split", SPLIT_H, True, "splits", row) for row in tab.splits]
        if tab.history:
            lines.append(Line("history_head", SECTION_H, False, "history"))
            lines += [Line("history", HISTORY_H, True, "history", e) for e in tab.history]
        return lines

    def _focusable(self) -> list[int]:
        return [i for i, ln in enumerate(self.lines) if ln.focusable]

    # -- scrolling ------------------------------------------------------------------------
    def _head_of(self, i: int) -> int | None:
        """The section head to keep on top when row ``i`` is drawn first."""
        sec = self.lines[i].section
        if sec is None or not self.lines[i].focusable:
            return None
        return next(j for j, ln in enumerate(self.lines) if ln.section == sec and not ln.focusable)

    def visible(self) -> list[tuple[int, pygame.Rect]]:
        """The rows drawn now (index, rect on screen): a sticky section head
        first, then every row from `first` that fits whole."""
        out, y = [], VIEW.top
        head = self._head_of(self.first) if self.lines else None
        if head is not None:
            out.append((head, pygame.Rect(VIEW.left, y, VIEW.w, self.lines[head].height)))
            y += self.lines[head].height
        for i in range(self.first, len(self.lines)):
            h = self.lines[i].height
            if y + h > VIEW.bottom:
                break
            out.append((i, pygame.Rect(VIEW.left, y, VIEW.w, h)))
            y += h
        return out

    def _last_first(self) -> int:
        """The furthest the page scrolls: its last rows fill the view."""
        for i in range(len(self.lines)):
            shown = self.first
            self.first = i
            fits = self.visible()[-1][0] == len(self.lines) - 1
            self.first = shown
            if fits:
                return i
        return 0

    def _reveal(self, i: int) -> None:
        """Scroll so that row ``i`` is drawn whole (with its section's head)."""
        if i < self.first or (self._head_of(self.first) is not None and i == self._head_of(self.first)):
            self.first = i
            while self.first > 0 and not self.lines[self.first - 1].focusable:
                self.first -= 1
        while all(j != i for j, _ in self.visible()) and self.first < len(self.lines) - 1:
            self.first += 1

    def scroll(self, lines: int) -> None:
        self.first = max(0, min(self._last_first(), self.first + lines))

    # -- actions --------------------------------------------------------------------------
    def leave(self) -> None:
        self.app.pop()

    def move(self, delta: int) -> None:
        stops = self._focusable()
        if self.cursor < 0:
            if delta > 0 and stops:
                self.cursor = stops[0]
                self._reveal(self.cursor)
            return
        k = stops.index(self.cursor) + delta if self.cursor in stops else 0
        if k < 0:
            self.cursor = -1
            self.header_focus = self.header.index(self.tab_buttons[self.games.index(self.game)])
            return
        self.cursor = stops[min(k, len(stops) - 1)]
        self._reveal(self.cursor)

    def switch(self, delta: int) -> None:
        """Show the game ``delta`` tabs on (wrapping)."""
        i = (self.games.index(self.game) + delta) % len(self.games)
        self._select(self.games[i])
        if self.cursor < 0:
            self.header_focus = self.header.index(self.tab_buttons[i])

    def header_move(self, delta: int) -> None:
        n = len(self.header)
        for _ in range(n):
            self.header_focus = (self.header_focus + delta) % n
            if self.header[self.header_focus].enabled:
                break
        b = self.header[self.header_focus]
        if b in self.tab_buttons:
            self._select(self.games[self.tab_buttons.index(b)])

    def focused_entry(self) -> dict | None:
        if self.cursor < 0 or self.cursor >= len(self.lines):
            return None
        ln = self.lines[self.cursor]
        return ln.data if ln.kind == "history" else None

    def replay_of(self, entry: dict) -> Any:
        path = S.replay_path(entry)
        return path if path is not None and path.exists() else None

    def can_review(self, entry: dict | None) -> bool:
        return entry is not None and self.replay_of(entry) is not None and review_offered(entry["game"])

    def _load(self, entry: dict) -> Any:
        """The entry's replay as a record, or None (a message says why)."""
        from game.client.scenes.dialog import MessageScene
        path = self.replay_of(entry)
        if path is None:
            why = "stats.replay_abandoned" if entry["outcome"] == S.ABANDONED else "stats.replay_gone"
            self.app.push(MessageScene(self.app, "stats.replay_title", why))
            return None
        from game.storage.replays import ReplayStore
        rec, message = ReplayStore(path.parent).load(path)
        if rec is None:
            self.app.push(MessageScene(self.app, "saves.corrupt_title", "replay.bad_body",
                                       reason=str(message or "")))
        return rec

    def open_replay(self, entry: dict) -> None:
        rec = self._load(entry)
        if rec is not None:
            from game.client.replay.viewer import ReplayScene
            self.app.push(ReplayScene(self.app, rec))

    def open_review(self, entry: dict) -> None:
        if not self.can_review(entry):
            return
        rec = self._load(entry)
        if rec is not None:
            review = getattr(importlib.import_module(REVIEW_MODULE), "ReviewScene", None)
            if review is None:   # the package is there, its screen not yet
                log.warning("%s has no ReviewScene", REVIEW_MODULE)
                return
            self.app.push(review(self.app, rec, entry["seat"]))

    def game_name(self, game: str | None = None) -> str:
        return self.app.text.tr(kits.get(game or self.game).client.name_key)

    def ask_reset(self) -> None:
        if self.tab.empty:
            return
        from game.client.stats.confirm import ConfirmScene
        tr, name = self.app.text.tr, self.game_name()
        self.app.push(ConfirmScene(self.app, tr("stats.reset_title", game=name), tr("stats.reset_body", game=name),
                                   "stats.reset_yes", "stats.reset_no", self.reset))

    def reset(self) -> None:
        """Forget the shown game's statistics (after the confirmation)."""
        tr, name = self.app.text.tr, self.game_name()
        try:
            self.store.reset(self.game)
        except OSError as e:
            log.warning("statistics not reset: %s", e)
            self.app.toast(tr("stats.reset_failed", reason=e.strerror or str(e)), seconds=6)
            return
        self.stats = recording.load(self.app, self.store)
        self.tabs.clear()
        self.cursor, self.first = 0, 0
        self._select(self.game)
        self.app.toast(tr("stats.reset_done", game=name))

    # -- input ----------------------------------------------------------------------------
    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i, r in self.visible():
            if self.lines[i].focusable and r.collidepoint(pos):
                return i
        return None

    def scrollbar(self) -> pygame.Rect:
        x = VIEW.left - 22 if self.app.text.rtl else VIEW.right + 8
        return pygame.Rect(x, VIEW.top, 14, VIEW.h)

    def _review_pill(self, row: pygame.Rect) -> pygame.Rect:
        col = self._columns(row)["replay"]
        pill = pygame.Rect(0, 0, 110, row.h - 12)
        pill.center = (col.right - 62, row.centery) if not self.app.text.rtl else (col.left + 62, row.centery)
        return pill

    def _mouse(self, intent: Any) -> bool:
        pos = intent.pos
        if pos is None:
            return False
        for i, b in enumerate(self.header):
            if b.enabled and b.rect.collidepoint(pos):
                self.cursor, self.header_focus = -1, i
                if intent.name == "click":
                    b.handle(intent, self.app)
                return True
        if intent.name == "click" and self.scrollbar().inflate(16, 0).collidepoint(pos):
            self.first = round((pos[1] - VIEW.top) / VIEW.h * self._last_first())
            self.scroll(0)
            return True
        row = self._row_at(pos)
        if row is None:
            return False
        self.cursor = row
        entry = self.focused_entry()
        if intent.name == "click" and entry is not None:
            rect = dict(self.visible())[row]
            if self.can_review(entry) and self._review_pill(rect).collidepoint(pos):
                self.app.audio.play("confirm")
                self.open_review(entry)
            else:
                self.app.audio.play("confirm")
                self.open_replay(entry)
        return True

    def handle(self, intent: Any) -> None:
        name = intent.name
        rtl = self.app.text.rtl
        if name in ("back", "menu"):
            self.leave()
        elif name in ("point", "click"):
            self._mouse(intent)
        elif name in ("up", "down") and intent.device == "mouse":   # the wheel scrolls
            self.scroll(WHEEL_LINES if name == "down" else -WHEEL_LINES)
        elif name in ("up", "down"):
            self.move(1 if name == "down" else -1)
            self.app.audio.play("move")
        elif name in ("left", "right"):
            delta = (1 if name == "right" else -1) * (-1 if rtl else 1)
            if self.cursor < 0:
                self.header_move(delta)
            else:
                self.switch(delta)
            self.app.audio.play("move")
        elif name == "next":
            self.switch(1)
            self.app.audio.play("move")
        elif name == "confirm":
            if self.cursor < 0:
                self.header[self.header_focus].handle(intent, self.app)
            elif (entry := self.focused_entry()) is not None:
                self.app.audio.play("confirm")
                self.open_replay(entry)
        elif name == "hint" and self.can_review(self.focused_entry()):
            self.app.audio.play("confirm")
            self.open_review(self.focused_entry())

    def on_resume(self) -> None:
        """Back from a replay or a review: the figures may have changed
        (another window); read them again, keeping the place."""
        cursor, first = self.cursor, self.first
        self.stats = recording.load(self.app, self.store)
        self.tabs.clear()
        self.tab = self._tab(self.game)
        self.lines = self._lines(self.tab)
        self.cursor = min(cursor, len(self.lines) - 1)
        self.first = min(first, max(0, len(self.lines) - 1))
        self.reset_button.enabled = not self.tab.empty

    def redraw_every(self) -> int:
        return 6   # the focus ring's pulse

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, text = self.app, self.app.text
        surface.blit(theme.tablecloth(), (0, 0))
        draw_title(surface, app, text.tr("stats.title"), (640, 40), size=48)
        for i, b in enumerate(self.header):
            b.draw(surface, app, self.cursor < 0 and i == self.header_focus)
        for i, rect in self.visible():
            self._draw_line(surface, self.lines[i], rect, i == self.cursor)
        self._draw_scrollbar(surface)
        draw_prompts(surface, app, self.prompts())

    def prompts(self) -> list[tuple[str, str]]:
        pairs = [("up", "prompt.move"), ("left", "stats.prompt.game")]
        entry = self.focused_entry()
        if self.cursor < 0:
            pairs.append(("confirm", "prompt.select"))
        elif entry is not None:
            if self.replay_of(entry) is not None:   # else confirm only says why there is none
                pairs.append(("confirm", "stats.prompt.replay"))
            if self.can_review(entry):
                pairs.append(("hint", "stats.prompt.review"))
        pairs.append(("back", "prompt.back"))
        return pairs

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        last = self._last_first()
        if last <= 0:
            return
        track = self.scrollbar()
        pygame.draw.rect(surface, (*theme.SHADOW,), track, border_radius=7)
        shown = max(1, len(self.visible()))
        h = max(30, round(track.h * shown / len(self.lines)))
        knob = pygame.Rect(track.left + 2, track.top + round((track.h - h) * self.first / last), track.w - 4, h)
        pygame.draw.rect(surface, theme.MUSTARD, knob, border_radius=5)

    def _draw_line(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        draw: Callable = getattr(self, f"_draw_{line.kind}")
        draw(surface, line, rect, focused)

    # overview
    def _cards(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        m = charts.Mirror(VIEW, self.app.text.rtl)
        top, low = rect.top, rect.top + 236
        third = (VIEW.w - 32) // 3

        def at(x: int, y: int, w: int, h: int) -> pygame.Rect:
            r = m.span(VIEW.left + x, w)
            return pygame.Rect(r.left, y, r.w, h)
        return {"rating": at(0, top, 380, 220), "rolling": at(396, top, VIEW.w - 396, 220),
                "places": at(0, low, third, 210), "points": at(third + 16, low, third, 210),
                "levels": at(2 * (third + 16), low, VIEW.w - 2 * (third + 16), 210)}

    def _draw_overview(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, tab = self.app.text, self.tab
        c = self._cards(rect)
        self._draw_rating(surface, c["rating"])
        charts.rolling(surface, text, c["rolling"], tab.rolling, tab.recent)
        charts.places(surface, text, c["places"], tab.places)
        charts.points(surface, text, c["points"], tab.recent)
        charts.levels(surface, text, c["levels"], tab.game, tab.by_level)

    def _draw_rating(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text, view = self.app.text, self.tab.rating
        area = charts.card(surface, text, rect, text.tr("stats.rating.title"))
        cx = area.centerx
        if not view.rated_game:
            text.draw(surface, "–", 44, theme.INK, (cx, area.top + 30), "center", role="display")
            self._sentence(surface, text.tr("stats.rating.unrated"), pygame.Rect(area.left, area.top + 70, area.w, 60))
            return
        r = view.shown
        text.draw(surface, f"{r.mu:.1f} ± {r.sigma:.1f}", 40, theme.INK, (cx, area.top + 24), "center",
                  role="display")
        where = words.ladder_sentence(text, self.game, view.where)
        if view.rating is None:
            self._sentence(surface, text.tr("stats.rating.none"), pygame.Rect(area.left, area.top + 52, area.w, 46))
        else:
            self._sentence(surface, where or "", pygame.Rect(area.left, area.top + 52, area.w, 24), theme.TOMATO_DARK)
            self._sentence(surface, text.tr("stats.rating.games", n=view.games),
                           pygame.Rect(area.left, area.top + 78, area.w, 22), theme.CHOCOLATE_LIGHT, 15)
        charts.ladder(surface, text, pygame.Rect(area.left + 30, area.bottom - 56, area.w - 60, 52), self.game, view)

    def _sentence(self, surface: pygame.Surface, s: str, box: pygame.Rect, color=theme.INK, size: int = 17) -> None:
        """``s`` centred in ``box``, wrapped and shrunk to fit."""
        text = self.app.text
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

    def _draw_empty(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, name = self.app.text, self.game_name()
        even = self.tab.rating.even
        box = pygame.Rect(0, 0, 860, 300 if even else 240)
        box.center = (VIEW.centerx, rect.top + 190)
        theme.panel(surface, box, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26, border_width=4, shadow=10)
        title = text.tr("stats.empty_title", game=name)
        text.draw(surface, title, text.fit_size(title, 34, box.w - 60, "display"), theme.TOMATO_DARK,
                  (box.centerx, box.top + 52), "center", role="display")
        self._sentence(surface, text.tr("stats.empty_body"), pygame.Rect(box.left + 40, box.top + 96, box.w - 80, 110),
                       theme.INK, 22)
        if even:
            self._sentence(surface, text.tr("stats.empty_start", level=words.level_name(text, self.game, even)),
                           pygame.Rect(box.left + 40, box.bottom - 70, box.w - 80, 40), theme.BASIL, 22)

    # the splits table
    def _split_columns(self) -> list[tuple[str, str]]:
        """(column id, its head) after the name column; a counter's id is "c:<name>"."""
        tr = self.app.text.tr
        cols = [(c, tr(f"stats.col.{c}")) for c in model.COLUMNS]
        return cols + [(f"c:{n}", words.counter_name(self.app.text, self.game, n)) for n in self.tab.counters]

    def _split_cells(self, rect: pygame.Rect) -> list[pygame.Rect]:
        m = charts.Mirror(VIEW, self.app.text.rtl)
        cols = self._split_columns()
        w = (VIEW.w - NAME_W - 16) / len(cols)
        out = [m.span(VIEW.left + 16, NAME_W - 16)]
        out += [m.span(VIEW.left + NAME_W + i * w, w) for i in range(len(cols))]
        return [pygame.Rect(r.left, rect.top, r.w, rect.h) for r in out]

    def _section(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
        """A section's title over a chocolate band; the band's rect (for the column heads)."""
        text = self.app.text
        box = pygame.Rect(rect.left + 8, rect.top + 2, rect.w - 16, 28)
        text.draw(surface, title, text.fit_size(title, 22, box.w, "bold"), theme.CREAM,
                  (box.right, box.centery) if text.rtl else (box.left, box.centery), "start", role="bold",
                  shadow=theme.SHADOW, box=box)
        band = pygame.Rect(rect.left, rect.top + 32, rect.w, rect.h - 34)
        theme.panel(surface, band, fill=theme.CHOCOLATE, border=theme.CHOCOLATE, radius=10, border_width=0, shadow=0)
        return band

    def _heads(self, surface: pygame.Surface, cells: list[pygame.Rect], heads: list[str]) -> None:
        text = self.app.text
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

    def _draw_splits_head(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        band = self._section(surface, rect, self.app.text.tr("stats.splits.title"))
        cells = self._split_cells(band)
        self._heads(surface, cells[1:], [h for _, h in self._split_columns()])

    def _band(self, surface: pygame.Surface, rect: pygame.Rect, focused: bool, odd: bool = False) -> pygame.Rect:
        band = rect.inflate(0, -4)
        fill = theme.MUSTARD_LIGHT if focused else ((246, 232, 204) if odd else theme.CREAM)
        theme.panel(surface, band, fill=fill, border=theme.CHOCOLATE if focused else theme.CHOCOLATE_LIGHT,
                    radius=8, border_width=2, shadow=0)
        return band

    def _draw_split(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, row = self.app.text, line.data
        band = self._band(surface, rect, focused, odd=row.depth == 1)
        cells = self._split_cells(band)
        name = words.split_name(text, self.game, row.key)
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
    def _columns(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        m = charts.Mirror(VIEW, self.app.text.rtl)
        out, x = {}, VIEW.left + 12
        for name, w in HISTORY_COLS:
            r = m.span(x, w)
            out[name] = pygame.Rect(r.left, rect.top, r.w, rect.h)
            x += w
        return out

    def _draw_history_head(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        tr = self.app.text.tr
        band = self._section(surface, rect, tr("stats.history.title", n=len(self.tab.history)))
        cols = self._columns(band)
        self._heads(surface, list(cols.values()), [tr(f"stats.history.col.{c}") for c, _ in HISTORY_COLS])

    def _draw_history(self, surface: pygame.Surface, line: Line, rect: pygame.Rect, focused: bool) -> None:
        text, e, tr = self.app.text, line.data, self.app.text.tr
        band = self._band(surface, rect, focused)
        if focused:
            theme.focus_ring(surface, band, self.app.tick, radius=8)
            self._band(surface, rect, focused)
        cols = self._columns(band)

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
            put("who", tr("stats.history.seats_vs", n=n, who=words.players_who(text, self.game, e["players"],
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
        if self.replay_of(e) is not None:
            review = self.can_review(e)
            if review:   # the replay's word keeps clear of the Review pill
                p = self._review_pill(band)
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
