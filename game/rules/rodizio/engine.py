"""Playing a turn: ``apply``, ``advance``, ``legal_actions``, ``actor``,
``automatic_action``.

Rule book §4–§7. Every function is pure; ``apply`` builds a new state and
raises ``IllegalAction`` (naming the rule) without touching the input.

One core, two ways in: ``apply`` checks the action and reports what happened
as events (client, replays, traces); ``advance`` plays an action already
known to be legal and builds no events (headless play, search, ``bench``).
Both run the same code below — the events are built only when a list is
there to receive them (``Table.events``) — and a test plays many random
games both ways and checks the states agree (tests/rules/test_lean_path.py)."""
from __future__ import annotations

from typing import Any

from game.rules import actions
from game.rules.errors import IllegalAction
from game.rules.events import Event
from game.rules.frozen import adopt, build
from game.rules.rodizio.cards import DECK_SIZE, Card
from game.rules.rodizio.eating import Table, free_choices, glutton_pick
from game.rules.rodizio.events import (CardDealt, FreeChoicePending, GameOver, SpicyTriggered,
                                       StackPickedUp, TurnPassed)
from game.rules.rodizio.scoring import score
from game.rules.rodizio.state import FEW_CARDS, GLUTTON, Actor, Pending, State
from game.rules.rodizio.turns import describe, next_actor

Action = dict[str, Any]

#: Every action a Rodízio actor can have, built once (game/rules/actions.py):
#: ``DISTRIBUTE[p]`` distributes plate ``p``, ``CHOOSE[c]`` chooses card ``c``.
DISTRIBUTE = actions.table("distribute", "plate", range(3))
CHOOSE = actions.table("choose", "card", range(DECK_SIZE))


def actor(state: State) -> Actor | None:
    """Who acts now: a seat, ``"glutton"``, or None once over."""
    return state.to_move


def seat_plates(state: State) -> list[int]:
    """Plates a seat may choose (§5): non-empty, placard not on top; if none,
    the only non-empty stack (placard on top) is forced [decision]."""
    ok = []
    for p, stack in enumerate(state.plates):  # (a plain loop: every seat's turn asks)
        if stack and not stack[-1].placard:
            ok.append(p)
    return ok or [state.placard_plate()]


def legal_actions(state: State) -> list[Action]:
    """The actions of the actor to move, in a stable order; [] once over.
    The list is new; its actions are shared and read-only (``FrozenAction``).

    The Glutton's only legal action is its automatic one."""
    if state.over:
        return []
    if state.pending is not None:
        stack = state.plates[state.pending.plate]
        return [CHOOSE[c.id] for c in free_choices(stack)]
    if state.to_move == GLUTTON:
        return [automatic_action(state)]
    out: list[Action] = []
    for p, stack in enumerate(state.plates):  # seat_plates, without a list in between
        if stack and not stack[-1].placard:
            out.append(DISTRIBUTE[p])
    return out or [DISTRIBUTE[state.placard_plate()]]


def automatic_action(state: State) -> Action:
    """The Glutton's action: distribute the plate holding the placard (§6),
    shared and read-only like ``legal_actions``'. ValueError when a seat is
    to move or the game is over."""
    if state.to_move != GLUTTON:
        raise ValueError(f"no automatic action: {describe(state.to_move)} is to move")
    return DISTRIBUTE[state.placard_plate()]


def apply(state: State, action: Any, *, seat: Any = None) -> tuple[State, list[Event]]:
    """Play ``action`` and return (new state, events).

    ``seat``, if given, is who claims to act; it must be the actor to move.
    Illegal or malformed actions raise IllegalAction naming the rule (any
    value is checked here, not by the annotations (a compiled build checks annotated types first))."""
    kind = _parse(action)
    if state.over or state.to_move is None:
        raise IllegalAction("rodizio §7 end", "the game is over", "game_over")
    if seat is not None and (seat != state.to_move or isinstance(seat, bool)):
        raise IllegalAction("rodizio §4 turn order",
                            f"it is {describe(state.to_move)}'s turn, not {describe(seat)}'s",
                            "not_your_turn")
    if kind == "distribute":
        if state.pending is not None:
            raise IllegalAction("rodizio §5 free choice",
                                f"{describe(state.pending.eater)} must first choose a pizza "
                                f"on plate {state.pending.plate}", "finish_choice",
                                plate=state.pending.plate)
        _check_choice(state, state.to_move, action["plate"])
        events: list[Event] = []
        return _distribute(Table(state, events), state, action["plate"]), events
    if state.pending is None:
        raise IllegalAction("rodizio §5 free choice", "no free choice is pending", "no_choice")
    events = []
    return _choose(Table(state, events), state, action["card"]), events


def advance(state: State, action: Action) -> State:
    """``apply(state, action)[0]`` for an action known to be legal (one of
    ``legal_actions(state)`` or ``automatic_action(state)``): the action is
    not checked again and no events are built. Anything else is undefined."""
    plate = action.get("plate")
    if plate is not None:
        return _distribute(Table(state, None), state, plate)
    return _choose(Table(state, None), state, action["card"])


def _parse(action: Any) -> str:
    if not isinstance(action, dict):
        raise IllegalAction("rodizio §10 action",
                            f"an action is a JSON object, got {type(action).__name__}")
    kind = action.get("type")
    field = {"distribute": "plate", "choose": "card"}.get(kind) if isinstance(kind, str) else None
    if field is None or not isinstance(kind, str):
        raise IllegalAction("rodizio §10 action",
                            f"unknown action type {kind!r} (expected 'distribute' or 'choose')")
    if set(action) != {"type", field}:
        raise IllegalAction("rodizio §10 action",
                            f"a {kind} action has exactly the keys 'type' and '{field}', "
                            f"got {sorted(action)}")
    value = action[field]
    top = 3 if field == "plate" else DECK_SIZE
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < top:
        raise IllegalAction("rodizio §10 action", f"unknown {field} {value!r} (0..{top - 1})")
    return kind


