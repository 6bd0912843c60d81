"""How a text is made to fit its room: cut with "…", shrunk to a width or
a box, wrapped into lines (`TextFitting`, a part of game.client.text's
`Text`, which gives it `width`, `_render` and the rest)."""
from __future__ import annotations

from typing import Any

from game.client import layout_audit

SEP = " · "     # between the items of a hint line; `wrap` breaks there first


class TextFitting:
    """`Text`'s fitting: every size here is measured by `Text.width` and
    `Text._render`, so it follows the language, the fonts and the text size."""

    def ellipsize(self, text: str, size: int, room: int, role: str = "body") -> str:
        """`text`, or as much of it as fits in `room` pixels followed by
        "…" (the layout audit reports the cut)."""
        if self.width(text, size, role) <= room:
            return text
        shown = text
        while len(shown) > 1 and self.width(shown + "…", size, role) > room:
            shown = shown[:-1]
        shown = shown.rstrip(" .,;:-") + "…"
        layout_audit.cut(text, shown)
        return shown

    def fit_size(self, text: str, size: int, room: int, role: str = "body", least: int = 12) -> int:
        """The largest size <= `size` (down to `least`) at which `text` is at
        most `room` pixels wide: long translations shrink instead of
        running out of their box."""
        while size > least and self.width(text, size, role) > room:
            size -= 1
        return size

    def fit_box(self, text: str, size: int, box: Any, role: str = "body", least: int = 11) -> int:
        """`fit_size` for `box`'s width, then smaller while the line's ink,
        centred on the box as a button centres it (what the layout audit
        checks), is taller than the box: short rows; Persian lines are tall."""
        size = self.fit_size(text, size, box.width, role, least)
        while size > least and self._ink_span(text, size, role) > box.height:
            size -= 1
        return size

    def _ink_span(self, text: str, size: int, role: str) -> int:
        """How tall a box centred on the line must be to hold its glyphs' ink."""
        surf = self._render(text, size, (255, 255, 255), role)
        ink = surf.get_bounding_rect(min_alpha=40)
        mid = surf.get_height() / 2
        return int(2 * max(mid - ink.top, ink.bottom - mid)) - 2 if ink.h else 0

    def wrap(self, text: str, size: int, width: int, role: str = "body") -> list[str]:
        """Greedy word wrap; explicit newlines start new lines; a blank line
        stays. A line of " · "-separated items (key hints: "Esc back/pause")
        breaks between items first, so an item never splits from its key."""
        lines: list[str] = []
        for para in text.split("\n"):
            if SEP in para and self.width(para, size, role) > width:
                for chunk in self._greedy(para.split(SEP), SEP, size, width, role):
                    lines += self._greedy(chunk.split(" "), " ", size, width, role)
            else:
                lines += self._greedy(para.split(" "), " ", size, width, role)
        return lines

    def _greedy(self, units: list[str], joiner: str, size: int, width: int, role: str) -> list[str]:
        out: list[str] = []
        cur = ""
        for u in units:
            trial = u if not cur else cur + joiner + u
            if cur and self.width(trial, size, role) > width:
                out.append(cur)
                cur = u
            else:
                cur = trial
        out.append(cur)
        return out
