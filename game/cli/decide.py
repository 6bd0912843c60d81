"""`decide`: one AI decision for one seat.

The position is a rule-book state (``--state FILE``), a save, replay or
trace at a ply (``--record FILE --ply N``: the seat's memory as at the
table) or the seat's observation (``--observation FILE``); files are read
with the storage's safe reader (regular files only, size and nesting
limits) and the agent is shown only the seat's observation
(`game.cli.state_file`). Prints the action as one JSON object. A bare
state of a game whose seats remember more than the state holds (Foodies'
§8 memory) gets one line on stderr saying the decision ignores it. A
missing, unreadable or corrupt file, a state the rules reject, a bad seat,
ply or level, or a seat that is not to move: one line on stderr, exit
status 2 — never a traceback."""
from __future__ import annotations

import json
import sys

from game.ai.base import decide
from game.kits import make_agent
from game.cli.args import fail
from game.cli.state_file import StateFileError, position


def run_decide(game: str, path: str | None, seat: int, level: str, seed: int, record: str | None = None,
               ply: int | None = None, observation: str | None = None) -> int:
    try:
        agent = make_agent(game, level)
    except ValueError as e:
        return fail(str(e))
    try:
        pos = position(game, seat, state=path, record=record, ply=ply, observation=observation)
    except StateFileError as e:
        return fail(str(e))
    try:
        action = decide(agent, pos.observation, seed)
    except Exception as e:  # noqa: BLE001 — an untrusted observation: one line, never a traceback
        return fail(f"cannot decide from this observation ({type(e).__name__}: {e})")
    print(json.dumps(action, ensure_ascii=False))
    if pos.note:  # after the answer: an output that cannot be written stays one line
        sys.stdout.flush()
        print(pos.note, file=sys.stderr)
    return 0
