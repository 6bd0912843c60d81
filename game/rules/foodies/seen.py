"""What every seat has seen (rule book §8) beyond the §9 snapshot.

§8 lets a seat remember every card put under the deck (discards are face
up) and the used pile (served ingredients are shown). Cards go under the
bottom and are drawn from the top, so after a few turns much of the deck —
and whatever a seat draws from those places — is known to everyone. The §9
JSON cannot say which cards those are, so the rules core keeps this public
record beside the state (``State.seen``; not part of the JSON, not compared)
and ``observe`` turns it into the seat's view.

The record is two facts per ingredient card:

* ``public`` — the ids whose place every seat knows: in the used pile, at a
  deck position (put under face up), or in a hand (drawn from a known
  position, or held since then);
* ``group`` — for a card whose place is hidden, the shuffle that hid it:
  0 for setup, ``n`` for the used pile shuffled under after round ``n``.
  A hidden card is somewhere among its group's hidden places: the deck
  positions its group's cards went to, or a hand that drew from there.

A state read from JSON has no history: its record (``from_snapshot``) knows
the used pile and nothing else, exactly what the snapshot shows. That only
makes a seat forget, never know more than it may.

The record's class, ``Seen``, lives beside ``State`` in state.py: the data
classes stay plain Python in the compiled build (docs/architecture.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from game.rules.foodies.cards import INGREDIENT_COUNT
from game.rules.foodies.state import Seen
from game.rules.frozen import build

if TYPE_CHECKING:
    from game.rules.foodies.state import State
    from game.rules.rng import Rng

SETUP_GROUP = 0


def from_snapshot(state: "State") -> Seen:
    """The record of a state with no history: only the used pile is known."""
    return from_used(state.used)


def from_used(used: Iterable[int]) -> Seen:
    """The record that knows where the cards of the used pile ``used`` are
    and nothing else (a new game's: ``from_used(())``)."""
    return build(Seen, public=frozenset(used), group=(SETUP_GROUP,) * INGREDIENT_COUNT)


def after_moves(seen: Seen, revealed: Iterable[int], shuffled: int,
                deck: Sequence[int], round_: int) -> Seen:
    """The record once one action showed the cards ``revealed`` to everyone
    (put under face up, or served) and — if ``shuffled`` > 0 — ended a round
    by shuffling that many used cards under the deck; ``deck`` and
    ``round_`` are the deck and round it led to. The shuffle is the last
    thing a round does, so its cards are the bottom of the new deck, and
    they are hidden again whatever was known of them."""
    if not shuffled:
        if seen.public.issuperset(revealed):  # nothing new (or nothing shown)
            return seen
        return build(Seen, public=seen.public.union(revealed), group=seen.group)
    public = set(seen.public)
    public.update(revealed)
    regrouped = list(seen.group)
    for card in deck[-shuffled:]:
        public.discard(card)
        regrouped[card] = round_ - 1
    return build(Seen, public=frozenset(public), group=tuple(regrouped))


def view(state: "State", seat: int) -> dict[str, Any]:
    """The §8 memory of ``seat`` as JSON-able data (the ``observe`` keys
    ``deck_seen``, ``hands_seen`` and ``unseen``):

    * ``deck_seen``: per deck position, top first, ``{"card": ING}`` when
      everyone knows the card there, else ``{"group": G}``;
    * ``hands_seen``: per seat, the cards everyone knows are in that hand;
    * ``unseen``: per group with cards this seat cannot place,
      ``{"group": G, "counts": {TYPE: N, ...}, "hand_slots": [N per seat]}``
      — cards of those types fill the deck's ``{"group": G}`` positions and, in each
      hand, ``hand_slots`` hidden cards (0 for ``seat`` itself, which sees
      its own hand)."""
    from game.rules.foodies.cards import catalog

    cat = catalog()
    seen = state.seen if state.seen is not None else from_snapshot(state)
    deck_seen = [{"card": cat.ing(c)} if c in seen.public else {"group": seen.group[c]}
                 for c in state.deck]
    hands_seen = [[cat.ing(c) for c in h if c in seen.public] for h in state.hands]
    groups: dict[int, dict[str, Any]] = {}

    def entry(g: int) -> dict[str, Any]:
        if g not in groups:
            groups[g] = {"group": g, "cards": [], "hand_slots": [0] * state.seats}
        return groups[g]

    for c in state.deck:
        if c not in seen.public:
            entry(seen.group[c])["cards"].append(c)
    for s, hand in enumerate(state.hands):
        if s == seat:
            continue
        for c in hand:
            if c not in seen.public:
                e = entry(seen.group[c])
                e["cards"].append(c)
                e["hand_slots"][s] += 1
    unseen = []
    types = cat.card_types
    for g in sorted(groups):
        e = groups[g]
        counts: dict[str, int] = {}
        for c in sorted(e.pop("cards")):
            counts[types[c]] = counts.get(types[c], 0) + 1
        unseen.append({"group": g, "counts": counts, "hand_slots": e["hand_slots"]})
    return {"deck_seen": deck_seen, "hands_seen": hands_seen, "unseen": unseen}


def twin(state: "State", seat: int, rng: Rng) -> "State":
    """A state ``seat`` cannot tell from ``state``: the cards it cannot place
    (deck places and other hands' cards hidden from it) are shuffled among
    their places within each hidden group, and the recipe deck is reordered.
    Sizes, the public record and everything ``seat`` sees stay the same —
    what the honesty tests feed an agent."""
    from dataclasses import replace

    record = state.seen if state.seen is not None else from_snapshot(state)
    deck, hands = list(state.deck), [list(h) for h in state.hands]
    places: dict[int, list[tuple[int, int]]] = {}   # group -> (-1 deck | seat, index)
    for i, c in enumerate(deck):
        if c not in record.public:
            places.setdefault(record.group[c], []).append((-1, i))
    for s, hand in enumerate(hands):
        if s != seat:
            for i, c in enumerate(hand):
                if c not in record.public:
                    places.setdefault(record.group[c], []).append((s, i))
    for g in sorted(places):
        spots = places[g]
        cards = rng.shuffled([deck[i] if s < 0 else hands[s][i] for s, i in spots])
        for (s, i), c in zip(spots, cards):
            if s < 0:
                deck[i] = c
            else:
                hands[s][i] = c
    return replace(state, deck=tuple(deck), hands=tuple(tuple(h) for h in hands),
                   recipe_deck=tuple(rng.shuffled(state.recipe_deck)), seen=record)
