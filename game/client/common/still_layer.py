"""Drawing a frame as ordered steps, with what does not move kept as one
picture (issue #35: the tables redrew hidden hands, scoreboards, the menu
row and the cloth every frame).

A renderer describes its frame as ``Step``s in drawing order. A *still*
step has a ``key``: a hashable value that determines every pixel it draws
(the caller's contract — key it on *what* it draws, e.g. the card, its face,
size and position, never on where it happens to sit in a layout), and a
``rect`` bounding those pixels (``None``: it may draw anywhere). A *live*
step (``key`` None) is drawn every frame.

``StillLayer.draw`` draws the steps onto ``surface`` with the same pixels
as drawing them one by one, but paints still steps onto a kept opaque
picture (the *base*) and only blits it:

- A still step goes into the base when no step drawn after the base that
  comes *before* it overlaps its rect (drawing operations on disjoint
  pixels commute, so moving it earlier changes nothing). The others are
  drawn after the base, in order, like live steps.
- The base is repainted only where its steps changed: the rects of the
  steps that left it or came into it (a card that lands, a pill that stops
  glowing) or changed their place in the order (the fewest: a card put
  under others), every step reaching into them redrawn in order, clipped;
  all of it when a changed step may draw anywhere.

The leading still steps marked ``ground`` (the cloth, panels under all
else) are kept in a picture of their own as well, so that repainting an
area of the base starts from them instead of painting them again.

The pictures start as a copy of what ``surface`` held before the first step
(the App's fill) and are therefore valid only while that is the same:
``context`` (with the surface's size) is part of every key. Settings that
change how everything looks (language, text size, palette, contrast) are
``common_key``, which callers pass as ``context``.

While a layout audit records (game.client.layout_audit), every step is
drawn straight onto ``surface``: the audit tells surfaces apart."""
from __future__ import annotations

import weakref
from typing import Any, Callable, Hashable, NamedTuple, Sequence

import pygame

from game.client import layout_audit, theme

Paint = Callable[[pygame.Surface], Any]


class Step(NamedTuple):
    key: Hashable | None      # None: live, drawn every frame
    rect: Any                 # pygame.Rect / (x, y, w, h) bounding the pixels, or a list of
    #                           them (a ring: the cards inside touch none); None: anywhere
    paint: Paint
    #: Part of the ground (the cloth, panels under everything): kept in a
    #: picture of its own too, so repainting an area of the base starts from
    #: it instead of painting it again. Only the leading still steps count.
    ground: bool = False


def common_key(app: Any) -> tuple:
    """What changes the look of every still step: the language, the text
    size, the colour cues and contrast (game.client.theme.set_palette)."""
    text = app.text
    return (text.language, text.scale, theme.palette, theme.high_contrast)


#: Pictures of tables gone, kept for the next table's (a fresh full-screen
#: surface costs its first-touch page faults: several ms on a table's first frame).
_SPARE: list[pygame.Surface] = []
_SPARE_MAX = 4


def _like(under: pygame.Surface) -> pygame.Surface:
    """A surface of ``under``'s size and format holding its pixels: a spare
    one when there is one, else a copy."""
    for i, spare in enumerate(_SPARE):
        if spare.get_size() == under.get_size() and spare.get_bitsize() == under.get_bitsize() \
                and spare.get_masks() == under.get_masks() and spare.get_flags() == under.get_flags():
            del _SPARE[i]
            spare.blit(under, (0, 0))
            return spare
    return under.copy()


def _give_back(pictures: list) -> None:
    """Keep the surfaces of ``pictures`` (no longer shown) for the next ones."""
    for picture in pictures:
        if picture.surface is not None and len(_SPARE) < _SPARE_MAX:
            _SPARE.append(picture.surface)
        picture.surface = None


