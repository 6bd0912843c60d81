"""Decision-time benchmark of every AI level (mean and 95th percentile).

    python tools/bench_ai.py [--games N] [--game rodizio|foodies] [--levels a,b]

Each level plays ``--games`` games per seat count against ``normal`` seats
(Rodízio: with and without spicy mode) and every one of its decisions is
timed: wall time, and CPU time (which other processes on a busy machine do
not inflate). Speed targets are checked here, never in unit tests (a loaded
machine would make such tests flaky)."""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import kits  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.levels import LEVELS  # noqa: E402
from game.kits.agents import make_agent  # noqa: E402
from game.ai.match import play_match  # noqa: E402
from game.ai.stats import percentile  # noqa: E402
from game.rules.rng import derive_seed  # noqa: E402


class _CpuTimed:
    """Wraps an agent and records the CPU time of each of its decisions
    (unlike wall time, not inflated by other processes on a busy machine)."""

    def __init__(self, agent) -> None:
        self.agent = agent
        self.level = agent.level
        self.description = agent.description
        self.cpu: list[float] = []

    def think(self, observation, seed):
        t0 = time.process_time()
        action = decide(self.agent, observation, seed)
        self.cpu.append(time.process_time() - t0)
        return action
        yield  # pragma: no cover - makes this a generator


def bench(game: str, level: str, games: int, seats: int = 2) -> tuple[list[float], list[float]]:
    """(wall seconds, CPU seconds) of each decision of ``level``."""
    rules = kits.rules_module(game)
    wall: list[float] = []
    cpu: list[float] = []
    for g in range(games):
        seed = derive_seed("bench", game, seats, g)
        me = g % seats
        timed = _CpuTimed(make_agent(game, level))
        agents = [timed if s == me else make_agent(game, "normal") for s in range(seats)]
        # switch-like options (Rodízio's spicy) on in half the games
        opts = {o.name: g % 4 >= 2 for o in kits.get(game).options if isinstance(o.default, bool)}
        state = rules.new_game(seed, seats, first_seat=(g // seats) % seats, **opts)
        record = play_match(rules, state, agents, seed, keep_steps=False)
        wall.extend(t for seat, t in record.decision_seconds if seat == me)
        cpu.extend(timed.cpu)
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--game", choices=kits.names(), default=None)
    p.add_argument("--levels", default=",".join(LEVELS))
    p.add_argument("--seats", default="2", help="seat counts, e.g. 2,3,4 (default 2)")
    args = p.parse_args(argv)
    games = [args.game] if args.game else list(kits.names())
    print(f"{'game':8} {'seats':>5} {'level':7} {'decisions':>9} {'mean ms':>9} {'p95 ms':>9} "
          f"{'max ms':>9} {'cpu mean':>9} {'cpu p95':>9}")
    t0 = time.perf_counter()
    for game in games:
        for seats in (int(x) for x in args.seats.split(",")):
            for level in args.levels.split(","):
                ts, cpu = bench(game, level, args.games, seats)
                print(f"{game:8} {seats:5d} {level:7} {len(ts):9d} {_ms(_mean(ts)):>9} "
                      f"{_ms(percentile(ts, 95)):>9} {_ms(max(ts, default=0)):>9} "
                      f"{_ms(_mean(cpu)):>9} {_ms(percentile(cpu, 95)):>9}", flush=True)
    print(f"({time.perf_counter() - t0:.1f} s)")
    return 0


def _mean(xs: list[float]) -> float:
    return sum(xs) / len(xs) if xs else 0.0


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:.2f}"


if __name__ == "__main__":
    sys.exit(main())
