"""The Foodies levels: easy, normal and hard.

Every level reads only the observation. Where it needs a full position (to
reuse the model), it *samples* the hidden cards from what the seat may know
(``sample.py``) — it never sees the real ones. Budgets count playouts, so a
seed fixes every decision.
"""
from __future__ import annotations


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


def value(sim: Sim, me: int) -> float:
    """Points plus hand potential, relative to the best opponent's."""
    vals = [sim.scores[s] + policy.potential(sim, s) for s in range(sim.seats)]
    if sim.over:
        w = winners(sim)
        return (100.0 / len(w)) if me in w else -100.0
    return vals[me] - max(v for s, v in enumerate(vals) if s != me)


def lookahead(sim: Sim, me: int, rng: Rng, turns: int = 1, max_steps: int = 80) -> None:
    """Play on with the greedy policy for every seat until ``me`` is to
    choose a turn action for the ``turns``-th time (or the game ends)."""
    steps = 0
    while not sim.over and steps < max_steps:
        if sim.to_move == me and sim.pending is None and steps > 0:
            turns -= 1
            if turns <= 0:
                return
        apply(sim, policy.choose(sim), rng)
        steps += 1


def playout(sim: Sim, rng: Rng, max_steps: int = 400) -> None:
    """Everyone plays the greedy policy to the end of the round or game."""
    stop = sim.round + 1
    steps = 0
    while not sim.over and sim.round < stop and steps < max_steps:
        apply(sim, policy.choose(sim), rng)
        steps += 1


def score(view: View, cands: list[tuple], seed: int, samples: int, horizon: str = "turn"):
    """Each candidate's summed ``value`` over ``samples`` sampled positions
    (the same samples for every candidate), each played on to the seat's
    next turn (``horizon`` "turn"; "turn2": two turns; else the end of the
    round); yields once per candidate and sample."""
    me = view.seat
    totals = [0.0] * len(cands)
    for k in range(samples):
        det = sample(view, Rng.from_seed(derive_seed(seed, k)))
        for i, a in enumerate(cands):
            sim = det.copy()
            roll = Rng.from_seed(derive_seed(seed, k, "roll"))
            apply(sim, a, roll)
            if horizon == "turn":
                lookahead(sim, me, roll)
            elif horizon == "turn2":
                lookahead(sim, me, roll, turns=2)
            else:
                playout(sim, roll)
            totals[i] += value(sim, me)
            yield None
    return totals


def candidates(view: View, legal: list[Action], width: int, probs=None, seed: int = 0) -> list[tuple]:
    """The greedy heuristic's best-ranked legal model actions, at most ``width``."""
    first = sample(view, Rng.from_seed(seed))
    out: list[tuple] = []
    for a in policy.ranked(first, _pool_probs(view) if probs is None else probs):
        if to_action(view, a) in legal and a not in out:
            out.append(a)
        if len(out) >= width:
            break
    return out


class HardAgent:
    """Determinised search over the information set: the coach's ranking
    (``rank.ranking``) and its first move, so ``hard``, the hint and the
    review's best move are one choice.

    The seat's plausible actions (the greedy heuristic's ranking, at most
    ``rank.WIDTH``) are each played on the same sampled positions — the
    cards the seat cannot place and the recipe deck dealt afresh per
    sample, consistently with the observation and its §8 memory of every
    card put under the deck (``sample.py``) — and followed by every seat's
    greedy replies until this seat's next turn; each outcome is scored by
    points plus hand potential against the best rival's, a dish that cannot
    be finished before the kitchen goes cold counting less. The greedy
    choice is kept unless another action is better by ``rank.EQUAL``; a
    dish that can be served is served. One unit of work = one action
    played out on one sample."""

    level = "hard"
    description = "Imagines the hidden cards many ways and plays each option out."

    # Measured (docs/ai-strength.md): without the §8 memory no budget beat
    # normal by much (300 samples: 54%). With it the samples agree on most
    # of the deck, and 32-128 samples all win ~77-82% over 200 games; a
    # wider candidate list helped a little (4 -> 6), a smaller margin hurt.
    def __init__(self, samples: int | None = None) -> None:
        self.samples = samples  # None: the coach's (``rank.samples``); tests pass fewer

    def think(self, observation: Observation, seed: int) -> ThinkGen:
        from game.ai.foodies import rank
        _start(observation)
        rated = yield from rank.ranking(observation, seed=seed, n=self.samples)
        return rated[0].action
