"""The Controls screen (from Settings): every bindable intent with its two
keys and its pad button; pick a cell and press the key or button to bind.

- Up/down move between intents, left/right between the cells (Key 1, Key 2,
  Pad), confirm (or a click) starts listening: the next key press (a Key
  cell) or pad button (the Pad cell) is bound there. A click, a press on the
  other device or `LISTEN_TICKS` without input cancels; Esc while listening
  for a key binds Esc.
- A key another intent had moves here and that intent gets the key this
  cell held (``Bindings.bind``: a swap, never a silent double); the status
  line says what changed ("Enter was Confirm's: Confirm now has E"), and
  warns when an intent is left with no key and no button.
- "Reset to defaults" restores every binding. Every change is saved at once
  (Settings.keys / Settings.buttons, App.apply_settings) and every prompt in
  the game names the new keys.
- Pad cells show the labels of the family of pad last used (✕ ○ □ △ on a
  PlayStation pad).
- The grid grows with the Text size setting (game.client.scenes.controls_grid:
  measured columns, taller rows); rows that no longer fit scroll, the focused
  row always in view, with marks where more rows are; the status line wraps
  onto a second line above the buttons."""
from __future__ import annotations

import pygame

from game.client import access, theme
from game.client.anim import motion
from game.client.bindings import BINDABLE, Conflict
from game.client.input_mapper import key_cap
from game.client.intents import Intent
from game.client.scene import Scene
from game.client.scenes.controls_grid import BUTTON_TEXT, STATUS_TEXT, Grid
from game.client.screen_parts import draw_board, draw_prompts
from game.client.widgets import Button, _scroll_marks
from game.client import pads
from game.client.bindings import button_name

#: Ticks the screen listens for a key before giving up (5 s).
LISTEN_TICKS = 300
COLUMNS = ("keyboard", "keyboard", "controller")   # Key 1, Key 2, Pad
_CONFIRM = Intent("confirm", None, "script")   # the Reset / Back buttons' confirm


class ControlsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.row = 0
        self.col = 0
        self.listening: tuple[str, str, int, int] | None = None   # (intent, device, slot, since tick)
        self.status: str | None = None
        self.first = 0     # the grid row drawn first (the grid scrolls at large text sizes)
        self.reset = Button((300, 600, 330, 52), self._reset, key="controls.reset", size=BUTTON_TEXT)
        self.back = Button((650, 600, 330, 52), app.pop, key="common.back", size=BUTTON_TEXT)
        self.buttons = [self.reset, self.back]

    # ---- geometry ----------------------------------------------------
    def grid(self) -> Grid:
        """The grid as it is drawn now (text size, language, status line),
        scrolled so that the focused row is in view; the buttons placed."""
        text = self.app.text
        labels = [self._action(i) for i in BINDABLE]
        bindings = self.app.input.bindings
        cells = [self._label(d, c) for i in BINDABLE for d in ("keyboard", "controller")
                 for c in bindings.table(d)[i]] + [text.tr("controls.empty")]
        status = self.status_lines()
        status_h = 0 if not status else max(round(40 * text.scale), len(status[1]) * text.line_height(status[0], "bold"))
        grid = Grid.of(self.app, labels, cells, len(BINDABLE), status_h, self.first)
        grid.follow(self.row)
        self.first = grid.first
        for b, r in zip(self.buttons, grid.buttons):
            b.rect = r
        return grid

    def status_lines(self) -> tuple[int, list[str]] | None:
        """The status line's size and lines: grown with the text, on two
        lines when one is too short, smaller only when two are not enough."""
        if not self.status:
            return None
        text = self.app.text
        width = (1060 if text.scale == 1.0 else 1200)
        size = text.reading_size(STATUS_TEXT)
        lines = text.wrap(self.status, size, width, "bold")
        while size > 12 and (len(lines) > 2 or any(text.width(ln, size, "bold") > width for ln in lines)):
            size -= 1
            lines = text.wrap(self.status, size, width, "bold")
        return size, lines

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        return self.grid().cell_rect(row, col)

    def _cell_at(self, pos) -> tuple[int, int] | None:
        grid = self.grid()
        for r in range(len(BINDABLE)):
            if not grid.visible(r):
                continue
            for c in range(len(COLUMNS)):
                if grid.cell_rect(r, c).collidepoint(pos):
                    return r, c
        for i, b in enumerate(self.buttons):
            if b.rect.collidepoint(pos):
                return len(BINDABLE), i
        return None

    # ---- input -------------------------------------------------------
    def handle(self, intent) -> None:
        if self.listening is not None:
            if intent.name == "click":   # a click cancels (a key press binds, see _captured)
                self._stop_listening()
            return
        name = intent.name
        last = len(BINDABLE)
        if name in ("back", "menu"):
            self.app.audio.play("click")
            self.app.pop()
            return
        if name in ("point", "click") and intent.pos is not None:
            at = self._cell_at(intent.pos)
            if at is None:
                return
            if at != (self.row, self.col):
                self.row, self.col = at
                self._announce()
            if name == "click":
                self._activate()
            return
        if name in ("up", "down", "next"):
            step = -1 if name == "up" else 1
            self.row = (self.row + step) % (last + 1)
            if self.row == last:
                self.col = min(self.col, 1)
            self.app.audio.play("move")
            self._announce()
        elif name in ("left", "right"):
            step = -1 if name == "left" else 1
            if self.app.text.rtl:
                step = -step
            width = 2 if self.row == last else len(COLUMNS)
            self.col = (self.col + step) % width
            self.app.audio.play("move")
            self._announce()
        elif name == "confirm":
            self._activate()

    def _activate(self) -> None:
        if self.row == len(BINDABLE):
            self.buttons[self.col].handle(_CONFIRM, self.app)
            return
        intent = BINDABLE[self.row]
        device = COLUMNS[self.col]
        slot = self.col if device == "keyboard" else 0
        self.listening = (intent, device, slot, self.app.tick)
        self.app.input.capture = self._captured
        key = "controls.press_key" if device == "keyboard" else "controls.press_button"
        self.status = self.app.text.tr(key, action=self._action(intent))
        self.app.audio.play("click")
        access.narrate(self.app, self.status)

    def _captured(self, device: str, code: int) -> None:
        """The key or button pressed while listening (from the input mapper)."""
        listening = self.listening
        self._stop_listening()
        if listening is None:
            return
        intent, want, slot, _ = listening
        if device != want:   # the other device: cancel
            return
        conflict = self.app.input.bindings.bind(device, intent, slot, code)
        self._save()
        self.status = self._describe(intent, device, code, conflict)
        self.app.audio.play("click")
        access.narrate(self.app, self.status)

    def _stop_listening(self) -> None:
        self.listening = None
        self.status = None
        if self.app.input.capture == self._captured:
            self.app.input.capture = None

    def on_exit(self) -> None:
        self._stop_listening()

    def on_pause(self) -> None:
        self._stop_listening()

    def update(self, dt: float) -> None:
        if self.listening is not None and self.app.tick - self.listening[3] >= LISTEN_TICKS:
            self._stop_listening()
            self.app.dirty = True

    def redraw_every(self) -> int:
        return 1 if self.listening is not None else 0

    # ---- changes -----------------------------------------------------
    def _save(self) -> None:
        s = self.app.settings
        s.keys, s.buttons = self.app.input.bindings.to_settings()
        self.app.apply_settings()

    def _reset(self) -> None:
        self.app.input.bindings.reset()
        self._save()
        self.status = self.app.text.tr("controls.reset_done")
        access.narrate(self.app, self.status)

    def _label(self, device: str, code: int | None) -> str:
        if code is None:
            return self.app.text.tr("controls.empty")
        if device == "keyboard":
            return key_cap(code)
        return self.app.input.translate(pads.label(self.app.input.pad_family, button_name(code)))

    def _describe(self, intent: str, device: str, code: int, conflict: Conflict | None) -> str:
        tr = self.app.text.tr
        said = tr("controls.bound", action=self._action(intent), key=self._label(device, code))
        if conflict is not None:
            other = self._action(conflict.other)
            if conflict.given is not None:
                said += " " + tr("controls.swapped", key=self._label(device, code), other=other,
                                 given=self._label(device, conflict.given))
            else:
                said += " " + tr("controls.taken", key=self._label(device, code), other=other)
        for lost in self.app.input.bindings.unbound():
            said += " " + tr("controls.unbound", action=self._action(lost))
        return said

    def _action(self, intent: str) -> str:
        return self.app.text.tr(f"intent.{intent}")

    def _announce(self) -> None:
        """Narration: the focused cell ("Confirm, Keys: Enter")."""
        if self.row == len(BINDABLE):
            access.narrate(self.app, self.buttons[self.col].text(self.app))
            return
        intent = BINDABLE[self.row]
        device = COLUMNS[self.col]
        codes = self.app.input.bindings.table(device)[intent]
        slot = self.col if device == "keyboard" else 0
        code = codes[slot] if slot < len(codes) else None
        head = self.app.text.tr("controls.keys" if device == "keyboard" else "controls.pad")
        access.narrate(self.app, self.app.text.tr("access.option", label=f"{self._action(intent)}, {head}",
                                                  value=self._label(device, code)))

    # ---- drawing -----------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        text = app.text
        grid = self.grid()
        draw_board(surface, app, text.tr("controls.title"), size=grid.board.size, top=grid.board.top, title_y=60,
                   title_size=54)
        for box, key in grid.heads():
            label = text.tr(key)
            size = text.fit_box(label, grid.head_size, box, "bold")
            text.draw(surface, label, size, theme.MUSTARD_LIGHT, box.center, "center", role="bold", box=box)
        bindings = app.input.bindings
        for r, intent in enumerate(BINDABLE):
            if not grid.visible(r):
                continue
            lab = grid.label_rect(r)
            name = self._action(intent)
            size = text.fit_box(name, grid.size, lab, "bold")
            text.draw(surface, name, size, theme.CREAM, (lab.right if text.rtl else lab.left, lab.centery),
                      "midright" if text.rtl else "midleft", role="bold", box=lab)
            for c, device in enumerate(COLUMNS):
                codes = bindings.table(device)[intent]
                slot = c if device == "keyboard" else 0
                code = codes[slot] if slot < len(codes) else None
                self._cell(surface, grid.cell_rect(r, c), self._label(device, code), grid.size,
                           focused=(r, c) == (self.row, self.col),
                           listening=self.listening is not None and (r, c) == (self.row, self.col),
                           empty=code is None)
        if grid.more_above or grid.more_below:
            _scroll_marks(surface, grid.area, grid.more_above, grid.more_below)
        for i, b in enumerate(self.buttons):
            b.draw(surface, app, self.row == len(BINDABLE) and self.col == i and self.listening is None)
        status = self.status_lines()
        if status:
            size, lines = status
            lh = text.line_height(size, "bold")
            tall = lh * len(lines) if len(lines) > 1 else max(40, lh)
            # under the last row shown, and always clear of the buttons
            y = min(grid.area.bottom + (grid.pitch - grid.row_h) + 4, grid.buttons[0].top - 4 - tall)
            for ln in lines:
                box = pygame.Rect(0, y, grid.board.w - 60, lh if len(lines) > 1 else max(40, lh))
                box.centerx = app.SIZE[0] // 2
                text.draw(surface, ln, size, theme.MUSTARD_LIGHT, box.center, "center", role="bold", box=box)
                y += box.h
        if self.listening is not None:
            draw_prompts(surface, app, [(None, self.cancel_words())])
        else:
            draw_prompts(surface, app, [("arrows", "prompt.move"), ("confirm", "prompt.change"),
                                        ("back", "prompt.back")])

    def cancel_words(self) -> str:
        """How to give up listening, in words for the device in hand: a
        mouse player clicks; a player on the device being listened to can
        only wait (every key or button of it binds); one on the other device
        presses any of its keys or buttons. The seconds left count down."""
        if self.listening is None:
            return ""
        want = self.listening[1]
        left = max(1, -(-(LISTEN_TICKS - (self.app.tick - self.listening[3])) // 60))
        last = self.app.input.last_device
        tr = self.app.text.tr
        if last == "mouse":
            return tr("controls.cancel")
        if last == want or last not in ("keyboard", "controller"):
            return tr("controls.cancel_wait", seconds=left)
        return tr("controls.cancel_pad" if want == "keyboard" else "controls.cancel_key", seconds=left)

    def _cell(self, surface, rect, label: str, size: int, *, focused: bool, listening: bool, empty: bool) -> None:
        app = self.app
        if focused:
            theme.focus_ring(surface, rect, app.tick, radius=10)
        fill = theme.MUSTARD if focused else theme.CREAM
        if listening:
            blink = motion.reduced or (app.tick // 20) % 2 == 0
            fill = theme.MUSTARD_LIGHT if blink else theme.CREAM
            label = "…"
        theme.panel(surface, rect, fill=fill, border=theme.CHOCOLATE, radius=10, border_width=3, shadow=4)
        box = rect.inflate(-14, -4)
        size = app.text.fit_box(label, size, box, "bold")
        color = (130, 115, 100) if empty and not listening else theme.INK
        app.text.draw(surface, label, size, color, rect.center, "center", role="bold", box=box)
