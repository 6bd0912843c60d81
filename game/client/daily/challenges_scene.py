"""The Challenges screen (Today → Challenges): one game's challenges at a
time (Left/Right or the tabs change game), each row its name, what to do,
and its state — done (a filled disc, the date), counting ("3 / 10", a
bar) or not yet (an open ring). Confirm on a done challenge watches the
game that earned it (its replay), when that replay is still kept.

The rows grow with the Text size setting (their menu's ``area``: taller
rows that scroll, the focused one in view); from 125 % they stand in one
column, so each row's sentence has the board's width."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits
from game.client import layout_audit, screens, theme
from game.client.dialog import MessageScene
from game.client.scene import Scene
from game.client.daily.model import date_text, day_of
from game.client.screen_parts import draw_board, draw_prompts
from game.client.text_block import draw_block
from game.client.widgets import Menu, Widget
from game.kits.challenges import Challenge, Progress, challenges_of
from game.storage.progress import ProgressStore, replay_file

BOARD = pygame.Rect(40, 16, 1200, 640)
LIST = pygame.Rect(64, 144, 1152, 500)
COLUMNS = 2
#: From this text size on the challenges stand in one column.
ONE_COLUMN_AT = 1.25


class ChallengeRow(Widget):
    """One challenge; confirm watches the replay of the game that earned it."""

    def __init__(self, rect: Any, game: str, challenge: Challenge, progress: Progress, on_watch: Any) -> None:
        super().__init__(rect)
        self.game, self.challenge, self.progress, self.on_watch = game, challenge, progress, on_watch

    def text(self, app: Any) -> str:
        name, _ = self.challenge.keys(self.game)
        return app.text.tr(name)

    def handle(self, intent: Any, app: Any) -> bool:
        if intent.name in ("confirm", "click") and self.progress.done and self.progress.replay:
            self.on_watch(self)
            return True
        return False

    def state_text(self, app: Any) -> str:
        p, c = self.progress, self.challenge
        if p.done:
            day = day_of(p.done)
            return app.text.tr("challenges.done_on", date=date_text(app, day, "medium") if day else p.done[:10])
        if c.goal > 1:
            return app.text.tr("challenges.count", count=p.count, goal=c.goal)
        return app.text.tr("challenges.not_yet")

    def draw(self, surface: pygame.Surface, app: Any, focused: bool) -> None:
        r, text = self.rect, app.text
        if focused:
            theme.focus_ring(surface, r, app.tick)
        done = bool(self.progress.done)
        theme.panel(surface, r, fill=theme.CREAM if done else (236, 222, 196), border=theme.MUSTARD if focused
                    else theme.CHOCOLATE_LIGHT, radius=12, border_width=3, shadow=3)
        mark = (r.right - 24, r.centery) if text.rtl else (r.left + 24, r.centery)
        if done:
            pygame.draw.circle(surface, theme.BASIL, mark, 11)
        else:
            pygame.draw.circle(surface, theme.CHOCOLATE_LIGHT, mark, 11, 3)
        name, how = self.challenge.keys(self.game)
        state = self.state_text(app)
        g = text.scale
        state_size = text.reading_size(16)
        state_w = min(round(190 * g), text.width(state, state_size, "bold") + 8)
        room = r.width - 56 - state_w - 12
        x0 = r.right - 44 if text.rtl else r.left + 44
        box = pygame.Rect(x0 - room if text.rtl else x0, r.top + 2, room, r.height // 2 - 2)
        with layout_audit.owned_by(self):
            title = text.tr(name)
            text.draw(surface, title, text.fit_box(title, text.reading_size(20), box, "bold"), theme.INK,
                      (x0, box.centery), "midright" if text.rtl else "midleft", role="bold", box=box)
            how_box = pygame.Rect(r.left + 16 if text.rtl else r.left + 44, box.bottom, r.width - 60,
                                  r.bottom - 2 - box.bottom)
            # body text: grown by its role, on two lines when the row is tall enough, smaller only to stay in it
            draw_block(surface, text, text.tr(how), 15, how_box, theme.CHOCOLATE_LIGHT, "start", "body", least=5)
            sx = r.left + 12 if text.rtl else r.right - 12
            sbox = pygame.Rect(sx if text.rtl else sx - state_w, r.top + 6, state_w, round(24 * g))
            text.draw(surface, state, text.fit_size(state, state_size, state_w, "bold"),
                      theme.BASIL if done else theme.CHOCOLATE_LIGHT, (sx, r.top + 8),
                      "topleft" if text.rtl else "topright", role="bold", box=sbox)
        if not done and self.challenge.goal > 1:
            bar = pygame.Rect(0, 0, state_w, 6)
            top = r.top + 8 + round(24 * g)
            bar.topright = (r.right - 12, top) if not text.rtl else (r.left + 12 + state_w, top)
            pygame.draw.rect(surface, (210, 196, 170), bar, border_radius=3)
            fill = bar.copy()
            fill.width = bar.width * self.progress.count // self.challenge.goal
            if text.rtl:
                fill.right = bar.right
            pygame.draw.rect(surface, theme.BASIL, fill, border_radius=3)


class ChallengesScene(Scene):
    def __init__(self, app: Any, *, game: int = 0) -> None:
        super().__init__(app)
        self.games = [k for k in kits.windowed() if challenges_of(k)]
        self.game = min(game, max(0, len(self.games) - 1))
        self._load()

    def _load(self) -> None:
        store = ProgressStore()
        progress = store.load()
        note = store.take_message()
        if note:
            self.app.toast(self.app.text.tr("stats.set_aside", detail=note), seconds=6)
        self.rows: list[ChallengeRow] = []
        if not self.games:
            self.menu = Menu([])
            return
        kit = self.games[self.game]
        mine = progress.of(kit.name).challenges
        items = challenges_of(kit)
        columns = COLUMNS if self.app.text.scale < ONE_COLUMN_AT else 1
        per_col = -(-len(items) // columns)
        gap = 8
        w = (LIST.width - gap * (columns - 1)) // columns
        shown = -(-len(items) // COLUMNS)   # rows as tall as two columns' fit the list (the menu scrolls past it)
        h = min(64, (LIST.height - gap * (shown - 1)) // shown)
        for i, c in enumerate(items):
            col, row = divmod(i, per_col)
            if self.app.text.rtl:
                col = columns - 1 - col
            rect = (LIST.left + col * (w + gap), LIST.top + row * (h + gap), w, h)
            self.rows.append(ChallengeRow(rect, kit.name, c, mine.get(c.id, Progress()), self._watch))
        # the rows grow with the text and scroll in the list's area
        self.menu = Menu(self.rows, area=pygame.Rect(LIST.left, LIST.top, LIST.width - 30, LIST.height))

    def _watch(self, row: ChallengeRow) -> None:
        from game.storage.replays import ReplayStore
        path = replay_file(row.progress.replay)
        if path is None or not path.exists():
            self.app.push(MessageScene(self.app, "stats.replay_title", "stats.replay_gone"))
            return
        rec, message = ReplayStore(path.parent).load(path)
        if rec is None:
            self.app.push(MessageScene(self.app, "saves.corrupt_title", "replay.bad_body", reason=str(message or "")))
            return
        screens.push(self.app, "replay", rec)

    def switch(self, delta: int) -> None:
        if len(self.games) > 1:
            self.game = (self.game + delta) % len(self.games)
            self.app.audio.play("move")
            self._load()

    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.app.pop()
        elif intent.name in ("left", "right"):
            self.switch((-1 if intent.name == "left" else 1) * (-1 if self.app.text.rtl else 1))
        else:
            self.menu.handle(intent, self.app)

    def redraw_every(self) -> int:
        return 30

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.text.tr
        draw_board(surface, app, tr("challenges.title"), size=BOARD.size, top=BOARD.top, title_y=62,
                   title_size=52)
        if not self.games:
            return
        kit = self.games[self.game]
        done = sum(1 for r in self.rows if r.progress.done)
        head = tr("challenges.header", game=tr(kit.client.name_key), done=done, total=len(self.rows))
        if len(self.games) > 1:
            head = f"◀  {head}  ▶"
        # grown as far as the room between the title and the list allows
        size = app.text.fit_size(head, min(app.text.reading_size(24), 34), BOARD.width - 80, "bold")
        app.text.draw(surface, head, size, theme.CREAM, (BOARD.centerx, 116), "center", role="bold")
        self.menu.draw(surface, app)
        pairs = [("up", "prompt.move"), ("left", "challenges.other_game"), ("back", "prompt.back")]
        focused = self.menu.focused
        if isinstance(focused, ChallengeRow) and focused.progress.done and focused.progress.replay:
            pairs.insert(1, ("confirm", "challenges.watch"))
        draw_prompts(surface, app, pairs)
