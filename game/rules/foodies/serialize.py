"""The rule book's §9 JSON, both ways.

``to_json`` writes exactly the §9 keys in the book's order. ``from_json``
accepts only a state the rules could be in and raises ``BadState`` naming
the first problem: wrong keys or types, cards that do not match the card
data, ingredient ids not each exactly once across deck/used/hands, a recipe
id more than once across recipe_deck/menu (or served and still in the
recipe deck), ``served`` and ``served_by`` disagreeing, or a ``pending``
that does not fit the hands and the turn."""
from __future__ import annotations

from collections import Counter
from typing import Any

from game.rules.errors import BadState
from game.rules.foodies.cards import Catalog, catalog
from game.rules.foodies.state import (FIRST_BONUS, HAND_LIMIT, MAX_SEATS, MENU_SIZE,
                                      MIN_SEATS, MenuEntry, Pending, State)

KEYS = ("game", "seats", "round", "deck", "used", "recipe_deck", "menu", "hands", "scores",
        "served", "to_move", "pending", "quiet_turns", "over")
PENDING_KEYS = ("kind", "reason", "seat", "count", "queue", "turn")


def to_json(state: State) -> dict[str, Any]:
    cat = catalog()
    return {
        "game": "foodies", "seats": state.seats, "round": state.round,
        "deck": [cat.ing(c) for c in state.deck],
        "used": [cat.ing(c) for c in state.used],
        "recipe_deck": [cat.rec(r) for r in state.recipe_deck],
        "menu": menu_json(state),
        "hands": [[cat.ing(c) for c in h] for h in state.hands],
        "scores": list(state.scores),
        "served": [list(s) for s in state.served],
        "to_move": state.to_move,
        "pending": pending_json(state),
        "quiet_turns": state.quiet_turns,
        "over": state.over,
    }


def menu_json(state: State) -> list[dict[str, Any]]:
    """The §9 ``menu`` (also part of every observation)."""
    cat = catalog()
    return [{"recipe": cat.rec(e.recipe), "served_by": list(e.served_by)} for e in state.menu]


def pending_json(state: State) -> dict[str, Any] | None:
    """The §9 ``pending`` (also part of every observation)."""
    p = state.pending
    return None if p is None else {"kind": p.kind, "reason": p.reason, "seat": p.seat,
                                   "count": p.count, "queue": list(p.queue), "turn": p.turn}


def from_json(d: Any) -> State:
    """The state ``d`` describes; BadState with a clear message if it is not one."""
    cat = catalog()
    _keys(d, KEYS, "state")
    if d["game"] != "foodies":
        raise BadState(f"game: expected 'foodies', got {d['game']!r}")
    seats = _int(d["seats"], "seats", MIN_SEATS, MAX_SEATS)
    rnd = _int(d["round"], "round", 1)
    deck = _ings(cat, d["deck"], "deck")
    used = _ings(cat, d["used"], "used")
    hands_raw = _list(d["hands"], "hands")
    if len(hands_raw) != seats:
        raise BadState(f"hands: {len(hands_raw)} hands for {seats} seats")
    hands = tuple(_ings(cat, h, f"hands[{i}]") for i, h in enumerate(hands_raw))
    _exactly_once(deck, used, hands)
    recipe_deck = _recs(cat, d["recipe_deck"], "recipe_deck")
    menu = _menu(cat, d["menu"], seats)
    scores = tuple(_int(x, f"scores[{i}]", 0)
                   for i, x in enumerate(_seat_list(d["scores"], "scores", seats)))
    served = tuple(tuple(_rec_id(cat, r, f"served[{i}]") for r in _list(s, f"served[{i}]"))
                   for i, s in enumerate(_seat_list(d["served"], "served", seats)))
    _recipes_consistent(recipe_deck, menu, served)
    for i, (score, ids) in enumerate(zip(scores, served)):
        base = sum(cat.recipes[r].points for r in ids)
        if not base <= score <= base + FIRST_BONUS * len(ids):
            raise BadState(f"scores[{i}]: {score} does not fit the recipes served "
                           f"({base}..{base + FIRST_BONUS * len(ids)})")
    over = d["over"]
    if not isinstance(over, bool):
        raise BadState(f"over: expected true or false, got {over!r}")
    quiet = _int(d["quiet_turns"], "quiet_turns", 0, 5 * seats)
    to_move = None if d["to_move"] is None else _int(d["to_move"], "to_move", 0, seats - 1)
    pending = None if d["pending"] is None else _pending(d["pending"], seats)
    state = State(seats=seats, round=rnd, deck=deck, used=used, recipe_deck=recipe_deck,
                  menu=menu, hands=hands, scores=scores, served=served, to_move=to_move,
                  pending=pending, quiet_turns=quiet, over=over)
    _turn_consistent(state)
    return state


