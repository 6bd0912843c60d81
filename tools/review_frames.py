"""How the review screen spreads its work over frames: the CPU time of each
frame's review work, as a live window runs it.

    python tools/review_frames.py [--game rodizio foodies] [--seats 2 3 4] [--seed S]

For each game and seat count it plays one AI game (seat 0 `random`, the
others `hard`: a player with mistakes to find), opens ``ReviewScene`` on
its record in a live-mode App (no ``--frames``: the scene slices by CPU
time, ``job.REVIEW_SLICE_SECONDS`` per frame) and calls the scene's
``update`` once per frame, as the window's loop does at 60 Hz, until the
summary shows. It prints, per review, the frames it took, the thread CPU
time (``time.thread_time``) of the worst frame's ``update``, the 99th
percentile and the mean, the largest single engine unit, and the whole
review's CPU time. Run it with ``nice -n 10`` on a shared machine; the
figures are CPU time, so other jobs slow the wall clock but hardly these."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def ai_record(game: str, seats: int, seed: int):
    """A whole AI game as the window records it, seat 0 the human (played at random)."""
    from game import kits
    from game.ai.match import play_match
    from game.storage.saves import Record
    kit = kits.get(game)
    rules, session = kit.rules_module(), kit.part("session")
    levels = ["random"] + ["hard"] * (seats - 1)
    state = rules.new_game(seed, seats)
    match = play_match(rules, state, [kits.make_agent(game, lv) for lv in levels], seed)
    names = [{"player": "human" if i == 0 else lv, "name": "You" if i == 0 else f"CPU {i + 1}"}
             for i, lv in enumerate(levels)]
    rec = Record(game=game, seats=names, seed=seed, initial_state=rules.to_json(state),
                 options=session.record_options(session.make_config(["human"] + levels[1:], seed)))
    for st in match.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(match.final)
    return rec


def measure(game: str, seats: int, seed: int) -> dict:
    from game.client.app import App
    from game.client.review import ReviewScene
    from game.storage.settings import MemorySettingsStore
    rec = ai_record(game, seats, seed)
    app = App(settings_store=MemorySettingsStore())
    scene = ReviewScene(app, rec)
    app.push(scene)
    frames = []
    t0 = time.thread_time()
    while scene.stage == "working":
        app.frame += 1
        start = time.thread_time()
        scene.update(app.DT)
        frames.append(time.thread_time() - start)
    total = time.thread_time() - t0
    frames.sort()
    ms = lambda s: round(1000 * s, 2)  # noqa: E731
    return {"game": game, "seats": seats, "seed": seed, "decisions": scene.job.review.total,
            "judged": len(scene.decisions), "frames": len(frames), "worst_frame_ms": ms(frames[-1]),
            "p99_frame_ms": ms(frames[int(0.99 * (len(frames) - 1))]), "mean_frame_ms": ms(sum(frames) / len(frames)),
            "worst_unit_ms": ms(scene.job.worst_unit), "cpu_s": round(total, 2),
            "wall_at_60hz_s": round(len(frames) / 60, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", nargs="+", default=None, help="default: every windowed game with a coach")
    ap.add_argument("--seats", nargs="+", type=int, default=[2, 3, 4])
    ap.add_argument("--seed", nargs="+", type=int, default=[1])
    args = ap.parse_args(argv)
    if args.game is None:
        from game import kits
        from game.kits.coaching import has_coach
        args.game = [k.name for k in kits.windowed() if has_coach(k.name)]
    print("game     seats seed decisions frames  worst ms  p99 ms  mean ms  unit ms  cpu s  at 60 Hz")
    for game in args.game:
        for seats in args.seats:
            for seed in args.seed:
                r = measure(game, seats, seed)
                print(f"{r['game']:<8} {r['seats']:>5} {r['seed']:>4} {r['decisions']:>9} {r['frames']:>6} "
                      f"{r['worst_frame_ms']:>9} {r['p99_frame_ms']:>7} {r['mean_frame_ms']:>8} "
                      f"{r['worst_unit_ms']:>8} {r['cpu_s']:>6} {r['wall_at_60hz_s']:>8} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
