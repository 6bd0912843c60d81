"""What one seat may know (rule book §9).

Everything on the plates, its own hand, how many cards every participant
holds, and — as a player with a perfect memory would — which card each
participant ate, in eating order (the Glutton's pile included: its pizzas are
seen as they are eaten, though the pile lies face down). Nothing else: the
three plate cards are not in any state at all."""
from __future__ import annotations

from typing import Any

from game.rules.rodizio.engine import legal_actions
from game.rules.rodizio.scoring import result
from game.rules.rodizio.serialize import to_json
from game.rules.rodizio.state import State


def observe(state: State, seat: Any) -> dict[str, Any]:
    """A JSON-able observation for ``seat``; ValueError for a seat not in the game."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise ValueError(f"no seat {seat!r} in a {state.seats}-seat game")
    full = to_json(state)
    return {
        "game": "rodizio",
        "seat": seat,
        "seats": state.seats,
        "spicy": state.spicy,
        "glutton": state.glutton,
        "plates": full["plates"],
        "hand": full["hands"][seat],
        "hand_counts": [len(h) for h in state.hands],
        "glutton_count": len(state.glutton_pile) if state.glutton else None,
        "eaten": full["hands"],  # public memory: every eating was seen by all
        "glutton_eaten": full["glutton_pile"] if state.glutton else None,
        "first": state.first,  # public: the turn order follows from it (§4)
        "to_move": state.to_move,
        "pending": full["pending"],
        "dry_turns": state.dry_turns,
        "over": state.over,
        "result": result(state),
        "legal_actions": legal_actions(state) if state.to_move == seat else [],
    }
