"""Table flow without a window: hot-seat covers, hidden hands, blocked
plates explained, hints, focus, AI pacing."""
from __future__ import annotations

import pytest

from game.client.rodizio import board_view as bv
from game.client.rodizio import hint as hints
from game.client.rodizio.ai_driver import best_level
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_flow import AI_PAUSE, TableFlow
from game.rules import rodizio as R


def settle(flow: TableFlow, limit: int = 20000) -> None:
    """Tick until someone must act (or the game is over)."""
    for _ in range(limit):
        flow.update(1 / 60)
        if flow.phase in ("human", "cover", "over"):
            return
    raise AssertionError(f"stuck in {flow.phase}")


def play_first_legal(flow: TableFlow) -> None:
    legal = R.legal_actions(flow.state)
    a = legal[0]
    if a["type"] == "distribute":
        flow.focus_plate = a["plate"]
    else:
        flow.focus_card = a["card"]
    assert flow.handle("confirm")


def test_hot_seat_covers_hands_between_humans():
    flow = TableFlow(GameConfig(seats=["human", "human", "normal"], seed=4), speed=lambda: 0,
                     deterministic=True)
    settle(flow)
    assert flow.phase == "cover" and flow.shown_seats == set()
    assert not flow.handle("left")            # nothing moves under the cover
    assert flow.handle("confirm")
    assert flow.phase == "human" and flow.viewer == 0 and flow.shown_seats == {0}
    turns = 0
    while flow.phase != "over" and turns < 60:
        if flow.phase == "cover":
            who = R.actor(flow.state)
            # The previous human's hand is hidden under the cover.
            assert flow.shown_seats == set()
            targets = flow.model.targets(flow.geo, flow.places, flow.shown_seats)
            assert not any(targets[c].face_up for h in flow.model.hands for c in h)
            flow.handle("confirm")
            assert flow.viewer == who and flow.places[who] == 0   # the mover sits at the bottom
        elif flow.phase == "human":
            me = flow.viewer
            targets = flow.model.targets(flow.geo, flow.places, flow.shown_seats)
            for seat, hand in enumerate(flow.model.hands):
                for c in hand:
                    assert targets[c].face_up == (seat == me)
            play_first_legal(flow)
            turns += 1
        settle(flow)
    assert flow.phase == "over"
    targets = flow.model.targets(flow.geo, flow.places, flow.shown_seats)
    assert all(targets[c].face_up for h in flow.model.hands for c in h)   # the end reveal


def test_blocked_plate_is_explained_and_nothing_happens():
    # Find a position where a plate has the placard on top.
    for seed in range(1, 300):
        flow = TableFlow(GameConfig(seats=["human", "random"], seed=seed), speed=lambda: 0,
                         deterministic=True)
        settle(flow)
        sj = flow.state_json
        blocked = [p for p in range(3) if sj["plates"][p] and sj["plates"][p][-1]["placard"]]
        if blocked and flow.phase == "human":
            break
    else:
        pytest.fail("no opening of seeds 1-299 has the placard on top: the test checks nothing")
    before = flow.state
    flow.focus_plate = blocked[0]
    flow.handle("confirm")
    assert flow.state is before
    assert flow.toast is not None and flow.toast.error
    assert flow.toast.message[0] == "rodizio.why.placard_top"


def test_explanations_are_the_rules_cores_reasons():
    from tests.rules.rodizio.rodizio_table import P, table
    s = table([[], [P], [0, 1, 2, 3]], seats=3)
    sj, legal = R.to_json(s), R.legal_actions(s)
    assert legal == [{"type": "distribute", "plate": 2}]
    assert hints.explain_plate(sj, legal, 0) == ("rodizio.why.empty", {"plate": 1})
    assert hints.explain_plate(sj, legal, 1) == ("rodizio.why.placard_top", {"plate": 2})
    assert hints.explain_plate(sj, legal, 2) is None
    # no free choice pending: the core says so (and a placard is never a choice)
    assert hints.explain_card(sj, [], 0)[0] == "rodizio.why.no_choice"


def test_hint_suggests_a_legal_move_and_focuses_it():
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=11, spicy=True), speed=lambda: 0,
                     deterministic=True)
    settle(flow)
    flow.handle("hint")
    for _ in range(600):
        if flow.hint_action is not None:
            break
        flow.update(1 / 60)
    assert flow.hint_action in R.legal_actions(flow.state)
    assert flow.focus_plate == flow.hint_action["plate"]
    # The reason is the AI's own (explain) and stays shown until the move.
    assert flow.toast is None and flow.hint_why[0].startswith("coach.reason.")
    assert flow.hint_why == hints.why(R.observe(flow.state, 0), flow.hint_action)
    flow.handle("confirm")
    assert flow.hint_why is None


def test_keyboard_focus_reaches_every_plate():
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=2), speed=lambda: 0, deterministic=True)
    settle(flow)
    for key in ("left", "right", "up", "down"):
        seen = set()
        for _ in range(3):
            flow.handle(key)
            seen.add(flow.focus_plate)
        assert seen == {0, 1, 2}, key


