"""The lesson highlights look unlike the table's focus ring, keep clear of
labels, and lessons on a new table say so."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.client.app import App
from game.client.text import load_catalog
from game.client.tutorial import pointers, script
from game.client.tutorial.picker import open_tutorial
from game.storage.settings import MemorySettingsStore, Settings

FOCUS_YELLOWS = [(255, 226, 90), (244, 180, 40)]


def _ring_pixels(tick: int) -> tuple[pygame.Surface, pygame.Rect]:
    surf = pygame.Surface((400, 300))
    surf.fill((0, 0, 0))
    target = pygame.Rect(100, 80, 200, 140)
    pointers.ring(surf, target, tick)
    return surf, target.inflate(12, 12)


def test_the_lesson_outline_is_cyan_and_dashed_and_its_dashes_run():
    surf, outline = _ring_pixels(0)
    row = [tuple(surf.get_at((x, outline.top + 1)))[:3] for x in range(outline.left + 20, outline.right - 20)]
    lit = [c == pointers.LESSON for c in row]
    assert any(lit) and not all(lit)                     # dashed: lit runs and gaps
    runs = sum(1 for a, b in zip(lit, lit[1:]) if a and not b)
    assert runs >= 4
    assert all(c not in FOCUS_YELLOWS for c in row)      # not the focus ring's yellow
    later, _ = _ring_pixels(8)
    row_later = [tuple(later.get_at((x, outline.top + 1)))[:3] for x in range(outline.left + 20, outline.right - 20)]
    assert row_later != row                              # the dashes move round the target


def test_arrows_are_placed_off_labels_the_panel_and_the_screen_edge():
    target = pygame.Rect(800, 300, 90, 120)
    label = pointers.arrow_box(target, "right")          # something sits where the arrow would go
    panel = pygame.Rect(8, 92, 364, 462)
    side = pointers.place_arrow(target, [label], panel)
    assert side != "right"
    box = pointers.arrow_box(target, side)
    assert pointers.SCREEN.contains(box) and not box.colliderect(label) and not box.colliderect(panel)
    edge = pygame.Rect(1200, 300, 70, 100)                # no room on the right of the screen
    assert pointers.SCREEN.contains(pointers.arrow_box(edge, pointers.place_arrow(edge, [], panel)))


@pytest.mark.parametrize("game", [k.name for k in kits.windowed()])
def test_lessons_on_a_new_table_say_so(game):
    tut = script.load(game)
    seen: dict[int, bool] = {}

    def look(app):
        top = app.top
        seen[top.index] = top.new_table
        if top.index + 1 < len(tut.steps):
            top.enter(top.index + 1)

    if pygame.display.get_init():
        pygame.event.clear()
    n = len(tut.steps)
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=n + 2,
              script=[(t, look) for t in range(n)])
    app.run(lambda a: open_tutorial(a, game))
    want = {s.index: s.index > 0 and not s.continues and s.start != tut.steps[s.index - 1].end for s in tut.steps}
    assert seen == want
    assert not want[0]
    for lang in ("en", "pt", "fa"):
        assert load_catalog(lang).get("tutorial.new_table"), lang


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_most_built_in_lessons_set_out_their_own_table(game):
    steps = script.load(game).steps
    assert sum(s.index > 0 and not s.continues and s.start != steps[s.index - 1].end for s in steps) >= 5


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_every_lesson_ends_with_strategy(game):
    last = script.load(game).steps[-1]
    assert last.key == f"tutorial.{game}.strategy" and last.do is not None and last.after and last.wrong
