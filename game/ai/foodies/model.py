"""A compact, mutable model of Foodies for fast playouts.

Cards of one ingredient type are interchangeable for play, so hands are
counts per type and the deck is a deque of types (left = top). The model
follows the rules core step by step (hand limit, deck out with its discard
queue, menu cleared, cold kitchen, the next round) and is checked against it
in tests/ai/test_foodies_model.py; only the shuffle of the used pile uses
the playout's own generator, since a seat cannot know the real one anyway.

An action is a tuple: ("draw",), ("swap", type), ("serve", recipe),
("pass", type | None), ("discard", type).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

from game.rules.foodies.cards import catalog
from game.rules.foodies.state import COLD_KITCHEN_TURNS_PER_SEAT as COLD_TURNS_PER_SEAT
from game.rules.foodies.state import FIRST_BONUS, HAND_LIMIT, MENU_SIZE  # noqa: F401 (model API)


@dataclass(frozen=True)
class Cards:
    types: tuple[str, ...]                 # type index -> name
    card_type: tuple[int, ...]             # ingredient card id -> type index
    counts: tuple[int, ...]                # copies per type in the game
    needs: tuple[tuple[tuple[int, int], ...], ...]  # recipe id -> ((type, n), ...)
    points: tuple[int, ...]                # recipe id -> base points


@lru_cache(maxsize=1)
def cards() -> Cards:
    cat = catalog()
    names = tuple(t.type for t in cat.types)
    index = {n: i for i, n in enumerate(names)}
    return Cards(types=names,
                 card_type=tuple(index[t] for t in cat.card_types),
                 counts=tuple(t.count for t in cat.types),
                 needs=tuple(tuple((index[t], n) for t, n in r.needs) for r in cat.recipes),
                 points=tuple(r.points for r in cat.recipes))


class Sim:
    """One full (possibly sampled) game position."""

    __slots__ = ("seats", "deck", "used", "recipe_deck", "menu", "hands", "sizes", "scores",
                 "nserved", "to_move", "pending", "quiet", "round", "over")

    def __init__(self) -> None:
        self.seats = 0
        self.deck: deque[int] = deque()        # types, left = top
        self.used: list[int] = []
        self.recipe_deck: list[int] = []       # index 0 = top
        self.menu: list[list[int]] = []        # [recipe, served-by bitmask]
        self.hands: list[list[int]] = []       # counts per type
        self.sizes: list[int] = []
        self.scores: list[int] = []
        self.nserved: list[int] = []
        self.to_move: int | None = None
        # (reason, seat, count, queue, turn_seat) or None
        self.pending: tuple | None = None
        self.quiet = 0
        self.round = 1
        self.over = False

    def copy(self) -> "Sim":
        s = Sim.__new__(Sim)
        s.seats = self.seats
        s.deck = deque(self.deck)
        s.used = list(self.used)
        s.recipe_deck = list(self.recipe_deck)
        s.menu = [list(e) for e in self.menu]
        s.hands = [list(h) for h in self.hands]
        s.sizes = list(self.sizes)
        s.scores = list(self.scores)
        s.nserved = list(self.nserved)
        s.to_move = self.to_move
        s.pending = self.pending
        s.quiet = self.quiet
        s.round = self.round
        s.over = self.over
        return s


def can_serve(sim: Sim, seat: int, recipe: int, mask: int) -> bool:
    if mask >> seat & 1:
        return False
    hand = sim.hands[seat]
    for t, n in cards().needs[recipe]:
        if hand[t] < n:
            return False
    return True


def legal(sim: Sim) -> list[tuple]:
    """Legal actions of the seat to move, one per ingredient type."""
    if sim.over or sim.to_move is None:
        return []
    me = sim.to_move
    hand = sim.hands[me]
    held = [t for t in range(len(hand)) if hand[t]]
    if sim.pending is not None:
        return [("discard", t) for t in held]
    out: list[tuple] = []
    if sim.deck:
        out.append(("draw",))
    if len(sim.deck) >= 2:
        out.extend(("swap", t) for t in held)
    out.extend(("serve", r) for r, mask in sim.menu if can_serve(sim, me, r, mask))
    out.extend(("pass", t) for t in held) if held else out.append(("pass", None))
    return out


def apply(sim: Sim, action: tuple, rng) -> None:
    """Play ``action`` in place (assumed legal). ``rng`` shuffles the used
    pile if a round ends."""
    me = sim.to_move
    kind = action[0]
    if kind == "draw":
        _draw(sim, me)
        sim.quiet += 1
        _end_turn(sim, me, rng)
    elif kind == "swap":
        _put_under(sim, me, action[1])
        _draw(sim, me)
        _draw(sim, me)
        sim.quiet += 1
        _end_turn(sim, me, rng)
    elif kind == "serve":
        r = action[1]
        hand = sim.hands[me]
        for t, n in cards().needs[r]:
            hand[t] -= n
            sim.sizes[me] -= n
            sim.used.extend([t] * n)
        for e in sim.menu:
            if e[0] == r:
                first = e[1] == 0
                e[1] |= 1 << me
        sim.scores[me] += cards().points[r] + (FIRST_BONUS if first else 0)
        sim.nserved[me] += 1
        sim.quiet = 0
        _end_turn(sim, me, rng)
    elif kind == "pass":
        if action[1] is not None:
            _put_under(sim, me, action[1])
        sim.quiet += 1
        _end_turn(sim, me, rng)
    else:  # discard
        _put_under(sim, me, action[1])
        _after_discard(sim, rng)


def _draw(sim: Sim, seat: int) -> None:
    t = sim.deck.popleft()
    sim.hands[seat][t] += 1
    sim.sizes[seat] += 1


def _put_under(sim: Sim, seat: int, t: int) -> None:
    sim.hands[seat][t] -= 1
    sim.sizes[seat] -= 1
    sim.deck.append(t)


def _end_turn(sim: Sim, seat: int, rng) -> None:
    excess = sim.sizes[seat] - HAND_LIMIT
    if excess > 0:
        sim.pending = ("hand_limit", seat, excess, (), seat)
        sim.to_move = seat
        return
    _after_hand_limit(sim, seat, rng)


def _after_hand_limit(sim: Sim, seat: int, rng) -> None:
    n = sim.seats
    if not sim.deck:
        queue = tuple(s for s in ((seat + i) % n for i in range(n)) if sim.sizes[s])
        if queue:
            sim.pending = ("deck_out", queue[0], 1, queue[1:], seat)
            sim.to_move = queue[0]
        else:
            _end_round(sim, seat, rng)
        return
    if all(mask for _, mask in sim.menu):
        _end_round(sim, seat, rng)
        return
    if sim.quiet >= COLD_TURNS_PER_SEAT * n:
        _end_round(sim, seat, rng)
        return
    sim.pending = None
    sim.to_move = (seat + 1) % n


def _after_discard(sim: Sim, rng) -> None:
    reason, seat, count, queue, turn_seat = sim.pending
    if count > 1:
        sim.pending = (reason, seat, count - 1, queue, turn_seat)
        return
    if reason == "hand_limit":
        sim.pending = None
        _after_hand_limit(sim, seat, rng)
    elif queue:
        sim.pending = ("deck_out", queue[0], 1, queue[1:], turn_seat)
        sim.to_move = queue[0]
    else:
        _end_round(sim, turn_seat, rng)


def _end_round(sim: Sim, turn_seat: int, rng) -> None:
    sim.menu = []
    sim.pending = None
    if not sim.recipe_deck:
        sim.over = True
        sim.to_move = None
        return
    sim.deck.extend(rng.shuffled(sim.used))
    sim.used = []
    sim.round += 1
    sim.menu = [[r, 0] for r in sim.recipe_deck[:MENU_SIZE]]
    del sim.recipe_deck[:MENU_SIZE]
    sim.quiet = 0
    sim.to_move = (turn_seat + 1) % sim.seats


def winners(sim: Sim) -> list[int]:
    """§7: highest score; tie → most recipes served; still tied → shared."""
    best = max(sim.scores)
    top = [s for s in range(sim.seats) if sim.scores[s] == best]
    if len(top) > 1:
        most = max(sim.nserved[s] for s in top)
        top = [s for s in top if sim.nserved[s] == most]
    return top

