"""The Challenges screen grows with the Text size setting (issue #32): its
rows stand in one column from 125 %, grow and scroll with the focused row
in view; every text of the screen grows (the layout audit's growth check)
and nothing overflows or is cut, in en, pt and fa."""
from __future__ import annotations

import pygame

from game.client.daily.challenges_scene import ChallengesScene
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


def test_the_layout_audit_passes_the_challenges_at_every_text_size(tmp_path):
    from tests.client.test_layout_audit import _tool
    problems = _tool().audit(("en", "pt", "fa"), ["challenges"], out=tmp_path, text_sizes=(125, 175, 200),
                             growth=True)
    assert problems == []
