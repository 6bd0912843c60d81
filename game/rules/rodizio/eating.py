"""Eating (rule book §5 and §6) on a mutable working copy of the table.

``Table`` lives only inside one ``apply`` call; the engine freezes it back
into a new immutable state, so the input state is never touched. Stacks,
hands and the Glutton's pile stay tuples (a changed one is a new tuple);
``events`` is the list that receives the events, or None on the lean path
(``advance``), which builds none."""
from __future__ import annotations

from game.rules.events import Event
from game.rules.rodizio.cards import Card
from game.rules.rodizio.events import NothingEaten, PizzaEaten
from game.rules.rodizio.state import GLUTTON, Actor, Stack, State


class Table:
    """The turn's working copy: ``plates`` a list of the three stacks,
    ``hands`` None while nobody ate (the state's hands stand) and a list of
    the hands once a seat ate, ``pile`` the Glutton's."""

    # Slots: one Table per action, so its creation and attribute reads count
    # (mypyc compiles the class natively and ignores them).
    __slots__ = ("state", "plates", "hands", "pile", "events", "ate")

    def __init__(self, state: State, events: list[Event] | None) -> None:
        # Stacks stay tuples: a step builds a stack's new tuple from slices
        # (C speed) instead of editing a list and freezing it again.
        self.state = state
        self.plates: list[Stack] = list(state.plates)
        self.hands: list[Stack] | None = None
        self.pile: Stack = state.glutton_pile
        self.events = events
        self.ate = False  # whether this turn ate a pizza (for dry_turns)

    def eat(self, eater: Actor, plate: int, at: int) -> None:
        """Move the card at index ``at`` of ``plate``'s stack to the eater
        (the stack closes up)."""
        stack = self.plates[plate]
        card = stack[at]
        assert not card.placard, "the placard is never eaten"
        self.plates[plate] = stack[:at] + stack[at + 1:]
        if eater == GLUTTON:
            self.pile += (card,)
        else:
            hands = self.hands
            if hands is None:  # a seat's first meal this turn: copy the hands once
                hands = self.hands = list(self.state.hands)
            hands[eater] += (card,)  # type: ignore[index]
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
                self.eat(eater, plate, 0)
            return
        if stack[-2].placard:
            self.nothing(eater, "placard_below")
        else:
            self.eat(eater, plate, len(stack) - 2)


def free_choices(stack: Stack) -> list[Card]:
    """The pizzas a free choice may take from a landing plate, bottom → top."""
    return [c for c in stack if not c.placard]


def glutton_pick(stack: Stack) -> int:
    """§6: the index of the highest value; on a tie the one nearest the top
    [decision]."""
    best = -1
    for i in range(len(stack) - 1, -1, -1):  # top first: the first maximum is nearest the top
        c = stack[i]
        if not c.placard and (best < 0 or c.value > stack[best].value):
            best = i
    assert best >= 0, "a spicy last card is itself a pizza"
    return best
