"""Issue 31's Rodízio surprises at the table: the key line at the top never
runs under the top seat's name (mouse prompts, every language), and covered
stack cards show their values."""
from __future__ import annotations

import pygame
import pytest

from game.client import layout_audit
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_scene import TableScene
from game.rules import rodizio as R
from game.storage.settings import Settings
from tests.client import testing as T


def _render(state, lang: str, mouse: bool = True):
    """The settled table on ``state`` (seat 0 human, the mouse last used):
    every text drawn with its rect, the marks, and the renderer."""
    got = {}

    def step(app):
        flow = app.top.flow
        if got or flow.timeline.busy or flow.phase != "human" or app.tick < 8:
            return
        with layout_audit.recording() as rec:
            app._render()
        got["drawn"] = [(d.text, pygame.Rect(d.rect)) for d in rec.drawn]
        got["renderer"] = app.top.renderer
        got["keys"] = app.top.renderer._keys_hint()
        app.quit()
    n = state.seats
    config = GameConfig(seats=["human"] + ["normal"] * (n - 1), seed=1)
    script = [(t, step) for t in range(1, 400)]
    if mouse:
        script.append((3, T.move((640, 400))))
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=400,
                     script=sorted(script, key=lambda x: x[0]))
    app.run(lambda app: TableScene(app, config, state=state))
    assert got, "the table never settled on the human's turn"
    return got


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
@pytest.mark.parametrize("seats", [2, 4])
def test_the_key_line_stops_short_of_the_top_seats_name(lang, seats):
    got = _render(R.new_game(3, seats), lang)
    geo = got["renderer"].flow.geo
    name = pygame.Rect(geo["name_2"]).union(pygame.Rect(geo["place_2"]))
    keys = got["keys"]
    lines = [r for t, r in got["drawn"] if t and t in keys and len(t) > 8]
    assert lines, (keys, [t for t, _ in got["drawn"]][:20])
    for r in lines:
        assert not r.colliderect(name), (lang, r, name)
