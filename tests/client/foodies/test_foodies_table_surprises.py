"""Issue 31's Foodies surprises at the table: the cold kitchen is shown
coming (a live count of the quiet turns left, a warning in the last lap),
and "You can serve it!" never shows while a discard must come first."""
from __future__ import annotations

import pytest

from game.client import layout_audit
from game.client.foodies import cold_kitchen
from game.client.foodies.config import GameConfig
from game.client.foodies.table_scene import TableScene
from game.client.foodies.tutorial_positions import expand
from game.rules import foodies as F
from game.storage.settings import Settings
from tests.client import testing as T


def _drawn(state, lang: str = "en", seats=None, until=lambda app: True) -> list[str]:
    """Every text the table draws once it has settled on ``state`` (seat 0 human)."""
    got: list[str] = []
    n = state.seats
    config = GameConfig(seats=seats or ["human"] + ["normal"] * (n - 1), seed=1)

    def step(app):
        flow = getattr(app.top, "flow", None)
        if got or flow is None or flow.timeline.busy or app.tick < 5 or not until(app):
            return
        with layout_audit.recording() as rec:
            app._render()
        got.extend(d.text for d in rec.drawn)
        app.quit()
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=600,
                     script=[(t, step) for t in range(1, 600)])
    app.run(lambda app: TableScene(app, config, state=state))
    assert got, "the table never settled"
    return got


def _state(**over):
    pos = {"seats": 2, "menu": [8, 2, 18], "hands": [["rice", "rice", "egg", "onion"], ["cheese", "bread"]],
           "deck": ["rest"], "recipe_deck": ["rest"], "to_move": 0}
    pos.update(over)
    return F.from_json(expand(pos))


def test_quiet_turns_left_follow_the_rule_book():
    # §5.4: 5 × seats quiet turns end the round; the last lap (≤ one each) warns.
    assert cold_kitchen.turns_left(2, 0) == 10 and cold_kitchen.turns_left(4, 17) == 3
    assert not cold_kitchen.close(3, 11) and cold_kitchen.close(3, 12) and cold_kitchen.close(2, 9)
    assert cold_kitchen.message(2, 3) == ("foodies.hud.quiet_left", {"n": 7})
    assert cold_kitchen.message(2, 9) == ("foodies.hud.quiet_warn", {"n": 1})
    # the rules core's limit is the one counted down
    s = _state(quiet_turns=4)
    assert cold_kitchen.turns_left(s.seats, s.quiet_turns) == s.cold_kitchen_limit() - 4


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_table_shows_the_quiet_turns_left_and_warns_in_the_last_lap(lang):
    from game.client.text import Text
    text = Text(lang)
    calm = _drawn(_state(quiet_turns=3), lang)
    assert text.tr("foodies.hud.quiet_left", n=7) in " ".join(calm), calm
    warn = " ".join(_drawn(_state(quiet_turns=8), lang))   # the pill may wrap to two lines
    assert text.tr("foodies.hud.quiet_warn", n=2) in warn, warn
    assert not warn.startswith(text.tr("foodies.hud.quiet_left", n=2)) and \
        f" {text.tr('foodies.hud.quiet_left', n=2)}" not in warn.replace(text.tr("foodies.hud.quiet_warn", n=2), "")


def test_the_count_goes_down_as_quiet_turns_pass_and_back_up_after_a_serve():
    """Seat 0 draws (one quiet turn more), the CPU acts: the count shown is
    the state's after the animation, never a stale one."""
    state = _state(quiet_turns=2)
    seen = []

    def watch(app):
        flow = app.top.flow
        if not flow.timeline.busy:
            seen.append((flow.state.quiet_turns, flow.quiet_shown))
        return flow.ply >= 3
    _drawn(state, seats=["normal", "normal"], until=watch)
    assert seen and all(q == shown for q, shown in seen)
    assert any(q != 2 for q, _ in seen)   # it moved


def _ready_texts(state) -> tuple[bool, bool]:
    from game.client.text import Text
    tr = Text("en").tr
    texts = _drawn(state)
    return tr("foodies.menu.ready") in texts, tr("foodies.menu.ready_later") in texts


def test_you_can_serve_it_shows_on_your_turn():
    assert _ready_texts(_state()) == (True, False)   # Chelow: two rice in hand


