"""Measure each AI level's fixed rating from AI-vs-AI games (openskill).

    nice -n 10 python tools/rate_levels.py [--games N] [--game G] [--seed S]
                                          [--jobs J] [--orders K] [--write]

For every game and every seat count the window offers, ``--games`` games
are played headless (`game.ai.match.play_match`) with the AI levels drawn
at random per seat (every game has at least two different levels; the first
seat rotates). The places of each game (the kit's `places_of`) are fed to
openskill's Plackett-Luce model (game/storage/rating.py), every level
starting at the model's prior; as the result of one online pass depends on
the order of the games, ``--orders`` shuffled orders are rated and their
mu and sigma averaged. It prints each level's rating and, as a check, the
2-seat win chance the ratings predict beside the one the games showed.
``--write`` stores the figures in assets/ratings/levels.json, which the
game reads (docs/statistics.md). Every game depends only on its seed, so a
run is reproducible; ``--jobs`` (at most 2 on a shared machine) only makes
it faster."""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import kits  # noqa: E402
from game.ai.levels import LEVELS  # noqa: E402
from game.storage import rating as R  # noqa: E402


def play_one(job: tuple[str, list[str], int, int]) -> list[int]:
    """The places of one game of AI ``levels`` (a top-level function, so
    worker processes can run it)."""
    from game.kits.agents import make_agent
    from game.ai.match import play_match
    from game.rules.rng import derive_seed
    game, levels, seed, g = job
    kit = kits.get(game)
    rules = kit.rules_module()
    game_seed = derive_seed(seed, g)
    state = rules.new_game(game_seed, len(levels), first_seat=g % len(levels), **kit.game_options())
    record = play_match(rules, state, [make_agent(game, lv) for lv in levels], game_seed,
                        keep_steps=False)
    return kit.places_of(rules.result(record.final))


def schedule(game: str, games: int, seed: int, levels: tuple[str, ...]) -> list[tuple]:
    """``games`` jobs per seat count the window offers, levels at random."""
    kit = kits.get(game)
    rng = random.Random(f"{seed}/{game}")
    jobs = []
    for seats in range(kit.seats.client_min, kit.seats.client_max + 1):
        for _ in range(games):
            while True:
                draw = [rng.choice(levels) for _ in range(seats)]
                if len(set(draw)) > 1:
                    break
            jobs.append((game, draw, seed, len(jobs)))
    return jobs


def fit(results: list[tuple[list[str], list[int]]], orders: int, seed: int) -> dict[str, R.Rating]:
    """Each level's rating: online Plackett-Luce updates over the games
    (levels, places), averaged over ``orders`` shuffled orders."""
    m = R.model(tau=0.0)   # the levels do not change during the run
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0])
    rng = random.Random(seed)
    for _ in range(orders):
        ratings = {}
        order = list(results)
        rng.shuffle(order)
        for levels, places in order:
            teams = [[ratings.setdefault(lv, m.rating(name=lv))] for lv in levels]
            # a level twice in one game: each seat is rated, the level takes the mean
            new = m.rate(teams, ranks=[float(p) for p in places])
            seen: dict[str, list] = defaultdict(list)
            for lv, team in zip(levels, new):
                seen[lv].append(team[0])
            for lv, rs in seen.items():
                ratings[lv] = m.rating(mu=sum(r.mu for r in rs) / len(rs),
                                       sigma=sum(r.sigma for r in rs) / len(rs), name=lv)
        for lv, r in ratings.items():
            sums[lv][0] += r.mu
            sums[lv][1] += r.sigma
    return {lv: R.Rating(mu / orders, sigma / orders)
            for lv, (mu, sigma) in sorted(sums.items(), key=lambda kv: kv[1][0])}


def observed_pairs(results: list[tuple[list[str], list[int]]]) -> dict[tuple[str, str], tuple[int, int]]:
    """2-seat games of a against b: (games, outright wins of a)."""
    out: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    for levels, places in results:
        if len(levels) == 2:
            a, b = levels
            for x, y, px, py in ((a, b, places[0], places[1]), (b, a, places[1], places[0])):
                out[x, y][0] += 1
                out[x, y][1] += px < py
    return {k: (v[0], v[1]) for k, v in out.items()}


def predicted(ratings: dict[str, R.Rating], a: str, b: str) -> float:
    return R.first_chance([ratings[a], ratings[b]])


def run(game: str, games: int, seed: int, jobs: int, orders: int) -> dict:
    work = schedule(game, games, seed, LEVELS)
    t0 = time.perf_counter()
    if jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            places = pool.map(play_one, work, chunksize=4)
    else:
        places = list(map(play_one, work))
    seconds = time.perf_counter() - t0
    results = [(job[1], p) for job, p in zip(work, places)]
    ratings = fit(results, orders, seed)
    pairs = observed_pairs(results)
    return {"games": len(work), "seats": sorted({len(j[1]) for j in work}),
            "seconds": round(seconds, 1), "ratings": ratings, "pairs": pairs}


def report(game: str, out: dict) -> str:
    r = out["ratings"]
    lines = [f"{game}: {out['games']} games ({', '.join(map(str, out['seats']))} seats) "
             f"in {out['seconds']} s"]
    lines += [f"  {lv:8} mu {x.mu:6.2f}  sigma {x.sigma:5.2f}" for lv, x in r.items()]
    lines.append("  2 seats, placed above the other: predicted / seen (games)")
    for (a, b), (n, won) in sorted(out["pairs"].items()):
        if a < b and n:
            lines.append(f"  {a:>7} vs {b:<7} {100 * predicted(r, a, b):5.1f}% / "
                         f"{100 * won / n:5.1f}% ({n})")
    return "\n".join(lines)


def write(path: Path, outs: dict[str, dict], argv: list[str]) -> None:
    made_by = "nice -n 10 python tools/rate_levels.py " + " ".join(argv)
    data = {"format": R.LEVELS_FORMAT, "version": 1, "model": "openskill PlackettLuce (defaults)",
            "games": {g: {"games": o["games"], "seats": o["seats"], "made_by": made_by,
                          "date": _dt.date.today().isoformat(), "seconds": o["seconds"],
                          "levels": {lv: r.to_json() for lv, r in o["ratings"].items()}}
                      for g, o in outs.items()}}
    old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    if old.get("format") == R.LEVELS_FORMAT:   # keep the games not re-measured
        data["games"] = {**old.get("games", {}), **data["games"]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=120, help="games per seat count (default 120)")
    p.add_argument("--game", choices=kits.names(), default=None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (at most 2)")
    p.add_argument("--orders", type=int, default=50, help="shuffled orders averaged (default 50)")
    p.add_argument("--write", action="store_true", help="store the figures in assets/ratings/levels.json")
    args = p.parse_args(argv)
    if args.games < 1 or args.orders < 1 or not 1 <= args.jobs <= 2:
        p.error("--games and --orders must be at least 1, --jobs 1 or 2")
    outs = {}
    for game in [args.game] if args.game else kits.names():
        outs[game] = run(game, args.games, args.seed, args.jobs, args.orders)
        print(report(game, outs[game]), flush=True)
    if args.write:
        from game.content_root import CONTENT_ROOT
        write(CONTENT_ROOT / R.LEVELS_FILE, outs, argv)
    return 0


if __name__ == "__main__":
    sys.exit(main())
