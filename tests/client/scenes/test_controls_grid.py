"""The Controls screen's grid grows with the Text size setting (issue #32):
its text and rows grow, its columns are measured, rows that no longer fit
scroll with the focused row in view, and the layout audit finds nothing at
any size in en, pt and fa."""
from __future__ import annotations

import pygame
import pytest

from game.client import layout_audit
from game.client.bindings import BINDABLE
from game.client.intents import Intent
from game.client.scenes.controls import ControlsScene
from game.storage.settings import Settings
from tests.client import testing as T


def _scene(size: int, lang: str = "en") -> ControlsScene:
    app = T.make_app(frames=2, settings=Settings(text_size=size, language=lang))
    app.run(ControlsScene)
    return app.top


def _drawn(scene: ControlsScene) -> dict[str, pygame.Rect]:
    """Each text the scene draws -> its ink rect (the first one drawn)."""
    surface = pygame.Surface(scene.app.SIZE)
    with layout_audit.recording() as rec:
        scene.draw(surface)
    out: dict[str, pygame.Rect] = {}
    for d in rec.drawn:
        out.setdefault(d.text, d.ink or d.rect)
    return out


def test_at_100_percent_the_grid_keeps_its_designed_geometry():
    scene = _scene(100)
    grid = scene.grid()
    assert [grid.cell_rect(0, c).x for c in range(3)] == [520, 730, 940]
    assert grid.cell_rect(0, 0).size == (190, 36) and grid.cell_rect(1, 0).y == 138 + 41
    assert grid.shown == len(BINDABLE) and not grid.more_below
    assert [b.rect for b in scene.buttons] == [pygame.Rect(300, 600, 330, 52), pygame.Rect(650, 600, 330, 52)]


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_grid_text_and_rows_grow_with_the_text_size(lang):
    small, big = _scene(100, lang), _scene(200, lang)
    a, b = _drawn(small), _drawn(big)
    action = small.app.text.tr("intent.confirm")
    for label in (action, "Enter", "Space", small.app.text.tr("controls.keys")):
        assert b[label].h >= 1.8 * a[label].h, (label, a[label], b[label])
    assert big.grid().row_h >= 1.8 * small.grid().row_h
    assert big.grid().cell_rect(0, 0).h >= 1.8 * small.grid().cell_rect(0, 0).h
    # the key cells are as wide as their names need: the longest default key does not shrink to fit
    big.row = BINDABLE.index("back")
    assert _drawn(big)["Backspace"].h >= 1.8 * a["Backspace"].h


def test_at_200_percent_the_grid_scrolls_and_keeps_the_focused_row_in_view():
    scene = _scene(200)
    surface = pygame.Surface(scene.app.SIZE)
    scene.draw(surface)
    grid = scene.grid()
    assert grid.more_below and not grid.more_above and grid.shown < len(BINDABLE)
    hidden = grid.cell_rect(len(BINDABLE) - 1, 0)   # where the last row would be: past the buttons
    assert not grid.visible(len(BINDABLE) - 1)
    for row in range(1, len(BINDABLE)):
        scene.handle(Intent("down"))
        scene.draw(surface)
        grid = scene.grid()
        cell = grid.cell_rect(row, scene.col)
        assert grid.visible(row) and grid.area.contains(cell.inflate(-40, 0).clip(grid.area)) and cell.bottom <= grid.bottom
        assert not any(cell.colliderect(b.rect) for b in scene.buttons)
    assert grid.more_above and not grid.more_below
    # a row scrolled out of view takes no clicks; the one drawn there does
    assert scene._cell_at(grid.cell_rect(0, 0).center) is None or grid.visible(0)
    assert scene._cell_at(grid.cell_rect(len(BINDABLE) - 1, 1).center) == (len(BINDABLE) - 1, 1)
    assert hidden.bottom > grid.bottom


def test_a_long_status_line_wraps_above_the_buttons_and_the_focus_stays_in_view():
    scene = _scene(200, "pt")
    scene.row = BINDABLE.index("undo")
    scene.status = " ".join([scene.app.text.tr("controls.bound", action="Desfazer", key="Backspace")] * 3)
    size, lines = scene.status_lines()
    assert len(lines) == 2 and size >= 30
    drawn = _drawn(scene)
    grid = scene.grid()
    assert grid.visible(scene.row)
    for ln in lines:
        assert drawn[ln].bottom <= scene.buttons[0].rect.top
        assert drawn[ln].top >= grid.area.bottom


def test_the_layout_audit_passes_the_controls_screen_at_every_text_size(tmp_path):
    # growth: every text of the screen (but the prompt bar's) grows with the setting too
    problems = T.audit_tool().audit(("en", "pt", "fa"), ["controls", "controls_listening"], out=tmp_path,
                             text_sizes=(125, 175, 200), growth=True)
    assert problems == []
