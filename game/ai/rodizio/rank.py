"""The one ranking of a Rodízio position's moves: what the ``hard`` level
plays, what the hint shows and what the review judges by.

``rank(observation)`` values every legal move by the mover's win chance
under the rival model (``solve``'s docstring; docs/coach.md "The rival
model") and returns them best first:

- a position with few enough cards on the plates (``solve.solvable``) is
  solved exactly; a somewhat larger one (``solve.worth_trying``) too if
  that takes at most ``solve.TRY_LIMIT`` positions;
- a larger one is searched (``search.Searcher``, ties "uniform" — the same
  model — a fixed node budget, the end of the game solved exactly once a
  line reaches ``LEAF_CARDS`` cards).

Equal moves for the mover (within ``solve.EPS``) are ordered by the
heuristic's view of the turn (``agents.turn_value``: the projection of who
ends second), then by the legal order, so the first is always the same
move. ``hard`` plays the first; the hint is ``hard``'s move; the review's
best is the first and a move's loss is measured against it — the hint is
the review's best by construction. Everything depends only on the
observation (no seed, no clock; each ranking starts a fresh solver), so
replays and traces reproduce exactly.

The work is a generator yielding about every millisecond of work, for
the window's sliced thinking (``game.ai.base.Thinking``)."""
from __future__ import annotations

from typing import Any, Generator, NamedTuple

from game.ai.rodizio import solve
from game.ai.rodizio.evaluate import heuristic
from game.ai.rodizio.model import Pos, Table, from_observation, moves, play, utilities
from game.ai.rodizio.search import Searcher

#: Search nodes per decision (an exact leaf's positions count as nodes):
#: with the Glutton (2 seats) and without (3-4 seats). With a failed exact
#: try before it (``solve.TRY_LIMIT``) a decision stays within the hint's
#: 0.5 s (docs/ai-strength.md, "Thinking time").
BUDGET_WITH_GLUTTON = 8000
BUDGET_MANY_SEATS = 8000

#: Inside a search, a position with at most this many cards is solved
#: exactly (each position it solves counts as a node of the budget).
LEAF_CARDS = {True: 9, False: 6}


class Rated(NamedTuple):
    move: int       # a model move (``model.to_action`` turns it into an action)
    chance: float   # the mover's win chance after it, under the rival model
    exact: bool     # solved exactly (not a search estimate)


def turn_value(t: Table, pos: Pos, move: int, me: int) -> float:
    """The heuristic's estimate of my win chance after ``move``, finishing
    my own turn (a free choice it opens is mine, so I take its best)."""
    after = play(t, pos, move)
    if after.mover == me and after.pending >= 0:
        return max(_leaf(t, play(t, after, m))[me] for m in moves(t, after))
    return _leaf(t, after)[me]


def _leaf(t: Table, pos: Pos) -> tuple[float, ...]:
    return utilities(t, pos) if pos.mover < 0 else heuristic(t, pos)


def budget(t: Table) -> int:
    return BUDGET_WITH_GLUTTON if t.glutton else BUDGET_MANY_SEATS


def rank_position(t: Table, pos: Pos, node_budget: int | None = None, ties: str = "uniform"
                  ) -> Generator[None, None, list[Rated]]:
    """Every legal move of ``pos`` rated for its mover, best first (the
    module's contract). A single legal move is returned alone, unvalued
    (chance 1.0, nothing to compare). ``ties="paranoid"`` ranks by the
    rejected model (a rival's equal moves against the mover), only to
    measure it against the chosen one."""
    root = moves(t, pos)
    if len(root) == 1:
        return [Rated(root[0], 1.0, False)]
    me = pos.mover
    # fresh: the result must not depend on earlier work
    solver = solve.Solver(t, pos.mover if ties == "paranoid" else None)
    values = None
    if solve.solvable(t, pos):
        values = yield from solver.move_values(pos, root)
    elif solve.worth_trying(t, pos) and ties == "uniform":
        try:
            values = yield from solver.move_values(pos, root, solve.TRY_LIMIT[t.glutton])
        except solve.TooLarge:
            values = None  # what it solved stays in the solver, for the search
    if values is not None:
        chance = {m: v[me] for m, v in values.items()}
        exact = True
    else:
        searcher = Searcher(t, node_budget or budget(t), ties=ties,
                            solver=solver, exact_cards=LEAF_CARDS[t.glutton])
        best, _ = yield from searcher.run(pos, root)
        exact = searcher.exact
        chance = {m: searcher.values[m] if m in searcher.values else turn_value(t, pos, m, me)
                  for m in root}
        # A search cut mid-iteration chose ``best`` among the moves it
        # re-searched; a move it did not reach keeps a shallower value,
        # which must not rank above the move played.
        top = chance[best]
        chance = {m: min(v, top) for m, v in chance.items()}
    hv = {}
    for m in root:  # (a free choice's options make this a few ms: slice it)
        hv[m] = turn_value(t, pos, m, me)
        yield None
    order = sorted(root, key=lambda m: (-_bucket(chance[m]), -hv[m], root.index(m)))
    if not exact:
        order.remove(best)
        order.insert(0, best)
    return [Rated(m, min(1.0, chance[m]), exact) for m in order]


def _bucket(x: float) -> float:
    """Chances equal within ``solve.EPS`` sort as equal."""
    return round(x / (4 * solve.EPS))


def rank(observation: dict[str, Any]) -> Generator[None, None, list[Rated]]:
    """``rank_position`` of the position an observation shows."""
    t, pos = from_observation(observation)
    return (yield from rank_position(t, pos))
