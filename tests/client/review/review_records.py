"""Records to review: AI games kept as the window keeps a finished game
(seat 0 the "human", played by an AI level), and a driver that runs the
App headless and acts on the review screen as its stages come."""
from __future__ import annotations

import copy
import functools
from typing import Any, Callable

from game import kits
from game.kits import coaching
from game.storage.saves import Record

#: The windowed games with a coach (the review's games).
COACHED = [k for k in kits.windowed() if coaching.has_coach(k.name)]
#: A windowed game without one (the suite's Tiny).
UNCOACHED = [k for k in kits.windowed() if not coaching.has_coach(k.name)]


@functools.lru_cache(maxsize=None)
def _played(game: str, seats: int, seed: int, levels: tuple[str, ...], plies: int | None):
    """The first ``plies`` (actor, action) of an AI game, and its first state."""
    from game.ai.base import decide
    from game.rules.rng import derive_seed
    rules = kits.rules_module(game)
    first = state = rules.new_game(seed, seats)
    agents = [kits.make_agent(game, levels[i % len(levels)]) for i in range(seats)]
    out = []
    while rules.actor(state) is not None and (plies is None or len(out) < plies):
        who = rules.actor(state)
        if isinstance(who, int):
            action = decide(agents[who], rules.observe(state, who), derive_seed(seed, len(out)))
        else:
            action = rules.automatic_action(state)
        out.append((who, action))
        state = rules.apply(state, action)[0]
    return first, tuple(out), state


def ai_record(game: str, seats: int = 2, seed: int = 4, levels: tuple[str, ...] = ("random", "hard"),
              plies: int | None = None, humans: tuple[int, ...] = (0,)) -> Record:
    """An AI game (``levels`` by seat, cycling) as a record whose ``humans``
    seats are marked human; ``plies`` keeps only the first actions (a game
    in progress reviews like a finished one, and a short one quickly). A
    fresh record each call (the games themselves are played once)."""
    kit = kits.get(game)
    rules = kit.rules_module()
    session = kit.part("session")
    first, played, last = _played(game, seats, seed, tuple(levels), plies)
    names = [{"player": "human", "name": "You"} if i in humans else
             {"player": levels[i % len(levels)], "name": f"CPU {i + 1}"} for i in range(seats)]
    config = session.make_config([n["player"] for n in names], seed)
    rec = Record(game=game, seats=names, seed=seed, initial_state=rules.to_json(first),
                 options=session.record_options(config))
    state = first
    for who, action in played:
        rec.append(who, copy.deepcopy(action), rules.to_json(state))
        state = rules.apply(state, action)[0]
    rec.state = rules.to_json(last)
    rec.result = rules.result(last)
    return rec


#: Deals whose short records hold mistakes and inaccuracies (the jumps have somewhere to go).
SHORT_SEEDS = {"rodizio": 8, "foodies": 2}  # (Rodízio: a mistake in it since issue #30's hard)


def short_record(game: str, seed: int | None = None) -> Record:
    """A quick record of ``game`` to review, with mistakes in it (seat 0
    plays at random): a whole 2-seat Rodízio game, or the first 24 actions
    of another game (Foodies' are many)."""
    seed = seed if seed is not None else SHORT_SEEDS.get(game, 4)
    return ai_record(game, seed=seed, plies=None if game == "rodizio" else 24)


class Steps:
    """A per-tick script: ``(condition(app), action(app))`` pairs run in
    order — each action once its condition holds, a tick after the last one
    (posted input reaches the scene on the next tick)."""

    def __init__(self, steps: list[tuple[Callable[[Any], bool], Callable[[Any], None]]]) -> None:
        self.steps = list(steps)
        self.done = 0
        self.last = -2

    def __call__(self, app: Any) -> None:
        if app.tick <= self.last + 1 or app._posted_events or app._posted_intents:
            return
        if self.done >= len(self.steps):   # the last action has been delivered
            app.quit()
            return
        when, act = self.steps[self.done]
        if when(app):
            act(app)
            self.done += 1
            self.last = app.tick

    def script(self, ticks: int) -> list:
        return [(t, self) for t in range(1, ticks)]


def stage(name: str) -> Callable[[Any], bool]:
    return lambda app: getattr(app.top, "stage", None) == name


def always(app: Any) -> bool:
    return True
