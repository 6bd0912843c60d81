"""Hand-made Rodízio positions for scenario tests.

``table`` writes a rule-book §10 dict from card ids and loads it with
``from_json``, so every position a test builds is a valid state."""
from __future__ import annotations

from typing import Any

from game.rules import rodizio
from game.rules.rodizio.cards import deck

P = 17  # the placard's id in the default deck


def cj(card_id: int) -> dict[str, Any]:
    """The §10 CARD dict of a card id."""
    return deck()[card_id].to_json()


def ids(cards) -> list[int]:
    """Ids of CARD dicts or Card objects."""
    return [c["id"] if isinstance(c, dict) else c.id for c in cards]


def table(plates, hands=None, pile=(), *, seats=2, spicy=False, to_move=0, pending=None,
          dry_turns=0, over=False, fill="hand", first=0):
    """A state with ``plates`` (3 lists of ids, bottom → top), ``hands`` (per
    seat) and the Glutton ``pile``. The JSON holds 15 cards; the ids not
    mentioned make up the count in ascending order, going to the last seat's
    hand (``fill="hand"``) or under plate 0's stack (``fill="plate"``).
    ``first`` is the seat that started the game (§4)."""
    hands = [list(h) for h in (hands or [[] for _ in range(seats)])]
    plates = [list(p) for p in plates]
    used = {i for s in plates + hands + [list(pile)] for i in s}
    spare = [i for i in range(17) if i not in used][: 15 - len(used)]
    if fill == "hand":
        hands[-1] = spare + hands[-1]
    else:
        plates[0] = spare + plates[0]
    d = {"game": "rodizio", "seats": seats, "spicy": spicy, "glutton": seats == 2,
         "plates": [[cj(i) for i in p] for p in plates],
         "hands": [[cj(i) for i in h] for h in hands],
         "glutton_pile": [cj(i) for i in pile],
         "first": first, "to_move": to_move, "pending": pending, "dry_turns": dry_turns, "over": over}
    return rodizio.from_json(d)


def plate_ids(state) -> list[list[int]]:
    return [ids(s) for s in state.plates]


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def random_playout(seed: int, seats: int, spicy: bool, play_seed: int, first_seat: int = 0):
    """States and actions of one game played by uniformly random legal moves."""
    from game.rules.rng import Rng
    rng = Rng.from_seed(play_seed)
    state = rodizio.new_game(seed, seats, first_seat=first_seat, spicy=spicy)
    states, actions = [state], []
    for _ in range(2000):
        if rodizio.result(state) is not None:
            return states, actions
        action = rng.choice(rodizio.legal_actions(state))
        state, _ = rodizio.apply(state, action)
        states.append(state)
        actions.append(action)
    raise AssertionError("game did not end in 2000 plies")
