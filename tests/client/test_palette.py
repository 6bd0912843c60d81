"""Each palette stays distinguishable under the colour vision it is for
(and under normal vision): colorspacious' CVD model (Machado et al. 2009,
full severity), distances in CAM02-UCS (game.client.colour_vision); every
colour cue keeps a sign that is not colour (a shape per seat, a cross for
"needs")."""
from __future__ import annotations

import pygame
import pytest

pytest.importorskip("numpy")
pytest.importorskip("colorspacious")

from game.client import colour_vision as cv  # noqa: E402
from game.client import theme  # noqa: E402
from game.storage.settings import PALETTES  # noqa: E402


def test_the_settings_offer_every_palette_the_theme_has():
    assert tuple(theme.PALETTES) == PALETTES


@pytest.mark.parametrize("name", list(theme.PALETTES))
def test_each_palette_is_told_apart_by_the_eyes_it_is_for(name):
    for vision in {"normal", cv.FOR[name]}:
        got = cv.least(theme.PALETTES[name], vision)
        short = {g: round(got[g], 1) for g in cv.MINIMUM if got[g] < cv.MINIMUM[g]}
        assert not short, (name, vision, short)


def test_the_standard_palette_is_why_the_others_exist():
    """Under deuteranopia two of the standard seat colours nearly merge, and
    with tritanopia too: the measure finds what the palettes are for."""
    for vision in ("deuteranopia", "tritanopia"):
        assert cv.least(theme.PALETTES["standard"], vision)["seats"] < cv.MINIMUM["seats"]


def test_no_seat_colour_looks_like_the_mustard_of_the_seat_to_play():
    """Issue #32: the old colour-blind seats had a yellow beside the
    mustard header of the active seat (240,228,66 / 244,181,44)."""
    for name, palette in theme.PALETTES.items():
        for vision in {"normal", cv.FOR[name]}:
            assert min(cv.distance(c, theme.MUSTARD, vision) for c in palette["SEAT_COLORS"]) >= \
                cv.MINIMUM["seats"], (name, vision)


def test_switching_the_palette_changes_the_cues_in_place():
    from game.client.foodies import paint
    from game.client.rodizio import draw_effects, table_draw
    try:
        for name in ("protanopia", "tritanopia"):
            theme.set_palette(name)
            chosen = theme.PALETTES[name]
            assert tuple(paint.SEAT_COLORS[2]) == chosen["SEAT_COLORS"][2]
            assert tuple(table_draw.GLOW_OK) == chosen["GLOW_OK"]
            assert tuple(draw_effects.SPICE_COLORS["free"]) == chosen["SPICE_FREE"]
            assert tuple(theme.FOCUS) == chosen["FOCUS"]
    finally:
        theme.set_palette()
    assert tuple(paint.GLOW_BAD) == theme.PALETTES["standard"]["GLOW_BAD"]
    theme.set_palette("colour_blind")   # an old or unknown name: the standard palette
    assert theme.palette == "standard"


def test_seat_colours_carry_readable_ink():
    for palette in theme.PALETTES.values():
        for colour in palette["SEAT_COLORS"]:
            assert theme.ink_on(colour) in (theme.INK, theme.WHITE)
    assert theme.ink_on((240, 228, 66)) == theme.INK and theme.ink_on((0, 40, 110)) == theme.WHITE


def _drawn(draw) -> set[tuple[int, int]]:
    surf = pygame.Surface((60, 60))
    surf.fill((0, 0, 0))
    draw(surf)
    return {(x, y) for x in range(60) for y in range(60) if surf.get_at((x, y))[:3] != (0, 0, 0)}


def test_each_seat_has_its_own_shape_so_black_and_white_tells_them_apart():
    shapes = [frozenset(_drawn(lambda s, seat=seat: theme.seat_token(s, seat, (30, 30), 14)))
              for seat in range(4)]
    assert len(set(shapes)) == 4
    assert len(set(theme.SEAT_SHAPES)) == 4


def test_the_foodies_focus_frame_takes_the_palettes_focus_colour():
    """Issue #32: the hand's focus frame stayed mustard in the colour-blind palette."""
    from tests.client import testing as T
    from game.client.foodies.paint import Paint
    app = T.make_app(frames=1)
    renderer = type("R", (), {"app": app})()
    try:
        theme.set_palette("deuteranopia")
        surf = pygame.Surface((200, 200))
        surf.fill((0, 0, 0))
        Paint(renderer).ring(surf, pygame.Rect(60, 60, 80, 80), 0, True)
        colours = {surf.get_at((x, 100))[:3] for x in range(40, 62)}
        assert tuple(theme.FOCUS) in colours and theme.MUSTARD not in colours
    finally:
        theme.set_palette()
