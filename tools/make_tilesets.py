"""Generate the table tilesets (PNG + Tiled .tsx) for both games' layouts.

Usage::

    SDL_VIDEODRIVER=dummy python tools/make_tilesets.py [--out assets/maps]

Writes ``<out>/rodizio_table.png|.tsx`` and ``<out>/foodies_table.png|.tsx``:
40x40 tiles, 7 columns, in this order (local tile ids):

    0..2    wood (three plank variants that tile with each other)
    3..11   tablecloth region, a 9-slice: TL T TR / L C R / BL B BR
    12..20  felt place-mat region, a 9-slice in the same order

Every fill pattern has a period of 40 px and is drawn aligned to the tile
grid, so any arrangement of these tiles joins without seams; an edge tile
carries the wood underneath, the region's drop shadow and its hem.
Deterministic: the same script writes identical bytes (fixed seeds, shapes
drawn at 4x and smoothscaled).  ``tools/make_maps.py`` uses ``TILE`` below
to lay the maps out.
"""
from __future__ import annotations

import argparse
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
T = 40          # tile size
SS = 4          # supersampling
COLUMNS = 7

#: local tile ids by role; NINE = the order of a 9-slice
NINE = ("tl", "t", "tr", "l", "c", "r", "bl", "b", "br")
TILE = {"wood": [0, 1, 2]}
TILE.update({f"cloth_{k}": 3 + i for i, k in enumerate(NINE)})
TILE.update({f"felt_{k}": 12 + i for i, k in enumerate(NINE)})
TILE_COUNT = 21


def rgb(h, a=None):
    h = h.lstrip("#")
    c = tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))
    return c + ((a,) if a is not None else ())


def S(v):
    return round(v * SS)


# ---------------------------------------------------------------- themes

THEMES = {
    "rodizio_table": {
        "wood": ("#6B3A1F", "#5A2F18", "#7D4826", "#3E1F0E"),   # base, dark, light, seam
        "cloth": "checker",
        "cloth_cols": ("#FBF1E1", "#CE5F55", "#F2D9C9"),         # cream, red, hem
        "felt": ("#2F5B3A", "#244A2E", "#3C6E47", "#E2B866"),   # green, dark, light, stitch
    },
    "foodies_table": {
        "wood": ("#A8703C", "#8F5C2F", "#BC8550", "#5E3818"),
        "cloth": "carpet",
        "cloth_cols": ("#8E1F2B", "#0F4C5C", "#E3B04B", "#F6E7C8"),  # madder, indigo, gold, ivory
        "felt": ("#0F5E6B", "#0A4650", "#1B7482", "#E3B04B"),
    },
}


# ---------------------------------------------------------------- painters
# Each painter draws one 40x40 *period* of its pattern onto a surface at
# offset (ox, oy) (in 1x px, multiplied by SS here).

def paint_wood(surf, ox, oy, theme, variant: int):
    base, dark, light, seam = (rgb(c) for c in theme["wood"])
    rng = random.Random(900 + variant)
    pygame.draw.rect(surf, base, (S(ox), S(oy), S(T), S(T)))
    for plank in range(2):              # two planks of 20 px per tile
        y0 = oy + plank * 20
        shade = light if plank % 2 == 0 else base
        pygame.draw.rect(surf, shade, (S(ox), S(y0 + 1), S(T), S(18)))
        # grain: wavy lines whose period divides 40, so tiles join
        for g in range(5):
            gy = y0 + 3 + g * 3.4
            k = (1, 2, 1, 3, 2)[g]
            amp = (0.6, 0.9, 0.5, 0.7, 0.8)[g]
            phase = (0.3, 1.7, 2.9, 4.1, 5.3)[g]
            pts = [(S(ox + x), S(gy + amp * math.sin(2 * math.pi * k * x / T + phase)))
                   for x in range(0, T + 1, 2)]
            pygame.draw.lines(surf, dark if g % 2 else mixc(dark, shade, 0.5), False, pts, 2)
        pygame.draw.line(surf, seam, (S(ox), S(y0) + 1), (S(ox + T), S(y0) + 1), 5)
        pygame.draw.line(surf, mixc(light, (255, 255, 255), 0.15), (S(ox), S(y0 + 1) + 4),
                         (S(ox + T), S(y0 + 1) + 4), 2)
    if variant == 1:                    # a butt joint in the lower plank
        x = ox + 26
        pygame.draw.line(surf, seam, (S(x), S(oy + 21)), (S(x), S(oy + 39)), 5)
        for nx in (x - 3, x + 3):
            pygame.draw.circle(surf, seam, (S(nx), S(oy + 30)), S(0.8))
    if variant == 2:                    # a knot in the upper plank
        cx, cy = ox + 14 + rng.uniform(-2, 2), oy + 10
        for r, c in ((4.2, dark), (3.0, seam), (1.6, dark)):
            pygame.draw.ellipse(surf, c, (S(cx - r * 1.6), S(cy - r * 0.7), S(r * 3.2), S(r * 1.4)), 3)


