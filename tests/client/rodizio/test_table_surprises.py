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


# -- one meaning of "place" -------------------------------------------------------
def _finished(seed: int, seats: int):
    state = R.new_game(seed, seats)
    i = 0
    while R.actor(state) is not None:
        if R.actor(state) == "glutton":
            action = R.automatic_action(state)
        else:
            legal = R.legal_actions(state)
            action = legal[(seed * 7 + i) % len(legal)]
        state, _ = R.apply(state, action)
        i += 1
    return state


class _Flow:
    def __init__(self, state):
        self.state = state
        self.result = R.result(state)


@pytest.mark.parametrize("seed,seats", [(s, n) for s in range(1, 9) for n in (2, 3, 4)])
def test_the_results_places_are_the_statistics_places(seed, seats):
    """Issue 31: the results said "1st" for the highest total while the
    Statistics recorded the same game as 2nd/4th. Now a row's place is the
    place the statistics record (``kit.places_of``: winners 1st), rows run
    in that order, and the Glutton takes no place."""
    from game import kits
    from game.client.rodizio.results_scene import standings
    state = _finished(seed, seats)
    flow = _Flow(state)
    rows = standings(flow)
    recorded = kits.get("rodizio").places_of(flow.result)
    for row in rows:
        if row["actor"] == "glutton":
            assert row["place"] is None
        else:
            assert row["place"] == recorded[row["actor"]]
    seat_rows = [r for r in rows if r["place"] is not None]
    assert [r["place"] for r in seat_rows] == sorted(r["place"] for r in seat_rows)
    for w in flow.result["winners"]:
        assert recorded[w] == 1
