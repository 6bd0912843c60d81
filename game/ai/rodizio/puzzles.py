"""Rodízio puzzles: positions from real games where exactly one move wins.

A **puzzle** is a seat's decision (a plate to pick up, or a pizza to take
in a free choice) where, under the coach's rival model (``solve``'s
docstring; docs/coach.md "The rival model"), exactly one legal move wins
the game for certain — the mover's exact win chance after it is 1 — and
every other move leaves at most ``OTHERS_AT_MOST`` (a clear difference,
not a coin flip). The exact endgame solver (`solve.Solver`) proves it.

The **depth** grades it: how many of the mover's own turns the win takes,
counting the puzzle's move — 1 when the move itself ends the game won —
along the longest line the rivals can make (each rival picks among its
own best moves, the model; the mover keeps to moves that still win for
certain and takes the quickest). A deeper puzzle asks the player to see
further.

`find(state_json, seat)` looks at one position; `prove(puzzle)` checks a
stored one again (tests/ai/test_rodizio_puzzles.py proves every shipped
puzzle); tools/make_puzzles.py collects them from seeded AI games into
assets/rodizio/puzzles.json."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from game.ai.rodizio import solve
from game.ai.rodizio.model import Pos, Table, from_observation, moves, play, to_action

#: The most another move may leave the mover for the position to be a puzzle.
OTHERS_AT_MOST = 0.5
#: A winning line longer than this many of the mover's turns is not graded further.
MAX_DEPTH = 12


@dataclass(frozen=True)
class Found:
    """A proved puzzle: the winning ``action``, every move's exact chance
    for the mover (in the rules core's order) and the ``depth``."""

    action: dict[str, Any]
    chances: tuple[tuple[dict[str, Any], float], ...]
    depth: int


def _value(solver: solve.Solver, pos: Pos) -> tuple[float, ...]:
    gen = solver.solve(pos)
    while True:
        try:
            next(gen)
        except StopIteration as done:
            return done.value


def _certain(v: float) -> bool:
    return v > 1.0 - solve.EPS


def find(state: dict[str, Any], seat: int) -> Found | None:
    """The puzzle at this position for ``seat`` (the seat to move), or None:
    not the seat's turn, too many cards to solve exactly, one legal move
    only, or not exactly one certain win with the others clearly worse."""
    if state.get("over") or state.get("to_move") != seat:
        return None
    t, pos = from_observation(state)
    if not solve.solvable(t, pos):
        return None
    legal = moves(t, pos)
    if len(legal) < 2:
        return None
    solver = solve.Solver(t)
    chances = [(m, _value(solver, play(t, pos, m))[seat]) for m in legal]
    winning = [m for m, c in chances if _certain(c)]
    if len(winning) != 1 or any(c > OTHERS_AT_MOST for m, c in chances if m != winning[0]):
        return None
    depth = _depth(solver, t, play(t, pos, winning[0]), seat)
    return Found(to_action(winning[0]), tuple((to_action(m), c) for m, c in chances), 1 + depth)


def _depth(solver: solve.Solver, t: Table, pos: Pos, me: int) -> int:
    """The mover's own turns still needed after a certain win, on the rivals'
    longest line (see the module docstring)."""
    @functools.lru_cache(maxsize=None)
    def need(p: Pos) -> int:
        if p.mover < 0:
            return 0
        options = [play(t, p, m) for m in moves(t, p)]
        if p.mover == me:
            keep = [q for q in options if _certain(_value(solver, q)[me])]
            # a free choice is the same turn: it costs no turn of its own
            cost = 0 if p.pending >= 0 else 1
            return min(cost + need(q) for q in keep) if keep else MAX_DEPTH
        values = [_value(solver, q) for q in options]
        best = max(v[p.mover] for v in values)
        return max(need(q) for q, v in zip(options, values) if v[p.mover] > best - solve.EPS)
    return min(MAX_DEPTH, need(pos))


def winning_line(state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """One line from a puzzle to the game's end that shows its win: the
    seat keeps to moves that still win for certain (the quickest), each
    rival takes its own best move (the first in the core's order among
    equals), the Glutton its rule. ``{actor, action}`` entries, as a record
    keeps them ("glutton" for the Glutton)."""
    t, pos = from_observation(state)
    solver = solve.Solver(t)
    out = []
    while pos.mover >= 0:
        options = moves(t, pos)
        if pos.mover == seat:
            keep = [m for m in options if _certain(_value(solver, play(t, pos, m))[seat])]
            move = min(keep, key=lambda m: _depth(solver, t, play(t, pos, m), seat))
        else:
            values = [(m, _value(solver, play(t, pos, m))[pos.mover]) for m in options]
            best = max(v for _, v in values)
            move = next(m for m, v in values if v > best - solve.EPS)
        actor: Any = "glutton" if pos.mover == t.glutton_index else pos.mover
        out.append({"actor": actor, "action": to_action(move)})
        pos = play(t, pos, move)
    return out


def prove(puzzle: dict[str, Any]) -> Found:
    """A stored puzzle checked again: ValueError unless its position still
    has exactly its one winning move (and its depth)."""
    found = find(puzzle["state"], puzzle["seat"])
    if found is None:
        raise ValueError(f"puzzle {puzzle.get('id')}: not exactly one winning move")
    if found.action != puzzle["solution"]:
        raise ValueError(f"puzzle {puzzle.get('id')}: the winning move is {found.action}, "
                         f"not {puzzle['solution']}")
    if found.depth != puzzle["depth"]:
        raise ValueError(f"puzzle {puzzle.get('id')}: depth {found.depth}, not {puzzle['depth']}")
    if "chances" in puzzle and [[a, round(c, 4)] for a, c in found.chances] != puzzle["chances"]:
        raise ValueError(f"puzzle {puzzle.get('id')}: the moves' chances are not {puzzle['chances']}")
    return found


def chances_json(found: Found) -> list[list[Any]]:
    """Every move's chance as a puzzle file keeps it (rounded to 4 places)."""
    return [[a, round(c, 4)] for a, c in found.chances]
