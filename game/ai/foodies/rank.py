"""The Foodies coach's one ranking of a seat's moves: the hint, ``hard``,
the review's best move and its verdicts all come from ``ranking``.

The model (docs/coach.md, "Foodies: the rival model"):

* **Candidates**: the greedy policy's best-ranked legal moves, at most
  ``WIDTH`` (every serve the seat can make is among them), plus any move a
  review asks about.
* **What the seat cannot see** is dealt ``samples(seats)`` ways,
  consistently with its observation and §8 memory (``sample.py``), the
  samples fixed by a digest of the observation (``game.ai.coach.hint_seed``)
  — the same positions for every candidate, for the hint and for the review.
* **The rivals** each play the greedy policy (the ``normal`` level: serve
  the best dish it can, else swap its least useful card or draw) until
  the seat's next turn: a rival who cannot win still plays its own best
  dish, it never plays against the seat.
* **The value** at that turn (``value``): points plus the hand's potential,
  against the best rival's — where a dish the seat cannot finish before
  the kitchen goes cold (§5.4: the round ends after 5 × seats turns
  without a serve) counts only ``COLD_FACTOR`` of its worth, since it is
  lost unless somebody else serves first. A finished game is worth
  ±100.
* **Equal moves**: two moves whose mean margins differ by less than
  ``EQUAL`` points are equal; among equal moves the greedy choice is
  preferred (a search's small differences are noise), so the first move
  is the greedy one unless another beats it by ``EQUAL``.
* **A dish that can be served is served**: while a serve is possible the
  first move is the best serve; a move that keeps the finished dish in
  hand is counted at most as good as that serve less what serving secures
  (``stake``: its +2 while nobody has served it, else ``HELD`` = 1 point)
  — holding it risks the +2 and the round's end (a rival's serve, the
  cold kitchen, the deck running out), which a one-turn lookahead does
  not see.

``ranking`` returns ``Rated`` moves, best first; ``best`` is the hint."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generator

from game.ai.foodies import policy
from game.ai.foodies.agents import candidates, lookahead, to_action
from game.ai.foodies.model import COLD_TURNS_PER_SEAT, FIRST_BONUS, Sim, apply, cards, winners
from game.ai.foodies.sample import View, sample
from game.rules.rng import Rng, derive_seed

#: Candidate moves (the greedy ranking's first ones).
WIDTH = 6
#: Samples per candidate, shared among the seats (48 with 2 seats, 32 with
#: 3, 24 with 4): a review must judge every decision of a game within 10 s
#: of CPU (issue #26), and the hint is the review's best only if both use
#: the same samples. docs/ai-strength.md: 32–128 samples win alike.
SAMPLE_BUDGET = 96
#: Margins (mean points) closer than this are equal moves.
EQUAL = 0.2
#: What a dish the seat cannot finish before the kitchen goes cold is worth.
COLD_FACTOR = 0.5
#: What keeping an already-claimed dish in hand instead of serving it
#: risks, in points (an unclaimed one risks its +2).
HELD = 1.0


def samples(seats: int) -> int:
    return max(8, SAMPLE_BUDGET // seats)


@dataclass(frozen=True)
class Rated:
    action: dict          # a rules action of the seat
    move: tuple           # the model action
    margin: float         # mean value (points + potential against the best rival)
    value: float          # the margin the ranking orders by (``margin`` capped by the serve rule)


def turns_before_cold(sim: Sim, seat: int) -> int:
    """How many turns ``seat`` still has before the kitchen goes cold, if
    nobody serves: its turns among the round's remaining quiet turns."""
    n = sim.seats
    left = COLD_TURNS_PER_SEAT * n - sim.quiet
    start = sim.to_move if sim.to_move is not None else 0
    return sum(1 for k in range(max(0, left)) if (start + k) % n == seat)


def potential(sim: Sim, seat: int) -> float:
    """The policy's hand potential, a dish counted at ``COLD_FACTOR`` when
    the seat cannot draw its missing cards (two a turn at most, the last
    turn to serve) before the kitchen goes cold, nor from the deck."""
    turns = turns_before_cold(sim, seat)
    draws = min(2 * max(0, turns - 1), len(sim.deck))
    gt = policy._g_table(policy.NORMAL.power)
    fv = policy.future_value(policy.NORMAL)
    hand = sim.hands[seat]
    total = 0.0
    for _, worth, missing in policy.targets(sim, seat):
        cold = turns < 1 or missing > draws
        total += worth * gt[missing + 1] * (COLD_FACTOR if cold else 1.0)
    return total + sum(fv[t] * min(hand[t], policy.NORMAL.future_cap) for t in range(len(hand)))


def value(sim: Sim, me: int) -> float:
    """Points plus potential, relative to the best rival's; ±100 once over."""
    if sim.over:
        w = winners(sim)
        return (100.0 / len(w)) if me in w else -100.0
    vals = [sim.scores[s] + potential(sim, s) for s in range(sim.seats)]
    return vals[me] - max(v for s, v in enumerate(vals) if s != me)


