"""The Puzzles screen (Today → Puzzles): the puzzle of the day on top, then
the ladder — every shipped puzzle as a numbered tile, easiest first,
coloured by its grade (the turns the win takes) and marked once solved.
The arrows move in the grid; Confirm opens the puzzle's table
(`puzzle_play.open_puzzle`). docs/challenges.md, "Rodízio puzzles".

Its texts grow with the Text size setting: the puzzle of the day's panel
widens to hold its grown line, the tiles' numbers grow inside them (the
grid keeps its twelve columns: a number is at most two digits)."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits
from game.client import layout_audit, theme
from game.client.daily.model import today_utc
from game.client.daily.puzzle_play import open_puzzle
from game.client.scene import Scene
from game.client.screen_parts import draw_board, draw_prompts
from game.client.text_block import draw_block
from game.kits import puzzles as P
from game.storage.progress import ProgressStore

BOARD = pygame.Rect(40, 16, 1200, 640)
GRID = pygame.Rect(90, 214, 1100, 330)
COLS = 12
#: Tile colours by grade: 1 turn, 2, 3, 4, 5 and more.
GRADES = ((255, 232, 170), (250, 205, 120), (240, 170, 90), (222, 128, 70), (190, 90, 60))


class PuzzlesScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.kit = next((k for k in kits.windowed() if P.has_puzzles(k)), None)
        self.puzzles = P.load(self.kit) if self.kit else []
        self.today = today_utc()
        self.daily = P.of_day(self.kit, self.today) if self.puzzles else None
        self.cursor = -1 if self.daily else 0   # -1: the puzzle of the day
        self._load()

    def _load(self) -> None:
        store = ProgressStore()
        self.tried = store.load().of(self.kit.name).puzzles if self.kit else {}
        note = store.take_message()
        if note:
            self.app.toast(self.app.text.tr("stats.set_aside", detail=note), seconds=6)

    # -- geometry ------------------------------------------------------------------------
    def tile(self, i: int) -> pygame.Rect:
        rows = -(-len(self.puzzles) // COLS)
        w = GRID.width // COLS
        h = min(64, GRID.height // max(1, rows))
        row, col = divmod(i, COLS)
        if self.app.text.rtl:
            col = COLS - 1 - col
        return pygame.Rect(GRID.left + col * w + 4, GRID.top + row * h + 4, w - 8, h - 8)

    @property
    def DAILY(self) -> pygame.Rect:
        """The puzzle of the day's panel (wider past 100 %, for its grown line)."""
        return pygame.Rect(340, 138, 600, 60) if self.app.text.scale == 1.0 else pygame.Rect(120, 136, 1040, 66)

    # -- actions -------------------------------------------------------------------------
    def focused_puzzle(self) -> dict[str, Any] | None:
        if self.cursor < 0:
            return self.daily
        return self.puzzles[self.cursor] if self.puzzles else None

    def open(self) -> None:
        p = self.focused_puzzle()
        if p is not None:
            self.app.audio.play("click")
            open_puzzle(self.app, self.kit, p, today=self.today.isoformat())

    def move(self, name: str) -> None:
        n = len(self.puzzles)
        if not n:
            return
        step = {"left": -1, "right": 1}.get(name, 0) * (-1 if self.app.text.rtl else 1)
        if self.cursor < 0:
            if name == "down":
                self.cursor = 0
        elif name == "up":
            self.cursor = self.cursor - COLS if self.cursor >= COLS else (-1 if self.daily else self.cursor)
        elif name == "down":
            self.cursor = min(n - 1, self.cursor + COLS)
        elif step:
            self.cursor = (self.cursor + step) % n
        self.app.audio.play("move")

    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.app.pop()
        elif intent.name in ("up", "down", "left", "right"):
            self.move(intent.name)
        elif intent.name == "next":
            self.cursor = (self.cursor + 1) % len(self.puzzles) if self.puzzles else 0
        elif intent.name in ("confirm",):
            self.open()
        elif intent.name in ("point", "click") and intent.pos is not None:
            hit = -1 if self.daily and self.DAILY.collidepoint(intent.pos) else next(
                (i for i in range(len(self.puzzles)) if self.tile(i).collidepoint(intent.pos)), None)
            if hit is not None:
                self.cursor = hit
                if intent.name == "click":
                    self.open()

    def on_resume(self) -> None:
        self._load()

    def redraw_every(self) -> int:
        return 30

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app, tr, text = self.app, self.app.text.tr, self.app.text
        draw_board(surface, app, tr("puzzles.title"), size=BOARD.size, top=BOARD.top, title_y=62,
                   title_size=52)
        if not self.puzzles:
            text.draw(surface, tr("puzzles.none"), 24, theme.CREAM, BOARD.center, "center", role="bold")
            return
        solved = sum(1 for t in self.tried.values() if t.solved)
        head = tr("puzzles.header", game=tr(self.kit.client.name_key), solved=solved, total=len(self.puzzles))
        # grown as far as the room between the title and the panel allows
        text.draw(surface, head, text.fit_size(head, min(text.reading_size(22), 32), BOARD.width - 80, "bold"),
                  theme.CREAM, (BOARD.centerx, 114), "center", role="bold")
        d = self.daily
        if d is not None:
            focused = self.cursor < 0
            if focused:
                theme.focus_ring(surface, self.DAILY, app.tick)
            theme.panel(surface, self.DAILY, fill=theme.MUSTARD if focused else theme.CREAM, border=theme.CHOCOLATE,
                        radius=16, border_width=4, shadow=6)
            label = tr("puzzles.of_the_day", n=d["id"], turns=d["depth"])
            if self._solved(d):
                label += tr("puzzles.solved_mark")
            text.draw(surface, label, text.fit_box(label, text.reading_size(26), self.DAILY.inflate(-24, -8), "bold"),
                      theme.INK,
                      self.DAILY.center, "center", role="bold", box=self.DAILY.inflate(-24, -8))
        for i, p in enumerate(self.puzzles):
            self._draw_tile(surface, i, p)
        self._draw_focus_line(surface)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "puzzles.play"), ("back", "prompt.back")])

    def _solved(self, p: dict[str, Any]) -> bool:
        t = self.tried.get(str(p["id"]))
        return bool(t and t.solved)

    def _draw_tile(self, surface: pygame.Surface, i: int, p: dict[str, Any]) -> None:
        r = self.tile(i)
        if i == self.cursor:
            theme.focus_ring(surface, r, self.app.tick)
        fill = GRADES[min(len(GRADES), p["depth"]) - 1]
        theme.panel(surface, r, fill=fill, border=theme.CHOCOLATE, radius=10, border_width=3, shadow=3)
        layout_audit.mark(surface, f"puzzle {p['id']}", r, "panel")
        text, grown = self.app.text, self.app.text.scale != 1.0
        # grown: the number a little off the corner mark's side, as large as the tile holds
        room = pygame.Rect(r.left + 4, r.top + 2, r.w - 26, r.h - 4) if grown else r
        if grown and text.rtl:
            room.right = r.right - 4
        size = text.fit_box(str(p["id"]), text.reading_size(20), room, "bold") if grown else 20
        text.draw(surface, str(p["id"]), size, theme.INK, (room.centerx, r.centery - 2), "center", role="bold",
                  box=room if grown else None)
        if self._solved(p):
            pygame.draw.circle(surface, theme.BASIL, (r.right - 13, r.top + 13), 7)
        elif self.tried.get(str(p["id"])):
            pygame.draw.circle(surface, theme.CHOCOLATE_LIGHT, (r.right - 13, r.top + 13), 7, 2)

    def _draw_focus_line(self, surface: pygame.Surface) -> None:
        """What the focused puzzle is: its number, its grade, its table, solved or tried."""
        p = self.focused_puzzle()
        if p is None:
            return
        tr = self.app.text.tr
        t = self.tried.get(str(p["id"]))
        state = tr("puzzles.state_solved") if t and t.solved else (
            tr("puzzles.state_tried", tries=t.tries) if t else tr("puzzles.state_new"))
        line = tr("puzzles.about", n=p["id"], turns=p["depth"], seats=p["state"]["seats"]) + " · " + state
        g = self.app.text.scale
        box = pygame.Rect(BOARD.left + 40, GRID.bottom + 24 - round(12 * (g - 1)), BOARD.width - 80, round(34 * g))
        draw_block(surface, self.app.text, line, self.app.text.reading_size(22), box, theme.CREAM, least=12)
