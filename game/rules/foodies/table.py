"""A mutable working copy of a state, living only inside one ``apply`` call.

The engine edits the table and collects events in ``events``, then
``freeze`` builds the new immutable state, so the input state is never
touched. A table given no event list (``events`` is None: the lean
``advance``) builds no events. Either way it notes the cards
it showed to everyone (``revealed``: put under face up or served, in order)
for the §8 memory."""
from __future__ import annotations

from typing import Any

from game.rules.events import Event
from game.rules.foodies.cards import catalog
from game.rules.frozen import adopt
from game.rules.foodies.events import CardDrawn, CardPutUnder
from game.rules.foodies.state import MenuEntry, Seen, State



class Table:
    """The working copy. The piles (``deck``, ``used``, ``recipe_deck``), the
    menu, the scores and ``served`` stay tuples — a change makes a new one —
    so ``freeze`` takes them as they are; only a hand that changes becomes a
    list."""

    # Slots: one Table per action, so its creation and attribute reads count
    # (mypyc compiles the class natively and ignores them).
    __slots__ = ("seats", "round", "deck", "used", "recipe_deck", "menu", "hands", "scores",
                 "served", "to_move", "pending", "quiet_turns", "over", "events", "revealed",
                 "served_cards")

    def __init__(self, state: State, events: list[Event] | None) -> None:
        self.seats = state.seats
        self.round = state.round
        self.deck: tuple[int, ...] = state.deck
        self.used: tuple[int, ...] = state.used
        self.recipe_deck: tuple[int, ...] = state.recipe_deck
        self.menu: tuple[MenuEntry, ...] = state.menu
        # A hand stays the state's tuple until ``hand`` makes it a list.
        self.hands: list[Any] = list(state.hands)
        self.scores: tuple[int, ...] = state.scores
        self.served: tuple[tuple[int, ...], ...] = state.served
        self.to_move = state.to_move
        self.pending = state.pending
        self.quiet_turns = state.quiet_turns
        self.over = state.over
        self.events = events
        self.revealed: list[int] = []
        self.served_cards = 0

    def hand(self, seat: int) -> list[int]:
        """``seat``'s hand, to change (the other hands are never copied)."""
        h = self.hands[seat]
        if type(h) is tuple:
            h = self.hands[seat] = list(h)
        return h

    def draw(self, seat: int) -> None:
        card = self.deck[0]
        self.deck = self.deck[1:]
        self.hand(seat).append(card)
        if self.events is not None:
            self.events.append(CardDrawn(seat=seat, card=catalog().ing(card)))

    def serve(self, seat: int, recipe: int, cards: list[int], points: int) -> None:
        """``seat`` serves ``recipe`` from the menu with ``cards`` from its hand."""
        hand = self.hand(seat)
        for c in cards:
            hand.remove(c)
        self.used += tuple(cards)
        self.revealed.extend(cards)
        self.served_cards += len(cards)
        scores, served = list(self.scores), list(self.served)
        scores[seat] += points
        served[seat] += (recipe,)
        self.scores, self.served = tuple(scores), tuple(served)
        self.menu = tuple(MenuEntry(e.recipe, e.served_by + (seat,)) if e.recipe == recipe else e
                          for e in self.menu)

    def put_under(self, seat: int, card: int, reason: str) -> None:
        self.hand(seat).remove(card)
        self.deck += (card,)
        self.revealed.append(card)
        if self.events is not None:
            self.events.append(CardPutUnder(seat=seat, card=catalog().ing(card), reason=reason))

    def swap(self, seat: int, card: int) -> None:
        """§4 swap: ``card`` goes under the deck, then ``seat`` draws two
        (the deck holds at least two, so they are the two cards on top
        before ``card`` went under): ``put_under`` and two ``draw`` in one
        step, with their events."""
        hand = self.hand(seat)
        hand.remove(card)
        deck = self.deck
        hand += deck[:2]
        self.deck = deck[2:] + (card,)
        self.revealed.append(card)
        if self.events is not None:
            cat = catalog()
            self.events.append(CardPutUnder(seat=seat, card=cat.ing(card), reason="swap"))
            self.events.append(CardDrawn(seat=seat, card=cat.ing(deck[0])))
            self.events.append(CardDrawn(seat=seat, card=cat.ing(deck[1])))

    def freeze(self, seen: Seen | None = None) -> State:
        """The new immutable state (``seen``: its §8 memory)."""
        return adopt(State, {
            "seats": self.seats, "round": self.round, "deck": self.deck, "used": self.used,
            "recipe_deck": self.recipe_deck, "menu": self.menu,
            "hands": tuple(map(tuple, self.hands)),  # an untouched hand stays the same tuple
            "scores": self.scores, "served": self.served, "to_move": self.to_move,
            "pending": self.pending, "quiet_turns": self.quiet_turns, "over": self.over,
            "seen": seen})
