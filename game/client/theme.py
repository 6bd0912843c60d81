"""Colours and drawing helpers for the arcade look (warm food palette).

All helpers draw deterministically (animation comes from the tick count
passed in), so screenshots are byte-identical between runs.

Accessibility (game.client.access applies the settings):

- ``set_palette(name, contrast=...)``: ``name`` is one of PALETTES
  (standard, protanopia, deuteranopia, tritanopia). The colour *cues*
  (`GLOW_OK` can serve / may play, `GLOW_BAD` needs / may not, `SPICE_FREE`
  and `SPICE_DOUBLE`, `SEAT_COLORS`, `FOCUS` and `FOCUS_GLOW`) are lists
  changed in place, so the modules that took them by name
  (``GLOW_OK = theme.GLOW_OK``) draw the palette in force. Each palette is
  measured under its simulated colour vision by tests/client/test_palette.py
  (the table in docs/accessibility.md: tools/palette_table.py). Every cue
  also has a shape or a number (``seat_token``: a shape per seat;
  ``bad_mark``; see docs/accessibility.md): colour is never the only sign.
- High contrast: `tablecloth` is a plain dark cloth, `panel` borders are
  thicker and black or white, the focus ring is a thick steady white ring
  with a black edge.
- Reduce motion (game.client.anim.motion): `pulse` is steady, so nothing
  breathes or blinks."""
from __future__ import annotations

import math

import pygame

from game.client import layout_audit
from game.client.anim import motion

# Palette: tomato, mustard, cream, chocolate, basil, paprika.
TOMATO = (214, 69, 43)
TOMATO_DARK = (150, 40, 26)
MUSTARD = (244, 181, 44)
MUSTARD_LIGHT = (255, 214, 102)
CREAM = (255, 244, 220)
CHOCOLATE = (59, 31, 20)
CHOCOLATE_LIGHT = (96, 54, 36)
BASIL = (79, 138, 60)
PAPRIKA = (240, 122, 42)
INK = (34, 18, 12)
WHITE = (255, 255, 255)
SHADOW = (20, 8, 4)
DIM = (0, 0, 0, 150)

LOGICAL_SIZE = (1280, 720)

# The colour cues, changed in place by `set_palette` (see the module doc).
_STANDARD = {"GLOW_OK": (120, 220, 110), "GLOW_BAD": (235, 60, 40), "SPICE_FREE": (255, 150, 30),
             "SPICE_DOUBLE": (235, 40, 30), "FOCUS": MUSTARD, "FOCUS_GLOW": MUSTARD_LIGHT,
             "SEAT_COLORS": [(214, 69, 43), (60, 140, 200), (79, 150, 60), (150, 80, 170)]}
# One palette per kind of colour vision, each chosen (tools/palette_table.py,
# tests/client/test_palette.py) so that under that vision simulated at full
# severity, and under normal vision, every pair that must be told apart stays
# apart: the seat colours from each other and from the mustard of the seat
# whose turn it is, can serve from needs, the two spicy kinds, the focus ring
# from the cloth, the cream panels and the chocolate boards. The colours come
# from Okabe & Ito, Paul Tol's and IBM's colour-blind safe sets.
_PROTANOPIA = {"GLOW_OK": (100, 143, 255), "GLOW_BAD": (254, 97, 0), "SPICE_FREE": (240, 228, 66),
               "SPICE_DOUBLE": (220, 38, 127), "FOCUS": (120, 94, 240), "FOCUS_GLOW": (170, 155, 255),
               "SEAT_COLORS": [(238, 102, 119), (0, 40, 110), (136, 204, 238), (120, 94, 240)]}
_DEUTERANOPIA = {"GLOW_OK": (100, 143, 255), "GLOW_BAD": (254, 97, 0), "SPICE_FREE": (240, 228, 66),
                 "SPICE_DOUBLE": (136, 34, 85), "FOCUS": (120, 94, 240), "FOCUS_GLOW": (170, 155, 255),
                 "SEAT_COLORS": [(255, 150, 200), (0, 40, 110), (100, 143, 255), (17, 119, 51)]}
_TRITANOPIA = {"GLOW_OK": (86, 180, 233), "GLOW_BAD": (204, 51, 17), "SPICE_FREE": (150, 230, 180),
               "SPICE_DOUBLE": (220, 38, 127), "FOCUS": (0, 119, 187), "FOCUS_GLOW": (90, 180, 230),
               "SEAT_COLORS": [(220, 38, 127), (0, 40, 110), (150, 230, 180), (120, 94, 240)]}
