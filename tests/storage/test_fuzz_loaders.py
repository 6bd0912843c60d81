"""Hypothesis fuzzing of every storage loader: settings, saves, replays,
traces (and `decide`'s state files, which use the same reader). Whatever
the file holds — random bytes, random JSON, a real record or trace with
one part replaced, deleted or retyped, absurd nesting or numbers — each
loader either returns or raises the project's own `CorruptFile` (with a
one-sentence message); nothing else escapes, and the store-level loaders
never raise at all."""
from __future__ import annotations

import copy
import io
import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game.cli.selfplay import run_trace
from game.storage import replays
from game.storage.jsonio import CorruptFile, parse_json, read_json
from game.storage.replays import NOT_OURS, ReplayStore, read_summary
from game.storage.saves import SaveStore, record_from_json
from game.storage.settings import ANIM_SPEEDS, LANGUAGES, SettingsStore
from tests.storage.test_replays import finished_record

#: FUZZ_EXAMPLES=600 for a longer hunt (derandomized: the same examples each run).
FUZZ = settings(max_examples=int(os.environ.get("FUZZ_EXAMPLES", "60")), deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

scalars = st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False) | st.text(max_size=12)
json_values = st.recursive(scalars, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                           max_leaves=12)
json_ish_text = st.text(alphabet='[]{}",:0123456789.eE-+ truefalsnNaIiy\\u\n', max_size=200)
hostile = st.sampled_from([
    "[" * 5000 + "]" * 5000, '{"a":' * 3000 + "1" + "}" * 3000, "9" * 5000, "[" + "9" * 5000 + "]",
    '{"version": NaN}', '{"version": Infinity}', "\ufeff{}", "", "\x00", '{"version": 1e999}',
    '{"version": ' + "1" * 30 + "}",
])


def _file_contents():
    return (st.binary(max_size=300) | json_ish_text.map(str.encode) | hostile.map(str.encode)
            | json_values.map(lambda v: json.dumps(v).encode()))


def _record_json(game: str):
    return finished_record(game, seed=5, seats=2).to_json("rodizio-foodies/replay")


RECORDS = {g: _record_json(g) for g in ("rodizio", "foodies")}


@st.composite
def mutated(draw, base: dict) -> object:
    """`base` with one part replaced, deleted or retyped (at any depth)."""
    doc = copy.deepcopy(base)
    node, depth = doc, 0
    while depth < 6:
        if isinstance(node, dict) and node:
            k = draw(st.sampled_from(sorted(node)))
        elif isinstance(node, list) and node:
            k = draw(st.integers(0, len(node) - 1))
        else:
            break
        child = node[k]
        if not isinstance(child, (dict, list)) or not child or draw(st.booleans()):
            action = draw(st.sampled_from(["replace", "delete", "retype"]))
            if action == "delete" and isinstance(node, dict):
                del node[k]
            elif action == "retype":
                node[k] = draw(st.sampled_from([None, True, 0, -1, 2**63, "x", [], {}, [None], {"": 0}]))
            else:
                node[k] = draw(json_values)
            return doc
        node, depth = child, depth + 1
    return draw(json_values)


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


# -- the reader itself ------------------------------------------------------------------------
@FUZZ
@given(_file_contents())
def test_read_json_returns_or_raises_corrupt_file(tmp_path, data):
    p = _write(tmp_path, "x.json", data)
    try:
        read_json(p)
    except CorruptFile as e:
        assert str(e) and "\n" not in str(e)


@FUZZ
@given(_file_contents())
def test_parse_json_never_lets_anything_else_out(data):
    try:
        parse_json(data)
    except CorruptFile:
        pass


# -- settings ------------------------------------------------------------------------------
@FUZZ
@given(_file_contents() | json_values.map(lambda v: json.dumps({"version": 1, "language": v, "volume": v,
                                                                "anim_speed": v, "fullscreen": v}).encode()))
def test_settings_never_raise_and_are_always_valid(tmp_path, data):
    p = _write(tmp_path, "settings.json", data)
    store = SettingsStore(p)
    s = store.settings
    assert s.language in LANGUAGES and s.anim_speed in ANIM_SPEEDS and 0 <= s.volume <= 100
    assert isinstance(s.fullscreen, bool) and isinstance(s.memory_aid, bool)
    if store.message is not None:   # unusable: kept aside, named
        assert not p.exists() and "settings.json.corrupt-" in store.message
        p.with_name(store.message.split("kept as ")[1].rstrip(".")).unlink()


