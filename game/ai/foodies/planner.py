"""A sharper hand evaluation for Foodies (used by ``hard``).

``policy`` counts how many ingredients a recipe still misses. Here a
recipe's prospects are measured in *draws*: each missing card of a type
costs ``unseen / unseen_of_type`` expected draws (scarce ingredients cost
more, and a recipe whose ingredients are no longer in the unseen pool is
worth nothing). A hand's potential is the sum over the menu recipes the
seat may still serve of ``worth / (1 + draws / tau) ** power``, plus a small
worth for cards useful in later rounds; actions are compared by the
potential they leave (discard, swap) or are expected to bring (draw).

Only the seat's own hand and public counts are read."""
from __future__ import annotations

from dataclasses import dataclass

from game.ai.foodies.model import FIRST_BONUS, Sim, cards
from game.ai.foodies.policy import future_value, NORMAL


@dataclass(frozen=True)
class Plan:
    tau: float = 6.0
    power: float = 2.0
    future: float = 0.35
    future_cap: int = 2
    bonus: float = FIRST_BONUS


HARD = Plan()


def potential(hand: list[int], menu, me: int, avail: list[int], unseen: int,
              p: Plan = HARD) -> float:
    c = cards()
    total = 0.0
    for r, mask in menu:
        if mask >> me & 1:
            continue
        worth = c.points[r] + (p.bonus if mask == 0 else 0)
        draws = 0.0
        for t, n in c.needs[r]:
            miss = n - hand[t]
            if miss > 0:
                if avail[t] < miss:
                    draws = -1.0
                    break
                draws += miss * unseen / avail[t]
        if draws < 0:
            continue
        total += worth / (1.0 + draws / p.tau) ** p.power
    fv = future_value(NORMAL) if p.future == NORMAL.future else _fv(p.future)
    for t, h in enumerate(hand):
        if h:
            total += fv[t] * min(h, p.future_cap)
    return total


def _fv(scale: float) -> tuple[float, ...]:
    base = future_value(NORMAL)
    return tuple(x * scale / NORMAL.future for x in base)


def choose(sim: Sim, avail: list[int], p: Plan = HARD) -> tuple:
    """The best action of the seat to move by this evaluation. ``avail``:
    unseen cards per type (what a draw may bring)."""
    me = sim.to_move
    hand = list(sim.hands[me])
    unseen = max(1, sum(avail))
    menu = sim.menu
    c = cards()
    held = [t for t in range(len(hand)) if hand[t]]

    def after_losing(t: int) -> float:
        hand[t] -= 1
        v = potential(hand, menu, me, avail, unseen, p)
        hand[t] += 1
        return v

    if sim.pending is not None:
        return ("discard", max(held, key=lambda t: (after_losing(t), -t)))
    best = None
    for r, mask in menu:
        if mask >> me & 1:
            continue
        if all(hand[t] >= n for t, n in c.needs[r]):
            w = c.points[r] + (FIRST_BONUS if mask == 0 else 0)
            if best is None or w > best[1]:
                best = (r, w)
    if best is not None:
        return ("serve", best[0])
    deck = len(sim.deck)
    if not deck:
        if not held:
            return ("pass", None)
        return ("pass", max(held, key=lambda t: (after_losing(t), -t)))
    now = potential(hand, menu, me, avail, unseen, p)
    gain = 0.0
    for t in range(len(hand)):
        if avail[t]:
            hand[t] += 1
            gain += avail[t] / unseen * (potential(hand, menu, me, avail, unseen, p) - now)
            hand[t] -= 1
    if deck >= 2 and held:
        keep = max(held, key=lambda t: (after_losing(t), -t))
        loss = now - after_losing(keep)
        if gain > loss:
            return ("swap", keep)
    return ("draw",)
