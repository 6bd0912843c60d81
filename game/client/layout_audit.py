"""An optional recorder of what a frame draws, for the layout audit
(tools/audit_layout.py) and its quick form in the tests.

While a ``Recorder`` is active (``with recording() as rec:``), ``Text.draw``
records every drawn text (its rect on the target surface, the box it must
fit in when the caller gave one), ``Text.render`` records characters no
shipped font draws, and the widgets record their frames and arrow boxes as
elements. ``rec.problems()`` then lists, as readable sentences:

- overflow: a text's rect leaves its box;
- clipped: a text's rect leaves the surface it is drawn on;
- overlap: a text's rect crosses another text, or an element that is not
  its own box (texts on the same surface only);
- glyph: a character no font draws.

Nothing is recorded (and the cost is one global lookup) when no recorder is
active — the normal case."""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, field

import pygame

# A few pixels of slack: glyph bounding boxes include side bearings and
# line gaps, which may touch a frame without anything visible crossing it.
SLACK = 3


@dataclass
class Drawn:
    text: str
    rect: pygame.Rect
    surface: int            # id() of the target surface
    bounds: pygame.Rect     # the target surface's rect
    box: pygame.Rect | None = None
    owner: object = None    # the widget that drew it (its elements are not "others")
    layer: int = 0          # the scene (overlays are checked on their own)

    @property
    def core(self) -> pygame.Rect:
        """The rect without slack: a few pixels off each side and the top
        and bottom fifth (line gap, descender room) that hold no ink in
        most lines — what must stay inside boxes and off other things."""
        r = self.rect
        dy = r.height // 5
        return pygame.Rect(r.x + SLACK, r.y + dy, max(1, r.w - 2 * SLACK), max(1, r.h - 2 * dy))


@dataclass
class Element:
    name: str
    rect: pygame.Rect
    surface: int
    owner: object = None
    layer: int = 0


@dataclass
class Recorder:
    drawn: list[Drawn] = field(default_factory=list)
    elements: list[Element] = field(default_factory=list)
    missing: dict[str, set[str]] = field(default_factory=dict)   # text -> characters
    owner: object = None    # set by a widget while it draws
    layer: int = 0          # set by whoever draws scene after scene

    def clear(self) -> None:
        self.drawn.clear()
        self.elements.clear()
        self.missing.clear()

    def text(self, surface: pygame.Surface, text: str, rect: pygame.Rect,
             box: pygame.Rect | None = None) -> None:
        if text.strip():
            self.drawn.append(Drawn(text, pygame.Rect(rect), id(surface), surface.get_rect(),
                                    None if box is None else pygame.Rect(box), self.owner, self.layer))

    def element(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        self.elements.append(Element(name, pygame.Rect(rect), id(surface), self.owner, self.layer))

    def occlude(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """An opaque panel drawn at `rect`: texts drawn before it on the same
        surface and layer that it hides completely are no longer seen."""
        sid = id(surface)
        self.drawn = [d for d in self.drawn
                      if not (d.surface == sid and d.layer == self.layer and rect.contains(d.core))]

    def glyphs(self, text: str, chars: set[str]) -> None:
        self.missing.setdefault(text, set()).update(chars)

    def problems(self, screen: pygame.Surface | None = None) -> list[str]:
        """Readable problems of what was recorded (see the module doc).
        With `screen`, overlap is checked only on that surface."""
        out: list[str] = []
        for text, chars in self.missing.items():
            out.append(f"glyph: no font draws {''.join(sorted(chars))!r} in {text!r}")
        for d in self.drawn:
            r = d.core
            if d.box is not None and not d.box.contains(r):
                out.append(f"overflow: {d.text!r} {_fmt(d.rect)} leaves its box {_fmt(d.box)}")
            elif not d.bounds.contains(r):
                out.append(f"clipped: {d.text!r} {_fmt(d.rect)} leaves the surface {_fmt(d.bounds)}")
        sid = None if screen is None else id(screen)
        on = [d for d in self.drawn if sid is None or d.surface == sid]
        for i, a in enumerate(on):
            ra = a.core
            for b in on[i + 1:]:
                if b.surface != a.surface or b.layer != a.layer or b.text == a.text:
                    continue
                if ra.colliderect(b.core):
                    out.append(f"overlap: {a.text!r} {_fmt(a.rect)} and {b.text!r} {_fmt(b.rect)}")
            for e in self.elements:
                if e.surface != a.surface or e.layer != a.layer or (a.owner is not None and e.owner is a.owner):
                    continue
                if a.box is not None and e.rect == a.box:
                    continue
                if ra.colliderect(e.rect):
                    out.append(f"overlap: {a.text!r} {_fmt(a.rect)} runs into {e.name} {_fmt(e.rect)}")
        return list(dict.fromkeys(out))


def _fmt(r: pygame.Rect) -> str:
    return f"({r.x},{r.y} {r.w}x{r.h})"


ACTIVE: Recorder | None = None


@contextlib.contextmanager
def recording(rec: Recorder | None = None):
    """Make `rec` (a new Recorder by default) the active one inside the
    block; the previous one comes back afterwards."""
    global ACTIVE
    prev, ACTIVE = ACTIVE, rec or Recorder()
    try:
        yield ACTIVE
    finally:
        ACTIVE = prev


@contextlib.contextmanager
def owned_by(owner: object):
    """Texts and elements recorded inside belong to `owner` (a widget):
    a widget's label may sit inside its own frame and arrows' neighbours."""
    rec = ACTIVE
    if rec is None:
        yield
        return
    prev, rec.owner = rec.owner, owner
    try:
        yield
    finally:
        rec.owner = prev