def _turn_consistent(s: State) -> None:
    if s.over:
        if s.to_move is not None or s.pending is not None:
            raise BadState("an over game has to_move null and pending null")
        if s.menu:
            raise BadState("menu: an over game has no menu")
        if s.recipe_deck:
            raise BadState("recipe_deck: the game ends only when the recipe deck is empty")
        return
    if s.to_move is None:
        raise BadState("to_move: null only once the game is over")
    if not s.menu:
        raise BadState("menu: a running round has at least one recipe")
    p = s.pending
    for i, h in enumerate(s.hands):
        if len(h) > HAND_LIMIT and not (p is not None and p.reason == "hand_limit"
                                        and p.seat == i):
            raise BadState(f"hands[{i}]: {len(h)} cards, more than the hand limit {HAND_LIMIT}")
    if p is None:
        if all(e.served_by for e in s.menu):
            raise BadState("menu: every recipe is served but the round has not ended")
        if s.quiet_turns >= 5 * s.seats:
            raise BadState("quiet_turns: the kitchen is cold but the round has not ended")
        return
    if p.seat != s.to_move:
        raise BadState(f"pending: seat {p.seat} must discard but to_move is {s.to_move}")
    hand = s.hands[p.seat]
    if p.reason == "hand_limit":
        if p.turn != p.seat:
            raise BadState(f"pending.turn: a hand_limit discard is made in the discarding "
                           f"seat's own turn ({p.seat}), not seat {p.turn}'s")
        if p.queue:
            raise BadState("pending: a hand_limit discard has an empty queue")
        if len(hand) <= HAND_LIMIT:
            raise BadState(f"pending: seat {p.seat} holds {len(hand)} cards, not over the "
                           f"hand limit {HAND_LIMIT}")
        if p.count != len(hand) - HAND_LIMIT:
            raise BadState(f"pending: seat {p.seat} holds {len(hand)} cards, so it must "
                           f"discard {len(hand) - HAND_LIMIT}, not {p.count}")
        return
    if p.count != 1:
        raise BadState("pending: a deck_out discard is one card")
    if not hand:
        raise BadState(f"pending: seat {p.seat} must discard but its hand is empty")
    # The deck out began at seat ``turn`` with an empty deck (§5.2): seats
    # discard in turn order from it, so measured from ``turn`` the pending
    # seat and then the queue come in strictly increasing order; the seats
    # after the queue were skipped (empty hands); every seat before the
    # pending seat that still holds cards has discarded one card under the
    # deck, and no seat more than one.
    n = s.seats
    dist = [(q - p.turn) % n for q in (p.seat, *p.queue)]
    if any(b <= a for a, b in zip(dist, dist[1:])):
        raise BadState(f"pending: the deck_out queue lists other seats once each, in turn "
                       f"order from seat {p.turn}")
    for q in p.queue:
        if not s.hands[q]:
            raise BadState(f"pending: seat {q} is queued to discard but its hand is empty")
    for i in range(dist[0] + 1, n):
        q = (p.turn + i) % n
        if i not in dist and s.hands[q]:
            raise BadState(f"pending: seat {q} holds cards but is not in the deck_out queue")
    with_cards = sum(1 for i in range(dist[0]) if s.hands[(p.turn + i) % n])
    if not with_cards <= len(s.deck) <= dist[0]:
        raise BadState(f"pending: {len(s.deck)} card(s) under the deck do not fit a deck out "
                       f"from seat {p.turn} reaching seat {p.seat}")


def _pending(d: Any, seats: int) -> Pending:
    if isinstance(d, dict) and "turn" not in d and d.get("kind") == "discard":
        raise BadState("pending.turn: missing — the seat whose turn caused the discards "
                       "(rule book §9); the next round starts after it")
    _keys(d, PENDING_KEYS, "pending")
    if d["kind"] != "discard":
        raise BadState(f"pending.kind: expected 'discard', got {d['kind']!r}")
    if d["reason"] not in ("hand_limit", "deck_out"):
        raise BadState(f"pending.reason: expected 'hand_limit' or 'deck_out', "
                       f"got {d['reason']!r}")
    queue = tuple(_int(q, "pending.queue", 0, seats - 1)
                  for q in _list(d["queue"], "pending.queue"))
    return Pending(reason=d["reason"], seat=_int(d["seat"], "pending.seat", 0, seats - 1),
                   count=_int(d["count"], "pending.count", 1),
                   turn=_int(d["turn"], "pending.turn", 0, seats - 1), queue=queue)


