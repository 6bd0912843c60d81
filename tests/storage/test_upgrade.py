"""Records and traces written before the rule books' amendments (Rodízio
``first``, Foodies pending ``turn``): upgraded where exact, otherwise one
clear sentence (``upgrade.OldRules``) — never a traceback, never a
silently different game."""
from __future__ import annotations

import copy
import dataclasses

import pytest

from game.rules import foodies as F
from game.rules import rodizio as R
from game.rules.rng import Rng
from game.storage import upgrade
from game.storage.upgrade import OldRules


# -- building old files ------------------------------------------------------------
def _old_rodizio(state_json: dict) -> dict:
    return {k: v for k, v in state_json.items() if k != "first"}


def _old_foodies(state_json: dict) -> dict:
    d = copy.deepcopy(state_json)
    if d.get("pending"):
        d["pending"].pop("turn")
    return d


def rodizio_game(seed: int, seats: int, first: int, *, old_order: bool = False,
                 spicy: bool = True, plies: int | None = None):
    """(states, [{actor, action}]) of a random game. ``old_order``: the turn
    order before the amendment (always 0, 1, Glutton round the table) — the
    current core plays it when told seat 0 started."""
    rng = Rng.from_seed(seed)
    s = R.new_game(seed, seats, first_seat=first, spicy=spicy)
    if old_order:
        s = dataclasses.replace(s, first=0)
    states, actions = [s], []
    while not s.over and (plies is None or len(actions) < plies):
        action = rng.choice(R.legal_actions(s))
        actions.append({"actor": R.actor(s), "action": action})
        s, _ = R.apply(s, action)
        states.append(s)
    return states, actions


def foodies_game(seed: int, seats: int, stop_at_deck_out: bool = False):
    """(states, [{actor, action}]) of a game of ``easy`` AIs (they run the
    deck out with 4–5 seats), optionally stopped at its first pending deck out."""
    from game.kits import make_agent
    from game.ai.match import play_match
    m = play_match(F, F.new_game(seed, seats, first_seat=seed % seats),
                   [make_agent("foodies", "easy")] * seats, seed)
    states, actions = [], []
    for st in m.steps:
        states.append(st.state_before)
        p = st.state_before.pending
        if stop_at_deck_out and p is not None and p.reason == "deck_out":
            return states, actions
        actions.append({"actor": st.actor, "action": st.action})
    return states + [m.final], actions


def v1_record(game: str, initial: dict, actions: list, final: dict) -> dict:
    seats = len(initial["hands"])
    return {"format": "rodizio-foodies/save", "version": 1, "game": game,
            "created": "2026-11-30T10:00:00Z",
            "seats": [{"player": "random", "name": f"CPU {i + 1}"} for i in range(seats)],
            "seed": 1, "options": {}, "initial_state": initial, "actions": actions,
            "state": final}


def trace_rows(states, actions, rules, strip) -> list[tuple[int, dict]]:
    rows = [(i + 1, {"state": strip(rules.to_json(s)), "actor": a["actor"],
                     "action": a["action"]})
            for i, (s, a) in enumerate(zip(states, actions))]
    final = {"final": strip(rules.to_json(states[-1]))}
    if states[-1].over:
        from game import kits
        final.update(kits.get(rules.to_json(states[-1])["game"]).final_fields(
            rules.result(states[-1])))
    rows.append((len(rows) + 1, final))
    return rows


def _up(rows):
    return list(upgrade.upgrade_trace(iter(rows)))


# -- Rodízio records ------------------------------------------------------------------
@pytest.mark.parametrize("seats,first", [(2, 0), (3, 0), (3, 2), (4, 1), (4, 3)])
def test_rodizio_record_whose_order_is_unchanged_upgrades_exactly(seats, first):
    states, actions = rodizio_game(7, seats, first, plies=20)
    new = [R.to_json(s) for s in states]
    old = v1_record("rodizio", _old_rodizio(new[0]), actions, _old_rodizio(new[-1]))
    up = upgrade.record_v1_to_v2(old)
    assert up["initial_state"] == new[0] and up["state"] == new[-1]
    assert list(up["initial_state"]) == list(new[0])  # the book's key order
    assert up["actions"] == actions
    assert "first" not in old["initial_state"]  # the input is not modified


