"""Rodízio puzzles (game/ai/rodizio/puzzles.py, assets/rodizio/puzzles.json):
every shipped puzzle is proved again by the exact solver — exactly one
move wins for certain under the coach's rival model, the others leave at
most half a chance — and graded; the puzzle of a day is the same for
everyone; the command prints a puzzle and its winning move."""
import datetime as dt
import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import kits
from game.ai.rodizio import puzzles as RP
from game.kits import puzzles as P

ROOT = Path(__file__).resolve().parents[2]
KIT = kits.get("rodizio")
SHIPPED = P.load(KIT)


def test_puzzles_are_shipped_with_every_grade():
    assert len(SHIPPED) >= 40
    assert [p["id"] for p in SHIPPED] == list(range(1, len(SHIPPED) + 1))
    depths = [p["depth"] for p in SHIPPED]
    assert depths == sorted(depths) and len(set(depths)) >= 3
    assert {p["source"]["seats"] for p in SHIPPED} >= {2, 3}
    data = json.loads(P.path_of("rodizio").read_text(encoding="utf-8"))
    assert data["rules"] == KIT.rules_stamp()   # made under the rules this program plays


@pytest.mark.parametrize("puzzle", SHIPPED, ids=lambda p: f"puzzle{p['id']}")
def test_every_shipped_puzzle_has_exactly_one_winning_move(puzzle):
    found = RP.prove(puzzle)
    winning = [a for a, c in found.chances if c > 1 - 1e-9]
    assert winning == [puzzle["solution"]]
    assert all(c <= RP.OTHERS_AT_MOST for a, c in found.chances if a != puzzle["solution"])
    rules = KIT.rules_module()
    state = rules.from_json(puzzle["state"])
    assert rules.actor(state) == puzzle["seat"]
    assert puzzle["solution"] in rules.legal_actions(state)


@pytest.mark.parametrize("puzzle", SHIPPED[::7], ids=lambda p: f"puzzle{p['id']}")
def test_the_shipped_winning_line_wins_through_the_rules_core(puzzle):
    rules = KIT.rules_module()
    state = rules.from_json(puzzle["state"])
    line = puzzle["line"]
    assert line[0] == {"actor": puzzle["seat"], "action": puzzle["solution"]}
    assert line == RP.winning_line(puzzle["state"], puzzle["seat"])
    for step in line:
        assert rules.actor(state) == step["actor"]
        state, _ = rules.apply(state, step["action"])
    result = rules.result(state)
    assert result is not None and puzzle["seat"] in result["winners"]
    own = sum(1 for s in line if s["actor"] == puzzle["seat"] and s["action"]["type"] == "distribute")
    assert 1 <= own <= puzzle["depth"]


def test_a_tampered_puzzle_is_refused():
    p = dict(SHIPPED[0])
    rules = KIT.rules_module()
    other = next(a for a in rules.legal_actions(rules.from_json(p["state"])) if a != p["solution"])
    with pytest.raises(ValueError, match="winning move"):
        RP.prove({**p, "solution": other})
    with pytest.raises(ValueError, match="depth"):
        RP.prove({**p, "depth": p["depth"] + 5})


def test_not_a_puzzle_positions():
    rules = KIT.rules_module()
    start = rules.to_json(rules.new_game(1, 3))
    assert RP.find(start, 0) is None                 # too many cards to prove
    assert RP.find(start, 1) is None                 # not that seat's turn


def test_the_puzzle_of_a_day_is_fixed_by_the_date():
    a, b = P.of_day(KIT, dt.date(2026, 12, 3)), P.of_day(KIT, dt.date(2026, 12, 3))
    assert a is b or a == b
    days = {P.of_day(KIT, dt.date(2026, 1, 1) + dt.timedelta(days=n))["id"] for n in range(60)}
    assert len(days) > 20


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "game", "puzzle", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)


def test_the_command_prints_a_puzzle_and_its_winning_move():
    r = _cli("rodizio", "--id", "3")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    p = P.by_id(KIT, 3)
    assert (out["id"], out["solution"], out["seat"], out["depth"]) == (3, p["solution"], p["seat"], p["depth"])
    assert out["state"] == p["state"]
    day = json.loads(_cli("rodizio", "--date", "2026-12-03").stdout)
    assert day["date"] == "2026-12-03" and day["id"] == P.of_day(KIT, dt.date(2026, 12, 3))["id"]
    bad = _cli("rodizio", "--id", "9999")
    assert bad.returncode == 2 and "no puzzle 9999" in bad.stderr and bad.stdout == ""
