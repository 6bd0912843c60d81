"""Which games exist and where their rules live.

Every game package exposes the same functions (docs/architecture.md):
``new_game``, ``apply``, ``legal_actions``, ``observe``, ``result``,
``to_json``, ``from_json``, ``actor``, ``automatic_action``."""
from __future__ import annotations

import importlib
from types import ModuleType

GAMES: tuple[str, ...] = ("rodizio", "foodies")


def load(name: str) -> ModuleType:
    """The rules module of game ``name``; ValueError for an unknown name."""
    if name not in GAMES:
        raise ValueError(f"unknown game {name!r} (choose from {', '.join(GAMES)})")
    return importlib.import_module(f"game.rules.{name}")
