"""What one seat may know (rule book §8), as a JSON-able dict.

Included: the seat's own hand, the menu with who served what, every score and
``served`` list, each hand's size, the deck's size, the used pile (its
contents are public: served ingredients are shown), the recipe deck's size,
the round, whose move it is, the pending discard (public: everyone sees who
must discard and how many), ``quiet_turns``, ``over``, and that seat's legal
actions (``[]`` when it is not its turn).

Not included: other hands' contents, the deck order, the recipe deck order.
§8 also lets a seat remember every card put under the deck face up and every
served ingredient: ``deck_seen``, ``hands_seen`` and ``unseen`` (``seen.view``)
give where those cards are now, from the public record the core keeps beside
the state. A state read from JSON has no history, so its seat remembers only
the used pile [project decision]."""
from __future__ import annotations

from typing import Any

from game.rules.foodies import seen
from game.rules.foodies.cards import catalog
from game.rules.foodies.engine import legal_actions
from game.rules.foodies.serialize import menu_json, pending_json
from game.rules.foodies.state import State


def observe(state: State, seat: Any) -> dict[str, Any]:
    """The observation of ``seat`` (ValueError for a seat not in the game)."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state.seats:
        raise ValueError(f"no seat {seat!r} in a {state.seats}-seat game")
    cat = catalog()
    return {
        "game": "foodies",
        "seat": seat,
        "seats": state.seats,
        "round": state.round,
        "hand": [cat.ing(c) for c in state.hands[seat]],
        "hand_counts": [len(h) for h in state.hands],
        "deck_count": len(state.deck),
        "used": [cat.ing(c) for c in state.used],
        "recipe_deck_count": len(state.recipe_deck),
        "menu": menu_json(state),
        "scores": list(state.scores),
        "served": [list(s) for s in state.served],
        "to_move": state.to_move,
        "pending": pending_json(state),
        "quiet_turns": state.quiet_turns,
        "over": state.over,
        "legal_actions": legal_actions(state) if state.to_move == seat else [],
        **seen.view(state, seat),
    }
