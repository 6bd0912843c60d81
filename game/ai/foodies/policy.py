"""The greedy Foodies policy (the ``normal`` level, and the playout policy of
``hard``).

A hand is worth its *potential*: for each menu recipe the seat may still
serve this round, its points (plus the first-server bonus while nobody has
served it) times ``g(missing)``, a factor that falls fast with the number of
ingredients still missing; plus a little for cards generally useful in
later rounds. The policy serves the best recipe it can; otherwise it swaps
away its least useful card when a fresh draw is worth more than that card,
else draws; forced discards drop the least useful card.

The policy reads only the seat's own hand and public facts (menu, deck
size), so it is safe to run for any seat inside a sampled position.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.ai.foodies.model import FIRST_BONUS, Sim, cards


@dataclass(frozen=True)
class Params:
    future: float = 0.35   # worth of a generally useful card kept for later rounds
    future_cap: int = 2    # copies of a type that keep that worth
    power: float = 2.0     # how fast a recipe's worth falls per missing ingredient
    bonus: float = FIRST_BONUS  # how much the first-server bonus is worth chasing
    swap_margin: float = 0.0    # a fresh draw must beat the worst card by this much
    full_swap: int = 99         # with this many cards, always swap rather than draw


NORMAL = Params()


@lru_cache(maxsize=64)
def _g_table(power: float) -> tuple[float, ...]:
    return tuple(1.0 / (1 + max(m, 0)) ** power for m in range(-1, 40))


def g(missing: int, p: Params = NORMAL) -> float:
    return _g_table(p.power)[missing + 1]


@lru_cache(maxsize=64)
def future_value(p: Params = NORMAL) -> tuple[float, ...]:
    """Per type: how often recipes ask for it, scaled to ``p.future``."""
    c = cards()
    use = [0.0] * len(c.types)
    for needs in c.needs:
        for t, n in needs:
            use[t] += n
    top = max(use)
    return tuple(p.future * u / top for u in use)


@lru_cache(maxsize=1)
def base_probs() -> tuple[float, ...]:
    c = cards()
    total = sum(c.counts)
    return tuple(n / total for n in c.counts)


def targets(sim: Sim, me: int, p: Params = NORMAL, avail=None) -> list[tuple[int, float, int]]:
    """(recipe, worth, missing) for each menu recipe ``me`` may still serve
    (with ``avail``, unseen cards per type: only recipes still completable)."""
    c = cards()
    hand = sim.hands[me]
    out = []
    for r, mask in sim.menu:
        if mask >> me & 1:
            continue
        if avail is not None and any(hand[t] + avail[t] < n for t, n in c.needs[r]):
            continue
        worth = c.points[r] + (p.bonus if mask == 0 else 0)
        missing = 0
        for t, n in c.needs[r]:
            if hand[t] < n:
                missing += n - hand[t]
        out.append((r, worth, missing))
    return out


def potential(sim: Sim, me: int, p: Params = NORMAL) -> float:
    hand = sim.hands[me]
    fv = future_value(p)
    gt = _g_table(p.power)
    total = sum(w * gt[m + 1] for _, w, m in targets(sim, me, p))
    return total + sum(fv[t] * min(hand[t], p.future_cap) for t in range(len(hand)))


def card_losses(sim: Sim, me: int, tg=None, p: Params = NORMAL) -> list[tuple[float, int]]:
    """(loss of potential if one card of the type goes, type) for held types."""
    c = cards()
    hand = sim.hands[me]
    fv = future_value(p)
    gt = _g_table(p.power)
    tg = targets(sim, me, p) if tg is None else tg
    out = []
    for t in range(len(hand)):
        h = hand[t]
        if not h:
            continue
        loss = fv[t] if h <= p.future_cap else 0.0
        for r, w, m in tg:
            for tt, n in c.needs[r]:
                if tt == t and h <= n:
                    loss += w * (gt[m + 1] - gt[m + 2])
        out.append((loss, t))
    return out


def draw_gain(sim: Sim, me: int, probs, tg=None, p: Params = NORMAL) -> float:
    """Expected potential gained by drawing one card of composition ``probs``."""
    c = cards()
    hand = sim.hands[me]
    fv = future_value(p)
    gt = _g_table(p.power)
    tg = targets(sim, me, p) if tg is None else tg
    gain = 0.0
    for t, pr in enumerate(probs):
        if not pr:
            continue
        h = hand[t]
        v = fv[t] if h < p.future_cap else 0.0
        for r, w, m in tg:
            for tt, n in c.needs[r]:
                if tt == t and h < n:
                    v += w * (gt[m] - gt[m + 1])
        gain += pr * v
    return gain


def choose(sim: Sim, probs=None, p: Params = NORMAL, avail=None) -> tuple:
    """The greedy action of the seat to move."""
    me = sim.to_move
    probs = base_probs() if probs is None else probs
    tg = targets(sim, me, p, avail)
    losses = card_losses(sim, me, tg, p)
    if sim.pending is not None:
        return ("discard", min(losses)[1])
    best = None
    for r, w, m in tg:
        if m == 0 and (best is None or w > best[1]):
            best = (r, w)
    if best is not None:
        return ("serve", best[0])
    deck = len(sim.deck)
    if deck >= 2 and losses:
        loss, worst = min(losses)
        if sim.sizes[me] >= p.full_swap or draw_gain(sim, me, probs, tg, p) > loss + p.swap_margin:
            return ("swap", worst)
    if deck >= 1:
        return ("draw",)
    return ("pass", min(losses)[1] if losses else None)


def ranked(sim: Sim, probs=None, p: Params = NORMAL) -> list[tuple]:
    """Plausible actions of the seat to move, best first by the heuristic:
    the candidates a search considers."""
    me = sim.to_move
    probs = base_probs() if probs is None else probs
    tg = targets(sim, me, p)
    losses = sorted(card_losses(sim, me, tg, p))
    if sim.pending is not None:
        return [("discard", t) for _, t in losses]
    first = choose(sim, probs, p)
    out = [first]
    serves = sorted(((w, r) for r, w, m in tg if m == 0), reverse=True)
    out += [("serve", r) for _, r in serves]
    deck = len(sim.deck)
    if deck >= 1:
        out.append(("draw",))
    if deck >= 2:
        out += [("swap", t) for _, t in losses]
    if losses:
        out.append(("pass", losses[0][1]))
    elif not deck:
        out.append(("pass", None))
    seen, uniq = set(), []
    for a in out:
        if a not in seen:
            seen.add(a)
            uniq.append(a)
    return uniq
