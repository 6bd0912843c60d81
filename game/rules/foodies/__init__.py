"""Foodies' deterministic rules core (the rule book, summarised with every
project decision in docs/rules-foodies.md).

The rules-module contract of docs/architecture.md: ``new_game``, ``apply``,
``legal_actions``, ``actor``, ``automatic_action``, ``observe``, ``result``,
``to_json``, ``from_json``; plus ``setup_events`` for animating the deal and
``advance``, the lean ``apply`` for actions known to be legal (no events).
Its names are imported on first use (``game.rules.lazy``): the kits import
a submodule for the seat counts at start-up, which then loads nothing else.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules import lazy

#: The submodules the optional compiled build compiles (game/rules/compiled.py
#: reads this line without importing the package; docs/compiled-core.md).
COMPILED = ("engine", "table", "turn_end", "rounds", "seen", "scoring", "setup", "serialize",
            "observe")

if TYPE_CHECKING:
    from game.rules.foodies.cards import catalog
    from game.rules.foodies.engine import actor, advance, apply, automatic_action, legal_actions
    from game.rules.foodies.observe import observe
    from game.rules.foodies.scoring import result
    from game.rules.foodies.serialize import from_json, to_json
    from game.rules.foodies.setup import new_game, setup_events
    from game.rules.foodies.state import MenuEntry, Pending, State

#: public name -> the submodule that defines it
_HOME = {
    **lazy.CONTRACT_HOMES,
    "catalog": "cards",
    "MenuEntry": "state",
}

__all__ = ["new_game", "apply", "advance", "legal_actions", "actor", "automatic_action", "observe",
           "result", "to_json", "from_json", "setup_events", "catalog", "State", "Pending", "MenuEntry"]


__getattr__, __dir__ = lazy.exports(__name__, globals(), _HOME)
