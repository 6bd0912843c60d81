"""Eating (rule book §5 and §6) on a mutable working copy of the table.

``Table`` lives only inside one ``apply`` call; the engine freezes it back
into a new immutable state, so the input state is never touched. Hands and
the Glutton's pile stay tuples (only the eater's grows, by a new tuple);
``events`` is the list that receives the events, or None on the lean path
(``advance``), which builds none."""
from __future__ import annotations

from game.rules.events import Event
from game.rules.rodizio.cards import Card
from game.rules.rodizio.events import NothingEaten, PizzaEaten
from game.rules.rodizio.state import GLUTTON, Actor, State


class Table:
    def __init__(self, state: State, events: list[Event] | None) -> None:
        self.plates: list[list[Card]] = list(map(list, state.plates))
        self.hands: list[tuple[Card, ...]] = list(state.hands)
        self.pile: tuple[Card, ...] = state.glutton_pile
        self.events = events
        self.ate = False  # whether this turn ate a pizza (for dry_turns)

    def eat(self, eater: Actor, card: Card, plate: int, at: int | None = None) -> None:
        """Move ``card`` (at index ``at`` when known) from ``plate``'s stack to
        the eater (the stack closes up)."""
        assert not card.placard, "the placard is never eaten"
        stack = self.plates[plate]
        del stack[stack.index(card) if at is None else at]
        if eater == GLUTTON:
            self.pile += (card,)
        else:
            self.hands[eater] += (card,)  # type: ignore[index]
        if self.events is not None:
            self.events.append(PizzaEaten(eater=eater, card=card.to_json(), plate=plate))
        self.ate = True

    def nothing(self, actor: Actor, reason: str) -> None:
        if self.events is not None:
            self.events.append(NothingEaten(actor=actor, reason=reason))

    def eat_once(self, eater: Actor, last: Card, plate: int) -> None:
        """§5 *eat once* with ``last`` (L) as the reference.

        L alone on its plate → eat L; else eat the card directly below L if it
        is a pizza; the placard below L → nothing [decision]. If L is gone
        (eaten by the first half of a double action) → nothing. If L is the
        placard alone (only the Glutton can deal the placard last) → nothing,
        since the placard is never eaten [project decision].

        L was dealt last, so it is the top of its stack until eaten: "L is
        gone" is "L is no longer on top", and the card below it is the
        second from the top."""
        stack = self.plates[plate]
        if not stack or stack[-1] is not last:
            self.nothing(eater, "double_second_nothing")
            return
        if len(stack) == 1:
            if last.placard:
                self.nothing(eater, "placard_is_last")
            else:
                self.eat(eater, last, plate, at=0)
            return
        below = stack[-2]
        if below.placard:
            self.nothing(eater, "placard_below")
        else:
            self.eat(eater, below, plate, at=len(stack) - 2)


def free_choices(stack: tuple[Card, ...] | list[Card]) -> list[Card]:
    """The pizzas a free choice may take from a landing plate, bottom → top."""
    return [c for c in stack if not c.placard]


def glutton_pick(stack: list[Card]) -> Card:
    """§6: the highest value; on a tie the one nearest the top [decision]."""
    best: Card | None = None
    for c in reversed(stack):  # top first, so the first maximum is nearest the top
        if not c.placard and (best is None or c.value > best.value):
            best = c
    assert best is not None, "a spicy last card is itself a pizza"
    return best
