"""Generate the card art PNGs for both games (deterministic, headless).

Usage::

    SDL_VIDEODRIVER=dummy python tools/make_card_art.py [--out assets/cards]
        [--only rodizio|foodies] [--sheet out/contact_sheet.png]

Writes ``<out>/rodizio/card_<id>.png`` (ids from ``assets/rodizio/deck.json``;
the placard is the card with ``"placard": true``), ``<out>/rodizio/back.png``,
``<out>/foodies/ing_<type>.png``, ``<out>/foodies/icon_<type>.png``,
``<out>/foodies/back.png`` and ``<out>/foodies/recipe_frame.png``.

Contract: the same inputs (data files, fonts, this script) give byte-identical
PNGs -- all "randomness" comes from ``random.Random(<fixed int>)`` and every
shape is drawn at 4x and smoothscaled down (which is also what makes the
edges look smooth).  Art follows data: pizza names, values and chili marks are
read from the deck JSON, so editing the deck and re-running updates the art.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "assets" / "fonts"
DECK_JSON = ROOT / "assets" / "rodizio" / "deck.json"

SS = 4                      # supersampling factor
CARD_W, CARD_H = 120, 168   # docs/client.md card size
RECIPE_W, RECIPE_H = 160, 224
ICON = 40

# Ingredient types in the rule book's order (foodies.md §1).  Used when no
# ingredient data file is present; when one is, its types must all have art.
INGREDIENT_TYPES = ["tomato", "onion", "egg", "herbs", "rice", "cheese",
                    "bread", "lettuce", "cucumber", "eggplant"]


# --------------------------------------------------------------------------
# drawing helpers: a Canvas takes 1x coordinates and draws at SS x
# --------------------------------------------------------------------------

def rgb(h: str, a: int | None = None):
    h = h.lstrip("#")
    c = tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    return c + ((a,) if a is not None else ())


def mix(c1, c2, t: float):
    return tuple(round(a + (b - a) * t) for a, b in zip(c1, c2))


class Canvas:
    """A supersampled SRCALPHA surface addressed in 1x units."""

    def __init__(self, w: int, h: int):
        self.w, self.h = w, h
        self.surf = pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)
        self.surf.fill((0, 0, 0, 0))
        self._fonts: dict = {}

    # -- coordinate helpers
    @staticmethod
    def p(x, y):
        return (round(x * SS), round(y * SS))

    def _target(self, color):
        """Opaque colours draw straight; translucent ones via a layer."""
        if len(color) == 4 and color[3] < 255:
            layer = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
            return layer, True
        return self.surf, False

    def _done(self, layer, blend):
        if blend:
            self.surf.blit(layer, (0, 0))

    # -- primitives
    def circle(self, color, c, r, width=0):
        t, b = self._target(color)
        pygame.draw.circle(t, color, self.p(*c), max(1, round(r * SS)),
                           round(width * SS) if width else 0)
        self._done(t, b)

    def ellipse(self, color, c, rx, ry, width=0, angle=0.0):
        if angle == 0.0:
            t, b = self._target(color)
            rect = pygame.Rect(0, 0, round(2 * rx * SS), round(2 * ry * SS))
            rect.center = self.p(*c)
            pygame.draw.ellipse(t, color, rect, round(width * SS) if width else 0)
            self._done(t, b)
            return
        pts = [(c[0] + rx * math.cos(a) * math.cos(angle) - ry * math.sin(a) * math.sin(angle),
                c[1] + rx * math.cos(a) * math.sin(angle) + ry * math.sin(a) * math.cos(angle))
               for a in (2 * math.pi * i / 48 for i in range(48))]
        self.poly(color, pts, width)

    def poly(self, color, pts, width=0):
        t, b = self._target(color)
        pygame.draw.polygon(t, color, [self.p(*q) for q in pts],
                            round(width * SS) if width else 0)
        self._done(t, b)

    def line(self, color, a, b_, width=1.0):
        t, b = self._target(color)
        w = max(1, round(width * SS))
        pa, pb = self.p(*a), self.p(*b_)
        pygame.draw.line(t, color, pa, pb, w)
        # round caps
        pygame.draw.circle(t, color, pa, w // 2)
        pygame.draw.circle(t, color, pb, w // 2)
        self._done(t, b)

    def polyline(self, color, pts, width=1.0):
        for a, b_ in zip(pts, pts[1:]):
            self.line(color, a, b_, width)

    def rrect(self, color, rect, radius, width=0):
        t, b = self._target(color)
        x, y, w, h = rect
        pygame.draw.rect(t, color, pygame.Rect(round(x * SS), round(y * SS),
                                               round(w * SS), round(h * SS)),
                         round(width * SS) if width else 0,
                         border_radius=round(radius * SS))
        self._done(t, b)

    def arc(self, color, c, r, a0, a1, width=1.0):
        n = max(6, int(abs(a1 - a0) * 12))
        pts = [(c[0] + r * math.cos(a0 + (a1 - a0) * i / n),
                c[1] + r * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]
        self.polyline(color, pts, width)

    # -- text
    def font(self, name: str, size: float, persian=False):
        key = (name, size, persian)
        if key not in self._fonts:
            f = pygame.font.Font(str(FONTS / name), round(size * SS))
            if persian:
                f.set_script("Arab")
                f.set_direction(pygame.DIRECTION_RTL)
            self._fonts[key] = f
        return self._fonts[key]

    def text(self, s, c, size, color, font="Nunito-Black.ttf", outline=None,
             outline_w=1.5, rotate=0, persian=False, max_w=None):
        f = self.font(font, size, persian)
        img = f.render(s, True, color)
        if max_w is not None and img.get_width() > max_w * SS:
            k = max_w * SS / img.get_width()
            img = pygame.transform.smoothscale(
                img, (round(img.get_width() * k), round(img.get_height() * k)))
        if outline is not None:
            o = f.render(s, True, outline)
            if o.get_size() != img.get_size():
                o = pygame.transform.smoothscale(o, img.get_size())
            ow = round(outline_w * SS)
            full = pygame.Surface((img.get_width() + 2 * ow, img.get_height() + 2 * ow),
                                  pygame.SRCALPHA)
            for i in range(16):
                a = 2 * math.pi * i / 16
                full.blit(o, (ow + round(ow * math.cos(a)), ow + round(ow * math.sin(a))))
            full.blit(img, (ow, ow))
            img = full
        if rotate:
            img = pygame.transform.rotate(img, rotate)
        r = img.get_rect(center=self.p(*c))
        self.surf.blit(img, r)
        return img.get_width() / SS

    def text_width(self, s, size, font="Nunito-Black.ttf"):
        return self.font(font, size).size(s)[0] / SS

    # -- output
    def result(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))

    def stamp(self, other: "Canvas", dx=0, dy=0):
        self.surf.blit(other.surf, self.p(dx, dy))


def star_pts(cx, cy, r_out, r_in, n=5, rot=-math.pi / 2):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = rot + math.pi * i / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def reg_poly(cx, cy, r, n, rot=-math.pi / 2):
    return [(cx + r * math.cos(rot + 2 * math.pi * i / n),
             cy + r * math.sin(rot + 2 * math.pi * i / n)) for i in range(n)]


def spiral(n, radius, rng, jitter=0.18, phase=0.0):
    """Evenly spread points in a disc (sunflower pattern), a little jittered."""
    out = []
    for i in range(n):
        rr = radius * math.sqrt((i + 0.5) / n)
        a = phase + i * 2.399963 + rng.uniform(-jitter, jitter)
        rr *= 1 + rng.uniform(-jitter, jitter) * 0.5
        out.append((rr * math.cos(a), rr * math.sin(a)))
    return out


def shadow(cv, c, rx, ry, alpha=70):
    cv.ellipse((40, 20, 10, alpha), c, rx, ry)


# --------------------------------------------------------------------------
# chilies and marks
# --------------------------------------------------------------------------

def chili(cv, x, y, length, angle, body="#D7261E", dark="#8E1410"):
    """A curved chili pepper; (x, y) is the stem end, pointing along angle."""
    pts_l, pts_r = [], []
    n = 14
    ca, sa = math.cos(angle), math.sin(angle)
    w0 = length * 0.19
    for i in range(n + 1):
        t = i / n
        px = t * length
        py = math.sin(t * math.pi * 0.9) * length * 0.22
        dx = 1.0
        dy = math.cos(t * math.pi * 0.9) * math.pi * 0.9 * 0.22
        norm = math.hypot(dx, dy)
        nx, ny = -dy / norm, dx / norm
        w = w0 * (1 - t) ** 0.7 + 0.25
        for side, lst in ((1, pts_l), (-1, pts_r)):
            qx = px + side * nx * w
            qy = py + side * ny * w
            lst.append((x + qx * ca - qy * sa, y + qx * sa + qy * ca))
    outline = pts_l + pts_r[::-1]
    cv.poly(rgb(dark), outline)
    # body slightly inset: scale towards centreline
    inner_l, inner_r = [], []
    for (lx, ly), (rx_, ry_) in zip(pts_l, pts_r):
        mx, my = (lx + rx_) / 2, (ly + ry_) / 2
        inner_l.append((mx + (lx - mx) * 0.72, my + (ly - my) * 0.72))
        inner_r.append((mx + (rx_ - mx) * 0.72, my + (ry_ - my) * 0.72))
    cv.poly(rgb(body), inner_l + inner_r[::-1])
    # shine
    hl = [(a[0] * 0.6 + b[0] * 0.4, a[1] * 0.6 + b[1] * 0.4)
          for a, b in zip(pts_l[1:9], pts_r[1:9])]
    cv.polyline((255, 255, 255, 150), hl, length * 0.05)
    # calyx and stem
    cv.circle(rgb("#2E7D32"), (x, y), length * 0.16)
    sx, sy = x - ca * length * 0.22, y - sa * length * 0.22
    cv.line(rgb("#2E7D32"), (x, y), (sx - sa * length * 0.08, sy + ca * length * 0.08),
            length * 0.08)


def mark_free(cv, cx, cy, s=1.0):
    """Free choice: a gold STAR badge with one chili."""
    cv.poly(rgb("#7A4B00"), star_pts(cx + 0.6 * s, cy + 1.0 * s, 17.5 * s, 9.6 * s))
    cv.poly(rgb("#FFC928"), star_pts(cx, cy, 17 * s, 9.2 * s))
    cv.poly(rgb("#FFE58A"), star_pts(cx - 0.8 * s, cy - 1.0 * s, 11 * s, 5.8 * s))
    chili(cv, cx - 6.5 * s, cy - 7.5 * s, 19 * s, math.radians(52))


def mark_double(cv, cx, cy, s=1.0):
    """Double action: a white ROUND badge with a dark ring, two crossed
    chilies and a black x2 disc (the free mark is a gold star)."""
    cv.circle(rgb("#1B1B1B", 110), (cx + 0.6 * s, cy + 1.1 * s), 16 * s)
    cv.circle(rgb("#2B2B2B"), (cx, cy), 16 * s)
    cv.circle(rgb("#FFFFFF"), (cx, cy), 13.6 * s)
    chili(cv, cx - 9.5 * s, cy - 9.5 * s, 19 * s, math.radians(52))
    chili(cv, cx + 9.5 * s, cy - 9.5 * s, 19 * s, math.radians(128), body="#F0541A",
          dark="#8A2A08")
    cv.circle(rgb("#FFFFFF"), (cx + 10 * s, cy + 10 * s), 8 * s)
    cv.circle(rgb("#1B1B1B"), (cx + 10 * s, cy + 10 * s), 6.8 * s)
    cv.text("\u00d72", (cx + 10 * s, cy + 9.4 * s), 8.5 * s, rgb("#FFFFFF"))


# --------------------------------------------------------------------------
# pizza toppings (one function per pizza, keyed by name)
# --------------------------------------------------------------------------

CRUST = rgb("#E3A050")
CRUST_DARK = rgb("#B8702E")
SAUCE = rgb("#C7361F")
CHEESE = rgb("#F7D774")
CHEESE_LIGHT = rgb("#FCEAA8")


def olive(cv, x, y, r, color="#2B2424"):
    cv.circle(rgb(color), (x, y), r)
    cv.circle(rgb("#C9B9A0") if color == "#2B2424" else rgb("#B23A2E"), (x, y), r * 0.42)
    cv.circle((255, 255, 255, 120), (x - r * 0.35, y - r * 0.35), r * 0.25)


def green_olive(cv, x, y, r):
    cv.circle(rgb("#6E8B2E"), (x, y), r)
    cv.circle(rgb("#C5302A"), (x, y), r * 0.42)


def oregano(cv, rng, R, n=40, color="#3F6B22"):
    for _ in range(n):
        a = rng.uniform(0, 2 * math.pi)
        d = R * math.sqrt(rng.random())
        cv.circle(rgb(color), (d * math.cos(a), d * math.sin(a)), rng.uniform(0.35, 0.7))


def leaf(cv, x, y, length, angle, color="#2F8F3A", vein="#1E5E26"):
    ca, sa = math.cos(angle), math.sin(angle)
    pts = []
    for i in range(13):
        t = i / 12
        w = math.sin(t * math.pi) * length * 0.32
        pts.append((t * length, w))
    pts += [(t, -w) for t, w in reversed(pts)]
    pts = [(x + px * ca - py * sa, y + px * sa + py * ca) for px, py in pts]
    cv.poly(rgb(color), pts)
    cv.line(rgb(vein), (x, y), (x + ca * length * 0.85, y + sa * length * 0.85),
            max(0.4, length * 0.06))


def onion_ring(cv, x, y, r, color="#FBF3FB", edge="#C39BD3"):
    cv.ellipse(rgb(edge), (x, y), r, r * 0.8, r * 0.28)
    cv.ellipse(rgb(color), (x, y), r * 0.86, r * 0.68, r * 0.12)


def cheese_blobs(cv, rng, R, color=CHEESE, light=CHEESE_LIGHT, n=26):
    for (px, py) in spiral(n, R * 0.82, rng, 0.3):
        cv.circle(color, (px, py), R * rng.uniform(0.22, 0.3))
    for (px, py) in spiral(9, R * 0.75, rng, 0.4, 1.0):
        cv.circle(light, (px, py), R * rng.uniform(0.06, 0.12))


def top_mussarela(cv, rng, R):
    cheese_blobs(cv, rng, R, n=34)
    oregano(cv, rng, R * 0.9, 50)
    for (px, py) in spiral(5, R * 0.62, rng, 0.1, 0.4):
        olive(cv, px, py, R * 0.1)


def top_margherita(cv, rng, R):
    for (px, py) in spiral(7, R * 0.72, rng, 0.15, 0.2):
        cv.circle(rgb("#FFF8E8"), (px, py), R * 0.2)
        cv.circle(rgb("#F3E2C0"), (px + R * 0.03, py + R * 0.04), R * 0.2, R * 0.03)
    for i, (px, py) in enumerate(spiral(6, R * 0.66, rng, 0.2, 1.9)):
        leaf(cv, px, py, R * 0.3, rng.uniform(0, 2 * math.pi))


def top_alho(cv, rng, R):
    cv.circle(rgb("#F3E3B0"), (0, 0), R * 0.9)          # a thin white-cheese layer
    cheese_blobs(cv, rng, R, rgb("#FBEFC6"), rgb("#FFF8E1"), 16)
    for (px, py) in spiral(5, R * 0.75, rng, 0.3, 0.4):   # olive-oil pools
        cv.ellipse((214, 170, 40, 110), (px, py), R * 0.2, R * 0.12, 0, rng.uniform(0, 3))
    for (px, py) in spiral(13, R * 0.8, rng, 0.2):        # toasted garlic chips
        a = rng.uniform(0, math.pi)
        cv.ellipse(rgb("#B8782E"), (px, py), R * 0.14, R * 0.1, 0, a)
        cv.ellipse(rgb("#F2D08A"), (px, py), R * 0.11, R * 0.075, 0, a)
        cv.ellipse(rgb("#FFF3D2"), (px - 0.3, py - 0.3), R * 0.05, R * 0.03, 0, a)
    oregano(cv, rng, R * 0.85, 70, "#3E7E22")


def top_napolitana(cv, rng, R):
    cheese_blobs(cv, rng, R, n=24)
    for (px, py) in spiral(6, R * 0.68, rng, 0.15, 0.3):
        cv.circle(rgb("#E23B2E"), (px, py), R * 0.2)
        cv.circle(rgb("#F46B55"), (px, py), R * 0.15)
        for k in range(5):
            a = k * 2 * math.pi / 5 + 0.3
            cv.ellipse(rgb("#F7C948"), (px + math.cos(a) * R * 0.08, py + math.sin(a) * R * 0.08),
                       R * 0.03, R * 0.018, 0, a)
    for _ in range(30):     # parmesan
        a = rng.uniform(0, 2 * math.pi)
        d = R * 0.85 * math.sqrt(rng.random())
        cv.circle(rgb("#FFFDF4"), (d * math.cos(a), d * math.sin(a)), 0.6)
    leaf(cv, -R * 0.05, -R * 0.05, R * 0.32, 0.7)


def top_atum(cv, rng, R):
    cheese_blobs(cv, rng, R, n=22)
    for (px, py) in spiral(16, R * 0.8, rng, 0.3, 0.5):
        for k in range(3):
            cv.circle(rgb("#C9A58A") if k % 2 else rgb("#B98C70"),
                      (px + rng.uniform(-1.3, 1.3), py + rng.uniform(-1.3, 1.3)),
                      R * rng.uniform(0.06, 0.09))
    for (px, py) in spiral(6, R * 0.7, rng, 0.3, 2.2):
        onion_ring(cv, px, py, R * 0.16)
    for (px, py) in spiral(4, R * 0.5, rng, 0.3, 4.0):
        olive(cv, px, py, R * 0.08)


def top_palmito(cv, rng, R):
    cheese_blobs(cv, rng, R, n=28)
    for (px, py) in spiral(9, R * 0.75, rng, 0.2):
        cv.circle(rgb("#D8C8A0"), (px, py), R * 0.15)
        cv.circle(rgb("#F8F1DC"), (px, py), R * 0.13)
        cv.circle(rgb("#E6D9B4"), (px, py), R * 0.085, 0.5)
        cv.circle(rgb("#E6D9B4"), (px, py), R * 0.035)
    for (px, py) in spiral(4, R * 0.5, rng, 0.3, 2.0):
        green_olive(cv, px, py, R * 0.08)


def sausage_slice(cv, x, y, r, rng, base="#B5342C", fat="#F2B6A6"):
    cv.circle(rgb("#7E1E19"), (x, y), r)
    cv.circle(rgb(base), (x, y), r * 0.86)
    for _ in range(5):
        a = rng.uniform(0, 2 * math.pi)
        d = r * 0.55 * math.sqrt(rng.random())
        cv.circle(rgb(fat), (x + d * math.cos(a), y + d * math.sin(a)), r * 0.14)


def top_calabresa(cv, rng, R):
    cv.circle(rgb("#F2D48A"), (0, 0), R * 0.2)   # a little cheese in the middle
    for (px, py) in spiral(11, R * 0.78, rng, 0.12):
        sausage_slice(cv, px, py, R * 0.19, rng)
    for (px, py) in spiral(6, R * 0.72, rng, 0.3, 1.5):
        onion_ring(cv, px, py, R * 0.14)


def top_portuguesa(cv, rng, R):
    cheese_blobs(cv, rng, R, n=24)
    for (px, py) in spiral(6, R * 0.75, rng, 0.2, 0.2):     # ham
        a = rng.uniform(0, math.pi)
        sq = reg_poly(px, py, R * 0.15, 4, a)
        cv.poly(rgb("#E88A8A"), sq)
        cv.poly(rgb("#F4AFAF"), reg_poly(px - 0.4, py - 0.4, R * 0.09, 4, a))
    for (px, py) in spiral(4, R * 0.55, rng, 0.2, 1.3):     # egg slices
        cv.ellipse(rgb("#FFFFFF"), (px, py), R * 0.15, R * 0.12)
        cv.circle(rgb("#F8B918"), (px, py), R * 0.075)
    for (px, py) in spiral(14, R * 0.85, rng, 0.4, 2.6):    # peas
        cv.circle(rgb("#5E9E2E"), (px, py), R * 0.045)
    for (px, py) in spiral(4, R * 0.75, rng, 0.3, 3.3):
        olive(cv, px, py, R * 0.075)
    for (px, py) in spiral(3, R * 0.4, rng, 0.3, 4.4):
        onion_ring(cv, px, py, R * 0.12)


def top_frango(cv, rng, R):
    cheese_blobs(cv, rng, R, n=20)
    for _ in range(55):     # shredded chicken
        a = rng.uniform(0, 2 * math.pi)
        d = R * 0.85 * math.sqrt(rng.random())
        x, y = d * math.cos(a), d * math.sin(a)
        b = rng.uniform(0, math.pi)
        L = R * rng.uniform(0.1, 0.18)
        cv.line(rgb("#B8702E"), (x, y), (x + L * math.cos(b), y + L * math.sin(b)), R * 0.075)
        cv.line(rgb("#E6A85C"), (x, y), (x + L * 0.8 * math.cos(b), y + L * 0.8 * math.sin(b)),
                R * 0.035)
    # catupiry dollops, each with a little swirl
    for (px, py) in spiral(6, R * 0.62, rng, 0.15, 0.5):
        cv.circle(rgb("#E3DACB"), (px + 0.4, py + 0.6), R * 0.17)
        cv.circle(rgb("#FFFDF6"), (px, py), R * 0.17)
        cv.arc(rgb("#E8E0CE"), (px, py), R * 0.08, 0.3, 4.5, R * 0.035)


def top_milho(cv, rng, R):
    cheese_blobs(cv, rng, R, n=28)
    for (px, py) in spiral(8, R * 0.75, rng, 0.3, 0.9):      # bacon
        a = rng.uniform(0, math.pi)
        L = R * 0.16
        p0 = (px - L * math.cos(a), py - L * math.sin(a))
        p1 = (px + L * math.cos(a), py + L * math.sin(a))
        cv.line(rgb("#7B2D1E"), p0, p1, R * 0.12)
        cv.line(rgb("#E7A18A"), p0, p1, R * 0.04)
    for (px, py) in spiral(34, R * 0.85, rng, 0.4, 0.0):     # corn
        cv.circle(rgb("#D79A0A"), (px, py), R * 0.055)
        cv.circle(rgb("#FFD23F"), (px - 0.2, py - 0.2), R * 0.042)


def top_pepperoni(cv, rng, R):
    cheese_blobs(cv, rng, R, n=26)
    for (px, py) in spiral(13, R * 0.8, rng, 0.1):
        r = R * 0.16
        cv.circle(rgb("#7A1411"), (px + 0.4, py + 0.5), r)
        cv.circle(rgb("#B3261E"), (px, py), r)
        cv.circle(rgb("#9A1C16"), (px, py), r * 0.75, r * 0.12)
        for _ in range(3):
            a = rng.uniform(0, 2 * math.pi)
            d = r * 0.5 * rng.random()
            cv.circle(rgb("#E06B4F"), (px + d * math.cos(a), py + d * math.sin(a)), r * 0.1)
        cv.circle((255, 255, 255, 110), (px - r * 0.4, py - r * 0.4), r * 0.16)
    for _ in range(18):        # chili flakes
        a = rng.uniform(0, 2 * math.pi)
        d = R * 0.85 * math.sqrt(rng.random())
        cv.circle(rgb("#E8421C"), (d * math.cos(a), d * math.sin(a)), 0.5)


def top_quatro(cv, rng, R):
    cols = [("#FFF7E6", "#EDE0C2"), ("#F9D45C", "#FFE78F"),
            ("#EDEBDC", "#5C7FA8"), ("#F09A2C", "#FFC266")]
    for q, (base, accent) in enumerate(cols):
        a0 = q * math.pi / 2 - math.pi / 4
        pts = [(0, 0)] + [(R * 0.9 * math.cos(a0 + math.pi / 2 * i / 12),
                           R * 0.9 * math.sin(a0 + math.pi / 2 * i / 12)) for i in range(13)]
        cv.poly(rgb(base), pts)
        for _ in range(7):
            a = a0 + rng.uniform(0.15, math.pi / 2 - 0.15)
            d = R * rng.uniform(0.25, 0.8)
            x, y = d * math.cos(a), d * math.sin(a)
            if q == 2:      # gorgonzola veins
                b = rng.uniform(0, math.pi)
                cv.line(rgb(accent), (x, y), (x + R * 0.12 * math.cos(b), y + R * 0.12 * math.sin(b)),
                        R * 0.035)
            else:
                cv.circle(rgb(accent), (x, y), R * rng.uniform(0.05, 0.09))
    for q in range(4):
        a = q * math.pi / 2 - math.pi / 4
        cv.line(rgb("#E4B860"), (0, 0), (R * 0.9 * math.cos(a), R * 0.9 * math.sin(a)), 0.7)


def top_lombo(cv, rng, R):
    cheese_blobs(cv, rng, R, n=26)
    for (px, py) in spiral(7, R * 0.7, rng, 0.15, 0.6):
        a = rng.uniform(0, math.pi)
        cv.ellipse(rgb("#8E4A38"), (px, py), R * 0.2, R * 0.13, 0, a)
        cv.ellipse(rgb("#E0A48E"), (px, py), R * 0.17, R * 0.1, 0, a)
        cv.ellipse(rgb("#F2C6B4"), (px - 0.3, py - 0.3), R * 0.08, R * 0.04, 0, a)
    for (px, py) in spiral(5, R * 0.6, rng, 0.3, 2.0):
        onion_ring(cv, px, py, R * 0.13)
    oregano(cv, rng, R * 0.85, 25)


def top_baiana(cv, rng, R):
    cv.circle(rgb("#D8541E"), (0, 0), R * 0.88)   # spicy orange sauce over all
    for _ in range(70):          # crumbled calabresa
        a = rng.uniform(0, 2 * math.pi)
        d = R * 0.85 * math.sqrt(rng.random())
        cv.circle(rgb("#8E2A17") if rng.random() < 0.5 else rgb("#B13B1E"),
                  (d * math.cos(a), d * math.sin(a)), R * rng.uniform(0.04, 0.07))
    for (px, py) in spiral(4, R * 0.55, rng, 0.2, 0.7):      # boiled egg
        cv.ellipse(rgb("#FFFFFF"), (px, py), R * 0.14, R * 0.11)
        cv.circle(rgb("#F8B918"), (px, py), R * 0.07)
    for (px, py) in spiral(7, R * 0.78, rng, 0.25, 1.9):     # chili rings
        cv.circle(rgb("#E01B1B"), (px, py), R * 0.07)
        cv.circle(rgb("#FFE0B0"), (px, py), R * 0.03)
    for (px, py) in spiral(6, R * 0.8, rng, 0.3, 3.1):
        leaf(cv, px, py, R * 0.14, rng.uniform(0, 6.28), "#3C9A3C")


def top_brigadeiro(cv, rng, R):
    cv.circle(rgb("#4A2313"), (0, 0), R * 0.9)
    cv.circle(rgb("#5C2E18"), (0, 0), R * 0.78)
    for (px, py) in spiral(7, R * 0.6, rng, 0.1, 0.3):        # brigadeiro balls
        cv.circle(rgb("#2A130A"), (px + 0.5, py + 0.6), R * 0.13)
        cv.circle(rgb("#3B1C0E"), (px, py), R * 0.13)
        cv.circle((255, 255, 255, 70), (px - R * 0.05, py - R * 0.05), R * 0.04)
    for _ in range(90):         # granulado sprinkles
        a = rng.uniform(0, 2 * math.pi)
        d = R * 0.86 * math.sqrt(rng.random())
        x, y = d * math.cos(a), d * math.sin(a)
        b = rng.uniform(0, math.pi)
        L = R * 0.045
        col = rgb("#1E0C05") if rng.random() < 0.7 else rgb("#F2E6D0")
        cv.line(col, (x - L * math.cos(b), y - L * math.sin(b)),
                (x + L * math.cos(b), y + L * math.sin(b)), R * 0.03)


def top_romeu(cv, rng, R):
    cv.circle(rgb("#FFF6E3"), (0, 0), R * 0.88)       # queijo minas
    cheese_blobs(cv, rng, R, rgb("#FFFBF0"), rgb("#F6E8C8"), 18)
    for (px, py) in spiral(10, R * 0.72, rng, 0.15, 0.2):     # goiabada cubes
        a = rng.uniform(0, math.pi / 2)
        cv.poly(rgb("#7D0F2A"), reg_poly(px + 0.4, py + 0.5, R * 0.15, 4, a))
        cv.poly(rgb("#B3163E"), reg_poly(px, py, R * 0.15, 4, a))
        cv.poly(rgb("#D94A6A"), reg_poly(px - R * 0.03, py - R * 0.03, R * 0.06, 4, a))
    for (px, py) in spiral(5, R * 0.8, rng, 0.3, 1.3):         # guava drizzle
        cv.circle(rgb("#C41E4A"), (px, py), R * 0.04)


def top_camarao(cv, rng, R):
    cheese_blobs(cv, rng, R, n=24)
    for (px, py) in spiral(8, R * 0.72, rng, 0.1, 0.1):
        a0 = rng.uniform(0, 2 * math.pi)
        r = R * 0.14
        pts = [(px + r * math.cos(a0 + t), py + r * math.sin(a0 + t))
               for t in [i * 0.33 for i in range(13)]]
        cv.polyline(rgb("#D9572E"), pts, R * 0.12)
        cv.polyline(rgb("#F79A6B"), pts, R * 0.075)
        for q in pts[2:-2:3]:
            cv.circle(rgb("#FFD1B8"), q, R * 0.02)
        tail = pts[-1]
        cv.poly(rgb("#C0401E"), [tail, (tail[0] + R * 0.09 * math.cos(a0 + 4.3 + 1.2),
                                        tail[1] + R * 0.09 * math.sin(a0 + 4.3 + 1.2)),
                                 (tail[0] + R * 0.09 * math.cos(a0 + 4.3 + 2.2),
                                  tail[1] + R * 0.09 * math.sin(a0 + 4.3 + 2.2))])
    oregano(cv, rng, R * 0.85, 40, "#2F8F3A")


TOPPINGS = {
    "Mussarela": (top_mussarela, "sauce"),
    "Margherita": (top_margherita, "sauce"),
    "Alho e Óleo": (top_alho, "sauce"),
    "Napolitana": (top_napolitana, "sauce"),
    "Atum": (top_atum, "sauce"),
    "Palmito": (top_palmito, "sauce"),
    "Calabresa": (top_calabresa, "sauce"),
    "Portuguesa": (top_portuguesa, "sauce"),
    "Frango com Catupiry": (top_frango, "sauce"),
    "Milho com Bacon": (top_milho, "sauce"),
    "Pepperoni": (top_pepperoni, "sauce"),
    "Quatro Queijos": (top_quatro, "cream"),
    "Lombo": (top_lombo, "sauce"),
    "Baiana": (top_baiana, "sauce"),
    "Brigadeiro": (top_brigadeiro, "choc"),
    "Romeu e Julieta": (top_romeu, "cream"),
    "Camarão": (top_camarao, "sauce"),
}


def generic_topping(index: int):
    """Art for a pizza the table above does not know: stable mix by index."""
    keys = list(TOPPINGS)
    return TOPPINGS[keys[index % len(keys)]]


class Offset:
    """Canvas proxy that shifts all 1x coordinates by (ox, oy)."""

    def __init__(self, cv: Canvas, ox: float, oy: float):
        self.cv, self.ox, self.oy = cv, ox, oy

    def __getattr__(self, name):
        return getattr(self.cv, name)

    def _m(self, q):
        return (q[0] + self.ox, q[1] + self.oy)

    def circle(self, color, c, r, width=0):
        self.cv.circle(color, self._m(c), r, width)

    def ellipse(self, color, c, rx, ry, width=0, angle=0.0):
        self.cv.ellipse(color, self._m(c), rx, ry, width, angle)

    def poly(self, color, pts, width=0):
        self.cv.poly(color, [self._m(q) for q in pts], width)

    def line(self, color, a, b, width=1.0):
        self.cv.line(color, self._m(a), self._m(b), width)

    def polyline(self, color, pts, width=1.0):
        self.cv.polyline(color, [self._m(q) for q in pts], width)

    def arc(self, color, c, r, a0, a1, width=1.0):
        self.cv.arc(color, self._m(c), r, a0, a1, width)

    def __setattr__(self, name, value):
        if name not in ("cv", "ox", "oy"):
            raise AttributeError(name)
        object.__setattr__(self, name, value)


def draw_pizza(cv: Canvas, cx, cy, R, name: str, seed: int, index: int):
    rng = random.Random(seed)
    top, base = TOPPINGS.get(name) or generic_topping(index)
    # wooden board with handle
    shadow(cv, (cx + 2, cy + 4), R + 7, R + 6, 80)
    cv.circle(rgb("#7A4A20"), (cx, cy), R + 6)
    cv.circle(rgb("#B07A45"), (cx, cy), R + 5)
    for k in range(5):       # board grain
        cv.arc(rgb("#9C6634"), (cx, cy), R + 1 + k * 0.8, 0.2 + k, 1.4 + k, 0.35)
    # crust: darker rim, lighter inside, some char
    cv.circle(CRUST_DARK, (cx, cy), R)
    cv.circle(CRUST, (cx - 0.3, cy - 0.4), R - 1.2)
    cv.circle(rgb("#F0BE74"), (cx - 0.6, cy - 0.8), R - 3.2)
    for _ in range(14):
        a = rng.uniform(0, 2 * math.pi)
        cv.circle(rgb("#9A5A24"), (cx + (R - 2) * math.cos(a), cy + (R - 2) * math.sin(a)),
                  rng.uniform(0.6, 1.3))
    inner = R - 5
    if base == "sauce":
        cv.circle(rgb("#A52A17"), (cx, cy), inner + 0.6)
        cv.circle(SAUCE, (cx, cy), inner)
    elif base == "choc":
        cv.circle(rgb("#3A1A0C"), (cx, cy), inner + 0.6)
    else:
        cv.circle(rgb("#EED9A6"), (cx, cy), inner + 0.6)
    top(Offset(cv, cx, cy), rng, inner)
    # a glossy highlight
    cv.arc((255, 255, 255, 90), (cx, cy), R - 2.2, math.radians(200), math.radians(250), 1.2)


# --------------------------------------------------------------------------
# Rodízio cards
# --------------------------------------------------------------------------

CARD_CREAM = rgb("#FFF4DF")
RED = rgb("#C62828")
DEEP_RED = rgb("#8E1B1B")
GREEN = rgb("#2E7D32")
DARK_GREEN = rgb("#1B5E20")


def card_base(cv: Canvas, face=CARD_CREAM, border=RED):
    cv.rrect(rgb("#5A2A12", 90), (0.5, 1.2, CARD_W - 1, CARD_H - 1.5), 9)
    cv.rrect(border, (0, 0, CARD_W, CARD_H - 1), 9)
    cv.rrect(face, (3, 3, CARD_W - 6, CARD_H - 7), 7)


def checker_strip(cv, y, h, x0=3, x1=CARD_W - 3, sq=6, col=RED):
    """A red-and-white tablecloth band."""
    cv.rrect(rgb("#FFFFFF"), (x0, y, x1 - x0, h), 0)
    n = int((x1 - x0) // sq) + 1
    for i in range(n):
        for j in range(int(h // sq) + 1):
            if (i + j) % 2 == 0:
                w = min(sq, x1 - (x0 + i * sq))
                hh = min(sq, y + h - (y + j * sq))
                if w > 0 and hh > 0:
                    cv.rrect(col + (150,), (x0 + i * sq, y + j * sq, w, hh), 0)


def value_badge(cv, cx, cy, value, r=15.0, rotate=0):
    cv.circle(rgb("#5E1010"), (cx + 0.6, cy + 1.0), r)
    cv.circle(rgb("#FFFFFF"), (cx, cy), r)
    cv.circle(RED, (cx, cy), r - 2)
    cv.circle(rgb("#E04A3A"), (cx - 1, cy - 1.2), r - 5)
    cv.circle(RED, (cx, cy), r - 4.5)
    cv.text(str(value), (cx, cy - 0.6 if not rotate else cy + 0.6), r * 1.55,
            rgb("#FFFFFF"), rotate=rotate)


def name_ribbon(cv, y, name):
    x0, x1, h = 10, CARD_W - 10, 20
    # tails
    for side in (-1, 1):
        xe = x0 if side < 0 else x1
        tail = [(xe - side * 2, y + 4), (xe + side * 7, y + 4), (xe + side * 4, y + h / 2 + 2),
                (xe + side * 7, y + h), (xe - side * 2, y + h)]
        cv.poly(DARK_GREEN, tail)
    cv.rrect(GREEN, (x0, y, x1 - x0, h - 2), 3)
    cv.line(rgb("#4CAF50"), (x0 + 2, y + 1.6), (x1 - 2, y + 1.6), 0.8)
    words = name.split()
    size = 12.5
    w = cv.text_width(name, size, "Nunito-Black.ttf")
    if w <= x1 - x0 - 6:
        cv.text(name, (CARD_W / 2, y + h / 2 - 1.5), size, rgb("#FFFFFF"),
                font="Nunito-Black.ttf")
    else:
        # split into two balanced lines
        best = None
        for k in range(1, len(words)):
            a, b = " ".join(words[:k]), " ".join(words[k:])
            m = max(cv.text_width(a, 9.5), cv.text_width(b, 9.5))
            if best is None or m < best[0]:
                best = (m, a, b)
        if best is None:
            cv.text(name, (CARD_W / 2, y + h / 2 - 1.5), size, rgb("#FFFFFF"),
                    max_w=x1 - x0 - 6)
        else:
            _, a, b = best
            cv.text(a, (CARD_W / 2, y + 4.2), 9.5, rgb("#FFFFFF"), max_w=x1 - x0 - 6)
            cv.text(b, (CARD_W / 2, y + 12.6), 9.5, rgb("#FFFFFF"), max_w=x1 - x0 - 6)


def rodizio_card(card: dict) -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    card_base(cv)
    checker_strip(cv, 3, 33, sq=5.5)
    cv.rrect(CARD_CREAM + (200,), (3, 3, CARD_W - 6, 33), 0)
    cv.line(RED, (3, 36), (CARD_W - 3, 36), 1.0)
    draw_pizza(cv, CARD_W / 2, 80, 38, card["name"], 1000 + card["id"], card["id"])
    name_ribbon(cv, 124, card["name"])
    # top-left index: big value; top-right: the chili mark (both visible in a stack)
    value_badge(cv, 20, 20, card["value"])
    if card.get("spice") == "free":
        mark_free(cv, CARD_W - 20, 20)
    elif card.get("spice") == "double":
        mark_double(cv, CARD_W - 20, 20)
    # bottom-right, rotated like a playing card index
    value_badge(cv, CARD_W - 16, CARD_H - 16, card["value"], r=10.5, rotate=180)
    if card.get("spice") == "free":
        mark_free(cv, 16, CARD_H - 16, 0.68)
    elif card.get("spice") == "double":
        mark_double(cv, 16, CARD_H - 16, 0.72)
    return cv.result()


def placard_card(card: dict) -> pygame.Surface:
    """The restaurant's 'no more, thanks' sign (as on a churrascaria table)."""
    cv = Canvas(CARD_W, CARD_H)
    card_base(cv, face=rgb("#F3E6CC"), border=rgb("#3A3A3A"))
    # tablecloth under the sign
    checker_strip(cv, 112, CARD_H - 117, sq=6)
    # the little stand
    shadow(cv, (CARD_W / 2, 146), 34, 7, 90)
    cv.poly(rgb("#5D4037"), [(CARD_W / 2 - 6, 108), (CARD_W / 2 + 6, 108),
                             (CARD_W / 2 + 8, 140), (CARD_W / 2 - 8, 140)])
    cv.ellipse(rgb("#4E342E"), (CARD_W / 2, 143), 26, 6)
    cv.ellipse(rgb("#6D4C41"), (CARD_W / 2, 141), 25, 5)
    # the round red disc with a slashed plate
    cx, cy, r = CARD_W / 2, 62, 44
    cv.circle(rgb("#3B0A0A"), (cx + 1, cy + 2), r + 1)
    cv.circle(rgb("#FFFFFF"), (cx, cy), r)
    cv.circle(rgb("#D32F2F"), (cx, cy), r - 3)
    cv.circle(rgb("#B71C1C"), (cx, cy), r - 3, 2)
    # slashed plate icon
    py = cy - 15
    cv.circle(rgb("#FFFFFF"), (cx, py), 13)
    cv.circle(rgb("#E0E0E0"), (cx, py), 8.5)
    cv.circle(rgb("#FFFFFF"), (cx, py), 7)
    cv.line(rgb("#FFFFFF"), (cx - 14, py - 14), (cx + 14, py + 14), 6)
    cv.line(rgb("#D32F2F"), (cx - 14, py - 14), (cx + 14, py + 14), 2.6)
    cv.text("NÃO,", (cx, cy + 7), 12.5, rgb("#FFFFFF"), max_w=62)
    cv.text("OBRIGADO!", (cx, cy + 20), 11, rgb("#FFFFFF"), max_w=66)
    # corner indices like the pizzas' value badges: a no-entry disc (the
    # placard has no value and is never eaten), readable in a stack
    for (x, y, r) in ((20, 20, 14), (CARD_W - 16, CARD_H - 16, 10)):
        cv.circle(rgb("#3B0A0A"), (x + 0.6, y + 1.0), r)
        cv.circle(rgb("#FFFFFF"), (x, y), r)
        cv.circle(rgb("#D32F2F"), (x, y), r - 2)
        cv.rrect(rgb("#FFFFFF"), (x - r * 0.6, y - r * 0.17, r * 1.2, r * 0.34), r * 0.1)
    return cv.result()


