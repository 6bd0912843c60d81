from pathlib import Path

import pygame
import pytest

from game.client.layout import Layout, LayoutError

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def layout():
    pygame.init()
    return Layout.load("tiny", FIXTURES)


def test_anchor_rects_by_name(layout):
    assert layout.anchor("plate_0") == pygame.Rect(8, 4, 24, 20)  # the "anchors" layer wins
    assert layout.anchor("deal_origin") == pygame.Rect(40, 30, 0, 0)  # a point
    assert layout.anchor("hud_turn") == pygame.Rect(2, 4, 10, 5)
    assert layout.props("plate_0") == {"seat": 0}
    assert layout.names() == ["deal_origin", "hud_turn", "plate_0"]
    assert layout.size == (64, 48)


def test_missing_anchor_is_a_clear_error(layout):
    with pytest.raises(LayoutError, match="no anchor named 'plate_9' in tiny.tmx"):
        layout.anchor("plate_9")


def test_missing_map_is_a_clear_error(tmp_path):
    with pytest.raises(LayoutError, match="layout map not found"):
        Layout.load("nowhere", tmp_path)


def test_background_draws_tile_layers(layout):
    surf = pygame.Surface((64, 48))
    surf.fill((0, 0, 0))
    layout.draw_background(surf)
    assert surf.get_at((2, 2))[:3] == (200, 40, 30)     # tile 1 (red)
    assert surf.get_at((18, 2))[:3] == (40, 160, 60)    # tile 2 (green)
    assert surf.get_at((60, 44))[:3] == (0, 0, 0)       # empty cell


def test_loads_without_an_open_window():
    from game.client import layout as layout_module
    layout_module._cache.clear()
    pygame.display.quit()
    lay = Layout.load("tiny", FIXTURES)
    assert lay.anchor("plate_0").w == 24


@pytest.mark.parametrize("name", ["rodizio_table", "foodies_table"])
def test_project_maps_if_present(name):
    from game.client import assets
    if not assets.path("maps", f"{name}.tmx").exists():
        pytest.skip(f"{name}.tmx not made yet")
    pygame.init()
    lay = Layout.load(name)
    assert lay.size == (1280, 720)
    required = ["hud_turn", "hud_prompt", "place_0"]
    spec = assets.path("maps", "required_anchors.json")
    if spec.exists():
        import json
        required = json.loads(spec.read_text(encoding="utf-8"))[name]
    screen = pygame.Rect(0, 0, 1280, 720)
    for anchor in required:
        rect = lay.anchor(anchor)
        assert screen.collidepoint(rect.topleft), (anchor, rect)
    surf = pygame.Surface((1280, 720))
    lay.draw_background(surf)
