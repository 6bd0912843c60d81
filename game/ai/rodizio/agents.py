"""The Rodízio levels: easy, normal and hard.

All of them read only the observation (``observe(state, seat)``); none uses
wall-clock time, so a seed and a budget fix every decision.
"""
from __future__ import annotations

from game.ai.base import Observation, ThinkGen
from game.ai.rodizio.evaluate import heuristic
from game.ai.rodizio.model import (Pos, Table, from_action, from_observation, moves, play,
                                   to_action, utilities)
from game.ai.rodizio.search import Searcher
from game.rules.rng import Rng

AVERAGE_PIZZA = 3  # 51 points over 17 pizzas: what a forgetful player assumes


def _root(observation: Observation) -> tuple[Table, Pos, list[int]]:
    legal = observation["legal_actions"]
    if not legal:
        raise ValueError("the observing seat has no legal action")
    table, pos = from_observation(observation)
    return table, pos, [from_action(a) for a in legal]


def turn_value(t: Table, pos: Pos, move: int, me: int) -> float:
    """My estimated win chance after ``move``, finishing my own turn: a
    free choice it opens is mine, so I take its best option."""
    after = play(t, pos, move)
    if after.mover == me and after.pending >= 0:
        return max(_leaf(t, play(t, after, m))[me] for m in moves(t, after))
    return _leaf(t, after)[me]


def _leaf(t: Table, pos: Pos) -> tuple[float, ...]:
    return utilities(t, pos) if pos.mover < 0 else heuristic(t, pos)


def _greedy(t: Table, pos: Pos, root_moves: list, me: int):
    """The root move whose turn ``me`` values most (the first on ties);
    yields once per move so the search can be time-sliced."""
    best, best_v = root_moves[0], -1.0
    for m in root_moves:
        v = turn_value(t, pos, m, me)
        yield None
        if v > best_v + 1e-9:
            best, best_v = m, v
    return best


class NormalAgent:
    """Greedy on the objective: the move (and free choice) whose resulting
    position the evaluation likes best — aiming to end second, not first."""

    level = "normal"
    description = "Plays a sound greedy game: aims for second place."

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        t, pos, root_moves = _root(observation)
        me = pos.mover
        best = yield from _greedy(t, pos, root_moves, me)
        return to_action(best)


class EasyAgent:
    """A casual player: greedy like ``normal``, but it only remembers how
    many pizzas the others ate, not which (it assumes average ones), and one
    time in five it just picks a plate on a whim."""

    level = "easy"
    description = "A casual player: forgets what others ate, sometimes errs."

    WHIM = 0.2

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        t, pos, root_moves = _root(observation)
        me = pos.mover
        rng = Rng.from_seed(seed)
        if rng.random() < self.WHIM:
            yield None
            return to_action(rng.choice(root_moves))
        totals = tuple(v if j == me else AVERAGE_PIZZA * pos.counts[j]
                       for j, v in enumerate(pos.totals))
        pos = pos._replace(totals=totals)
        best = yield from _greedy(t, pos, root_moves, me)
        return to_action(best)


class HardAgent:
    """Searches the whole position (max-n, iterative deepening, node budget)
    and solves the end of the game exactly once it fits in the budget."""

    level = "hard"
    description = "Thinks many turns ahead and plays the endgame perfectly."

    # Nodes per decision. A node costs more with 3-4 seats (no cheap forced
    # Glutton turns, wider evaluation), so those games get fewer: both keep
    # a decision near 0.2 s on this machine (tools/bench_ai.py).
    BUDGET_WITH_GLUTTON = 8000
    BUDGET_MANY_SEATS = 5000

    def __init__(self, budget: int | None = None) -> None:
        self.budget = budget
        self.last: Searcher | None = None

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        t, pos, root_moves = _root(observation)
        # With the Glutton (2 seats) a cautious tie-break wins most; with 3-4
        # seats an opponent indifferent between moves is better modelled as
        # picking any of them (measured: +5-6 points of win rate).
        budget = self.budget or (self.BUDGET_WITH_GLUTTON if t.glutton else self.BUDGET_MANY_SEATS)
        searcher = Searcher(t, budget, ties="paranoid" if t.glutton else "average")
        self.last = searcher
        best, _ = yield from searcher.run(pos, root_moves)
        return to_action(best)