def test_rodizio_two_seat_record_started_by_seat_1_before_the_glutton_played_upgrades():
    """Old order s1, Glutton, s0: after seat 1's first turn the old save says
    the Glutton is to move; the amended rules say seat 0. Nothing else
    differs, so that record (or one with no move yet) upgrades exactly."""
    states, actions = rodizio_game(3, 2, 1, old_order=True, plies=1)
    old = v1_record("rodizio", _old_rodizio(R.to_json(states[0])), actions,
                    _old_rodizio(R.to_json(states[-1])))
    assert old["state"]["to_move"] == "glutton"
    up = upgrade.record_v1_to_v2(old)
    assert up["initial_state"]["first"] == 1 and up["state"]["to_move"] == 0
    after, _ = R.apply(R.from_json(up["initial_state"]), actions[0]["action"])
    assert R.to_json(after) == up["state"]
    fresh = v1_record("rodizio", old["initial_state"], [], old["initial_state"])
    assert upgrade.record_v1_to_v2(fresh)["state"]["first"] == 1


def test_rodizio_two_seat_record_started_by_seat_1_with_the_old_order_is_refused_clearly():
    states, actions = rodizio_game(3, 2, 1, old_order=True, spicy=False, plies=9)
    assert [a["actor"] for a in actions[:3]] == [1, "glutton", 0]
    old = v1_record("rodizio", _old_rodizio(R.to_json(states[0])), actions,
                    _old_rodizio(R.to_json(states[-1])))
    with pytest.raises(OldRules, match=r"2-seat Rodízio game was started by seat 1 under the old "
                                       r"turn order \(the Glutton before seat 0\) and cannot "
                                       r"be replayed \(rule book §4\)"):
        upgrade.record_v1_to_v2(old)


def test_rodizio_record_already_upgraded_or_malformed_is_left_alone():
    states, actions = rodizio_game(5, 2, 1, plies=6)
    new = v1_record("rodizio", R.to_json(states[0]), actions, R.to_json(states[-1]))
    assert upgrade.record_v1_to_v2(new) == new
    broken = dict(new, initial_state=[1, 2])
    assert upgrade.record_v1_to_v2(broken) == broken


# -- Rodízio traces ---------------------------------------------------------------------
@pytest.mark.parametrize("seats,first", [(2, 0), (3, 1), (4, 2)])
def test_rodizio_old_trace_upgrades_and_matches_the_new_trace(seats, first):
    states, actions = rodizio_game(11, seats, first)
    new_rows = trace_rows(states, actions, R, lambda d: d)
    old_rows = trace_rows(states, actions, R, _old_rodizio)
    assert _up(old_rows) == new_rows
    assert _up(new_rows) == new_rows


def test_rodizio_old_trace_started_by_seat_1_with_two_seats_is_refused_clearly():
    states, actions = rodizio_game(11, 2, 1, old_order=True)
    rows = trace_rows(states, actions, R, _old_rodizio)
    with pytest.raises(OldRules, match=r"2-seat Rodízio trace \(line 2\) was started by seat 1"):
        _up(rows)


def test_rodizio_old_trace_not_starting_at_the_deal_is_refused_clearly():
    states, actions = rodizio_game(11, 3, 0)
    rows = trace_rows(states, actions, R, _old_rodizio)[5:]
    with pytest.raises(OldRules, match=r"line 6\) has no 'first' .* does not begin at the deal"):
        _up(rows)


# -- Foodies -------------------------------------------------------------------------------
# (seed, seats) of easy-AI games with deck outs
DECK_OUTS = [(4, 4), (0, 5), (7, 5)]


@pytest.mark.parametrize("seed,seats", DECK_OUTS)
def test_foodies_record_ending_in_a_pending_discard_gets_its_turn(seed, seats):
    states, actions = foodies_game(seed, seats, stop_at_deck_out=True)
    new = [F.to_json(s) for s in states]
    assert new[-1]["pending"]["reason"] == "deck_out"
    old = v1_record("foodies", new[0], actions, _old_foodies(new[-1]))
    up = upgrade.record_v1_to_v2(old)
    assert up["state"] == new[-1] and "turn" not in old["state"]["pending"]


@pytest.mark.parametrize("seed,seats", DECK_OUTS)
def test_foodies_old_trace_with_deck_outs_upgrades_to_the_new_trace(seed, seats):
    states, actions = foodies_game(seed, seats)
    assert any(s.pending is not None and s.pending.reason == "deck_out" for s in states)
    new_rows = trace_rows(states, actions, F, lambda d: d)
    old_rows = trace_rows(states, actions, F, _old_foodies)
    assert old_rows != new_rows
    assert _up(old_rows) == new_rows