def _check_choice(state: State, who: Actor, plate: int) -> None:
    if who == GLUTTON:
        target = state.placard_plate()
        if plate != target:
            raise IllegalAction("rodizio §6 Glutton",
                                f"the Glutton always chooses the plate holding the placard "
                                f"(plate {target}), not plate {plate}", "glutton_plate", plate=target)
        return
    stack = state.plates[plate]
    if not stack:
        raise IllegalAction("rodizio §5 choose", f"plate {plate} is empty", "empty", plate=plate)
    if plate not in seat_plates(state):
        raise IllegalAction("rodizio §5 choose", f"plate {plate} has the placard on top",
                            "placard_top", plate=plate)


#: The sowing (§5) as a table: ``SOWING[p][n]`` lists, for a stack of ``n``
#: cards picked up from plate ``p``, each plate that receives cards with the
#: slice of the reversed stack (top card first) it receives. The k-th card
#: dealt lands on plate (p + 1 + k) % 3, wrapping onto p itself, so each plate
#: receives every third card.
SOWING: tuple[tuple[tuple[tuple[int, slice], ...], ...], ...] = tuple(
    tuple(tuple(((p + 1 + k) % 3, slice(k, None, 3)) for k in range(min(n, 3)))
          for n in range(DECK_SIZE + 1))
    for p in range(3))


def _distribute(t: Table, state: State, plate: int) -> State:
    """Distribute ``plate`` for the actor to move (already checked)."""
    who = state.to_move
    assert who is not None
    events = t.events
    plates = t.plates
    stack = plates[plate]
    held_placard = False
    for c in stack:  # (a plain loop: cheaper than any() over a generator)
        if c.placard:
            held_placard = True
            break
    dealt = stack[::-1]
    plates[plate] = ()
    for to, part in SOWING[plate][len(stack)]:
        plates[to] += dealt[part]
    landing = (plate + len(stack)) % 3
    if events is not None:
        events.append(StackPickedUp(actor=who, plate=plate, cards=[c.to_json() for c in stack]))
        for k, c in enumerate(dealt):
            events.append(CardDealt(card=c.to_json(), from_plate=plate, to_plate=(plate + 1 + k) % 3,
                                    order=k))
    last: Card = stack[0]

    if held_placard and who != GLUTTON:
        t.nothing(who, "placard_on_chosen_plate")
    elif state.spicy and last.spice is not None:
        if events is not None:
            events.append(SpicyTriggered(actor=who, spice=last.spice, card=last.to_json(),
                                         plate=landing))
        if last.spice == "free":
            if who == GLUTTON:
                t.eat(who, landing, glutton_pick(plates[landing]))
            else:
                return _await_choice(state, t, who, landing)  # type: ignore[arg-type]
        else:  # double action: eat once, twice, both with L as the reference
            t.eat_once(who, last, landing)
            t.eat_once(who, last, landing)
    else:
        t.eat_once(who, last, landing)
    return _end_turn(state, t, who)


def _await_choice(state: State, t: Table, eater: int, plate: int) -> State:
    if t.events is not None:
        t.events.append(FreeChoicePending(eater=eater, plate=plate,
                                          choices=[c.to_json() for c in free_choices(t.plates[plate])]))
    p0, p1, p2 = t.plates
    return build(State, seats=state.seats, spicy=state.spicy, glutton=state.glutton,
                 plates=(p0, p1, p2), hands=state.hands, glutton_pile=state.glutton_pile,
                 first=state.first, to_move=state.to_move, pending=Pending(plate=plate, eater=eater),
                 dry_turns=state.dry_turns, over=False)


def _choose(t: Table, state: State, card_id: int) -> State:
    pending = state.pending
    assert pending is not None
    stack = t.plates[pending.plate]
    at = next((i for i, c in enumerate(stack) if c.id == card_id), None)
    if at is None:
        raise IllegalAction("rodizio §5 free choice",
                            f"card {card_id} is not on plate {pending.plate}", "not_on_plate",
                            card=card_id, plate=pending.plate)
    if stack[at].placard:
        raise IllegalAction("rodizio §5 free choice", "the placard is never eaten",
                            "placard_never_eaten")
    t.eat(pending.eater, pending.plate, at)
    return _end_turn(state, t, pending.eater)


def _end_turn(state: State, t: Table, who: Actor) -> State:
    """§7 and §10: update dry_turns, end the game or pass the turn (the
    free choice, if one was pending, is over)."""
    dry = 0 if t.ate else state.dry_turns + 1
    p0, p1, p2 = t.plates
    if len(p0) + len(p1) + len(p2) <= FEW_CARDS:
        reason: str | None = "few_cards"
    elif dry and dry >= state.closing_limit:  # (most turns eat: dry is 0)
        reason = "closing_time"
    else:
        reason = None
    nxt = next_actor(state, who) if reason is None else None
    hands = state.hands if t.hands is None else tuple(t.hands)  # the same tuple when nobody ate
    new = adopt(State, {"seats": state.seats, "spicy": state.spicy, "glutton": state.glutton,
                        "plates": (p0, p1, p2), "hands": hands, "glutton_pile": t.pile,
                        "first": state.first, "to_move": nxt, "pending": None, "dry_turns": dry,
                        "over": reason is not None})
    if t.events is not None:
        if nxt is not None:
            t.events.append(TurnPassed(next_actor=nxt))
        else:
            assert reason is not None
            t.events.append(GameOver(reason=reason, **score(new)))
    return new