def mixc(a, b, t):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def paint_checker(surf, ox, oy, theme):
    white, red, _ = (rgb(c) for c in theme["cloth_cols"])
    pygame.draw.rect(surf, white, (S(ox), S(oy), S(T), S(T)))
    # gingham: red squares, red-tinted stripes where white crosses red
    pink = mixc(white, red, 0.28)
    for i in range(2):
        pygame.draw.rect(surf, pink, (S(ox + i * 20), S(oy), S(10), S(T)))
        pygame.draw.rect(surf, pink, (S(ox), S(oy + i * 20), S(T), S(10)))
    for i in range(2):
        for j in range(2):
            pygame.draw.rect(surf, red, (S(ox + i * 20), S(oy + j * 20), S(10), S(10)))
    # woven texture: faint diagonal threads (period 4 divides 40)
    thread = mixc(white, (0, 0, 0), 0.06) + (40,)
    layer = pygame.Surface((S(T), S(T)), pygame.SRCALPHA)
    for d in range(-T, T, 4):
        pygame.draw.line(layer, thread, (S(d), 0), (S(d + T), S(T)), 1)
    surf.blit(layer, (S(ox), S(oy)))


def paint_carpet(surf, ox, oy, theme):
    madder, indigo, gold, ivory = (rgb(c) for c in theme["cloth_cols"])
    pygame.draw.rect(surf, madder, (S(ox), S(oy), S(T), S(T)))
    cx, cy = ox + 20, oy + 20
    # a lattice of diamonds through the tile corners
    for (ax, ay) in ((ox, oy), (ox + T, oy), (ox, oy + T), (ox + T, oy + T)):
        pts = [(S(ax), S(ay - 9)), (S(ax + 9), S(ay)), (S(ax), S(ay + 9)), (S(ax - 9), S(ay))]
        pygame.draw.polygon(surf, indigo, pts)
        pygame.draw.polygon(surf, gold, pts, 3)
        pygame.draw.circle(surf, ivory, (S(ax), S(ay)), S(2.2))
    # central eight-pointed star medallion
    star = []
    for i in range(16):
        r = 11 if i % 2 == 0 else 6.5
        a = math.pi * i / 8
        star.append((S(cx + r * math.cos(a)), S(cy + r * math.sin(a))))
    pygame.draw.polygon(surf, gold, star)
    inner = [(S(cx + (7 if i % 2 == 0 else 4) * math.cos(math.pi * i / 8)),
              S(cy + (7 if i % 2 == 0 else 4) * math.sin(math.pi * i / 8))) for i in range(16)]
    pygame.draw.polygon(surf, indigo, inner)
    pygame.draw.circle(surf, ivory, (S(cx), S(cy)), S(2))
    # small ivory dots on the mid edges (shared between tiles: half each side)
    for (ax, ay) in ((cx, oy), (cx, oy + T), (ox, cy), (ox + T, cy)):
        pygame.draw.circle(surf, ivory, (S(ax), S(ay)), S(1.4))


def paint_felt(surf, ox, oy, theme):
    base, dark, light, _ = (rgb(c) for c in theme["felt"])
    pygame.draw.rect(surf, base, (S(ox), S(oy), S(T), S(T)))
    rng = random.Random(77)
    # speckles defined on a 40-px torus so neighbouring tiles match
    for _ in range(140):
        x, y = rng.uniform(0, T), rng.uniform(0, T)
        c = dark if rng.random() < 0.5 else light
        r = rng.uniform(0.3, 0.7)
        for dx in (-T, 0, T):
            for dy in (-T, 0, T):
                px, py = x + dx, y + dy
                if -1 <= px <= T + 1 and -1 <= py <= T + 1:
                    pygame.draw.circle(surf, c, (S(ox + px), S(oy + py)), max(1, S(r)))


# ---------------------------------------------------------------- regions

