"""Write the Tiled table layouts ``assets/maps/{rodizio,foodies}_table.tmx``.

Usage::

    python tools/make_maps.py [--out assets/maps]

Each map is 32x18 tiles of 40 px (1280x720, the client's logical surface),
orthogonal, CSV tile data, using the external tileset ``<name>.tsx`` written
by ``tools/make_tilesets.py``.  Layers:

* ``table`` (tiles): wood, a tablecloth region in the middle, felt place mats;
* ``anchors`` (objects): one rectangle per anchor named in docs/client.md
  (and listed in ``assets/maps/required_anchors.json``).

Rodízio has one map per seat count, ``rodizio_table_{2,3,4}.tmx`` (only the
places in use get a mat), and ``rodizio_table.tmx`` (= the 4-seat one).

The anchor rectangles below are the layout; edit them here and re-run (or
edit the .tmx in Tiled and stop regenerating).  Map properties tell the
client the intended card scale; anchor properties give hints (``kind``,
``facing``) that the client may ignore.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_tilesets import TILE, T  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
W, H = 32, 18

# A region = (kind, col0, row0, col1, row1) inclusive, drawn as a 9-slice.
# Anchors: name -> (x, y, w, h, {properties}).

def triangle(dx: int = 0, left: int = 215, right: int = 1075, bend_1: int = 320,
             bend_2: tuple[int, int, int, int] | None = None) -> dict:
    """The seed's triangle: three plates (one card each) touching at their
    corners, P0 (top-left) -> P1 (top-right) -> P2 (bottom) clockwise, ``dx``
    right of the table's middle; each plate's column of cards lies in front
    of it, fanning outward (``column_*``: the card-sized corner nearest the
    plate holds the bottom card, the opposite corner the top one): P0's to
    the left and up as far as ``left``, P1's to the right and up as far as
    ``right``, P2's down. A column too long for its area turns at the
    cloth's edge (``bend_*``): 0 and 1 down their sides, 2 along the bottom
    (right, or as ``bend_2`` says). ``deal_origin`` is the middle: the deck
    before the deal, the picked-up stack in the air."""
    p0, p1, p2 = 505 + dx, 685 + dx, 595 + dx
    return {
        "plate_0": (p0, 124, 90, 126, {"kind": "plate", "plate": 0}),
        "plate_1": (p1, 124, 90, 126, {"kind": "plate", "plate": 1}),
        "plate_2": (p2, 250, 90, 126, {"kind": "plate", "plate": 2}),
        "column_0": (left, 88, p0 + 45 - left, 182, {"kind": "stack", "plate": 0}),
        "column_1": (p1 + 45, 88, right - p1 - 45, 182, {"kind": "stack", "plate": 1}),
        "column_2": (p2, 286, 90, 306, {"kind": "stack", "plate": 2}),   # ends inside the cloth, clear of its edge
        "bend_0": (left, 88, 90, 342, {"kind": "stack", "plate": 0}),
        "bend_1": (right - 90, 88, 90, bend_1, {"kind": "stack", "plate": 1}),
        "bend_2": (*(bend_2 or (p2, 466, right - 5 - p2, 126)), {"kind": "stack", "plate": 2}),
        "deal_origin": (p2, 124, 90, 126, {"kind": "pile", "facing": "down"}),
    }


def rodizio_spec(seats: int) -> dict:
    """The Rodízio table laid out for ``seats`` seats (2, 3 or 4).

    Only the places that are used get a felt mat (the viewer at the bottom,
    the others clockwise: 2 seats → bottom + top, 3 → bottom + left + right,
    4 → all four); with 2 seats the Glutton gets the right-hand mat. Every
    diner has a ``name_*`` anchor (its name pill is centred there) and a
    ``tally_*`` anchor (the memory aid's slip: running total, pizza count,
    eaten pizzas in order; it also holds the end-of-game crown), so names,
    tallies, hands and the HUD buttons never overlap (anchor_rules.json)."""
    used = {2: (0, 2), 3: (0, 1, 3), 4: (0, 1, 2, 3)}[seats]
    regions = [("cloth", 5, 2, 26, 14),        # x 200..1080, y 80..600
               ("felt", 8, 15, 31, 17)]        # place_0 + its name and tally (bottom)
    anchors = {
        **triangle(),
        # the tablecloth region below, for checks: every stack card stays on it
        "cloth": (200, 80, 880, 520, {"kind": "area"}),
        "place_0": (330, 606, 620, 108, {"kind": "hand", "facing": "up"}),
        "name_0": (966, 640, 142, 40, {"kind": "name"}),
        "tally_0": (1116, 606, 154, 108, {"kind": "tally"}),
    }
    if 1 in used:
        regions.append(("felt", 0, 5, 3, 13))  # place_1 mat (left), y 200..560
        anchors.update({
            "name_1": (10, 166, 140, 50, {"kind": "name"}),
            "place_1": (10, 224, 140, 238, {"kind": "hand", "facing": "down"}),
            "tally_1": (10, 470, 140, 84, {"kind": "tally"})})
    if 2 in used:
        regions.append(("felt", 10, 0, 21, 1))  # place_2 mat (top), x 400..880
        anchors.update({
            "name_2": (404, 8, 112, 64, {"kind": "name"}),
            "place_2": (520, 6, 180, 68, {"kind": "hand", "facing": "down"}),
            "tally_2": (712, 6, 160, 68, {"kind": "tally"})})
    if 3 in used or seats == 2:
        regions.append(("felt", 28, 5, 31, 13))  # place_3 mat (right) / the Glutton's
    if 3 in used:
        anchors.update({
            "name_3": (1130, 166, 140, 50, {"kind": "name"}),
            "place_3": (1130, 224, 140, 238, {"kind": "hand", "facing": "down"}),
            "tally_3": (1130, 470, 140, 84, {"kind": "tally"})})
    if seats == 2:
        anchors.update({
            "name_glutton": (1130, 166, 140, 50, {"kind": "name"}),
            "glutton_pile": (1150, 224, 100, 238, {"kind": "pile", "facing": "down"}),
            "tally_glutton": (1130, 470, 140, 84, {"kind": "tally"})})
    else:  # no Glutton here; a 2-seat game on this map seats it at the right place (empty then)
        anchors.update({
            "name_glutton": (1130, 166, 140, 50, {"kind": "name"}),
            "glutton_pile": (1150, 224, 100, 238, {"kind": "pile", "facing": "down"}),
            "tally_glutton": (1130, 470, 140, 84, {"kind": "tally"})})
    anchors.update({
        "hud_turn": (10, 6, 380, 40, {"kind": "text", "align": "left"}),
        "hud_keys": (10, 46, 390, 24, {"kind": "text", "align": "left"}),
        # on the cloth's free sides under the triangle's arms: the standing
        # (left) and the prompt (right, growing upward), in every language
        "hud_standing": (212, 440, 320, 104, {"kind": "text", "align": "left"}),
        "hud_prompt": (748, 420, 322, 36, {"kind": "text", "align": "center"}),
        "hud_scores": (890, 6, 380, 80, {"kind": "text", "align": "right"}),
    })
    # The lessons' table: the narration panel holds the left side, so the
    # triangle sits a card further right, P0's column stops short of the
    # panel, and the standing and prompt share the cloth's right side.
    anchors.update({f"lesson_{name}": a for name, a in triangle(90, left=380, bend_1=200,
                                                           bend_2=(455, 466, 320, 126)).items()})
    anchors.update({
        "lesson_hud_standing": (786, 292, 284, 104, {"kind": "text", "align": "left"}),
        "lesson_hud_prompt": (786, 520, 284, 36, {"kind": "text", "align": "center"}),
    })
    return {
        "tileset": "rodizio_table",
        "properties": {
            "game": ("string", "rodizio"),
            "seats": ("int", seats),
            # cards on the plates are drawn at 0.75 x 120x168 = 90x126 (a plate
            # anchor's size); a column shifts each card by half a card along
            # its long side, squeezed toward a quarter when it runs out of room.
            "card_scale": ("float", 0.75),
            "stack_step": ("int", 63),
        },
        "regions": regions,
        "anchors": anchors,
    }


#: ``rodizio_table`` is the 4-seat table (any seat count can use it);
#: ``rodizio_table_<n>`` is laid out for n seats.
RODIZIO = rodizio_spec(4)

FOODIES = {
    "properties": {
        "game": ("string", "foodies"),
        # ingredient cards on the table and in the viewer's hand: 0.85 x 120x168
        "card_scale": ("float", 0.85),
        # recipe cards (160x224) on the menu: 0.8 -> 128x179
        "recipe_scale": ("float", 0.8),
    },
    "regions": [
        ("cloth", 5, 3, 26, 13),        # the sofreh: x 200..1080, y 120..560
        ("felt", 6, 14, 31, 17),        # place_0 + trophies_0 mat (bottom, wide)
        ("felt", 0, 3, 3, 13),          # place_1 mat (left)
        ("felt", 10, 0, 26, 2),         # place_2 + trophies_2 mat (top)
        ("felt", 28, 3, 31, 13),        # place_3 mat (right)
    ],
    "anchors": {
        "deck": (250, 180, 120, 170, {"kind": "pile", "facing": "down"}),
        "used_pile": (910, 180, 120, 170, {"kind": "pile", "facing": "up"}),
        "menu_0": (415, 150, 140, 220, {"kind": "recipe", "slot": 0}),
        "menu_1": (570, 150, 140, 220, {"kind": "recipe", "slot": 1}),
        "menu_2": (725, 150, 140, 220, {"kind": "recipe", "slot": 2}),
        "actions": (415, 392, 450, 56, {"kind": "buttons", "optional": True}),
        "place_0": (250, 566, 780, 148, {"kind": "hand", "facing": "up", "fan": True}),
        "place_1": (10, 148, 140, 252, {"kind": "hand", "facing": "down"}),
        "place_2": (410, 6, 460, 96, {"kind": "hand", "facing": "down"}),
        "place_3": (1130, 148, 140, 252, {"kind": "hand", "facing": "down"}),
        "trophies_0": (1050, 566, 220, 148, {"kind": "trophies"}),
        "trophies_1": (10, 410, 140, 140, {"kind": "trophies"}),
        "trophies_2": (880, 6, 190, 108, {"kind": "trophies"}),
        "trophies_3": (1130, 410, 140, 140, {"kind": "trophies"}),
        "hud_turn": (10, 6, 380, 40, {"kind": "text", "align": "left"}),
        "hud_prompt": (250, 500, 780, 40, {"kind": "text", "align": "center"}),
        "hud_round": (1090, 6, 180, 40, {"kind": "text", "align": "right"}),
    },
}

MAPS = {"rodizio_table": RODIZIO, "foodies_table": FOODIES,
        **{f"rodizio_table_{n}": rodizio_spec(n) for n in (2, 3, 4)}}


def tile_grid(spec: dict) -> list[list[int]]:
    """Local tile ids per cell: wood everywhere, then each region's 9-slice."""
    wood = TILE["wood"]
    # a deterministic, irregular mix of the three wood variants
    grid = [[wood[(c * 7 + r * 3 + (c * r) % 5) % 3 if (c + 2 * r) % 4 else 0]
             for c in range(W)] for r in range(H)]
    for kind, c0, r0, c1, r1 in spec["regions"]:
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                v = "t" if r == r0 else "b" if r == r1 else ""
                h = "l" if c == c0 else "r" if c == c1 else ""
                grid[r][c] = TILE[f"{kind}_{(v + h) or 'c'}"]
    return grid


