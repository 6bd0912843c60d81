"""Hostile JSON files under the size caps cost no more than a real file of
their kind (issue #24: 15.6 MB of ``[[],[],…]`` took 0.77 GB and 7–12 s):
every reader — `replay verify|export`, `decide`, `hint`, and the window's
settings, autosave, previous game and replay list — runs in a child
process under a memory limit, on every hostile file of tests/storage/
hostile_files.py, and must refuse it with a clear sentence at no more than
100 MB of peak RSS (the figures: ``python tests/storage/hostile_files.py``)."""
from __future__ import annotations

import tracemalloc

import pytest

from game.storage import jsonio, limits
from game.storage.jsonio import CorruptFile
from tests.storage.hostile_files import (ISSUE_SIZE, MAX_RSS_MB, READERS, empty_arrays, files_for,
                                         measure, window_cost)

CASES = [(r.name, f) for r in READERS for f in files_for(r.kind)]
_BY_NAME = {r.name: r for r in READERS}
_FILES: dict[tuple[str, str], bytes] = {}


def _content(reader, name) -> bytes:
    key = (reader.kind.what, name)
    if key not in _FILES:
        _FILES[key] = files_for(reader.kind)[name]
    return _FILES[key]


@pytest.mark.parametrize("reader,name", CASES)
def test_a_hostile_file_is_refused_within_the_memory_target(tmp_path, reader, name):
    r = _BY_NAME[reader]
    cost = measure(r, _content(r, name), tmp_path)
    said = cost.err if not r.code else cost.out
    assert "Traceback" not in cost.err and "MemoryError" not in said, cost
    assert cost.rss_mb <= MAX_RSS_MB, (reader, name, cost.rss_mb)
    if not r.code:            # a command: one line, exit 2
        assert cost.status == 2 and cost.err.count("\n") == 1, cost
    else:                     # the window's loaders: a note naming the file, defaults used
        assert cost.status == 0 and ("corrupt-1" in said), cost
    if name.startswith("the fullest"):
        return                # refused by what it is (not a record), not by its size
    assert "too large" in said or "holds far more than a real" in said, said


def test_the_window_with_every_file_hostile_costs_what_it_costs_with_none(tmp_path):
    """The real window (start, the title's Continue entry, the Replays list)
    with the issue's file as its settings, both saves and a replay: each is
    kept aside, and the process is no bigger than with an empty data folder
    (before: 0.77 GB; settings alone took 71 s to start)."""
    clean, _ = window_cost(tmp_path, None)
    hostile, left = window_cost(tmp_path, empty_arrays(ISSUE_SIZE))
    assert clean.status == hostile.status == 0, (clean.err, hostile.err)
    assert "Traceback" not in hostile.err
    assert hostile.rss_mb <= clean.rss_mb + 15, (clean.rss_mb, hostile.rss_mb)
    assert {"settings.json.corrupt-1", "replays/replay-00001.json.corrupt-1"} <= set(left), left
    assert not {"settings.json", "replays/replay-00001.json"} & set(left), left


# -- the checks themselves ----------------------------------------------------------------------
@pytest.mark.parametrize("text,what", [("[" + "[]," * 100 + "[]]", "arrays and objects"),
                                       ("[" + "0," * 600 + "0]", "values")])
def test_counts_are_checked_before_parsing(monkeypatch, text, what):
    parsed = []
    monkeypatch.setattr(jsonio.json, "loads", lambda *a, **k: parsed.append(1))
    with pytest.raises(CorruptFile, match=f"far more than a real settings file can .*{what}"):
        jsonio.parse_json(text.encode(), kind=limits.SETTINGS)
    assert parsed == []


def test_check_shape_costs_one_iterator_per_level_not_one_entry_per_value():
    doc = [[0] * 1000 for _ in range(1000)]          # a million values, 2 deep
    tracemalloc.start()
    try:
        jsonio.check_shape(doc)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024, peak                     # the tuple stack took ~64 MB here
    deep = cur = []
    for _ in range(70):
        cur.append([])
        cur = cur[0]
    with pytest.raises(CorruptFile, match="nested more than 64"):
        jsonio.check_shape(deep)
    with pytest.raises(CorruptFile, match="too large to be real"):
        jsonio.check_shape({"a": [1, {"b": 2 ** 70}]})
    jsonio.check_shape({"a": [1, {"b": 2 ** 63}], "c": True, "d": None, "e": 1.5})


def test_every_real_file_is_far_below_its_caps(tmp_path):
    """The caps leave room: the longest real game found (5 seats of the easy
    AI, seed 137: 719 actions) as a replay and as a trace, and a 5-seat
    state, pass with a margin of at least 10 on every count."""
    import io
    import json

    from game.kits.agents import make_agent
    from game.ai.match import play_match
    from game.cli.selfplay import run_trace
    from game import kits
    from game.storage.saves import Record
    rules = kits.rules_module("foodies")
    first = rules.new_game(137, 5)
    m = play_match(rules, first, [make_agent("foodies", "easy") for _ in range(5)], 137)
    assert len(m.steps) == 719
    rec = Record(game="foodies", seats=[{"player": "easy", "name": f"CPU {i + 1}"} for i in range(5)],
                 seed=137, initial_state=rules.to_json(first),
                 actions=[{"actor": s.actor, "action": s.action} for s in m.steps],
                 state=rules.to_json(m.final), result=rules.result(m.final))
    path = tmp_path / "r.json"
    jsonio.write_json_atomic(path, rec.to_json("rodizio-foodies/replay"))
    data = path.read_bytes()
    out = io.StringIO()
    run_trace("foodies", 137, 5, ["easy"] * 5, False, out=out)
    line = max(out.getvalue().splitlines(), key=len).encode()
    state = json.dumps(rules.to_json(first)).encode()
    for raw, kind in ((data, limits.RECORD), (line, limits.TRACE_LINE), (state, limits.STATE)):
        assert len(raw) * 10 <= kind.max_bytes, kind
        assert (raw.count(b"[") + raw.count(b"{")) * 10 <= kind.max_containers, kind
        assert raw.count(b",") * 10 <= kind.max_commas, kind
    assert len(out.getvalue()) * 10 <= limits.MAX_TRACE_BYTES
    assert jsonio.read_json(path, kind=limits.RECORD)["actions"] == rec.actions
