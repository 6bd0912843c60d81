"""After a game, "New setup" deals afresh unless the player typed the deal
number (every windowed game)."""
from __future__ import annotations

import pytest

from game import kits
from tests.client import testing as T

GAMES = [k.name for k in kits.windowed()]


def _after_a_game(game: str, typed: int | None) -> dict:
    """Setup → Start → (the table's) results → New setup; what each step saw."""
    kit = kits.get(game)
    seen: dict = {}

    def start(app):
        setup = app.top
        if typed is not None:
            setup.seed_row.seed = typed
            setup._set_seed(typed)
        setup.begin()

    def results(app):
        table = app.top
        seen["table_seed"] = table.flow.seed
        Results = kit.part("results_scene")
        app.replace(Results(app, table.config, table.flow, table.renderer))

    def new_setup(app):
        app.top.new_setup()

    def look(app):
        seen["setup"] = type(app.top).__name__
        seen["offered"] = app.top.seed
        seen["row"] = app.top.seed_row.value

    app = T.make_app(frames=12, script=[(2, start), (4, results), (6, new_setup), (8, look)])
    assert app.run(kit.part("setup_scene")) == 0
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_a_drawn_deal_number_goes_back_to_random(game):
    seen = _after_a_game(game, None)
    assert seen["table_seed"] == 1            # headless runs draw 1
    assert seen["setup"] == "SetupScene" and seen["offered"] is None and seen["row"] is None


@pytest.mark.parametrize("game", GAMES)
def test_a_typed_deal_number_stays(game):
    seen = _after_a_game(game, 4242)
    assert seen["table_seed"] == 4242
    assert seen["offered"] == 4242 and seen["row"] == 4242
