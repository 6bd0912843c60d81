"""Tiny: a test-only game that goes through the same seam as the real ones.

Twelve cards numbered 1–12 are shuffled; each seat is dealt two, face down.
On its turn a seat plays a card from its hand face up (its score grows by
the card's number) and draws the top card of the deck, if any. A seat with
no cards is skipped; when no seat holds a card the game ends and the highest
score wins (ties: all of them). Hidden: the other hands and the deck.

The module is a rules module (`game.kits.protocol.RulesModule`) and ``KIT``
its kit, with a window in tests/kits/tiny_window. tests/conftest.py
registers it for the whole suite (``register_for_the_suite``), so every
shared test runs with three games; the shipped registry never hears of it.
Its fields (state, JSON, observation, action) match neither real game's, so
shared code that reads a game's field instead of asking the rules fails
here."""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.kits import ClientParts, GameKit, Seats, register
from game.rules.errors import BadState, IllegalAction
from game.rules.events import Event
from game.rules.rng import Rng

CARDS = tuple(range(1, 13))
DEAL = 2
MIN_SEATS, MAX_SEATS = 2, 3


@dataclass(frozen=True)
class State:
    # Named unlike any real game's fields (and JSON keys), so shared code
    # that reads a game's field instead of asking the rules fails here.
    players: int
    holdings: tuple[tuple[int, ...], ...]
    stock: tuple[int, ...]
    tally: tuple[int, ...]
    turn: int | None
    finished: bool


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
    if state.finished or any(state.tally) or any(len(h) != DEAL for h in state.holdings):
        raise ValueError("setup_events needs a freshly set-up game")
    return [Dealt(seat=s, card=c) for s, h in enumerate(state.holdings) for c in h]


def actor(state: State) -> int | None:
    return state.turn


def automatic_action(state: State) -> dict:
    raise ValueError("tiny has only seats")


def legal_actions(state: State) -> list[dict]:
    if state.finished or state.turn is None:
        return []
    return [{"lay": c} for c in sorted(state.holdings[state.turn])]


def apply(state: State, action: dict, *, seat: Any = None) -> tuple[State, list]:
    if not isinstance(action, dict) or set(action) != {"lay"}:
        raise IllegalAction("tiny §1", f"not a tiny action: {action!r}")
    if state.finished:
        raise IllegalAction("tiny §3", "the game is over", "finished")
    me = state.turn
    if seat is not None and seat != me:
        raise IllegalAction("tiny §1", f"it is seat {me}'s turn, not {seat!r}'s", "not_your_turn",
                            seat=me)
    card = action["lay"]
    if not _int(card) or card not in state.holdings[me]:
        raise IllegalAction("tiny §1", f"card {card!r} is not in the hand", "not_held", card=card)
    hands = [list(h) for h in state.holdings]
    hands[me].remove(card)
    scores = list(state.tally)
    scores[me] += card
    events: list = [Played(seat=me, card=card)]
    deck = state.stock
    if deck:
        hands[me].append(deck[0])
        events.append(Drew(seat=me, card=deck[0]))
        deck = deck[1:]
    nxt = next(((me + k) % state.players for k in range(1, state.players + 1)
                if hands[(me + k) % state.players]), None)
    new = replace(state, holdings=tuple(tuple(h) for h in hands), stock=deck, tally=tuple(scores),
                  turn=nxt, finished=nxt is None)
    if new.finished:
        r = result(new)
        events.append(Over(scores=tuple(r["scores"]), winners=tuple(r["winners"])))
    return new, events


def result(state: State) -> dict | None:
    if not state.finished:
        return None
    top = max(state.tally)
    return {"scores": list(state.tally), "winners": [s for s, x in enumerate(state.tally) if x == top]}


def observe(state: State, seat: int) -> dict:
    if not _int(seat) or not 0 <= seat < state.players:
        raise ValueError(f"no seat {seat!r}")
    return {"game": "tiny", "me": seat, "seats": state.players, "holding": sorted(state.holdings[seat]),
            "holding_sizes": [len(h) for h in state.holdings], "stock_size": len(state.stock),
            "tally": list(state.tally), "turn": state.turn, "finished": state.finished,
            "legal_actions": legal_actions(state) if seat == state.turn else [],
            "outcome": result(state)}


