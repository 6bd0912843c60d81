"""The colour-blind safe palette stays distinguishable under simulated
protanopia, deuteranopia and tritanopia (colorspacious' CVD model, Machado
et al. 2009, at full severity; distances in CAM02-UCS, colorspacious'
deltaE), and every colour cue keeps a sign that is not colour."""
from __future__ import annotations

import itertools

import pytest

np = pytest.importorskip("numpy")
colorspacious = pytest.importorskip("colorspacious")

from game.client import theme  # noqa: E402

KINDS = ("protanomaly", "deuteranomaly", "tritanomaly")
CLOTH, CREAM = (166, 44, 30), theme.CREAM
#: Least CAM02-UCS distance between two cues that must be told apart
#: (about 10 is "clearly different" side by side; these are kept higher).
LEAST = {"seats": 20.0, "serve": 30.0, "spice": 25.0, "focus": 25.0}


def seen_as(rgb, kind):
    x = colorspacious.cspace_convert(np.array(rgb, float) / 255,
                                     {"name": "sRGB1+CVD", "cvd_type": kind, "severity": 100}, "sRGB1")
    return np.clip(x, 0, 1) * 255


def distance(a, b, kind) -> float:
    return float(colorspacious.deltaE(seen_as(a, kind), seen_as(b, kind), input_space="sRGB255"))


def distances(palette: dict, kind: str) -> dict[str, float]:
    return {"seats": min(distance(a, b, kind) for a, b in itertools.combinations(palette["SEAT_COLORS"], 2)),
            "serve": distance(palette["GLOW_OK"], palette["GLOW_BAD"], kind),
            "spice": distance(palette["SPICE_FREE"], palette["SPICE_DOUBLE"], kind),
            "focus": min(distance(palette["FOCUS"], bg, kind) for bg in (CLOTH, CREAM))}


@pytest.mark.parametrize("kind", KINDS)
def test_the_colour_blind_palette_is_told_apart(kind):
    got = distances(theme.PALETTES["colour_blind"], kind)
    assert all(got[cue] >= LEAST[cue] for cue in LEAST), got


def test_the_standard_palette_is_why_the_setting_exists():
    """Under deuteranopia two of the standard seat colours nearly merge."""
    assert distances(theme.PALETTES["standard"], "deuteranomaly")["seats"] < LEAST["seats"]


def test_switching_the_palette_changes_the_cues_in_place():
    from game.client.foodies import paint
    from game.client.rodizio import table_draw
    try:
        theme.set_palette(colour_blind=True)
        assert tuple(paint.SEAT_COLORS[2]) == theme.PALETTES["colour_blind"]["SEAT_COLORS"][2]
        assert tuple(table_draw.GLOW_OK) == theme.PALETTES["colour_blind"]["GLOW_OK"]
        assert tuple(table_draw.SPICE_COLORS["free"]) == theme.PALETTES["colour_blind"]["SPICE_FREE"]
    finally:
        theme.set_palette()
    assert tuple(paint.GLOW_BAD) == theme.PALETTES["standard"]["GLOW_BAD"]


def test_seat_colours_carry_readable_ink():
    for colour in theme.PALETTES["colour_blind"]["SEAT_COLORS"] + theme.PALETTES["standard"]["SEAT_COLORS"]:
        ink = theme.ink_on(colour)
        assert ink in (theme.INK, theme.WHITE)
    assert theme.ink_on((240, 228, 66)) == theme.INK and theme.ink_on((0, 114, 178)) == theme.WHITE
