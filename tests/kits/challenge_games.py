"""Scripted games for the challenge tests: real games through the rules
core, every seat moved by a seeded policy (no AI level, so a change to an
AI cannot change them): ``greedy`` seats serve whenever they can and
mostly draw otherwise (Foodies), the others play a random legal move."""
from __future__ import annotations

import random
from typing import Any

from game.kits.challenges import Play, play_of


def scripted_game(kit: Any, seed: int, seats: int, options: dict, *, greedy: tuple[int, ...] = (),
                  first: int = 0) -> tuple[dict, list[dict]]:
    """(first state JSON, recorded actions) of one finished game."""
    rules = kit.rules_module()
    rng = random.Random(seed)
    state = rules.new_game(seed, seats, first_seat=first, **options)
    initial, actions = rules.to_json(state), []
    while (mover := rules.actor(state)) is not None:
        if isinstance(mover, int):
            legal = rules.legal_actions(state)
            serves = [a for a in legal if a["type"] == "serve"]
            draws = [a for a in legal if a["type"] == "draw"]
            if mover in greedy and serves:
                action = serves[0]
            elif mover in greedy and draws and rng.random() < 0.8:
                action = draws[0]
            else:
                action = rng.choice(legal)
        else:
            action = rules.automatic_action(state)
        actions.append({"actor": mover, "action": action})
        state, _ = rules.apply(state, action)
    return initial, actions


def scripted_play(kit: Any, seed: int, *, greedy: tuple[int, ...] = (), level: str = "hard") -> Play:
    """Seed → a game whose seat count and variant follow from the seed,
    judged for seat 0 (the "human") against AIs labelled ``level``."""
    span = kit.seats.client_max - kit.seats.client_min + 1
    seats = kit.seats.client_min + seed % span
    options = {o.name: bool(seed // 3 % 2) for o in kit.options}
    initial, actions = scripted_game(kit, seed, seats, options, greedy=greedy)
    return play_of(kit, initial, actions, seat=0, players=["human"] + [level] * (seats - 1),
                   options=options)
