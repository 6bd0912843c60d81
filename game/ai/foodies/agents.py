"""The Foodies levels: easy, normal and hard.

Every level reads only the observation. Where it needs a full position (to
reuse the model), it *samples* the hidden cards from what the seat may know
(``sample.py``) — it never sees the real ones. Budgets count playouts, so a
seed fixes every decision.
"""
from __future__ import annotations

import math

from game.ai.base import Action, Observation, ThinkGen
from game.ai.foodies import policy
from game.ai.foodies.model import Sim, apply, cards, winners
from game.ai.foodies.sample import View, sample
from game.rules.rng import Rng, derive_seed


def _pool_probs(view: View) -> list[float]:
    counts = [0] * len(cards().types)
    for t in view.pool:
        counts[t] += 1
    total = sum(counts) or 1
    return [n / total for n in counts]


def to_action(view: View, action: tuple) -> Action:
    """The rules' action dict for a model action of the viewing seat (a card
    of the named type from its own hand)."""
    kind = action[0]
    if kind == "draw":
        return {"type": "draw"}
    if kind == "serve":
        return {"type": "serve", "recipe": action[1]}
    if action[1] is None:
        return {"type": kind, "card": None}
    ct = cards().card_type
    card = next(c for c in view.hand_ids if ct[c] == action[1])
    return {"type": kind, "card": card}


def _start(observation: Observation) -> tuple[View, list[Action]]:
    legal = observation["legal_actions"]
    if not legal:
        raise ValueError("the observing seat has no legal action")
    return View(observation), legal


def _legal_or_first(action: Action, legal: list[Action]) -> Action:
    return action if action in legal else legal[0]


class NormalAgent:
    level = "normal"
    description = "Serves what it can, keeps the cards its recipes need."

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        view, legal = _start(observation)
        sim = sample(view, Rng.from_seed(seed))  # hidden parts unused by the policy
        yield None
        return _legal_or_first(to_action(view, policy.choose(sim, _pool_probs(view))), legal)


class EasyAgent:
    """Greedy, but human: now and then it overlooks a dish it could serve, and
    sometimes it simply makes a careless move."""

    level = "easy"
    description = "A casual cook: sometimes overlooks a dish or drops a good card."

    CARELESS = 0.15
    OVERLOOK = 0.3

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        view, legal = _start(observation)
        rng = Rng.from_seed(seed)
        sim = sample(view, rng)
        yield None
        if rng.random() < self.CARELESS:
            sensible = [a for a in legal if a["type"] != "pass"] or legal
            return rng.choice(sensible)
        choice = policy.choose(sim)
        if choice[0] == "serve" and rng.random() < self.OVERLOOK and len(sim.deck) >= 1:
            choice = ("draw",)
        return _legal_or_first(to_action(view, choice), legal)


WEIGHT = 0.6      # potential's weight against points at the playout horizon
SCALE = 4.0       # points of lead that make a position clearly won


def reward(sim: Sim, me: int) -> float:
    """The seat's payoff in [0, 1]: the real result once the game is over,
    else a squashed lead in points plus hand potential."""
    if sim.over:
        w = winners(sim)
        return 1.0 / len(w) if me in w else 0.0
    vals = [sim.scores[s] + WEIGHT * policy.potential(sim, s) for s in range(sim.seats)]
    best_other = max(v for s, v in enumerate(vals) if s != me)
    return 0.5 + 0.5 * math.tanh((vals[me] - best_other) / SCALE)


def playout(sim: Sim, rng: Rng, extra_rounds: int = 0, max_steps: int = 400) -> None:
    """Everyone plays the greedy policy to the end of the round (plus
    ``extra_rounds``) or of the game."""
    stop = sim.round + 1 + extra_rounds
    steps = 0
    while not sim.over and sim.round < stop and steps < max_steps:
        apply(sim, policy.choose(sim), rng)
        steps += 1


class HardAgent:
    """Determinised Monte Carlo search over the information set.

    The seat's plausible actions (the heuristic's ranking, at most
    ``width``) are each tried on the same sampled positions — hidden hands,
    deck order and recipe deck dealt afresh per sample, consistently with the
    observation — and played out with the greedy policy for every seat to the
    end of the round; sequential halving spends the budget (``playouts``) on
    the actions still in contention. Common samples for all actions make the
    comparison sharp; the result depends only on the seed and the budget."""

    level = "hard"
    description = "Imagines the hidden cards many ways and plays each option out."

    def __init__(self, playouts: int = 240, width: int = 6) -> None:
        self.playouts = playouts
        self.width = width

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        view, legal = _start(observation)
        me = view.seat
        probs = _pool_probs(view)
        rng = Rng.from_seed(seed)
        first = sample(view, rng)
        cands: list[tuple] = []
        for a in policy.ranked(first, probs):
            if to_action(view, a) in legal and a not in cands:
                cands.append(a)
            if len(cands) >= self.width:
                break
        if not cands:
            return legal[0]
        # A dish ready to serve is served: waiting risks the first-server
        # bonus to opponents whose hands samples cannot really know. The
        # search still picks which dish.
        serves = [a for a in cands if a[0] == "serve"]
        if serves:
            cands = serves
        if len(cands) == 1:
            return to_action(view, cands[0])
        totals = {a: 0.0 for a in cands}
        counts = {a: 0 for a in cands}
        alive = list(cands)
        phases = max(1, math.ceil(math.log2(len(alive))))
        k = 0
        for phase in range(phases):
            per_phase = self.playouts // phases
            rounds = max(1, per_phase // len(alive))
            for _ in range(rounds):
                k += 1
                det = sample(view, Rng.from_seed(derive_seed(seed, k)))
                for a in alive:
                    sim = det.copy()
                    apply(sim, a, Rng.from_seed(derive_seed(seed, k, "roll")))
                    playout(sim, Rng.from_seed(derive_seed(seed, k, "roll2")))
                    totals[a] += reward(sim, me)
                    counts[a] += 1
                    yield None
            if len(alive) > 2 or phase == phases - 1:
                alive.sort(key=lambda a: -totals[a] / counts[a])  # stable: ties keep rank
                alive = alive[:max(1, (len(alive) + 1) // 2)]
        best = max(cands, key=lambda a: (totals[a] / counts[a]) if counts[a] else -1.0)
        return to_action(view, best)
