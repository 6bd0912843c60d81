"""The Foodies game state: immutable plain data, exactly the §9 JSON.

Cards are stored by id (ingredient ids 0..49, recipe ids 0..19); their types,
names and points come from ``cards.catalog()``. Every field of the §9 JSON is
here, so ``from_json(to_json(s)) == s`` always holds and any state written to
a trace or save continues exactly the same way. Beside them, ``seen`` carries
the public memory of §8 (``seen.py``), which the §9 JSON has no room for."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.foodies.seats import MAX_SEATS, MIN_SEATS  # noqa: F401  (this module's names too)

HAND_LIMIT = 7
MENU_SIZE = 3
DEAL = 4
FIRST_BONUS = 2
COLD_KITCHEN_TURNS_PER_SEAT = 5


@dataclass(frozen=True)
class Seen:
    """The public record of §8 beside a state: ``public`` holds the ids
    whose place everyone knows, ``group`` per ingredient id the shuffle that
    hid it (the meaning and the rules of change are seen.py's)."""

    public: frozenset[int]
    group: tuple[int, ...]   # per ingredient id


@dataclass(frozen=True)
class MenuEntry:
    recipe: int
    served_by: tuple[int, ...] = ()     # seats, in serving order


@dataclass(frozen=True)
class Pending:
    """A discard the seat ``seat`` must make before play goes on (§5).

    ``reason`` is ``"hand_limit"`` (``seat`` is the seat whose turn it is and
    ``count`` its excess) or ``"deck_out"`` (``count`` is 1 and ``queue`` the
    seats with cards that discard after it, in turn order). ``turn`` is the
    seat whose turn caused the discards (§9): the next round starts after it."""

    reason: str
    seat: int
    count: int
    turn: int
    queue: tuple[int, ...] = ()
    kind: str = "discard"


@dataclass(frozen=True)
class State:
    seats: int
    round: int
    deck: tuple[int, ...]               # index 0 = top
    used: tuple[int, ...]
    recipe_deck: tuple[int, ...]        # index 0 = top
    menu: tuple[MenuEntry, ...]
    hands: tuple[tuple[int, ...], ...]
    scores: tuple[int, ...]
    served: tuple[tuple[int, ...], ...]  # recipe ids each seat served, all rounds
    to_move: int | None
    pending: Pending | None
    quiet_turns: int
    over: bool
    # What every seat has seen (§8; seen.py). Not part of the §9 JSON and not
    # compared: None means "no history", i.e. only what the snapshot shows.
    seen: Seen | None = field(default=None, compare=False, repr=False)

    def cold_kitchen_limit(self) -> int:
        """§5.4: this many turns in a row without a serve end the round."""
        return COLD_KITCHEN_TURNS_PER_SEAT * self.seats
