"""Agents by game and level: what the setup screen offers, ``decide``,
``sim`` and the tables build.

A game's kit names its agent classes (`GameKit.ai_levels`); ``random`` is
common to every game (`game.ai.levels`). This lives with the kits, not in
`game.ai`, because only the registry knows the games: the AI layer imports
the rules and nothing above them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.kits.registry import get

if TYPE_CHECKING:
    from game.ai.base import Agent

# The AI layer is imported on first use: `game.kits` is imported by the
# window's first frame (its menu lists the games), which builds no agent.


def make_agent(game: str, level: str) -> Agent:
    """A fresh agent of ``level`` for ``game``; ValueError for an unknown
    level or game. ``hint`` (for ``sim``, not offered at the table) plays
    the coach's hint: `game.ai.coach.HintAgent`; a kit's reference levels
    (``reference_levels``, e.g. Rodízio's ``hard_ref``) are for ``sim`` too."""
    from game.ai import levels
    if level == "hint":
        from game.ai.coach import HintAgent
        return HintAgent(game, make_agent)
    if level in get(game).reference_levels:  # for measuring only (``hard_ref``)
        return get(game).agent_class(level)()
    levels.check(level)
    if level == "random":
        from game.ai.random_agent import RandomAgent
        return RandomAgent()
    return get(game).agent_class(level)()


def describe(level: str, game: str | None = None) -> str:
    """One line for the setup screen: the game's own wording when ``game``
    is given, else the level's common one; ValueError for an unknown level
    or game."""
    from game.ai import levels
    levels.check(level)
    if game is None or level == "random":
        return levels.describe(level)
    return get(game).agent_class(level).description