def _old_core_round_start():
    """(start, actions, states): seat 0 draws the last card into an empty
    hand, seat 1 sits out empty, seat 2 discards last. The amended rules
    start round 2 with seat 1; the old core started it with seat 2."""
    from game.rules.foodies.state import MenuEntry, State
    types = F.catalog().card_types
    rice = [i for i, t in enumerate(types) if t == "rice"][:2]
    tomato = next(i for i, t in enumerate(types) if t == "tomato")
    used = tuple(i for i in range(len(types)) if i not in (*rice, tomato))
    start = State(seats=3, round=1, deck=(tomato,), used=used, recipe_deck=tuple(range(3, 20)),
                  menu=tuple(MenuEntry(r) for r in range(3)), hands=((), (), tuple(rice)),
                  scores=(0, 0, 0), served=((), (), ()), to_move=0, pending=None,
                  quiet_turns=0, over=False)
    start = F.from_json(F.to_json(start))
    actions = [{"actor": 0, "action": {"type": "draw"}},
               {"actor": 0, "action": {"type": "discard", "card": tomato}},
               {"actor": 2, "action": {"type": "discard", "card": rice[0]}}]
    states = [start]
    for a in actions:
        states.append(F.apply(states[-1], a["action"])[0])
    assert states[-1].round == 2 and states[-1].to_move == 1
    return start, actions, states


def test_foodies_record_whose_round_the_old_core_started_late_is_refused_clearly():
    start, actions, states = _old_core_round_start()
    late = actions + [{"actor": 2, "action": {"type": "draw"}}]
    old = v1_record("foodies", F.to_json(start), late, F.to_json(states[-1]))
    with pytest.raises(OldRules, match=r"action 4\): round 2 started with seat 2 under the old "
                                       r"deck-out rule; the rule book \(§6\) starts it with seat 1"):
        upgrade.record_v1_to_v2(old)


def test_foodies_trace_whose_round_the_old_core_started_late_is_refused_clearly():
    start, actions, states = _old_core_round_start()
    rows = trace_rows(states, actions, F, _old_foodies)
    bad = copy.deepcopy(rows[-1][1]["final"])
    bad["to_move"] = 2   # what the old core wrote
    rows[-1] = (rows[-1][0], {"state": bad, "actor": 2, "action": {"type": "draw"}})
    with pytest.raises(OldRules, match=r"line 4\): round 2 started with seat 2"):
        _up(rows)
    good = trace_rows(states, actions, F, _old_foodies)
    good[-1] = (good[-1][0], {"state": good[-1][1]["final"], "actor": 1,
                              "action": {"type": "draw"}})
    assert [o["state"]["pending"]["turn"] for _, o in _up(good)[1:3]] == [0, 0]


def test_foodies_old_trace_beginning_during_a_deck_out_is_refused_clearly():
    start, actions, states = _old_core_round_start()
    rows = trace_rows(states, actions, F, _old_foodies)[1:]
    with pytest.raises(OldRules, match=r"line 2\) .* begins during a deck out"):
        _up(rows)


# -- through the loaders: Continue (SaveStore), replay verify (records and traces) ----------
import json  # noqa: E402
import os  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

from game.storage import saves  # noqa: E402
from game.storage.saves import Record, SaveStore  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def _v1_rodizio_save(seed: int, seats: int, first: int, plies: int, old_order: bool) -> dict:
    """A save as version 1 wrote it: no 'first' in its states; with
    ``old_order`` played in the turn order before the amendment."""
    states, actions = rodizio_game(seed, seats, first, old_order=old_order, spicy=False,
                                   plies=plies)
    rec = Record(game="rodizio", seats=[{"player": "random", "name": f"CPU {i + 1}"}
                                        for i in range(seats)],
                 seed=seed, initial_state=_old_rodizio(R.to_json(R.new_game(seed, seats,
                                                                            first_seat=first))),
                 options={"spicy": False, "first_seat": first})
    data = rec.to_json()
    data.update(version=1, actions=actions, state=_old_rodizio(R.to_json(states[-1])))
    return data


def _cli(*args):
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=300)


