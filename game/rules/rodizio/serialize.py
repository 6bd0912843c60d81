"""The rule book's JSON (§10) both ways.

``to_json`` emits exactly the book's keys in the book's order. ``from_json``
accepts only a consistent state and raises ``BadState`` naming the field.
There is no generator field: after setup Rodízio uses no randomness."""
from __future__ import annotations

from typing import Any

from game.rules.errors import BadState
from game.rules.rodizio.cards import DECK_SIZE, Card, deck
from game.rules.rodizio.setup import MAX_SEATS, MIN_SEATS
from game.rules.rodizio.state import GLUTTON, Pending, Stack, State

STATE_KEYS = ("game", "seats", "spicy", "glutton", "plates", "hands", "glutton_pile",
              "first", "to_move", "pending", "dry_turns", "over")
CARD_KEYS = ("id", "name", "value", "spice", "placard")
PENDING_KEYS = ("kind", "plate", "eater")
CARDS_IN_PLAY = 15  # 18 minus the 3 plate cards, which the JSON does not keep


def to_json(state: State) -> dict[str, Any]:
    """The §10 STATE object (fresh dicts and lists; JSON-able)."""
    pending = None
    if state.pending is not None:
        pending = {"kind": state.pending.kind, "plate": state.pending.plate,
                   "eater": state.pending.eater}
    return {
        "game": "rodizio",
        "seats": state.seats,
        "spicy": state.spicy,
        "glutton": state.glutton,
        "plates": [[c.to_json() for c in s] for s in state.plates],
        "hands": [[c.to_json() for c in h] for h in state.hands],
        "glutton_pile": [c.to_json() for c in state.glutton_pile],
        "first": state.first,
        "to_move": state.to_move,
        "pending": pending,
        "dry_turns": state.dry_turns,
        "over": state.over,
    }