def to_json(state: State) -> dict:
    return {"game": "tiny", "seats": state.players, "holdings": [list(h) for h in state.holdings],
            "stock": list(state.stock), "tally": list(state.tally), "turn": state.turn,
            "finished": state.finished}


def from_json(d: Any) -> State:
    try:
        if not isinstance(d, dict) or d.get("game") != "tiny":
            raise BadState("not a tiny state")
        n = d["seats"]
        if not _int(n) or not MIN_SEATS <= n <= MAX_SEATS:
            raise BadState(f"bad seats {n!r}")
        hands = [list(h) for h in d["holdings"]]
        cards = [c for h in hands for c in h] + list(d["stock"])
        if len(hands) != n or not all(_int(c) and c in CARDS for c in cards) or len(set(cards)) != len(cards):
            raise BadState("bad cards")
        scores = list(d["tally"])
        if len(scores) != n or not all(_int(x) and x >= 0 for x in scores) \
                or sum(scores) + sum(cards) != sum(CARDS):
            raise BadState("bad scores: every card is in a hand, the deck or a score")
        over, to_move = d["finished"], d["turn"]
        if over is not (to_move is None) or not over and not (_int(to_move) and 0 <= to_move < n
                                                             and hands[to_move]):
            raise BadState("bad to_move")
        if over and cards:
            raise BadState("over with cards left")
    except (KeyError, TypeError) as e:
        raise BadState(f"bad tiny state ({e})") from None
    return State(n, tuple(tuple(h) for h in hands), tuple(d["stock"]), tuple(scores), to_move, over)


def redeal(state: State, seat: int, seed: int) -> State:
    """The other hands and the deck shuffled together (sizes kept)."""
    others = [s for s in range(state.players) if s != seat]
    pool = Rng.from_seed(seed).shuffled([c for s in others for c in state.holdings[s]] + list(state.stock))
    hands = list(state.holdings)
    for s in others:
        hands[s], pool = tuple(pool[:len(hands[s])]), pool[len(hands[s]):]
    return replace(state, holdings=tuple(hands), stock=tuple(pool))


_RANDOM = "game.ai.random_agent:RandomAgent"
_W = "tests.kits.tiny_window"
_HERE = Path(__file__).resolve().parent / "tiny_window"
WINDOW = ClientParts(
    setup_scene=f"{_W}.scenes:SetupScene", table_scene=f"{_W}.table:TableScene",
    results_scene=f"{_W}.scenes:ResultsScene", demo_scene=f"{_W}.scenes:DemoScene",
    run_demo=f"{_W}.scenes:run_demo", tutorial_scene=f"{_W}.tutorial:TinyTutorial",
    tutorial_expand=f"{_W}.tutorial:expand", choreograph=f"{_W}.model:choreograph",
    hint=f"{_W}.hint", session=f"{_W}.session", tutorial=str(_HERE / "tutorial.json"),
    menu_key="menu.play_tiny", tutorial_key="tutorial.pick_tiny", soon_key="menu.soon_tiny",
    name_key="replay.game_tiny", layout=None, catalogs=str(_HERE / "i18n"))
KIT = GameKit(
    name="tiny", title="Tiny", rules=__name__, options=(),
    seats=Seats(MIN_SEATS, MAX_SEATS, MIN_SEATS, MAX_SEATS),
    ai_levels={"easy": _RANDOM, "normal": _RANDOM, "hard": _RANDOM},
    trace_final_keys=None, points="scores",
    sim_outcome=lambda rules, final, res: {}, sim_summary=lambda outcomes, games: {},
    redeal=redeal, undo="unseen", client=WINDOW)


def register_for_the_suite() -> GameKit:
    """Tiny in the registry, after the built-in games (tests/conftest.py)."""
    return register(KIT)