def rodizio_back() -> pygame.Surface:
    """A plate seen from above on a deep-red napkin (stands out on the cloth)."""
    cv = Canvas(CARD_W, CARD_H)
    card_base(cv, face=rgb("#9E1F1B"), border=rgb("#5E0F0F"))
    # woven napkin: fine diagonal twill, clipped to the face
    tw = Canvas(CARD_W, CARD_H)
    for d in range(-CARD_H, CARD_W + CARD_H, 5):
        tw.line(rgb("#8A1915"), (d, 0), (d + CARD_H, CARD_H), 1.2)
    mask = Canvas(CARD_W, CARD_H)
    mask.rrect(rgb("#FFFFFF"), (3, 3, CARD_W - 6, CARD_H - 7), 7)
    tw.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.surf.blit(tw.surf, (0, 0))
    cv.rrect(rgb("#F3D9A8"), (7, 7, CARD_W - 14, CARD_H - 15), 5, 1.0)
    cv.rrect(rgb("#F3D9A8"), (10, 10, CARD_W - 20, CARD_H - 21), 4, 0.6)
    cx, cy = CARD_W / 2, CARD_H / 2
    # cutlery: a fork on the left, a knife on the right
    fx = cx - 51
    cv.rrect(rgb("#5A0E0E", 90), (fx - 2, cy - 36, 8, 80), 3)
    cv.rrect(rgb("#E4E6EA"), (fx - 1, cy - 8, 5, 50), 2.5)
    cv.rrect(rgb("#E4E6EA"), (fx - 4, cy - 20, 11, 14), 4)
    for k in range(4):
        cv.rrect(rgb("#E4E6EA"), (fx - 4 + k * 3, cy - 40, 2, 22), 1)
    cv.line(rgb("#A9ADB5"), (fx + 1.5, cy - 4), (fx + 1.5, cy + 38), 0.8)
    kx = cx + 50
    cv.rrect(rgb("#5A0E0E", 90), (kx - 2, cy - 36, 8, 80), 3)
    cv.rrect(rgb("#4E342E"), (kx - 2, cy + 2, 7, 40), 3)
    cv.poly(rgb("#E4E6EA"), [(kx - 2, cy + 4), (kx - 2, cy - 38), (kx + 3, cy - 32),
                             (kx + 4, cy + 4)])
    cv.line(rgb("#A9ADB5"), (kx - 1, cy - 34), (kx - 1, cy + 2), 0.8)
    # the plate
    shadow(cv, (cx + 2, cy + 4), 41, 41, 90)
    cv.circle(rgb("#E6E2DA"), (cx, cy), 41)
    cv.circle(rgb("#FFFFFF"), (cx - 0.5, cy - 0.6), 40)
    cv.circle(rgb("#C62828"), (cx, cy), 36.5, 1.4)
    cv.circle(rgb("#EDE9E1"), (cx, cy), 28)
    cv.circle(rgb("#F8F6F1"), (cx - 0.5, cy - 0.6), 26.5)
    cv.arc((255, 255, 255, 220), (cx, cy), 38, math.radians(200), math.radians(260), 1.5)
    cv.text("RODÍZIO", (cx, cy), 11, rgb("#C62828"))
    return cv.result()


