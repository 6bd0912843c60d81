"""The lesson panel at a large Text size: a text that no longer fits goes
on pages (Next turns them, Back turns back) instead of shrinking back to
its 100 % size or losing its end (issue #32)."""
from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.client import layout_audit
from game.client.text import Text
from game.client.tutorial.panel import GROWN_FLOOR, NarrationPanel

BODY = ("On your turn you pick up a whole stack and deal it out. The yellow frame is your focus "
        "(arrows, D-pad or mouse move it); it is already on plate 2, where the blue arrow points.\n"
        "Confirm to take the stack: its cards go one by one to the plates, clockwise.")


def _app(lang: str, scale: float) -> SimpleNamespace:
    pygame.init()
    text = Text(lang)
    text.set_scale(scale)
    return SimpleNamespace(text=text, tick=0, input=SimpleNamespace(prompt=lambda intent: intent))


def _draw(panel: NarrationPanel) -> tuple[list[str], list[str]]:
    """One frame of the panel: the body lines drawn and the audit's problems."""
    surface = pygame.Surface((1280, 720))
    with layout_audit.recording() as rec:
        panel.draw(surface, title="Choose a plate", body=BODY, index=2, count=15, next_label="Next",
                   waiting=False)
    words = [d.text for d in rec.drawn]
    return words, rec.problems(surface)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_long_lesson_text_at_200_percent_goes_on_pages_and_loses_nothing(lang):
    app = _app(lang, 2.0)
    panel = NarrationPanel(app, (8, 92, 364, 462))
    shown: list[str] = []
    drawn, problems = _draw(panel)
    assert problems == []
    assert panel.pages > 1 and panel.page == 0
    size = panel._fit(BODY, 328, 300, (21, 19, 17, 15, 13, 12, 11, 10))[0]
    assert size >= GROWN_FLOOR[False]       # not shrunk back below the floor (28 px at 200 %)
    pages = panel.pages
    for page in range(pages):
        drawn, problems = _draw(panel)
        assert problems == []
        assert f"{page + 1}/{pages}" in drawn
        shown += [t for t in drawn if t not in {f"{page + 1}/{pages}"}]
        assert panel.turn(1) == (page + 1 < pages)
    assert panel.page == pages - 1
    # every word of the text was on some page
    assert set(BODY.split()) <= set(" ".join(shown).split())
    assert panel.turn(-1) and panel.page == pages - 2


def test_the_same_text_at_100_percent_keeps_one_page():
    panel = NarrationPanel(_app("en", 1.0), (8, 92, 364, 462))
    drawn, problems = _draw(panel)
    assert problems == [] and panel.pages == 1
    assert not panel.turn(1)
    assert not any("/" in t for t in drawn)
