"""A seat's win chance against the table's actual rivals, for positions the
rival model calls lost (pure, no pygame).

When every move of a position is lost against best play (``rank`` rates
them all 0, exactly), the review still has to say which moves gave the
seat a chance at *this* table: a casual rival errs. ``chances(t, pos,
players)`` plays the rest of the game out exactly, with each rival seat
following its level's own policy (what that agent does, as a
distribution over moves), the Glutton its rule, and the seat to move
choosing its best at each of its turns (an expectimax, memoised).

Policies by the seat's ``player`` entry in the record:
``random`` — any legal move, uniformly; ``easy`` — a whim one time in
five (uniform), else the greedy move on what it remembers (totals by
count, ``agents.AVERAGE_PIZZA``); ``normal`` — the greedy move;
``hard`` and anything else (a human, a reference level, an unknown
name) — the rival model itself (``solve``): best for itself, equal moves
uniformly. Only positions ``solve.solvable`` are valued (that is where
the model can prove a loss); ``None`` otherwise."""
from __future__ import annotations

from typing import Generator, Sequence

from game.ai.rodizio import solve
from game.ai.rodizio.model import Pos, Table, moves, play, utilities
from game.ai.rodizio.rank import turn_value

AVERAGE_PIZZA = 3   # as the easy level (agents.AVERAGE_PIZZA)
WHIM = 0.2          # as the easy level (agents.EasyAgent.WHIM)
CHUNK = 4           # positions between yields (about a search node's work, as solve.CHUNK)


def _greedy(t: Table, pos: Pos, ms: list[int], forgetful: bool) -> int:
    me = pos.mover
    if forgetful:
        totals = tuple(v if j == me else AVERAGE_PIZZA * pos.counts[j] for j, v in enumerate(pos.totals))
        pos = pos._replace(totals=totals)
    best, best_v = ms[0], -1.0
    for m in ms:
        v = turn_value(t, pos, m, me)
        if v > best_v + 1e-9:
            best, best_v = m, v
    return best


class TableChance:
    """The expectimax of one seat (``me``) against its table's policies."""

    def __init__(self, t: Table, me: int, players: Sequence[str]) -> None:
        self.t, self.me = t, me
        self.players = list(players)
        self.solver = solve.Solver(t)
        self.memo: dict[Pos, float] = {}
        self.nodes = 0

    def _policy(self, pos: Pos, ms: list[int]) -> Generator[None, None, list[tuple[int, float]]]:
        """The acting rival's moves with their probabilities."""
        who = pos.mover
        level = self.players[who] if who < len(self.players) else "glutton"
        if len(ms) == 1:
            return [(ms[0], 1.0)]
        if level == "random":
            return [(m, 1.0 / len(ms)) for m in ms]
        if level in ("easy", "normal"):
            g = _greedy(self.t, pos, ms, level == "easy")
            yield None  # (a greedy choice weighs every move: a unit of its own)
            if level == "normal":
                return [(g, 1.0)]
            out = {m: WHIM / len(ms) for m in ms}
            out[g] += 1.0 - WHIM
            return list(out.items())
        vals = {}
        for m in ms:
            vals[m] = yield from self.solver.solve(play(self.t, pos, m))
        best = max(v[who] for v in vals.values())
        tied = [m for m in ms if vals[m][who] > best - solve.EPS]
        return [(m, 1.0 / len(tied)) for m in tied]

    def value(self, pos: Pos) -> Generator[None, None, float]:
        """My chance from ``pos`` (recursive; the endgame is shallow)."""
        if pos.mover < 0:
            return utilities(self.t, pos)[self.me]
        got = self.memo.get(pos)
        if got is not None:
            return got
        self.nodes += 1
        if self.nodes % CHUNK == 0:
            yield None
        ms = moves(self.t, pos)
        if pos.mover == self.me:
            v = 0.0
            for m in ms:
                c = yield from self.value(play(self.t, pos, m))
                v = max(v, c)
        else:
            v = 0.0
            for m, p in (yield from self._policy(pos, ms)):
                v += p * (yield from self.value(play(self.t, pos, m)))
        self.memo[pos] = v
        return v


def chances(t: Table, pos: Pos, players: Sequence[str]
            ) -> Generator[None, None, dict[int, float] | None]:
    """Each legal move's win chance for the seat to move against the
    table's rivals (``players``: each seat's level, by seat); None for a
    position too large to play out exactly."""
    if not solve.solvable(t, pos) or pos.mover < 0:
        return None
    tc = TableChance(t, pos.mover, players)
    out = {}
    for m in moves(t, pos):
        out[m] = yield from tc.value(play(t, pos, m))
        yield None
    return out
