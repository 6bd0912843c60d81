"""The rules summary (a TextScene) grows with the Text size setting: its
headings as its body text (issue #32), checked by the layout audit's
growth check in every language."""
from __future__ import annotations

import pygame

from game.client import layout_audit
from game.client.scenes.text_scene import TextScene
from game.storage.settings import Settings
from tests.client import testing as T


def _heading_height(size: int) -> int:
    app = T.make_app(frames=2, settings=Settings(text_size=size))
    app.run(lambda a: TextScene(a, "pause.rules_title", None, body="# Goal\nEat the most pizza."))
    with layout_audit.recording() as rec:
        app.top.draw(pygame.Surface(app.SIZE))
    return next(d.ink.h for d in rec.drawn if d.text == "Goal")


def test_a_heading_grows_with_the_text_size():
    assert _heading_height(200) >= 1.8 * _heading_height(100)


def test_the_rules_pages_pass_the_audit_with_the_growth_check(tmp_path):
    from tests.client.testing import audit_tool as _tool
    problems = _tool().audit(("en", "pt", "fa"), ["rodizio_rules", "foodies_rules"], out=tmp_path,
                             text_sizes=(200,), growth=True)
    assert problems == []
