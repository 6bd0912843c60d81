"""The Foodies table's messages (table_names.TableNames): the words asked
for every frame are kept on the renderer, but never past a change of
language, and never those naming a key (they follow the bindings)."""
from tests.client import testing as T
from game.client.foodies.config import GameConfig
from game.client.foodies.table_scene import TableScene


def _table():
    app = T.make_app(frames=1)
    scene = TableScene(app, GameConfig(seats=["human", "normal"], seed=3))
    app.run(scene)
    return app, scene.renderer


def test_a_message_is_translated_once_and_again_in_another_language():
    app, r = _table()
    msg = ("foodies.hud.turn", {"who": 1})
    first = r.tr(msg)
    calls = []
    real = app.text.tr
    app.text.tr = lambda key, **fmt: (calls.append(key), real(key, **fmt))[1]
    try:
        assert r.tr(msg) == first and calls == []        # kept
        app.text.set_language("pt")
        again = r.tr(msg)
        assert calls and again == real("foodies.hud.turn", who=r.name(1))   # Portuguese, asked anew
    finally:
        app.text.tr = real
        app.text.set_language("en")


def test_a_message_naming_a_key_follows_the_bindings():
    app, r = _table()
    msg = ("foodies.prompt.over", {})
    before = r.tr(msg)
    real = app.text.key_prompt
    app.text.key_prompt = lambda intent: "Q" if intent == "confirm" else real(intent)
    try:
        after = r.tr(msg)
    finally:
        app.text.key_prompt = real
    assert "Q" in after and after != before


def test_a_message_with_a_list_is_translated_every_time():
    app, r = _table()
    msg = ("foodies.why.missing", {"recipe": 1, "missing": [("cheese", 2)]})   # a list: nothing to key it by
    first = r.tr(msg)
    assert "2" in first
    calls = []
    real = app.text.tr
    app.text.tr = lambda key, **fmt: (calls.append(key), real(key, **fmt))[1]
    try:
        assert r.tr(msg) == first
    finally:
        app.text.tr = real
    assert "foodies.why.missing" in calls
