"""`python -m game bench [--quick]`: the project's performance figures as one
JSON object (docs: README "Performance").

    {"rules":   {"rodizio": {"actions_per_s", "games_per_s"}, "foodies": {…}},
     "frames":  {"rodizio": {"mean_ms", "p99_ms", "max_ms"}, "foodies": {…},
                 "ai_thinking_max_ms", "idle_cpu_percent"},
     "startup": {"first_frame_ms"},
     "memory":  {"peak_rss_mb"}}

- rules: random play straight through the rules core (``legal_actions`` +
  the lean ``advance``, which is ``apply`` without events for legal actions;
  the Glutton's ``automatic_action`` counts as an action), per CPU-second
  (``time.process_time``), each seat count the window offers in turn
  (the kit's ``seats.client_min..client_max``: 2, 3 and 4 for both games).
- frames: an AI table with the most seats the window offers (4: ``random``
  seats, so no thinking) run one fixed
  tick per frame; the work of every frame in which the table animates (ticks
  + drawing), in CPU milliseconds of the main thread (``time.thread_time``:
  on a busy machine wall time would measure the other processes).
- ai_thinking_max_ms: the worst frame (CPU ms of its ticks + drawing) while
  ``hard`` AIs think in a live, real-time window at "instant" speed
  (Rodízio 4 seats, Foodies 2 seats).
- idle_cpu_percent: CPU used by a live window left alone on the main menu
  and on a table waiting for the human (the larger), in percent of a core.
- first_frame_ms: wall time from starting a fresh interpreter to the first
  frame on screen (a child process).
- peak_rss_mb: the peak resident memory of this process after all of it.

Everything runs headless (SDL dummy drivers) with in-memory settings and a
throwaway data folder, so nothing of the player's is read or written."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

from game import kits

#: Seconds / frames per measurement: (quick, full).
RULES_SECONDS = (2.0, 6.0)
ANIM_FRAMES = (420, 1500)
THINK_SECONDS = (4.0, 10.0)
IDLE_SECONDS = (3.0, 9.0)


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


# ---- rules core ------------------------------------------------------------------
def rules_speed(game: str, seconds: float) -> dict[str, float]:
    """Random play through the public rules API for about ``seconds`` of CPU."""
    from game import kits
    from game.rules.rng import Rng

    rules = kits.rules_module(game)
    seats = kits.get(game).seats
    counts = range(seats.client_min, seats.client_max + 1)
    # The lean path for actions known to be legal (no events); an older core
    # without it is measured through apply.
    advance = getattr(rules, "advance", None) or (lambda s, a: rules.apply(s, a)[0])
    rng = Rng.from_seed(2024)
    actions = games = 0
    seed = 0
    cpu = time.process_time
    start = cpu()
    while cpu() - start < seconds:
        seed += 1
        state = rules.new_game(seed, counts[seed % len(counts)])
        who = rules.actor(state)
        while who is not None:   # None: the game is over
            if isinstance(who, int):
                legal = rules.legal_actions(state)
                action = legal[rng.below(len(legal))]
            else:
                action = rules.automatic_action(state)
            state = advance(state, action)
            who = rules.actor(state)
            actions += 1
        games += 1
    spent = cpu() - start
    return {"actions_per_s": round(actions / spent), "games_per_s": round(games / spent, 1)}


# ---- frames ----------------------------------------------------------------------
def _bench_app(frames: int | None, on_frame: Callable[[Any, float], None],
               clock: Callable[[], float] = time.thread_time):
    """An App (in-memory settings) that reports the work of every frame:
    its ticks plus its drawing, measured by ``clock``, excluding the wait
    for the next frame."""
    from game.client.app import App
    from game.storage.settings import MemorySettingsStore

    class BenchApp(App):
        def __init__(self, **kw: Any) -> None:
            super().__init__(**kw)
            self.work = 0.0

        def _step(self) -> None:
            t0 = clock()
            super()._step()
            self.work += clock() - t0

        def _render(self) -> None:
            t0 = clock()
            super()._render()
            self.work += clock() - t0
            on_frame(self, self.work)
            self.work = 0.0

    return BenchApp(settings_store=MemorySettingsStore(), frames=frames)


def _table(app: Any, game: str, seats: list[str], seed: int = 7) -> Any:
    kit = kits.get(game)
    return kit.part("table_scene")(app, kit.part("session").make_config(seats, seed))


def _stats(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    if not ms:
        return {"mean_ms": 0.0, "p99_ms": 0.0, "max_ms": 0.0}
    p99 = ms[min(len(ms) - 1, int(0.99 * len(ms)))]
    return {"mean_ms": round(sum(ms) / len(ms), 2), "p99_ms": round(p99, 2),
            "max_ms": round(ms[-1], 2)}


def animation_frames(game: str, frames: int) -> dict[str, float]:
    """Frame cost on the fullest AI table the window offers (4 seats) while
    it animates (deal and play)."""
    ms: list[float] = []

    def on_frame(app: Any, work: float) -> None:
        scene = app.top
        if app.frame > 2 and getattr(scene, "flow", None) is not None \
                and scene.flow.timeline.busy:
            ms.append(1000 * work)

    app = _bench_app(frames, on_frame)
    app.run(lambda a: _table(a, game, ["random"] * kits.get(game).seats.client_max))
    return _stats(ms)


def _live(app: Any, first: Any, seconds: float, *, warmup: Callable[[Any], bool] | None = None
          ) -> tuple[float, float]:
    """Run ``app`` in real time on ``first`` until ``seconds`` passed after
    ``warmup(app)`` first held; (CPU seconds, wall seconds) of that part."""
    mark: list[float] = []

    original = app._step

    def step() -> None:  # every tick, whether the frame is drawn or not
        original()
        if not mark and (warmup is None or warmup(app)):
            mark.extend((time.perf_counter(), time.process_time()))
        elif mark and len(mark) == 2 and time.perf_counter() - mark[0] >= seconds:
            mark.extend((time.perf_counter(), time.process_time()))
            app.quit()

    app._step = step
    app.run(first)
    if len(mark) < 4:
        return 0.0, 1.0
    return mark[3] - mark[1], mark[2] - mark[0]


def ai_thinking(seconds: float) -> float:
    """The worst frame (ms of wall time) while a hard AI thinks, live."""
    worst = 0.0

    def on_frame(app: Any, work: float) -> None:
        nonlocal worst
        flow = getattr(app.top, "flow", None)
        if flow is not None and flow.phase == "ai" and app.frame > 5:
            worst = max(worst, 1000 * work)

    for game, seats in ((k.name, ["hard"] * k.seats.client_max) for k in kits.windowed()):
        app = _bench_app(None, on_frame)
        app.settings.anim_speed = "instant"  # no animation between decisions: all thinking
        _live(app, lambda a, g=game, s=seats: _table(a, g, s), seconds / 2)
    return round(worst, 2)


def idle_cpu(seconds: float) -> float:
    """CPU percent of one core: the live window on the main menu, and on each
    game's fullest table (4 seats) waiting for the human (from a second after the turn
    began, once the deal's last effects are over); the largest."""
    app = _bench_app(None, lambda a, w: None)
    cpu, wall = _live(app, None, seconds / 3, warmup=lambda a: a.frame > 30)
    results = [100 * cpu / wall]
    for game in (k.name for k in kits.windowed()):
        since: dict[str, int] = {}

        def waiting(a: Any) -> bool:
            flow = getattr(a.top, "flow", None)
            if flow is None or flow.phase != "human":
                return False
            return a.tick - since.setdefault("tick", a.tick) >= a.TICK_HZ

        app = _bench_app(None, lambda a, w: None)
        others = ["random"] * (kits.get(game).seats.client_max - 1)
        cpu, wall = _live(app, lambda a, g=game: _table(a, g, ["human", *others]),
                          seconds / 3, warmup=waiting)
        results.append(100 * cpu / wall)
    return round(max(results), 1)


