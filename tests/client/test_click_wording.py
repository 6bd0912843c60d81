"""A mouse has no key to press: while it is the device last used, texts
that name a key or button say "Click…" instead ("Press Click to show your
hand" was the hot-seat cover's line) — in every language; with a key or a
pad, they name the real key or button."""
from __future__ import annotations

import pygame
import pytest

from tests.client import testing as T

KEYS = ["rodizio.cover.go", "foodies.cover.go", "rodizio.prompt.over", "foodies.prompt.over"]


@pytest.mark.parametrize("language", ["en", "pt", "fa"])
def test_covers_and_ends_say_click_with_the_mouse_and_the_key_otherwise(language):
    app = T.make_app(frames=1, language=language)
    app.run()
    tr, inp = app.text.tr, app.input
    click = inp.prompt("confirm", "mouse")
    inp.map(T.move((200, 200)))
    assert inp.last_device == "mouse"
    pointing, app.text.pointing = app.text.pointing, lambda: False
    press_click = {key: tr(key, button=click) for key in KEYS}      # "Press Click to …"
    app.text.pointing = pointing
    for key in KEYS:
        said = tr(key, button=inp.prompt("confirm"))
        assert said == tr(key + ".click") != press_click[key], (key, said)
    inp.map(T.key(pygame.K_SPACE))
    for key in KEYS:
        said = tr(key, button=inp.prompt("confirm"))
        assert "Enter" in said and said != tr(key + ".click"), (key, said)


def test_the_hot_seat_cover_drawn_after_a_mouse_move_says_click():
    from game.client import layout_audit
    from game.client.rodizio.config import GameConfig
    from game.client.rodizio.table_scene import TableScene
    app = T.make_app(frames=3)
    scene = TableScene(app, GameConfig(seats=["human", "human"], seed=2))
    app.run(scene)
    app.input.map(T.move((300, 300)))
    for _ in range(600):
        if scene.flow.phase == "cover":
            break
        scene.update(app.DT)
    assert scene.flow.phase == "cover"
    with layout_audit.recording() as rec:
        app._render()
    shown = [d.text for d in rec.drawn]
    assert app.text.tr("rodizio.cover.go.click") in shown, shown
    assert not any("Press Click" in s for s in shown)
