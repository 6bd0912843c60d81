"""The Foodies verifier: re-derives every fact of a claim with the rules core.

``Verifier(state, seat, observation)`` answers ``verifier(claim, action)``
with None when the claim holds, else what contradicts it. Two things are
checked, each with its own source:

* the **facts** — scores, menu, hands, the deck, what an action does — with
  the rules core on ``state`` (``rules.foodies.apply``, ``ingredients_for``,
  the state's own fields), never with the AI's model that built the claim;
* the **knowledge** — a claim about cards the seat cannot see in full
  (another hand, the deck) must follow from ``observation``, the seat's
  own view with its §8 memory (``hands_seen``, ``deck_seen``): "CPU 2 is
  known to hold 3 of its 4 ingredients" counts only cards the seat saw.

In the tests ``state`` is the real game; at the table the coach verifies
on ``from_observation``: a state built only from what the seat sees, with
its hidden cards filled in arbitrarily. A claim that follows from the
observation holds in every such state, so which claims are shown never
depends on a card the seat cannot see.

The claim kinds and their facts are documented in ``explain.py``."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.ai import claims
from game.rules import foodies as F
from game.rules.foodies.cards import catalog
from game.rules.foodies.engine import ingredients_for
from game.rules.foodies.state import COLD_KITCHEN_TURNS_PER_SEAT, HAND_LIMIT, State

Action = dict[str, Any]


def from_observation(observation: dict[str, Any]) -> State:
    """A rules-core state the observing seat cannot tell from the real one:
    every card it can place is where it is; each hidden place (a deck
    position, another hand's unseen card) gets a card of that place's
    hidden group, in a fixed arbitrary order; the recipe deck holds the
    recipes not yet seen."""
    cat = catalog()
    types = cat.card_types
    seat = int(observation["seat"])
    placed = {int(c["id"]) for c in observation["hand"]} | {int(c["id"]) for c in observation["used"]}
    placed |= {int(e["card"]["id"]) for e in observation["deck_seen"] if "card" in e}
    for s, cards in enumerate(observation["hands_seen"]):
        if s != seat:
            placed |= {int(c["id"]) for c in cards}
    free: dict[str, list[int]] = {}
    for cid in range(len(types)):
        if cid not in placed:
            free.setdefault(types[cid], []).append(cid)
    pools: dict[int, list[int]] = {}
    for g in observation["unseen"]:
        pool: list[int] = []
        for t, n in sorted(g["counts"].items()):
            for _ in range(int(n)):
                pool.append(free[t].pop())
        pools[int(g["group"])] = pool
    hands = []
    for s in range(int(observation["seats"])):
        if s == seat:
            hands.append([int(c["id"]) for c in observation["hand"]])
            continue
        hand = [int(c["id"]) for c in observation["hands_seen"][s]]
        for g in observation["unseen"]:
            hand += [pools[int(g["group"])].pop() for _ in range(int(g["hand_slots"][s]))]
        hands.append(hand)
    deck = [int(e["card"]["id"]) if "card" in e else pools[int(e["group"])].pop()
            for e in observation["deck_seen"]]
    seen_recipes = {int(e["recipe"]["id"]) for e in observation["menu"]}
    seen_recipes |= {int(r) for s in observation["served"] for r in s}
    recipe_deck = [r for r in range(len(cat.recipes)) if r not in seen_recipes]
    recipe_deck = recipe_deck[:int(observation["recipe_deck_count"])]
    return F.from_json({
        "game": "foodies", "seats": observation["seats"], "round": observation["round"],
        "deck": [cat.ing(c) for c in deck], "used": observation["used"],
        "recipe_deck": [cat.rec(r) for r in recipe_deck], "menu": observation["menu"],
        "hands": [[cat.ing(c) for c in h] for h in hands], "scores": observation["scores"],
        "served": observation["served"], "to_move": observation["to_move"],
        "pending": observation["pending"], "quiet_turns": observation["quiet_turns"],
        "over": observation["over"]})


#: The facts each kind states (a claim stating others is refused).
FACTS: dict[str, tuple[frozenset, ...]] = {
    "serve": (frozenset({"recipe", "points", "first"}), frozenset({"recipe", "points", "first", "first_by"})),
    "rival_holds": (frozenset({"recipe", "who", "known", "need"}),),
    "missing": (frozenset({"recipe", "missing", "first"}),), "draws": (frozenset({"cards"}),),
    "completes": (frozenset({"recipe"}),), "unneeded": (frozenset({"ing"}),),
    "spare": (frozenset({"ing", "have", "most"}),), "needed_only": (frozenset({"ing", "recipe", "missing"}),),
    "needed_by": (frozenset({"ing", "count"}),),
    "deck_empty": (frozenset(),), "deck_short": (frozenset({"count"}),),
    "hand_limit": (frozenset({"size", "excess"}),), "deck_out": (frozenset(),), "empty_hand": (frozenset(),),
    "cold_kitchen": (frozenset({"left", "ends"}),), "no_draw": (frozenset(),), "lookahead": (frozenset({"versus"}),),
    "later_use": (frozenset({"ing", "recipes"}),),
}


class Verifier(claims.Verifier):
    FACTS = FACTS

    def __init__(self, state: State, seat: int, observation: dict[str, Any]) -> None:
        self.state = state
        self.seat = seat
        self.obs = observation
        self.cat = catalog()

    def legal(self, action: Action) -> None:
        F.apply(self.state, action, seat=self.seat)

    # -- what the core says ---------------------------------------------------
    def entry(self, rid: int):
        return next((e for e in self.state.menu if e.recipe == rid), None)

    def open_for(self, rid: int, seat: int) -> bool:
        e = self.entry(rid)
        return e is not None and seat not in e.served_by

    def hand_types(self, seat: int) -> Counter:
        return Counter(self.cat.card_types[c] for c in self.state.hands[seat])

    def lack(self, have: Counter, rid: int) -> list[list]:
        return [[t, n - have[t]] for t, n in self.cat.recipes[rid].needs if have[t] < n]

    def card_type(self, action: Action) -> str | None:
        card = action.get("card")
        return None if card is None else self.cat.card_types[card]

    # -- the checks -------------------------------------------------------------
    def _serve(self, facts: dict, action: Action) -> str | None:
        rid = facts["recipe"]
        if action != {"type": "serve", "recipe": rid}:
            return "the claim is about another action"
        e = self.entry(rid)
        new = F.apply(self.state, action, seat=self.seat)[0]
        got = {"recipe": rid, "points": new.scores[self.seat] - self.state.scores[self.seat],
               "first": not e.served_by}
        if e.served_by:
            got["first_by"] = e.served_by[0]
        return _compare(facts, got)

    def _rival_holds(self, facts: dict, action: Action) -> str | None:
        rid, who = facts["recipe"], facts["who"]
        if who == self.seat or not self.open_for(rid, who):
            return f"seat {who} may not serve recipe {rid} now"
        needs = dict(self.cat.recipes[rid].needs)
        seen = [int(c["id"]) for c in self.obs["hands_seen"][who]]  # what the seat knows
        missing = [c for c in seen if c not in self.state.hands[who]]
        if missing:
            return f"cards {missing} are not in seat {who}'s hand"
        have = Counter(self.cat.card_types[c] for c in seen)
        known = sum(min(have[t], n) for t, n in needs.items())
        return _compare(facts, {"recipe": rid, "who": who, "known": known,
                                "need": self.cat.recipes[rid].size})

    def _missing(self, facts: dict, action: Action) -> str | None:
        rid = facts["recipe"]
        if not self.open_for(rid, self.seat):
            return f"recipe {rid} is not open to the seat"
        got = {"recipe": rid, "missing": self.lack(self.hand_types(self.seat), rid),
               "first": not self.entry(rid).served_by}
        if not got["missing"]:
            return "nothing is missing"
        return _compare(facts, got)

    def _drawn(self, action: Action) -> list[str | None]:
        """The types the seat knows it draws (None: not known to it)."""
        n = {"draw": 1, "swap": 2}[action["type"]]
        out = []
        for i in range(n):
            e = self.obs["deck_seen"][i]
            real = self.cat.card_types[self.state.deck[i]]
            if "card" in e:
                if e["card"]["type"] != real:
                    raise ValueError(f"deck place {i} holds a {real}")
                out.append(real)
            else:
                out.append(None)
        return out

    def _draws(self, facts: dict, action: Action) -> str | None:
        got = self._drawn(action)
        return None if facts["cards"] == got else f"the seat knows it draws {got}"

    def _completes(self, facts: dict, action: Action) -> str | None:
        rid = facts["recipe"]
        if not self.open_for(rid, self.seat):
            return f"recipe {rid} is not open to the seat"
        before = self.hand_types(self.seat)
        if not self.lack(before, rid):
            return "the hand held it all already"
        hand = Counter(before)
        gone = self.card_type(action)
        if gone is not None:
            hand[gone] -= 1
        for t in self._drawn(action):
            if t is not None:
                hand[t] += 1
        if self.lack(hand, rid):
            return f"the known cards leave {self.lack(hand, rid)} missing"
        new = F.apply(self.state, action, seat=self.seat)[0]
        if ingredients_for(new, self.seat, rid) is None:
            return "the core's hand after the move lacks an ingredient"
        return None

    def _users(self, ing: str) -> list[int]:
        return [e.recipe for e in self.state.menu if self.seat not in e.served_by
                and ing in dict(self.cat.recipes[e.recipe].needs)]

    def _unneeded(self, facts: dict, action: Action) -> str | None:
        ing = facts["ing"]
        if ing != self.card_type(action):
            return "the action gives up another card"
        users = self._users(ing)
        return None if not users and len(facts) == 1 else f"recipes {users} need it"

    def _needed_only(self, facts: dict, action: Action) -> str | None:
        ing = facts["ing"]
        if ing != self.card_type(action):
            return "the action gives up another card"
        users = self._users(ing)
        if len(users) != 1:
            return f"recipes {users} need it"
        return _compare(facts, {"ing": ing, "recipe": users[0],
                                "missing": self.lack(self.hand_types(self.seat), users[0])})

    def _spare(self, facts: dict, action: Action) -> str | None:
        ing = facts["ing"]
        if ing != self.card_type(action):
            return "the action gives up another card"
        users = self._users(ing)
        if not users:
            return "no open recipe needs it"
        most = max(dict(self.cat.recipes[r].needs)[ing] for r in users)
        have = self.hand_types(self.seat)[ing]
        if have <= most:
            return f"a recipe needs all {have}"
        return _compare(facts, {"ing": ing, "have": have, "most": most})

    def _needed_by(self, facts: dict, action: Action) -> str | None:
        ing = facts["ing"]
        if ing != self.card_type(action):
            return "the action gives up another card"
        n = len(self._users(ing))
        return None if n >= 2 and facts["count"] == n else f"{n} open recipes need it"

    def _deck_empty(self, facts: dict, action: Action) -> str | None:
        return None if not self.state.deck and not facts else f"the deck holds {len(self.state.deck)}"

    def _deck_short(self, facts: dict, action: Action) -> str | None:
        n = len(self.state.deck)
        return None if facts == {"count": n} and n < 2 else f"the deck holds {n}"

    def _hand_limit(self, facts: dict, action: Action) -> str | None:
        p = self.state.pending
        if p is None or p.reason != "hand_limit" or p.seat != self.seat:
            return "no hand-limit discard is pending"
        size = len(self.state.hands[self.seat])
        return _compare(facts, {"size": size, "excess": size - HAND_LIMIT})

    def _deck_out(self, facts: dict, action: Action) -> str | None:
        # The discards go under the deck, so it need not be empty any more.
        p = self.state.pending
        ok = p is not None and p.reason == "deck_out" and p.seat == self.seat and not facts
        return None if ok else "no deck-out discard is pending"

    def _empty_hand(self, facts: dict, action: Action) -> str | None:
        return None if not self.state.hands[self.seat] and not facts else "the hand is not empty"


    def _cold_kitchen(self, facts: dict, action: Action) -> str | None:
        """The core plays the move: does the round end (a new round, the
        game over, or the deck-out discards begun), else how many turns
        without a serve are left before the cold kitchen (§5.4) ends it."""
        new = F.apply(self.state, action, seat=self.seat)[0]
        ends = new.over or new.round != self.state.round or \
            (new.pending is not None and new.pending.reason == "deck_out")
        left = COLD_KITCHEN_TURNS_PER_SEAT * new.seats - new.quiet_turns
        ends = ends or left <= 0  # the hand-limit discards first, then the round ends
        return _compare(facts, {"left": 0 if ends else left, "ends": ends})

    def _no_draw(self, facts: dict, action: Action) -> str | None:
        if action["type"] != "pass" or facts:
            return "the action is not a pass"
        return None if self.state.deck else "the deck is empty: nothing could be drawn"

    def _later_use(self, facts: dict, action: Action) -> str | None:
        ing = facts["ing"]
        if ing != self.card_type(action):
            return "the action gives up another card"
        n = sum(1 for r in self.cat.recipes if ing in dict(r.needs))
        return None if facts["recipes"] == n else f"{n} of the game's recipes use {ing}"

    def _lookahead(self, facts: dict, action: Action) -> str | None:
        """It states no fact of the table, only that the other move is a
        legal alternative the coach ranked below this one."""
        F.apply(self.state, facts["versus"], seat=self.seat)
        return None if facts["versus"] != action else "the same move"


def _compare(facts: dict, got: dict) -> str | None:
    if set(facts) != set(got):
        return f"facts {sorted(facts)} but the core knows {sorted(got)}"
    wrong = {k: got[k] for k in got if facts[k] != got[k]}
    return None if not wrong else f"the core says {wrong}"
