"""What the Foodies table *shows* right now (pure data, no pygame).

The rules state jumps from one action to the next; the screen shows each
card travelling in between. ``TableModel`` is the picture at one moment of
the choreography; beats (``choreography``) mutate it one step at a time and
``targets`` turns it into the rects the sprites glide to.

Sprite keys: ingredient card ids ``0..49``; ``("r", id)`` a recipe card;
``("d", seat, k)`` the k-th dish ``seat`` served (a small recipe copy in its
trophies)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

from game.client.foodies.geometry import Geometry, pile


@dataclass
class Target:
    rect: tuple
    face_up: bool
    z: int


def rkey(rid: int) -> tuple:
    return ("r", rid)


def dkey(seat: int, k: int) -> tuple:
    return ("d", seat, k)


@dataclass
class TableModel:
    seats: int
    deck: list[int] = field(default_factory=list)            # index 0 = top
    used: list[int] = field(default_factory=list)            # last = top
    hands: list[list[int]] = field(default_factory=list)
    menu: list[int | None] = field(default_factory=lambda: [None, None, None])
    served_by: dict[int, list[int]] = field(default_factory=dict)
    recipe_deck: list[int] = field(default_factory=list)     # index 0 = top
    dishes: list[list[int]] = field(default_factory=list)    # recipe ids each seat served
    scores: list[int] = field(default_factory=list)
    showcase: list[int] = field(default_factory=list)        # put under the deck: shown face up
    leaving: list[int] = field(default_factory=list)         # recipes flying off the table
    merging: dict[int, int] = field(default_factory=dict)    # recipe -> seat whose trophies take it
    spotlight: set = field(default_factory=set)              # lifted, drawn over everything
    round: int = 1
    revealed: bool = False                                   # game over: every hand face up

    @classmethod
    def from_state(cls, sj: dict[str, Any]) -> "TableModel":
        """The settled picture of a §9 state."""
        n = sj["seats"]
        m = cls(seats=n)
        m.deck = [c["id"] for c in sj["deck"]]
        m.used = [c["id"] for c in sj["used"]]
        m.hands = [[c["id"] for c in h] for h in sj["hands"]]
        m.menu = [e["recipe"]["id"] for e in sj["menu"]] + [None] * (3 - len(sj["menu"]))
        m.served_by = {e["recipe"]["id"]: list(e["served_by"]) for e in sj["menu"]}
        m.recipe_deck = [r["id"] for r in sj["recipe_deck"]]
        m.dishes = [list(s) for s in sj["served"]]
        m.scores = list(sj["scores"])
        m.round = sj["round"]
        m.revealed = bool(sj["over"])
        return m

    @classmethod
    def before_deal(cls, sj: dict[str, Any], dealt: list[int]) -> "TableModel":
        """A fresh game before the deal: every card in the decks (for the
        opening animation). ``dealt``: the hand cards in the order the rules
        core dealt them (its ``setup_events``), so the deck held them so."""
        m = cls.from_state(sj)
        n = m.seats
        m.deck = list(dealt) + m.deck
        m.hands = [[] for _ in range(n)]
        m.recipe_deck = [r for r in m.menu if r is not None] + m.recipe_deck
        m.menu = [None, None, None]
        m.served_by = {}
        return m

    def settled_like(self, sj: dict[str, Any]) -> bool:
        """True if the picture matches the state (the choreography is sound).
        Deck order is not compared: the screen never shows it."""
        o = TableModel.from_state(sj)
        return (sorted(self.deck) == sorted(o.deck) and sorted(self.used) == sorted(o.used)
                and [sorted(h) for h in self.hands] == [sorted(h) for h in o.hands]
                and self.menu == o.menu and self.dishes == o.dishes and self.scores == o.scores
                and sorted(self.recipe_deck) == sorted(o.recipe_deck) and not self.showcase
                and not self.leaving and not self.merging)

    def coming_up(self, known: frozenset[int] | set[int], limit: int = 5) -> tuple[list[int], int]:
        """The deck's known top (rule book §8): the leading run of ``known``
        cards, top first, at most ``limit``; and how many more known cards
        lie further down. ``([], 0)`` when the top card is hidden."""
        run: list[int] = []
        for cid in self.deck:
            if cid not in known:
                break
            run.append(cid)
        if not run:
            return [], 0
        shown = run[:limit]
        return shown, sum(1 for cid in self.deck if cid in known) - len(shown)

    def take(self, cid: int) -> None:
        """Remove ingredient ``cid`` from wherever it lies."""
        for lst in (self.deck, self.used, self.showcase, *self.hands):
            if cid in lst:
                lst.remove(cid)
                return

    # -- geometry ---------------------------------------------------------------
    def targets(self, geo: Geometry, places: dict[int, int], shown: set[int],
                sort_hand: Callable[[list[int]], list[int]] | None = None,
                known: frozenset[int] | set[int] = frozenset()) -> dict[Hashable, Target]:
        """Where every sprite should be. ``places`` maps seats to places;
        ``shown`` are the seats whose hands this screen may show face up;
        ``sort_hand(ids)`` orders a shown hand for display; ``known`` are
        cards every seat knows (rule book §8): face up in any hand."""
        out: dict[Hashable, Target] = {}
        card = geo.ing_card()
        for i, r in enumerate(_pile(geo["deck"], len(self.deck), card)):
            out[self.deck[i]] = Target(r, False, 100 - min(i, 99))
        n_used = len(self.used)
        for i, r in enumerate(_pile(geo["used_pile"], n_used, card)):
            cid = self.used[n_used - 1 - i]
            jx, jy = (cid * 7) % 9 - 4, (cid * 5) % 7 - 3     # a loose, hand-made pile
            out[cid] = Target((r[0] + jx, r[1] + jy, r[2], r[3]), True, 200 - min(i, 99))
        rdc = geo.recipe_deck_card()
        for i, r in enumerate(_pile(geo["recipe_deck"], len(self.recipe_deck), rdc)):
            out[rkey(self.recipe_deck[i])] = Target(r, False, 100 - min(i, 99))
        for slot, rid in enumerate(self.menu):
            if rid is not None:
                out[rkey(rid)] = Target(geo.menu_rect(slot), True, 300)
        for seat, hand in enumerate(self.hands):
            place = places.get(seat, 0)
            up = self.revealed or seat in shown
            ids = sort_hand(hand) if (sort_hand is not None and seat in shown) else list(hand)
            for i, r in enumerate(geo.hand_rects(place, len(ids))):
                out[ids[i]] = Target(r, up or ids[i] in known, 400 + i)
        for seat, dishes in enumerate(self.dishes):
            place = places.get(seat, 0)
            for k, r in enumerate(geo.dish_rects(place, len(dishes))):
                out[dkey(seat, k)] = Target(r, True, 350 + k)
        for i, r in enumerate(geo.showcase_rects(len(self.showcase))):
            out[self.showcase[i]] = Target(r, True, 900 + i)
        for rid in self.leaving:
            out[rkey(rid)] = Target(geo.offstage(), True, 800)
        for rid, seat in self.merging.items():
            place = places.get(seat, 0)
            rects = geo.dish_rects(place, max(1, len(self.dishes[seat])))
            out[rkey(rid)] = Target(rects[-1], True, 800)
        for key in self.spotlight:  # flying cards pass over everything
            if key in out:
                out[key].z += 1000
        return out


def _pile(area, count, card):
    return pile(area, count, card)
