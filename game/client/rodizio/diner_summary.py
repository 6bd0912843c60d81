"""Drawing a Rodízio diner's summary — the memory aid's picture — shared by
the table, the results screen and the tutorial.

API (``text`` is the app's ``game.client.text.Text``; ``tally`` a
``memory_aid.Tally``; rects are ``pygame.Rect``; everything mirrors in a
right-to-left language: the total sits at the start edge and the eaten
pizzas run from the start edge, so eating order reads in the language's
direction):

``draw_tally(surface, text, tally, rect, *, total=None, spicy=True, crowned=False, tick=0, highlight=()) -> Rect``
    A cream slip filling ``rect``: the running total (big), "n pizzas", and
    one small token per eaten pizza, in eating order, showing its value
    (a chili pizza's token has an orange ring, "double" red, when
    ``spicy``; a card id in ``highlight`` — just eaten — gets a gold ring).
    ``total`` overrides the number shown (the end reveal counts
    up). ``crowned``: gold slip with a small crown in its bottom end corner
    (inside ``rect``, so it covers no name and no card).
``draw_tokens(surface, text, cards, rect, *, spicy=True, highlight=()) -> int``
    Only the token rows (wrapping; they shrink to fit); returns how many fit.
``draw_standing(surface, text, lines, rect) -> Rect``
    The standing panel: translated lines (first: who is 1st/2nd, then the
    player's goal) on a dark veil, wrapped to ``rect``'s width, growing down.
``draw_slip(surface, text, face, tally, title, near, bounds) -> Rect``
    A pop-up beside ``near`` (kept inside ``bounds``): ``title`` and the
    eaten cards as small faces in eating order; ``face(card_id, size)``
    gives a card image (``CardArt.face``).
``message_text(text, msg, name) -> str``
    A ``memory_aid`` message translated; actor ids (or lists of them) in
    its params become names through ``name(actor) -> str``.
``count_text(text, n) -> str``
    "1 pizza" / "n pizzas" in the current language.
"""
from __future__ import annotations

from typing import Any, Callable, Collection, Sequence

import pygame

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.grow import grown
from game.client.rodizio.memory_aid import Message, Tally

SPICE_RING = {"free": (255, 150, 30), "double": (235, 40, 30)}
TOKEN = 20          # token diameter at full size
TOKEN_MIN = 13
GOLD = (255, 214, 102)


#: The standing panel's key prompt: readable, quieter than the standing.
NOTE_COLOR = (205, 185, 160)

def count_text(text: Any, n: int) -> str:
    return text.tr("rodizio.memory.count", n=n)


def message_text(text: Any, msg: Message, name: Callable[[Any], str]) -> str:
    key, params = msg
    out = {}
    for k, v in params.items():
        if k in ("first", "second", "who"):
            v = "، ".join(name(a) for a in v) if text.rtl and isinstance(v, list) else \
                ", ".join(name(a) for a in v) if isinstance(v, list) else name(v)
        out[k] = v
    return text.tr(key, **out)


