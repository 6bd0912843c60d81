"""Building model positions: from a full state (tests, tools) or, for an
agent, by sampling what a seat cannot see consistently with its observation.

What a seat sees (rules core ``observe``): its hand, the used pile, the
menu, scores, served lists, every hand size, the deck size, the recipe deck
size, the pending discard, and the §8 memory — which deck positions and
which cards in other hands every seat can place, and for the rest, per
hidden group (setup, or a later shuffle of the used pile), which types hide
where. A sample keeps every placed card and deals each group's hidden cards
into that group's deck positions and hidden hand slots; the recipe deck is
drawn from the recipes not yet seen on a menu or served."""
from __future__ import annotations

from collections import deque
from typing import Any

from game.ai.foodies.model import Sim, cards
from game.rules.rng import Rng


class View:
    """The parts of an observation a sample is built from, parsed once."""

    def __init__(self, obs: dict[str, Any]) -> None:
        c = cards()
        ntypes = len(c.types)
        self.seat = int(obs["seat"])
        self.seats = int(obs["seats"])
        self.hand = [0] * ntypes
        for card in obs["hand"]:
            self.hand[c.card_type[int(card["id"])]] += 1
        self.hand_ids = [int(card["id"]) for card in obs["hand"]]
        self.used = [c.card_type[int(card["id"])] for card in obs["used"]]
        self.sizes = [int(n) for n in obs["hand_counts"]]
        self.deck_count = int(obs["deck_count"])
        self.menu = [[int(e["recipe"]["id"]), _mask(e["served_by"])] for e in obs["menu"]]
        self.scores = [int(x) for x in obs["scores"]]
        self.nserved = [len(s) for s in obs["served"]]
        seen = {r for r, _ in self.menu} | {int(r) for s in obs["served"] for r in s}
        self.unseen_recipes = [r for r in range(len(c.points)) if r not in seen]
        self.recipe_deck_count = int(obs["recipe_deck_count"])
        self.to_move = obs["to_move"]
        self.quiet = int(obs["quiet_turns"])
        self.round = int(obs["round"])
        self.over = bool(obs["over"])
        p = obs.get("pending")
        self.pending = None
        if p:
            queue = tuple(int(s) for s in p.get("queue", ()))
            self.pending = (p["reason"], int(p["seat"]), int(p["count"]), queue, int(p["turn"]))
        pool: list[int] = []
        for t, n in enumerate(c.counts):
            pool.extend([t] * (n - self.hand[t] - self.used.count(t)))
        self.pool = pool  # unseen ingredient types, sorted
        self._read_memory(obs)

    def _read_memory(self, obs: dict[str, Any]) -> None:
        """The §8 memory (``deck_seen``, ``hands_seen``, ``unseen``): per deck
        position its known type or its hidden group; per hand the known
        types; per hidden group its card types and hidden hand slots."""
        c = cards()
        ntypes = len(c.types)
        self.deck_slots = [(c.card_type[int(e["card"]["id"])], -1) if "card" in e
                           else (-1, int(e["group"])) for e in obs["deck_seen"]]
        self.known_hands = []
        for s, cards_seen in enumerate(obs["hands_seen"]):
            counts = [0] * ntypes
            if s != self.seat:
                for card in cards_seen:
                    counts[c.card_type[int(card["id"])]] += 1
            self.known_hands.append(counts)
        index = {name: t for t, name in enumerate(c.types)}
        self.groups = {int(e["group"]): ([index[name] for name, n in sorted(e["counts"].items(),
                                                                           key=lambda kv: index[kv[0]])
                                          for _ in range(int(n))],
                                         [int(n) for n in e["hand_slots"]])
                       for e in obs["unseen"]}


def _mask(seats) -> int:
    m = 0
    for s in seats:
        m |= 1 << int(s)
    return m


KEEP_BIAS = 1.5  # how much likelier an opponent holds a card its menu needs


def sample(view: View, rng: Rng, bias: float = KEEP_BIAS) -> Sim:
    """One full position consistent with ``view``.

    Players keep what the menu asks for and throw the rest under the deck,
    so an opponent's hidden cards are drawn with weight ``1 + bias × (how
    many of that type the menu recipes it may still serve need)``; every
    hand the observation allows stays possible. The rest is the deck, in
    random order."""
    c = cards()
    ntypes = len(c.types)
    sim = Sim()
    sim.seats = view.seats
    sim.hands = [list(view.hand) if s == view.seat else list(view.known_hands[s])
                 for s in range(view.seats)]
    fill: dict[int, list[int]] = {}
    for g in sorted(view.groups):
        group, slots = view.groups[g]
        pool = rng.shuffled(group)
        for s in range(view.seats):
            if s == view.seat or not slots[s]:
                continue
            want = [0] * ntypes
            for r, mask in view.menu:
                if not mask >> s & 1:
                    for t, n in c.needs[r]:
                        want[t] += n
            h = sim.hands[s]
            for _ in range(slots[s]):
                weights = [1.0 + bias * want[t] for t in pool]
                x = rng.random() * sum(weights)
                i = 0
                while i < len(pool) - 1 and x >= weights[i]:
                    x -= weights[i]
                    i += 1
                h[pool.pop(i)] += 1
        fill[g] = pool
    deck = []
    for known, g in view.deck_slots:
        deck.append(known if known >= 0 else fill[g].pop())
    sim.deck = deque(deck)
    sim.sizes = [sum(h) for h in sim.hands]
    sim.used = list(view.used)
    recipes = rng.shuffled(view.unseen_recipes)
    sim.recipe_deck = recipes[:view.recipe_deck_count]
    sim.menu = [list(e) for e in view.menu]
    sim.scores = list(view.scores)
    sim.nserved = list(view.nserved)
    sim.to_move = view.to_move
    sim.pending = view.pending
    sim.quiet = view.quiet
    sim.round = view.round
    sim.over = view.over
    return sim


def from_state_json(d: dict[str, Any]) -> Sim:
    """The exact model of a full rule-book state (for tests and tools only:
    an agent never sees one)."""
    c = cards()
    ntypes = len(c.types)
    sim = Sim()
    sim.seats = int(d["seats"])
    sim.deck = deque(c.card_type[x["id"]] for x in d["deck"])
    sim.used = [c.card_type[x["id"]] for x in d["used"]]
    sim.recipe_deck = [r["id"] for r in d["recipe_deck"]]
    sim.menu = [[e["recipe"]["id"], _mask(e["served_by"])] for e in d["menu"]]
    sim.hands = []
    for h in d["hands"]:
        counts = [0] * ntypes
        for x in h:
            counts[c.card_type[x["id"]]] += 1
        sim.hands.append(counts)
    sim.sizes = [len(h) for h in d["hands"]]
    sim.scores = list(d["scores"])
    sim.nserved = [len(s) for s in d["served"]]
    sim.to_move = d["to_move"]
    p = d["pending"]
    sim.pending = None
    if p:
        sim.pending = (p["reason"], p["seat"], p["count"], tuple(p["queue"]), p["turn"])
    sim.quiet = d["quiet_turns"]
    sim.round = d["round"]
    sim.over = d["over"]
    return sim
