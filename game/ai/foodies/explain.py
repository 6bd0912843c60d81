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
  discards one), ``empty_hand`` (nothing to put under the deck);
* ``cold_kitchen`` — the cold kitchen (§5.4): after the move the round has
  ``left`` turns without a serve before it ends, or it ``ends`` now (left
  0); said when one move serves and the other does not and the round is
  near its end (a serve sets the count back);
* ``no_draw`` — a pass draws no card (said of the alternative);
* ``later_use`` — ``ing`` (the card a move gives up) is in ``recipes`` of
  the game's recipes: two cards no open recipe tells apart are told apart
  by later rounds;
* ``lookahead`` — nothing the seat can see tells the two moves apart this
  turn (``versus``: the other): the preference is the coach's ranking of
  both moves played out on the cards the seat cannot see.

A comparison states only what separates the moves and argues for the
recommended one (``compare``): a claim both clauses state alike is left
out (a swap draws the same two cards whichever card goes under, so two
swaps are compared by the cards given up: a claim is shared when the
other move supports it too, said or not), what the cards given up were
good for is said only when the recommended move gives up the less useful
one for the open recipes (a card none of them needs — unneeded, or spare —
against one a recipe needs), else, when both are
alike there, by how many of the game's recipes use each
(``later_use``); a card the alternative alone gives up is said only when
a recipe needs it (a cost of that move), one the recommended move alone
gives up only when none does; a serve's points only when they are not
fewer than the other serve's; when nothing is left that separates the
moves, ``lookahead`` says so.

Ingredient types are named as in the cards data ("egg"); recipes by id.
The verifier (``verify.py``) re-derives every fact with the rules core."""
from __future__ import annotations

from typing import Any

from game.ai.claims import DO, WOULD, Claim, Clause, Reason
from game.ai.foodies import policy
from game.ai.foodies.agents import _pool_probs, to_action
from game.ai.foodies.model import COLD_TURNS_PER_SEAT, FIRST_BONUS, HAND_LIMIT, cards
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

    def cold(self, action: dict[str, Any]) -> Claim:
        """The cold kitchen after ``action``: turns left without a serve
        before the round ends, or that it ends now."""
        v, kind = self.view, action["type"]
        ends = False
        if kind == "serve":
            rid = int(action["recipe"])
            ends = all(m or r == rid for r, m in v.menu) or v.deck_count == 0  # menu cleared, deck out
            quiet = 0
        else:
            quiet = v.quiet + (1 if kind != "discard" else 0)
            drawn = {"draw": 1, "swap": 2}.get(kind, 0)
            under = 1 if kind in ("swap", "pass") and action.get("card") is not None else 0
            excess = max(0, v.sizes[self.me] + drawn - under - HAND_LIMIT)  # discarded under the deck
            ends = v.deck_count - drawn + under + excess <= 0 or quiet >= COLD_TURNS_PER_SEAT * v.seats
        left = 0 if ends else COLD_TURNS_PER_SEAT * v.seats - quiet
        return Claim("cold_kitchen", {"left": left, "ends": ends})

    def later(self, action: dict[str, Any], versus: dict[str, Any]) -> tuple[Claim, Claim] | None:
        """``later_use`` of the cards two moves give up, when the
        recommended move's is in fewer of the game's recipes."""
        ct = self.c.card_type
        t, u = ct[int(action["card"])], ct[int(versus["card"])]
        n = [sum(1 for needs in self.c.needs if any(tt == x for tt, _ in needs)) for x in (t, u)]
        if n[0] >= n[1]:
            return None
        return (Claim("later_use", {"ing": self.c.types[t], "recipes": n[0]}),
                Claim("later_use", {"ing": self.c.types[u], "recipes": n[1]}))

    def later_one(self, action: dict[str, Any]) -> Claim | None:
        """``later_use`` of the card ``action`` gives up (None if no recipe of the game uses it)."""
        t = self.c.card_type[int(action["card"])]
        n = sum(1 for needs in self.c.needs if any(tt == t for tt, _ in needs))
        return Claim("later_use", {"ing": self.c.types[t], "recipes": n}) if n else None

    def card_loss(self, t: int) -> float:
        """The policy's loss of potential when a card of type ``t`` goes."""
        return dict((tt, loss) for loss, tt in policy.card_losses(self.sim, self.me)).get(t, 0.0)

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
        if kind == "pass" and v.deck_count > 0:
            out.append(Claim("no_draw", {}))
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
                # the recipe raced for, when what is drawn may feed it (an unknown card,
                # or a known one it needs): never beside a known card it has no use for
                feeds = goal is not None and any(x is None or any(tt == x for tt, _ in c.needs[goal])
                                                 for x in types)
                if feeds and not (use is not None and use.facts.get("recipe") == goal):
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


