"""Replays: kept list, trace export identical to `trace`, verification."""
import io
import json

from game.cli.selfplay import run_trace
from game import kits
from game.storage import replays
from game.storage.replays import ReplayStore
from tests.storage.test_saves import played_record


def trace_text(game="rodizio", seed=4, seats=3):
    out = io.StringIO()
    run_trace(game, seed, seats, ["random"] * seats, game == "rodizio", out=out)
    return out.getvalue()


def finished_record(game="rodizio", seed=5, seats=3):
    rec = played_record(game, seed=seed, seats=seats)
    rules = kits.rules_module(game)
    rec.result = rules.result(rules.from_json(rec.state))
    return rec


def test_store_keeps_the_last_n(tmp_path):
    store = ReplayStore(tmp_path / "r", keep=3)
    recs = [finished_record(seed=i) for i in range(5)]
    for rec in recs:
        store.add(rec)
    files = store.list()
    assert [json.loads(p.read_text())["seed"] for p in files] == [4, 3, 2]
    loaded, msg = store.load(files[0])
    assert msg is None and loaded.state == recs[4].state
    assert ReplayStore.summary(files[0])["game"] == "rodizio"


def test_default_keep_is_20():
    assert replays.KEEP == 20 and ReplayStore().keep == 20


def test_export_matches_the_trace_command_byte_for_byte(tmp_path):
    for game in ("rodizio", "foodies"):
        text = trace_text(game)
        p = tmp_path / f"{game}.jsonl"
        p.write_text(text)
        assert replays.verify_file(p).ok
        rec = replays.load_for_export(p)
        assert "\n".join(replays.trace_lines(rec)) + "\n" == text
        # and a record made of it verifies too, given the trace's seed and options
        # (a trace does not name them; the record's first state must be their deal)
        rec.seed = 4
        rec.options = {"spicy": True, "first_seat": 0} if game == "rodizio" else {}
        rec.result = kits.rules_module(game).result(kits.rules_module(game).from_json(rec.state))
        q = tmp_path / f"{game}.json"
        q.write_text(json.dumps(rec.to_json("rodizio-foodies/replay")))
        assert replays.verify_file(q).ok


def test_tampered_trace_names_the_line(tmp_path):
    lines = trace_text().splitlines()
    obj = json.loads(lines[6])
    obj["state"]["plates"][0], obj["state"]["plates"][1] = obj["state"]["plates"][1], obj["state"]["plates"][0]
    lines[6] = json.dumps(obj)
    p = tmp_path / "bad.jsonl"
    p.write_text("\n".join(lines) + "\n")
    v = replays.verify_file(p)
    assert not v.ok and v.line == 7 and "line 7" in v.message


def test_tampered_final_result(tmp_path):
    lines = trace_text().splitlines()
    obj = json.loads(lines[-1])
    obj["winners"] = [9]
    lines[-1] = json.dumps(obj)
    p = tmp_path / "bad.jsonl"
    p.write_text("\n".join(lines) + "\n")
    v = replays.verify_file(p)
    assert not v.ok and v.line == len(lines)


def test_tampered_record_names_the_action(tmp_path):
    data = played_record(plies=10).to_json()
    data["actions"][2]["actor"] = 2 if data["actions"][2]["actor"] != 2 else 1
    p = tmp_path / "bad.json"
    p.write_text(json.dumps(data))
    v = replays.verify_file(p)
    assert not v.ok and "action 3" in v.message