def draw_tokens(surface: pygame.Surface, text: Any, cards: Sequence[dict], rect: pygame.Rect, *,
                spicy: bool = True, highlight: Collection[int] = ()) -> int:
    """Value tokens in eating order, rows from the top, start edge first."""
    rect = pygame.Rect(rect)
    n = len(cards)
    if not n or rect.w < TOKEN_MIN or rect.h < TOKEN_MIN:
        return 0
    d = text.reading_size(TOKEN)   # grown with the Text size setting, smaller while they do not fit
    while d > TOKEN_MIN:
        per_row = max(1, (rect.w + 3) // (d + 3))
        rows = -(-n // per_row)
        if rows * (d + 3) - 3 <= rect.h:
            break
        d -= 1
    gap = 3
    per_row = max(1, (rect.w + gap) // (d + gap))
    max_rows = max(1, (rect.h + gap) // (d + gap))
    shown = min(n, per_row * max_rows)
    size = max(10, round(d * 0.66))
    for i, card in enumerate(cards[:shown]):
        row, col = divmod(i, per_row)
        x = rect.right - d - col * (d + gap) if text.rtl else rect.left + col * (d + gap)
        c = (x + d // 2, rect.top + row * (d + gap) + d // 2)
        ring = SPICE_RING.get(card.get("spice")) if spicy else None
        if card["id"] in highlight:  # just eaten: a gold halo ties it to the card in flight
            pygame.draw.circle(surface, theme.MUSTARD, c, d // 2 + 4)
        pygame.draw.circle(surface, theme.SHADOW, (c[0], c[1] + 2), d // 2)
        pygame.draw.circle(surface, theme.TOMATO, c, d // 2)
        pygame.draw.circle(surface, ring or theme.TOMATO_DARK, c, d // 2, 3 if ring else 1)
        text.draw(surface, str(card["value"]), size, theme.WHITE, (c[0], c[1] - 1), "center", role="bold")
    return shown


def draw_tally(surface: pygame.Surface, text: Any, tally: Tally, rect: pygame.Rect, *,
               total: int | None = None, spicy: bool = True, crowned: bool = False,
               tick: int = 0, highlight: Collection[int] = ()) -> pygame.Rect:
    rect = pygame.Rect(rect)
    fill = GOLD if crowned else theme.CREAM
    theme.panel(surface, rect, fill=fill, border=theme.CHOCOLATE, radius=12, border_width=3, shadow=4)
    inner = rect.inflate(-14, -10)
    value = tally.total if total is None else total
    big = 26 if inner.h >= 56 else 22
    # the Text size setting grows the total while the eaten pizzas keep half the slip
    big = grown(text, big, lambda k: k + 4 <= inner.h // 2)
    head_h = big + 4
    start = (inner.right, inner.top + head_h // 2) if text.rtl else (inner.left, inner.top + head_h // 2)
    num = text.draw(surface, str(value), big, theme.INK, start, "start", role="display")
    label = count_text(text, tally.count)
    room = inner.w - num.w - 8
    small = next((k for k in (15, 14, 13, 12) if text.width(label, k, "bold") <= room), 12)
    if small == 15:   # the Text size setting, as far as the words fit beside the number
        small = grown(text, 15, lambda k: k <= big * 3 // 5 and text.width(label, k, "bold") <= room)
    at = (num.left - 8, num.centery + 2) if text.rtl else (num.right + 8, num.centery + 2)
    text.draw(surface, label, small, theme.CHOCOLATE_LIGHT, at, "start", role="bold")
    rows = pygame.Rect(inner.left, inner.top + head_h + 2, inner.w, inner.bottom - inner.top - head_h - 2)
    if crowned:  # a small crown in the slip's bottom end corner; the tokens keep clear of it
        cx = rows.left + 16 if text.rtl else rows.right - 16
        common.crown(surface, (cx, rows.top + 11), tick, 0.44)
        rows.w -= 36
        if text.rtl:
            rows.x += 36
    draw_tokens(surface, text, tally.eaten, rows, spicy=spicy, highlight=highlight)
    return rect


def draw_standing(surface: pygame.Surface, text: Any, lines: Sequence[str], rect: pygame.Rect,
                  note: str | None = None, most_h: int | None = None) -> pygame.Rect:
    """The standing panel: ``lines`` (the first highlighted) in the largest
    type (up to 17 at the player's text size) that fits ``most_h`` (default
    ``rect``'s height), then ``note`` (a key prompt) in a muted colour if it
    still fits; the panel grows to its rows. Returns its box."""
    rect = pygame.Rect(rect)
    most = rect.h if most_h is None else max(rect.h, most_h)
    sizes = list(range(text.reading_size(17), 17, -1)) + [17, 16, 15, 14]

    def layout(size: int, with_note: bool) -> list[tuple[str, tuple]]:
        rows: list[tuple[str, tuple]] = []
        for i, line in enumerate(lines):
            col = theme.MUSTARD_LIGHT if i == 0 else theme.CREAM
            rows += [(part, col) for part in text.wrap(line, size, rect.w - 20, "bold")]
        if with_note and note:
            rows += [(part, NOTE_COLOR) for part in text.wrap(note, size, rect.w - 20, "bold")]
        return rows

    for with_note in (True, False):  # the note gives way before the standing does
        for size in sizes:  # the largest type whose lines fit the room's height
            # Persian's tall letters need more leading once the type grows
            lh = size + 4 + (max(0, size - 17) // 2 if text.rtl else 0)
            rows = layout(size, with_note)
            if 10 + lh * len(rows) <= most:
                break
        if 10 + lh * len(rows) <= most:
            break
    box = pygame.Rect(rect.left, rect.top, rect.w, 10 + lh * len(rows))
    veil = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (*theme.SHADOW, 150), veil.get_rect(), border_radius=12)
    surface.blit(veil, box)
    layout_audit.mark(surface, "standing", box, "panel")
    for i, (part, col) in enumerate(rows):
        pos = (box.right - 10, box.top + 5 + lh * i + lh // 2) if text.rtl else \
            (box.left + 10, box.top + 5 + lh * i + lh // 2)
        text.draw(surface, part, size, col, pos, "start", role="bold")
    return box


def draw_slip(surface: pygame.Surface, text: Any, face: Callable[[int, tuple[int, int]], pygame.Surface],
              tally: Tally, title: str, near: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    cw, ch = 60, 84
    n = max(1, tally.count)
    step = cw + 6 if n <= 7 else max(22, (480 - cw) // (n - 1))
    w = max(cw + step * (n - 1) + 24, text.width(title, 17, "bold") + 28, 180)
    r = pygame.Rect(0, 0, w, ch + 52)
    near = pygame.Rect(near)
    # Beside the diner, on the side with room, kept on screen.
    r.midleft = (near.right + 10, near.centery)
    if r.right > bounds.right:
        r.midright = (near.left - 10, near.centery)
    if r.left < bounds.left:
        r.midtop = (near.centerx, near.bottom + 8)
        if r.bottom > bounds.bottom:
            r.midbottom = (near.centerx, near.top - 8)
    r.clamp_ip(bounds)
    with layout_audit.overlay():  # a pop-up: it lies over the table by design
        _slip(surface, text, face, tally, title, r, cw, ch, step)
    return r


def _slip(surface, text, face, tally, title, r, cw, ch, step) -> None:
    theme.panel(surface, r, fill=theme.CREAM, border=theme.CHOCOLATE, radius=14, border_width=3, shadow=8)
    text.draw(surface, title, 17, theme.INK, (r.right - 12, r.top + 18) if text.rtl else (r.left + 12, r.top + 18),
              "start", role="bold")
    if not tally.eaten:
        text.draw(surface, text.tr("rodizio.memory.nothing"), 16, theme.CHOCOLATE_LIGHT,
                  (r.centerx, r.top + 36 + ch // 2), "center", role="bold")
    for i, card in enumerate(tally.eaten):
        x = r.right - 12 - cw - i * step if text.rtl else r.left + 12 + i * step
        surface.blit(face(card["id"], (cw, ch)), (x, r.top + 36))
