"""Turn order (rule book §4) as a pure function of the state.

Seats play in index order round the table, starting from the seat that
started the game (``state.first``). With 2 seats the Glutton plays after both
seats, whoever started: s0 → s1 → Glutton … when seat 0 starts and
s1 → s0 → Glutton … when seat 1 starts. With 3 or 4 seats there is no
Glutton and the order is the plain cycle of seats, whoever started."""
from __future__ import annotations

from game.rules.rodizio.state import GLUTTON, Actor, State


def cycle(state: State) -> tuple[Actor, ...]:
    """Everyone who takes turns, in playing order from the first seat."""
    n, first = state.seats, state.first
    seats: tuple[Actor, ...] = tuple((first + i) % n for i in range(n))
    return seats + (GLUTTON,) if state.glutton else seats


def next_actor(state: State, current: Actor) -> Actor:
    """Who plays after ``current`` in ``state``'s game: the next in ``cycle``
    (worked out without building it: the engine asks once per turn)."""
    if current == GLUTTON:
        return state.first
    nxt = (current + 1) % state.seats  # type: ignore[operator]
    return GLUTTON if state.glutton and nxt == state.first else nxt


def describe(actor: Actor | None) -> str:
    """Human wording of an actor for error messages."""
    if actor is None:
        return "nobody"
    return "the Glutton" if actor == GLUTTON else f"seat {actor}"