def _menu(cat: Catalog, raw: Any, seats: int) -> tuple[MenuEntry, ...]:
    entries = []
    for i, e in enumerate(_list(raw, "menu")):
        _keys(e, ("recipe", "served_by"), f"menu[{i}]")
        by = tuple(_int(s, f"menu[{i}].served_by", 0, seats - 1)
                   for s in _list(e["served_by"], f"menu[{i}].served_by"))
        if len(set(by)) != len(by):
            raise BadState(f"menu[{i}].served_by: a seat serves a recipe once a round")
        entries.append(MenuEntry(_rec(cat, e["recipe"], f"menu[{i}].recipe"), by))
    if len(entries) > MENU_SIZE:
        raise BadState(f"menu: at most {MENU_SIZE} recipes, got {len(entries)}")
    return tuple(entries)


def _recipes_consistent(recipe_deck: tuple[int, ...], menu: tuple[MenuEntry, ...],
                        served: tuple[tuple[int, ...], ...]) -> None:
    seen = Counter(recipe_deck) + Counter(e.recipe for e in menu)
    dup = sorted(r for r, n in seen.items() if n > 1)
    if dup:
        raise BadState(f"recipe #{dup[0]} appears more than once across recipe_deck and menu")
    for seat, ids in enumerate(served):
        if len(set(ids)) != len(ids):
            raise BadState(f"served[{seat}]: a recipe is served at most once by a seat")
        for r in ids:
            if r in recipe_deck:
                raise BadState(f"served[{seat}]: recipe #{r} is served but still in the "
                               f"recipe deck")
    for e in menu:
        for seat in range(len(served)):
            if (seat in e.served_by) != (e.recipe in served[seat]):
                raise BadState(f"menu: served_by of recipe #{e.recipe} disagrees with "
                               f"served[{seat}]")


def _exactly_once(deck: tuple[int, ...], used: tuple[int, ...],
                  hands: tuple[tuple[int, ...], ...]) -> None:
    seen = Counter(deck) + Counter(used)
    for h in hands:
        seen += Counter(h)
    dup = sorted(c for c, n in seen.items() if n > 1)
    if dup:
        raise BadState(f"ingredient #{dup[0]} appears more than once across deck, used and hands")
    missing = sorted(set(range(len(catalog().card_types))) - set(seen))
    if missing:
        raise BadState(f"ingredient #{missing[0]} is missing from deck, used and hands")


def _ings(cat: Catalog, raw: Any, where: str) -> tuple[int, ...]:
    out = []
    for i, c in enumerate(_list(raw, where)):
        _keys(c, ("id", "type"), f"{where}[{i}]")
        cid = _int(c["id"], f"{where}[{i}].id", 0, len(cat.card_types) - 1)
        if c["type"] != cat.card_types[cid]:
            raise BadState(f"{where}[{i}]: ingredient #{cid} is a {cat.card_types[cid]}, "
                           f"not {c['type']!r}")
        out.append(cid)
    return tuple(out)


def _recs(cat: Catalog, raw: Any, where: str) -> tuple[int, ...]:
    return tuple(_rec(cat, r, f"{where}[{i}]") for i, r in enumerate(_list(raw, where)))


def _rec(cat: Catalog, raw: Any, where: str) -> int:
    _keys(raw, ("id", "name", "needs", "points"), where)
    rid = _rec_id(cat, raw["id"], f"{where}.id")
    if raw != cat.rec(rid):
        raise BadState(f"{where}: recipe #{rid} does not match the recipe data "
                       f"({cat.recipes[rid].name})")
    return rid


def _rec_id(cat: Catalog, x: Any, where: str) -> int:
    return _int(x, where, 0, len(cat.recipes) - 1)


def _keys(d: Any, keys: tuple[str, ...], where: str) -> None:
    if not isinstance(d, dict):
        raise BadState(f"{where}: expected an object, got {type(d).__name__}")
    if set(d) != set(keys):
        extra = sorted(set(d) - set(keys))
        missing = [k for k in keys if k not in d]
        raise BadState(f"{where}: " + (f"missing key {missing[0]!r}" if missing
                                       else f"unexpected key {extra[0]!r}"))


def _list(x: Any, where: str) -> list[Any]:
    if not isinstance(x, list):
        raise BadState(f"{where}: expected a list, got {type(x).__name__}")
    return x


def _seat_list(x: Any, where: str, seats: int) -> list[Any]:
    x = _list(x, where)
    if len(x) != seats:
        raise BadState(f"{where}: {len(x)} entries for {seats} seats")
    return x


def _int(x: Any, where: str, lo: int, hi: int | None = None) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise BadState(f"{where}: expected a whole number, got {x!r}")
    if x < lo or (hi is not None and x > hi):
        raise BadState(f"{where}: {x} is out of range {lo}..{'' if hi is None else hi}")
    return x
