"""How far apart the palette's colour cues look under a colour vision.

The measure behind the palettes of game.client.theme (issue #32): colours
are simulated as seen with protanopia, deuteranopia or tritanopia by
colorspacious' model (Machado, Oliveira & Fernandes 2009, full severity),
and told apart by their distance in CAM02-UCS (colorspacious' ``deltaE``:
about 10 is "clearly different" side by side). Needs colorspacious and
numpy (the test extra); the game itself never imports this module.

``GROUPS`` names the pairs that must be told apart; ``least(palette,
vision)`` is each group's smallest distance; ``MINIMUM`` the documented
floor each palette keeps under normal vision and under the vision it is
for (tests/client/test_palette.py, the table in docs/accessibility.md:
``python tools/palette_table.py``)."""
from __future__ import annotations

import itertools

from game.client import theme

#: colorspacious' name for each simulated colour vision (None: normal).
VISIONS = {"normal": None, "protanopia": "protanomaly", "deuteranopia": "deuteranomaly",
           "tritanopia": "tritanomaly"}
#: The vision each palette is for (besides normal vision).
FOR = {"standard": "normal", "protanopia": "protanopia", "deuteranopia": "deuteranopia",
       "tritanopia": "tritanopia"}
#: What the focus ring is drawn on: the red cloth, cream panels, chocolate boards.
BACKGROUNDS = ((166, 44, 30), theme.CREAM, theme.CHOCOLATE)
#: The group of pairs that must be told apart, in words (the docs' table).
GROUPS = {"seats": "seat colours from each other and from the mustard of the seat to play",
          "serve": "can serve / may play from needs / may not",
          "spice": "the two spicy kinds",
          "focus": "the focus ring from the cloth, the cream panels and the chocolate boards"}
#: The least CAM02-UCS distance each group keeps (under normal vision and
#: under the vision its palette is for).
MINIMUM = {"seats": 25.0, "serve": 40.0, "spice": 25.0, "focus": 25.0}


def pairs(palette: dict) -> dict[str, list[tuple[tuple, tuple]]]:
    """The pairs of colours of ``palette`` (a theme.PALETTES value) that
    must be told apart, by group."""
    seats = [tuple(c) for c in palette["SEAT_COLORS"]] + [theme.MUSTARD]
    return {"seats": list(itertools.combinations(seats, 2)),
            "serve": [(palette["GLOW_OK"], palette["GLOW_BAD"])],
            "spice": [(palette["SPICE_FREE"], palette["SPICE_DOUBLE"])],
            "focus": [(palette["FOCUS"], bg) for bg in BACKGROUNDS]}


def seen_as(rgb, vision: str):
    """``rgb`` (0..255) as seen with ``vision`` (a key of VISIONS), 0..255."""
    import colorspacious
    import numpy as np
    x = np.array(rgb, float) / 255
    kind = VISIONS[vision]
    if kind is not None:
        x = colorspacious.cspace_convert(x, {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}, "sRGB1")
    return np.clip(x, 0, 1) * 255


def distance(a, b, vision: str) -> float:
    import colorspacious
    return float(colorspacious.deltaE(seen_as(a, vision), seen_as(b, vision), input_space="sRGB255"))


def least(palette: dict, vision: str) -> dict[str, float]:
    """Each group's smallest distance between colours of ``palette`` seen with ``vision``."""
    return {group: min(distance(a, b, vision) for a, b in ps) for group, ps in pairs(palette).items()}
