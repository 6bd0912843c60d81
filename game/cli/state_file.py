"""A rule-book state file for a command that acts for one seat (`decide`,
`hint`): read safely, validated by the game's rules, and checked to be that
seat's turn.

`seat_to_move(game, path, seat)` returns ``(rules, state, observation)`` or
raises `StateFileError` with the one line the command prints (exit 2): a
missing, unreadable or corrupt file (the storage's safe reader: regular
files only, size and nesting limits), a state the rules reject, a seat not
in the game, a finished game or a seat that is not to move — never a
traceback."""
from __future__ import annotations

from typing import Any

from game import kits
from game.storage import limits
from game.storage.jsonio import CorruptFile, read_json


class StateFileError(Exception):
    """Why the state file cannot be used, as one line."""


def seat_to_move(game: str, path: str, seat: int) -> tuple[Any, Any, dict]:
    try:
        raw = read_json(path, kind=limits.STATE)
    except CorruptFile as e:
        raise StateFileError(f"cannot read {path}: {e}") from None
    rules = kits.rules_module(game)
    try:
        if not isinstance(raw, dict):
            raise ValueError("a state is a JSON object")
        state = rules.from_json(raw)
        obs = rules.observe(state, seat)  # also refuses a seat not in the game
    except ValueError as e:  # BadState is a ValueError
        raise StateFileError(f"{path}: {' '.join(str(e).split())}") from None
    except Exception as e:  # noqa: BLE001 — an untrusted file: one line, never a traceback
        raise StateFileError(f"{path}: not a valid {game} state ({type(e).__name__}: {e})") from None
    if rules.result(state) is not None:
        raise StateFileError(f"{path}: the game is over")
    if rules.actor(state) != seat:
        raise StateFileError(f"{path}: seat {seat} is not to move (to move: {rules.actor(state)})")
    return rules, state, obs
