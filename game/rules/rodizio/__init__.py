"""Rodízio's deterministic rules core (the rule book, summarised with every
project decision in docs/rules-rodizio.md).

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
COMPILED = ("engine", "eating", "turns", "scoring", "setup", "serialize", "observe")

if TYPE_CHECKING:
    from game.rules.rodizio.engine import actor, advance, apply, automatic_action, legal_actions
    from game.rules.rodizio.observe import observe
    from game.rules.rodizio.scoring import result
    from game.rules.rodizio.serialize import from_json, to_json
    from game.rules.rodizio.setup import new_game, setup_events
    from game.rules.rodizio.state import GLUTTON, Pending, State

#: public name -> the submodule that defines it
_HOME = {
    **lazy.CONTRACT_HOMES,
    "GLUTTON": "state",
}

__all__ = ["new_game", "apply", "advance", "legal_actions", "actor", "automatic_action", "observe",
           "result", "to_json", "from_json", "setup_events", "State", "Pending", "GLUTTON"]


__getattr__, __dir__ = lazy.exports(__name__, globals(), _HOME)
