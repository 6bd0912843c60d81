"""The Foodies table's pure parts: the choreography keeps the picture in
step with the rules state, the human's controls map to legal actions, and
the explanations agree with the rules core."""
from __future__ import annotations

import math

import pytest

from game.client.foodies import hint as hints
from game.client.foodies.choreography import choreograph
from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import Geometry, seat_places
from game.client.foodies.results_scene import headline, standings, tie_rule
from game.client.foodies.table_flow import TableFlow
from game.client.foodies.table_model import TableModel
from game.rules import foodies as F


def instant_flow(seats, seed=1, **kw):
    return TableFlow(GameConfig(seats=seats, seed=seed), speed=lambda: math.inf, deterministic=True, **kw)


@pytest.mark.parametrize("seats", [["normal", "easy"], ["easy", "normal", "random"],
                                   ["normal", "hard", "easy", "random"]])
def test_picture_matches_the_state_after_every_action(seats):
    flow = instant_flow(seats, seed=len(seats))
    checked = []
    play = flow.play

    def checked_play(action):
        # Each action starts from a settled picture equal to the state.
        assert not flow.timeline.busy and flow.model.settled_like(flow.state_json)
        checked.append(action)
        play(action)
    flow.play = checked_play
    for _ in range(5000):
        flow.update(1 / 60)
        if flow.phase == "over":
            break
    assert flow.phase == "over" and len(checked) > 50
    flow.update(1 / 60)
    # Final: every hand revealed, winners crowned, scores counted.
    assert flow.model.revealed
    assert flow.crowned == list(flow.result["winners"])
    assert flow.score_shown == [float(s) for s in flow.result["scores"]]


def test_opening_deal_and_menu_are_animated_from_the_decks():
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=5), speed=lambda: 1.0, deterministic=True)
    assert flow.model.hands == [[], []] and flow.model.menu == [None, None, None]
    assert len(flow.model.deck) == 50 and len(flow.model.recipe_deck) == 20
    for _ in range(600):
        flow.update(1 / 60)
        if flow.phase == "human":
            break
    assert flow.phase == "human"
    assert flow.model.settled_like(flow.state_json)
    # The viewer's hand is face up, the opponent's face down.
    up = {k for k, sp in flow.sprites.items() if sp.face_up}
    assert set(flow.model.hands[0]) <= up and not set(flow.model.hands[1]) & up


def test_put_under_cards_are_shown_face_up_then_go_under_the_deck():
    s = F.new_game(2, 2)
    card = s.hands[0][0]
    new, events = F.apply(s, {"type": "pass", "card": card})
    model = TableModel.from_state(F.to_json(s))
    beats = [b for b in choreograph(events) if b.kind in ("show", "hold", "under")]
    kinds = [b.kind for b in beats]
    assert kinds == ["show", "hold", "under"]
    beats[0].apply(model)
    assert model.showcase == [card]
    targets = model.targets(Geometry({}), seat_places(2, 0), {0})
    assert targets[card].face_up
    beats[2].apply(model)
    assert model.deck[-1] == card and not model.showcase
    assert not model.targets(Geometry({}), seat_places(2, 0), {0})[card].face_up


def test_game_over_banner_explains_a_tie_rule():
    beats = choreograph([{"event": "GameOver", "scores": [9, 9], "winners": [1], "tie_rule": "most_recipes"}])
    banner = beats[-1].effect
    assert banner["kind"] == "banner" and banner["sub"][0] == "foodies.results.tie_most_recipes"
    crown = next(b for b in beats if b.kind == "crown")
    assert crown.effect["tie_rule"] == "most_recipes"


def test_explanations_agree_with_the_rules_core():
    s = F.new_game(7, 2)
    sj = F.to_json(s)
    legal = F.legal_actions(s)
    for kind in hints.ACTIONS:
        assert (hints.explain_action(kind, sj, legal) is None) == (kind in hints.kinds(legal))
    for entry in sj["menu"]:
        rid = entry["recipe"]["id"]
        why = hints.explain_recipe(sj, 0, rid, legal)
        assert (why is None) == (rid in hints.servable(legal))
        if why is not None:
            assert why[0] == "foodies.why.missing"
            lack = dict(why[1]["missing"])
            have = [c["type"] for c in sj["hands"][0]]
            for t, n in entry["recipe"]["needs"].items():
                assert lack.get(t, 0) == max(0, n - have.count(t))
    # Swap refused on a nearly empty deck, with the reason.
    j = dict(sj)
    j["used"] = sj["used"] + sj["deck"][1:]
    j["deck"] = sj["deck"][:1]
    short = F.from_json(j)
    why = hints.explain_action("swap", F.to_json(short), F.legal_actions(short))
    assert why == ("foodies.why.swap_deck", {"n": 1})


def test_human_controls_only_ever_play_legal_actions_and_back_cancels():
    flow = instant_flow(["human", "normal"], seed=11)
    while flow.phase != "human":
        flow.update(1 / 60)
    ply = flow.ply
    flow.handle("right")                     # focus moves along the buttons
    flow.focus_action = 3                    # Pass
    flow.handle("confirm")
    assert flow.mode == "pass"
    assert flow.handle("back") and flow.mode == "actions" and flow.ply == ply
    flow.handle("confirm")                   # Pass again, then pick the focused card
    card = flow.focus_card
    flow.handle("right")
    assert flow.focus_card != card
    flow.handle("left")
    flow.handle("confirm")
    assert flow.ply == ply + 1
    assert F.to_json(flow.state)["deck"][-1]["id"] == card   # it went under the deck


def test_results_standings_and_headline():
    class Fake:
        result = {"scores": [10, 12, 12], "winners": [1]}
        state_json = {"served": [[1], [2, 3, 4], [5, 6]]}
        tie_rule = None
        crowned: list = []

    rows = standings(Fake())
    assert [r["seat"] for r in rows] == [1, 2, 0] and rows[0]["winner"]
    assert headline(Fake()) == ("foodies.results.winner", {"actor": 1})
    assert tie_rule(Fake()) == "most_recipes"
    Fake.result = {"scores": [12, 12], "winners": [0, 1]}
    assert headline(Fake()) == ("foodies.results.shared", {"n": 2})
    assert tie_rule(Fake()) == "shared"


def test_hot_seat_covers_the_hand_between_humans():
    flow = TableFlow(GameConfig(seats=["human", "human"], seed=3), speed=lambda: math.inf, deterministic=True)
    for _ in range(10):
        flow.update(1 / 60)
    assert flow.phase == "cover" and flow.shown_seats == set()
    flow.handle("confirm")
    assert flow.phase == "human" and flow.viewer == 0 and flow.shown_seats == {0}
    flow.choose_action("draw")
    for _ in range(10):
        flow.update(1 / 60)
    assert flow.phase == "cover"            # seat 1's turn: the screen is covered first
    flow.handle("confirm")
    assert flow.viewer == 1 and flow.places[1] == 0


def test_action_row_mirrors_in_right_to_left_languages():
    flow = instant_flow(["human", "normal"], seed=11)
    while flow.phase != "human":
        flow.update(1 / 60)
    ltr = flow.action_rects()
    assert ltr["draw"][0] < ltr["pass"][0]
    flow.rtl = True
    rtl = flow.action_rects()
    assert rtl["draw"][0] > rtl["pass"][0]
    flow.focus_action = 0               # Draw, now the rightmost button
    flow.handle("left")
    assert flow.focus_action == 1       # Swap, its left neighbour
