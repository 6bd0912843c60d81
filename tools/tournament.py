"""Round robin of every AI level against every other, for both games.

    python tools/tournament.py [--games N] [--game rodizio|foodies] [--spicy] [--jobs J]

Each pairing plays ``--games`` 2-seat games (half with each level in seat 0;
the first seat rotates too). The table shows, per row, the share of those
games the row's level won against the column's (Rodízio with 2 seats also
has the Glutton, so rows and columns need not add up to 100%)."""
from __future__ import annotations

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game import kits  # noqa: E402
from game.ai.levels import LEVELS  # noqa: E402
from game.cli.selfplay import run_sim  # noqa: E402


def pairing(game: str, a: str, b: str, games: int, spicy: bool, jobs: int) -> tuple[int, int]:
    """(wins of a, wins of b) over ``games`` games, seats alternating."""
    first = games // 2
    wa = wb = 0
    if first:
        s = run_sim(game, first, 2, [a, b], spicy, seed=1, jobs=jobs)
        wa, wb = s["wins"][0], s["wins"][1]
    if games - first:
        s = run_sim(game, games - first, 2, [b, a], spicy, seed=1, jobs=jobs)
        wa, wb = wa + s["wins"][1], wb + s["wins"][0]
    return wa, wb


def table(game: str, games: int, spicy: bool, jobs: int, levels=LEVELS) -> str:
    rate: dict[tuple[str, str], float] = {}
    for i, a in enumerate(levels):
        for b in levels[i + 1:]:
            wa, wb = pairing(game, a, b, games, spicy, jobs)
            rate[a, b], rate[b, a] = wa / games, wb / games
    title = f"{game}{' (spicy)' if spicy else ''}: row's win rate vs column, {games} games each"
    lines = [title, f"{'':8}" + "".join(f"{b:>9}" for b in levels)]
    for a in levels:
        cells = "".join(f"{'—':>9}" if a == b else f"{100 * rate[a, b]:8.1f}%" for b in levels)
        lines.append(f"{a:8}{cells}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=20, help="games per pairing (default 20)")
    p.add_argument("--game", choices=kits.names(), default=None)
    p.add_argument("--spicy", action="store_true", help="Rodízio spicy mode")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        p.error("--games and --jobs must be at least 1")
    for game in [args.game] if args.game else kits.names():
        spicy = args.spicy and any(o.name == "spicy" for o in kits.get(game).options)
        print(table(game, args.games, spicy, args.jobs), flush=True)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
