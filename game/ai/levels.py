"""Agent levels by name, per game: what the setup screen offers.

``random`` is for tests; ``easy`` plays like a casual human; ``normal`` a
sound greedy game; ``hard`` searches (Rodízio: max-n with an exact endgame;
Foodies: determinised search over the information set)."""
from __future__ import annotations

from typing import Callable

from game.ai.base import Agent
from game.ai.random_agent import RandomAgent

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

_DESCRIPTIONS: dict[str, str] = {
    "random": "Plays any legal move at random (for testing).",
    "easy": "A casual player: goes for the obvious move, forgets things, sometimes errs.",
    "normal": "A sound, greedy player who knows what it is after.",
    "hard": "Thinks ahead and searches many futures before each move.",
}


def describe(level: str, game: str | None = None) -> str:
    """One line for the setup screen (the game's own wording when ``game``
    is given); ValueError for an unknown level or game."""
    _check(level)
    if game is None or level == "random":
        return _DESCRIPTIONS[level]
    return _factories(game)[level].description


def _factories(game: str) -> dict[str, Callable[[], Agent]]:
    """Level → agent class of ``game``, as its kit names them."""
    from game.kits import get
    kit = get(game)
    return {lv: kit.agent_class(lv) for lv in kit.ai_levels}


def make_agent(game: str, level: str) -> Agent:
    """A fresh agent of ``level`` for ``game``; ValueError for an unknown level
    or game. ``hint`` (for ``sim``, not offered at the table) plays the
    coach's hint: ``game.ai.coach.HintAgent``."""
    if level == "hint":
        from game.ai.coach import HintAgent
        return HintAgent(game)
    _check(level)
    if level == "random":
        return RandomAgent()
    return _factories(game)[level]()


def _check(level: str) -> None:
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