def margins(view: View, moves: list[tuple], seed: int, n: int) -> Generator[None, None, list[float]]:
    """Each move's mean ``value`` over ``n`` samples, each played on to the
    seat's next turn (the rivals greedy); yields once per move and sample."""
    me = view.seat
    totals = [0.0] * len(moves)
    for k in range(n):
        det = sample(view, Rng.from_seed(derive_seed(seed, k)))
        for i, a in enumerate(moves):
            sim = det.copy()
            roll = Rng.from_seed(derive_seed(seed, k, "roll"))
            apply(sim, a, roll)
            lookahead(sim, me, roll)
            totals[i] += value(sim, me)
            yield None
    return [t / n for t in totals]


def model_action(view: View, action: dict[str, Any]) -> tuple:
    kind = action["type"]
    if kind == "draw":
        return ("draw",)
    if kind == "serve":
        return ("serve", int(action["recipe"]))
    card = action.get("card")
    return (kind, None if card is None else cards().card_type[int(card)])


def order(moves: list[tuple], margin: list[float], base: int, view: View | None = None) -> list[int]:
    """The ranking's order of ``moves`` (indices), from their margins: the
    first is chosen among the first ``base`` (the candidates), the greedy
    one (index 0) unless another beats it by ``EQUAL``, a serve whenever
    one is possible; then the rest by value."""
    serves = [i for i in range(base) if moves[i][0] == "serve"]
    pool = serves or list(range(base))
    top = max(pool, key=lambda i: (margin[i], -i))
    first = top if margin[top] - margin[pool[0]] >= EQUAL else pool[0]
    rest = sorted((i for i in range(len(moves)) if i != first),
                  key=lambda i: (-capped(moves, margin, i, first, view), i))
    return [first] + rest


def stake(view: View | None, recipe: int) -> float:
    """What keeping a dish in hand instead of serving it puts at stake: the
    +2 while nobody has served it, else ``HELD`` (a point in hand is not a
    point scored: the round may end first, §5.3–5.4)."""
    if view is not None and dict(view.menu).get(recipe, 1) == 0:
        return float(FIRST_BONUS)
    return HELD


def capped(moves: list[tuple], margin: list[float], i: int, first: int, view: View | None = None) -> float:
    """The value a move is ranked and judged by: its margin, but a move that
    does not serve while a serve is the first counts at most the first's
    margin less what serving it now secures (``stake``)."""
    if moves[first][0] == "serve" and moves[i][0] != "serve":
        return min(margin[i], margin[first] - max(EQUAL, stake(view, moves[first][1])))
    return margin[i]


def ranking(observation: dict[str, Any], played: dict[str, Any] | list[dict] | None = None,
            seed: int | None = None, n: int | None = None) -> Generator[None, None, list[Rated]]:
    """The seat's moves, best first (``Rated``); ``played`` (one action or
    several) are ranked too. ``seed`` defaults to the observation's digest
    (``hint_seed``): the hint and the review pass none. A seat with a single
    distinct move gets it alone. ``n`` overrides the samples (tests only:
    the hint and the review must use ``samples``). Yields once per move and
    sample."""
    from game.ai.coach import hint_seed
    legal = observation["legal_actions"]
    if not legal:
        raise ValueError("the observing seat has no legal action")
    view = View(observation)
    seed = hint_seed(observation) if seed is None else seed
    if len({model_action(view, a) for a in legal}) == 1:
        move = model_action(view, legal[0])
        return [Rated(legal[0], move, 0.0, 0.0)]
    moves = candidates(view, legal, WIDTH, seed=seed) or [model_action(view, legal[0])]
    base = len(moves)
    for extra in [played] if isinstance(played, dict) else (played or []):
        mine = model_action(view, extra)
        if mine not in moves:
            moves.append(mine)
    count = n or samples(view.seats)
    margin = yield from margins(view, moves, seed, count)
    ranked = order(moves, margin, base, view)
    first = ranked[0]
    out = [Rated(to_action(view, moves[i]), moves[i], margin[i], capped(moves, margin, i, first, view))
           for i in ranked]
    _remember((seed, count), out)
    return out


#: The last rankings made, by (seed, samples): the hint's reason names the
#: runner-up of the ranking that chose the hint without searching again.
_RECENT: dict[tuple[int, int], list[Rated]] = {}


def _remember(key: tuple[int, int], rated: list[Rated]) -> None:
    _RECENT.pop(key, None)
    _RECENT[key] = rated
    while len(_RECENT) > 16:
        _RECENT.pop(next(iter(_RECENT)))


def runner_up(observation: dict[str, Any], action: dict[str, Any], same) -> dict[str, Any] | None:
    """The best-ranked move that is not ``action`` (``same`` tells moves
    apart), from the coach's ranking of this observation (remembered from
    the search that chose the hint, else made now); None if there is none."""
    from game.ai.coach import hint_seed
    from game.ai.review import drain
    view = View(observation)
    key = (hint_seed(observation), samples(view.seats))
    rated = _RECENT.get(key)
    if rated is None:
        rated = drain(ranking(observation))
    return next((r.action for r in rated if not same(r.action, action)), None)


def equal(a: Rated, best: Rated) -> bool:
    """Whether ``a`` counts as good as the first move (``EQUAL``)."""
    return a.value > best.value - EQUAL
