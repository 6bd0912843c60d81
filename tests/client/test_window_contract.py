"""The window's half of the seam, for every windowed game (the suite's three:
Rodízio, Foodies and the tests' Tiny): its flow, renderer, setup and session
keep the protocols of game/client/common/protocols.py, a whole game runs
through only the shared phases, and no screen the game shows asks for a
catalog key that is missing in the player's language (it would show the raw
key, or English inside Persian)."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.client.common import protocols as P
from game.client.text import Text
from game.client.tutorial import script
from game.client.tutorial.picker import open_tutorial
from game.storage.settings import Settings
from tests.client import testing as T

WINDOWED = kits.windowed()
each_game = pytest.mark.parametrize("kit", WINDOWED, ids=lambda k: k.name)


def _table(kit, seats, seed=5):
    return lambda app: kit.part("table_scene")(app, kit.part("session").make_config(seats, seed))


@each_game
def test_a_games_parts_keep_the_window_protocols(kit):
    session = kit.part("session")
    assert isinstance(session, P.Session)
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=3)
    app.run(_table(kit, ["human", "normal"]))
    scene = app.top
    assert isinstance(scene.flow, P.TableFlow) and isinstance(scene.renderer, P.TableRenderer)
    assert isinstance(scene.config, P.SeatConfig)
    assert {"hint", "menu"} <= set(scene.renderer.buttons())
    assert isinstance(scene.flow.in_motion(), bool)
    # a replay's table comes from the session alone
    flow = session.make_flow(app, scene.config, session.load_layout(app), speed=lambda: 1.0,
                             deterministic=True, state=scene.flow.state, deal=False)
    assert isinstance(flow, P.TableFlow)
    assert isinstance(session.make_renderer(app, flow, session.load_layout(app)), P.TableRenderer)
    assert isinstance(session.undo_button_rect(scene), pygame.Rect)
    lesson = open_tutorial(app, kit.name)
    assert isinstance(lesson.flow, P.LessonFlow)


@each_game
def test_a_whole_ai_game_goes_through_the_shared_phases_only(kit):
    phases = set()
    seats = ["easy"] * kit.seats.client_max
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=6000,
                     script=[(t, lambda a: phases.add(a.top.flow.phase)) for t in range(1, 6000)])

    def stop_at_end(a):
        if a.top.flow.phase == "over":
            a.quit()
    app.script += [(t, stop_at_end) for t in range(1, 6000)]
    app.script.sort(key=lambda it: it[0])
    app.run(_table(kit, seats))
    assert "over" in phases and phases <= set(P.PHASES), phases
    flow = app.top.flow
    assert flow.rules.actor(flow.state) is None and flow.ply > 0


class MissingKeys:
    """Text.tr asked for a key the current language's catalog lacks."""

    def __init__(self, monkeypatch):
        self.keys: set[tuple[str, str]] = set()
        tr = Text.tr

        def recording(text, key, /, **fmt):
            if text.catalog.get(key) is None:
                self.keys.add((text.language, key))
            return tr(text, key, **fmt)
        monkeypatch.setattr(Text, "tr", recording)


def _every_screen(kit, lang):
    """Setup, the table to its results, the pause menu, the demo and every lesson."""
    seats = ["human"] + ["easy"] * (kit.seats.client_min - 1)
    shots = [(kit.part("setup_scene"), 10, []), (lambda a: kit.part("demo_scene")(a, seed=3, attract=True), 200, [])]

    def confirm_at_end(app):
        if type(app.top).__name__ != "ResultsScene" and getattr(app.top, "flow", None) is not None:
            app.post_intent("confirm")
    shots.append((_table(kit, seats), 3000, [(t, confirm_at_end) for t in range(20, 3000, 3)]))

    def pause(app):
        from game.client.scenes.pause import PauseScene
        app.push(PauseScene(app))
    shots.append((_table(kit, ["human", "easy"]), 40, [(30, pause)]))
    for i in range(len(script.load(kit.name).steps)):
        shots.append((lambda a, i=i: open_tutorial(a, kit.name, start=i), 30, []))
    for first, frames, items in shots:
        app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=frames, script=items)
        app.run(first)
        assert not app._errors, (kit.name, lang, first)
        for scene in app.stack:   # drawn at least once, whatever the frame skipping
            scene.draw(app.screen)


@each_game
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_no_screen_of_a_game_asks_for_a_missing_catalog_key(kit, lang, monkeypatch):
    missing = MissingKeys(monkeypatch)
    _every_screen(kit, lang)
    # game-named keys (the game's own and those the shared scenes build for it)
    own = {k for _, k in missing.keys if k.startswith(f"{kit.name}.") or k.endswith(f"_{kit.name}")}
    assert not own, sorted(own)
