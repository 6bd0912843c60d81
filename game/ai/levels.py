"""The agent levels, easiest first: what the setup screen offers.

``random`` is for tests; ``easy`` plays like a casual human; ``normal`` a
sound greedy game; ``hard`` searches (Rodízio: max-n with an exact endgame;
Foodies: determinised search over the information set). Each game's agent
classes are named by its kit; `game.kits.make_agent(game, level)` builds one
(this layer knows no games)."""
from __future__ import annotations

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")

_DESCRIPTIONS: dict[str, str] = {
    "random": "Plays any legal move at random (for testing).",
    "easy": "A casual player: goes for the obvious move, forgets things, sometimes errs.",
    "normal": "A sound, greedy player who knows what it is after.",
    "hard": "Thinks ahead and searches many futures before each move.",
}


def describe(level: str) -> str:
    """The level's one-line description common to every game; ValueError
    for an unknown level."""
    check(level)
    return _DESCRIPTIONS[level]


def check(level: str) -> None:
    """ValueError naming the levels unless ``level`` is one of them."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (choose from {', '.join(LEVELS)})")
