"""`python -m game review FILE`: one JSON object a decision, then a summary."""
from __future__ import annotations

import json

import pytest

from game.kits.agents import make_agent
from game.ai.match import play_match
from game.cli.main import main
from game import kits
from game.storage.saves import REPLAY_FORMAT, SAVE_FORMAT, Record

KEYS = {"ply", "seat", "action", "best", "loss", "verdict", "why"}


def _record(game, seed, seats, human=0, levels=("random", "normal")):
    rules = kits.rules_module(game)
    opts = {"spicy": True} if game == "rodizio" else {}
    state = rules.new_game(seed, seats, **opts)
    players = [{"player": "human", "name": "You"} if i == human else
               {"player": levels[i % len(levels)], "name": f"CPU {i + 1}"} for i in range(seats)]
    rec = Record(game=game, seats=players, seed=seed, initial_state=rules.to_json(state),
                 options={**opts, "first_seat": 0} if game == "rodizio" else {})
    agents = [make_agent(game, levels[i % len(levels)]) for i in range(seats)]
    m = play_match(rules, state, agents, seed)
    for st in m.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(m.final)
    rec.result = rules.result(m.final)
    return rec


def _review(capsys, path, *args):
    assert main(["review", str(path), *args]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    rows = [json.loads(x) for x in lines[:-1] if x.startswith("{")]
    return rows, [x for x in lines if not x.startswith("{")]


def test_a_replay_is_reviewed_for_its_human_seat(tmp_path, capsys):
    rec = _record("rodizio", 3, 3, human=1)
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(rec.to_json(REPLAY_FORMAT)), encoding="utf-8")
    rows, summary = _review(capsys, path)
    # (a decision every move of which is lost against best play is judged
    # against the table's actual rivals, and says so)
    assert rows and all(set(r) - {"against", "note"} == KEYS for r in rows)
    assert all(r.get("against") in (None, "table") and ("note" in r) == ("against" in r) for r in rows)
    assert {r["seat"] for r in rows} == {1}
    for r in rows:
        assert rec.actions[r["ply"]] == {"actor": 1, "action": r["action"], **{
            k: v for k, v in rec.actions[r["ply"]].items() if k not in ("actor", "action")}}
        assert r["verdict"] in ("best", "good", "inaccuracy", "mistake") and 0 <= r["loss"] <= 1
        assert r["why"] and "{" not in r["why"] and r["why"].endswith(".")
        if r["best"] != r["action"]:
            assert r["loss"] > 0
    assert len(summary) == 1
    bad = sum(r["verdict"] in ("mistake", "inaccuracy") for r in rows)
    assert (summary[0] == "No mistakes or inaccuracies") == (bad == 0)
    if bad:
        worst = max((r for r in rows if r["verdict"] in ("mistake", "inaccuracy")),
                    key=lambda r: (r["loss"], -r["ply"]))
        turn = sum(1 for a in rec.actions[:worst["ply"] + 1] if a["actor"] == 1)
        assert f": turn {turn}, " in summary[0] and summary[0].split(":")[0][0].isdigit()


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_a_trace_and_a_save_review_the_same_in_persian(tmp_path, capsys, game):
    rec = _record(game, 5, 2, human=0)
    save = tmp_path / "save.json"
    save.write_text(json.dumps(rec.to_json(SAVE_FORMAT)), encoding="utf-8")
    assert main(["replay", "export", str(save)]) == 0
    trace = tmp_path / "game.jsonl"
    trace.write_text(capsys.readouterr().out, encoding="utf-8")
    from_save, s1 = _review(capsys, save, "--seat", "0", "--lang", "fa")
    from_trace, s2 = _review(capsys, trace, "--seat", "0", "--lang", "fa")
    assert from_save == from_trace and s1 == s2 and from_save
    assert all(not any("0" <= ch <= "9" for ch in r["why"]) for r in from_save)  # Persian digits


def test_every_seat_of_a_trace_without_humans(tmp_path, capsys):
    import io

    from game.cli.selfplay import run_trace
    out = io.StringIO()  # what `python -m game trace rodizio --seed 2 --seats 3 --ai normal` prints
    run_trace("rodizio", 2, 3, ["normal"] * 3, False, out=out)
    path = tmp_path / "t.jsonl"
    path.write_text(out.getvalue(), encoding="utf-8")
    rows, summary = _review(capsys, path)
    assert {r["seat"] for r in rows} <= {0, 1, 2} and len(summary) == 3
    assert [s.split(":")[0] for s in summary] == ["Seat 1", "Seat 2", "Seat 3"]


@pytest.mark.parametrize("args, message", [
    (["--seat", "7"], "--seat must be a seat"),
    (["--lang", "xx"], "unknown language"),
])
def test_review_rejects_bad_arguments(tmp_path, capsys, args, message):
    rec = _record("rodizio", 1, 2)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(rec.to_json(REPLAY_FORMAT)), encoding="utf-8")
    assert main(["review", str(path), *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:") and message in err


@pytest.mark.parametrize("content", ["{not json", "[1]", '{"format": "rodizio-foodies/save"}', ""])
def test_review_rejects_bad_files(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: cannot review")
