"""The rule book's JSON Lines trace (Rodízio §10, Foodies §9): the one
definition of its lines, used by `python -m game trace` and by exporting a
save or replay (`game.storage.replays.trace_lines`) — same bytes."""
from __future__ import annotations

import json
from typing import Any

from game.kits.registry import get


def dumps(obj: Any) -> str:
    """One canonical JSON line (identical bytes in every process)."""
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


def step_line(state: dict, actor: Any, action: dict) -> str:
    """A line before an action: the state, who acts, what they do."""
    return dumps({"state": state, "actor": actor, "action": action})


def final_line(game: str, final: dict, result: dict | None) -> str:
    """The last line: the final state plus the rule book's result fields
    (the kit's `trace_final_keys`; none while the game is unfinished)."""
    fields = get(game).final_fields(result) if result is not None else {}
    return dumps({"final": final, **fields})
