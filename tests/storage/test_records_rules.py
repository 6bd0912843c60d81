"""Records know their rules: every save/replay carries the rules version and
a digest of the content files it was played under; a record from other
rules gets a clear message (and is set aside, not called corrupt). Golden
replays (tests/storage/golden/) must keep loading, replaying and exporting
the same trace — if a change to the rules breaks them, bump the game's
``rules_version`` in its kit and regenerate them:

    python tests/storage/test_records_rules.py --write
"""
from __future__ import annotations

import hashlib
import json
import shutil
import sys
from pathlib import Path

import pytest

from game import kits
from game.kits.kit import content_digest
from game.storage import replays
from game.storage.replays import ReplayStore
from game.storage.saves import REPLAY_FORMAT, SaveStore, record_from_json

GOLDEN = Path(__file__).parent / "golden"
GAMES = (("rodizio", 4, 3), ("foodies", 4, 2))


def played(game: str, seed: int, seats: int):
    """A whole game of normal AIs with the game's switch options on (the
    golden files are written as the replay store writes them: sorted keys)."""
    from game.kits import make_agent
    from game.ai.match import play_match
    from game.storage.saves import Record, replay_states
    kit = kits.get(game)
    opts = kit.game_options({o.name: True for o in kit.options if isinstance(o.default, bool)})
    rules = kit.rules_module()
    state = rules.new_game(seed, seats, **opts)
    rec = Record(game=game, seats=[{"player": "normal", "name": f"CPU {i + 1}"} for i in range(seats)],
                 seed=seed, initial_state=rules.to_json(state), options=opts, created="2026-12-01T00:00:00Z")
    m = play_match(rules, state, [make_agent(game, "normal")] * seats, seed)
    for st in m.steps:
        rec.append(st.actor, st.action, None)
    rec.state = replay_states(game, rec.initial_state, rec.actions)[-1]
    rec.result = rules.result(rules.from_json(rec.state))
    return rec


def trace_sha(rec) -> str:
    return hashlib.sha256(("\n".join(replays.trace_lines(rec)) + "\n").encode("utf-8")).hexdigest()


def write_golden() -> None:
    expected = {}
    for game, seed, seats in GAMES:
        rec = played(game, seed, seats)
        (GOLDEN / f"{game}-replay.json").write_text(
            json.dumps(rec.to_json(REPLAY_FORMAT), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        back = record_from_json(json.loads((GOLDEN / f"{game}-replay.json").read_text(encoding="utf-8")))
        expected[game] = {"actions": len(rec.actions), "result": rec.result, "rules": rec.rules,
                          "trace_sha256": trace_sha(back)}
    (GOLDEN / "expected.json").write_text(json.dumps(expected, indent=1, sort_keys=True) + "\n",
                                          encoding="utf-8")


# -- golden replays ---------------------------------------------------------------------
@pytest.mark.parametrize("game", [g for g, _, _ in GAMES])
def test_golden_replay_loads_replays_and_exports_the_same_trace(game, tmp_path):
    want = json.loads((GOLDEN / "expected.json").read_text(encoding="utf-8"))[game]
    folder = tmp_path / "replays"
    folder.mkdir()
    path = folder / "replay-00001.json"
    shutil.copy(GOLDEN / f"{game}-replay.json", path)
    rec, msg = ReplayStore(folder).load(path)
    assert msg is None, msg
    assert rec.rules == want["rules"] == kits.get(game).rules_stamp(), \
        "the rules or content changed: bump rules_version in the kit and regenerate the golden files"
    assert len(rec.actions) == want["actions"] and rec.result == want["result"]
    assert trace_sha(rec) == want["trace_sha256"]
    assert replays.verify_file(path).ok


def test_golden_files_are_what_the_generator_writes_today():
    """The AIs and rules still play the golden games move for move."""
    for game, seed, seats in GAMES:
        on_disk = json.loads((GOLDEN / f"{game}-replay.json").read_text(encoding="utf-8"))
        assert on_disk["actions"] == played(game, seed, seats).actions


# -- the stamp ----------------------------------------------------------------------------
def test_every_record_carries_the_rules_it_was_played_under():
    rec = played("rodizio", 4, 3)
    d = rec.to_json()
    assert d["rules"] == {"version": kits.get("rodizio").rules_version,
                          "content": content_digest(kits.get("rodizio").content)}


def test_digest_follows_the_content_not_its_layout(tmp_path):
    a = content_digest(("rodizio/deck.json",))
    assert a == content_digest(("rodizio/deck.json",)) and len(a) == 16
    assert a != content_digest(("foodies/recipes.json",))
    assert content_digest(kits.get("rodizio").content) != content_digest(kits.get("foodies").content)


def _other(tmp_path, change):
    d = json.loads((GOLDEN / "rodizio-replay.json").read_text(encoding="utf-8"))
    d["rules"].update(change)
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    d["format"] = "rodizio-foodies/save"
    d.pop("result")
    store.path.write_text(json.dumps(d), encoding="utf-8")
    return store


def test_a_save_from_another_rules_version_gets_a_clear_message_not_corrupt(tmp_path):
    store = _other(tmp_path, {"version": 99})
    rec, msg = store.load()
    assert rec is None
    assert "rules version 99" in msg and "cannot be replayed here" in msg
    assert "unreadable" not in msg and "corrupt" not in msg
    assert "other-rules-1" in msg and store.path.with_name("autosave.json.other-rules-1").exists()


def test_a_replay_with_other_content_names_it(tmp_path):
    store = _other(tmp_path, {"content": "0123456789abcdef"})
    rec, msg = store.load()
    assert rec is None and "other game content" in msg and "0123456789abcdef" in msg


def test_a_record_without_a_stamp_is_checked_by_replaying_it(tmp_path):
    d = json.loads((GOLDEN / "foodies-replay.json").read_text(encoding="utf-8"))
    d.pop("rules")
    path = tmp_path / "replay-00001.json"
    path.write_text(json.dumps(d), encoding="utf-8")
    rec, msg = ReplayStore(tmp_path).load(path)
    assert msg is None and rec.rules == kits.get("foodies").rules_stamp()


if __name__ == "__main__" and "--write" in sys.argv:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    write_golden()
