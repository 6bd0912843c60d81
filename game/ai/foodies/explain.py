"""Why a Foodies action, as checkable claims (pure, no text).

``reason(observation, action)`` compares the action with one alternative —
the greedy policy's choice (the ``normal`` level), or its next-ranked
action when that is the action itself — and states for each what the seat
can know makes of it. Everything is read from the observation, through the
AI's ``View`` (the seat's hand, the menu, scores, the deck's size and the
§8 memory: which deck places and which cards in other hands everyone can
place); nothing hidden is used. Claim kinds and their facts:

* ``serve`` — serving ``recipe`` scores ``points`` now; ``first``: nobody
  served it yet, so the points include the +2 (else ``first_by`` took it);
* ``rival_holds`` — seat ``who``, which may still serve ``recipe`` this
  round, is *known* (§8 memory) to hold ``known`` of its ``need``
  ingredient cards;
* ``missing`` — ``recipe`` (which the seat may still serve) lacks
  ``missing`` [[type, n], ...] in the seat's hand; ``first``: nobody has
  served it yet;
* ``draws`` — the cards the action draws, top first, each a known type or
  None (not known to the seat);
* ``completes`` — with the known cards it draws (and without the card it
  gives up) the hand holds every ingredient of ``recipe``;
* ``unneeded`` — no menu recipe the seat may still serve needs the ``ing``
  it gives up; ``spare`` — the seat holds ``have`` of them and none of
  those recipes needs more than ``most``; ``needed_only`` — only
  ``recipe`` does, and it lacks ``missing``; ``needed_by`` — ``count``
  of those recipes need it;
* ``deck_empty`` (no card to draw), ``deck_short`` (``count`` cards: too
  few to swap), ``hand_limit`` (``size`` cards in hand, ``excess`` over
  the limit), ``deck_out`` (the deck ran out: every seat with cards
  discards one), ``empty_hand`` (nothing to put under the deck).

Ingredient types are named as in the cards data ("egg"); recipes by id.
The verifier (``verify.py``) re-derives every fact with the rules core."""
from __future__ import annotations

from typing import Any

from game.ai.claims import DO, WOULD, Claim, Clause, Reason
from game.ai.foodies import policy
from game.ai.foodies.agents import _pool_probs, to_action
from game.ai.foodies.model import FIRST_BONUS, HAND_LIMIT, cards
from game.ai.foodies.sample import View, sample
from game.rules.rng import Rng