def region_nine(theme, fill, inset: float, radius: float, hem_col, stitch=None,
                shadow=(3, 5), border=None):
    """Render a 3x3-tile block holding one region; return its 9 tiles (4x)."""
    size = S(3 * T)
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    wood = pygame.Surface((S(T), S(T)), pygame.SRCALPHA)
    paint_wood(wood, 0, 0, theme, 0)
    for i in range(3):
        for j in range(3):
            big.blit(wood, (S(i * T), S(j * T)))
    x0, y0, x1, y1 = inset, inset, 3 * T - inset, 3 * T - inset
    # soft drop shadow: stacked translucent rounded rects
    sh = pygame.Surface((size, size), pygame.SRCALPHA)
    for k in range(6):
        grow = 5 - k
        pygame.draw.rect(sh, (20, 8, 0, 22),
                         (S(x0 + shadow[0] - grow), S(y0 + shadow[1] - grow),
                          S(x1 - x0 + 2 * grow), S(y1 - y0 + 2 * grow)),
                         border_radius=S(radius + grow))
    big.blit(sh, (0, 0))
    # the fill, clipped to the rounded region
    pat = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(3):
        for j in range(3):
            fill(pat, i * T, j * T, theme)
    mask = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (S(x0), S(y0), S(x1 - x0), S(y1 - y0)),
                     border_radius=S(radius))
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(pat, (0, 0))
    if border:          # a patterned border band (carpet)
        col_a, col_b, width = border
        pygame.draw.rect(big, col_a, (S(x0), S(y0), S(x1 - x0), S(y1 - y0)), S(width),
                         border_radius=S(radius))
        pygame.draw.rect(big, col_b, (S(x0 + width - 1.5), S(y0 + width - 1.5),
                                      S(x1 - x0 - 2 * width + 3), S(y1 - y0 - 2 * width + 3)),
                         S(1.2), border_radius=S(max(1, radius - width)))
        # beads along the band, every 10 px (divides 40)
        for v in range(0, 3 * T + 1, 10):
            for (bx, by) in ((v, y0 + width / 2), (v, y1 - width / 2),
                             (x0 + width / 2, v), (x1 - width / 2, v)):
                if x0 + radius <= bx <= x1 - radius or y0 + radius <= by <= y1 - radius:
                    if x0 <= bx <= x1 and y0 <= by <= y1:
                        pygame.draw.circle(big, col_b, (S(bx), S(by)), S(1.3))
    # hem line and optional dashed stitching (dash period 10 divides 40)
    pygame.draw.rect(big, hem_col, (S(x0), S(y0), S(x1 - x0), S(y1 - y0)), S(1.2),
                     border_radius=S(radius))
    if stitch:
        d = 3.5 if not border else border[2] + 2.5
        sx0, sy0, sx1, sy1 = x0 + d, y0 + d, x1 - d, y1 - d
        r = max(0.0, radius - d) + 2          # keep clear of the rounded corners
        for v in range(0, 3 * T, 10):
            a0, a1 = v + 2, v + 7
            if sx0 + r <= a0 and a1 <= sx1 - r:          # top and bottom runs
                for yy in (sy0, sy1):
                    pygame.draw.line(big, stitch, (S(a0), S(yy)), (S(a1), S(yy)), S(0.9))
            if sy0 + r <= a0 and a1 <= sy1 - r:          # left and right runs
                for xx in (sx0, sx1):
                    pygame.draw.line(big, stitch, (S(xx), S(a0)), (S(xx), S(a1)), S(0.9))
    tiles = []
    for j in range(3):
        for i in range(3):
            tiles.append(big.subsurface((S(i * T), S(j * T), S(T), S(T))).copy())
    return tiles


def build_tileset(name: str) -> pygame.Surface:
    theme = THEMES[name]
    tiles: list[pygame.Surface] = []
    for v in range(3):
        s = pygame.Surface((S(T), S(T)), pygame.SRCALPHA)
        paint_wood(s, 0, 0, theme, v)
        tiles.append(s)
    if theme["cloth"] == "checker":
        hem = rgb(theme["cloth_cols"][2])
        tiles += region_nine(theme, paint_checker, 9, 8, rgb("#9E2420"),
                             stitch=hem)
    else:
        madder, indigo, gold, ivory = (rgb(c) for c in theme["cloth_cols"])
        tiles += region_nine(theme, paint_carpet, 9, 6, rgb("#4A0F16"),
                             stitch=ivory, border=(indigo, gold, 9))
    fb, fd, fl, fs = (rgb(c) for c in theme["felt"])
    tiles += region_nine(theme, paint_felt, 6, 10, fd, stitch=fs, shadow=(2, 3))
    assert len(tiles) == TILE_COUNT
    rows = (TILE_COUNT + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((S(COLUMNS * T), S(rows * T)), pygame.SRCALPHA)
    sheet.fill((0, 0, 0, 0))
    for k, t in enumerate(tiles):
        sheet.blit(t, (S((k % COLUMNS) * T), S((k // COLUMNS) * T)))
    return pygame.transform.smoothscale(sheet, (COLUMNS * T, rows * T))


def tsx_text(name: str) -> str:
    rows = (TILE_COUNT + COLUMNS - 1) // COLUMNS
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<tileset version="1.10" tiledversion="1.10.2" name="{name}" tilewidth="{T}" '
        f'tileheight="{T}" tilecount="{TILE_COUNT}" columns="{COLUMNS}">\n'
        f' <image source="{name}.png" width="{COLUMNS * T}" height="{rows * T}"/>\n'
        '</tileset>\n')


def generate(out: Path) -> list[Path]:
    pygame.init()
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in THEMES:
        png = out / f"{name}.png"
        pygame.image.save(build_tileset(name), str(png))
        tsx = out / f"{name}.tsx"
        tsx.write_text(tsx_text(name), encoding="utf-8")
        written += [png, tsx]
    return written


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Generate the table tilesets (PNG + TSX)")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "maps")
    args = ap.parse_args(argv)
    paths = generate(args.out)
    print(f"make_tilesets: wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
