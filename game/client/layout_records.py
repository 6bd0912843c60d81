"""The layout audit's records (game.client.layout_audit): what a frame drew
— texts (`Drawn`) and elements (`Element`) — and the `Recorder` that keeps
them and lists their problems. Loaded when a recording starts: a frame
drawn without one never needs it."""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

import pygame

# A few pixels of slack: glyph bounding boxes include side bearings and
# line gaps, which may touch a frame without anything visible crossing it;
# shadows and rims of neighbouring boxes may touch too.
SLACK = 3

#: Element kinds (see the module doc).
KINDS = ("widget", "panel", "card", "mark", "popup")


@dataclass
class Drawn:
    text: str
    rect: pygame.Rect
    surface: int            # id() of the target surface
    bounds: pygame.Rect     # the target surface's rect
    box: pygame.Rect | None = None
    owner: object = None    # the widget that drew it (its elements are not "others")
    layer: int = 0          # the scene (overlays are checked on their own)
    seq: int = 0            # drawing order within the frame
    ink: pygame.Rect | None = None  # where its glyphs have ink (None: unknown)

    @property
    def core(self) -> pygame.Rect:
        """What must stay inside boxes and off other things: the glyphs'
        ink less a pixel of antialiasing (known when drawn by `Text.draw`),
        else the rect without a few pixels each side and its top and bottom
        fifth (line gap, descender room), which hold no ink in most lines."""
        if self.ink is not None:
            return self.ink.inflate(-2, -2) if self.ink.w > 2 and self.ink.h > 2 else pygame.Rect(self.ink)
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
    kind: str = "widget"
    bounds: pygame.Rect | None = None
    seq: int = 0

    @property
    def core(self) -> pygame.Rect:
        return self.rect.inflate(-2 * SLACK, -2 * SLACK) if self.rect.w > 2 * SLACK and \
            self.rect.h > 2 * SLACK else pygame.Rect(self.rect)


