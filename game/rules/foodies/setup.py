"""Setup (rule book §3).

The seed's generator (``Rng.from_seed``) shuffles the 50 ingredients, then —
continuing the same generator — the 20 recipes. Four cards are dealt one at a
time round the table starting with the first seat [project decision], from
the top of the shuffled deck; the rest is the central deck; the top 3 recipes
are the menu."""
from __future__ import annotations

from typing import Any

from game.rules.events import Event
from game.rules.foodies import seen
from game.rules.foodies.cards import INGREDIENT_COUNT, RECIPE_COUNT, catalog
from game.rules.foodies.events import CardDealt, MenuDealt
from game.rules.foodies.state import DEAL, MAX_SEATS, MENU_SIZE, MIN_SEATS, MenuEntry, State
from game.rules.frozen import build
from game.rules.rng import Rng


def new_game(seed: Any, seats: Any, *, first_seat: Any = 0, **options: Any) -> State:
    """A fresh game; ValueError for a bad seat count, first seat or option
    (any value is checked here, not by the annotations (a compiled build checks annotated types first))."""
    if options:
        raise ValueError(f"foodies has no option {sorted(options)[0]!r}")
    if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"foodies needs {MIN_SEATS} to {MAX_SEATS} seats, not {seats!r}")
    if isinstance(first_seat, bool) or not isinstance(first_seat, int) \
            or not 0 <= first_seat < seats:
        raise ValueError(f"first seat must be 0..{seats - 1}, not {first_seat!r}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    rng = Rng.from_seed(seed)
    deck = rng.shuffled(range(INGREDIENT_COUNT))
    recipes = rng.shuffled(range(RECIPE_COUNT))
    hands: list[list[int]] = [[] for _ in range(seats)]
    for i in range(DEAL * seats):
        hands[(first_seat + i) % seats].append(deck[i])
    return build(
        State, seats=seats, round=1,
        deck=tuple(deck[DEAL * seats:]), used=(),
        recipe_deck=tuple(recipes[MENU_SIZE:]),
        menu=tuple(MenuEntry(r) for r in recipes[:MENU_SIZE]),
        hands=tuple(tuple(h) for h in hands),
        scores=(0,) * seats, served=((),) * seats,
        to_move=first_seat, pending=None, quiet_turns=0, over=False, seen=seen.from_used(()))


def setup_events(state: State) -> list[Event]:
    """The deal of a freshly set-up ``state`` as events, in order: one
    ``CardDealt`` per card (``DEAL`` each, one at a time round the table from
    the first seat, off the top of the deck), then round 1's ``MenuDealt``.
    ValueError if play has begun."""
    n = state.seats
    first = state.to_move
    if (state.over or state.round != 1 or state.pending is not None or first is None
            or state.used or any(state.served) or any(len(h) != DEAL for h in state.hands)
            or len(state.deck) != INGREDIENT_COUNT - DEAL * n or len(state.menu) != MENU_SIZE):
        raise ValueError("setup_events needs a freshly set-up game")
    cat = catalog()
    events: list[Event] = []
    for i in range(DEAL * n):
        seat = (first + i) % n
        events.append(CardDealt(seat=seat, card=cat.ing(state.hands[seat][i // n]), order=i))
    events.append(MenuDealt(round=1, recipes=tuple(cat.rec(e.recipe) for e in state.menu)))
    return events
