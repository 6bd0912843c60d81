"""Playing: ``apply``, ``advance``, ``legal_actions``, ``actor``,
``automatic_action``.

Rule book §4 (the four actions) and §9 (their JSON). Every function is pure;
``apply`` builds a new state and raises ``IllegalAction`` naming the rule,
without touching the input (states are immutable anyway).

One core, two ways in: ``apply`` checks the action, then plays it and
reports what happened as events (client, replays, traces); ``advance`` plays
an action already known to be legal and builds no events (headless play,
search, ``bench``). Both run ``_play``; the table builds events only when it
has a list for them (``Table.events``), and the §8 memory follows from the cards
the table revealed, not from the events. tests/rules/test_lean_path.py plays
many random games both ways and checks states, JSON, memory and
observations agree."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules import actions
from game.rules.errors import IllegalAction
from game.rules.events import Event
from game.rules.foodies import seen
from game.rules.foodies.cards import INGREDIENT_COUNT, RECIPE_COUNT, catalog
from game.rules.foodies.events import Passed, RecipeServed
from game.rules.foodies.state import FIRST_BONUS, State
from game.rules.foodies.table import Table
from game.rules.foodies.turn_end import after_discard, end_turn

Action = dict[str, Any]

# The keys each action type carries (§9), besides "type".
_FIELDS = {"draw": (), "swap": ("card",), "serve": ("recipe",), "pass": ("card",),
           "discard": ("card",)}


#: Every action a Foodies seat can have, built once (game/rules/actions.py):
#: ``SWAP[c]`` swaps card ``c``, and so on.
DRAW = actions.FrozenAction({"type": "draw"})
SWAP = actions.table("swap", "card", range(INGREDIENT_COUNT))
SERVE = actions.table("serve", "recipe", range(RECIPE_COUNT))
PASS = actions.table("pass", "card", range(INGREDIENT_COUNT))
PASS_EMPTY = actions.FrozenAction({"type": "pass", "card": None})
DISCARD = actions.table("discard", "card", range(INGREDIENT_COUNT))


def actor(state: State) -> int | None:
    """The seat that must act now (also while a discard is pending); None once over."""
    return state.to_move


def automatic_action(state: State) -> Action:
    """Foodies has only seats: there is never an automatic actor."""
    raise ValueError("foodies has no automatic actor: a seat is always to move")


def ingredients_for(state: State, seat: int, recipe: int) -> list[int] | None:
    """The hand cards ``seat`` would serve ``recipe`` with, or None if missing.

    Of each needed type the first cards in hand order are used
    [project decision: cards of one type are interchangeable]."""
    cat = catalog()
    need = dict(cat.recipes[recipe].needs)
    types = cat.card_types
    picked = []
    for card in state.hands[seat]:
        t = types[card]
        if need.get(t, 0) > 0:
            need[t] -= 1
            picked.append(card)
    return picked if len(picked) == cat.recipes[recipe].size else None


def _servable(state: State, seat: int) -> list[int]:
    """The menu recipes ``seat`` may serve now, in menu order: not yet served
    by it this round, and its hand holds the ingredients (the test of
    ``ingredients_for``, for all of them at once: see ``_Pantry``)."""
    pantry = _PANTRY[0] if _PANTRY else _pantry()
    have = pantry.hand_code(state.hands[seat])
    needs, guards = pantry.needs, pantry.guards
    out = []
    for e in state.menu:  # (a plain loop: every turn asks)
        if (have - needs[e.recipe]) & guards == guards and seat not in e.served_by:
            out.append(e.recipe)
    return out


_WIDTH = 5                   # bits per ingredient type in a _Pantry code
_GUARD = 1 << (_WIDTH - 1)


class _Pantry:
    """Ingredient counts packed into one integer, a field of ``_WIDTH`` bits
    per ingredient type, so one subtraction compares a hand with a recipe.

    A hand's code holds ``_GUARD + count`` in each type's field, a recipe's
    code the count it needs; every count is below ``_GUARD`` (no type has
    that many cards), so each field of ``hand - recipe`` is ``_GUARD + have
    - need``, between 1 and ``2 * _GUARD - 1``: no field borrows from the
    next, and its guard bit is set exactly when ``have >= need``."""

    def __init__(self) -> None:
        cat = catalog()
        index = {t.type: i for i, t in enumerate(cat.types)}
        assert all(t.count < _GUARD for t in cat.types), "a type too many for its field"
        assert all(n < _GUARD for r in cat.recipes for _, n in r.needs)
        self.guards = sum(_GUARD << (_WIDTH * i) for i in range(len(cat.types)))
        self.card = tuple(1 << (_WIDTH * index[t]) for t in cat.card_types)
        self.needs = tuple(sum(n << (_WIDTH * index[t]) for t, n in r.needs)
                           for r in cat.recipes)

    def hand_code(self, hand: tuple[int, ...]) -> int:
        code, card = self.guards, self.card
        for c in hand:  # a plain loop: what the compiled build runs fastest
            code += card[c]
        return code


#: The one ``_Pantry``, once built (a list, not ``lru_cache``: its wrapper
#: costs more than the lookup on a path every turn takes).
_PANTRY: list[_Pantry] = []


def _pantry() -> _Pantry:
    if not _PANTRY:
        _PANTRY.append(_Pantry())
    return _PANTRY[0]


def legal_actions(state: State) -> list[Action]:
    """The actor's actions in a stable order: while a discard is pending, one
    ``discard`` per hand card; else ``draw``, ``swap`` per hand card, ``serve``
    per servable menu recipe (menu order), ``pass`` per hand card (or
    ``pass`` with null for an empty hand). ``[]`` once over. The list is
    new; its actions are shared and read-only (``FrozenAction``)."""
    if state.over or state.to_move is None:
        return []
    seat = state.to_move
    hand = state.hands[seat]
    if state.pending is not None:
        return [DISCARD[c] for c in hand]
    out: list[Action] = [DRAW] if state.deck else []
    if len(state.deck) >= 2:
        out += [SWAP[c] for c in hand]
    for r in _servable(state, seat):
        out.append(SERVE[r])
    if hand:
        out += [PASS[c] for c in hand]
    else:
        out.append(PASS_EMPTY)
    return out


def apply(state: State, action: Any, *, seat: Any = None) -> tuple[State, list[Event]]:
    """Play ``action`` (a §9 action dict) for the seat to move.

    ``seat``, when given, is who claims to act; it must be the seat to move.
    Returns the new state and the events in order; IllegalAction naming the
    rule otherwise (any value is checked here, not by the annotations (a compiled build checks annotated types first))."""
    kind = _check_shape(action)
    if state.over:
        raise IllegalAction("foodies §6 end", "the game is over", "game_over")
    me = state.to_move
    assert me is not None
    if seat is not None and seat != me:
        raise IllegalAction("foodies §4 turn", f"it is seat {me}'s turn to act, not seat {seat}'s",
                            "not_your_turn")
    p = state.pending
    if p is not None and kind != "discard":
        raise IllegalAction(f"foodies §5 {p.reason}",
                            f"seat {p.seat} must first discard {p.count} card(s)", "discard_first",
                            count=p.count)
    if p is None and kind == "discard":
        raise IllegalAction("foodies §5 discard", "no discard is pending", "no_discard")
    if kind == "draw":
        if not state.deck:
            raise IllegalAction("foodies §4 draw",
                                "the deck is empty: draw is not allowed (pass instead)", "draw_empty")
    elif kind == "swap":
        _hand_card(state, me, action["card"], "foodies §4 swap")
        if len(state.deck) < 2:
            raise IllegalAction("foodies §4 swap",
                                f"the deck holds only {len(state.deck)} card(s); swap needs 2",
                                "swap_deck", n=len(state.deck))
    elif kind == "serve":
        _check_serve(state, me, action["recipe"])
    elif kind == "pass":
        if action["card"] is None:
            if state.hands[me]:
                raise IllegalAction("foodies §4 pass",
                                    "with cards in hand, pass puts one of them under the deck",
                                    "pass_needs_card")
        else:
            _hand_card(state, me, action["card"], "foodies §4 pass")
    else:  # discard
        assert p is not None
        _hand_card(state, me, action["card"], f"foodies §5 {p.reason}")
    events: list[Event] = []
    return _play(state, kind, action, Table(state, events)), events


def advance(state: State, action: Action) -> State:
    """``apply(state, action)[0]`` for an action known to be legal (one of
    ``legal_actions(state)``): the action is not checked again and no events
    are built. Anything else is undefined."""
    return _play(state, action["type"], action, Table(state, None))


def _play(state: State, kind: str, action: Action, t: Table) -> State:
    """Play a checked action of the seat to move on the working table ``t``."""
    me = state.to_move
    assert me is not None
    if kind == "draw":
        t.draw(me)
        t.quiet_turns += 1
        end_turn(t, me)
    elif kind == "swap":
        t.swap(me, action["card"])
        t.quiet_turns += 1
        end_turn(t, me)
    elif kind == "serve":
        _serve(state, t, me, action["recipe"])
        t.quiet_turns = 0
        end_turn(t, me)
    elif kind == "pass":
        card = action["card"]
        if t.events is not None:
            t.events.append(Passed(seat=me))
        if card is not None:
            t.put_under(me, card, "pass")
        t.quiet_turns += 1
        end_turn(t, me)
    else:  # discard
        assert state.pending is not None
        t.put_under(me, action["card"], state.pending.reason)
        after_discard(t, state)
    # A new round began with the used pile (what it held, plus this serve's
    # cards) shuffled under the deck.
    shuffled = len(state.used) + t.served_cards if t.round != state.round else 0
    base = state.seen if state.seen is not None else seen.from_snapshot(state)
    memory = seen.after_moves(base, t.revealed, shuffled, t.deck, t.round)
    return t.freeze(memory)


def _check_serve(state: State, me: int, recipe: Any) -> None:
    """IllegalAction unless ``me`` may serve ``recipe`` now (§4 serve)."""
    cat = catalog()
    if isinstance(recipe, bool) or not isinstance(recipe, int) \
            or not 0 <= recipe < len(cat.recipes):
        raise IllegalAction("foodies §4 serve", f"unknown recipe id {recipe!r}")
    entry = next((e for e in state.menu if e.recipe == recipe), None)
    name = cat.recipes[recipe].name
    if entry is None:
        raise IllegalAction("foodies §4 serve", f"{name} (#{recipe}) is not on the menu", "not_on_menu",
                            recipe=recipe)
    if me in entry.served_by:
        raise IllegalAction("foodies §4 serve",
                            f"seat {me} already served {name} (#{recipe}) this round",
                            "served_already", recipe=recipe)
    if ingredients_for(state, me, recipe) is None:
        have = Counter(cat.card_types[c] for c in state.hands[me])
        lack = [[t, n - have[t]] for t, n in cat.recipes[recipe].needs if have[t] < n]
        raise IllegalAction("foodies §4 serve",
                            f"seat {me} lacks the ingredients of {name} (#{recipe})", "missing",
                            recipe=recipe, missing=lack)


def _serve(state: State, t: Table, me: int, recipe: int) -> None:
    cat = catalog()
    entry = next(e for e in state.menu if e.recipe == recipe)
    cards = ingredients_for(state, me, recipe)
    assert cards is not None
    first = not entry.served_by
    points = cat.recipes[recipe].points + (FIRST_BONUS if first else 0)
    t.serve(me, recipe, cards, points)
    if t.events is not None:
        t.events.append(RecipeServed(seat=me, recipe=cat.rec(recipe),
                                     ingredients=tuple(cat.ing(c) for c in cards),
                                     points=points, first_bonus=first))


def _hand_card(state: State, seat: int, card: Any, rule: str) -> int:
    if isinstance(card, bool) or not isinstance(card, int) \
            or not 0 <= card < len(catalog().card_types):
        raise IllegalAction(rule, f"unknown ingredient card id {card!r}")
    if card not in state.hands[seat]:
        raise IllegalAction(rule, f"card #{card} is not in seat {seat}'s hand", "not_in_hand", card=card)
    return card


def _check_shape(action: Any) -> str:
    """The action's type; IllegalAction unless it is exactly a §9 action dict."""
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise IllegalAction("foodies §9 actions", f"not an action: {action!r}")
    kind = action["type"]
    if kind not in _FIELDS:
        raise IllegalAction("foodies §9 actions", f"unknown action type {kind!r}")
    expected = {"type", *_FIELDS[kind]}
    if set(action) != expected:
        raise IllegalAction("foodies §9 actions",
                            f"a {kind} action has exactly the keys {sorted(expected)}")
    return kind