def test_ai_turn_has_a_visible_pause_at_normal_speed():
    flow = TableFlow(GameConfig(seats=["human", "easy"], seed=3, first_seat=1), speed=lambda: 1.0,
                     deterministic=True)
    ticks_ai = 0
    for _ in range(2000):
        flow.update(1 / 60)
        if flow.phase == "ai":
            ticks_ai += 1
        if flow.phase == "human":
            break
    assert ticks_ai >= int(AI_PAUSE * 60) - 1


def test_seat_places_and_stacks():
    assert bv.seat_places(2, 0) == {0: 0, 1: 2}
    assert bv.seat_places(4, 2) == {2: 0, 3: 1, 0: 2, 1: 3}
    slots = bv.stack_slots((0, 0, 90, 380), 5)
    cw, ch = slots[0][2:]
    assert [s[1] for s in slots] == [round(i * ch / 2) for i in range(5)]   # each covers half
    long = bv.stack_slots((0, 0, 90, 380), 12)
    steps = {long[i + 1][1] - long[i][1] for i in range(11)}
    assert min(steps) >= int(ch * bv.STACK_SHOW_MIN)                       # values stay visible


def test_best_level():
    assert best_level(("random", "easy", "normal", "hard")) == "normal"
    assert best_level(("random", "easy", "hard")) in ("easy", "hard")
    assert best_level(("random",)) == "random"


def _free_choice() -> TableFlow:
    """A table where the human (seat 0) has a free choice to make."""
    flow = TableFlow(GameConfig(seats=["human", "normal"], seed=1, spicy=True), speed=lambda: 0,
                     deterministic=True)
    settle(flow)
    flow.focus_plate = 1                       # seed 1: plate 2 lands on a "free" chili
    flow.handle("confirm")
    settle(flow)
    assert flow.state_json["pending"] is not None and flow.phase == "human"
    return flow


def test_free_choice_focus_walks_the_landing_plate_and_hint_picks_a_card():
    flow = _free_choice()
    sj = flow.state_json
    stack = [c["id"] for c in sj["plates"][sj["pending"]["plate"]]]
    assert flow.focus_card == stack[-1]        # starts on the card just dealt
    seen = set()
    for _ in range(len(stack)):
        flow.handle("down")
        seen.add(flow.focus_card)
    assert seen == set(stack)                  # every card reachable, placard included
    placard = next((c["id"] for c in sj["plates"][sj["pending"]["plate"]] if c["placard"]), None)
    if placard is not None:
        flow.focus_card = placard
        flow.handle("confirm")
        assert flow.toast.message[0] == "rodizio.why.placard_never_eaten"
    flow.handle("hint")
    for _ in range(600):
        if flow.hint_action is not None:
            break
        flow.update(1 / 60)
    assert flow.hint_action["type"] == "choose" and flow.focus_card == flow.hint_action["card"]
    flow.handle("confirm")
    assert flow.hint_action is None and flow.state_json["pending"] is None


def test_a_click_on_the_pulled_out_card_picks_it():
    """The focused card of a free choice is drawn pulled out of its stack;
    a click on the part lying outside the stack picks that card."""
    flow = _free_choice()
    sj = flow.state_json
    choice = next(a["card"] for a in R.legal_actions(flow.state) if a["type"] == "choose")
    flow.focus_card = choice
    lx, ly, lw, lh = flow.lifted_rect()
    stack = [tuple(int(v) for v in flow.sprites[c["id"]].rect)
             for c in sj["plates"][sj["pending"]["plate"]]]
    outside = next((x, y) for x in range(lx, lx + lw, 4) for y in range(ly, ly + lh, 4)
                   if not any(bv.contains(r, (x, y)) for r in stack))
    assert flow.handle("click", outside)
    assert flow.state_json["pending"] is None
    assert choice in [c["id"] for c in flow.state_json["hands"][0]]


def test_the_focus_never_lands_on_an_empty_plate():
    """Keys pass an empty plate over, the mouse over it does not focus it,
    and a click on it still says why it cannot be chosen."""
    from tests.rules.rodizio.rodizio_table import P, table
    state = table([[], [0, 1], [P, 2, 3, 4]], seats=3)
    flow = TableFlow(GameConfig(seats=["human", "normal", "normal"], seed=2), speed=lambda: 0,
                     deterministic=True, state=state)
    settle(flow)
    assert flow.phase == "human" and not flow.state_json["plates"][0]
    assert flow.focus_plate != 0
    for key in ("left", "right", "up", "down"):
        seen = set()
        for _ in range(4):
            flow.handle(key)
            seen.add(flow.focus_plate)
        assert seen == {1, 2}, key
    empty_at = bv.center(flow.plate_hit_rect(0))
    before = flow.focus_plate
    assert flow.handle("point", empty_at) is False and flow.focus_plate == before
    assert flow.handle("click", empty_at) is True
    assert flow.toast is not None and flow.toast.error and flow.toast.message[0] == "rodizio.why.empty"
    assert flow.state_json["plates"][0] == []          # nothing was played
