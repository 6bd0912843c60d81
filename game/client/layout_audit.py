"""An optional recorder of what a frame draws, for the layout audit
(tools/audit_layout.py) and its quick form in the tests.

While a ``Recorder`` is active (``with recording() as rec:``) the one text
path records every text: ``Text.draw`` its rect on the target surface and
the box it must fit in when the caller gave one, ``Text.render`` characters
no shipped font draws, ``Text.ellipsize`` a text it had to cut. Text
rendered with ``Text.render`` and blitted by hand is not placed anywhere
the audit can check, so it is recorded as *untracked*. The widgets record
their frames and arrow boxes, and the drawing code records what else is
on screen as elements of a kind:

- ``panel``: a box holding content (a score slip, a scoreboard, the
  standing panel, a prompt pill, a name pill, a HUD button) — ``theme.panel``
  records itself; other panels call ``mark``;
- ``card``: a card sprite at rest;
- ``mark``: a badge, crown, thinking bubble or banner;
- ``popup``: something meant to lie over the rest (a hover slip);
- ``widget``: a widget's frame or arrows (texts may not cross them).

``rec.problems()`` then lists, as readable sentences:

- overflow: a text's rect leaves its box;
- clipped: a text or an element (panel, card, mark, pop-up) leaves the
  surface it is drawn on — the window's edge for the screen;
- overlap: a text crosses another text, a widget's frame or arrows, a
  panel or a mark it is not drawn inside, or a card drawn over it; a panel, card or mark crosses a
  panel it is not drawn inside (cards on cards and badges on cards are the
  game's own picture; pop-ups lie over everything by design);
- cut: a text shortened with "…" to fit;
- untracked: a text drawn outside ``Text.draw`` (its place is unchecked);
- glyph: a character no font draws.

"Drawn inside" means drawn after the panel and within its rect: the
panel's content. Things an opaque panel (``occlude``) or a full-screen veil
(``veil``) drawn later hides are no longer seen. Only things on the same
surface and layer (one scene) are compared; an element and a text that
belong to the same owner (``owned_by``) never collide.

Nothing is recorded (and the cost is one global lookup) when no recorder is
active — the normal case."""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.client.layout_records import Recorder

#: Names kept in game.client.layout_records (loaded when a recording starts:
#: its record classes are dataclasses, whose making costs every start ~2 ms).
_RECORDS = ("Recorder", "Drawn", "Element", "SLACK", "KINDS")


def __getattr__(name: str) -> Any:
    if name in _RECORDS:
        from game.client import layout_records
        return getattr(layout_records, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")



ACTIVE: Recorder | None = None


@contextlib.contextmanager
def recording(rec: Recorder | None = None):
    """Make `rec` (a new Recorder by default) the active one inside the
    block; the previous one comes back afterwards."""
    global ACTIVE
    if rec is None:
        from game.client.layout_records import Recorder
        rec = Recorder()
    prev, ACTIVE = ACTIVE, rec
    try:
        yield ACTIVE
    finally:
        ACTIVE = prev


@contextlib.contextmanager
def owned_by(owner: object):
    """Texts and elements recorded inside belong to `owner` (a widget, or
    a name such as ``"tally:0"``): a widget's label may sit inside its own
    frame and arrows' neighbours, a slip's crown on its slip."""
    rec = ACTIVE
    if rec is None:
        yield
        return
    prev, rec.owner = rec.owner, owner
    try:
        yield
    finally:
        rec.owner = prev


@contextlib.contextmanager
def overlay():
    """What is recorded inside lies over the rest by design (a pop-up, a
    lesson's pointer): it is compared only with itself (its own layer),
    and still checked for clipping and overflow."""
    rec = ACTIVE
    if rec is None:
        yield
        return
    prev = rec.layer
    rec.layer = ("overlay", prev, next(rec._seq))
    try:
        yield
    finally:
        rec.layer = prev


@contextlib.contextmanager
def copies():
    """Texts drawn inside are copies of one recorded outside (a title's
    outline and shadow): not recorded again."""
    global ACTIVE
    prev, ACTIVE = ACTIVE, None
    try:
        yield
    finally:
        ACTIVE = prev


def mark(surface: pygame.Surface, name: str, rect, kind: str = "mark") -> None:
    """Record an element of `kind` at `rect` (nothing without a recorder)."""
    rec = ACTIVE
    if rec is not None:
        rec.element(surface, name, pygame.Rect(rect), kind)


def veil(surface: pygame.Surface) -> None:
    """A full-surface veil was drawn (nothing without a recorder)."""
    rec = ACTIVE
    if rec is not None:
        rec.veil(surface)


def cut(whole: str, shown: str) -> None:
    """`whole` had to be shown shortened as `shown` (nothing without a recorder)."""
    rec = ACTIVE
    if rec is not None and whole != shown:
        rec.cut(whole, shown)
