"""Turn order (§4) as a pure function of who is to move.

Project decision: the JSON keeps only ``to_move``, so the next actor must
follow from it alone. Seats play round the table in index order; with 2 seats
the Glutton sits after seat 1, so the cycle is s0 → s1 → Glutton → s0 … and
a game started by seat 1 runs s1 → Glutton → s0 → s1 …"""
from __future__ import annotations

from game.rules.rodizio.state import GLUTTON, Actor, State


def cycle(state: State) -> tuple[Actor, ...]:
    """Everyone who takes turns, in table order."""
    seats: tuple[Actor, ...] = tuple(range(state.seats))
    return seats + (GLUTTON,) if state.glutton else seats


def next_actor(state: State, current: Actor) -> Actor:
    order = cycle(state)
    return order[(order.index(current) + 1) % len(order)]


def describe(actor: Actor | None) -> str:
    """Human wording of an actor for error messages."""
    if actor is None:
        return "nobody"
    return "the Glutton" if actor == GLUTTON else f"seat {actor}"
