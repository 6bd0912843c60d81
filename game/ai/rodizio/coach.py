"""The Rodízio coach: a checked reason for a move, and a review's evaluation.

``checked_reason`` is what a hint or a review shows: the explain step's
claims, each confirmed by the rules core (``verify``); ``evaluate`` gives
every legal move's win chance for the seat to move, by the one ranking
(``rank``) the ``hard`` level and so the hint play by, from that seat's
observation (Rodízio hides nothing, §9)."""
from __future__ import annotations

from typing import Any, Generator

from game.ai.claims import Claim, Reason, keep_true
from game.ai.rodizio import explain, rank, table_chance, verify
from game.ai.rodizio.model import from_action, from_observation, to_action


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
    chance after it, best first: ``rank.rank`` — the ranking ``hard`` and
    so the hint play by (exact in the endgame, a search before it, the
    rival model of docs/coach.md), so the best is the hint by construction.
    Yields as the ranking works. A single legal action is returned alone,
    unsearched (chance 1.0: there is nothing to compare)."""
    rated = yield from rank.rank(observation)
    return [(to_action(r.move), r.chance) for r in rated]


def against_table(observation: dict[str, Any], players: list[str]
                  ) -> Generator[None, None, list[tuple[dict, float]] | None]:
    """Each legal action with the mover's win chance against the table's
    actual rivals (``players``: each seat's level, from the record), for a
    position every move of which is lost against best play; None where
    the endgame is too large to play out exactly (``table_chance``)."""
    t, pos = from_observation(observation)
    got = yield from table_chance.chances(t, pos, players)
    if got is None:
        return None
    return [(to_action(m), c) for m, c in got.items()]


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two actions are the same move."""
    return from_action(a) == from_action(b)
