"""The choreography moves every card exactly where the rules put it."""
from __future__ import annotations

import pytest

from game.ai.base import decide
from game.ai.random_agent import RandomAgent
from game.client.rodizio.choreography import Timeline, choreograph
from game.client.rodizio.table_model import PLATE_KEYS, TableModel
from game.rules import rodizio as R


def _play_all(seed: int, seats: int, spicy: bool, speed: float):
    state = R.new_game(seed, seats, spicy=spicy)
    model = TableModel.before_deal(R.to_json(state))
    seen = []
    tl = Timeline(model, on_beat=seen.append, speed=speed)
    tl.extend(choreograph(R.setup_events(state)))
    while tl.busy:
        tl.update(1 / 60)
    assert model.settled_like(R.to_json(state))
    assert model.deck == [] and all(model.plates_down)
    agent, ply = RandomAgent(), 0
    while R.result(state) is None:
        who = R.actor(state)
        if who == "glutton":
            action = R.automatic_action(state)
        else:
            action = decide(agent, R.observe(state, who), seed * 1000 + ply)
        state, events = R.apply(state, action)
        tl.extend(choreograph(events))
        ticks = 0
        while tl.busy:
            tl.update(1 / 60)
            ticks += 1
            assert ticks < 10_000
        if state.pending is None:
            assert model.settled_like(R.to_json(state)), (seed, ply)
        assert not model.spotlight or R.result(state) is not None
        ply += 1
    assert model.revealed
    return seen


@pytest.mark.parametrize("seed,seats,spicy", [(1, 2, False), (2, 3, True), (3, 4, True), (7, 2, True)])
def test_model_follows_rules(seed, seats, spicy):
    seen = _play_all(seed, seats, spicy, speed=0)
    kinds = {b.kind for b in seen}
    assert {"plate", "deal", "pickup", "sow", "reveal", "count", "crown"} <= kinds


def test_normal_speed_takes_time_instant_does_not():
    state = R.new_game(5, 2)
    beats = choreograph(R.setup_events(state))
    for speed, expect_ticks in ((1.0, 60), (0, 1)):
        tl = Timeline(TableModel.before_deal(R.to_json(state)), speed=speed)
        tl.extend(list(beats))
        ticks = 0
        while tl.busy:
            tl.update(1 / 60)
            ticks += 1
        if speed:
            assert ticks > expect_ticks
        else:
            assert ticks <= expect_ticks


def test_setup_deals_plates_first_then_fifteen_cards():
    state = R.new_game(9, 3)
    beats = choreograph(R.setup_events(state))
    assert [b.kind for b in beats[:3]] == ["plate"] * 3
    assert [b.kind for b in beats[3:]] == ["deal"] * 15
    m = TableModel.before_deal(R.to_json(state))
    assert set(PLATE_KEYS) <= set(m.deck) and len(m.deck) == 18
