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
from game.ai.levels import make_agent
from game.cli.args import fail
from game.rules import registry
from game.storage.jsonio import CorruptFile, read_json


def run_decide(game: str, path: str, seat: int, level: str, seed: int) -> int:
    try:
        agent = make_agent(game, level)
    except ValueError as e:
        return fail(str(e))
    try:
        raw = read_json(path)
    except CorruptFile as e:
        return fail(f"cannot read {path}: {e}")
    rules = registry.load(game)
    try:
        if not isinstance(raw, dict):
            raise ValueError("a state is a JSON object")
        state = rules.from_json(raw)
        obs = rules.observe(state, seat)
    except ValueError as e:  # BadState is a ValueError
        return fail(f"{path}: {e}")
    except Exception as e:  # noqa: BLE001 — an untrusted file: one line, never a traceback
        return fail(f"{path}: not a valid {game} state ({type(e).__name__}: {e})")
    if rules.result(state) is not None:
        return fail(f"{path}: the game is over")
    if rules.actor(state) != seat:
        return fail(f"{path}: seat {seat} is not to move (to move: {rules.actor(state)})")
    action = decide(agent, obs, seed)
    print(json.dumps(action, ensure_ascii=False))
    return 0