# --------------------------------------------------------------------------
# Foodies ingredients
# --------------------------------------------------------------------------

# type: (frame colour, light tint, corner glyph)
ING_STYLE = {
    "tomato": ("#D63B2F", "#FDE3DC", "circle"),
    "onion": ("#B0478F", "#F8E1F0", "triangle"),
    "egg": ("#E8A417", "#FFF3CF", "crescent"),
    "herbs": ("#3E9B4F", "#DFF3E0", "plus"),
    "rice": ("#3F88C5", "#DDEEFA", "star"),
    "cheese": ("#F08A00", "#FFE8C7", "square"),
    "bread": ("#8D5524", "#F3E1CC", "diamond"),
    "lettuce": ("#7CB518", "#EDF7D6", "heart"),
    "cucumber": ("#127369", "#D5EFEA", "hexagon"),
    "eggplant": ("#5B3A8E", "#E6DDF5", "drop"),
}


def glyph(cv, kind, cx, cy, r, color):
    if kind == "circle":
        cv.circle(color, (cx, cy), r * 0.85)
    elif kind == "triangle":
        cv.poly(color, reg_poly(cx, cy + r * 0.15, r * 1.05, 3))
    elif kind == "square":
        cv.poly(color, reg_poly(cx, cy, r * 1.05, 4, math.pi / 4))
    elif kind == "diamond":
        cv.poly(color, [(cx, cy - r * 1.05), (cx + r * 0.75, cy), (cx, cy + r * 1.05),
                        (cx - r * 0.75, cy)])
    elif kind == "star":
        cv.poly(color, star_pts(cx, cy + r * 0.08, r * 1.1, r * 0.48))
    elif kind == "plus":
        t = r * 0.36
        cv.poly(color, [(cx - t, cy - r), (cx + t, cy - r), (cx + t, cy - t), (cx + r, cy - t),
                        (cx + r, cy + t), (cx + t, cy + t), (cx + t, cy + r), (cx - t, cy + r),
                        (cx - t, cy + t), (cx - r, cy + t), (cx - r, cy - t), (cx - t, cy - t)])
    elif kind == "hexagon":
        cv.poly(color, reg_poly(cx, cy, r * 0.98, 6, 0))
    elif kind == "crescent":
        pts = []
        for i in range(25):     # outer arc
            a = math.radians(-140 + 280 * i / 24) + math.pi
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        for i in range(25):     # inner arc, offset right
            a = math.radians(140 - 280 * i / 24) + math.pi
            pts.append((cx + r * 0.45 + r * 0.78 * math.cos(a), cy + r * 0.78 * math.sin(a) * 0.95))
        cv.poly(color, pts)
    elif kind == "heart":
        pts = []
        for i in range(40):
            t = 2 * math.pi * i / 40
            x = 16 * math.sin(t) ** 3
            y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
            pts.append((cx + x * r / 16, cy + y * r / 16 + r * 0.05))
        cv.poly(color, pts)
    elif kind == "drop":
        pts = []
        for i in range(40):
            t = 2 * math.pi * i / 40
            x = math.sin(t) * math.sin(t / 2) ** 1.0
            y = -math.cos(t)
            pts.append((cx + x * r * 0.85, cy - y * r * 1.0))
        cv.poly(color, pts)
    else:
        raise ValueError(kind)


