"""Autosave records: verified by re-play, corrupt files kept aside, upgrader."""
import json

import pytest

from game.kits import make_agent
from game.ai.match import play_match
from game import kits
from game.storage import saves
from game.storage.jsonio import CorruptFile
from game.storage.saves import Record, SaveStore, record_from_json


def played_record(game="rodizio", seed=5, seats=3, plies=None):
    rules = kits.rules_module(game)
    opts = {"spicy": True} if game == "rodizio" else {}
    state = rules.new_game(seed, seats, **opts)
    rec = Record(game=game, seats=[{"player": "random", "name": f"CPU {i + 1}"} for i in range(seats)],
                 seed=seed, initial_state=rules.to_json(state), options=opts)
    m = play_match(rules, state, [make_agent(game, "random")] * seats, seed)
    for st in m.steps[:plies]:
        rec.append(st.actor, st.action, None)
    rec.state = saves.replay_states(game, rec.initial_state, rec.actions)[-1]
    return rec


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_round_trip_through_the_store(game):
    rec = played_record(game, plies=9)
    store = SaveStore()
    assert not store.exists()
    store.write(rec)
    data = json.loads(store.path.read_text())
    assert data["format"] == "rodizio-foodies/save" and data["version"] == saves.VERSION
    assert set(data) >= {"game", "created", "seats", "seed", "initial_state", "actions", "state"}
    back, msg = store.load()
    assert msg is None and back.state == rec.state and back.actions == rec.actions
    assert back.levels == ["random"] * 3


def test_tampered_save_is_moved_aside_with_a_message():
    rec = played_record(plies=6)
    store = SaveStore()
    data = rec.to_json()
    data["actions"][3]["action"] = {"type": "distribute", "plate": 9}
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data))
    back, msg = store.load()
    assert back is None and "action 4" in msg and "autosave.json.corrupt-1" in msg
    assert not store.path.exists() and store.path.with_name("autosave.json.corrupt-1").exists()


def test_state_not_matching_the_actions_is_refused():
    rec = played_record(plies=6)
    data = rec.to_json()
    data["state"]["dry_turns"] = 5
    with pytest.raises(saves.Mismatch, match="does not reach the saved state"):
        record_from_json(data)


def test_not_json_and_newer_version():
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text("{not json")
    assert store.load()[0] is None and store.path.with_name("autosave.json.corrupt-1").exists()
    data = played_record(plies=2).to_json()
    data["version"] = 99
    store.path.write_text(json.dumps(data))
    rec, msg = store.load()
    assert rec is None and "newer version" in msg
    assert store.path.with_name("autosave.json.corrupt-2").exists()


def test_upgrader_mechanism_with_a_fake_v0(monkeypatch):
    rec = played_record(plies=4)
    v0 = rec.to_json()
    v0["version"] = 0
    v0["moves"] = v0.pop("actions")  # the fake old format named them "moves"
    with pytest.raises(CorruptFile, match="too old"):
        record_from_json(json.loads(json.dumps(v0)))

    def v0_to_v1(d):
        d["actions"] = d.pop("moves")
        return d
    monkeypatch.setitem(saves.UPGRADERS, 0, v0_to_v1)
    back = record_from_json(json.loads(json.dumps(v0)))
    assert back.actions == rec.actions and back.state == rec.state
    assert back.to_json()["version"] == saves.VERSION


def test_truncate_is_the_state_after_the_kept_actions():
    rec = played_record(plies=8)
    states = saves.replay_states(rec.game, rec.initial_state, rec.actions)
    rec.truncate(5)
    assert len(rec.actions) == 5 and rec.state == states[5]


def test_keep_previous_moves_the_unfinished_game_aside():
    store = SaveStore()
    assert store.keep_previous() is None
    rec = played_record(plies=3)
    store.write(rec)
    moved = store.keep_previous()
    assert moved.name == "previous.json" and not store.exists()
    assert json.loads(moved.read_text())["actions"] == rec.actions


def test_keep_previous_when_a_folder_is_called_previous_json():
    store = SaveStore()
    rec = played_record(plies=3)
    store.write(rec)
    (store.path.parent / "previous.json").mkdir()
    moved = store.keep_previous()
    assert moved is not None and moved.is_file() and not store.exists()
    assert json.loads(moved.read_text())["actions"] == rec.actions
