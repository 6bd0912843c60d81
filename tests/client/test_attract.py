"""The title screen's attract mode plays each registered game in turn (the
three of the suite: Rodízio, Foodies and the tests' Tiny), and every game's
demo scene plays game after game and gives way to the title on input."""
from __future__ import annotations

import pytest

from game import kits
from game.client import attract
from game.client.intents import Intent
from game.storage.settings import Settings
from tests.client import testing as T

WINDOWED = kits.windowed()


def test_the_attract_mode_takes_each_game_in_turn():
    assert len(WINDOWED) >= 3, "the suite plays three games (tests/conftest.py)"
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=2)
    app.run()
    seen = []
    for _ in range(len(WINDOWED) + 1):
        seen.append(type(attract.make_attract_scene(app)))
        app.tick += attract.SWITCH_TICKS      # the next one comes after 30 s of idling
    assert seen == [k.part("demo_scene") for k in WINDOWED] + [WINDOWED[0].part("demo_scene")]
    again = type(attract.make_attract_scene(app))
    app.tick += 10                            # a quick repeat: the same game
    assert type(attract.make_attract_scene(app)) is again


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_a_demo_plays_games_back_to_back(kit):
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=1500)
    scene = kit.part("demo_scene")(app, seed=7, speed=float("inf"), attract=False)
    app.run(scene)
    assert scene.games >= 2            # one game ended, the next began
    assert not app._errors


@pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)
def test_an_attract_scene_returns_to_the_title_on_input(kit):
    names = []
    app = T.make_app(settings=Settings(anim_speed="fast"), frames=40, script=[
        (1, lambda app: app.push(kit.part("demo_scene")(app, seed=3, attract=True))),
        (20, lambda app: names.append(T.stack_names(app)[-1])),
        (30, Intent("confirm")),
        (35, lambda app: names.append(T.stack_names(app)))])
    app.run()
    assert names == [kit.part("demo_scene").__name__, ["TitleScene"]]


def test_a_direction_that_ends_the_attract_mode_also_moves_the_menu():
    """A press always acts: the D-pad Down that sends the demo away also
    moves the title's focus (it once only woke the menu, and the next A
    started the game above the one meant); confirm only returns."""
    import pygame
    kit = WINDOWED[0]
    seen = {}
    app = T.make_app(settings=Settings(anim_speed="fast"), frames=40, script=[
        (1, lambda app: seen.update(focus=app.top.menu.focus)),
        (2, lambda app: app.push(kit.part("demo_scene")(app, seed=3, attract=True))),
        (10, T.pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)),
        (12, lambda app: seen.update(down=(T.stack_names(app), app.top.menu.focus))),
        (14, lambda app: app.push(kit.part("demo_scene")(app, seed=3, attract=True))),
        (20, T.pad(pygame.CONTROLLER_BUTTON_A)),
        (22, lambda app: seen.update(confirm=(T.stack_names(app), app.top.menu.focus)))])
    app.run()
    assert seen["down"] == (["TitleScene"], seen["focus"] + 1)
    assert seen["confirm"] == (["TitleScene"], seen["focus"] + 1)
