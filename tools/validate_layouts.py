"""Check the Tiled table layouts in ``assets/maps/`` against what the code needs.

Usage::

    python tools/validate_layouts.py [--maps DIR] [--preview OUTDIR]

For every map named in ``required_anchors.json`` (one list of anchor names per
map, the same list the client code can import) and every other ``*.tmx`` in
the folder, it checks that:

* the file parses (``pytmx.TiledMap``) and its tileset images exist;
* it has an object layer named ``anchors`` holding each required name exactly
  once, each a rectangle of positive size lying inside the map;
* the map has the pixel size and map properties listed in
  ``anchor_rules.json`` (optional file), and anchors listed together under
  ``no_overlap`` there do not overlap each other (e.g. plates vs places).

It prints one line per map (``OK`` or ``FAIL``) with the problems indented
beneath, and exits 0 when all is well, 1 when any map has a problem, 2 on bad
usage.  ``--preview`` also renders each map with its anchors outlined and
named to ``OUTDIR/<map>_preview.png`` (needs pygame; headless is fine).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPS_DIR = ROOT / "assets" / "maps"
REQUIRED_FILE = "required_anchors.json"
RULES_FILE = "anchor_rules.json"
ANCHOR_LAYER = "anchors"


@dataclass
class Report:
    name: str
    problems: list[str] = field(default_factory=list)
    anchors: dict[str, tuple[float, float, float, float]] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.problems


def load_json(path: Path, what: str):
    """The JSON in ``path``; a missing or corrupt file raises ValueError."""
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except FileNotFoundError:
        raise ValueError(f"{what} not found: {path}") from None
    except (OSError, ValueError) as e:
        raise ValueError(f"{what} {path} is not valid JSON: {e}") from None


def overlap(a, b) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah


def check_map(path: Path, required: list[str], rules: dict) -> Report:
    """All problems of one map file (an empty list means it is fine)."""
    import pytmx

    rep = Report(path.stem)
    if not path.exists():
        rep.problems.append(f"map file missing: {path}")
        return rep
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as e:      # pytmx raises many kinds on bad XML / tilesets
        rep.problems.append(f"cannot be read by pytmx: {type(e).__name__}: {e}")
        return rep
    mw, mh = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    if tmx.orientation != "orthogonal":
        rep.problems.append(f"orientation is {tmx.orientation!r}, expected 'orthogonal'")
    size = rules.get("size")
    if size and [mw, mh] != list(size):
        rep.problems.append(f"map is {mw}x{mh} px, expected {size[0]}x{size[1]}")
    for prop in rules.get("properties", []):
        if prop not in (tmx.properties or {}):
            rep.problems.append(f"map property {prop!r} is missing")
    seen_images = set()
    for entry in tmx.images:
        if entry and entry[0] not in seen_images:
            seen_images.add(entry[0])
            if not Path(entry[0]).exists():
                rep.problems.append(f"tileset image missing: {entry[0]}")
    layer = None
    for lay in tmx.layers:
        if getattr(lay, "name", None) == ANCHOR_LAYER:
            layer = lay
    if layer is None or not isinstance(layer, pytmx.TiledObjectGroup):
        rep.problems.append(f"no object layer named {ANCHOR_LAYER!r}")
        return rep
    counts: dict[str, int] = {}
    for obj in layer:
        if not obj.name:
            continue
        counts[obj.name] = counts.get(obj.name, 0) + 1
        rep.anchors[obj.name] = (float(obj.x), float(obj.y), float(obj.width or 0),
                                 float(obj.height or 0))
    missing = [n for n in required if n not in counts]
    if missing:
        rep.problems.append("missing anchor(s): " + ", ".join(missing))
    for n, c in sorted(counts.items()):
        if c > 1:
            rep.problems.append(f"anchor {n!r} appears {c} times (names must be unique)")
    for n in required:
        if n not in rep.anchors:
            continue
        x, y, w, h = rep.anchors[n]
        if w <= 0 or h <= 0:
            rep.problems.append(f"anchor {n!r} is not a rectangle with a size ({w:g}x{h:g})")
        elif x < 0 or y < 0 or x + w > mw or y + h > mh:
            rep.problems.append(f"anchor {n!r} ({x:g},{y:g} {w:g}x{h:g}) lies outside the "
                                f"{mw}x{mh} map")
    for group in rules.get("no_overlap", []):
        present = [n for n in group if n in rep.anchors]
        for i, a in enumerate(present):
            for b in present[i + 1:]:
                if overlap(rep.anchors[a], rep.anchors[b]):
                    rep.problems.append(f"anchors {a!r} and {b!r} overlap")
    return rep


def validate(maps_dir: Path = MAPS_DIR) -> list[Report]:
    """Reports for every required map and every other .tmx in ``maps_dir``."""
    required = load_json(maps_dir / REQUIRED_FILE, "required-anchors file")
    if not isinstance(required, dict) or not all(
            isinstance(v, list) and all(isinstance(n, str) for n in v) for v in required.values()):
        raise ValueError(f"{maps_dir / REQUIRED_FILE} must map each map name to a list of "
                         "anchor names")
    rules_path = maps_dir / RULES_FILE
    rules = load_json(rules_path, "anchor rules file") if rules_path.exists() else {}
    names = list(required) + sorted(p.stem for p in maps_dir.glob("*.tmx")
                                    if p.stem not in required)
    return [check_map(maps_dir / f"{n}.tmx", required.get(n, []), rules.get(n, {}))
            for n in names]


def render_preview(path: Path, dest: Path, anchors: dict) -> Path:
    """Draw the map's tile layers with every anchor outlined and labelled."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    import pytmx

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    tmx = pytmx.load_pygame(str(path))
    surf = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, img in layer.tiles():
                surf.blit(img, (x * tmx.tilewidth, y * tmx.tileheight))
    font_path = ROOT / "assets" / "fonts" / "Nunito-Bold.ttf"
    font = pygame.font.Font(str(font_path) if font_path.exists() else None, 14)
    colours = {"plate": (255, 220, 0), "place": (0, 230, 255), "hud": (255, 255, 255),
               "menu": (255, 220, 0), "trophies": (180, 255, 120)}
    for name, (x, y, w, h) in anchors.items():
        col = next((c for k, c in colours.items() if name.startswith(k)), (255, 120, 200))
        rect = pygame.Rect(round(x), round(y), round(w), round(h))
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill(col + (40,))
        surf.blit(shade, rect)
        pygame.draw.rect(surf, col, rect, 2)
        label = font.render(name, True, (0, 0, 0))
        bg = pygame.Rect(rect.x + 2, rect.y + 2, label.get_width() + 6, label.get_height())
        pygame.draw.rect(surf, col, bg)
        surf.blit(label, (bg.x + 3, bg.y))
    dest.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(dest))
    return dest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Validate the Tiled layouts in assets/maps")
    ap.add_argument("--maps", type=Path, default=MAPS_DIR, help="folder of .tmx maps")
    ap.add_argument("--preview", type=Path, metavar="OUTDIR",
                    help="also render <map>_preview.png files here")
    args = ap.parse_args(argv)
    try:
        reports = validate(args.maps)
    except ValueError as e:
        print(f"validate_layouts: {e}", file=sys.stderr)
        return 1
    for rep in reports:
        if rep.ok:
            print(f"OK   {rep.name}: {len(rep.anchors)} anchors")
        else:
            print(f"FAIL {rep.name}: {len(rep.problems)} problem(s)")
            for p in rep.problems:
                print(f"       - {p}")
        if args.preview and (args.maps / f"{rep.name}.tmx").exists():
            try:
                out = render_preview(args.maps / f"{rep.name}.tmx",
                                     args.preview / f"{rep.name}_preview.png", rep.anchors)
                print(f"       preview: {out}")
            except Exception as e:     # a preview is a convenience; report, go on
                print(f"       preview failed: {type(e).__name__}: {e}")
    bad = [r for r in reports if not r.ok]
    print(f"{len(reports) - len(bad)} of {len(reports)} map(s) OK")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
