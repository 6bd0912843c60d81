"""Puzzles shipped with a game (docs/challenges.md, "Rodízio puzzles").

A kit with puzzles names the module that proves them (``GameKit.puzzles``:
``prove(puzzle)`` raises ValueError unless the position still has exactly
its one winning move) and ships ``assets/<game>/puzzles.json``::

    {"format": "rodizio-foodies/puzzles", "version": 1, "game": GAME,
     "rules": RULES_STAMP, "puzzles": [PUZZLE, ...]}         # easiest first
    PUZZLE = {"id": 1, "state": STATE, "seat": SEAT, "solution": ACTION,
              "depth": TURNS, "source": {...}}

``depth`` grades a puzzle: the mover's own turns the win takes. The
puzzle of the day is chosen from the date alone, like today's deal
(`game.kits.daily`), so every player gets the same one."""
from __future__ import annotations

import datetime as _dt
import functools
import json
from pathlib import Path
from typing import Any

from game.kits.daily import pick

FORMAT = "rodizio-foodies/puzzles"
VERSION = 1


def path_of(game: str) -> Path:
    from game.content_root import CONTENT_ROOT
    return CONTENT_ROOT / game / "puzzles.json"


def has_puzzles(kit: Any) -> bool:
    return bool(getattr(kit, "puzzles", None)) and path_of(kit.name).is_file()


@functools.lru_cache(maxsize=None)
def _load(path: Path, mtime_ns: int) -> tuple[dict[str, Any], ...]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise ValueError(f"{path}: not a puzzles file of version {VERSION}")
    return tuple(data["puzzles"])


def load(kit: Any) -> list[dict[str, Any]]:
    """The game's puzzles, easiest first ([] for a game without any)."""
    if not has_puzzles(kit):
        return []
    path = path_of(kit.name)
    return list(_load(path, path.stat().st_mtime_ns))


def by_id(kit: Any, ident: int) -> dict[str, Any]:
    """Puzzle number ``ident``; ValueError naming the range otherwise."""
    puzzles = load(kit)
    for p in puzzles:
        if p["id"] == ident:
            return p
    raise ValueError(f"{kit.title} has no puzzle {ident} (there are {len(puzzles)})")


def of_day(kit: Any, day: _dt.date) -> dict[str, Any]:
    """The puzzle of ``day``: the same for every player that day."""
    puzzles = load(kit)
    if not puzzles:
        raise ValueError(f"{kit.title} has no puzzles")
    return puzzles[pick(f"rodizio-foodies/puzzle/{kit.name}/{day.isoformat()}", len(puzzles))]


def prove(kit: Any, puzzle: dict[str, Any]) -> Any:
    """The kit's proof of one puzzle (ValueError if it does not hold)."""
    import importlib
    return importlib.import_module(kit.puzzles).prove(puzzle)