# -- saves ----------------------------------------------------------------------------------
@FUZZ
@given(st.sampled_from(sorted(RECORDS)), st.data())
def test_record_from_json_raises_only_corrupt_file(game, data):
    doc = data.draw(mutated(RECORDS[game]))
    try:
        record_from_json(doc)
    except CorruptFile as e:
        assert str(e)


@FUZZ
@given(_file_contents())
def test_autosave_load_never_raises(tmp_path, data):
    store = SaveStore(_write(tmp_path, "autosave.json", data))
    rec, msg = store.load()
    assert rec is None
    assert msg is None or "autosave.json" in msg
    for p in tmp_path.glob("autosave.json.corrupt-*"):
        p.unlink()


# -- replays -------------------------------------------------------------------------------------
@FUZZ
@given(st.sampled_from(sorted(RECORDS)), st.data())
def test_replay_summary_and_list_never_break(tmp_path, game, data):
    doc = data.draw(mutated(RECORDS[game]))
    folder = tmp_path / "replays"
    folder.mkdir(exist_ok=True)
    for p in folder.iterdir():
        p.unlink()
    path = folder / "replay-00001.json"
    path.write_text(json.dumps(doc))
    foreign = False
    try:
        row = read_summary(path)
        assert isinstance(row["created"], str) and isinstance(row["seats"], list)
    except NOT_OURS:
        foreign = True   # another build's replay: neither listed nor renamed
    except CorruptFile:
        pass
    rows, notes = ReplayStore(folder).summaries()
    assert len(rows) + len(notes) == (0 if foreign else 1)
    assert path.exists() or not foreign
    rec, msg = ReplayStore(folder).load(path) if path.exists() else (None, "gone")
    assert (rec is None) != (msg is None)


@FUZZ
@given(_file_contents())
def test_replay_files_of_any_bytes(tmp_path, data):
    folder = tmp_path / "r"
    folder.mkdir(exist_ok=True)
    for p in folder.iterdir():
        p.unlink()
    _write(folder, "replay-00001.json", data)
    rows, notes = ReplayStore(folder).summaries()
    assert rows == [] and len(notes) == 1 and "replay-00001.json" in notes[0]


# -- verify / export of records and traces ------------------------------------------------------------
def _trace(game: str) -> list[str]:
    out = io.StringIO()
    run_trace(game, 3, 2, ["random"] * 2, False, out=out)
    return out.getvalue().splitlines()


TRACES = {g: _trace(g) for g in ("rodizio", "foodies")}


@st.composite
def mutated_trace(draw, game: str) -> str:
    lines = list(TRACES[game])
    i = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["line", "drop", "dup", "bytes", "obj"]))
    if how == "line":
        lines[i] = json.dumps(draw(mutated(json.loads(lines[i]))))
    elif how == "drop":
        del lines[i]
    elif how == "dup":
        lines.insert(i, lines[i])
    elif how == "bytes":
        lines[i] = draw(json_ish_text)
    else:
        lines[i] = json.dumps(draw(json_values))
    return "\n".join(lines) + "\n"


@FUZZ
@given(st.sampled_from(sorted(TRACES)), st.data())
def test_verify_and_export_of_a_mutated_trace(tmp_path, game, data):
    p = tmp_path / "t.jsonl"
    p.write_text(data.draw(mutated_trace(game)))
    for fn in (replays.verify_file, replays.load_for_export):
        try:
            fn(p)
        except CorruptFile:
            pass


@FUZZ
@given(st.sampled_from(sorted(RECORDS)), st.data())
def test_verify_of_a_mutated_record(tmp_path, game, data):
    p = tmp_path / "r.json"
    p.write_text(json.dumps(data.draw(mutated(RECORDS[game]))))
    try:
        v = replays.verify_file(p)
        assert v.message.startswith(("OK", "MISMATCH"))
    except CorruptFile:
        pass


@FUZZ
@given(_file_contents())
def test_verify_of_any_bytes(tmp_path, data):
    p = _write(tmp_path, "x", data)
    try:
        replays.verify_file(p)
    except CorruptFile:
        pass


@pytest.mark.parametrize("game", sorted(RECORDS))
def test_the_unmutated_inputs_are_valid(game, tmp_path):
    """The fuzzers start from files that load (or they would test little)."""
    assert record_from_json(copy.deepcopy(RECORDS[game])).game == game
    p = tmp_path / "t.jsonl"
    p.write_text("\n".join(TRACES[game]) + "\n")
    assert replays.verify_file(p).ok
