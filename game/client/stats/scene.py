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

import logging
from typing import Any

import pygame

from game import kits
from game.client import screens, theme
from game.client.records import recording, stats_model as model
from game.client.scene import Scene
from game.client.screen_parts import draw_prompts, draw_title
from game.client.stats.header import build_header
from game.client.stats.history import load_replay, replay_of, review_offered
from game.client.stats.layout import VIEW, WHEEL_LINES, lines_of
from game.client.stats.rows import RowPainter
from game.storage import stats as S

log = logging.getLogger(__name__)


class StatisticsScene(Scene):
    def __init__(self, app: Any, game: str | None = None) -> None:
        super().__init__(app)
        self.games = [k.name for k in kits.windowed()]
        self.store = S.StatsStore()
        self.stats = recording.load(app, self.store)
        self.rows = RowPainter(self)
        self.tabs: dict[str, model.Tab] = {}
        if game is None:   # the game played last, else the first
            last = [e["game"] for e in self.stats.history() if e["game"] in self.games]
            game = last[0] if last else self.games[0]
        self.game = game
        build_header(self)
        self.cursor = 0          # the page row with the focus (-1: the header)
        self.header_focus = 0    # in the header: Back, the tabs, Reset
        self.first = 0           # the page row drawn first
        self._select(self.game)

    def _select(self, game: str) -> None:
        """Show ``game``'s tab from its top (the focus stays in the header
        when it is there)."""
        self.game = game
        for b, g in zip(self.tab_buttons, self.games):
            b.selected = g == game
        self.tab = self._tab(game)
        self.lines = lines_of(self.tab, self.app.text.scale)
        self.reset_button.enabled = not self.tab.empty
        self.first = 0
        if self.cursor >= 0:
            self.cursor = self._focusable()[0]

    def _tab(self, game: str) -> model.Tab:
        if game not in self.tabs:
            self.tabs[game] = model.tab(self.stats, game)
        return self.tabs[game]

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
        return replay_of(entry)

    def can_review(self, entry: dict | None) -> bool:
        return entry is not None and self.replay_of(entry) is not None and review_offered(entry["game"])

    def open_replay(self, entry: dict) -> None:
        rec = load_replay(self.app, entry)
        if rec is not None:
            screens.push(self.app, "replay", rec)

    def open_review(self, entry: dict) -> None:
        if not self.can_review(entry):
            return
        rec = load_replay(self.app, entry)
        if rec is not None:
            screens.push(self.app, "review_scene", rec, entry["seat"])

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
        self.lines = lines_of(self.tab, self.app.text.scale)
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
            self.rows.draw(surface, self.lines[i], rect, i == self.cursor)
        self.rows.draw_scrollbar(surface)
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

    def _columns(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """A history row's columns (`RowPainter.columns`)."""
        return self.rows.columns(rect)

    def _review_pill(self, row: pygame.Rect) -> pygame.Rect:
        """The Review pill on a history row (`RowPainter.review_pill`)."""
        return self.rows.review_pill(row)
