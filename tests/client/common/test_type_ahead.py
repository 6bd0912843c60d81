"""A direction pressed while the table still animates toward the human's
own turn (the deal right after Start) is not lost: it moves the focus
once the turn begins — in both games; pressed during another seat's turn,
or before a hot-seat cover, it is not kept."""
from __future__ import annotations

import importlib

import pytest


def make(game: str, seats: list[str]):
    config = importlib.import_module(f"game.client.{game}.config").GameConfig(seats=seats, seed=5)
    flow_cls = importlib.import_module(f"game.client.{game}.table_flow").TableFlow
    return flow_cls(config, speed=lambda: 1.0, deterministic=True)


def focus(flow) -> tuple:
    return tuple(getattr(flow, k, None) for k in ("mode", "focus_action", "focus_card", "focus_recipe",
                                                 "focus_plate"))


def until_human(flow, limit: int = 20000) -> int:
    for tick in range(limit):
        if flow.phase in ("human", "cover", "over"):
            return tick
        flow.update(1 / 60)
    raise AssertionError(f"stuck in {flow.phase}")


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_a_direction_pressed_during_the_deal_moves_the_focus_when_the_turn_begins(game):
    still, pressed = make(game, ["human", "normal"]), make(game, ["human", "normal"])
    for flow in (still, pressed):
        flow.update(1 / 60)
        assert flow.phase == "animating"          # the deal is on
    assert pressed.handle("right") is True         # kept, not dropped
    until_human(still)
    until_human(pressed)
    assert pressed.typed_ahead == ()
    start = focus(still)
    still.handle("right")                          # the same press, made on the turn itself
    assert focus(still) != start                   # (it does move something here)
    assert focus(pressed) == focus(still)


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_directions_are_not_kept_for_a_hot_seat_cover(game):
    flow = make(game, ["human", "human"])
    flow.update(1 / 60)
    assert flow.phase == "animating"
    assert flow.handle("right") is False
    assert flow.typed_ahead == ()