class _Facts:
    """The seat's view of one position, for building claims."""

    def __init__(self, observation: dict[str, Any]) -> None:
        if not observation.get("legal_actions"):
            raise ValueError("the observing seat has no legal action")
        self.obs = observation
        self.view = View(observation)
        # The policy reads only the seat's own hand and public facts, so any
        # sample of the hidden cards gives it the same figures.
        self.sim = sample(self.view, Rng.from_seed(0))
        self.me = self.view.seat
        self.c = cards()

    def open_recipes(self) -> list[tuple[int, int]]:
        """(recipe, served-by mask) of the menu recipes the seat may still serve."""
        return [(r, m) for r, m in self.view.menu if not m >> self.me & 1]

    def lack(self, hand: list[int], rid: int) -> list[list]:
        return [[self.c.types[t], n - hand[t]] for t, n in self.c.needs[rid] if hand[t] < n]

    def missing(self, rid: int) -> Claim:
        mask = dict(self.view.menu)[rid]
        return Claim("missing", {"recipe": rid, "missing": self.lack(self.view.hand, rid),
                                 "first": mask == 0})

    def target(self, hand: list[int] | None = None) -> int | None:
        """The open recipe the hand is closest to, by the policy's worth
        (points, +2 while unclaimed) discounted per missing card."""
        hand = self.view.hand if hand is None else hand
        best = None
        for r, mask in self.open_recipes():
            m = sum(max(0, n - hand[t]) for t, n in self.c.needs[r])
            if m == 0:
                continue
            worth = (self.c.points[r] + (FIRST_BONUS if mask == 0 else 0)) * policy.g(m)
            if best is None or worth > best[0]:
                best = (worth, r)
        return None if best is None else best[1]

    def rival(self, rid: int) -> Claim | None:
        """The other seat known to hold the most of ``rid``'s ingredients
        among those that may still serve it, if it is known to hold at
        least half of them."""
        mask = dict(self.view.menu)[rid]
        need = sum(n for _, n in self.c.needs[rid])
        best = None
        for s in range(self.view.seats):
            if s == self.me or mask >> s & 1:
                continue
            known = self.view.known_hands[s]
            k = sum(min(known[t], n) for t, n in self.c.needs[rid])
            if 2 * k >= need and (best is None or k > best[0]):
                best = (k, s)
        if best is None:
            return None
        return Claim("rival_holds", {"recipe": rid, "who": best[1], "known": best[0], "need": need})

    def drawn(self, n: int) -> list[int | None]:
        """The types of the top ``n`` deck cards, None where not known."""
        return [t if t >= 0 else None for t, _ in self.view.deck_slots[:n]]

    def gives_up(self, t: int) -> Claim:
        """What the card of type ``t`` given up was good for."""
        users = [r for r, _ in self.open_recipes() if any(tt == t for tt, _ in self.c.needs[r])]
        ing = self.c.types[t]
        if not users:
            return Claim("unneeded", {"ing": ing})
        have = self.view.hand[t]
        most = max(n for r in users for tt, n in self.c.needs[r] if tt == t)
        if have > most:
            return Claim("spare", {"ing": ing, "have": have, "most": most})
        if len(users) == 1:
            return Claim("needed_only", {"ing": ing, "recipe": users[0],
                                         "missing": self.lack(self.view.hand, users[0])})
        return Claim("needed_by", {"ing": ing, "count": len(users)})

    def claims(self, action: dict[str, Any], brief: bool = False) -> list[Claim]:
        """The claims one action supports, most telling first (``brief``:
        only what the action itself does — its points, the card it gives
        up, what it draws — for an alternative)."""
        kind = action["type"]
        v, c = self.view, self.c
        out: list[Claim] = []
        if kind == "serve":
            rid = int(action["recipe"])
            mask = dict(v.menu)[rid]
            first = mask == 0
            facts: dict[str, Any] = {"recipe": rid, "points": c.points[rid] + (FIRST_BONUS if first else 0),
                                     "first": first}
            if not first:
                facts["first_by"] = next(e["served_by"][0] for e in self.obs["menu"]
                                         if e["recipe"]["id"] == rid)
            out.append(Claim("serve", facts))
            if first and not brief:
                rival = self.rival(rid)
                if rival is not None:
                    out.append(rival)
            return out
        if kind == "discard" and not brief:
            p = v.pending
            if p[0] == "hand_limit":
                out.append(Claim("hand_limit", {"size": v.sizes[self.me], "excess": v.sizes[self.me] - HAND_LIMIT}))
            else:
                out.append(Claim("deck_out", {}))
        card = action.get("card")
        t = c.card_type[int(card)] if card is not None else None
        if kind == "pass" and not brief:
            if v.deck_count == 0:
                out.append(Claim("deck_empty", {}))
            if t is None:
                out.append(Claim("empty_hand", {}))
        use = self.gives_up(t) if t is not None else None
        if use is not None:
            out.append(use)
        if kind in ("draw", "swap"):
            n = 1 if kind == "draw" else 2
            types = self.drawn(n)
            out.append(Claim("draws", {"cards": [None if x is None else c.types[x] for x in types]}))
            hand = list(v.hand)
            if t is not None:
                hand[t] -= 1
            for x in types:
                if x is not None:
                    hand[x] += 1
            done = [r for r, _ in self.open_recipes()
                    if all(hand[tt] >= nn for tt, nn in c.needs[r])
                    and not all(v.hand[tt] >= nn for tt, nn in c.needs[r])]
            if done:
                out.append(Claim("completes", {"recipe": max(done, key=lambda r: c.points[r])}))
            elif not brief:
                goal = self.target()
                if goal is not None and not (use is not None and use.facts.get("recipe") == goal):
                    out.append(self.missing(goal))
                    rival = self.rival(goal) if dict(v.menu)[goal] == 0 else None
                    if rival is not None:
                        out.append(rival)
        if kind == "draw" and not brief and v.deck_count < 2:
            out.append(Claim("deck_short", {"count": v.deck_count}))
        return out


def same(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two actions that differ only in which card of one type they use."""
    if a["type"] != b["type"]:
        return False
    if a.get("card") is None or b.get("card") is None or a["type"] in ("draw", "serve"):
        return a == b
    types = cards().card_type
    return types[int(a["card"])] == types[int(b["card"])]


def alternative(observation: dict[str, Any], action: dict[str, Any]) -> dict[str, Any] | None:
    """The action ``action`` is compared with: the greedy policy's choice,
    else its best-ranked other action; None when every legal action is
    ``action`` (up to which card of a type it uses)."""
    f = _Facts(observation)
    legal = observation["legal_actions"]
    if action not in legal:
        raise ValueError(f"not a legal action here: {action}")
    for a in policy.ranked(f.sim, _pool_probs(f.view)):
        alt = to_action(f.view, a)
        if alt in legal and not same(alt, action):
            return alt
    rest = [a for a in legal if not same(a, action)]
    return rest[0] if rest else None


def reason(observation: dict[str, Any], action: dict[str, Any],
           versus: dict[str, Any] | None = None) -> Reason:
    """The claims for the seat of ``observation`` playing ``action`` (one of
    its legal actions), compared with ``versus`` (default: ``alternative``)."""
    if action not in observation.get("legal_actions", []):
        raise ValueError(f"not a legal action here: {action}")
    f = _Facts(observation)
    if versus is None:
        versus = alternative(observation, action)
    do = Clause(action, DO, tuple(f.claims(action)[:3]))
    if versus is None or same(versus, action):
        return Reason((do,))
    would = Clause(versus, WOULD, tuple(f.claims(versus, brief=True)[:2]))
    return Reason((do, would))


def fallback(observation: dict[str, Any], action: dict[str, Any]) -> list[Claim]:
    """Plainer claims about ``action``: only what the action itself does."""
    return _Facts(observation).claims(action, brief=True)