@pytest.mark.parametrize("seats,first", [(2, 0), (3, 2), (4, 1)])
def test_continue_upgrades_an_old_save_whose_order_is_unchanged(seats, first):
    data = _v1_rodizio_save(8, seats, first, plies=12, old_order=False)
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data), encoding="utf-8")
    rec, msg = store.load()
    assert msg is None and rec is not None
    assert rec.initial_state["first"] == first and rec.state["first"] == first
    assert R.to_json(R.new_game(8, seats, first_seat=first)) == rec.initial_state
    store.write(rec)  # the next autosave is written in the new version
    again = json.loads(store.path.read_text(encoding="utf-8"))
    assert again["version"] == saves.VERSION == 2 and again["state"]["first"] == first


def test_continue_refuses_an_old_two_seat_save_started_by_seat_1_with_a_clear_message():
    data = _v1_rodizio_save(8, 2, 1, plies=12, old_order=True)
    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(data), encoding="utf-8")
    rec, msg = store.load()
    assert rec is None
    assert "started by seat 1" in msg and "cannot be replayed" in msg
    # Not damaged: kept under its own tag, and the message says it is about rules.
    assert "autosave.json.other-rules-1" in msg and "Traceback" not in msg
    assert msg.rules and msg.kept == "autosave.json.other-rules-1"
    assert store.path.with_name("autosave.json.other-rules-1").exists()


def test_continue_shows_an_old_rules_save_as_other_rules_not_damaged():
    from tests.client import testing as T
    from game.client.records.resume import continue_game
    from game.client.dialog import MessageScene
    from game.storage.settings import Settings

    store = SaveStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps(_v1_rodizio_save(8, 2, 1, plies=12, old_order=True)),
                          encoding="utf-8")
    for n, lang in enumerate(("en", "pt", "fa"), start=1):
        app = T.make_app(settings=Settings(language=lang), frames=1)
        continue_game(app)
        dialog = app.stack[-1]
        assert isinstance(dialog, MessageScene)
        assert (dialog.title_key, dialog.body_key) == ("saves.rules_title", "saves.rules_body")
        body = app.text.tr(dialog.body_key, **dialog.fmt)
        assert f"autosave.json.other-rules-{n}" in body and "{" not in body
        store.path.write_text(json.dumps(_v1_rodizio_save(8, 2, 1, plies=12, old_order=True)),
                              encoding="utf-8")


def test_replay_verify_on_old_records(tmp_path):
    ok = tmp_path / "old-ok.json"
    ok.write_text(json.dumps(_v1_rodizio_save(9, 2, 0, plies=15, old_order=False)))
    out = _cli("replay", "verify", str(ok))
    assert out.returncode == 0 and out.stdout.startswith("OK: rodizio, "), out.stderr
    bad = tmp_path / "old-order.json"
    bad.write_text(json.dumps(_v1_rodizio_save(9, 2, 1, plies=15, old_order=True)))
    out = _cli("replay", "verify", str(bad))
    assert out.returncode in (1, 2) and "Traceback" not in out.stderr
    said = out.stdout + out.stderr
    assert said.count("\n") == 1 and "started by seat 1" in said


def _write_trace(path: Path, rows) -> Path:
    path.write_text("".join(json.dumps(o, ensure_ascii=False) + "\n" for _, o in rows),
                    encoding="utf-8")
    return path


def test_replay_verify_and_export_on_old_traces(tmp_path):
    states, actions = rodizio_game(12, 3, 1)
    old = _write_trace(tmp_path / "r3.jsonl", trace_rows(states, actions, R, _old_rodizio))
    out = _cli("replay", "verify", str(old))
    assert out.returncode == 0 and out.stdout.startswith("OK: rodizio"), out.stdout + out.stderr
    exported = _cli("replay", "export", str(old))
    assert exported.returncode == 0
    assert all(json.loads(line).get("state", json.loads(line).get("final"))["first"] == 1
               for line in exported.stdout.splitlines())

    states, actions = rodizio_game(12, 2, 1, old_order=True)
    bad = _write_trace(tmp_path / "r2.jsonl", trace_rows(states, actions, R, _old_rodizio))
    out = _cli("replay", "verify", str(bad))
    assert out.returncode == 2 and out.stdout == "" and out.stderr.count("\n") == 1
    assert "started by seat 1" in out.stderr and "Traceback" not in out.stderr

    states, actions = foodies_game(0, 5)
    old = _write_trace(tmp_path / "f5.jsonl", trace_rows(states, actions, F, _old_foodies))
    out = _cli("replay", "verify", str(old))
    assert out.returncode == 0 and out.stdout.startswith("OK: foodies"), out.stdout + out.stderr
