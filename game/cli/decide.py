"""`decide`: one AI decision for one seat of a saved full state.

The state file is a rule-book state (JSON), read with the storage's safe
reader (regular files only, size and nesting limits); the agent is shown
only ``observe(state, seat)``. Prints the action as one JSON object. A
missing, unreadable or corrupt file, a state the rules reject, a bad seat
or level, or a seat that is not to move: one line on stderr, exit status 2
— never a traceback."""
from __future__ import annotations

import json

from game.ai.base import decide
from game.kits import make_agent
from game.cli.args import fail
from game.cli.state_file import StateFileError, seat_to_move


def run_decide(game: str, path: str, seat: int, level: str, seed: int) -> int:
    try:
        agent = make_agent(game, level)
    except ValueError as e:
        return fail(str(e))
    try:
        _, _, obs = seat_to_move(game, path, seat)
    except StateFileError as e:
        return fail(str(e))
    action = decide(agent, obs, seed)
    print(json.dumps(action, ensure_ascii=False))
    return 0