class _Picture:
    """Kept pixels of a run of still steps over what lay under them."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self.keys: list[tuple[Hashable, Any]] = []   # (key, rect) of the steps painted
        self.ground: Hashable = None

    def update(self, under: pygame.Surface, steps: list[Step], ground: Hashable,
               also: list[pygame.Rect] | None = ()) -> list[pygame.Rect] | None:
        """Bring the picture to ``steps`` painted over ``under``, repainting
        only the areas that changed (and ``also``: areas where ``under``
        changed; None: all of it). Returns the areas repainted (None: all)."""
        keys = [(s.key, s.rect) for s in steps]
        surface = self.surface
        if surface is not None and ground == self.ground and surface.get_size() == under.get_size() \
                and also is not None:
            dirty = [] if keys == self.keys else _changed(self.keys, keys)
            if dirty is not None:
                dirty = _merge(dirty + list(also))
                if dirty:
                    _repaint(surface, under, steps, dirty)
                self.keys = keys
                return dirty
        if surface is None or surface.get_size() != under.get_size():
            surface = self.surface = _like(under)
        else:
            surface.blit(under, (0, 0))
        for s in steps:
            s.paint(surface)
        self.keys = keys
        self.ground = ground
        return None


class StillLayer:
    """The base picture of one renderer (see the module doc)."""

    def __init__(self) -> None:
        self._floor = _Picture()   # the ground steps
        self._base = _Picture()    # every still step drawn before the live ones
        self.repaints = 0   # full repaints of the base (for tests and the bench's profile)
        self._pictures = [self._floor, self._base]
        # When the renderer goes, its pictures serve the next one.
        weakref.finalize(self, _give_back, self._pictures)

    @property
    def base(self) -> pygame.Surface | None:
        return self._base.surface

    def forget(self) -> None:
        """Drop the kept pictures (the next frame repaints them)."""
        _give_back(self._pictures)
        self._floor = _Picture()
        self._base = _Picture()
        self._pictures[:] = [self._floor, self._base]

    def draw(self, surface: pygame.Surface, steps: Sequence[Step], context: Hashable = ()) -> None:
        if layout_audit.ACTIVE is not None:
            for step in steps:
                step.paint(surface)
            return
        baked: list[Step] = []
        rest: list[Step] = []
        rest_rects: list[Any] = []
        anywhere = False     # a step drawn after the base may draw anywhere
        for step in steps:
            rect = step.rect
            if step.key is not None and not anywhere:
                if not rest_rects or (rect is not None and not _hits(rect, rest_rects)):
                    baked.append(step)
                    continue
            rest.append(step)
            if rect is None:
                anywhere = True
            elif isinstance(rect, list):
                rest_rects.extend(rect)
            else:
                rest_rects.append(rect)
        if not baked:
            self.forget()
        else:
            n = 0
            while n < len(baked) and baked[n].ground:
                n += 1
            context = (surface.get_size(), context)
            under: pygame.Surface = surface
            also: list[pygame.Rect] | None = []
            if n:
                also = self._floor.update(surface, baked[:n], context)
                under = self._floor.surface
            elif self._floor.surface is not None:   # no ground any more: what it held is gone
                _give_back([self._floor])
                also = None
            if self._base.update(under, baked[n:], context, also) is None:
                self.repaints += 1
            surface.blit(self._base.surface, (0, 0))
        for step in rest:
            step.paint(surface)


def _repaint(surface: pygame.Surface, under: pygame.Surface, steps: list[Step],
             dirty: list[pygame.Rect]) -> None:
    """Repaint ``surface`` inside ``dirty`` only: what was under the steps
    (from ``under``), then every step that reaches into it, in order,
    clipped (clipped drawing leaves the same pixels inside the clip)."""
    bounds = surface.get_rect()
    for area in dirty:
        area = area.clip(bounds)
        if not area.w or not area.h:
            continue
        surface.blit(under, area, area)
        surface.set_clip(area)
        try:
            for s in steps:
                if s.rect is None or _hits(s.rect, [area]):
                    s.paint(surface)
        finally:
            surface.set_clip(None)


def _merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` with the ones that touch merged."""
    areas: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        if not r.w or not r.h:
            continue
        i = r.collidelist(areas)
        while i >= 0:
            r.union_ip(areas.pop(i))
            i = r.collidelist(areas)
        areas.append(r)
    return areas


def _hits(rect: Any, others: list) -> bool:
    """Whether ``rect`` (a rect or a list of them) overlaps any of ``others``."""
    if isinstance(rect, list):
        return any(pygame.Rect(r).collidelist(others) >= 0 for r in rect)
    return pygame.Rect(rect).collidelist(others) >= 0


def _hashable(rect: Any) -> Any:
    if rect is None:
        return None
    if isinstance(rect, list):
        return tuple(tuple(pygame.Rect(r)) for r in rect)
    return tuple(pygame.Rect(rect))


def _changed(old: list, new: list) -> list[pygame.Rect] | None:
    """The areas to repaint when the base's steps go from ``old`` to ``new``
    ((key, rect) lists): the rects of the steps that left or came, and of
    the steps both hold that changed their place in the order (all but the
    longest run of them kept in the same order: outside those rects every
    pixel comes from steps in the same order as before), merged where they
    touch; None (repaint it all) when one of them may draw anywhere or a
    step repeats."""
    old = [(k, _hashable(r)) for k, r in old]
    new = [(k, _hashable(r)) for k, r in new]
    olds, news = set(old), set(new)
    if len(olds) != len(old) or len(news) != len(new):
        return None
    kept_old = [k for k in old if k in news]
    kept_new = [k for k in new if k in olds]
    changed = [k for k in old if k not in news] + [k for k in new if k not in olds]
    if kept_old != kept_new:
        changed += _moved(kept_old, kept_new)
    out: list[pygame.Rect] = []
    for key, rect in changed:
        if rect is None:
            return None
        out.extend(pygame.Rect(part) for part in (rect if isinstance(rect[0], tuple) else (rect,)))
    return _merge(out)


def _moved(old: list, new: list) -> list:
    """The items of ``new`` (the same items as ``old``, reordered) outside a
    longest subsequence in ``old``'s order: the fewest that moved."""
    import bisect

    where = {k: i for i, k in enumerate(old)}
    seq = [where[k] for k in new]
    tails: list[int] = []      # tails[n]: the least last old index of a run of n + 1
    tail_at: list[int] = []    # its position in seq
    before = [-1] * len(seq)   # the run's previous position
    for pos, v in enumerate(seq):
        n = bisect.bisect_left(tails, v)
        if n == len(tails):
            tails.append(v)
            tail_at.append(pos)
        else:
            tails[n] = v
            tail_at[n] = pos
        before[pos] = tail_at[n - 1] if n else -1
    run = set()
    pos = tail_at[-1] if tail_at else -1
    while pos >= 0:
        run.add(pos)
        pos = before[pos]
    return [k for pos, k in enumerate(new) if pos not in run]
