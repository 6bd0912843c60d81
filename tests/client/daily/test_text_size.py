"""The Today and Challenges screens grow with the Text size setting (issue
#32): the challenges stand in one column from 125 %, grow and scroll with
the focused row in view; Today shows a game a page past 100 % and follows
the focus to the other game's page; every text of the screens grows (the
layout audit's growth check) and nothing overflows or is cut, in en, pt
and fa."""
from __future__ import annotations

import pygame

from game.client.daily.challenges_scene import ChallengesScene
from game.client.daily.scene import CARDS, TodayScene
from game.client.intents import Intent
from game.storage.settings import Settings
from tests.client import testing as T


def test_at_200_percent_the_challenges_stand_in_one_column_grow_and_scroll():
    small = T.make_app(frames=2, settings=Settings(text_size=100))
    small.run(ChallengesScene)
    app = T.make_app(frames=2, settings=Settings(text_size=200))
    app.run(ChallengesScene)
    scene, surface = app.top, pygame.Surface(app.SIZE)
    scene.draw(surface)
    small.top.draw(pygame.Surface(small.SIZE))
    assert len({r.rect.left for r in scene.rows}) == 1 and len({r.rect.left for r in small.top.rows}) == 2
    assert scene.rows[0].rect.h >= 1.8 * small.top.rows[0].rect.h
    assert scene.menu.more_below
    for _ in range(len(scene.rows) - 1):
        scene.handle(Intent("down"))
        scene.draw(surface)
        area, row = scene.menu.area, scene.menu.focused.rect   # wholly in view (the scroll marks sit past its end)
        assert area.top <= row.top and row.bottom <= area.bottom
    assert scene.menu.focused is scene.rows[-1] and scene.menu.more_above


def test_at_200_percent_today_shows_a_game_a_page_and_follows_the_focus():
    app = T.make_app(frames=2, settings=Settings(text_size=200))
    app.run(TodayScene)
    scene, surface = app.top, pygame.Surface(app.SIZE)
    assert len(scene.rows) >= 2
    scene.draw(surface)
    play0, play1 = scene.rows[0][0], scene.rows[1][0]
    assert not getattr(play0, "hidden", False) and play1.hidden and scene.menu.widget_at(play1.rect.center) is None
    assert scene.cards[0].width > scene.calendar_rect().width and not scene.calendar_rect().colliderect(scene.cards[0])
    for _ in range(6):
        if scene.menu.focused is play1:
            break
        scene.handle(Intent("down"))
    scene.draw(surface)
    assert scene.menu.focused is play1 and scene.focus_game == 1 and scene.shown_card == 1
    assert not play1.hidden and play0.hidden
    assert scene.cards[1].top == CARDS.top and scene.cards[0].bottom < CARDS.top   # the first game's page scrolled away
    assert pygame.Rect(0, 0, *app.SIZE).contains(scene.cards[1]) and scene.cards[1].contains(play1.rect)


def test_the_layout_audit_passes_today_the_challenges_and_the_puzzles_at_every_text_size(tmp_path):
    from tests.client.testing import audit_tool as _tool
    problems = _tool().audit(("en", "pt", "fa"), ["challenges", "today", "puzzles"], out=tmp_path,
                             text_sizes=(125, 175, 200),
                             growth=True)
    assert problems == []


def test_the_puzzle_tiles_numbers_grow_with_the_text_size():
    from game.client import layout_audit
    from game.client.daily.puzzles_scene import PuzzlesScene

    def ink(size: int) -> int:
        app = T.make_app(frames=2, settings=Settings(text_size=size))
        app.run(PuzzlesScene)
        with layout_audit.recording() as rec:
            app.top.draw(pygame.Surface(app.SIZE))
        return next(d.ink.h for d in rec.drawn if d.text == "12")
    assert ink(200) >= 1.8 * ink(100)
