"""Focusable widgets with a visible focus; keyboard, controller and mouse
all work through intents.

- `Button(label, on_confirm, rect)` — confirm (Enter/A/click) calls
  `on_confirm()`.
- `OptionRow(label, values, index, on_change, rect, fmt=str)` — left/right
  (or clicking its arrows) cycles the value and calls `on_change(value)`;
  confirm also steps forward.
- `Menu(widgets)` — owns focus, by the same spatial rules on every screen:
  up/down/left/right move it to the nearest widget that way on the screen
  (a grid moves in 2-D: Right on "Controls" reaches "Accessibility" beside
  it), once the focused widget has not used the direction itself (an option
  row's left/right change its value); at the end of a column or a row the
  focus wraps to its other end (as on the Controls grid); `next` goes on in
  list order;
  disabled widgets are skipped. Mouse `point` over a widget focuses it,
  `click` focuses and confirms it. `handle(intent) -> bool` says whether
  the intent was used.

When narration is on (game.client.access) every focus change says the
newly focused widget ("Text size: 125%"), and an option row says its new
value.

Labels are callables (or plain strings) evaluated at draw time, so a
language change shows immediately: `label=lambda: app.text.tr("menu.settings")`
— or pass `key="menu.settings"` to have it translated."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.client import layout_audit, theme
from game.client.intents import Intent

Label = str | Callable[[], str]


def _text(app, label: Label | None, key: str | None) -> str:
    if key is not None:
        return app.text.tr(key)
    if callable(label):
        return label()
    return label or ""


class Widget:
    focusable = True

    def __init__(self, rect: pygame.Rect | Sequence[int]):
        self.rect = pygame.Rect(rect)
        self.enabled = True

    def handle(self, intent: Intent, app) -> bool:
        return False

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None: ...


class Button(Widget):
    def __init__(self, rect, on_confirm: Callable[[], Any], label: Label | None = None, *,
                 key: str | None = None, size: int = 34, sound: str = "click"):
        super().__init__(rect)
        self.on_confirm = on_confirm
        self.label = label
        self.key = key
        self.size = size
        self.sound = sound

    def text(self, app) -> str:
        return _text(app, self.label, self.key)

    def handle(self, intent: Intent, app) -> bool:
        if intent.name in ("confirm", "click") and self.enabled:
            app.audio.play(self.sound)
            self.on_confirm()
            return True
        return False

    def draw(self, surface, app, focused):
        if focused:
            theme.focus_ring(surface, self.rect, app.tick)
        fill = theme.MUSTARD if focused else theme.CREAM
        if not self.enabled:
            fill = (200, 190, 170)
        theme.panel(surface, self.rect, fill=fill, border=theme.CHOCOLATE, radius=16,
                    border_width=4, shadow=6)
        color = theme.INK if self.enabled else (120, 110, 100)
        label = self.text(app)
        box = self.rect.inflate(-24, -8)   # inside the rounded border
        size = app.text.fit_box(label, app.text.reading_size(self.size), box, "bold", least=12)
        with layout_audit.owned_by(self):
            app.text.draw(surface, label, size, color, self.rect.center, "center", role="bold", box=box)


class OptionRow(Widget):
    def __init__(self, rect, values: Sequence[Any], index: int, on_change: Callable[[Any], Any],
                 label: Label | None = None, *, key: str | None = None,
                 fmt: Callable[[Any], str] = str, size: int = 30):
        super().__init__(rect)
        self.values = list(values)
        self.index = index
        self.on_change = on_change
        self.label = label
        self.key = key
        self.fmt = fmt
        self.size = size

    @property
    def value(self) -> Any:
        return self.values[self.index]

    def text(self, app) -> str:
        return _text(app, self.label, self.key)

    #: A row at least this tall (grown by the Text size setting) is drawn on
    #: two lines: the label above, the value between its arrows below.
    STACK_AT = 84

    @property
    def stacked(self) -> bool:
        return self.rect.height >= self.STACK_AT

    def _arrows(self, rtl: bool = False) -> tuple[pygame.Rect, pygame.Rect]:
        """The left/right arrow boxes; the value sits between them, on the
        row's end side (right in LTR languages, left in RTL ones), or, on a
        stacked row, across the whole lower line."""
        r = self.rect
        if self.stacked:
            low = pygame.Rect(r.left, r.centery, r.width, r.height // 2)
            box = pygame.Rect(0, 0, 52, low.height - 12)
            left, right = box.copy(), box.copy()
            left.midleft = (low.left + 14, low.centery - 2)
            right.midright = (low.right - 14, low.centery - 2)
            return left, right
        box = pygame.Rect(0, 0, 44, r.height - 16)
        value_w = getattr(self, "_value_w", 0) or min(360, r.width // 2)
        left, right = box.copy(), box.copy()
        if rtl:
            left.midleft = (r.left + 14, r.centery)
            right.midright = (r.left + value_w + 10, r.centery)
        else:
            left.midleft = (r.right - value_w - 10, r.centery)
            right.midright = (r.right - 14, r.centery)
        return left, right

    def step(self, delta: int, app) -> None:
        self.index = (self.index + delta) % len(self.values)
        app.audio.play("click")
        self.on_change(self.value)
        _announce(app, self)

    def handle(self, intent: Intent, app) -> bool:
        if not self.enabled:
            return False
        if intent.name == "left":
            self.step(-1, app)
            return True
        if intent.name in ("right", "confirm"):
            self.step(+1, app)
            return True
        if intent.name == "click" and intent.pos is not None:
            left, right = self._arrows(app.text.rtl)
            self.step(-1 if left.collidepoint(intent.pos) else +1, app)
            return True
        return False

    def draw(self, surface, app, focused):
        if focused:
            theme.focus_ring(surface, self.rect, app.tick)
        fill = theme.MUSTARD if focused else theme.CREAM
        theme.panel(surface, self.rect, fill=fill, border=theme.CHOCOLATE, radius=16,
                    border_width=4, shadow=6)
        label = _text(app, self.label, self.key)
        self._value_w = self._wide_value(app, label)
        left, right = self._arrows(app.text.rtl)
        pad = 28
        rec = layout_audit.ACTIVE
        if rec is not None:
            rec.element(surface, "◀ arrow", left)
            rec.element(surface, "▶ arrow", right)
        # the label has the row up to the arrows; a long one shrinks to fit
        if self.stacked:   # two lines: the label has the whole upper line
            room = pygame.Rect(self.rect.left + pad, self.rect.top + 4, self.rect.width - 2 * pad,
                               self.rect.height // 2 - 3)
            pos = (room.right, room.centery) if app.text.rtl else (room.left, room.centery)
            anchor = "midright" if app.text.rtl else "midleft"
        elif app.text.rtl:
            room = pygame.Rect(right.right + 12, self.rect.top, self.rect.right - pad - right.right - 12,
                               self.rect.height)
            pos, anchor = (self.rect.right - pad, self.rect.centery), "midright"
        else:
            room = pygame.Rect(self.rect.left + pad, self.rect.top, left.left - 12 - self.rect.left - pad,
                               self.rect.height)
            pos, anchor = (self.rect.left + pad, self.rect.centery), "midleft"
        size = app.text.fit_box(label, app.text.reading_size(self.size), room, "bold", least=12)
        app.text.draw(surface, label, size, theme.INK, pos, anchor, role="bold", box=room)
        for box, sign in ((left, -1), (right, 1)):
            pygame.draw.rect(surface, theme.TOMATO if focused else theme.CHOCOLATE_LIGHT, box, border_radius=10)
            cx, cy = box.center
            pts = [(cx - 8 * sign, cy - 11), (cx - 8 * sign, cy + 11), (cx + 9 * sign, cy)]
            pygame.draw.polygon(surface, theme.CREAM, pts)
        mid = ((left.right + right.left) // 2, left.centery)
        value = self.fmt(self.value)
        between = self._value_box(left, right, 6, 4)
        if self.stacked:   # on the lower line's middle (its box, not the arrows', is the value's)
            mid = between.center
        app.text.draw(surface, value, self.value_size(app, value), theme.INK, mid, "center",
                      role="bold", box=between)

    def _wide_value(self, app, label: str) -> int:
        """How wide the value's part of a one-line row is drawn (0: its
        usual share, ``min(360, width / 2)``): wider when its longest value
        needs more at the grown size and the label leaves the room (a long
        value grows instead of shrinking), narrower when the label needs
        more and every value still fits (a long label grows instead). The
        longest of all its values decides, so the arrows stay put while the
        value changes."""
        if self.stacked:
            return 0
        size = app.text.reading_size(self.size)
        usual = min(360, self.rect.width // 2)
        need = max(app.text.width(self.fmt(v), size, "bold") for v in self.values) + 2 * 44 + 60
        spare = self.rect.width - 28 - app.text.width(label, size, "bold") - 24
        if need > usual:
            return max(usual, min(need, spare))
        if spare < usual:
            return max(need, spare)
        return usual

    def value_size(self, app, value: str) -> int:
        """The text size at which ``value`` fits between the arrows (grown
        with the Text size setting; a long translation shrinks rather than
        run under them; 12 at the least)."""
        left, right = self._arrows(app.text.rtl)
        box = self._value_box(left, right, 14, 2)
        return app.text.fit_box(value, app.text.reading_size(self.size), box, "bold", least=12)

    def _value_box(self, left: pygame.Rect, right: pygame.Rect, inset: int, over: int) -> pygame.Rect:
        """Between the arrows, ``inset`` from each, as tall as the arrows
        (``over`` more above and below) — on a stacked row as tall as its
        whole lower line, so a grown value is not held to the arrows' height."""
        if self.stacked:   # the lower line, clear of the label's
            top = self.rect.centery + 1
            return pygame.Rect(left.right + inset, top, right.left - left.right - 2 * inset, self.rect.bottom - 3 - top)
        return pygame.Rect(left.right + inset, left.top - over, right.left - left.right - 2 * inset,
                           left.height + 2 * over)


