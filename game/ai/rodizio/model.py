"""A compact, fast model of Rodízio for search, built from one observation.

After setup Rodízio has no chance and, by the memory rule (§9), no hidden
information a seat may not know: the observation holds the plates, who ate
what and who is to move. ``from_observation`` turns it into a ``Table`` (the
fixed facts: card values, spices, seats) and a ``Pos`` (the changing part as
small tuples), and ``play`` applies a move in a few microseconds — the rules
core's ``apply`` builds events and dataclasses, too slow for thousands of
nodes per decision. The model must agree with the core exactly; that is
tested (tests/ai/test_rodizio_model.py) by replaying random games in both.

Participants are numbered 0..seats-1, and ``seats`` is the Glutton.
A move is an int: 0..2 distributes that plate; ``CHOOSE + id`` eats card
``id`` in a pending free choice.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from game.rules.rodizio.state import CLOSING_ROUNDS, FEW_CARDS, PLATES

CHOOSE = 100


@dataclass(frozen=True)
class Table:
    seats: int
    glutton: bool
    spicy: bool
    value: tuple[int, ...]        # by card id (placard 0)
    spice: tuple[str | None, ...]  # by card id; all None unless the game is spicy
    placard: int                  # the placard's id
    # Participant to play after each participant (§4: from the first seat,
    # the Glutton after both seats)
    after: tuple[int, ...]

    @property
    def participants(self) -> int:
        return self.seats + (1 if self.glutton else 0)

    @property
    def glutton_index(self) -> int:
        """The Glutton's participant index (``-1`` without one)."""
        return self.seats if self.glutton else -1


class Pos(NamedTuple):
    plates: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # bottom -> top
    totals: tuple[int, ...]   # per participant
    counts: tuple[int, ...]   # pizzas eaten per participant
    mover: int                # participant to act; -1 once over
    pending: int              # landing plate of a pending free choice, else -1
    dry: int                  # consecutive turns with nothing eaten


def from_observation(obs: dict[str, Any]) -> tuple[Table, Pos]:
    """The model of the game an observation describes.

    Uses only fields a seat may see (§9): plates, the cards each participant
    ate (by memory), ``first`` (the turn order, §4), ``to_move``, ``pending``,
    ``dry_turns``."""
    seats = int(obs["seats"])
    glutton = bool(obs.get("glutton", seats == 2))
    spicy = bool(obs["spicy"])
    cards: dict[int, dict] = {}
    plates = []
    for stack in obs["plates"]:
        plates.append(tuple(int(c["id"]) for c in stack))
        for c in stack:
            cards[int(c["id"])] = c
    # ``eaten``/``glutton_eaten`` are the observation's names; a rule-book
    # state (``hands``/``glutton_pile``) is accepted too, for tools.
    eaten = obs["eaten"] if "eaten" in obs else obs["hands"]
    piles: list[list[dict]] = [list(h) for h in eaten]
    if glutton:
        piles.append(list(obs.get("glutton_eaten", obs.get("glutton_pile")) or []))
    for pile in piles:
        for c in pile:
            cards[int(c["id"])] = c
    size = max(cards) + 1 if cards else 0
    value = [0] * size
    spice: list[str | None] = [None] * size
    placard = -1
    for cid, c in cards.items():
        value[cid] = int(c["value"])
        spice[cid] = c.get("spice") if spicy else None
        if c.get("placard"):
            placard = cid
    first = int(obs.get("first", 0))
    order = [(first + i) % seats for i in range(seats)] + ([seats] if glutton else [])
    after = [0] * len(order)
    for i, who in enumerate(order):
        after[who] = order[(i + 1) % len(order)]
    table = Table(seats, glutton, spicy, tuple(value), tuple(spice), placard, tuple(after))
    totals = tuple(sum(int(c["value"]) for c in p) for p in piles)
    counts = tuple(len(p) for p in piles)
    to_move = obs.get("to_move")
    if obs.get("over") or to_move is None:
        mover = -1
    elif to_move == "glutton":
        mover = table.glutton_index
    else:
        mover = int(to_move)
    pend = obs.get("pending")
    pending = int(pend["plate"]) if pend else -1
    return table, Pos(tuple(plates), totals, counts, mover, pending, int(obs.get("dry_turns", 0)))  # type: ignore[arg-type]


def moves(t: Table, pos: Pos) -> list[int]:
    """Legal moves of the participant to act (the core's order)."""
    if pos.mover < 0:
        return []
    plates = pos.plates
    if pos.pending >= 0:
        return [CHOOSE + c for c in plates[pos.pending] if c != t.placard]
    if pos.mover == t.glutton_index:
        return [placard_plate(t, pos)]
    out = [p for p in range(PLATES) if plates[p] and plates[p][-1] != t.placard]
    if not out:
        out = [p for p in range(PLATES) if plates[p]]
    return out


