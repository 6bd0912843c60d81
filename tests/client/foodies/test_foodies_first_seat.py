"""Foodies' setup asks who goes first, as Rodízio's does; the choice reaches
the rules, the record and a restored table."""
from __future__ import annotations

from game.client.foodies import session
from game.client.foodies.config import GameConfig
from game.rules import foodies as F
from game.client.intents import Intent
from tests.client import testing as T


def test_the_setup_offers_who_goes_first_and_the_table_starts_there():
    seen = {}

    def pick(app):
        setup = app.top
        setup._set_count(3)
        setup.first_row.handle(Intent("right"), app)     # seat 2 goes first
        seen["values"] = list(setup.first_row.values)
        setup.begin()

    def look(app):
        seen["first"] = app.top.flow.state.to_move
        seen["config"] = app.top.config

    app = T.make_app(frames=6, script=[(2, pick), (4, look)])
    from game.client.foodies.setup_scene import SetupScene
    assert app.run(SetupScene) == 0
    assert seen["values"] == [0, 1, 2]
    assert seen["first"] == 1 and seen["config"].first_seat == 1
    assert session.record_options(seen["config"]) == {"first_seat": 1}


def test_a_record_keeps_who_went_first():
    class Rec:
        levels, seed, options = ["human", "easy", "easy"], 9, {"first_seat": 2}
    cfg = session.config_from_record(Rec)
    assert cfg.first_seat == 2
    assert F.to_json(F.new_game(9, 3, **Rec.options))["to_move"] == 2
    Rec.options = {}   # older records: seat 1 first
    assert session.config_from_record(Rec).first_seat == 0
    assert session.record_options(GameConfig(seats=["human", "easy"])) == {}
