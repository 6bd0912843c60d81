"""A mutable working copy of a state, living only inside one ``apply`` call.

The engine edits the table and collects events, then ``freeze`` builds the new
immutable state, so the input state is never touched. A table given no event
list (the lean ``advance``) is not ``recording`` and builds no events: its
``events`` drops whatever the round and turn-end steps append. Either way it notes the cards
it showed to everyone (``revealed``: put under face up or served, in order)
for the §8 memory."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.rules.events import Event
from game.rules.foodies.cards import catalog
from game.rules.frozen import build
from game.rules.foodies.events import CardDrawn, CardPutUnder
from game.rules.foodies.state import MenuEntry, State

if TYPE_CHECKING:
    from game.rules.foodies.seen import Seen


class EventSink(Protocol):
    """Where a table's events go: a list, or ``_Dropped``."""

    def append(self, event: Event, /) -> None: ...


class _Dropped:
    """The event list of a table that does not record: appending is a no-op."""

    __slots__ = ()

    def append(self, event: Event, /) -> None:
        pass


_DROPPED = _Dropped()


class Table:
    def __init__(self, state: State, events: list[Event] | None) -> None:
        self.seats = state.seats
        self.round = state.round
        self.deck = list(state.deck)
        self.used = list(state.used)
        self.recipe_deck = list(state.recipe_deck)
        # The menu is (recipe, served_by) pairs; ``serve`` replaces a pair.
        self.menu: list[tuple[int, tuple[int, ...]]] = [(e.recipe, e.served_by) for e in state.menu]
        self._menu = (self.menu, state.menu)  # to reuse the entries when untouched
        # A hand stays the state's tuple until ``hand`` makes it a list.
        self.hands: list[Any] = list(state.hands)
        self.scores = list(state.scores)
        self.served = list(state.served)  # tuples; ``serve`` replaces one
        self.to_move = state.to_move
        self.pending = state.pending
        self.quiet_turns = state.quiet_turns
        self.over = state.over
        self.recording = events is not None
        self.events: EventSink = _DROPPED if events is None else events
        self.revealed: list[int] = []
        self.served_cards = 0

    def hand(self, seat: int) -> list[int]:
        """``seat``'s hand, to change (the other hands are never copied)."""
        h = self.hands[seat]
        if type(h) is tuple:
            h = self.hands[seat] = list(h)
        return h

    def draw(self, seat: int) -> None:
        card = self.deck.pop(0)
        self.hand(seat).append(card)
        if self.recording:
            self.events.append(CardDrawn(seat=seat, card=catalog().ing(card)))

    def serve(self, seat: int, recipe: int, cards: list[int], points: int) -> None:
        """``seat`` serves ``recipe`` from the menu with ``cards`` from its hand."""
        hand = self.hand(seat)
        for c in cards:
            hand.remove(c)
        self.used.extend(cards)
        self.revealed.extend(cards)
        self.served_cards += len(cards)
        self.scores[seat] += points
        self.served[seat] += (recipe,)
        self.menu = [(r, by + (seat,) if r == recipe else by) for r, by in self.menu]

    def put_under(self, seat: int, card: int, reason: str) -> None:
        self.hand(seat).remove(card)
        self.deck.append(card)
        self.revealed.append(card)
        if self.recording:
            self.events.append(CardPutUnder(seat=seat, card=catalog().ing(card), reason=reason))

    def freeze(self, seen: "Seen | None" = None) -> State:
        """The new immutable state (``seen``: its §8 memory)."""
        menu_list, menu = self._menu
        if self.menu is not menu_list:  # served from, or a new round's menu
            menu = tuple(MenuEntry(r, by) for r, by in self.menu)
        return build(
            State, seats=self.seats, round=self.round, deck=tuple(self.deck), used=tuple(self.used),
            recipe_deck=tuple(self.recipe_deck), menu=menu,
            hands=tuple(map(tuple, self.hands)),  # an untouched hand stays the same tuple
            scores=tuple(self.scores), served=tuple(self.served), to_move=self.to_move,
            pending=self.pending, quiet_turns=self.quiet_turns, over=self.over, seen=seen)
