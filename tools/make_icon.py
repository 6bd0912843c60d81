"""Generate the game's icon from its card art (deterministic, headless).

Usage::

    SDL_VIDEODRIVER=dummy python tools/make_icon.py [--out assets/icon/rodizio-foodies.png]

The icon is the title screen in one tile: a plate on the red gingham
tablecloth holding a Rodízio pizza (drawn by tools/make_card_art.py's pizza
painter, at icon size rather than scaled up from a card) with a Foodies
tomato beside it, on a rounded square with the title banner's mustard rim.
It is drawn at 4x and smoothscaled down like the cards, so the same script
gives the same pixels. The window (game/client/app.py), the Linux desktop
entry and the desktop bundle (tools/build_desktop.py) all use this one PNG.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import make_card_art as art  # noqa: E402  (sets up headless pygame)
import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icon" / "rodizio-foodies.png"
SIZE = 256

MUSTARD = art.rgb("#F4B52C")
CLOTH = art.rgb("#A62C1E")
CLOTH_STRIPE = (255, 236, 210, 60)
PLATE_RIM = art.rgb("#ECE6DA")
PLATE = art.rgb("#FAF7F0")
PLATE_EDGE = art.rgb("#D6CEBE")
#: the pizza on the plate: a name make_card_art knows, with a fixed seed
PIZZA, PIZZA_SEED = "Portuguesa", 7


def icon(size: int = SIZE) -> pygame.Surface:
    """The icon as a ``size`` x ``size`` RGBA surface (transparent corners)."""
    k = size / SIZE
    cv = art.Canvas(size, size)
    rim = 10 * k
    radius = 52 * k
    cv.rrect(MUSTARD, (0, 0, size, size), radius)
    inner = (rim, rim, size - 2 * rim, size - 2 * rim)
    cv.rrect(CLOTH, inner, radius - rim)
    _gingham(cv, inner, radius - rim, cell=28 * k)
    # the plate, a little up and left so the tomato has room
    cx, cy = 118 * k, 116 * k
    art.shadow(cv, (cx + 4 * k, cy + 10 * k), 98 * k, 92 * k, 90)
    cv.circle(PLATE_RIM, (cx, cy), 98 * k)
    cv.circle(PLATE_EDGE, (cx, cy), 98 * k, width=2.5 * k)
    cv.circle(PLATE, (cx, cy), 80 * k)
    art.draw_pizza(cv, cx, cy, 62 * k, PIZZA, PIZZA_SEED, 0)
    art.ill_tomato(cv, 190 * k, 186 * k, 1.55 * k)
    return cv.result()


def _gingham(cv: "art.Canvas", rect, radius: float, cell: float) -> None:
    """Light bands every other ``cell`` both ways, clipped to the rounded
    rectangle ``rect`` (the title screen's tablecloth, in small)."""
    x0, y0, w, h = rect
    bands = art.Canvas(cv.w, cv.h)
    x = x0
    while x < x0 + w:
        bands.rrect(CLOTH_STRIPE, (x, y0, cell, h), 0)
        x += 2 * cell
    y = y0
    while y < y0 + h:
        bands.rrect(CLOTH_STRIPE, (x0, y, w, cell), 0)
        y += 2 * cell
    mask = art.Canvas(cv.w, cv.h)
    mask.rrect((255, 255, 255), rect, radius)
    bands.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    cv.surf.blit(bands.surf, (0, 0))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    pygame.init()
    art.save_png(icon(), args.out)
    print(f"make_icon: wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
