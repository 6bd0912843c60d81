"""Setting up a game (rule book §3) and describing the deal as events."""
from __future__ import annotations

from typing import Any

from game.rules.events import Event
from game.rules.frozen import build
from game.rules.rng import Rng
from game.rules.rodizio.cards import Card, deck
from game.rules.rodizio.seats import MAX_SEATS, MIN_SEATS
from game.rules.rodizio.state import State

# §3.3 [decision]: columns in dealing order, as (plate, cards). The first
# card dealt to a plate is the bottom of its stack.
COLUMNS: tuple[tuple[int, int], ...] = ((0, 2), (1, 3), (2, 2), (0, 3), (1, 2), (2, 3))



def _stack_order() -> tuple[tuple[int, ...], ...]:
    """Per plate, the positions (in dealing order) of the cards its stack
    gets from ``COLUMNS``, bottom first."""
    stacks: list[list[int]] = [[], [], []]
    k = 0
    for plate, n in COLUMNS:
        stacks[plate].extend(range(k, k + n))
        k += n
    return tuple(tuple(s) for s in stacks)


#: ``deal_order`` worked out once: ``STACK_ORDER[p]`` indexes the cards to
#: deal for plate ``p``'s stack.
STACK_ORDER = _stack_order()


def new_game(seed: Any, seats: Any, *, first_seat: Any = 0, spicy: Any = False,
             **options: Any) -> State:
    """A fresh game: shuffled with ``Rng.from_seed(seed)``, dealt, ``first_seat``
    to move. ValueError for bad seats, first seat or options (any value is
    checked here, not by the annotations (a compiled build checks annotated types first)).

    After setup the game uses no randomness (the Glutton is deterministic), so
    the state needs no generator."""
    if options:
        raise ValueError(f"unknown Rodízio option(s): {', '.join(sorted(options))}")
    if not _is_int(seed):
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    if not _is_int(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"Rodízio needs {MIN_SEATS} to {MAX_SEATS} seats, got {seats!r}")
    if not _is_int(first_seat) or not 0 <= first_seat < seats:
        raise ValueError(f"first seat must be 0..{seats - 1}, got {first_seat!r}")
    if not isinstance(spicy, bool):
        raise ValueError(f"spicy must be true or false, got {spicy!r}")
    plates, rest = shuffle_and_split(seed)
    del plates  # §10 keeps no trace of the plate cards
    s0, s1, s2 = (tuple([rest[k] for k in dealt]) for dealt in STACK_ORDER)
    return build(State, seats=seats, spicy=spicy, glutton=seats == 2,
                 plates=(s0, s1, s2),
                 hands=((),) * seats, glutton_pile=(),
                 first=first_seat, to_move=first_seat, pending=None, dry_turns=0, over=False)


def shuffle_and_split(seed: int) -> tuple[list[Card], list[Card]]:
    """§3.1–2: the 3 plate cards and the 15 cards to deal, in dealing order.

    If the placard lands among the plates it is swapped with a random card
    of the remaining 15, drawn from the same generator."""
    rng = Rng.from_seed(seed)
    order = rng.shuffled(deck())
    plates, rest = order[:3], order[3:]
    for i, c in enumerate(plates):
        if c.placard:
            j = rng.below(len(rest))
            plates[i], rest[j] = rest[j], plates[i]
    return plates, rest


def deal_order(cards: list[Card]) -> list[tuple[int, Card]]:
    """(plate, card) for the 15 cards in the order they are dealt (§3.3)."""
    out, k = [], 0
    for plate, n in COLUMNS:
        for _ in range(n):
            out.append((plate, cards[k]))
            k += 1
    return out


def setup_events(state: State) -> list[Event]:
    """The deal of a freshly set-up ``state`` as events: 3 ``PlatePlaced``,
    then 15 ``CardDealt`` in column order. ValueError if play has begun."""
    # imported here: the kits import this module for the seat counts at start-up
    from game.rules.rodizio.events import CardDealt, PlatePlaced

    if (state.over or state.pending is not None or state.dry_turns
            or any(state.hands) or state.glutton_pile
            or any(len(s) != 5 for s in state.plates)):
        raise ValueError("setup_events needs a freshly set-up game")
    taken = [0, 0, 0]
    events: list[Event] = [PlatePlaced(plate=p) for p in range(3)]
    order = 0
    for plate, n in COLUMNS:
        for _ in range(n):
            c = state.plates[plate][taken[plate]]
            taken[plate] += 1
            events.append(CardDealt(card=c.to_json(), from_plate=None, to_plate=plate, order=order))
            order += 1
    return events


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)
