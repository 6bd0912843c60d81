"""`python -m game trace GAME --first S`: the game starts with seat S; every
Rodízio line carries it (§10 ``first``); a seat out of range is one line on
stderr and exit status 2. Also: 5-seat Foodies traces with deck outs replay
exactly and their pending discards carry ``turn`` (§9)."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import foodies as F
from game.rules import rodizio as R

ROOT = Path(__file__).resolve().parents[2]


def _run(*args):
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=300)


def _lines(out) -> list[dict]:
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


def _actors(lines: list[dict]) -> list:
    """Who took each turn (a spicy free choice is part of its seat's turn)."""
    out = []
    for line in lines[:-1]:
        if line["action"]["type"] != "choose":
            out.append(line["actor"])
    return out


@pytest.mark.parametrize("spicy", [False, True])
def test_two_seat_rodizio_started_by_seat_1_plays_s1_s0_glutton(spicy):
    lines = _lines(_run("trace", "rodizio", "--seed", "4", "--seats", "2", "--first", "1",
                        *(["--spicy"] if spicy else [])))
    turns = _actors(lines)
    assert len(turns) >= 9
    assert turns == [(1, 0, "glutton")[i % 3] for i in range(len(turns))]
    assert all(line.get("state", line.get("final"))["first"] == 1 for line in lines)
    assert lines[0]["state"]["to_move"] == 1


@pytest.mark.parametrize("seats,first", [(2, 0), (3, 2), (4, 3)])
def test_rodizio_first_seat_starts_and_every_line_carries_it(seats, first):
    lines = _lines(_run("trace", "rodizio", "--seed", "9", "--seats", str(seats),
                        "--first", str(first)))
    assert lines[0]["actor"] == first
    for line in lines:
        state = line.get("state", line.get("final"))
        assert list(state).index("first") == list(state).index("to_move") - 1
        assert state["first"] == first
        R.from_json(state)
    seats_order = [a for a in _actors(lines) if a != "glutton"]
    assert seats_order[:seats] == [(first + i) % seats for i in range(seats)]


def test_rodizio_default_first_seat_is_0():
    lines = _lines(_run("trace", "rodizio", "--seed", "9", "--seats", "3"))
    assert lines[0]["actor"] == 0 and lines[0]["state"]["first"] == 0


@pytest.mark.parametrize("seats,first", [(2, 1), (5, 3)])
def test_foodies_first_seat_starts_and_is_dealt_to_first(seats, first):
    lines = _lines(_run("trace", "foodies", "--seed", "2", "--seats", str(seats),
                        "--first", str(first)))
    assert lines[0]["actor"] == first and lines[0]["state"]["to_move"] == first
    start = F.from_json(lines[0]["state"])
    assert F.to_json(F.new_game(2, seats, first_seat=first)) == lines[0]["state"]
    assert start.round == 1


@pytest.mark.parametrize("args,message", [
    (("rodizio", "--seats", "2", "--first", "2"), "--first must be a seat of the 2-seat game (0..1)"),
    (("rodizio", "--seats", "4", "--first", "-1"), "(0..3), got -1"),
    (("foodies", "--seats", "5", "--first", "5"), "(0..4), got 5"),
    (("foodies", "--seats", "3", "--first", "one"), "not a whole number"),
])
def test_first_seat_out_of_range_is_one_line_and_exit_2(args, message):
    out = _run("trace", args[0], "--seed", "1", *args[1:])
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and message in out.stderr


@pytest.mark.parametrize("seed,first", [(2, 0), (7, 3)])
def test_five_seat_foodies_trace_with_deck_outs_replays_exactly_and_carries_turn(tmp_path, seed,
                                                                               first):
    out = _run("trace", "foodies", "--seed", str(seed), "--seats", "5", "--ai", "easy",
               "--first", str(first))
    lines = _lines(out)
    pend = [line["state"]["pending"] for line in lines[:-1] if line["state"]["pending"]]
    deck_outs = [p for p in pend if p["reason"] == "deck_out"]
    assert deck_outs, "the game must have a deck out"
    assert all(list(p)[-1] == "turn" for p in pend)
    # Each pending discard names the seat of the last action that was not a discard.
    turn = None
    rounds_after_deck_out = 0
    for line, nxt in zip(lines, lines[1:]):
        s = line["state"]
        if line["action"]["type"] != "discard":
            turn = line["actor"]
        if s["pending"]:
            assert s["pending"]["turn"] == turn
        after = nxt.get("state")
        if after and after["round"] > s["round"] and s["pending"] \
                and s["pending"]["reason"] == "deck_out":
            assert after["to_move"] == (turn + 1) % 5   # §6: the seat after it starts
            rounds_after_deck_out += 1
    assert rounds_after_deck_out >= 1
    path = tmp_path / "five.jsonl"
    path.write_text(out.stdout, encoding="utf-8")
    verify = _run("replay", "verify", str(path))
    assert verify.returncode == 0 and verify.stdout.startswith("OK: foodies"), verify.stdout


def test_five_seat_foodies_sim_plays_to_the_end():
    out = _run("sim", "foodies", "--games", "4", "--seats", "5", "--ai", "easy", "--seed", "2")
    summary = json.loads(out.stdout)
    assert out.returncode == 0 and summary["games"] == 4 and summary["seats"] == 5
    assert sum(summary["wins"]) + summary["no_winner"] >= 4


@pytest.mark.parametrize("game,seats,first", [("rodizio", 2, 1), ("rodizio", 4, 2),
                                              ("foodies", 5, 3)])
def test_sims_lean_games_play_the_same_as_traced_ones(game, seats, first):
    """``sim`` plays unwatched games through the core's lean ``advance``;
    they reach the same end as the traced (event-building) path, from any
    first seat — so sim follows §4 / the pending ``turn`` as trace does."""
    from game.kits import make_agent
    from game.ai.match import play_match
    rules = R if game == "rodizio" else F
    for seed in range(3):
        opts = {"spicy": True} if game == "rodizio" else {}
        start = rules.new_game(seed, seats, first_seat=first, **opts)
        agents = [make_agent(game, "easy")] * seats
        lean = play_match(rules, start, agents, seed, keep_steps=False)
        actors: list = []
        traced = play_match(rules, start, agents, seed, keep_steps=False,
                            on_step=lambda st: actors.append(st.actor))
        assert rules.to_json(lean.final) == rules.to_json(traced.final)
        if game == "rodizio" and seats == 2:
            turns = [a for i, a in enumerate(actors) if i == 0 or a != actors[i - 1]
                     or a == "glutton"]
            assert turns[:6] == [1, 0, "glutton", 1, 0, "glutton"]
