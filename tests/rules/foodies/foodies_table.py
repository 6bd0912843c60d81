"""Build Foodies states for scenario tests by ingredient *type*.

``table(...)`` gives each hand and the deck cards of the named types (ids
taken in ascending order per type); every other ingredient goes to ``rest``
(the used pile by default, or the bottom of the deck). The result is checked
with the real validator (``from_json``) unless ``validate=False`` — used only
for the few states no real game can reach."""
from __future__ import annotations

from typing import Iterable, Sequence

from game.rules import foodies as F
from game.rules.foodies.state import MenuEntry, Pending, State


def _pools() -> dict[str, list[int]]:
    pools: dict[str, list[int]] = {}
    for cid, t in enumerate(F.catalog().card_types):
        pools.setdefault(t, []).append(cid)
    return pools


def recipe_id(name: str) -> int:
    return next(r.id for r in F.catalog().recipes if r.name == name)


def table(seats: int = 2, *, hands: Sequence[Iterable[str]] = (), deck: Iterable[str] = (),
          used: Iterable[str] = (), rest: str = "used",
          menu: Sequence[tuple[int, tuple[int, ...]]] | None = None,
          recipe_deck: Sequence[int] | None = None,
          served: Sequence[Sequence[int]] | None = None,
          scores: Sequence[int] | None = None, to_move: int | None = 0,
          pending: Pending | None = None, quiet_turns: int = 0, round: int = 1,
          over: bool = False, validate: bool = True) -> State:
    pools = _pools()

    def take(types: Iterable[str]) -> tuple[int, ...]:
        return tuple(pools[t].pop(0) for t in types)

    hand_ids = [take(h) for h in hands] + [()] * (seats - len(hands))
    deck_ids = take(deck)
    used_ids = take(used)
    left = tuple(sorted(c for p in pools.values() for c in p))
    if rest == "used":
        used_ids += left
    else:
        deck_ids += left
    if menu is None:
        menu = [(0, ()), (1, ()), (2, ())]
    entries = tuple(MenuEntry(r, tuple(by)) for r, by in menu)
    if served is None:
        served = [[e.recipe for e in entries if s in e.served_by] for s in range(seats)]
    gone = {r for s in served for r in s} | {e.recipe for e in entries}
    if recipe_deck is None:
        recipe_deck = [r for r in range(20) if r not in gone]
    state = State(seats=seats, round=round, deck=deck_ids, used=used_ids,
                  recipe_deck=tuple(recipe_deck), menu=entries, hands=tuple(hand_ids),
                  scores=tuple(scores) if scores is not None else (0,) * seats,
                  served=tuple(tuple(s) for s in served), to_move=to_move, pending=pending,
                  quiet_turns=quiet_turns, over=over)
    if validate:
        assert F.from_json(F.to_json(state)) == state
    return state


def types_of(cards: Iterable[int]) -> list[str]:
    return [F.catalog().card_types[c] for c in cards]


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def play(state: State, *actions: dict) -> tuple[State, list]:
    """Apply ``actions`` in turn; return the last state and all events."""
    events: list = []
    for a in actions:
        state, ev = F.apply(state, a)
        events += ev
    return state, events
