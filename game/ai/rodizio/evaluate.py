"""A position's worth to each participant, before the game is over.

The objective is the *second-highest* total (§8), so "more is better" is
wrong: a seat wants to finish just behind the leader. We project each final
total as what it has plus a fair share of the pizzas still to be eaten, add
uncertainty that shrinks as the plates empty, and count in how many of a
fixed set of perturbations each participant ends second. The perturbations
are drawn once from a fixed seed, so the evaluation is a pure function.
"""
from __future__ import annotations

import math
from functools import lru_cache

from game.ai.rodizio.model import Pos, Table
from game.rules.rng import Rng

SAMPLES = 48
SPREAD = 0.45   # uncertainty per sqrt(value still to be eaten)


@lru_cache(maxsize=8)
def _noise(participants: int) -> tuple[tuple[float, ...], ...]:
    rng = Rng.from_seed(0x5EC0D)
    out = []
    for _ in range(SAMPLES // 2):
        z = []
        for _ in range(participants):
            u1, u2 = rng.random(), rng.random()
            z.append(math.sqrt(-2.0 * math.log(1.0 - u1)) * math.cos(2 * math.pi * u2))
        out.append(tuple(z))
        out.append(tuple(-x for x in z))  # antithetic pairs halve the noise
    return tuple(out)


def heuristic(t: Table, pos: Pos) -> tuple[float, ...]:
    """Estimated win chance per participant (0 for the Glutton's "wins",
    which make every seat lose, and for seats when the Glutton wins)."""
    n = t.participants
    value = t.value
    pizzas = [value[c] for s in pos.plates for c in s if c != t.placard]
    # The game stops with about two pizzas left uneaten: drop the two
    # cheapest as the expected leftovers.
    pizzas.sort()
    rest = sum(pizzas[2:]) if len(pizzas) > 2 else 0
    share = rest / n
    spread = SPREAD * math.sqrt(rest) + 0.25
    base = [pos.totals[j] + share - 0.01 * pos.counts[j] for j in range(n)]
    g = t.glutton_index
    score = [0.0] * n
    for z in _noise(n):
        proj = [base[j] + spread * z[j] for j in range(n)]
        first = second = -1
        for j in range(n):
            if first < 0 or proj[j] > proj[first]:
                first, second = j, first
            elif second < 0 or proj[j] > proj[second]:
                second = j
        if second != g:
            score[second] += 1.0
    k = 1.0 / len(_noise(n))
    return tuple(s * k for s in score)
