"""The Rodízio levels: easy, normal and hard.

All of them read only the observation (``observe(state, seat)``); none uses
wall-clock time, so a seed and a budget fix every decision.
"""
from __future__ import annotations

from game.ai.base import Observation, ThinkGen
from game.ai.rodizio import rank
from game.ai.rodizio.model import Pos, Table, from_action, from_observation, to_action
from game.ai.rodizio.rank import turn_value
from game.ai.rodizio.search import Searcher
from game.rules.rng import Rng

AVERAGE_PIZZA = 3  # 51 points over 17 pizzas: what a forgetful player assumes


def _root(observation: Observation) -> tuple[Table, Pos, list[int]]:
    legal = observation["legal_actions"]
    if not legal:
        raise ValueError("the observing seat has no legal action")
    table, pos = from_observation(observation)
    return table, pos, [from_action(a) for a in legal]


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
    """Plays the first move of the coach's ranking (``rank``): the exact
    endgame under the rival model, a max-n search before it — so its move
    is the hint, and the review's best."""

    level = "hard"
    description = "Thinks many turns ahead and plays the endgame perfectly."

    def __init__(self, budget: int | None = None) -> None:
        self.budget = budget

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        t, pos, _ = _root(observation)
        rated = yield from rank.rank_position(t, pos, self.budget)
        return to_action(rated[0].move)


class ReferenceHardAgent:
    """``hard`` as it was before the one ranking (issue #30): max-n,
    iterative deepening by node budget, a rival's equal moves broken
    against the searcher with the Glutton ("paranoid") and averaged
    without. Kept to measure the level against (``hard_ref`` in ``sim``;
    never offered at the table)."""

    level = "hard_ref"
    description = "The previous hard level, for measuring (not offered)."

    BUDGET_WITH_GLUTTON = 8000
    BUDGET_MANY_SEATS = 5000

    def __init__(self, budget: int | None = None) -> None:
        self.budget = budget
        self.last: Searcher | None = None

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        t, pos, root_moves = _root(observation)
        budget = self.budget or (self.BUDGET_WITH_GLUTTON if t.glutton else self.BUDGET_MANY_SEATS)
        searcher = Searcher(t, budget, ties="paranoid" if t.glutton else "average")
        self.last = searcher
        best, _ = yield from searcher.run(pos, root_moves)
        return to_action(best)
