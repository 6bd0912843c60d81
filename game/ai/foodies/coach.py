"""The Foodies coach: a checked reason for an action, and a review's evaluation.

``checked_reason`` is what a hint or a review shows: the explain step's
claims, each confirmed by the rules core on a state built from the seat's
own observation (``verify``). ``evaluate`` scores actions the way the
``hard`` level does — the same candidates (the greedy ranking, plus the
action played) on the same sampled positions of what the seat cannot see,
each followed to the seat's next turn and valued as points plus hand
potential against the best opponent (``agents.score``) — and turns that
margin into a win chance with a logistic whose scale grows with what is
left of the game: ``1 / (1 + exp(-SCALE * margin / sqrt(1 + recipes left)))``.
``SCALE`` was fitted on AI games (docs/coach.md: maximum likelihood of the
final result given the margin at each decision). Each action also gets
its level chance, the same function of its margin less the best's, so a
review still tells moves apart once the game is decided (``review.loss_of``)."""
from __future__ import annotations

import math
from typing import Any, Generator

from game.ai import coach
from game.ai.claims import Reason, keep_true
from game.ai.foodies import explain, verify
from game.ai.foodies.agents import HardAgent, candidates, score, to_action
from game.ai.foodies.model import cards
from game.ai.foodies.sample import View

#: Samples per candidate in a review, shared among the seats (48 with 2
#: seats, 32 with 3, 24 with 4): a game with more seats has more decisions
#: and longer lookaheads, and a review must stay within 10 s of CPU
#: (issue #26; docs/coach.md). ``hard`` uses 128 to choose.
REVIEW_SAMPLE_BUDGET = 96

#: CPU seconds a review of one full game may take (issue #26); `bench`
#: reports the review's time against it.
REVIEW_CPU_SECONDS = 10.0


def review_samples(seats: int) -> int:
    return max(8, REVIEW_SAMPLE_BUDGET // seats)
#: Logistic scale of the margin (points + potential) per sqrt(recipes left).
SCALE = 0.85


def checked_reason(observation: dict[str, Any], action: dict[str, Any],
                   versus: dict[str, Any] | None = None) -> Reason:
    """The explain step's claims for ``action`` (against ``versus``, default
    the greedy choice), each confirmed by the rules core on a state built
    from the observation alone; a clause whose claims all fail falls back
    to plainer claims about its action, if they hold."""
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


def model_action(view: View, action: dict[str, Any]) -> tuple:
    kind = action["type"]
    if kind == "draw":
        return ("draw",)
    if kind == "serve":
        return ("serve", int(action["recipe"]))
    card = action.get("card")
    return (kind, None if card is None else cards().card_type[int(card)])


def margins(observation: dict[str, Any], played: dict[str, Any] | list[dict] | None = None,
            samples: int | None = None) -> Generator[None, None, list[tuple[dict, float]]]:
    """``hard``'s candidates (and ``played``: one action or several), each with its mean margin —
    points plus potential against the best opponent at the seat's next
    turn — in candidate order; yields once per candidate and sample. A
    seat with a single distinct action gets it alone (margin 0)."""
    view = View(observation)
    legal = observation["legal_actions"]
    seed = coach.hint_seed(observation)
    samples = samples or review_samples(view.seats)
    cands = candidates(view, legal, HardAgent().width, seed=seed)
    for extra in [played] if isinstance(played, dict) else (played or []):
        mine = model_action(view, extra)
        if mine not in cands:
            cands.append(mine)
    if len({model_action(view, a) for a in legal}) == 1:
        return [(legal[0], 0.0)]
    totals = yield from score(view, cands, seed, samples)
    return [(to_action(view, a), t / samples) for a, t in zip(cands, totals)]


def evaluate(observation: dict[str, Any], played: dict[str, Any] | list[dict] | None = None,
             samples: int | None = None) -> Generator[None, None, list[tuple[dict, float, float]]]:
    """``hard``'s candidates (and ``played``) as ``(action, chance, level)``,
    best (the largest margin) first; yields once per candidate and sample.
    ``chance`` is the seat's win chance after the action (``chance`` of its
    margin); ``level`` is the win chance it would leave had the best
    action left the game even — ``chance`` of its margin less the best's,
    so the best's is 0.5 — which the review uses so a lopsided game, where
    every ``chance`` is near 0 or 1, still tells a bad move from the best
    (``review.loss_of``). A single distinct action comes alone (chance 1.0)."""
    rated = yield from margins(observation, played, samples)
    if len(rated) == 1:
        return [(rated[0][0], 1.0, 0.5)]
    left = recipes_left(View(observation))
    # by margin, not by chance: far from even the chances round to the same 0 or 1
    order = sorted(range(len(rated)), key=lambda i: (-rated[i][1], i))
    top = rated[order[0]][1]
    return [(rated[i][0], chance(rated[i][1], left), chance(rated[i][1] - top, left)) for i in order]


same = explain.same  # whether two actions are the same move (cards of one type are alike)