def from_json(d: Any) -> State:
    """Rebuild a state from §10 JSON; BadState with a clear message if it is not
    a consistent Rodízio state. The input is not modified."""
    if isinstance(d, dict) and "first" not in d and d.get("game") == "rodizio":
        raise BadState("first: missing — the seat that started the game (rule book §4, §10); "
                       "the turn order follows from it")
    _keys(d, STATE_KEYS, "state")
    if d["game"] != "rodizio":
        raise BadState(f"game: expected 'rodizio', got {d['game']!r}")
    seats = d["seats"]
    if not _is_int(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
        raise BadState(f"seats: expected {MIN_SEATS}..{MAX_SEATS}, got {seats!r}")
    spicy, glutton, over = _bool(d, "spicy"), _bool(d, "glutton"), _bool(d, "over")
    if glutton != (seats == 2):
        raise BadState(f"glutton: must be {str(seats == 2).lower()} with {seats} seats")

    plates = _list(d["plates"], "plates", 3)
    stacks = tuple(_cards(s, f"plates[{i}]") for i, s in enumerate(plates))
    hands_raw = _list(d["hands"], "hands", seats)
    hands = tuple(_cards(h, f"hands[{i}]") for i, h in enumerate(hands_raw))
    pile = _cards(d["glutton_pile"], "glutton_pile")
    if pile and not glutton:
        raise BadState("glutton_pile: must be [] when there is no Glutton")
    _check_cards(stacks, hands, pile)

    first = d["first"]
    if not _is_int(first) or not 0 <= first < seats:
        raise BadState(f"first: expected the seat that started, 0..{seats - 1}, got {first!r}")
    to_move = d["to_move"]
    if to_move is None:
        pass
    elif to_move == GLUTTON:
        if not glutton:
            raise BadState("to_move: 'glutton' but this game has no Glutton")
    elif not _is_int(to_move) or not 0 <= to_move < seats:
        raise BadState(f"to_move: expected a seat 0..{seats - 1}, 'glutton' or null, got {to_move!r}")
    pending = _pending(d["pending"], seats)
    dry = d["dry_turns"]
    if not _is_int(dry) or dry < 0:
        raise BadState(f"dry_turns: expected a whole number >= 0, got {dry!r}")

    state = State(seats=seats, spicy=spicy, glutton=glutton, plates=stacks,  # type: ignore[arg-type]
                  hands=hands, glutton_pile=pile, first=first, to_move=to_move, pending=pending,
                  dry_turns=dry, over=over)
    _check_progress(state)
    return state


def _check_cards(stacks: tuple[Stack, ...], hands: tuple[Stack, ...], pile: Stack) -> None:
    seen: dict[int, str] = {}
    places = [(f"plates[{i}]", s) for i, s in enumerate(stacks)]
    places += [(f"hands[{i}]", h) for i, h in enumerate(hands)] + [("glutton_pile", pile)]
    for where, cards in places:
        for c in cards:
            if c.id in seen:
                raise BadState(f"{where}: card {c.id} ({c.name}) is also in {seen[c.id]}")
            seen[c.id] = where
            if c.placard and not where.startswith("plates"):
                raise BadState(f"{where}: the placard is never eaten; it must be on a plate")
    if len(seen) != CARDS_IN_PLAY:
        raise BadState(f"cards: expected {CARDS_IN_PLAY} cards on plates, hands and pile "
                       f"(18 minus the 3 plates), got {len(seen)}")
    if not any(c.placard for s in stacks for c in s):
        raise BadState("plates: the placard must be on a plate")


def _check_progress(s: State) -> None:
    """to_move, pending, dry_turns and over must agree with each other and the table."""
    if s.over:
        if s.to_move is not None or s.pending is not None:
            raise BadState("to_move and pending must be null once the game is over")
        if s.cards_on_plates() > 3 and s.dry_turns != s.closing_limit:
            raise BadState("over: the game ends only with 3 or fewer cards on the plates "
                           f"or after {s.closing_limit} dry turns")
        return
    if s.to_move is None:
        raise BadState("to_move: null only once the game is over")
    # Every turn eats a pizza or is dry, so with nothing eaten, no dry turn
    # and no free choice pending nobody has played yet: the first seat moves.
    if (s.to_move != s.first and not s.dry_turns and s.pending is None
            and not any(s.hands) and not s.glutton_pile):
        raise BadState(f"first: nobody has played yet, so the first seat ({s.first}) is to "
                       f"move, not {s.to_move!r}")
    if s.cards_on_plates() <= 3:
        raise BadState("over: must be true with 3 or fewer cards on the plates")
    if s.dry_turns >= s.closing_limit:
        raise BadState(f"dry_turns: {s.dry_turns} dry turns would have ended the game "
                       f"(closing time after {s.closing_limit})")
    p = s.pending
    if p is not None:
        if p.eater != s.to_move:
            raise BadState("pending: the eater must be the seat to_move")
        if not s.spicy:
            raise BadState("pending: a free choice needs spicy mode")
        stack = s.plates[p.plate]
        if not stack or stack[-1].spice != "free":
            raise BadState(f"pending: plate {p.plate} must have a free-choice chili card on top")


def _pending(v: Any, seats: int) -> Pending | None:
    if v is None:
        return None
    _keys(v, PENDING_KEYS, "pending")
    if v["kind"] != "free_choice":
        raise BadState(f"pending.kind: expected 'free_choice', got {v['kind']!r}")
    if not _is_int(v["plate"]) or not 0 <= v["plate"] < 3:
        raise BadState(f"pending.plate: expected 0..2, got {v['plate']!r}")
    if not _is_int(v["eater"]) or not 0 <= v["eater"] < seats:
        raise BadState(f"pending.eater: expected a seat 0..{seats - 1}, got {v['eater']!r}")
    return Pending(plate=v["plate"], eater=v["eater"])


def _cards(v: Any, where: str) -> tuple[Card, ...]:
    return tuple(_card(c, f"{where}[{i}]") for i, c in enumerate(_list(v, where)))


def _card(v: Any, where: str) -> Card:
    _keys(v, CARD_KEYS, where)
    cid = v["id"]
    if not _is_int(cid) or not 0 <= cid < DECK_SIZE:
        raise BadState(f"{where}.id: expected 0..{DECK_SIZE - 1}, got {cid!r}")
    card = deck()[cid]
    for key, want in card.to_json().items():
        got = v[key]
        if got != want or type(got) is not type(want):
            raise BadState(f"{where}.{key}: card {cid} has {key} {want!r}, got {got!r}")
    return card


def _keys(v: Any, keys: tuple[str, ...], where: str) -> None:
    if not isinstance(v, dict):
        raise BadState(f"{where}: expected an object, got {type(v).__name__}")
    missing = [k for k in keys if k not in v]
    extra = sorted(str(k) for k in v if k not in keys)
    if missing:
        raise BadState(f"{where}: missing key(s) {', '.join(missing)}")
    if extra:
        raise BadState(f"{where}: unknown key(s) {', '.join(extra)}")


def _list(v: Any, where: str, length: int | None = None) -> list[Any]:
    if not isinstance(v, list):
        raise BadState(f"{where}: expected a list, got {type(v).__name__}")
    if length is not None and len(v) != length:
        raise BadState(f"{where}: expected {length} entries, got {len(v)}")
    return v


def _bool(d: dict[str, Any], key: str) -> bool:
    if not isinstance(d[key], bool):
        raise BadState(f"{key}: expected true or false, got {d[key]!r}")
    return d[key]


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)
