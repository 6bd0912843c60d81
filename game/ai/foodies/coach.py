"""The Foodies coach: a checked reason for an action, and a review's evaluation.

``checked_reason`` is what a hint or a review shows: the explain step's
claims, each confirmed by the rules core on a state built from the seat's
own observation (``verify``), comparing the move with the runner-up of the
coach's ranking. ``evaluate`` is that ranking (``rank.ranking``: the one
function the hint, ``hard`` and the review rank by — the same candidates,
samples and seed, so the hint is the review's best move) with each move's
margin turned into a win chance by a logistic whose scale grows with what
is left of the game: ``1 / (1 + exp(-SCALE * margin / sqrt(1 + recipes
left)))``. ``SCALE`` was fitted on AI games (docs/coach.md: maximum
likelihood of the final result given the margin at each decision). Each
action also gets its level chance, its gap to the best weighed as at the
game's end (``level_chance``), so a review still tells moves apart once
the game is decided (``review.loss_of``)."""
from __future__ import annotations

import math
from typing import Any, Generator

from game.ai.claims import Reason, keep_true
from game.ai.foodies import explain, verify
from game.ai.foodies import rank
from game.ai.foodies.sample import View


#: CPU seconds a review of one full game may take (issue #26); `bench`
#: reports the review's time against it.
REVIEW_CPU_SECONDS = 10.0


#: Logistic scale of the margin (points + potential) per sqrt(recipes left).
SCALE = 0.85


def checked_reason(observation: dict[str, Any], action: dict[str, Any],
                   versus: dict[str, Any] | None = None) -> Reason:
    """The explain step's claims for ``action`` (against ``versus``, default
    the best other move of the coach's ranking), each confirmed by the rules core on a state built
    from the observation alone; a clause whose claims all fail falls back
    to plainer claims about its action, if they hold."""
    if versus is None:
        versus = rank.runner_up(observation, action, explain.same)
        versus = versus if versus is not None else explain.alternative(observation, action)
    raw = explain.reason(observation, action, versus)
    check = verify.Verifier(verify.from_observation(observation), observation["seat"], observation)
    return keep_true(raw, check, lambda a: explain.fallback(observation, a))


def outcome(observation: dict[str, Any], action: dict[str, Any]) -> None:
    """Foodies' summary names the move alone (its outcome is hidden cards)."""
    return None


def recipes_left(view: View) -> int:
    return view.recipe_deck_count + len(view.menu)


def chance(margin: float, left: int) -> float:
    """The win chance of a margin with ``left`` recipes still to come."""
    x = SCALE * margin / math.sqrt(1 + left)
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, x))))


def evaluate(observation: dict[str, Any], played: dict[str, Any] | list[dict] | None = None,
             samples: int | None = None) -> Generator[None, None, list[tuple[dict, float, float]]]:
    """The coach's ranking (``rank.ranking``: the hint is its first move) as
    ``(action, chance, level)``, best first; ``played`` (one action or
    several) are ranked too; yields once per move and sample. ``chance``
    is the seat's win chance after the action (``chance`` of its value);
    ``level`` is the win chance it would leave had the best action left
    the game even — ``level_chance`` of its value less the best's, so the
    best's is 0.5 — which the review uses so a lopsided game, where every
    ``chance`` is near 0 or 1, still tells a bad move from the best
    (``review.loss_of``). A move counted equal to the best
    (``rank.equal``) gets the best's figures. A single distinct action
    comes alone (chance 1.0)."""
    rated = yield from rank.ranking(observation, played, n=samples)
    if len(rated) == 1:
        return [(rated[0].action, 1.0, 0.5)]
    left = recipes_left(View(observation))
    best = rated[0]
    out = []
    for r in rated:
        v = best.value if rank.equal(r, best) else r.value
        out.append((r.action, chance(v, left), level_chance(v - best.value)))
    return out


#: The recipes left a level chance is weighed at: 0, a gap of points as it
#: weighs at the game's end. Early in a game a win chance moves little per
#: point (``chance`` divides by sqrt(1 + recipes left)), so a seat that
#: gave up a point a turn for a whole game — and lost 10 to 40 — was shown
#: 85 % of its moves best or good; weighed at the end, a move is an
#: inaccuracy from about 0.4 points given up and a mistake from 1 point
#: (docs/coach.md measures the verdicts of every level).
LEVEL_LEFT = 0


def level_chance(gap: float) -> float:
    """The win chance a move ``gap`` points behind the best (gap ≤ 0) would
    leave had the best left the game even."""
    return chance(gap, LEVEL_LEFT)


same = explain.same  # whether two actions are the same move (cards of one type are alike)
