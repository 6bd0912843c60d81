"""Shared helpers for the AI tests (a plain module, not a conftest): small-budget agents and random positions."""
from __future__ import annotations

from game.ai.foodies import agents as foodies_agents
from game.ai.levels import LEVELS
from game.ai.rodizio import agents as rodizio_agents
from game.rules import foodies, rodizio
from game.kits import make_agent
from game.rules.rng import Rng

RULES = {"rodizio": rodizio, "foodies": foodies}


def small_agent(game: str, level: str):
    """``make_agent`` with the search budgets cut so the tests stay fast."""
    if level == "hard":
        if game == "rodizio":
            return rodizio_agents.HardAgent(budget=400)
        return foodies_agents.HardAgent(samples=3)
    return make_agent(game, level)


def random_position(game: str, seed: int, seats: int, plies: int, spicy: bool = False):
    """A position reached by ``plies`` random moves (fewer if the game ends)."""
    rules = RULES[game]
    opts = {"spicy": spicy} if game == "rodizio" else {}
    state = rules.new_game(seed, seats, first_seat=seed % seats, **opts)
    rng = Rng.from_seed(seed * 7 + 1)
    for _ in range(plies):
        who = rules.actor(state)
        if who is None:
            break
        action = rules.automatic_action(state) if who == "glutton" \
            else rng.choice(rules.legal_actions(state))
        nxt, _ = rules.apply(state, action)
        if rules.actor(nxt) is None:
            break
        state = nxt
    while rules.actor(state) == "glutton":
        state, _ = rules.apply(state, rules.automatic_action(state))
    return state


__all__ = ["LEVELS", "RULES", "small_agent", "random_position"]
