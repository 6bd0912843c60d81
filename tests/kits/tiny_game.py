"""Tiny: a test-only game that goes through the same seam as the real ones.

Twelve cards numbered 1–12 are shuffled; each seat is dealt two, face down.
On its turn a seat plays a card from its hand face up (its score grows by
the card's number) and draws the top card of the deck, if any. A seat with
no cards is skipped; when no seat holds a card the game ends and the highest
score wins (ties: all of them). Hidden: the other hands and the deck.

The module is a rules module (`game.kits.protocol.RulesModule`) and ``KIT``
its kit; ``registered()`` adds it to the registry for a test and removes it
after."""
from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace
from typing import Any, Iterator

from game.kits import GameKit, Seats, register, unregister
from game.rules.errors import BadState, IllegalAction
from game.rules.events import Event
from game.rules.rng import Rng

CARDS = tuple(range(1, 13))
DEAL = 2
MIN_SEATS, MAX_SEATS = 2, 3


@dataclass(frozen=True)
class State:
    seats: int
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]
    scores: tuple[int, ...]
    to_move: int | None
    over: bool


@dataclass(frozen=True)
class Dealt(Event):
    seat: int
    card: int

    def revealed(self, seat: int) -> tuple[dict, ...]:
        return ({"card": self.card},) if seat == self.seat else ()


@dataclass(frozen=True)
class Played(Event):
    seat: int
    card: int

    def revealed(self, seat: int) -> tuple[dict, ...]:
        return () if seat == self.seat else ({"card": self.card},)  # it was hidden in a hand


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    card: int

    def revealed(self, seat: int) -> tuple[dict, ...]:
        return ({"card": self.card},) if seat == self.seat else ()


@dataclass(frozen=True)
class Over(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]


def _int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def new_game(seed: int, seats: int, *, first_seat: int = 0, **options: Any) -> State:
    if options:
        raise ValueError(f"tiny has no option {sorted(options)[0]!r}")
    if not _int(seats) or not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"tiny needs {MIN_SEATS} to {MAX_SEATS} seats, not {seats!r}")
    if not _int(first_seat) or not 0 <= first_seat < seats:
        raise ValueError(f"first seat must be 0..{seats - 1}")
    deck = Rng.from_seed(seed).shuffled(CARDS)
    hands = tuple(tuple(deck[s * DEAL:(s + 1) * DEAL]) for s in range(seats))
    return State(seats, hands, tuple(deck[seats * DEAL:]), (0,) * seats, first_seat, False)


def setup_events(state: State) -> list:
    if state.over or any(state.scores) or any(len(h) != DEAL for h in state.hands):
        raise ValueError("setup_events needs a freshly set-up game")
    return [Dealt(seat=s, card=c) for s, h in enumerate(state.hands) for c in h]


def actor(state: State) -> int | None:
    return state.to_move


def automatic_action(state: State) -> dict:
    raise ValueError("tiny has only seats")


def legal_actions(state: State) -> list[dict]:
    if state.over or state.to_move is None:
        return []
    return [{"type": "play", "card": c} for c in sorted(state.hands[state.to_move])]


def apply(state: State, action: dict, *, seat: Any = None) -> tuple[State, list]:
    if not isinstance(action, dict) or action.get("type") != "play" or set(action) != {"type", "card"}:
        raise IllegalAction("tiny §1", f"not a tiny action: {action!r}")
    if state.over:
        raise IllegalAction("tiny §3", "the game is over")
    me = state.to_move
    if seat is not None and seat != me:
        raise IllegalAction("tiny §1", f"it is seat {me}'s turn, not {seat!r}'s")
    card = action["card"]
    if not _int(card) or card not in state.hands[me]:
        raise IllegalAction("tiny §1", f"card {card!r} is not in the hand")
    hands = [list(h) for h in state.hands]
    hands[me].remove(card)
    scores = list(state.scores)
    scores[me] += card
    events: list = [Played(seat=me, card=card)]
    deck = state.deck
    if deck:
        hands[me].append(deck[0])
        events.append(Drew(seat=me, card=deck[0]))
        deck = deck[1:]
    nxt = next(((me + k) % state.seats for k in range(1, state.seats + 1)
                if hands[(me + k) % state.seats]), None)
    new = replace(state, hands=tuple(tuple(h) for h in hands), deck=deck, scores=tuple(scores),
                  to_move=nxt, over=nxt is None)
    if new.over:
        r = result(new)
        events.append(Over(scores=tuple(r["scores"]), winners=tuple(r["winners"])))
    return new, events


