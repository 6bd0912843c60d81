"""The tutorial picker (main menu → Tutorials) offers every registered
game's lessons (the suite's three: Rodízio, Foodies, Tiny), found by their
catalog keys, and Skip leaves a lesson back to it."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.client.tutorial.picker import TutorialPicker
from tests.client import testing as T

WINDOWED = kits.windowed()


def test_the_picker_lists_every_game_then_back():
    app = T.make_app(frames=1)
    app.run(TutorialPicker)
    assert T.menu_keys(app.top) == [k.client.tutorial_key for k in WINDOWED] + ["common.back"]


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_main_menu_tutorials_entry_opens_the_picker_then_the_lesson(kit):
    names: list[str] = []
    down = T.title_entry("menu.tutorials")
    pick = [k.client.tutorial_key for k in WINDOWED].index(kit.client.tutorial_key)
    items = [*T.presses(pygame.K_DOWN, down, 3, every=2), (4 + 2 * down, T.key(pygame.K_RETURN)),
             *T.presses(pygame.K_DOWN, pick, 8 + 2 * down, every=2),
             (10 + 2 * (down + pick), T.key(pygame.K_RETURN)),
             (16 + 2 * (down + pick), lambda a: names.extend(T.stack_names(a)))]
    if pygame.display.get_init():
        pygame.event.clear()
    app = T.make_app(frames=18 + 2 * (down + pick), script=items)
    app.run()
    assert names == ["TitleScene", "TutorialPicker", kit.part("tutorial_scene").__name__], names


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_skip_leaves_to_the_picker(kit):
    if pygame.display.get_init():
        pygame.event.clear()
    pick = [k.client.tutorial_key for k in WINDOWED].index(kit.client.tutorial_key)
    out: list[str] = []
    opened: list[str] = []
    app = T.make_app(frames=14 + pick, script=[
        *T.presses(pygame.K_DOWN, pick, 1), (3 + pick, T.key(pygame.K_RETURN)),
        (5 + pick, lambda a: opened.append(type(a.top).__name__)), (6 + pick, T.key(pygame.K_p)),
        (9 + pick, lambda a: out.extend(T.stack_names(a)))])
    app.run(lambda a: TutorialPicker(a))
    assert opened == [kit.part("tutorial_scene").__name__] and out == ["TutorialPicker"]
