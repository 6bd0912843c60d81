"""The lean path (``advance``: no re-checking, no events) and the full path
(``apply``) are one core: over many random games they reach the same states
— equal dataclasses, identical rule-book JSON, identical observations (for
Foodies also the §8 memory beside the state) — and ``apply``'s events do not
depend on how the state was reached."""
import json

import pytest

from game.rules import foodies, rodizio
from game.rules.rng import Rng

GAMES = {"rodizio": (rodizio, 200), "foodies": (foodies, 40)}  # games per run


def _options(name: str, seed: int) -> dict:
    return {"spicy": seed % 2 == 0} if name == "rodizio" else {}


def _dump(x) -> str:
    return json.dumps(x, sort_keys=True)


def _parts(state) -> list:
    """The dataclass instances inside a state (built on the lean path too)."""
    out = [p for p in (getattr(state, "pending", None), getattr(state, "seen", None)) if p is not None]
    return out + list(getattr(state, "menu", ()))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_advance_equals_apply_over_random_games(name):
    rules, games = GAMES[name]
    rng = Rng.from_seed(4321)
    plies = 0
    for seed in range(games):
        seats = 2 + seed % 3
        full = lean = rules.new_game(seed, seats, first_seat=seed % seats, **_options(name, seed))
        while not full.over:
            who = rules.actor(full)
            if isinstance(who, int):
                legal = rules.legal_actions(full)
                assert legal == rules.legal_actions(lean)
                action = legal[rng.below(len(legal))]
            else:
                action = rules.automatic_action(full)
            full, events = rules.apply(full, action)
            lean = rules.advance(lean, action)
            plies += 1
            assert lean == full
            for built in (lean, full, *_parts(lean)):  # frozen.build checks only the count
                assert vars(built).keys() == type(built).__dataclass_fields__.keys()
            assert _dump(rules.to_json(lean)) == _dump(rules.to_json(full))
            if name == "foodies":
                assert lean.seen == full.seen
            nxt = rules.actor(full)
            if isinstance(nxt, int):
                assert _dump(rules.observe(lean, nxt)) == _dump(rules.observe(full, nxt))
            assert all(type(e).__name__ in e.to_dict()["kind"] for e in events)
        assert lean.over and rules.result(lean) == rules.result(full)
    assert plies > games * 10


@pytest.mark.parametrize("name", sorted(GAMES))
def test_events_do_not_depend_on_the_path(name):
    """A state reached by ``advance`` gives ``apply`` the same events as the
    one reached by ``apply`` (the lean path leaves nothing out of the state)."""
    rules, _ = GAMES[name]
    rng = Rng.from_seed(7)
    for seed in range(30):
        full = lean = rules.new_game(seed, 3, **_options(name, seed))
        while not full.over:
            who = rules.actor(full)
            legal = rules.legal_actions(full) if isinstance(who, int) else [rules.automatic_action(full)]
            action = legal[rng.below(len(legal))]
            full, ev_full = rules.apply(full, action)
            _, ev_lean = rules.apply(lean, action)
            lean = rules.advance(lean, action)
            assert [e.to_dict() for e in ev_lean] == [e.to_dict() for e in ev_full]