def result(state: State) -> dict | None:
    if not state.over:
        return None
    top = max(state.scores)
    return {"scores": list(state.scores), "winners": [s for s, x in enumerate(state.scores) if x == top]}


def observe(state: State, seat: int) -> dict:
    if not _int(seat) or not 0 <= seat < state.seats:
        raise ValueError(f"no seat {seat!r}")
    return {"game": "tiny", "seat": seat, "seats": state.seats, "hand": sorted(state.hands[seat]),
            "hand_counts": [len(h) for h in state.hands], "deck_count": len(state.deck),
            "scores": list(state.scores), "to_move": state.to_move, "over": state.over,
            "legal_actions": legal_actions(state) if seat == state.to_move else [],
            "result": result(state)}


def to_json(state: State) -> dict:
    return {"game": "tiny", "seats": state.seats, "hands": [list(h) for h in state.hands],
            "deck": list(state.deck), "scores": list(state.scores), "to_move": state.to_move,
            "over": state.over}


def from_json(d: Any) -> State:
    try:
        if not isinstance(d, dict) or d.get("game") != "tiny":
            raise BadState("not a tiny state")
        n = d["seats"]
        if not _int(n) or not MIN_SEATS <= n <= MAX_SEATS:
            raise BadState(f"bad seats {n!r}")
        hands = [list(h) for h in d["hands"]]
        cards = [c for h in hands for c in h] + list(d["deck"])
        if len(hands) != n or not all(_int(c) and c in CARDS for c in cards) or len(set(cards)) != len(cards):
            raise BadState("bad cards")
        scores = list(d["scores"])
        if len(scores) != n or not all(_int(x) and x >= 0 for x in scores) \
                or sum(scores) + sum(cards) != sum(CARDS):
            raise BadState("bad scores: every card is in a hand, the deck or a score")
        over, to_move = d["over"], d["to_move"]
        if over is not (to_move is None) or not over and not (_int(to_move) and 0 <= to_move < n
                                                             and hands[to_move]):
            raise BadState("bad to_move")
        if over and cards:
            raise BadState("over with cards left")
    except (KeyError, TypeError) as e:
        raise BadState(f"bad tiny state ({e})") from None
    return State(n, tuple(tuple(h) for h in hands), tuple(d["deck"]), tuple(scores), to_move, over)


def redeal(state: State, seat: int, seed: int) -> State:
    """The other hands and the deck shuffled together (sizes kept)."""
    others = [s for s in range(state.seats) if s != seat]
    pool = Rng.from_seed(seed).shuffled([c for s in others for c in state.hands[s]] + list(state.deck))
    hands = list(state.hands)
    for s in others:
        hands[s], pool = tuple(pool[:len(hands[s])]), pool[len(hands[s]):]
    return replace(state, hands=tuple(hands), deck=tuple(pool))


_RANDOM = "game.ai.random_agent:RandomAgent"
KIT = GameKit(
    name="tiny", title="Tiny", rules=__name__, options=(),
    seats=Seats(MIN_SEATS, MAX_SEATS, MIN_SEATS, MAX_SEATS),
    ai_levels={"easy": _RANDOM, "normal": _RANDOM, "hard": _RANDOM},
    trace_final_keys=None, points="scores",
    sim_outcome=lambda rules, final, res: {}, sim_summary=lambda outcomes, games: {},
    redeal=redeal, undo="unseen", client=None)


@contextlib.contextmanager
def registered() -> Iterator[GameKit]:
    """Tiny in the registry for the duration of a ``with`` block."""
    register(KIT)
    try:
        yield KIT
    finally:
        unregister(KIT.name)
