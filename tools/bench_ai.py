"""Decision-time benchmark of every AI level (mean and 95th percentile).

    python tools/bench_ai.py [--games N] [--game rodizio|foodies] [--levels a,b]

Each level plays ``--games`` 2-seat games against ``normal`` (Rodízio: with
and without spicy mode) and every one of its decisions is timed. Speed
targets are checked here, never in unit tests (a loaded machine would make
such tests flaky)."""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai.levels import LEVELS, make_agent  # noqa: E402
from game.ai.match import play_match  # noqa: E402
from game.ai.stats import percentile  # noqa: E402
from game.rules import registry  # noqa: E402
from game.rules.rng import derive_seed  # noqa: E402


def bench(game: str, level: str, games: int, seats: int = 2) -> list[float]:
    rules = registry.load(game)
    times: list[float] = []
    for g in range(games):
        seed = derive_seed("bench", game, g)
        me = g % seats
        agents = [make_agent(game, level if s == me else "normal") for s in range(seats)]
        opts = {"spicy": g % 4 >= 2} if game == "rodizio" else {}
        state = rules.new_game(seed, seats, first_seat=(g // seats) % seats, **opts)
        record = play_match(rules, state, agents, seed, keep_steps=False)
        times.extend(t for seat, t in record.decision_seconds if seat == me)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--game", choices=("rodizio", "foodies"), default=None)
    p.add_argument("--levels", default=",".join(LEVELS))
    args = p.parse_args(argv)
    games = [args.game] if args.game else ["rodizio", "foodies"]
    print(f"{'game':8} {'level':7} {'decisions':>9} {'mean ms':>9} {'p95 ms':>9} {'max ms':>9}")
    t0 = time.perf_counter()
    for game in games:
        for level in args.levels.split(","):
            ts = bench(game, level, args.games)
            mean = 1000 * sum(ts) / len(ts) if ts else 0.0
            print(f"{game:8} {level:7} {len(ts):9d} {mean:9.2f} "
                  f"{1000 * percentile(ts, 95):9.2f} {1000 * max(ts, default=0):9.2f}", flush=True)
    print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