# ---- startup ---------------------------------------------------------------------
_CHILD = """
import sys, time
from game.client.app import App
from game.storage.settings import MemorySettingsStore
class A(App):
    def _render(self):
        super()._render()
        print(repr(time.time()), flush=True)
sys.exit(A(settings_store=MemorySettingsStore(), frames=1).run())
"""


def first_frame_ms(runs: int = 3) -> float:
    """Fresh interpreter to first frame, wall time, best of ``runs``."""
    best = float("inf")
    for _ in range(runs):
        t0 = time.time()
        out = subprocess.run([sys.executable, "-c", _CHILD], capture_output=True, text=True,
                             env=dict(os.environ), check=True).stdout
        best = min(best, 1000 * (float(out.split()[0]) - t0))
    return round(best, 1)


def peak_rss_mb() -> float:
    import resource
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(kb / (1024 * 1024) if sys.platform == "darwin" else kb / 1024, 1)


# ---- all -------------------------------------------------------------------------
def run_bench(quick: bool = False) -> dict[str, Any]:
    """Every figure; ``quick`` keeps the whole run under a minute."""
    _headless()
    q = 0 if quick else 1
    home = tempfile.TemporaryDirectory(prefix="bench-home-")
    os.environ["RODIZIO_FOODIES_HOME"] = home.name
    try:
        rules = {g: rules_speed(g, RULES_SECONDS[q]) for g in kits.names()}
        startup = {"first_frame_ms": first_frame_ms(2 if quick else 5)}
        import pygame
        frames: dict[str, Any] = {g: animation_frames(g, ANIM_FRAMES[q])
                                  for g in (k.name for k in kits.windowed())}
        frames["ai_thinking_max_ms"] = ai_thinking(THINK_SECONDS[q])
        frames["idle_cpu_percent"] = idle_cpu(IDLE_SECONDS[q])
        pygame.quit()
    finally:
        home.cleanup()
    return {"rules": rules, "frames": frames, "startup": startup,
            "memory": {"peak_rss_mb": peak_rss_mb()}}


def main(quick: bool = False) -> int:
    print(json.dumps(run_bench(quick)))
    return 0
