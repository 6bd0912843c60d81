"""The replay viewer's screen layout and its control strip.

Layout ("theatre"): the table scene is drawn at `TABLE_SCALE` into
`TABLE_RECT` (top, centred) and the controls live in `STRIP`, the band
under it, so the bar never covers a hand, a scoreboard or the log whatever
the game and seat count (the table keeps its own layout, only smaller).

Buttons, in reading order: to start, step back, play / pause, step, (review,
for a game with a coach), slower, faster, exit. In a right-to-left language (Persian) the whole strip is
mirrored (`rects(rtl=True)` puts each button at `SIZE.w - x - w`), the
progress line fills from the right and the direction icons point the other
way. Nothing here knows about the game: `draw_strip` is given the labels,
the key prompts and what is enabled."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client import theme

W, H = theme.LOGICAL_SIZE
TABLE_SCALE = 0.9
TABLE_RECT = pygame.Rect(0, 0, round(W * TABLE_SCALE), round(H * TABLE_SCALE))
TABLE_RECT.midtop = (W // 2, 0)
STRIP = pygame.Rect(0, TABLE_RECT.bottom, W, H - TABLE_RECT.bottom)

LEFT_GROUP = ("start", "back", "play", "step")
RIGHT_GROUP = ("slower", "faster", "exit")
NAMES = LEFT_GROUP + RIGHT_GROUP
#: Opens the coach's review (game/client/review), first of the right group.
REVIEW = "review"
WIDTHS = {"start": 108, "back": 108, "play": 112, "step": 104, "review": 100, "slower": 112, "faster": 112,
          "exit": 96}
BUTTON_H, GAP, MARGIN = 38, 8, 14
BUTTON_TOP = STRIP.top + 8


def rects(rtl: bool = False, review: bool = False) -> dict[str, pygame.Rect]:
    """Each button's rect (logical pixels); mirrored when `rtl`; with the
    Review button when `review`."""
    out: dict[str, pygame.Rect] = {}
    x = MARGIN
    for n in LEFT_GROUP:
        out[n] = pygame.Rect(x, BUTTON_TOP, WIDTHS[n], BUTTON_H)
        x += WIDTHS[n] + GAP
    x = W - MARGIN
    for n in reversed(((REVIEW,) if review else ()) + RIGHT_GROUP):
        x -= WIDTHS[n]
        out[n] = pygame.Rect(x, BUTTON_TOP, WIDTHS[n], BUTTON_H)
        x -= GAP
    if rtl:
        out = {n: pygame.Rect(W - r.right, r.top, r.w, r.h) for n, r in out.items()}
    return out


def centre_rect(rtl: bool = False, review: bool = False) -> pygame.Rect:
    """The free middle of the strip (title, position, status)."""
    b = rects(False, review)
    r = pygame.Rect(b["step"].right + 12, STRIP.top + 4, 0, STRIP.h - 8)
    r.width = b[REVIEW if review else "slower"].left - 12 - r.left
    if rtl:
        r.x = W - r.right
    return r


@dataclass
class StripView:
    """What the strip shows this frame (all text already translated)."""

    labels: dict[str, str]          # button name -> label
    keys: dict[str, str]            # button name -> key / pad prompt ("" for none)
    enabled: dict[str, bool]
    playing: bool                   # the play button shows "pause"
    title: str
    status: str
    notice: str | None              # a refusal ("already at the first move"), in red
    progress: float                 # 0..1
    hover: str | None
    rtl: bool
    review: bool = False            # the Review button shows (a game with a coach)


def draw_strip(surface: pygame.Surface, text, view: StripView) -> None:
    pygame.draw.rect(surface, theme.CHOCOLATE, STRIP)
    pygame.draw.line(surface, theme.MUSTARD, STRIP.topleft, STRIP.topright, 2)
    # Progress along the top edge, read in the language's direction.
    done = int(W * max(0.0, min(1.0, view.progress)))
    bar = pygame.Rect(W - done if view.rtl else 0, STRIP.top, done, 4)
    pygame.draw.rect(surface, theme.MUSTARD_LIGHT, bar)
    for name, r in rects(view.rtl, view.review).items():
        _button(surface, text, r, name, view)
    c = centre_rect(view.rtl, view.review)
    text.draw(surface, view.title, 21, theme.CREAM, (c.centerx, c.top + 18), "center", role="display")
    line, color = (view.notice, (255, 140, 110)) if view.notice else (view.status, theme.MUSTARD_LIGHT)
    size = 16
    while size > 11 and text.width(line, size, "bold") > c.w:
        size -= 1
    text.draw(surface, line, size, color, (c.centerx, c.top + 46), "center", role="bold")


def _button(surface: pygame.Surface, text, r: pygame.Rect, name: str, view: StripView) -> None:
    on = view.enabled.get(name, True)
    fill = theme.MUSTARD if (view.hover == name and on) else theme.CREAM if on else (150, 128, 110)
    ink = theme.CHOCOLATE if on else (95, 70, 58)
    pygame.draw.rect(surface, theme.SHADOW, r.move(0, 3), border_radius=r.h // 2)
    pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, ink, r, 2, border_radius=r.h // 2)
    label = view.labels.get(name, name)
    icon_w, pad = 16, 6
    size = 15
    while size > 10 and text.width(label, size, "bold") > r.w - icon_w - pad - 18:
        size -= 1
    tw = text.width(label, size, "bold")
    total = icon_w + pad + tw
    left = r.centerx - total // 2
    if view.rtl:   # icon on the reading side: the right
        icon_box = pygame.Rect(left + tw + pad, r.centery - 8, icon_w, 16)
        label_at = (left + tw // 2, r.centery)
    else:
        icon_box = pygame.Rect(left, r.centery - 8, icon_w, 16)
        label_at = (left + icon_w + pad + tw // 2, r.centery)
    icon = "pause" if name == "play" and view.playing else name
    draw_icon(surface, icon, icon_box, ink, flip=view.rtl)
    text.draw(surface, label, size, ink, label_at, "center", role="bold")
    key = view.keys.get(name)
    if key:
        text.draw(surface, key, 12, (225, 200, 170), (r.centerx, r.bottom + 10), "center", role="bold")


def draw_icon(surface: pygame.Surface, name: str, box: pygame.Rect, color, flip: bool = False) -> None:
    """Media-player icons drawn as shapes (the fonts have no such glyphs).
    Shapes are given for left-to-right (backwards = pointing left); `flip`
    mirrors them for right-to-left."""
    x0, y0, w, h = box.x, box.y, box.w, box.h

    def px(fx: float) -> int:
        return round(x0 + (1 - fx if flip else fx) * w)

    def py(fy: float) -> int:
        return round(y0 + fy * h)

    def tri(a: float, b: float) -> None:  # a triangle from x=a (tip) to x=b (base)
        pygame.draw.polygon(surface, color, [(px(a), py(0.5)), (px(b), py(0.08)), (px(b), py(0.92))])

    def bar(a: float, b: float) -> None:
        l, r = sorted((px(a), px(b)))
        pygame.draw.rect(surface, color, pygame.Rect(l, py(0.08), max(2, r - l), py(0.92) - py(0.08)))

    if name == "start":
        bar(0.0, 0.16)
        tri(0.16, 0.58)
        tri(0.58, 1.0)
    elif name == "back":
        bar(0.0, 0.2)
        tri(0.25, 0.95)
    elif name == "play":
        tri(0.95, 0.2)
    elif name == "pause":
        bar(0.18, 0.42)
        bar(0.58, 0.82)
    elif name == "step":
        tri(0.75, 0.05)
        bar(0.8, 1.0)
    elif name == "slower":
        pygame.draw.rect(surface, color, pygame.Rect(x0 + 2, box.centery - 2, w - 4, 4))
    elif name == "faster":
        pygame.draw.rect(surface, color, pygame.Rect(x0 + 2, box.centery - 2, w - 4, 4))
        pygame.draw.rect(surface, color, pygame.Rect(box.centerx - 2, y0 + 2, 4, h - 4))
    elif name == "exit":
        pygame.draw.line(surface, color, (x0 + 3, y0 + 3), (x0 + w - 4, y0 + h - 4), 4)
        pygame.draw.line(surface, color, (x0 + 3, y0 + h - 4), (x0 + w - 4, y0 + 3), 4)
    elif name == "review":   # a magnifying glass (its handle towards the reading end)
        pygame.draw.circle(surface, color, (px(0.4), py(0.4)), round(0.33 * h), 3)
        pygame.draw.line(surface, color, (px(0.62), py(0.64)), (px(0.95), py(0.95)), 4)
