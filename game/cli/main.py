"""`python -m game` — play (default), or a headless command.

Every bad argument gives one line on stderr and exit status 2."""
from __future__ import annotations

import json
import sys

from game.cli.args import (MAX_GAMES, MAX_SEATS, Parser, UsageError, any_int, fail, guard_output,
                           int_in, max_jobs, positive_int, speed_arg)
from game.storage.jsonio import MAX_INT
from game import kits


def build_parser() -> Parser:
    games = kits.names()
    windowed = tuple(k.name for k in kits.windowed())
    p = Parser(prog="python -m game", description="Rodízio & Foodies")
    p.add_argument("--version", action="store_true", help="print the game's version and which rules core runs (pure or compiled), and exit")
    add_window_options(p)
    sub = p.add_subparsers(dest="command")

    t = sub.add_parser("trace", help="print the JSON Lines trace of one AI game")
    t.add_argument("game", choices=games)
    t.add_argument("--seed", type=SEED, required=True)
    t.add_argument("--seats", type=SEATS, required=True)
    t.add_argument("--spicy", action="store_true")
    t.add_argument("--ai", default="random")
    t.add_argument("--first", type=any_int, default=0, metavar="S",
                   help="the seat that starts the game (default 0)")

    s = sub.add_parser("sim", help="play many AI games and print a JSON summary")
    s.add_argument("game", choices=games)
    s.add_argument("--games", type=int_in(1, MAX_GAMES), required=True)
    s.add_argument("--seats", type=SEATS, required=True)
    s.add_argument("--ai", required=True)
    s.add_argument("--spicy", action="store_true")
    s.add_argument("--seed", type=SEED, default=0)
    s.add_argument("--jobs", type=int_in(1, max_jobs, "one per core"), default=1,
                   help="play the games in J processes (same results)")

    dm = sub.add_parser("demo", help="watch AIs play in the window, game after game")
    dm.add_argument("game", choices=windowed)
    dm.add_argument("--seed", type=any_int, default=1)
    dm.add_argument("--spicy", action="store_true")
    dm.add_argument("--speed", type=speed_arg, default=None,
                    help="animation speed factor (1 normal, 2 fast, 'instant')")
    add_window_options(dm)

    tu = sub.add_parser("tutorial", help="open a game's animated tutorial")
    tu.add_argument("game", choices=windowed)
    tu.add_argument("--step", type=positive_int, default=1, help="start at lesson K")
    add_window_options(tu)

    rp = sub.add_parser("replay", help="verify a save/replay/trace file, or export it as a trace")
    rp.add_argument("action", choices=("verify", "export"))
    rp.add_argument("file", metavar="FILE")

    d = sub.add_parser("decide", help="print one AI decision for a seat of a saved state")
    d.add_argument("game", choices=games)
    add_position(d)
    d.add_argument("--seat", type=SEAT, required=True)
    d.add_argument("--ai", required=True)
    d.add_argument("--seed", type=SEED, default=0)

    h = sub.add_parser("hint", help="print the table's hint (action and why) for a seat of a saved state")
    h.add_argument("game", choices=windowed)
    add_position(h)
    h.add_argument("--seat", type=SEAT, required=True)
    h.add_argument("--lang", default="en")

    st = sub.add_parser("stats", help="print your statistics and rating (or reset one game's)")
    st.add_argument("--json", action="store_true", help="print them as one JSON object")
    st.add_argument("--game", choices=games, default=None)
    st.add_argument("--history", type=positive_int, default=10, metavar="N",
                    help="show the last N games of each game (default 10)")
    st.add_argument("--reset", choices=games, default=None, metavar="GAME",
                    help="forget one game's statistics (needs --yes)")
    st.add_argument("--yes", action="store_true", help="confirm --reset")

    rv = sub.add_parser("review", help="judge each decision of a save/replay/trace with the AI (JSON lines)")
    rv.add_argument("file", metavar="FILE")
    rv.add_argument("--seat", type=SEAT, default=None)
    rv.add_argument("--lang", default="en")

    dl = sub.add_parser("daily", help="print today's deal (or another day's) as one JSON object")
    dl.add_argument("game", choices=windowed)
    dl.add_argument("--date", default=None, metavar="YYYY-MM-DD", help="that day's deal (UTC); default today")

    pz = sub.add_parser("puzzle", help="print a puzzle (today's, a day's or number N) and its winning move")
    pz.add_argument("game", choices=[k.name for k in kits.windowed() if getattr(k, "puzzles", None)] or games)
    which = pz.add_mutually_exclusive_group()
    which.add_argument("--date", default=None, metavar="YYYY-MM-DD", help="that day's puzzle (UTC); default today")
    which.add_argument("--id", type=positive_int, default=None, metavar="N", help="puzzle number N")

    b = sub.add_parser("bench", help="print the performance figures as one JSON object")
    b.add_argument("--quick", action="store_true", help="a shorter run (under a minute)")
    b.add_argument("--uno", metavar="PYTHON", help="a Python with rlcard: the rules' speed beside RLCard's Uno")
    return p