#: The palettes offered (Settings → Accessibility → Colours), in the order shown.
PALETTES = {"standard": _STANDARD, "protanopia": _PROTANOPIA, "deuteranopia": _DEUTERANOPIA,
            "tritanopia": _TRITANOPIA}
#: Each seat's shape (seat n: SEAT_SHAPES[n % 4]): a seat's token has its
#: colour *and* its shape, so seats are told apart in black and white too.
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")
GLOW_OK = list(_STANDARD["GLOW_OK"])
GLOW_BAD = list(_STANDARD["GLOW_BAD"])
SPICE_FREE = list(_STANDARD["SPICE_FREE"])
SPICE_DOUBLE = list(_STANDARD["SPICE_DOUBLE"])
FOCUS = list(_STANDARD["FOCUS"])
FOCUS_GLOW = list(_STANDARD["FOCUS_GLOW"])
SEAT_COLORS = [list(c) for c in _STANDARD["SEAT_COLORS"]]
#: The palette in force (a key of PALETTES) and high contrast on or off.
palette = "standard"
high_contrast = False


def ink_on(fill) -> tuple[int, int, int]:
    """Dark ink on a light fill, white on a dark one (WCAG relative luminance)."""
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in fill[:3])
    return INK if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.25 else WHITE


def set_palette(name: str = "standard", contrast: bool = False) -> None:
    """Switch the colour cues (in place) to ``PALETTES[name]`` (an unknown
    name: the standard one) and the high-contrast drawing."""
    global palette, high_contrast
    palette = name if name in PALETTES else "standard"
    high_contrast = contrast
    chosen = PALETTES[palette]
    for key in ("GLOW_OK", "GLOW_BAD", "SPICE_FREE", "SPICE_DOUBLE", "FOCUS", "FOCUS_GLOW"):
        globals()[key][:] = chosen[key]
    for mine, colour in zip(SEAT_COLORS, chosen["SEAT_COLORS"]):
        mine[:] = colour


def _shape_points(shape: str, c: tuple[int, int], r: int) -> list[tuple[int, int]] | None:
    x, y = c
    if shape == "square":
        k = int(r * 0.86)
        return [(x - k, y - k), (x + k, y - k), (x + k, y + k), (x - k, y + k)]
    if shape == "triangle":
        return [(x, y - r - 2), (x + r + 2, y + r - 1), (x - r - 2, y + r - 1)]
    if shape == "diamond":
        return [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)]
    return None