@dataclass
class Recorder:
    drawn: list[Drawn] = field(default_factory=list)
    elements: list[Element] = field(default_factory=list)
    missing: dict[str, set[str]] = field(default_factory=dict)   # text -> characters
    untracked: list[str] = field(default_factory=list)          # rendered outside Text.draw
    cuts: list[tuple[str, str]] = field(default_factory=list)    # (whole text, what was shown)
    owner: object = None    # set by a widget while it draws
    layer: object = 0       # set by whoever draws scene after scene (an overlay: its own)
    _seq: itertools.count = field(default_factory=itertools.count)

    def clear(self) -> None:
        self.drawn.clear()
        self.elements.clear()
        self.missing.clear()
        self.untracked.clear()
        self.cuts.clear()

    def text(self, surface: pygame.Surface, text: str, rect: pygame.Rect,
             box: pygame.Rect | None = None, ink: pygame.Rect | None = None) -> None:
        if text.strip():
            self.drawn.append(Drawn(text, pygame.Rect(rect), id(surface), surface.get_rect(),
                                    None if box is None else pygame.Rect(box), self.owner, self.layer,
                                    next(self._seq), None if ink is None else pygame.Rect(ink)))

    def element(self, surface: pygame.Surface, name: str, rect: pygame.Rect, kind: str = "widget") -> None:
        if kind not in KINDS:
            raise ValueError(f"element kind {kind!r} is not one of {KINDS}")
        self.elements.append(Element(name, pygame.Rect(rect), id(surface), self.owner, self.layer, kind,
                                     surface.get_rect(), next(self._seq)))

    def occlude(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """An opaque panel drawn at `rect`: texts and elements drawn before
        it on the same surface and layer that it hides completely are no
        longer seen."""
        sid = id(surface)
        rect = pygame.Rect(rect)
        self.drawn = [d for d in self.drawn
                      if not (d.surface == sid and d.layer == self.layer and rect.contains(d.core))]
        self.elements = [e for e in self.elements
                         if not (e.surface == sid and e.layer == self.layer and rect.contains(e.core))]

    def veil(self, surface: pygame.Surface) -> None:
        """A veil over the whole surface (a dimmed table under a results
        panel, the hot-seat cover): what lies under it is the background of
        what follows, not its neighbour."""
        sid = id(surface)
        self.drawn = [d for d in self.drawn if not (d.surface == sid and d.layer == self.layer)]
        self.elements = [e for e in self.elements if not (e.surface == sid and e.layer == self.layer)]

    def glyphs(self, text: str, chars: set[str]) -> None:
        self.missing.setdefault(text, set()).update(chars)

    def rendered(self, text: str) -> None:
        """`text` was rendered for a caller to blit itself (not through
        ``Text.draw``)."""
        if text.strip() and text not in self.untracked:
            self.untracked.append(text)

    def cut(self, whole: str, shown: str) -> None:
        self.cuts.append((whole, shown))

    # -- the verdict --------------------------------------------------------------
    def problems(self, screen: pygame.Surface | None = None) -> list[str]:
        """Readable problems of what was recorded (see the module doc).
        With `screen`, overlap is checked only on that surface."""
        out: list[str] = []
        for text, chars in self.missing.items():
            out.append(f"glyph: no font draws {''.join(sorted(chars))!r} in {text!r}")
        for text in self.untracked:
            out.append(f"untracked: {text!r} is drawn outside Text.draw (its place is not checked)")
        for whole, shown in self.cuts:
            out.append(f"cut: {whole!r} is shown as {shown!r}")
        for d in self.drawn:
            r = d.core
            if d.box is not None and not d.box.contains(r):
                out.append(f"overflow: {d.text!r} {_fmt(d.rect)} leaves its box {_fmt(d.box)}")
            elif not d.bounds.contains(r):
                out.append(f"clipped: {d.text!r} {_fmt(d.rect)} leaves the surface {_fmt(d.bounds)}")
        for e in self.elements:
            if e.kind != "widget" and e.bounds is not None and not e.bounds.contains(e.core):
                out.append(f"clipped: {e.kind} {e.name} {_fmt(e.rect)} leaves the surface {_fmt(e.bounds)}")
        sid = None if screen is None else id(screen)
        on = [d for d in self.drawn if sid is None or d.surface == sid]
        things = [e for e in self.elements if sid is None or e.surface == sid]
        for i, a in enumerate(on):
            ra = a.core
            for b in on[i + 1:]:
                if b.surface != a.surface or b.layer != a.layer or b.text == a.text:
                    continue
                if ra.colliderect(b.core):
                    out.append(f"overlap: {a.text!r} {_fmt(a.rect)} and {b.text!r} {_fmt(b.rect)}")
            for e in things:
                if e.surface != a.surface or e.layer != a.layer or _same_owner(a.owner, e.owner):
                    continue
                if e.kind == "popup" or (a.box is not None and e.rect == a.box):
                    continue
                if e.kind == "card" and e.seq < a.seq:
                    continue  # a label on a card; a card drawn later covers the text
                if not ra.colliderect(e.core if e.kind != "widget" else e.rect):
                    continue
                if e.kind != "widget" and a.seq > e.seq and e.rect.contains(ra):
                    continue  # drawn on it: its content
                what = f"{e.name}" if e.kind == "widget" else f"{e.kind} {e.name}"
                out.append(f"overlap: {a.text!r} {_fmt(a.rect)} runs into {what} {_fmt(e.rect)}")
        for i, a in enumerate(things):
            for b in things[i + 1:]:
                if b.surface != a.surface or b.layer != a.layer or _same_owner(a.owner, b.owner):
                    continue
                if "panel" not in (a.kind, b.kind) or "widget" in (a.kind, b.kind) \
                        or "popup" in (a.kind, b.kind):
                    continue
                if not a.core.colliderect(b.core):
                    continue
                first, later = (a, b) if a.seq < b.seq else (b, a)
                if first.kind == "panel" and first.rect.contains(later.core):
                    continue  # drawn inside it: its content
                out.append(f"overlap: {a.kind} {a.name} {_fmt(a.rect)} and {b.kind} {b.name} {_fmt(b.rect)}")
        return list(dict.fromkeys(out))


def _same_owner(a: object, b: object) -> bool:
    return a is not None and b is not None and (a is b or a == b)


def _fmt(r: pygame.Rect) -> str:
    return f"({r.x},{r.y} {r.w}x{r.h})"