def _prop(name: str, typ: str, value) -> str:
    if typ == "bool":
        value = "true" if value else "false"
    t = "" if typ == "string" else f' type="{typ}"'
    return f'   <property name="{name}"{t} value="{value}"/>\n'


def _obj_prop(name, value) -> str:
    typ = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else \
        "float" if isinstance(value, float) else "string"
    return "    " + _prop(name, typ, value).lstrip()


def tmx_text(name: str, spec: dict) -> str:
    grid = tile_grid(spec)
    rows = [",".join(str(t + 1) for t in row) for row in grid]   # firstgid = 1
    csv = ",\n".join(rows)
    anchors = spec["anchors"]
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n',
           f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
           f'renderorder="right-down" width="{W}" height="{H}" tilewidth="{T}" '
           f'tileheight="{T}" infinite="0" nextlayerid="3" nextobjectid="{len(anchors) + 1}">\n',
           ' <properties>\n']
    for k, (typ, v) in spec["properties"].items():
        out.append(_prop(k, typ, v).replace("   <", "  <", 1))
    out.append(' </properties>\n')
    out.append(f' <tileset firstgid="1" source="{spec.get("tileset", name)}.tsx"/>\n')
    out.append(f' <layer id="1" name="table" width="{W}" height="{H}">\n')
    out.append('  <data encoding="csv">\n' + csv + '\n</data>\n </layer>\n')
    out.append(' <objectgroup id="2" name="anchors">\n')
    for i, (aname, (x, y, w, h, props)) in enumerate(anchors.items(), start=1):
        out.append(f'  <object id="{i}" name="{aname}" x="{x}" y="{y}" width="{w}" height="{h}"')
        if props:
            out.append('>\n   <properties>\n')
            for k, v in props.items():
                out.append(_obj_prop(k, v))
            out.append('   </properties>\n  </object>\n')
        else:
            out.append('/>\n')
    out.append(' </objectgroup>\n</map>\n')
    return "".join(out)


def generate(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, spec in MAPS.items():
        p = out / f"{name}.tmx"
        p.write_text(tmx_text(name, spec), encoding="utf-8")
        written.append(p)
    return written


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Write the Tiled table layouts (.tmx)")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "maps")
    args = ap.parse_args(argv)
    paths = generate(args.out)
    print(f"make_maps: wrote {len(paths)} files under {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