def placard_plate(t: Table, pos: Pos) -> int:
    for p in range(PLATES):
        if t.placard in pos.plates[p]:
            return p
    raise AssertionError("the placard is always on a plate")


def play(t: Table, pos: Pos, move: int) -> Pos:
    """The position after ``move`` (assumed legal)."""
    mover = pos.mover
    if move >= CHOOSE:
        card = move - CHOOSE
        plates = list(pos.plates)
        lp = pos.pending
        stack = list(plates[lp])
        stack.remove(card)
        plates[lp] = tuple(stack)
        return _end_turn(t, pos, plates, _gain(pos.totals, mover, t.value[card]),
                         _gain(pos.counts, mover, 1), True)
    stack = pos.plates[move]
    new = [list(pos.plates[0]), list(pos.plates[1]), list(pos.plates[2])]
    new[move] = []
    dest = move
    for card in reversed(stack):  # the top card is dealt first
        dest = (dest + 1) % PLATES
        new[dest].append(card)
    last = stack[0]
    landing = new[dest]
    is_glutton = mover == t.glutton_index
    totals, counts = pos.totals, pos.counts
    ate = False
    if is_glutton or t.placard not in stack:
        spice = t.spice[last]
        if spice == "free":
            if not is_glutton:
                return Pos(tuple(tuple(s) for s in new), totals, counts, mover, dest, pos.dry)  # type: ignore[arg-type]
            best = -1
            for i in range(len(landing) - 1, -1, -1):  # nearest the top wins ties
                c = landing[i]
                if c != t.placard and (best < 0 or t.value[c] > t.value[landing[best]]):
                    best = i
            card = landing.pop(best)
            totals, counts, ate = _gain(totals, mover, t.value[card]), _gain(counts, mover, 1), True
        else:
            for _ in range(2 if spice == "double" else 1):
                card = _eat_once(t, landing, last)
                if card >= 0:
                    totals, counts, ate = _gain(totals, mover, t.value[card]), _gain(counts, mover, 1), True
    return _end_turn(t, pos, new, totals, counts, ate)


def _eat_once(t: Table, landing: list[int], last: int) -> int:
    """Eat once with ``last`` as the reference; the card eaten or -1."""
    if last not in landing:
        return -1
    i = landing.index(last)
    if len(landing) == 1:
        return -1 if last == t.placard else landing.pop()
    if i == 0:
        return -1  # nothing below the reference (cannot happen: it is on top)
    below = landing[i - 1]
    if below == t.placard:
        return -1
    del landing[i - 1]
    return below


def _gain(values: tuple[int, ...], who: int, amount: int) -> tuple[int, ...]:
    out = list(values)
    out[who] += amount
    return tuple(out)


def _end_turn(t: Table, pos: Pos, plates, totals, counts, ate: bool) -> Pos:
    dry = 0 if ate else pos.dry + 1
    plates = tuple(tuple(s) for s in plates)
    left = len(plates[0]) + len(plates[1]) + len(plates[2])
    if left <= FEW_CARDS or dry >= CLOSING_ROUNDS * t.participants:
        mover = -1
    else:
        mover = t.after[pos.mover]
    return Pos(plates, totals, counts, mover, -1, dry)  # type: ignore[arg-type]


def over(pos: Pos) -> bool:
    return pos.mover < 0


def winners(t: Table, pos: Pos) -> tuple[list[int], bool]:
    """(winning participants, the Glutton is among them) per §8."""
    totals = pos.totals
    distinct = sorted(set(totals), reverse=True)
    if len(distinct) < 2:
        return [], False
    t2 = distinct[1]
    cands = [i for i, v in enumerate(totals) if v == t2]
    fewest = min(pos.counts[i] for i in cands)
    wins = [i for i in cands if pos.counts[i] == fewest]
    return wins, t.glutton_index in wins


def utilities(t: Table, pos: Pos) -> tuple[float, ...]:
    """Per participant at a finished game: 1/k for each of k seat winners, 0
    for everyone else (and for every seat if the Glutton wins)."""
    wins, glutton_wins = winners(t, pos)
    out = [0.0] * t.participants
    if wins and not glutton_wins:
        share = 1.0 / len(wins)
        for w in wins:
            out[w] = share
    return tuple(out)


def to_action(move: int) -> dict[str, Any]:
    if move >= CHOOSE:
        return {"type": "choose", "card": move - CHOOSE}
    return {"type": "distribute", "plate": move}


def from_action(action: dict[str, Any]) -> int:
    if action["type"] == "choose":
        return CHOOSE + int(action["card"])
    return int(action["plate"])