def test_no_you_can_serve_it_while_a_hand_limit_discard_is_pending():
    s = _state(hands=[["rice", "rice", "egg", "onion", "tomato", "tomato", "lettuce", "cheese"], ["bread"]],
               pending={"kind": "discard", "reason": "hand_limit", "seat": 0, "count": 1, "queue": [], "turn": 0})
    assert _ready_texts(s) == (False, True)


def test_no_you_can_serve_it_while_deck_out_discards_run():
    s = _state(deck=[], used=["rest"],
               pending={"kind": "discard", "reason": "deck_out", "seat": 0, "count": 1, "queue": [1], "turn": 0})
    assert _ready_texts(s) == (False, False)


# -- the results explain the score -------------------------------------------------
def _ai_game(seed: int, seats: int = 3):
    """A whole game of normal AIs: its final state, its record's actions and
    the first-cook bonuses the rules core announced (RecipeServed events)."""
    from game.ai.base import decide
    from game.kits import make_agent
    s = F.new_game(seed, seats)
    agent = make_agent("foodies", "normal")
    actions, firsts = [], {}
    while F.actor(s) is not None:
        actor = F.actor(s)
        action = decide(agent, F.observe(s, actor), len(actions))
        s, events = F.apply(s, action)
        actions.append({"actor": actor, "action": action})
        for e in events:
            if type(e).__name__ == "RecipeServed" and e.first_bonus:
                firsts[e.recipe["id"]] = e.seat
    return F.to_json(s), actions, firsts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_each_dish_with_its_first_cook_bonus_adds_up_to_the_score(seed):
    from game.client.foodies import dish_points
    final, actions, firsts = _ai_game(seed)
    assert dish_points.first_cooks(actions) == firsts      # the record says who cooked first
    rows, unplaced = dish_points.dishes(final, dish_points.first_cooks(actions))
    assert unplaced == [0] * final["seats"]
    assert [sum(d.scored for d in row) for row in rows] == final["scores"]
    assert any(d.first for row in rows for d in row) and any(not d.first for row in rows for d in row)
    # Without the record (a table opened on a position) the row still adds up:
    rows, unplaced = dish_points.dishes(final, None)
    assert [sum(d.scored for d in row) + u for row, u in zip(rows, unplaced)] == final["scores"]


def _results_texts(state, lang="en"):
    got = {}

    def step(app):
        if type(app.top).__name__ == "ResultsScene" and "texts" not in got:
            with layout_audit.recording() as rec:
                app._render()
            got["texts"] = [d.text for d in rec.drawn]
            got["problems"] = rec.problems(app.screen)
            app.quit()
    config = GameConfig(seats=["human"] + ["normal"] * (state.seats - 1), seed=1)
    import pygame
    script = [(t, step) for t in range(1, 300)] + [(t, T.key(pygame.K_RETURN)) for t in (40, 80)]
    app = T.make_app(settings=Settings(language=lang, anim_speed="instant"), frames=300,
                     script=sorted(script, key=lambda x: x[0]))
    app.run(lambda app: TableScene(app, config, state=state))
    return got


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_results_say_you_won_once_and_cut_no_dish_name(lang):
    from game.client.text import Text
    final, _, _ = _ai_game(1)
    assert F.result(F.from_json(final))["winners"] == [0]
    got = _results_texts(F.from_json(final), lang)
    text = Text(lang)
    texts = got["texts"]
    assert texts.count(text.tr("foodies.results.winner_you")) == 1
    assert text.tr("outcome.you_won") not in texts
    assert not [p for p in got["problems"] if p.startswith("cut")], got["problems"]


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_every_dish_name_fits_a_results_tile_with_its_bonus(lang):
    """Nine dishes in a row (three columns of three), each "N+2": no name is cut."""
    import pygame
    from game.client.foodies.card_art import FoodiesArt
    from game.client.foodies.geometry import trophy_tiles
    from game.client.text import Text
    from game.rules.foodies.cards import catalog
    pygame.init()
    art = FoodiesArt(Text(lang))
    w = trophy_tiles((0, 0, 550, 68), 9)[0][2]
    with layout_audit.recording() as rec:
        for rid in range(len(catalog().recipes)):
            art._render_trophy(rid, (w, 20), True, True)
    assert rec.cuts == []