GIVES_UP = frozenset({"unneeded", "spare", "needed_only", "needed_by"})
#: How much a card given up was worth to the open recipes, by claim kind.
USE = {"unneeded": 0, "spare": 0, "needed_only": 1, "needed_by": 1}
COSTS = frozenset({"needed_only", "needed_by"})
#: Why the moves are what is left (a discard is due, the deck is empty): said
#: of the recommended move only, as the situation, never as a comparison.
CONTEXT = frozenset({"hand_limit", "deck_out", "deck_empty", "empty_hand", "deck_short"})


def compare(f: _Facts, action: dict[str, Any], versus: dict[str, Any],
            do: list[Claim], would: list[Claim], would_all: list[Claim]) -> tuple[list[Claim], list[Claim]]:
    """The claims of each clause that separate the two moves and argue for
    ``action`` (the module's docstring says which); ``would_all`` is every
    claim ``versus`` supports (``would``: those its clause may say)."""
    shared = [c for c in do if c in would_all and c.kind not in CONTEXT]
    do = [c for c in do if c not in shared and c.kind != "no_draw"]
    would = [c for c in would if c not in shared]
    mine = next((c for c in do if c.kind in GIVES_UP), None)
    theirs = next((c for c in would if c.kind in GIVES_UP), None)
    if mine is not None and theirs is not None:
        if USE[mine.kind] >= USE[theirs.kind]:  # not the less useful card: no reason
            do.remove(mine)
            would.remove(theirs)
            later = f.later(action, versus)
            if later is not None:
                do.insert(0, later[0])
                would.insert(0, later[1])
    elif theirs is not None and theirs.kind not in COSTS:
        # giving up a card no open recipe needs is no cost of the other move; later rounds may be
        i = would.index(theirs)
        would[i:i + 1] = [f.later_one(versus)] if f.later_one(versus) is not None else []
    elif mine is not None and mine.kind in COSTS:
        do.remove(mine)  # a cost of the recommended move is no reason for it
    drawn = {"draw": 1, "swap": 2}
    if action["type"] in ("draw", "pass") and drawn.get(action["type"], 0) < drawn.get(versus["type"], 0):
        # the other move draws more cards: what each draws argues for it, so only a known card is said
        would = [c for c in would if c.kind != "draws"]
        do = [c for c in do if c.kind != "draws" or c.facts["cards"][0] is not None]
    if action["type"] == versus["type"] == "serve":
        pts = [next(c.facts["points"] for c in cl if c.kind == "serve") for cl in (do, would)
               if any(c.kind == "serve" for c in cl)]
        if len(pts) == 2 and pts[0] < pts[1]:  # a smaller dish: its points do not argue for it
            do = [c for c in do if c.kind != "serve"]
            would = [c for c in would if c.kind != "serve"]
    if (action["type"] == "serve") != (versus["type"] == "serve") and action["type"] == "serve":
        later = f.cold(versus)
        if (later.facts["ends"] or later.facts["left"] <= 2 * f.view.seats) and later != f.cold(action):
            do.append(f.cold(action))
            would.insert(0, later)
    return do, would


def reason(observation: dict[str, Any], action: dict[str, Any],
           versus: dict[str, Any] | None = None) -> Reason:
    """The claims for the seat of ``observation`` playing ``action`` (one of
    its legal actions), compared with ``versus`` (default: ``alternative``):
    only claims that separate the moves and argue for ``action``."""
    if action not in observation.get("legal_actions", []):
        raise ValueError(f"not a legal action here: {action}")
    f = _Facts(observation)
    if versus is None:
        versus = alternative(observation, action)
    if versus is None or same(versus, action):
        return Reason((Clause(action, DO, tuple(f.claims(action)[:3])),))
    would_all = f.claims(versus)
    do, would = compare(f, action, versus, f.claims(action), f.claims(versus, brief=True), would_all)
    do.sort(key=lambda c: c.kind not in CONTEXT)  # the situation first, then what argues
    if all(c.kind in CONTEXT for c in do):
        if would:  # the other move's cost is the comparison: say plainly what this one does
            do += [c for c in f.claims(action, brief=True) if c not in do and c not in would_all]
        if all(c.kind in CONTEXT for c in do):
            do.append(Claim("lookahead", {"versus": versus}))
    do_clause = Clause(action, DO, tuple(do[:3]))
    if not would:
        return Reason((do_clause,))
    return Reason((do_clause, Clause(versus, WOULD, tuple(would[:2]))))


def fallback(observation: dict[str, Any], action: dict[str, Any]) -> list[Claim]:
    """Plainer claims about ``action``: only what the action itself does."""
    return _Facts(observation).claims(action, brief=True)