def seat_token(surface: pygame.Surface, seat: int, center: tuple[int, int], radius: int, text=None,
               edge=CREAM) -> None:
    """Seat ``seat``'s token: its shape (SEAT_SHAPES) filled with its colour,
    edged in ``edge``, with ``text`` (the seat's number) on it, read by
    ``text`` as ``(Text, size)`` — colour and shape both name the seat."""
    col = tuple(SEAT_COLORS[seat % len(SEAT_COLORS)])
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    pts = _shape_points(shape, center, radius)
    shadow = (center[0], center[1] + 2)
    if pts is None:
        pygame.draw.circle(surface, SHADOW, shadow, radius)
        pygame.draw.circle(surface, col, center, radius)
        pygame.draw.circle(surface, edge, center, radius, 2)
    else:
        pygame.draw.polygon(surface, SHADOW, [(px, py + 2) for px, py in pts])
        pygame.draw.polygon(surface, col, pts)
        pygame.draw.polygon(surface, edge, pts, 2)
    if text is not None:
        words, (txt, size) = text
        at = (center[0], center[1] + (radius // 4 if shape == "triangle" else 0))
        txt.draw(surface, words, size, ink_on(col), at, "center", "display")


def bad_mark(surface: pygame.Surface, center: tuple[int, int], radius: int = 11) -> None:
    """The "no / needs" mark beside the bad glow: a cross in a disc (a shape,
    not only a colour; the "can" mark is a tick)."""
    pygame.draw.circle(surface, SHADOW, (center[0], center[1] + 2), radius)
    pygame.draw.circle(surface, GLOW_BAD, center, radius)
    pygame.draw.circle(surface, WHITE, center, radius, 2)
    k = radius // 2
    x, y = center
    pygame.draw.line(surface, WHITE, (x - k, y - k), (x + k, y + k), 3)
    pygame.draw.line(surface, WHITE, (x - k, y + k), (x + k, y - k), 3)


_bg_cache: dict[tuple, pygame.Surface] = {}


def tablecloth(size: tuple[int, int] = LOGICAL_SIZE, cell: int = 48,
               base=(166, 44, 30), stripe=(255, 236, 210, 38)) -> pygame.Surface:
    """A red gingham tablecloth darkening towards the edges (cached); with
    high contrast a plain, dark cloth (no pattern behind the text)."""
    if high_contrast:
        key = (size, "plain")
        surf = _bg_cache.get(key)
        if surf is None:
            surf = _bg_cache[key] = pygame.Surface(size)
            surf.fill((28, 14, 10))
        return surf
    key = (size, cell, base, stripe)
    surf = _bg_cache.get(key)
    if surf is not None:
        return surf
    from game.client import picture_cache   # kept between runs: a start reads it
    surf = _bg_cache[key] = picture_cache.load_or_make(
        "tablecloth", key, size, lambda: _draw_tablecloth(size, cell, base, stripe))
    return surf


def _draw_tablecloth(size: tuple[int, int], cell: int, base, stripe) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    surf.fill(base)
    bands = pygame.Surface(size, pygame.SRCALPHA)
    for x in range(0, w, cell * 2):
        pygame.draw.rect(bands, stripe, (x, 0, cell, h))
    surf.blit(bands, (0, 0))
    bands.fill((0, 0, 0, 0))
    for y in range(0, h, cell * 2):
        pygame.draw.rect(bands, stripe, (0, y, w, cell))
    surf.blit(bands, (0, 0))
    edge = pygame.Surface(size, pygame.SRCALPHA)
    rings = 40
    for i in range(rings):
        inset = i * 7
        alpha = int(110 * (1 - i / rings) ** 2)
        pygame.draw.rect(edge, (30, 8, 4, alpha), (inset, inset, w - 2 * inset, h - 2 * inset), width=7)
    surf.blit(edge, (0, 0))
    return surf


def panel(surface: pygame.Surface, rect: pygame.Rect, fill=CREAM, border=CHOCOLATE,
          radius: int = 18, border_width: int = 4, shadow: int = 8) -> None:
    """A rounded card-like panel with a drop shadow (high contrast: a
    thicker black or white border, whichever stands out from the fill)."""
    rect = pygame.Rect(rect)
    if high_contrast and border_width:
        if tuple(border) in (CHOCOLATE, CHOCOLATE_LIGHT, MUSTARD, INK):   # seat colours stay
            border = INK if sum(fill[:3]) > 380 else WHITE
        border_width = border_width + 2
    if shadow:
        sh = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (*SHADOW, 110), sh.get_rect(), border_radius=radius)
        surface.blit(sh, rect.move(0, shadow))
    if len(fill) == 4:
        body = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=radius)
        surface.blit(body, rect)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border_width:
        pygame.draw.rect(surface, border, rect, width=border_width, border_radius=radius)
    if layout_audit.ACTIVE is not None:  # the layout audit: a box others must keep off
        if len(fill) == 3 or fill[3] >= 220:
            layout_audit.ACTIVE.occlude(surface, rect)  # it hides what lies under it
        layout_audit.ACTIVE.element(surface, "box", rect, "panel")


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((20, 8, 4, alpha))
    surface.blit(veil, (0, 0))
    layout_audit.veil(surface)  # what follows lies over a background, not beside it


def pulse(tick: int, period_ticks: int = 60) -> float:
    """0..1..0 over `period_ticks` (deterministic focus glow); steady at 1
    with reduced motion and once the window has settled (no input for a
    while: game.client.anim.motion.settled)."""
    if motion.reduced or motion.settled:
        return 1.0
    return 0.5 - 0.5 * math.cos(2 * math.pi * (tick % period_ticks) / period_ticks)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, tick: int, radius: int = 16) -> None:
    """The visible focus: a glowing outline (``FOCUS``: mustard, or the
    colour-vision palette's focus colour) that breathes; with high contrast a thick, steady
    white ring edged in black."""
    if high_contrast:
        outer = pygame.Rect(rect).inflate(14, 14)
        pygame.draw.rect(surface, INK, outer.inflate(6, 6), width=3, border_radius=radius + 10)
        pygame.draw.rect(surface, WHITE, outer, width=7, border_radius=radius + 7)
        return
    p = pulse(tick)
    grow = 4 + int(3 * p)
    outer = pygame.Rect(rect).inflate(grow * 2, grow * 2)
    glow = pygame.Surface(outer.inflate(16, 16).size, pygame.SRCALPHA)
    pygame.draw.rect(glow, (*FOCUS_GLOW, int(60 + 60 * p)), glow.get_rect(), border_radius=radius + 10)
    surface.blit(glow, outer.inflate(16, 16))
    pygame.draw.rect(surface, FOCUS, outer, width=5, border_radius=radius + grow)
