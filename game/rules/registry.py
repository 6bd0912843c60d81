"""Which games exist and where their rules live: a thin view of the game
kits (`game.kits`), kept for the modules that only need a rules module.

Every game package exposes the same functions (`game.kits.protocol.RulesModule`)."""
from __future__ import annotations

from types import ModuleType
from typing import Any


def load(name: str) -> ModuleType:
    """The rules module of game ``name``; ValueError for an unknown name."""
    from game.kits import get
    return get(name).rules_module()


def __getattr__(attr: str) -> Any:
    # GAMES: the registered games' names, asked of the registry on each use
    # (a game registered later — the tests' tiny game — is included).
    if attr == "GAMES":
        from game.kits import names
        return names()
    raise AttributeError(attr)
