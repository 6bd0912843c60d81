"""The test-only game goes through the program's shared machinery like the
real ones: a record is saved, verified by replay and exported as a trace;
undo follows its kit's policy, asking its events what they revealed."""
from __future__ import annotations

import pytest

from game.kits import make_agent
from game.ai.match import play_match
from game.client.records.undo import undo_point
from game.storage import replays
from game.storage.saves import Record, SaveStore, replay_states
from tests.kits import tiny_game


@pytest.fixture(autouse=True)
def home(monkeypatch, tmp_path):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "home"))


def record(upto=None, seed=3):
    rules = tiny_game
    state = rules.new_game(seed, 2)
    rec = Record(game="tiny", seats=[{"player": "human", "name": "You"}, {"player": "random", "name": "CPU 2"}],
                 seed=seed, initial_state=rules.to_json(state))
    m = play_match(rules, state, [make_agent("tiny", "random")] * 2, seed)
    for st in m.steps[:upto]:
        rec.append(st.actor, st.action, None)
    rec.state = replay_states("tiny", rec.initial_state, rec.actions)[-1]
    return rec


def test_a_tiny_save_round_trips_and_exports(tmp_path):
    rec = record(upto=5)
    assert rec.rules == tiny_game.KIT.rules_stamp()
    store = SaveStore()
    store.write(rec)
    back, msg = store.load()
    assert msg is None and back.actions == rec.actions and back.state == rec.state
    lines = replays.trace_lines(back)
    assert len(lines) == 6 and lines[-1].startswith('{"final": ')


def test_undo_refuses_a_turn_that_drew_an_unseen_card_and_allows_one_that_did_not():
    full = record()
    drew = [i for i, a in enumerate(full.actions) if a["actor"] == 0]
    # early plays draw from the deck: refused
    rec = record(upto=drew[0] + 1)
    assert undo_point(rec, [0]) == (None, "undo.refused_reveal")
    # once the deck is empty a play reveals nothing: back to that play
    rules = tiny_game
    state = rules.from_json(full.initial_state)
    late = None
    for i, entry in enumerate(full.actions):
        state, events = rules.apply(state, entry["action"])
        if entry["actor"] == 0 and not any(e.revealed(0) for e in events):
            late = i
            break
    assert late is not None
    rec = record(upto=late + 1)
    assert undo_point(rec, [0]) == (late, None)