def pattern(cv, kind, x0, y0, w, h, color):
    """A faint per-type background texture (a second non-colour cue)."""
    step = 14
    for j in range(int(h // step) + 2):
        for i in range(int(w // step) + 2):
            x = x0 + i * step + (step / 2 if j % 2 else 0)
            y = y0 + j * step
            if x0 - 4 < x < x0 + w + 4 and y0 - 4 < y < y0 + h + 4:
                glyph(cv, kind, x, y, 2.6, color)


def ill_tomato(cv, cx, cy, s):
    shadow(cv, (cx + 2, cy + 26 * s), 26 * s, 6 * s)
    cv.circle(rgb("#A31F16"), (cx, cy), 28 * s)
    cv.ellipse(rgb("#E2392B"), (cx - 1, cy - 1), 27 * s, 26 * s)
    cv.ellipse(rgb("#F25C45"), (cx - 7 * s, cy - 6 * s), 13 * s, 11 * s)
    for k in range(4):
        a = math.radians(-160 + k * 40)
        cv.arc(rgb("#C52A1E"), (cx, cy + 12 * s), 30 * s, a, a + 0.25, 1.2 * s)
    cv.ellipse((255, 255, 255, 170), (cx - 11 * s, cy - 12 * s), 5 * s, 3 * s, 0, -0.6)
    cv.poly(rgb("#2E7D32"), star_pts(cx, cy - 23 * s, 11 * s, 3.5 * s, 5))
    cv.poly(rgb("#43A047"), star_pts(cx, cy - 23.5 * s, 8 * s, 2.6 * s, 5))
    cv.line(rgb("#2E7D32"), (cx, cy - 24 * s), (cx + 3 * s, cy - 32 * s), 2.4 * s)


def ill_onion(cv, cx, cy, s):
    shadow(cv, (cx + 2, cy + 27 * s), 24 * s, 6 * s)
    R = 25 * s
    by = cy + 4 * s

    def bulb(r, dy=0.0):
        pts = []
        for i in range(61):
            t = -math.pi / 2 + 2 * math.pi * i / 60
            x, y = r * math.cos(t), r * math.sin(t)
            if y < -0.35 * r:            # draw the top up into a point
                k = (-y / r - 0.35) / 0.65
                x *= 1 - 0.75 * k
                y -= k * k * 0.55 * r
            pts.append((cx + x, by + dy + y))
        return pts
    cv.poly(rgb("#7E2F66"), bulb(R))
    cv.poly(rgb("#B4569A"), bulb(R * 0.93, -0.6 * s))
    # meridian lines of the layers
    for rx in (0.3, 0.62, 0.86):
        cv.ellipse(rgb("#93407D"), (cx, by), R * rx, R * 0.98, 0.9 * s)
    cv.ellipse(rgb("#D68BC4"), (cx - 9 * s, by - 4 * s), 3.2 * s, 10 * s, 0, 0.25)
    cv.ellipse((255, 255, 255, 150), (cx - 9.5 * s, by - 6 * s), 1.6 * s, 5 * s, 0, 0.25)
    # papery tip and roots
    cv.line(rgb("#C9A26B"), (cx, by - R * 1.1), (cx + 3 * s, by - R * 1.42), 2.6 * s)
    for k in range(-2, 3):
        cv.line(rgb("#D9C39A"), (cx, by + R * 0.95), (cx + k * 3 * s, by + R * 0.95 + 6 * s), 1 * s)


def ill_egg(cv, cx, cy, s):
    # a whole egg behind, a fried egg in front
    shadow(cv, (cx + 12 * s, cy + 8 * s), 12 * s, 4 * s)
    egg = [(cx + 12 * s + 12 * s * math.sin(t) * (1 - 0.12 * math.cos(t)),
            cy - 10 * s - 16 * s * math.cos(t)) for t in [2 * math.pi * i / 40 for i in range(40)]]
    cv.poly(rgb("#C98F56"), egg)
    cv.poly(rgb("#E9B67E"), [(x - 0.8 * s, y - 0.8 * s) for x, y in egg][:]
            if False else [(cx + 12 * s + (x - cx - 12 * s) * 0.9, cy - 10 * s + (y - cy + 10 * s) * 0.9)
                           for x, y in egg])
    cv.ellipse((255, 255, 255, 150), (cx + 7 * s, cy - 17 * s), 3 * s, 5 * s)
    # fried egg
    rng = random.Random(7)
    blob = []
    for i in range(36):
        a = 2 * math.pi * i / 36
        r = 24 * s * (1 + 0.12 * math.sin(3 * a + 1) + 0.08 * math.sin(5 * a) + rng.uniform(-0.03, 0.03))
        blob.append((cx - 4 * s + r * math.cos(a), cy + 8 * s + r * 0.8 * math.sin(a)))
    cv.poly(rgb("#D8D2C4"), [(x + 1, y + 1.5) for x, y in blob])
    cv.poly(rgb("#FFFFFF"), blob)
    cv.circle(rgb("#E58A00"), (cx - 3 * s, cy + 7 * s), 10 * s)
    cv.circle(rgb("#FFB81C"), (cx - 3.8 * s, cy + 6 * s), 9 * s)
    cv.circle((255, 255, 255, 190), (cx - 7 * s, cy + 3 * s), 2.5 * s)


def ill_herbs(cv, cx, cy, s):
    shadow(cv, (cx + 2, cy + 30 * s), 20 * s, 4 * s)
    rng = random.Random(11)
    stems = []
    for k in range(7):
        a = math.radians(-90 + (k - 3) * 11)
        top = (cx + math.cos(a) * 46 * s, cy + 26 * s + math.sin(a) * 46 * s)
        stems.append((a, top))
        cv.line(rgb("#4E8F2E"), (cx, cy + 28 * s), top, 1.3 * s)
    for a, top in stems:
        for j in range(5):
            t = 0.45 + j * 0.12
            px = cx + (top[0] - cx) * t
            py = cy + 28 * s + (top[1] - cy - 28 * s) * t
            side = 1 if j % 2 else -1
            leaf(cv, px, py, 10 * s * rng.uniform(0.8, 1.1), a + side * 0.9,
                 "#3E9B4F" if j % 2 else "#5DB85F", "#2A6F35")
        leaf(cv, top[0], top[1], 9 * s, a, "#6CC56F", "#2A6F35")
    # string tie
    cv.rrect(rgb("#C0392B"), (cx - 6 * s, cy + 16 * s, 12 * s, 4 * s), 1.5 * s)
    cv.line(rgb("#C0392B"), (cx + 5 * s, cy + 18 * s), (cx + 10 * s, cy + 24 * s), 1.2 * s)


def ill_rice(cv, cx, cy, s):
    rng = random.Random(5)
    shadow(cv, (cx + 2, cy + 26 * s), 28 * s, 5 * s)
    # mound of rice
    cv.ellipse(rgb("#D8D0BE"), (cx, cy - 4 * s), 27 * s, 25 * s)
    cv.ellipse(rgb("#F1EDE3"), (cx - 0.5 * s, cy - 4.5 * s), 26 * s, 24 * s)
    for _ in range(150):
        a = rng.uniform(math.pi, 2 * math.pi)
        d = math.sqrt(rng.random())
        x = cx + math.cos(a) * 24 * s * d
        y = cy + 2 * s + math.sin(a) * 27 * s * d
        cv.ellipse(rgb("#FFFFFF") if rng.random() < 0.7 else rgb("#F1EDE2"), (x, y),
                   1.9 * s, 0.9 * s, 0, rng.uniform(0, math.pi))
    # saffron top (chelow with tahdig colour)
    for _ in range(22):
        a = rng.uniform(math.pi * 1.3, math.pi * 1.7)
        d = math.sqrt(rng.random()) * 0.5
        cv.ellipse(rgb("#F2B01E"), (cx + math.cos(a) * 24 * s * d, cy - 20 * s + math.sin(a) * 8 * s * d),
                   1.9 * s, 0.9 * s, 0, rng.uniform(0, math.pi))
    # blue-and-white bowl
    bowl = [(cx - 30 * s, cy + 2 * s)] + [
        (cx + 30 * s * math.cos(t), cy + 2 * s + 24 * s * math.sin(t))
        for t in [math.pi * i / 24 for i in range(25)]]
    cv.poly(rgb("#1E4E8C"), bowl)
    inner = [(cx + (x - cx) * 0.93, cy + 2 * s + (y - cy - 2 * s) * 0.9) for x, y in bowl]
    cv.poly(rgb("#F5F8FC"), inner)
    for k in range(6):
        x = cx - 20 * s + k * 8 * s
        cv.poly(rgb("#2F6DB5"), reg_poly(x, cy + 11 * s, 3 * s, 4, 0))
    cv.arc(rgb("#2F6DB5"), (cx, cy + 2 * s), 24 * s, math.radians(30), math.radians(150), 1.2 * s)
    cv.ellipse(rgb("#1E4E8C"), (cx, cy + 2 * s), 30 * s, 3.5 * s)
    cv.ellipse(rgb("#D7E6F6"), (cx, cy + 1.5 * s), 29 * s, 2.5 * s)
    cv.ellipse(rgb("#1E4E8C"), (cx, cy + 27 * s), 10 * s, 2.5 * s)


def ill_cheese(cv, cx, cy, s):
    shadow(cv, (cx + 2, cy + 22 * s), 30 * s, 5 * s)
    top = [(cx - 30 * s, cy - 4 * s), (cx + 26 * s, cy - 18 * s), (cx + 30 * s, cy - 6 * s)]
    front = [(cx - 30 * s, cy - 4 * s), (cx + 30 * s, cy - 6 * s), (cx + 30 * s, cy + 20 * s),
             (cx - 30 * s, cy + 20 * s)]
    side = [(cx + 30 * s, cy - 6 * s), (cx + 26 * s, cy - 18 * s), (cx + 26 * s, cy + 8 * s),
            (cx + 30 * s, cy + 20 * s)]
    cv.poly(rgb("#E8A600"), side)
    cv.poly(rgb("#FFC93C"), front)
    cv.poly(rgb("#FFE07A"), top)
    cv.poly(rgb("#C98A00"), front, 1.2 * s)
    for (x, y, r) in [(-18, 6, 4.5), (-4, 12, 3), (8, 3, 5.5), (20, 13, 3.5), (-24, 15, 2.2),
                      (0, -1, 2.2)]:
        cv.circle(rgb("#E0A100"), (cx + x * s, cy + y * s), r * s)
        cv.circle(rgb("#F5B400"), (cx + x * s + 0.6 * s, cy + y * s + 0.6 * s), r * s * 0.75)
    for (x, y, r) in [(6, -10, 2.2), (16, -13, 1.6), (-10, -7, 1.8)]:
        cv.ellipse(rgb("#F0B700"), (cx + x * s, cy + y * s), r * s * 1.5, r * s * 0.6)
    cv.line((255, 255, 255, 150), (cx - 26 * s, cy - 5 * s), (cx + 20 * s, cy - 16 * s), 1.2 * s)


def ill_bread(cv, cx, cy, s):
    """A barbari flatbread: long, golden, with ridges and sesame."""
    rng = random.Random(3)
    shadow(cv, (cx + 2, cy + 24 * s), 32 * s, 5 * s)
    cv.ellipse(rgb("#9C5A1E"), (cx, cy + 2 * s), 34 * s, 21 * s, 0, -0.35)
    cv.ellipse(rgb("#D8923F"), (cx - 0.5, cy + 1 * s), 32.5 * s, 19.5 * s, 0, -0.35)
    cv.ellipse(rgb("#E9AE5C"), (cx - 2 * s, cy - 1 * s), 26 * s, 13 * s, 0, -0.35)
    ca, sa = math.cos(-0.35), math.sin(-0.35)
    for k in range(-2, 3):
        off = k * 6 * s
        p0 = (-22 * s, off)
        p1 = (22 * s, off)
        a = (cx + p0[0] * ca - p0[1] * sa, cy + p0[0] * sa + p0[1] * ca)
        b = (cx + p1[0] * ca - p1[1] * sa, cy + p1[0] * sa + p1[1] * ca)
        cv.line(rgb("#A9611F"), a, b, 2.2 * s)
        cv.line(rgb("#F6C77E"), (a[0], a[1] - 1.2 * s), (b[0], b[1] - 1.2 * s), 0.8 * s)
    for _ in range(30):
        x = rng.uniform(-22, 22) * s
        y = rng.uniform(-12, 12) * s
        if (x / (26 * s)) ** 2 + (y / (14 * s)) ** 2 < 1:
            cv.ellipse(rgb("#FFF3D6"), (cx + x * ca - y * sa, cy + x * sa + y * ca), 1.2 * s,
                       0.6 * s, 0, rng.uniform(0, 3))


def ill_lettuce(cv, cx, cy, s):
    rng = random.Random(13)
    shadow(cv, (cx + 2, cy + 26 * s), 28 * s, 5 * s)
    cols = ["#4F8F1E", "#6FAE2A", "#8CC63F", "#A8D65A", "#C7E68A"]
    for layer, r in enumerate([29, 24, 19, 14, 9]):
        n = 9 - layer
        for i in range(n):
            a = 2 * math.pi * i / n + layer * 0.5 + rng.uniform(-0.1, 0.1)
            d = r * s * 0.45
            cv.circle(rgb(cols[layer]), (cx + d * math.cos(a), cy + d * math.sin(a) * 0.9),
                      r * s * 0.62)
        # ruffled edge
        for i in range(n * 3):
            a = 2 * math.pi * i / (n * 3) + layer
            cv.circle(rgb(cols[min(4, layer + 1)]),
                      (cx + r * s * 0.85 * math.cos(a), cy + r * s * 0.85 * 0.9 * math.sin(a)),
                      1.0 * s)
    for i in range(6):   # veins
        a = 2 * math.pi * i / 6 + 0.3
        cv.line(rgb("#E6F5C8"), (cx, cy), (cx + 22 * s * math.cos(a), cy + 20 * s * math.sin(a)),
                0.9 * s)
    cv.circle(rgb("#DFF0B0"), (cx, cy), 5 * s)


def ill_cucumber(cv, cx, cy, s):
    rng = random.Random(17)
    shadow(cv, (cx + 2, cy + 24 * s), 30 * s, 5 * s)
    a = -0.55
    ca, sa = math.cos(a), math.sin(a)

    def T(x, y):
        return (cx - 4 * s + x * ca - y * sa, cy - 2 * s + x * sa + y * ca)
    body = [T(34 * s * math.cos(t), 10 * s * math.sin(t)) for t in [2 * math.pi * i / 40 for i in range(40)]]
    cv.poly(rgb("#0E5A33"), body)
    cv.poly(rgb("#1E7A44"), [T(32 * s * math.cos(t), 8 * s * math.sin(t) - 1 * s)
                             for t in [2 * math.pi * i / 40 for i in range(40)]])
    cv.polyline(rgb("#5FAE6A"), [T(x * s, -4.5 * s) for x in range(-24, 25, 4)], 1.4 * s)
    for _ in range(16):
        x = rng.uniform(-28, 28) * s
        y = rng.uniform(-6, 6) * s
        cv.circle(rgb("#CFE8B0"), T(x, y), 0.7 * s)
    cv.circle(rgb("#6B8E23"), T(-34 * s, 0), 2 * s)
    # a slice in front
    sx, sy = cx + 18 * s, cy + 16 * s
    shadow(cv, (sx + 1, sy + 4 * s), 13 * s, 4 * s)
    cv.ellipse(rgb("#1E7A44"), (sx, sy), 13 * s, 11 * s)
    cv.ellipse(rgb("#B8E0A0"), (sx, sy), 11.5 * s, 9.6 * s)
    cv.ellipse(rgb("#E2F4D2"), (sx, sy), 8 * s, 6.5 * s)
    for i in range(6):
        t = 2 * math.pi * i / 6
        cv.ellipse(rgb("#F7FCEB"), (sx + 4.5 * s * math.cos(t), sy + 3.6 * s * math.sin(t)),
                   1.4 * s, 0.7 * s, 0, t)


def ill_eggplant(cv, cx, cy, s):
    shadow(cv, (cx + 2, cy + 27 * s), 22 * s, 5 * s)
    pts = []
    for i in range(50):
        t = 2 * math.pi * i / 50
        y = -math.cos(t)
        w = 0.55 + 0.45 * (1 + y) / 2          # wider at the bottom
        x = math.sin(t) * 19 * s * w
        pts.append((cx + x + 4 * s * (1 + y), cy + 4 * s + y * 25 * s))
    cv.poly(rgb("#3A1F5E"), pts)
    cv.poly(rgb("#6A3FA0"), [(cx + (x - cx) * 0.88 - 1 * s, cy + 4 * s + (y - cy - 4 * s) * 0.92)
                             for x, y in pts])
    cv.ellipse((255, 255, 255, 120), (cx - 3 * s, cy + 6 * s), 3 * s, 12 * s, 0, -0.25)
    # green cap
    cap = [(cx - 12 * s, cy - 18 * s), (cx - 6 * s, cy - 13 * s), (cx - 1 * s, cy - 10 * s),
           (cx + 4 * s, cy - 13 * s), (cx + 11 * s, cy - 18 * s), (cx + 4 * s, cy - 24 * s),
           (cx - 4 * s, cy - 24 * s)]
    cv.poly(rgb("#2E7D32"), cap)
    cv.poly(rgb("#4CAF50"), [(cx + (x - cx) * 0.7, cy - 19 * s + (y - cy + 19 * s) * 0.7) for x, y in cap])
    cv.line(rgb("#2E7D32"), (cx, cy - 22 * s), (cx - 4 * s, cy - 33 * s), 3 * s)


ILLUSTRATIONS = {
    "tomato": ill_tomato, "onion": ill_onion, "egg": ill_egg, "herbs": ill_herbs,
    "rice": ill_rice, "cheese": ill_cheese, "bread": ill_bread, "lettuce": ill_lettuce,
    "cucumber": ill_cucumber, "eggplant": ill_eggplant,
}


def corner_badge(cv, kind, cx, cy, r, frame):
    cv.circle(rgb("#FFFFFF"), (cx, cy), r + 1.5)
    cv.circle(rgb(frame), (cx, cy), r)
    glyph(cv, kind, cx, cy, r * 0.6, rgb("#FFFFFF"))


def ingredient_card(kind: str) -> pygame.Surface:
    frame, tint, gl = ING_STYLE[kind]
    cv = Canvas(CARD_W, CARD_H)
    cv.rrect(rgb("#3A2A1A", 90), (0.5, 1.2, CARD_W - 1, CARD_H - 1.5), 9)
    cv.rrect(rgb(frame), (0, 0, CARD_W, CARD_H - 1), 9)
    cv.rrect(rgb(tint), (5, 5, CARD_W - 10, CARD_H - 11), 6)
    pattern(cv, gl, 5, 5, CARD_W - 10, CARD_H - 11, rgb(frame) + (40,))
    # a round "plate" of light behind the illustration
    cv.circle(rgb("#FFFFFF", 200), (CARD_W / 2, CARD_H / 2 + 2), 44)
    cv.circle(rgb(frame) + (90,), (CARD_W / 2, CARD_H / 2 + 2), 44, 1.2)
    ILLUSTRATIONS[kind](cv, CARD_W / 2, CARD_H / 2 + 2, 1.0)
    corner_badge(cv, gl, 17, 17, 11, frame)
    corner_badge(cv, gl, CARD_W - 17, CARD_H - 18, 11, frame)
    cv.rrect(rgb(frame), (5, 5, CARD_W - 10, CARD_H - 11), 6, 1.0)
    return cv.result()


def ingredient_icon(kind: str) -> pygame.Surface:
    frame, tint, gl = ING_STYLE[kind]
    cv = Canvas(ICON, ICON)
    cv.circle(rgb(frame), (20, 20), 19.5)
    cv.circle(rgb(tint), (20, 20), 17.5)
    ILLUSTRATIONS[kind](cv, 20, 20.5, 0.42)
    cv.circle(rgb("#FFFFFF"), (32.5, 32.5), 7)
    cv.circle(rgb(frame), (32.5, 32.5), 5.8)
    glyph(cv, gl, 32.5, 32.5, 3.5, rgb("#FFFFFF"))
    return cv.result()


# --------------------------------------------------------------------------
# Foodies back and recipe frame (Persian-tile look)
# --------------------------------------------------------------------------

TEAL = rgb("#0F5E6B")
TEAL_DARK = rgb("#0A3F48")
GOLD = rgb("#E3B04B")
TURQ = rgb("#2FA8A0")
PARCH = rgb("#FFF7E8")


def girih(cv, x0, y0, w, h, step=20):
    """Tiled eight-pointed stars with small crosses between them."""
    for j in range(int(h // step) + 2):
        for i in range(int(w // step) + 2):
            x = x0 + i * step
            y = y0 + j * step
            cv.poly(TURQ, star_pts(x, y, step * 0.42, step * 0.26, 8, 0))
            cv.poly(TEAL_DARK, star_pts(x, y, step * 0.22, step * 0.14, 8, 0))
            cv.poly(GOLD, reg_poly(x + step / 2, y + step / 2, step * 0.12, 4, 0))


def foodies_back() -> pygame.Surface:
    cv = Canvas(CARD_W, CARD_H)
    cv.rrect(rgb("#3A2A1A", 90), (0.5, 1.2, CARD_W - 1, CARD_H - 1.5), 9)
    cv.rrect(GOLD, (0, 0, CARD_W, CARD_H - 1), 9)
    cv.rrect(TEAL, (3, 3, CARD_W - 6, CARD_H - 7), 7)
    inner = Canvas(CARD_W, CARD_H)
    girih(inner, 6, 6, CARD_W - 12, CARD_H - 13)
    # clip the pattern to the inner rounded rect
    mask = Canvas(CARD_W, CARD_H)
    mask.rrect(rgb("#FFFFFF"), (6, 6, CARD_W - 12, CARD_H - 13), 5)
    inner.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.surf.blit(inner.surf, (0, 0))
    cv.rrect(GOLD, (6, 6, CARD_W - 12, CARD_H - 13), 5, 1.2)
    # central medallion
    cx, cy = CARD_W / 2, CARD_H / 2
    cv.poly(GOLD, star_pts(cx, cy, 42, 34, 8, 0))
    cv.circle(TEAL_DARK, (cx, cy), 32)
    cv.circle(PARCH, (cx, cy), 30)
    cv.circle(GOLD, (cx, cy), 27, 1)
    cv.text("فودیز", (cx, cy - 7), 17, TEAL, font="Vazirmatn-Bold.ttf", persian=True)
    cv.text("FOODIES", (cx, cy + 11), 9.5, rgb("#C0392B"))
    return cv.result()


# Regions of the recipe frame the client fills (1x pixels, in the 160x224
# frame); also written to recipe_frame.json next to the PNG.
RECIPE_REGIONS = {
    "title": [14, 12, 132, 40],
    "points": [118, 178, 32, 32],
    "needs": [14, 64, 132, 108],
}


def recipe_frame() -> pygame.Surface:
    W, H = RECIPE_W, RECIPE_H
    cv = Canvas(W, H)
    cv.rrect(rgb("#3A2A1A", 90), (0.5, 1.5, W - 1, H - 1.5), 11)
    cv.rrect(TEAL, (0, 0, W, H - 1), 11)
    # tile border band
    band = Canvas(W, H)
    girih(band, 0, 0, W, H, step=14)
    hole = Canvas(W, H)
    hole.rrect(rgb("#FFFFFF"), (0, 0, W, H), 11)
    hole.rrect((0, 0, 0, 0), (8, 8, W - 16, H - 17), 8)
    band.surf.blit(hole.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.surf.blit(band.surf, (0, 0))
    cv.rrect(GOLD, (6, 6, W - 12, H - 13), 9, 1.6)
    cv.rrect(PARCH, (8, 8, W - 16, H - 17), 8)
    # title cartouche
    x, y, w, h = RECIPE_REGIONS["title"]
    cv.rrect(rgb("#F3E2C3"), (x, y, w, h), 8)
    cv.rrect(GOLD, (x, y, w, h), 8, 1.2)
    for side in (x + 2, x + w - 2):
        cv.poly(GOLD, reg_poly(side, y + h / 2, 4, 4, 0))
    # divider with a small star
    cv.line(GOLD, (22, 58), (W / 2 - 8, 58), 1)
    cv.line(GOLD, (W / 2 + 8, 58), (W - 22, 58), 1)
    cv.poly(rgb("#C0392B"), star_pts(W / 2, 58, 5, 2.2, 8, 0))
    # soft area for the ingredients
    x, y, w, h = RECIPE_REGIONS["needs"]
    cv.rrect(rgb("#FBEFD9"), (x, y, w, h), 6)
    cv.rrect(rgb("#E8D5B0"), (x, y, w, h), 6, 0.8)
    # points medallion (empty; the client writes the number)
    x, y, w, h = RECIPE_REGIONS["points"]
    pcx, pcy = x + w / 2, y + h / 2
    cv.poly(rgb("#8A5A00"), star_pts(pcx + 0.5, pcy + 1, 19, 15.5, 8, 0))
    cv.poly(GOLD, star_pts(pcx, pcy, 19, 15.5, 8, 0))
    cv.circle(rgb("#C0392B"), (pcx, pcy), 13.5)
    cv.circle(rgb("#E74C3C"), (pcx - 0.8, pcy - 0.8), 11.5)
    # bottom: a gold rule with a small medallion, left of the points star
    cv.line(GOLD, (20, 194), (104, 194), 1)
    cv.poly(GOLD, star_pts(62, 194, 4.5, 2.2, 8, 0))
    return cv.result()


# --------------------------------------------------------------------------
# data, output, contact sheet
# --------------------------------------------------------------------------

def load_deck(path: Path = DECK_JSON) -> list[dict]:
    """Cards from the deck JSON (falls back to the rule book's table)."""
    if path.exists():
        try:
            with open(path, encoding="utf-8") as f:
                cards = json.load(f)["cards"]
            for c in cards:
                int(c["id"]), str(c["name"]), int(c["value"])
        except (OSError, ValueError, KeyError, TypeError) as e:
            raise SystemExit(f"make_card_art: cannot use the deck {path}: "
                             f"{type(e).__name__}: {e}") from None
        return cards
    table = [("Mussarela", 1, None), ("Margherita", 1, None), ("Alho e Óleo", 1, None),
             ("Napolitana", 2, None), ("Atum", 2, None), ("Palmito", 2, None),
             ("Calabresa", 2, "double"), ("Portuguesa", 3, None),
             ("Frango com Catupiry", 3, None), ("Milho com Bacon", 3, None),
             ("Pepperoni", 3, "free"), ("Quatro Queijos", 4, None), ("Lombo", 4, None),
             ("Baiana", 4, "double"), ("Brigadeiro", 5, None), ("Romeu e Julieta", 5, "free"),
             ("Camarão", 6, "free")]
    cards = [{"id": i, "name": n, "value": v, "spice": s, "placard": False}
             for i, (n, v, s) in enumerate(table)]
    cards.append({"id": 17, "name": "Placard", "value": 0, "spice": None, "placard": True})
    return cards


def ingredient_types() -> list[str]:
    """Types from the Foodies data file when it names them, else the book's."""
    for name in ("ingredients.json", "deck.json", "cards.json"):
        p = ROOT / "assets" / "foodies" / name
        if p.exists():
            try:
                data = json.loads(p.read_text(encoding="utf-8"))
            except ValueError:
                continue
            found = _find_types(data)
            if found:
                return found
    return list(INGREDIENT_TYPES)


def _find_types(data) -> list[str]:
    if isinstance(data, dict):
        ings = data.get("types", data.get("ingredients"))
        if isinstance(ings, dict):
            return list(ings)
        if isinstance(ings, list):
            out = []
            for it in ings:
                t = it.get("type") if isinstance(it, dict) else it
                if isinstance(t, str) and t not in out:
                    out.append(t)
            return out
    return []


def save_png(surf: pygame.Surface, path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))


def generate(out: Path, only: str | None = None) -> list[Path]:
    """Write every card PNG under ``out``; return the written paths."""
    pygame.init()
    written: list[Path] = []
    if only in (None, "rodizio"):
        for card in load_deck():
            surf = placard_card(card) if card.get("placard") else rodizio_card(card)
            p = out / "rodizio" / f"card_{card['id']}.png"
            save_png(surf, p)
            written.append(p)
        p = out / "rodizio" / "back.png"
        save_png(rodizio_back(), p)
        written.append(p)
    if only in (None, "foodies"):
        types = ingredient_types()
        missing = [t for t in types if t not in ING_STYLE]
        if missing:
            raise SystemExit(f"make_card_art: no art defined for ingredient types {missing}")
        for t in types:
            for prefix, fn in (("ing", ingredient_card), ("icon", ingredient_icon)):
                p = out / "foodies" / f"{prefix}_{t}.png"
                save_png(fn(t), p)
                written.append(p)
        for name, fn in (("back.png", foodies_back), ("recipe_frame.png", recipe_frame)):
            p = out / "foodies" / name
            save_png(fn(), p)
            written.append(p)
        p = out / "foodies" / "recipe_frame.json"
        p.write_text(json.dumps({"size": [RECIPE_W, RECIPE_H], "regions": RECIPE_REGIONS},
                                indent=2) + "\n", encoding="utf-8")
        written.append(p)
    return written


def contact_sheet(paths: list[Path], dest: Path):
    """Everything on one dark sheet, cards at 1.5x and icons at 2x, to look at."""
    imgs = [pygame.image.load(str(p)) for p in paths if p.suffix == ".png"]
    cols, cell_w, cell_h, pad = 10, 190, 260, 12
    rows = (len(imgs) + cols - 1) // cols
    sheet = pygame.Surface((cols * cell_w + pad, rows * cell_h + pad))
    sheet.fill((58, 40, 30))
    for i, img in enumerate(imgs):
        w, h = img.get_size()
        k = 2.0 if w <= 60 else 1.5 if w <= 120 else 1.1
        img2 = pygame.transform.smoothscale(img, (round(w * k), round(h * k)))
        x = pad + (i % cols) * cell_w
        y = pad + (i // cols) * cell_h
        sheet.blit(img2, (x, y))
    dest.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(dest))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "cards")
    ap.add_argument("--only", choices=["rodizio", "foodies"])
    ap.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = ap.parse_args(argv)
    paths = generate(args.out, args.only)
    if args.sheet:
        contact_sheet(paths, args.sheet)
    print(f"make_card_art: wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