#: The numbers of `trace`, `sim`, `decide` and `hint`, checked before anything is built.
SEATS = int_in(1, MAX_SEATS)
SEAT = int_in(0, MAX_SEATS - 1)
SEED = int_in(-MAX_INT, MAX_INT)


@guard_output
def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
    except UsageError as e:
        return fail(str(e))
    if args.version:
        from game import DISTRIBUTION, __version__
        from game.rules import compiled
        core = "compiled" if compiled.active() else "pure"   # which rules core runs (docs/compiled-core.md)
        print(f"{DISTRIBUTION} {__version__} (rules core: {core})")
        return 0
    if args.command is None:
        from game.client.run import run_client
        return run_client(**window_options(args))
    if args.command == "demo":
        kit = kits.get(args.game)
        try:
            options = kit.game_options(option_flags(args))
        except ValueError as e:
            return fail(str(e))
        return kit.part("run_demo")(seed=args.seed, speed=args.speed, **options, **window_options(args))
    if args.command == "tutorial":
        from game.client.tutorial.cli import run_tutorial
        return run_tutorial(args.game, step=args.step, **window_options(args))
    if args.command == "replay":
        from game.cli.replay import run_replay
        return run_replay(args.action, args.file)
    if args.command == "bench":
        from game.cli.bench import main as run_bench
        return run_bench(quick=args.quick, uno=args.uno)
    if args.command == "stats":
        from game.cli.stats import run_stats
        return run_stats(args.json, args.game, args.history, args.reset, args.yes)
    if args.command == "puzzle":
        from game.cli.puzzle import run_puzzle
        return run_puzzle(args.game, args.date, args.id)
    if args.command == "daily":
        from game.cli.daily import run_daily
        return run_daily(args.game, args.date)
    if args.command == "hint":
        from game.cli.hint import run_hint
        return run_hint(args.game, args.state, args.seat, args.lang, args.record, args.ply, args.observation)
    if args.command == "review":
        from game.cli.review import run_review
        return run_review(args.file, args.seat, args.lang)
    if args.command == "decide":
        from game.cli.decide import run_decide
        return run_decide(args.game, args.state, args.seat, args.ai, args.seed, args.record, args.ply,
                          args.observation)
    from game.cli import selfplay
    try:
        levels = selfplay.parse_levels(args.ai, args.seats)
        if args.command == "trace":
            selfplay.run_trace(args.game, args.seed, args.seats, levels, args.spicy,
                               first=args.first)
        elif args.command == "sim":
            summary = selfplay.run_sim(args.game, args.games, args.seats, levels,
                                       args.spicy, args.seed, jobs=args.jobs, progress=sys.stderr)
            print(json.dumps(summary))
    except ValueError as e:
        return fail(str(e))
    return 0


def add_position(p) -> None:
    """The position `decide` and `hint` act on: exactly one of a state, a
    record at a ply (the seat's memory as at the table) or an observation."""
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--state", metavar="FILE", help="a rule-book state (no seat's memory)")
    where.add_argument("--record", metavar="FILE", help="a save, replay or trace; with --ply")
    where.add_argument("--observation", metavar="FILE", help="the seat's observation, memory included")
    p.add_argument("--ply", type=int_in(0, MAX_INT), default=None, metavar="N",
                   help="with --record: the position before the record's N-th action")


def add_window_options(p) -> None:
    """Options of every command that opens the game window."""
    p.add_argument("--frames", type=positive_int, default=None,
                   help="quit after N frames, one fixed tick each (headless runs)")
    p.add_argument("--screenshot", default=None, metavar="PATH",
                   help="save the last frame as PNG")
    p.add_argument("--lang", choices=("en", "pt", "fa"), default=None,
                   help="language for this run")


def option_flags(args) -> dict:
    """The game options given on the command line (only those set)."""
    return {"spicy": True} if getattr(args, "spicy", False) else {}


def window_options(args) -> dict:
    return {"frames": args.frames, "screenshot": args.screenshot, "lang": args.lang}
