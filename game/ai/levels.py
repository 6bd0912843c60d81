"""Agent levels by name, per game."""
from __future__ import annotations

from game.ai.base import Agent
from game.ai.random_agent import RandomAgent

LEVELS: tuple[str, ...] = ("random",)


def make_agent(game: str, level: str) -> Agent:
    """A fresh agent of ``level`` for ``game``; ValueError for an unknown level."""
    if level == "random":
        return RandomAgent()
    raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