class Menu:
    """``area``: where the menu's rows may reflow (see ``layout``); None: the
    widgets stay where they were built."""

    def __init__(self, widgets: Sequence[Widget], focus: int = 0, area: pygame.Rect | None = None):
        self.widgets = list(widgets)
        self.focus = focus
        self.area = pygame.Rect(area) if area is not None else None
        self.scroll = 0
        self._base: list[pygame.Rect] | None = None
        self._laid: tuple | None = None
        #: Rows hidden above / below the area (the scroll marks say so).
        self.more_above = self.more_below = False

    # ---- text size: rows grow and the menu scrolls ----------------------
    def layout(self, app) -> None:
        """Reflow the widgets for the Text size setting: with an ``area``,
        every row of widgets (those sharing a top) grows with the text
        (height × scale; x and width stay the widget's), rows stack down from the area's top,
        and when they do not fit the menu scrolls so that the focused row
        is wholly in view; rows out of view are hidden (neither drawn nor
        clicked) and ``more_above`` / ``more_below`` say there are more.
        At 100 % the widgets keep the rects they were built with."""
        if self.area is None or not self.widgets:
            return
        scale = app.text.scale if hasattr(app, "text") else 1.0
        if self._base is None or len(self._base) != len(self.widgets):
            self._base = [pygame.Rect(w.rect) for w in self.widgets]
        key = (scale, self.focus, self.scroll, tuple(w.enabled for w in self.widgets))
        if key == self._laid:
            return
        base = self._base
        tops = sorted({r.top for r in base})
        rows = [[i for i, r in enumerate(base) if r.top == t] for t in tops]
        heights = [max(base[i].height for i in row) for row in rows]
        gaps = [max(6, tops[k + 1] - tops[k] - heights[k]) for k in range(len(rows) - 1)] + [0]
        grown = [round(h * scale) for h in heights]
        ys, y = [], self.area.top
        for k in range(len(rows)):
            ys.append(y)
            y += grown[k] + gaps[k]
        total = y - self.area.top
        room = self.area.height
        if scale == 1.0 and total <= room:
            self.scroll = 0
        else:
            focus_row = next((k for k, row in enumerate(rows) if self.focus in row), 0)
            lo, hi = ys[focus_row] - self.area.top, ys[focus_row] - self.area.top + grown[focus_row]
            if lo < self.scroll:
                self.scroll = lo
            elif hi > self.scroll + room:
                self.scroll = hi - room
            self.scroll = max(0, min(self.scroll, max(0, total - room)))
        self.more_above = self.more_below = False
        for k, row in enumerate(rows):
            top = ys[k] - self.scroll
            for i in row:
                w = self.widgets[i]
                r = base[i]
                # x and width stay the widget's own (a scene may move it sideways: RTL)
                w.rect = pygame.Rect(w.rect.left, top + (grown[k] - round(r.height * scale)) // 2, w.rect.width,
                                     round(r.height * scale))
                w.hidden = top < self.area.top - 1 or top + grown[k] > self.area.bottom + 1
            if top < self.area.top - 1:
                self.more_above = True
            if top + grown[k] > self.area.bottom + 1:
                self.more_below = True
        self._laid = (scale, self.focus, self.scroll, key[3])

    def _shown(self, w: Widget) -> bool:
        return not getattr(w, "hidden", False)

    @property
    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def move(self, delta: int, app=None) -> None:
        n = len(self.widgets)
        for _ in range(n):
            self.focus = (self.focus + delta) % n
            w = self.widgets[self.focus]
            if w.focusable and w.enabled:
                break
        if app is not None:
            app.audio.play("move")
            _announce(app, self.focused)

    def _usable(self, w: Widget) -> bool:
        return w.focusable and w.enabled

    def neighbour(self, direction: str) -> Widget | None:
        """The usable widget nearest the focused one towards ``direction``
        (up/down/left/right, on the screen): one lined up with it first,
        then the least gap along that way plus twice the offset across
        (left/right only within the focus's row); ties
        go to the earlier widget (reading order). With nothing that way the
        focus wraps: up/down to the far end of the column (the widget there
        best lined up), left/right to the far end of the row (None when
        nothing else lines up with the focus). A menu whose widgets all share one row moves
        up/down in list order (None here: ``handle`` does that)."""
        cur = self.focused
        if cur is None:
            return None
        others = [w for w in self.widgets if w is not cur and self._usable(w)]
        if not others:
            return None
        vertical = direction in ("up", "down")
        sign = 1 if direction in ("down", "right") else -1
        a = cur.rect

        def along(r: pygame.Rect) -> tuple[int, int, int, int]:
            # (start, end) along the move, (start, end) across it
            return (r.top, r.bottom, r.left, r.right) if vertical else (r.left, r.right, r.top, r.bottom)

        a0, a1, c0, c1 = along(a)
        mid = (a0 + a1) / 2

        def across(r: pygame.Rect) -> float:
            _, _, d0, d1 = along(r)
            if d0 < c1 and c0 < d1:      # they line up
                return 0.0
            return float(min(abs(d0 - c1), abs(c0 - d1)))

        def ahead(r: pygame.Rect) -> float | None:
            # wholly past the focus's middle that way (a wide row beside a
            # narrow button is not "to its right")
            b0, b1, _, _ = along(r)
            if (b0 < mid or b1 <= a1) if sign > 0 else (b1 > mid or b0 >= a0):
                return None
            gap = (b0 - a1) if sign > 0 else (a0 - b1)
            return max(0.0, float(gap))

        found = [(across(w.rect) > 0, gap + 2 * across(w.rect), i, w) for i, w in enumerate(self.widgets)
                 if w in others and (gap := ahead(w.rect)) is not None and (vertical or not across(w.rect))]
        if found:
            return min(found, key=lambda f: f[:3])[3]
        if not vertical:   # wrap along the row: the far end of what lines up with the focus
            row = [(along(w.rect)[0] * sign, i, w) for i, w in enumerate(self.widgets)
                   if w in others and across(w.rect) == 0]
            return min(row, key=lambda f: f[:2])[2] if row else None
        rows = {along(w.rect)[0] for w in self.widgets if self._usable(w)}
        if len(rows) <= 1:
            return None
        # wrap: the far end of the column (the top going down, the bottom going up)
        end = min if sign > 0 else max
        edge = end((along(w.rect)[0] if sign > 0 else along(w.rect)[1]) for w in others)
        last = [(across(w.rect), i, w) for i, w in enumerate(self.widgets) if w in others and
                (along(w.rect)[0] if sign > 0 else along(w.rect)[1]) == edge]
        return min(last, key=lambda f: f[:2])[2]

    def go(self, direction: str, app=None) -> bool:
        """Move the focus ``direction`` by the spatial rules (``neighbour``);
        up/down in a one-row menu step through the list. False when the
        focus stays where it is."""
        target = self.neighbour(direction)
        if target is None:
            if direction in ("up", "down") and len([w for w in self.widgets if self._usable(w)]) > 1:
                self.move(-1 if direction == "up" else 1, app)
                return True
            return False
        self.focus = self.widgets.index(target)
        if app is not None:
            app.audio.play("move")
            _announce(app, target)
        return True

    def focus_on(self, widget: Widget, app=None) -> None:
        changed = self.widgets[self.focus] is not widget
        self.focus = self.widgets.index(widget)
        if changed and app is not None:
            _announce(app, widget)

    def widget_at(self, pos) -> Widget | None:
        for w in self.widgets:
            if w.focusable and w.enabled and self._shown(w) and w.rect.collidepoint(pos):
                return w
        return None

    def handle(self, intent: Intent, app) -> bool:
        if not self.widgets:
            return False
        if intent.name == "next":
            self.move(1, app)
            return True
        if intent.name in ("up", "down"):
            return self.go(intent.name, app)
        if intent.name == "point":
            w = self.widget_at(intent.pos)
            if w is not None and w is not self.focused:
                self.focus_on(w, app)
            return w is not None
        if intent.name == "click":
            w = self.widget_at(intent.pos)
            if w is None:
                return False
            self.focus_on(w, app)
            return w.handle(intent, app)
        if intent.name == "confirm":
            return self.focused.handle(intent, app)
        if intent.name in ("left", "right"):
            return self.focused.handle(intent, app) or self.go(intent.name, app)
        return False

    def draw(self, surface, app) -> None:
        self.layout(app)
        for i, w in enumerate(self.widgets):
            if self._shown(w):
                w.draw(surface, app, i == self.focus)
        if self.area is not None and (self.more_above or self.more_below):
            _scroll_marks(surface, self.area, self.more_above, self.more_below)


def _scroll_marks(surface, area: pygame.Rect, above: bool, below: bool) -> None:
    """Triangles at the area's top and bottom edge: more rows that way."""
    cx = area.right + 26
    for show, y, d in ((above, area.top + 14, -1), (below, area.bottom - 14, 1)):
        if show:
            pts = [(cx - 14, y - 8 * d), (cx + 14, y - 8 * d), (cx, y + 10 * d)]
            pygame.draw.polygon(surface, theme.SHADOW, [(x, y2 + 3) for x, y2 in pts])
            pygame.draw.polygon(surface, theme.MUSTARD, pts)
            rec = layout_audit.ACTIVE
            if rec is not None:
                rec.element(surface, "scroll mark", pygame.Rect(cx - 14, min(p[1] for p in pts), 28, 18))


def _announce(app, widget: Widget | None) -> None:
    """Narration: the focused widget in words (nothing when narration is off)."""
    if widget is None or getattr(app, "narrator", None) is None:
        return
    from game.client import access
    access.narrate(app, access.describe(app, widget))
