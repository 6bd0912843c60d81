"""Issue 31's tutorial surprises: both tutorials make every way a round or
the game can end happen on the table (Foodies' cold kitchen included),
Finish offers a game, the deal-order tag does not read as a value, and the
tall panel's progress dots keep off Skip."""
from __future__ import annotations

import pygame
import pytest

from game.client.tutorial import pointers, script
from game.client.tutorial.picker import open_tutorial
from game.storage.settings import Settings
from tests.client import testing as T


def _events(game: str) -> list[str]:
    """Every event the lessons' moves make the rules core announce, with
    RoundEnded's reason and GameOver (as "RoundEnded:<reason>")."""
    out = []
    for step in script.load(game).steps:
        for e in step.events:
            name = type(e).__name__
            out.append(name)
            if name in ("RoundEnded", "GameOver") and getattr(e, "reason", None):
                out.append(f"{name}:{e.reason}")
    return out


def test_the_foodies_lessons_end_rounds_every_way_the_rule_book_does():
    """§5: deck out, menu cleared, cold kitchen; §6: the game ends when the
    recipe deck is out — each happens in a lesson, played by the rules core."""
    events = _events("foodies")
    for reason in ("deck_out", "menu_cleared", "cold_kitchen"):
        assert f"RoundEnded:{reason}" in events, events
    assert "GameOver" in events
    keys = [s.key for s in script.load("foodies").steps]
    assert "tutorial.foodies.cold_kitchen" in keys


def test_the_rodizio_lessons_end_the_game_both_ways():
    """§7: the game ends on 3 cards or fewer, and at closing time (two full
    rounds with nothing eaten) — each in a lesson, played by the rules core."""
    events = _events("rodizio")
    assert "GameOver:few_cards" in events and "GameOver:closing_time" in events, events
    keys = [s.key for s in script.load("rodizio").steps]
    assert "tutorial.rodizio.closing" in keys


@pytest.mark.parametrize("game", ["foodies", "rodizio"])
def test_finish_opens_the_games_setup(game):
    """The last lesson's Next is "Play a game": it opens the setup screen."""
    from game import kits
    tut = script.load(game)
    last = len(tut.steps) - 1
    seen = {}

    def finish(app):
        scene = app.top
        if getattr(scene, "index", None) == last and not scene.busy and not scene.waiting:
            scene.next()
            seen["top"] = type(app.top).__name__
            app.quit()
        elif getattr(scene, "waiting", False) and not seen.get("played"):
            seen["played"] = True
            scene.flow.play(scene.step.do)   # the lesson's move, as the player would make it
            scene.moved = True
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=600,
                     script=[(t, finish) for t in range(5, 600)])
    app.run(lambda a: open_tutorial(a, game, start=last))
    assert seen.get("top") == kits.get(game).part("setup_scene").__name__


def test_the_deal_order_tag_is_not_a_value_disc():
    pygame.init()
    from game.client.text import Text
    from game.client import theme

    class _App:
        text = Text("en")
    s = pygame.Surface((60, 60))
    s.fill((255, 255, 255))
    r = pointers.number_disc(s, _App(), (30, 30), 3)
    assert r.w >= 20 and r.h >= 20
    corner = s.get_at((r.left + 3, r.top + r.h // 2))[:3]      # a square tag: its edge is filled there
    assert tuple(corner) != (255, 255, 255)
    fill = s.get_at((r.left + 5, r.top + 5))[:3]
    assert tuple(fill) != theme.TOMATO and tuple(fill) == pointers.LESSON


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_the_tall_panels_progress_dots_keep_off_skip(lang):
    got = {}

    def look(app):
        panel = app.top.panel
        head = pygame.Rect(panel.rect.left, panel.rect.top, panel.rect.w, 84)
        got["dots"] = panel.dots_rect(head)
        got["skip"] = panel._buttons["skip"]
        app.quit()
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=30, script=[(10, look)])
    app.run(lambda a: open_tutorial(a, "rodizio", start=len(script.load("rodizio").steps) - 1))
    dots, skip = got["dots"], got["skip"]
    assert dots.w > 100 and not dots.inflate(12, 12).colliderect(skip), (dots, skip)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_recipe_arrows_keep_off_the_next_recipes_icons_and_outlines_go_round_labels(lang):
    """Lessons pointing at a menu recipe: the arrow ends in the gap (off the
    neighbouring recipes' icons, i.e. their cards less a margin), and an
    outline round a recipe takes in the labels under it ("Need…",
    "Served: CPU 2")."""
    tut = script.load("foodies")
    wanted = [s.index for s in tut.steps
              if any(p.removeprefix("ring:").startswith(("recipe:", "menu:")) for p in s.point)]
    assert wanted
    checked = []
    for start in wanted:
        got = {}

        def look(app):
            scene = app.top
            if scene.busy or "p" in got:
                return
            got["p"] = scene._pointers()
            got["menu"] = [pygame.Rect(scene.geo.menu_rect(k)) for k in range(3)]
            app.quit()
        app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=120,
                         script=[(t, look) for t in range(5, 120)])
        app.run(lambda a: open_tutorial(a, "foodies", start=start))
        menu = got["menu"]
        for rect, side, length in got["p"]:
            on = [m for m in menu if m.colliderect(rect) and rect.top <= m.top + 4]
            if not on:
                continue
            card = on[0]
            assert rect.bottom >= card.bottom + 40, (start, rect, card)   # the labels are inside
            if side is not None:
                box = pointers.arrow_box(rect, side, length)
                for other in menu:
                    if other != card:
                        assert not box.colliderect(other.inflate(-44, -20)), (start, side, box, other)
                checked.append(start)
    assert checked


def test_the_cold_kitchen_lesson_counts_down_then_starts_afresh():
    """The lesson opens on 1 quiet turn left (the warning), the draw ends
    the round cold, and the count starts again for the new round."""
    from game.client.foodies import cold_kitchen
    tut = script.load("foodies")
    start = next(s.index for s in tut.steps if s.key == "tutorial.foodies.cold_kitchen")
    seen = {}

    def go(app):
        scene = app.top
        flow = scene.flow
        if "before" not in seen and scene.waiting:
            seen["before"] = (flow.quiet_shown, cold_kitchen.close(flow.seats, flow.quiet_shown))
            flow.play(scene.step.do)
            scene.moved = True
        elif "before" in seen and not flow.timeline.busy:
            seen["after"] = (flow.quiet_shown, flow.state.round)
            app.quit()
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=600, script=[(t, go) for t in range(5, 600)])
    app.run(lambda a: open_tutorial(a, "foodies", start=start))
    assert seen["before"] == (9, True)
    assert seen["after"] == (0, 3)
