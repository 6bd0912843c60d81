"""A mutable working copy of a state, living only inside one ``apply`` call.

The engine edits the table and collects events, then ``freeze`` builds the new
immutable state, so the input state is never touched."""
from __future__ import annotations

from game.rules.foodies.cards import catalog
from game.rules.foodies.events import CardDrawn, CardPutUnder
from game.rules.foodies.state import MenuEntry, State


class Table:
    def __init__(self, state: State) -> None:
        self.seats = state.seats
        self.round = state.round
        self.deck = list(state.deck)
        self.used = list(state.used)
        self.recipe_deck = list(state.recipe_deck)
        self.menu = [(e.recipe, list(e.served_by)) for e in state.menu]
        self.hands = [list(h) for h in state.hands]
        self.scores = list(state.scores)
        self.served = [list(s) for s in state.served]
        self.to_move = state.to_move
        self.pending = state.pending
        self.quiet_turns = state.quiet_turns
        self.over = state.over
        self.events: list = []

    def draw(self, seat: int) -> None:
        card = self.deck.pop(0)
        self.hands[seat].append(card)
        self.events.append(CardDrawn(seat=seat, card=catalog().ing(card)))

    def put_under(self, seat: int, card: int, reason: str) -> None:
        self.hands[seat].remove(card)
        self.deck.append(card)
        self.events.append(CardPutUnder(seat=seat, card=catalog().ing(card), reason=reason))

    def freeze(self) -> State:
        return State(
            seats=self.seats, round=self.round, deck=tuple(self.deck), used=tuple(self.used),
            recipe_deck=tuple(self.recipe_deck),
            menu=tuple(MenuEntry(r, tuple(by)) for r, by in self.menu),
            hands=tuple(tuple(h) for h in self.hands), scores=tuple(self.scores),
            served=tuple(tuple(s) for s in self.served), to_move=self.to_move,
            pending=self.pending, quiet_turns=self.quiet_turns, over=self.over)
