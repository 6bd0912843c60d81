"""`python -m game hint`: the window's hint (action and reason) for a saved state."""
from __future__ import annotations

import json
import types

import pytest

from game.cli.main import main
from game.client.text import Text
from game.rules import foodies, rodizio
from game.rules.foodies.cards import catalog


def _write(tmp_path, name, obj):
    p = tmp_path / name
    p.write_text(json.dumps(obj) if not isinstance(obj, str) else obj, encoding="utf-8")
    return str(p)


def _hint(capsys, game, path, seat, lang="en", form="--state", ply=None):
    extra = [] if ply is None else ["--ply", str(ply)]
    assert main(["hint", game, form, path, *extra, "--seat", str(seat), "--lang", lang]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    return json.loads(out[0])


def _table_hint(game, state, lang):
    """What the table shows: a flow asked for a hint, its reason through the
    table renderer's own translation."""
    if game == "rodizio":
        from game.client.rodizio.config import GameConfig
        from game.client.rodizio.table_draw import TableRenderer
        from game.client.rodizio.table_flow import TableFlow
    else:
        from game.client.foodies.config import GameConfig
        from game.client.foodies.table_draw import TableRenderer
        from game.client.foodies.table_flow import TableFlow
    seats = ["human"] + ["normal"] * (state.seats - 1)
    flow = TableFlow(GameConfig(seats=seats, seed=1), speed=lambda: 0, deterministic=True,
                     state=state, deal=False)
    for _ in range(5):
        flow.update(1 / 60)
    assert flow.phase == "human"
    flow.handle("hint")
    for _ in range(2000):
        if flow.hint_action is not None:
            break
        flow.update(1 / 60)
    renderer = TableRenderer.__new__(TableRenderer)
    renderer.app, renderer.flow = types.SimpleNamespace(text=Text(lang)), flow
    from game.client.text import localize_digits
    return flow.hint_action, localize_digits(renderer.tr(flow.hint_why), lang)


def _seat0_to_move(rules, seed, seats, plies, trace=False, **opts):
    """A state some AI plies into a game, with seat 0 to move (and, with
    ``trace``, the game so far as trace rows)."""
    from game.ai.base import decide
    from game.kits import make_agent
    agent = make_agent(rules.__name__.rsplit(".", 1)[-1], "easy")
    s = rules.new_game(seed, seats, **opts)
    rows = []
    n = 0
    found = None
    while True:
        who = rules.actor(s)
        if who is None:
            if found is None:
                raise AssertionError("game over before seat 0 moved")
            # the whole game as a trace file's text; the position is at ply len(rows)
            from game.kits.trace import final_line, step_line
            text = "".join(step_line(r["state"], r["actor"], r["action"]) + "\n" for r in rows)
            text += final_line(rules.to_json(s)["game"], rules.to_json(s), rules.result(s)) + "\n"
            return found[0], (found[1], text)
        if who == 0 and n >= plies and found is None:
            if not trace:
                return s
            found = (s, len(rows))
        action = rules.automatic_action(s) if who == "glutton" else decide(agent, rules.observe(s, who), n)
        rows.append({"state": rules.to_json(s), "actor": who, "action": action})
        s, _ = rules.apply(s, action)
        if who != "glutton":
            n += 1


@pytest.mark.parametrize("game, rules, opts", [("rodizio", rodizio, {"spicy": True}),
                                               ("foodies", foodies, {})])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_hint_is_the_tables_hint(tmp_path, capsys, game, rules, opts, seats):
    """Given the seat's memory — its observation, or the game's record at
    that ply — the command answers as the table does."""
    state, trace = _seat0_to_move(rules, 30 + seats, seats, 4 * seats, trace=True, **opts)
    obs = _write(tmp_path, "o.json", rules.observe(state, 0))
    ply, text = trace
    rec = _write(tmp_path, "t.jsonl", text)
    for lang in ("en", "fa"):
        action, why = _table_hint(game, state, lang)
        got = _hint(capsys, game, obs, 0, lang, form="--observation")
        assert got["action"] in rules.legal_actions(state)
        assert got["why"] and "{" not in got["why"]
        assert got == {"action": action, "why": why}
        assert _hint(capsys, game, rec, 0, lang, form="--record", ply=ply) == got


def test_a_bare_state_says_the_hint_ignores_memory(tmp_path, capsys):
    """A Foodies rule-book state holds no seat's §8 memory: the command
    answers and says so on stderr, in one line; Rodízio's observation is
    the whole position, so its states get no note."""
    state = _seat0_to_move(foodies, 33, 2, 8)
    path = _write(tmp_path, "s.json", foodies.to_json(state))
    for command in (["hint", "foodies"], ["decide", "foodies", "--ai", "normal"]):
        assert main([*command, "--state", path, "--seat", "0"]) == 0
        out, err = capsys.readouterr()
        assert len(out.strip().splitlines()) == 1
        assert len(err.strip().splitlines()) == 1 and "ignores" in err and "memory" in err
    r = _seat0_to_move(rodizio, 33, 3, 6)
    assert main(["hint", "rodizio", "--state", _write(tmp_path, "r.json", rodizio.to_json(r)), "--seat", "0"]) == 0
    assert capsys.readouterr().err == ""


def test_decide_reads_the_memory_as_the_table_does(tmp_path, capsys):
    """`decide` from a record at a ply or from the observation shows the
    agent exactly the seat's observation at the table."""
    from game.ai.base import decide
    from game.kits import make_agent
    state, trace = _seat0_to_move(foodies, 34, 3, 9, trace=True)
    want = decide(make_agent("foodies", "hard"), foodies.observe(state, 0), 5)
    ply, text = trace
    rec = _write(tmp_path, "t.jsonl", text)
    obs = _write(tmp_path, "o.json", foodies.observe(state, 0))
    for form in (["--record", rec, "--ply", str(ply)], ["--observation", obs]):
        assert main(["decide", "foodies", *form, "--seat", "0", "--ai", "hard", "--seed", "5"]) == 0
        out, err = capsys.readouterr()
        assert json.loads(out) == want and err == ""


@pytest.mark.parametrize("args, says", [
    (["--record", "REC"], "--ply"),
    (["--record", "REC", "--ply", "999"], "--ply"),
    (["--record", "REC", "--ply", "1"], "not to move"),  # seat 1's first turn
    (["--observation", "OBS1"], "seat 0"),
])
def test_a_bad_record_or_observation_is_one_line(tmp_path, capsys, args, says):
    state, (ply, text) = _seat0_to_move(foodies, 35, 2, 6, trace=True)
    files = {"REC": _write(tmp_path, "t.jsonl", text),
             "OBS1": _write(tmp_path, "o.json", {**foodies.observe(state, 0), "seat": 1})}
    assert main(["hint", "foodies", *[files.get(a, a) for a in args], "--seat", "0"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and says in err[0]


def test_hint_reason_names_the_plate_and_what_is_eaten(tmp_path, capsys):
    state = next(s for s in (_seat0_to_move(rodizio, 5, 3, p) for p in range(6, 20))
                 if len(rodizio.legal_actions(s)) >= 2)
    path = _write(tmp_path, "r.json", rodizio.to_json(state))
    got = _hint(capsys, "rodizio", path, 0)
    if got["action"]["type"] == "distribute":
        assert got["why"].startswith(f"Plate {got['action']['plate'] + 1}: ")
    # the move and the alternative it beats, each with what it eats and where it leaves you
    assert got["why"].count("Plate ") == 2 and "you would" in got["why"]
    assert "you eat" in got["why"] and ("you are then" in got["why"] or "the game ends" in got["why"])
    fa = _hint(capsys, "rodizio", path, 0, "fa")
    assert not any("0" <= ch <= "9" for ch in fa["why"])  # Persian digits, as on screen
    assert any("\u06f0" <= ch <= "\u06f9" for ch in fa["why"])


def test_serving_first_says_so(tmp_path, capsys):
    from game.ai.base import decide
    from game.kits import make_agent
    agent = make_agent("foodies", "normal")
    s = foodies.new_game(3, 2)
    for n in range(300):
        legal = foodies.legal_actions(s)
        if foodies.actor(s) == 0 and any(a["type"] == "serve" for a in legal):
            got = _hint(capsys, "foodies", _write(tmp_path, "f.json", foodies.to_json(s)), 0)
            assert got["action"]["type"] == "serve"
            sj = foodies.to_json(s)
            entry = next(e for e in sj["menu"] if e["recipe"]["id"] == got["action"]["recipe"])
            name = catalog().recipes[entry["recipe"]["id"]].name
            if not entry["served_by"]:
                assert got["why"].startswith(f"Serve {name} now: it scores ")
                assert "the +2 for serving it first included" in got["why"]
            else:
                assert "already took the +2" in got["why"]
            return
        s, _ = foodies.apply(s, decide(agent, foodies.observe(s, foodies.actor(s)), n))
    pytest.fail("seat 0 never could serve")


@pytest.mark.parametrize("args, message", [
    (["--seat", "1"], "not to move"),
    (["--seat", "9"], "seat"),
    (["--seat", "0", "--lang", "xx"], "unknown language"),
])
def test_hint_rejects_bad_input(tmp_path, capsys, args, message):
    path = _write(tmp_path, "f.json", foodies.to_json(foodies.new_game(3, 2)))
    assert main(["hint", "foodies", "--state", path, *args]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:") and message in err


@pytest.mark.parametrize("content, message", [("{not json", "not valid JSON"), ("[1]", "JSON object"),
                                              ('{"game": "rodizio"}', "")])
def test_hint_rejects_bad_files(tmp_path, capsys, content, message):
    path = _write(tmp_path, "bad.json", content)
    assert main(["hint", "rodizio", "--state", path, "--seat", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:") and message in err


def test_hint_of_a_finished_game_is_refused(tmp_path, capsys):
    from game.ai.base import decide
    from game.kits import make_agent
    agent = make_agent("rodizio", "easy")
    s = rodizio.new_game(2, 3)
    n = 0
    while not s.over:
        s, _ = rodizio.apply(s, decide(agent, rodizio.observe(s, rodizio.actor(s)), n))
        n += 1
    path = _write(tmp_path, "over.json", rodizio.to_json(s))
    assert main(["hint", "rodizio", "--state", path, "--seat", "0"]) == 2
    assert "over" in capsys.readouterr().err


@pytest.mark.parametrize("game, rules", [("rodizio", rodizio), ("foodies", foodies)])
def test_the_hint_is_the_coach_levels_move(tmp_path, capsys, game, rules):
    """The hint is ``hard``'s decision, seeded by the observation (game.ai.coach)."""
    from game.ai import coach
    from game.ai.base import decide
    from game.kits.agents import make_agent
    assert coach.HINT_LEVEL == "hard"
    state = _seat0_to_move(rules, 8, 3, 9)
    obs = rules.observe(state, 0)
    got = _hint(capsys, game, _write(tmp_path, "s.json", rules.to_json(state)), 0)
    assert got["action"] == decide(make_agent(game, "hard"), obs, coach.hint_seed(obs))
    assert got["action"] == decide(make_agent(game, "hint"), obs, 12345)  # sim's hint level
