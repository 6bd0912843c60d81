"""The cold kitchen as the table shows it (pure, no pygame).

Rule book §5.4: a round ends once 5 × seats turns in a row pass with no
recipe served. The rules state counts them (``quiet_turns``: a serve sets it
to 0, a draw, swap or pass adds 1, a new round starts at 0); the table shows
how many quiet turns are left before the round ends, and warns when that is
at most one turn each (the last lap of the table: the next serve must come
within it, or the menu is cleared away unserved)."""
from __future__ import annotations

from game.rules.foodies.state import COLD_KITCHEN_TURNS_PER_SEAT


def turns_left(seats: int, quiet_turns: int) -> int:
    """How many more turns without a serve end the round (1: the round ends
    after this turn unless it serves)."""
    return max(0, COLD_KITCHEN_TURNS_PER_SEAT * seats - quiet_turns)


def close(seats: int, quiet_turns: int) -> bool:
    """True in the last lap: at most one quiet turn left per seat."""
    return turns_left(seats, quiet_turns) <= seats


def message(seats: int, quiet_turns: int) -> tuple[str, dict]:
    """The HUD's line as an i18n message: a calm count, or the warning."""
    n = turns_left(seats, quiet_turns)
    return ("foodies.hud.quiet_warn" if close(seats, quiet_turns) else "foodies.hud.quiet_left", {"n": n})
