"""The results screens' one plain line at the top: how the one human at the
table did ("You won!", "You came 3rd of 4", "You lost: CPU 2 had the second-highest total")."""
from __future__ import annotations

import pygame
import pytest

from game import kits
from game.ai.match import play_match
from game.storage.settings import Settings
from tests.client import testing as T


def _results(game: str, seats: int, seed: int, lang: str = "en", humans: int = 1):
    """A finished AI game shown as if seat 0 (and more, for hot seat) were human."""
    kit = kits.get(game)
    rules = kits.rules_module(game)
    opts = kit.game_options({o.name: True for o in kit.options if isinstance(o.default, bool)})
    m = play_match(rules, rules.new_game(seed, seats, **opts), [kits.make_agent(game, "easy")] * seats, seed)
    session = kit.part("session")
    config = session.make_config(["human"] * humans + ["easy"] * (seats - humans), seed, **opts)
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=1)
    table = kit.part("table_scene")(app, config, state=m.final)
    return app, kit.part("results_scene")(app, config, table.flow, table.renderer), rules.result(m.final)


def _outcomes(game: str, seats: int):
    out = {}
    for seed in range(1, 30):
        app, scene, res = _results(game, seats, seed)
        won = 0 in res["winners"]
        kind = "won" if won and len(res["winners"]) == 1 else "shared" if won else "lost"
        out.setdefault(kind, (scene, res))
    return out


@pytest.mark.parametrize("seats", [3, 4])
def test_foodies_says_the_players_place(seats):
    out = _outcomes("foodies", seats)
    assert "won" in out and "lost" in out
    assert out["won"][0].you_line() == "You won!"
    scene, res = out["lost"]
    sj = scene.flow.state_json
    key = {s: (res["scores"][s], len(sj["served"][s])) for s in range(seats)}
    place = 1 + sum(1 for s in range(seats) if key[s] > key[0])
    assert scene.you_line() == f"You came {['2nd', '3rd', '4th'][place - 2]} of {seats}"


@pytest.mark.parametrize("seats", [2, 4])
def test_rodizio_names_who_was_second(seats):
    out = _outcomes("rodizio", seats)
    assert "lost" in out
    scene, res = out["lost"]
    line = scene.you_line()
    if res.get("glutton_wins"):
        assert line == "You lost: the Glutton had the second-highest total"
    elif not res["winners"]:
        assert line == "You lost: all totals level, nobody wins"
    else:
        who = ", ".join(scene.renderer.name(w) for w in res["winners"])
        assert line == f"You lost: {who} had the second-highest total"
    if "won" in out:
        assert out["won"][0].you_line() == "You won!"


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_hot_seat_keeps_the_caption(game):
    app, scene, _ = _results(game, 3, 2, humans=2)
    assert scene.you_line() is None


@pytest.mark.parametrize("lang", ["pt", "fa"])
@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_the_line_is_translated_and_drawn_at_the_top(game, lang, tmp_path):
    from game.client import layout_audit
    app, scene, _ = _results(game, 4, 3, lang)
    line = scene.you_line()
    assert line and "{" not in line and not line.startswith("You ")
    screen = pygame.Surface((1280, 720))
    with layout_audit.recording() as rec:
        scene.draw(screen)
    # what lies under the dimmed veil is gone: the panel's texts remain, the line first
    drawn = [d for d in rec.drawn if d.surface == id(screen) and d.rect.bottom < 680]
    first = min(drawn, key=lambda d: d.rect.top)
    if line == app.text.tr("outcome.you_won"):
        # the headline under it already says so ("You win!" / "You: rodízio
        # master!"): the win is said once, the line shows the title (issue 31)
        assert first.text == app.text.tr(f"{game}.results.title")
        assert line not in [d.text for d in drawn]
    else:
        assert first.text == line
    assert [p for p in rec.problems(screen) if line in p] == []
