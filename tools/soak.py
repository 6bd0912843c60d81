"""Soak test: the seeded monkey (tools/monkey.py) for a long time, with
the rules checked after every tick and every autosave replayed.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/soak.py --events 100000 [--seed S]

Checks, besides "no scene error, no input error, no ERROR log":
- rules invariants of every table on the stack whenever its state changes:
  the JSON round-trips exactly (`to_json(from_json(j)) == j`); a finished
  game has no one to move and an unfinished one has a mover; a seat to
  move has legal actions; every card id is distinct within its kind and
  each kind's card count never changes during a game;
- every autosave replays: whenever `saves/autosave.json` changed, it must
  load through the verifying loader (`SaveStore.load`: every action
  re-applied) — a file moved aside is a failure;
- every kept replay verifies (`replays.verify_file`) at the end.

Runs in a throwaway data folder (`--home` to keep one). Prints one line
per session and a summary; exit status 1 naming the seed and session on
the first failure, 0 otherwise."""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import weakref
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


class Invariants:
    """Per-tick rules checks (see the module doc); `problems` collects them."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.checked = 0
        self._last: dict[int, Any] = {}      # id(flow) -> last state json seen
        self._counts: dict[Any, dict] = {}   # (id(flow), game, seats) -> card kind -> count

    def __call__(self, app: Any) -> None:
        for scene in app.stack:
            flow = getattr(scene, "flow", None)
            rules, state = getattr(flow, "rules", None), getattr(flow, "state", None)
            sj = rules.to_json(state) if rules is not None and state is not None else None   # the protocol's
            if not isinstance(sj, dict) or self._last.get(id(flow)) is sj:
                continue
            if id(flow) not in self._last:
                # ids are reused once an object dies: forget a dead flow's entries
                try:
                    weakref.finalize(flow, self._forget, id(flow))
                except TypeError:
                    pass
            self._last[id(flow)] = sj
            try:
                self.check_state((id(flow), sj.get("game"), sj.get("seats")), sj)
            except Exception as e:  # noqa: BLE001 — a broken invariant or a crash in the rules
                self.problems.append(f"tick {app.tick}, {type(scene).__name__}: {type(e).__name__}: {e}")

    def _forget(self, key: int) -> None:
        self._last.pop(key, None)
        for k in [k for k in self._counts if k[0] == key]:
            del self._counts[k]

    def check_state(self, key: Any, sj: dict) -> None:
        from game import kits
        rules = kits.rules_module(sj["game"])
        state = rules.from_json(sj)
        if rules.to_json(state) != sj:
            raise AssertionError("the state JSON does not round-trip")
        mover, res = rules.actor(state), rules.result(state)
        if (mover is None) != (res is not None):
            raise AssertionError(f"mover {mover!r} but result {res!r}")
        if isinstance(mover, int) and not rules.legal_actions(state):
            raise AssertionError(f"seat {mover} is to move with no legal action")
        counts = card_counts(sj)
        before = self._counts.setdefault(key, counts)
        if counts != before:
            raise AssertionError(f"card counts changed: {before} -> {counts}")
        self.checked += 1


def card_counts(sj: Any) -> dict[str, int]:
    """Cards (dicts with an "id") per kind (their key set); AssertionError if
    an id repeats within a kind."""
    ids: dict[str, set] = {}
    counts: dict[str, int] = {}
    stack = [sj]
    while stack:
        o = stack.pop()
        if isinstance(o, dict):
            if "id" in o:
                kind = ",".join(sorted(o))
                if o["id"] in ids.setdefault(kind, set()):
                    raise AssertionError(f"card {o['id']} ({kind}) appears twice")
                ids[kind].add(o["id"])
                counts[kind] = counts.get(kind, 0) + 1
                continue
            stack.extend(o.values())
        elif isinstance(o, list):
            stack.extend(o)
    # Only kinds present from the deal on (ingredients, pizzas) must be conserved;
    # recipes leave play when served.
    return {k: v for k, v in counts.items() if "needs" not in k}


class AutosaveWatch:
    """Loads the autosave through the verifying loader whenever it changed."""

    def __init__(self) -> None:
        from game.storage.saves import SaveStore
        self.store = SaveStore()
        self.stamp: Any = None
        self.loaded = 0
        self.problems: list[str] = []

    def __call__(self, app: Any = None) -> None:
        try:
            st = os.stat(self.store.path)
            stamp = (st.st_mtime_ns, st.st_size, st.st_ino)
        except OSError:
            return
        if stamp == self.stamp:
            return
        self.stamp = stamp
        rec, msg = self.store.load()
        if msg is not None:
            self.problems.append(f"the autosave did not replay: {msg}")
        elif rec is not None:
            self.loaded += 1


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--events", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=int(time.time()) % 1_000_000)
    p.add_argument("--per-session", type=int, default=3000)
    p.add_argument("--home", default=None, help="data folder to use (default: a temporary one)")
    args = p.parse_args(argv)
    home = args.home or tempfile.mkdtemp(prefix="soak-")
    os.environ["RODIZIO_FOODIES_HOME"] = home

    import monkey as M  # tools/monkey.py, beside this script
    from game.storage import replays
    from game.storage.replays import ReplayStore

    inv = Invariants()
    watch = AutosaveWatch()

    def on_tick(app: Any) -> None:
        inv(app)
        if app.tick % 30 == 0:
            watch(app)

    said = {"n": 0}

    def after(s: Any) -> None:
        watch()
        new = s.errors + (inv.problems + watch.problems)[said["n"]:]
        said["n"] = len(inv.problems) + len(watch.problems)
        print(f"{'FAIL' if new else 'ok':4} {s.entry:20} seed {s.seed:10}  {s.events:6} events "
              f"{s.ticks:6} ticks  {len(s.seen)} scenes", flush=True)
        for line in new[:3]:
            print("     " + line.strip().replace("\n", "\n     ")[:3000], flush=True)

    print(f"soak: seed {args.seed}, {args.events} events, data in {home}", flush=True)
    t0 = time.process_time()
    M.keep_sample_replays(args.seed)
    report = M.run_sessions(args.seed, args.events, per_session=args.per_session, on_tick=on_tick,
                            after=after)
    failures = []
    if report.failures:
        try:
            M.check(report)
        except AssertionError as e:
            failures.append(str(e))
    failures += inv.problems + watch.problems
    verified = 0
    for path in ReplayStore().list():
        try:
            v = replays.verify_file(path)
        except Exception as e:  # noqa: BLE001
            failures.append(f"replay {path.name} unreadable: {e}")
            continue
        if not v.ok:
            failures.append(f"replay {path.name}: {v.message}")
        verified += 1
    print(f"soak: {report.events} events in {len(report.sessions)} sessions, {len(report.seen)} scenes seen, "
          f"{inv.checked} states checked, {watch.loaded} autosaves replayed, {verified} replays verified, "
          f"{time.process_time() - t0:.0f} s CPU")
    if failures:
        print(f"soak FAILED (seed {args.seed}): {len(failures)} problem(s); first:\n{failures[0]}")
        return 1
    print("soak: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
