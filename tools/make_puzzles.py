"""Collect Rodízio puzzles from seeded AI games into assets/rodizio/puzzles.json.

    nice -n 10 python tools/make_puzzles.py [--games 150] [--keep 60] [--check]

Plays ``--games`` games between ``normal`` AIs (2, 3 and 4 seats in turn,
spicy every other three), looks at every seat decision
(`game.ai.rodizio.puzzles.find`: exactly one move wins for certain under
the coach's rival model, proved by the exact solver), and keeps up to
``--keep`` of them, deepest first within each depth's share so the ladder
has every grade (docs/challenges.md, "Rodízio puzzles"). ``--check``
proves the shipped file instead and exits 1 naming a puzzle that fails."""
from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game import kits  # noqa: E402
from game.ai.match import play_match  # noqa: E402
from game.ai.rodizio.puzzles import chances_json, find, prove, winning_line  # noqa: E402
from game.kits.agents import make_agent  # noqa: E402
from game.kits.puzzles import FORMAT, VERSION, path_of  # noqa: E402

GAME = "rodizio"


def collect(games: int) -> list[dict]:
    rules = kits.rules_module(GAME)
    seen: set[str] = set()
    out = []
    for seed in range(games):
        seats, spicy = 2 + seed % 3, bool(seed // 3 % 2)
        state = rules.new_game(seed, seats, spicy=spicy)
        match = play_match(rules, state, [make_agent(GAME, "normal") for _ in range(seats)], seed)
        for ply, step in enumerate(match.steps):
            if not isinstance(step.actor, int):
                continue
            before = rules.to_json(step.state_before)
            key = json.dumps(before, sort_keys=True)
            if key in seen:
                continue
            seen.add(key)
            found = find(before, step.actor)
            if found is not None:
                out.append({"state": before, "seat": step.actor, "solution": found.action,
                            "depth": found.depth, "chances": chances_json(found),
                            "line": winning_line(before, step.actor),
                            "source": {"seed": seed, "seats": seats, "spicy": spicy, "ply": ply,
                                       "ai": "normal"}})
        print(f"game {seed + 1}/{games}: {len(out)} puzzles", file=sys.stderr)
    return out


def ladder(found: list[dict], keep: int) -> list[dict]:
    """Up to ``keep`` puzzles, every depth represented, easiest first."""
    by_depth: dict[int, list[dict]] = defaultdict(list)
    for p in found:
        by_depth[p["depth"]].append(p)
    chosen: list[dict] = []
    while len(chosen) < keep and any(by_depth.values()):
        for d in sorted(by_depth):
            if by_depth[d] and len(chosen) < keep:
                chosen.append(by_depth[d].pop(0))
    chosen.sort(key=lambda p: (p["depth"], p["source"]["seed"], p["source"]["ply"]))
    for i, p in enumerate(chosen, 1):
        p["id"] = i
    return [{"id": p["id"], **{k: v for k, v in p.items() if k != "id"}} for p in chosen]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--keep", type=int, default=60)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    path = path_of(GAME)
    if args.check:
        data = json.loads(path.read_text(encoding="utf-8"))
        for p in data["puzzles"]:
            try:
                prove(p)
            except ValueError as e:
                print(e, file=sys.stderr)
                return 1
        print(f"{len(data['puzzles'])} puzzles proved")
        return 0
    puzzles = ladder(collect(args.games), args.keep)
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION, "game": GAME,
                                "rules": kits.get(GAME).rules_stamp(), "puzzles": puzzles},
                               ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    depths: dict[int, int] = defaultdict(int)
    for p in puzzles:
        depths[p["depth"]] += 1
    print(f"{len(puzzles)} puzzles -> {path}; by depth: {dict(sorted(depths.items()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
