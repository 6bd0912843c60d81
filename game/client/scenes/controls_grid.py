"""The Controls screen's grid geometry, grown with the Text size setting.

``Grid.of(app, labels, cells, rows)`` lays out the rebinding grid for the
body-text scale in effect (``app.text.scale``): the action names and the
key / button cells are drawn at ``reading_size(24)`` (24 px at 100 %, 48 px
at 200 %), rows are ``ROW_H × scale`` tall; the board widens past 100 %;
the columns are measured — the cells as wide as the widest key name shown
(never under ``CELL_W``), the action column the rest — so a long key name
or a long translation shares the shortage instead of being cut. Rows that
do not fit between the column heads and the buttons scroll: ``first`` is
the row drawn first (``follow`` keeps a row wholly in view) and
``more_above`` / ``more_below`` say there are more rows that way.

At 100 % the geometry is the screen's designed one (columns at 130, 520,
730, 940; rows 36 px every 41 px from y 138; buttons at y 600)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

#: Designed (100 %) sizes: text, a row and the gap under it, a cell's least width.
TEXT, HEAD_TEXT, STATUS_TEXT, BUTTON_TEXT = 24, 22, 21, 26
ROW_H, ROW_GAP, CELL_W, COL_GAP = 36, 5, 190, 20
HEAD_TOP, HEAD_H = 104, 28
BOARD_W, BOARD_W_GROWN, BOARD_H, BOARD_TOP = 1120, 1260, 660, 8
#: The board's inner margins to the grid (the scroll marks use the wider end one).
MARGIN_START, MARGIN_END = 50, 70
BUTTON_W, BUTTON_H, BUTTON_GAP = 330, 52, 20
#: How much the buttons grow at most (they share the height with the grid).
BUTTON_GROWTH = 1.5
#: Padding inside a cell (its rounded border) and under the status line.
CELL_PAD = 28


@dataclass
class Grid:
    scale: float
    rtl: bool
    width: int                # the screen's width (for mirroring)
    board: pygame.Rect
    size: int                 # the action names' and cells' text size (already grown)
    head_size: int
    label_w: int
    cell_w: int
    row_h: int
    pitch: int                # a row and the gap under it
    head: pygame.Rect         # the column heads' band
    top: int                  # the first row's top
    bottom: int               # the rows' room ends here (before the status line)
    buttons: tuple[pygame.Rect, pygame.Rect]
    rows: int
    first: int = 0

    @classmethod
    def of(cls, app: Any, labels: Sequence[str], cells: Sequence[str], rows: int,
           status_h: int = 0, first: int = 0) -> "Grid":
        """The grid for ``labels`` (the action names) and ``cells`` (every
        key or button name shown), ``rows`` rows, ``status_h`` pixels kept
        free above the buttons for the status line."""
        text = app.text
        scale, rtl, width = text.scale, text.rtl, app.SIZE[0]
        board = pygame.Rect(0, 0, BOARD_W if scale == 1.0 else BOARD_W_GROWN, BOARD_H)
        board.midtop = (width // 2, BOARD_TOP)
        size = text.reading_size(TEXT)
        left, right = board.left + MARGIN_START, board.right - MARGIN_END
        room = right - left
        need_label = max((text.width(s, size, "bold") for s in labels), default=0) + 4
        need_cell = max(CELL_W, max((text.width(s, size, "bold") for s in cells), default=0) + CELL_PAD)
        cell_w = need_cell
        label_w = room - 3 * (cell_w + COL_GAP)
        if label_w < need_label:   # not room for both: each gives up its share of the shortage
            short = need_label - label_w
            cell_w = max(CELL_W, need_cell - short * 3 // 4 // 3)
            label_w = room - 3 * (cell_w + COL_GAP)
        row_h = round(ROW_H * scale)
        pitch = row_h + round(ROW_GAP * scale)
        head = pygame.Rect(left, HEAD_TOP, room, round(HEAD_H * scale))
        bh = round(BUTTON_H * min(scale, BUTTON_GROWTH))
        bw = round(BUTTON_W * min(scale, BUTTON_GROWTH))
        btop = board.bottom - 16 - bh
        cx = width // 2
        buttons = (pygame.Rect(cx - BUTTON_GAP // 2 - bw, btop, bw, bh), pygame.Rect(cx + BUTTON_GAP // 2, btop, bw, bh))
        grid = cls(scale, rtl, width, board, size, text.reading_size(HEAD_TEXT), label_w, cell_w, row_h, pitch,
                   head, head.bottom + 6, btop - 8 - status_h, buttons, rows)
        grid.first = max(0, min(first, rows - grid.shown))
        return grid

    # ---- scrolling ---------------------------------------------------
    @property
    def shown(self) -> int:
        """How many rows fit wholly in the room (at least one)."""
        room = self.bottom - self.top
        return max(1, min(self.rows, (room + self.pitch - self.row_h) // self.pitch))

    def follow(self, row: int) -> None:
        """Scroll so that ``row`` (a grid row; others are ignored) is in view."""
        if not 0 <= row < self.rows:
            return
        if row < self.first:
            self.first = row
        elif row >= self.first + self.shown:
            self.first = row - self.shown + 1

    def visible(self, row: int) -> bool:
        return self.first <= row < self.first + self.shown

    @property
    def more_above(self) -> bool:
        return self.first > 0

    @property
    def more_below(self) -> bool:
        return self.first + self.shown < self.rows

    @property
    def area(self) -> pygame.Rect:
        """The rows shown (the scroll marks sit just past its end edge)."""
        left = self.board.left + MARGIN_START
        r = pygame.Rect(left, self.top, self.board.w - MARGIN_START - MARGIN_END, self.shown * self.pitch - (self.pitch - self.row_h))
        return self._mirror(r)

    # ---- columns -----------------------------------------------------
    def _mirror(self, r: pygame.Rect) -> pygame.Rect:
        """``r`` mirrored across the screen in a right-to-left language."""
        return pygame.Rect(self.width - r.right, r.top, r.w, r.h) if self.rtl else r

    def y(self, row: int) -> int:
        return self.top + (row - self.first) * self.pitch

    def label_rect(self, row: int) -> pygame.Rect:
        return self._mirror(pygame.Rect(self.board.left + MARGIN_START, self.y(row), self.label_w, self.row_h))

    def cell_x(self, col: int) -> int:
        return self.board.left + MARGIN_START + self.label_w + COL_GAP + col * (self.cell_w + COL_GAP)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        return self._mirror(pygame.Rect(self.cell_x(col), self.y(row), self.cell_w, self.row_h))

    def heads(self) -> list[tuple[pygame.Rect, str]]:
        """The column heads' boxes with their keys: Action, Keys (over both
        key cells), Pad."""
        h = self.head
        keys_w = self.cell_x(1) + self.cell_w - self.cell_x(0)
        out = [(pygame.Rect(h.left, h.top, self.label_w, h.h), "controls.action"),
               (pygame.Rect(self.cell_x(0), h.top, keys_w, h.h), "controls.keys"),
               (pygame.Rect(self.cell_x(2), h.top, self.cell_w, h.h), "controls.pad")]
        return [(self._mirror(r), key) for r, key in out]
