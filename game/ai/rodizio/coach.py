"""The Rodízio coach: a checked reason for a move, and a review's evaluation.

``checked_reason`` is what a hint or a review shows: the explain step's
claims, each confirmed by the rules core (``verify``); ``evaluate`` gives
every legal move's win chance for the seat to move, as the ``hard`` level's
search sees it from that seat's observation (Rodízio hides nothing, §9)."""
from __future__ import annotations

from typing import Any, Generator

from game.ai.claims import Claim, Reason, keep_true
from game.ai.rodizio import explain, verify
from game.ai.rodizio.agents import HardAgent, turn_value
from game.ai.rodizio.model import from_action, from_observation, moves, to_action
from game.ai.rodizio.search import Searcher


#: A review searches with this share of ``hard``'s node budget and
#: finishes the iteration under way when it runs out (up to
#: ``WHOLE_ITERATION_CAP`` times that budget), so every move is valued at
#: one depth — about the depth of ``hard``'s own last complete iteration.
#: Measured on 12 AI games (docs/coach.md): it flags as few of ``hard``'s
#: moves as the full budget does, in half the time.
REVIEW_BUDGET_SHARE = 0.5
WHOLE_ITERATION_CAP = 4

#: CPU seconds a review of one full game may take (issue #26); `bench`
#: reports the review's time against it.
REVIEW_CPU_SECONDS = 3.0


def checked_reason(observation: dict[str, Any], action: dict[str, Any],
                   versus: dict[str, Any] | None = None) -> Reason:
    """The explain step's claims for ``action`` (against ``versus``, default
    the greedy move), each confirmed by the rules core; a clause whose
    claims all fail falls back to what its move eats, if that holds."""
    raw = explain.reason(observation, action, versus)
    check = verify.Verifier(verify.from_observation(observation), observation["to_move"])
    return keep_true(raw, check, lambda a: explain.fallback(observation, a))


def outcome(observation: dict[str, Any], action: dict[str, Any]) -> Claim | None:
    """Where ``action`` left the mover, checked (a review's summary names it)."""
    claim = explain.outcome(observation, action)
    if claim is None:
        return None
    check = verify.Verifier(verify.from_observation(observation), observation["to_move"])
    return claim if check(claim, action) is None else None


def evaluate(observation: dict[str, Any], played: dict[str, Any] | list[dict] | None = None
             ) -> Generator[None, None, list[tuple[dict, float]]]:
    """Each legal action (``played`` among them) with the mover's win
    chance after it, best first, from ``hard``'s search (a rival's equal
    choices averaged, ``REVIEW_BUDGET_SHARE`` of its budget, the last iteration finished so
    all moves are valued at one depth); yields once per node.
    A single legal action is returned alone, unsearched (chance 1.0: there
    is nothing to compare)."""
    t, pos = from_observation(observation)
    root = moves(t, pos)
    if len(root) == 1:
        return [(to_action(root[0]), 1.0)]
    agent = HardAgent()
    budget = int(REVIEW_BUDGET_SHARE * (agent.BUDGET_WITH_GLUTTON if t.glutton else agent.BUDGET_MANY_SEATS))
    # Ties "average", never "paranoid" (``hard``'s own, with the Glutton):
    # a paranoid tie-break values a move by the worst an indifferent rival
    # could do to the mover — a bound, not a chance — so with the Glutton,
    # where a rival who cannot win is indifferent on most lines, every move
    # read 0 % and none was ever judged worse than another.
    searcher = Searcher(t, budget, ties="average", whole_iterations=WHOLE_ITERATION_CAP * budget)
    yield from searcher.run(pos, root)
    me = pos.mover
    values = {m: searcher.values.get(m, turn_value(t, pos, m, me)) for m in root}
    ranked = sorted(root, key=lambda m: (-values[m], root.index(m)))
    return [(to_action(m), values[m]) for m in ranked]


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two actions are the same move."""
    return from_action(a) == from_action(b)
