"""Max-n search over the Rodízio model, iteratively deepened, by node budget.

Each participant picks the move best for itself (utilities from
``model.utilities`` at the end, ``evaluate.heuristic`` at the horizon).
Equal choices (``ties``): "uniform" averages them for every participant —
the rival model of ``solve`` and of the coach, what ``hard`` uses;
"paranoid" breaks a rival's against the searching seat and "average"
averages only the rivals' (the reference level ``hard_ref``'s, with and
without the Glutton). The Glutton's forced moves and other single-move turns cost no
depth. When an iteration reaches the end of the game on every line the
result is exact and the search stops early: near the end of a game this
solves it outright.

``Searcher.run`` is a generator yielding once per node (one unit of work),
so it slices across frames and its result depends only on the budget.
"""
from __future__ import annotations

from typing import Generator

from game.ai.rodizio.evaluate import heuristic
from game.ai.rodizio.model import Pos, Table, moves, play, utilities
from game.ai.rodizio.solve import Solver

EPS = 1e-9


class _OutOfBudget(Exception):
    pass


class Searcher:
    def __init__(self, table: Table, budget: int, max_depth: int = 64,
                 ties: str = "paranoid", whole_iterations: int | None = None,
                 solver: Solver | None = None, exact_cards: int = 0) -> None:
        self.t = table
        self.ties = ties
        # A position with at most ``exact_cards`` cards on the plates is
        # valued by ``solver`` (exactly, under the rival model: use it only
        # with ties "uniform"); the positions it solves count as nodes, so
        # give each search a fresh solver: the budget then does not depend
        # on what an earlier search left in its memory.
        self.solver = solver
        self.exact_cards = exact_cards if solver is not None else 0
        self.budget = budget
        # With ``whole_iterations`` (a node cap), an iteration under way when
        # the budget runs out is finished (up to the cap) and no new one
        # starts: every root move is then valued at the same depth (a
        # review's comparison). Play never uses it.
        self.cap = budget if whole_iterations is None else whole_iterations
        self.whole = whole_iterations is not None
        self.max_depth = max_depth
        self.nodes = 0
        self.exact = False
        self.depth_done = 0
        self._cut = False
        #: Every root move's value for the searcher after ``run``: the last
        #: complete iteration's (updated by the moves a cut-off iteration
        #: finished, unless ``whole_iterations``).
        self.values: dict[int, float] = {}

    def run(self, pos: Pos, root_moves: list[int]) -> Generator[None, None, tuple[int, dict[int, float]]]:
        """Search ``pos`` (a position where ``root`` is to move); return the
        best root move and each completed move's value for the mover."""
        root = pos.mover
        order = list(root_moves)
        best_move = order[0]
        scores: dict[int, float] = {}
        if len(order) == 1:
            return best_move, scores
        children = {m: play(self.t, pos, m) for m in order}
        for depth in range(1, self.max_depth + 1):
            if self.whole and self.nodes >= self.budget:
                break
            self._cut = False
            done: dict[int, tuple[float, ...]] = {}
            try:
                for m in order:
                    done[m] = yield from self._value(children[m], depth - 1, root)
            except _OutOfBudget:
                # A partial iteration still counts if it re-searched the
                # previous best first: its completed moves are better known.
                if order[0] in done:
                    best_move, scores = self._pick(order, done, root)
                if not self.whole:  # a review keeps the last whole iteration's values
                    self.values.update((m, v[root]) for m, v in done.items())
                break
            best_move, scores = self._pick(order, done, root)
            self.values = dict(scores)
            self.depth_done = depth
            order.sort(key=lambda m: -scores[m])  # stable: ties keep their order
            if not self._cut:
                self.exact = True
                break
        return best_move, scores

    def _pick(self, order, done, root):
        best = None
        for m in order:
            if m in done and (best is None or done[m][root] > done[best][root] + EPS):
                best = m
        return best, {m: v[root] for m, v in done.items()}

    def _value(self, pos: Pos, depth: int, root: int) -> Generator[None, None, tuple[float, ...]]:
        self.nodes += 1
        if self.nodes > self.cap:
            raise _OutOfBudget
        yield None
        t = self.t
        mover = pos.mover
        if mover < 0:
            return utilities(t, pos)
        if self.exact_cards and len(pos.plates[0]) + len(pos.plates[1]) + len(pos.plates[2]) <= self.exact_cards:
            before = self.solver.nodes  # type: ignore[union-attr]
            v = yield from self.solver.solve(pos)  # type: ignore[union-attr]
            self.nodes += self.solver.nodes - before  # type: ignore[union-attr]
            return v
        ms = moves(t, pos)
        if len(ms) == 1:
            return (yield from self._value(play(t, pos, ms[0]), depth, root))
        if depth <= 0:
            self._cut = True
            return heuristic(t, pos)
        best = None
        if self.ties == "uniform" or (self.ties == "average" and mover != root):
            tied: list[tuple[float, ...]] = []
            for m in ms:
                v = yield from self._value(play(t, pos, m), depth - 1, root)
                if not tied or v[mover] > tied[0][mover] + EPS:
                    tied = [v]
                elif v[mover] > tied[0][mover] - EPS:
                    tied.append(v)
            if len(tied) == 1:
                return tied[0]
            k = 1.0 / len(tied)
            return tuple(sum(v[j] for v in tied) * k for j in range(len(tied[0])))
        for m in ms:
            v = yield from self._value(play(t, pos, m), depth - 1, root)
            if (best is None or v[mover] > best[mover] + EPS
                    or (v[mover] > best[mover] - EPS and v[root] < best[root] - EPS)):
                best = v
        return best
