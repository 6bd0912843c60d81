"""`python -m game bench [--quick] [--uno PYTHON]`: the project's performance
figures as one JSON object (docs: README "Performance").

    {"load_average": [1, 5, 15 min],
     "rules":   {"core": "pure" | "compiled", "rounds",
                 "rodizio": {"actions_per_s", "games_per_s"}, "foodies": {…},
                 "uno": {"actions_per_s", "python"},        (when RLCard is there)
                 "vs_uno": {"rodizio", "foodies"}},          (ratios, same rounds)
     "frames":  {"rodizio": {"mean_ms", "p99_ms", "max_ms", "p99_vs_floor"}, "foodies": {…},
                 "sprite_floor": {"mean_ms", "p99_ms", "max_ms"},
                 "ai_thinking_max_ms", "ai_thinking_slice_max_ms", "ai_thinking_frames",
                 "ai_thinking_frames_asked", "ai_thinking_frames_over_16ms",
                 "ai_thinking_longest", "idle_cpu_percent",
                 "resting_cpu_percent"},
     "display": {"driver", "idle_cpu_percent", "resting_cpu_percent", "peak_rss_mb"} | null,
     "startup": {"first_frame_cpu_ms", "first_frame_ms", "bare_pygame_cpu_ms", "vs_bare_pygame"},
     "memory":  {"peak_rss_mb"},
     "coach":   {game: {"review": {"cpu_s", "budget_s", "vs_budget", "games"},
                         "hint": {"level", "hints", "think_ms", "reason_ms"}}}

- rules: random play straight through the rules core (``legal_actions`` +
  the lean ``advance``, which is ``apply`` without events for legal actions;
  the player picks with ``random.Random``, as the Uno side does;
  the Glutton's ``automatic_action`` counts as an action), per CPU-second
  (``time.process_time``), each seat count the window offers in turn
  (the kit's ``seats.client_min..client_max``: 2, 3 and 4 for both games); ``core`` says whether
  the compiled build ran (game/rules/compiled.py). In interleaved rounds
  with RLCard's Uno environment doing random play in a child process —
  the Python given by ``--uno``, else this one if it can import ``rlcard``
  (not a dependency: docs/compiled-core.md) — the medians, and their ratio
  to Uno's (``vs_uno``). The machine's speed drifts, so only ratios from
  one run compare.
- frames: an AI table with the most seats the window offers (4: ``random``
  seats, so no thinking) run one fixed
  tick per frame; the work of every frame in which the table animates (ticks
  + drawing), in CPU milliseconds of the main thread (``time.thread_time``:
  on a busy machine wall time would measure the other processes).
  ``sprite_floor``: the same window drawing a background and 40 moving
  card sprites (the real card art: Rodízio's faces and back at the
  table's card size), measured the same way just before each table: what any
  table frame costs at least; ``p99_vs_floor`` is the table's p99 over it.
- ai_thinking_max_ms: the worst frame (CPU ms of its ticks, its drawing and
  the thinking after it) while ``hard`` AIs think in a live, real-time
  window at "instant" speed (each game's fullest table; a finished game is
  followed by the next), the frame that plays the decided move included; ``ai_thinking_slice_max_ms`` the
  most any of those frames thought; how many frames there were (at least
  2,000; ``--quick``: 300, as ``ai_thinking_frames_asked`` says), how many
  passed 16 ms, and the five longest with what they did
  (``ai_thinking_longest``).
- idle_cpu_percent: CPU used by a live window left alone on the main menu
  and on a table waiting for the human (the larger), in percent of a core,
  once it has settled (App.SETTLE_SECONDS without input: pulses rest and
  nothing is redrawn); ``resting_cpu_percent`` the same in the seconds
  before, while the focus ring still breathes.
- display: with ``DISPLAY`` set (e.g. under ``xvfb-run``), the idle figure
  again in a child process drawing to the real display, and that child's
  peak resident memory; null without a display.
- first_frame_cpu_ms / first_frame_ms: CPU time / wall time from starting a
  fresh interpreter to the first frame on screen (a child process; best of
  several starts, the first of which compiles the catalogs);
  ``bare_pygame_cpu_ms`` the same for a process that only imports pygame,
  opens a window the App's size and flips it once (interleaved with the
  game's starts), and ``vs_bare_pygame`` their ratio.
- peak_rss_mb: the peak resident memory of this process after all of it.
- coach: the coach's review of a full game, in CPU seconds, the worst of
  the games timed (the fullest table; ``--quick``: only that one) and its
  ratio to the budget the game's coach module states (issue #26: 3 s
  Rodízio, 10 s Foodies); the hint's thinking and reason per decision, in
  CPU ms (``coach_figures``).

Everything except ``display`` runs headless (SDL dummy drivers), and all of
it with in-memory settings and a throwaway data folder, so nothing of the
player's is read or written."""
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
RULES_ROUNDS = ((3, 0.7), (6, 1.0))   # (rounds, CPU seconds per game per round)
ANIM_FRAMES = (420, 1500)
FLOOR_FRAMES = (240, 600)
THINK_FRAMES = (300, 2000)   # frames sampled while hard AIs think (quick: fewer, said in the JSON)
IDLE_SECONDS = (3.0, 9.0)


def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"


# ---- rules core ------------------------------------------------------------------
def rules_speed(game: str, seconds: float) -> dict[str, float]:
    """Random play through the public rules API for about ``seconds`` of CPU.

    The player picks with ``random.Random(2024).randrange``, as the Uno
    side does (``_UNO_CHILD``): both sides' players cost the same, so the
    ratio compares the games."""
    import random

    from game import kits

    rules = kits.rules_module(game)
    seats = kits.get(game).seats
    counts = range(seats.client_min, seats.client_max + 1)
    # The lean path for actions known to be legal (no events); an older core
    # without it is measured through apply.
    advance = getattr(rules, "advance", None) or (lambda s, a: rules.apply(s, a)[0])
    rng = random.Random(2024)
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
                action = legal[rng.randrange(len(legal))]
            else:
                action = rules.automatic_action(state)
            state = advance(state, action)
            actions += 1
            who = rules.actor(state)
        games += 1
    spent = cpu() - start
    return {"actions_per_s": round(actions / spent), "games_per_s": round(games / spent, 1)}


#: The Uno side of the comparison, run by the Python that has RLCard: random
#: legal moves through the environment's public API, steps per CPU-second
#: for the seconds read from each input line.
_UNO_CHILD = r"""
import random, sys, time
import rlcard
env = rlcard.make("uno", config={"seed": 2024})
rng = random.Random(2024)
print("ready", flush=True)
for line in sys.stdin:
    seconds, steps = float(line), 0
    cpu = time.process_time
    start = cpu()
    while cpu() - start < seconds:
        state, _ = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[rng.randrange(len(legal))])
            steps += 1
    print(round(steps / (cpu() - start)), flush=True)
"""


def uno_python(given: str | None) -> str | None:
    """The Python to measure Uno with: ``given``, else this one when it can
    import rlcard, else None."""
    if given:
        return given
    import importlib.util
    return sys.executable if importlib.util.find_spec("rlcard") is not None else None


class _Uno:
    """RLCard's Uno, measured in a child process between our rounds."""

    def __init__(self, python: str) -> None:
        self.python = python
        try:
            self.proc = subprocess.Popen([python, "-c", _UNO_CHILD], stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        except OSError as e:
            raise RuntimeError(f"cannot run {python}: {e.strerror or e}") from None
        assert self.proc.stdout is not None
        if self.proc.stdout.readline().strip() != "ready":
            last = (self.proc.communicate()[1].strip().splitlines() or ["no output"])[-1]
            raise RuntimeError(f"{python} cannot run RLCard's Uno ({last})")

    def round(self, seconds: float) -> int:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(f"{seconds}\n")
        self.proc.stdin.flush()
        return int(self.proc.stdout.readline())

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def rules_figures(rounds: int, seconds: float, uno: str | None) -> dict[str, Any]:
    """Interleaved rounds of each game (and Uno, when ``uno`` names a Python
    with RLCard); the medians of the rounds, and the ratios to Uno's."""
    import statistics

    from game.rules import compiled

    games = list(kits.names())
    runs: dict[str, list[dict[str, float]]] = {g: [] for g in games}
    uno_runs: list[int] = []
    child = _Uno(uno) if uno else None
    try:
        for _ in range(rounds):
            for i, g in enumerate(games):
                runs[g].append(rules_speed(g, seconds))
                if child is not None and i == 0:  # Uno between our games, each round
                    uno_runs.append(child.round(seconds))
    finally:
        if child is not None:
            child.close()
    out: dict[str, Any] = {"core": "compiled" if compiled.active() else "pure", "rounds": rounds}
    for g in games:
        out[g] = {"actions_per_s": round(statistics.median(r["actions_per_s"] for r in runs[g])),
                  "games_per_s": round(statistics.median(r["games_per_s"] for r in runs[g]), 1)}
    if child is not None:
        u = round(statistics.median(uno_runs))
        out["uno"] = {"actions_per_s": u, "python": uno}
        out["vs_uno"] = {g: round(out[g]["actions_per_s"] / u, 2) for g in games}
    return out


# ---- frames ----------------------------------------------------------------------
def _bench_app(frames: int | None, on_frame: Callable[[Any, float], None],
               clock: Callable[[], float] = time.thread_time):
    """An App (in-memory settings) that reports the work of every drawn
    frame: its ticks, its drawing and the AIs' thinking after it (a live
    window's), measured by ``clock``, excluding the wait for the next
    frame (a frame not drawn adds its work to the next one)."""
    from game.client.app import App
    from game.storage.settings import MemorySettingsStore

    class BenchApp(App):
        def __init__(self, **kw: Any) -> None:
            super().__init__(**kw)
            self.work = 0.0
            self.draw_work = 0.0   # the drawing's part of the last frame
            self.drawn = False
            # A table's autosave off the window's thread, as a player's live window writes it.
            self.autosave_off_thread = True

        def _step(self) -> None:
            t0 = clock()
            super()._step()
            self.work += clock() - t0

        def _render(self) -> None:
            t0 = clock()
            super()._render()
            self.draw_work = clock() - t0
            self.work += self.draw_work
            self.drawn = True

        def _think(self) -> None:
            t0 = clock()
            super()._think()
            self.work += clock() - t0
            if self.drawn:
                on_frame(self, self.work)
                self.work = 0.0
                self.drawn = False

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


#: The cards the sprite floor draws, and their size (a Rodízio table card).
FLOOR_SPRITES = 40
FLOOR_CARD = (120, 168)


def floor_cards() -> list[Any]:
    """The sprite floor's cards: the real card art — each Rodízio face and
    its back, as the table draws them (per-pixel alpha, the table's size)."""
    from game.client.rodizio.card_art import CardArt
    from game.rules.rodizio.cards import deck

    art = CardArt({c.id: c.to_json() for c in deck()})
    return [art.face(c.id, FLOOR_CARD) for c in deck()] + [art.back(FLOOR_CARD)]


def sprite_floor(frames: int) -> dict[str, float]:
    """Frame cost of the App drawing an opaque background and 40 moving card
    sprites (the real card images, per-pixel alpha), measured like
    ``animation_frames``."""
    import pygame

    from game.client.scene import Scene

    ms: list[float] = []

    class Sprites(Scene):
        def __init__(self, app: Any) -> None:
            super().__init__(app)
            w, h = app.SIZE
            self.background = pygame.Surface((w, h)).convert()
            self.background.fill((30, 60, 40))
            self.cards = floor_cards()
            self.t = 0

        def update(self, dt: float) -> None:
            self.t += 1

        def redraw_every(self) -> int:
            return 1

        def draw(self, surface: Any) -> None:
            surface.blit(self.background, (0, 0))
            w, h = surface.get_size()
            for i in range(FLOOR_SPRITES):
                x = (i * 97 + self.t * (1 + i % 3)) % (w - FLOOR_CARD[0])
                y = (i * 53 + self.t * (1 + i % 2)) % (h - FLOOR_CARD[1])
                surface.blit(self.cards[i % len(self.cards)], (x, y))

    def on_frame(app: Any, work: float) -> None:
        if app.frame > 2:
            ms.append(1000 * work)

    app = _bench_app(frames, on_frame)
    app.run(Sprites)
    return _stats(ms)


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


def ai_thinking(frames: int, cap_seconds: float = 240.0) -> dict[str, Any]:
    """Frames while hard AIs think, live, at least ``frames`` of them (half
    per windowed game; a finished game is followed by a new one), or what
    ``cap_seconds`` of wall time per game gave (each table's first five
    frames, its start, are not counted): the worst frame (CPU ms of
    its ticks, drawing and thinking), the most any of them spent thinking, how many
    passed 16 ms, and the five longest with what they did
    (``ai_thinking_longest``: ms, thinking ms, drawing ms, whether the frame
    played a decided move)."""
    from game.client.ai_driver import frame_budget

    worst = {"frame": 0.0, "slice": 0.0, "frames": 0, "over": 0}
    longest: list[dict[str, Any]] = []
    windowed = list(kits.windowed())
    for kit in windowed:
        game, seats = kit.name, ["hard"] * kit.seats.client_max
        wanted = worst["frames"] + -(-frames // len(windowed))
        seen = {"state": None, "ai": False, "seed": 7, "since": 0}   # since: the table's first frame

        def on_frame(app: Any, work: float) -> None:
            flow = getattr(app.top, "flow", None)
            if flow is None:
                return
            played = seen["state"] is not None and flow.state is not seen["state"]
            if (flow.phase == "ai" or seen["ai"]) and app.frame > seen["since"] + 5:   # not a table's start
                ms = 1000 * work
                worst["frame"] = max(worst["frame"], ms)
                worst["slice"] = max(worst["slice"], 1000 * frame_budget.thought)
                worst["frames"] += 1
                worst["over"] += work > 0.016
                longest.append({"ms": round(ms, 2), "thought_ms": round(1000 * frame_budget.thought, 2),
                                "draw_ms": round(1000 * app.draw_work, 2), "played_move": played,
                                "game": game})
                longest.sort(key=lambda f: -f["ms"])
                del longest[5:]
            seen["state"], seen["ai"] = flow.state, flow.phase == "ai"

        app = _bench_app(None, on_frame)
        app.settings.anim_speed = "instant"  # no animation between decisions: all thinking
        step = app._step
        started = time.perf_counter()

        def counted_step(app: Any = app, step: Callable[[], None] = step, wanted: int = wanted,
                         started: float = started, game: str = game, seats: list = seats,
                         seen: dict = seen) -> None:
            step()
            if worst["frames"] >= wanted or time.perf_counter() - started > cap_seconds:
                app.quit()
                return
            flow = getattr(app.top, "flow", None)
            if flow is None or flow.phase == "over":   # the game ended: the next one
                seen["seed"] += 1
                seen["state"], seen["ai"], seen["since"] = None, False, app.frame
                app.replace(_table(app, game, seats, seen["seed"]))

        app._step = counted_step
        app.run(lambda a, g=game, s=seats: _table(a, g, s))
    return {"ai_thinking_max_ms": round(worst["frame"], 2),
            "ai_thinking_slice_max_ms": round(worst["slice"], 2),
            "ai_thinking_frames": worst["frames"], "ai_thinking_frames_asked": frames,
            "ai_thinking_frames_over_16ms": worst["over"], "ai_thinking_longest": longest}


def idle_cpu(seconds: float) -> dict[str, float]:
    """CPU percent of one core, the largest over the live window on the main
    menu and on each game's fullest table (4 seats) waiting for the human
    (from a second after the turn began, once the deal's last effects are
    over): ``idle_cpu_percent`` once the window has settled (no input for
    App.SETTLE_SECONDS: pulses rest, nothing is drawn) and
    ``resting_cpu_percent`` before that, while the focus still breathes."""
    from game.client.anim import motion

    def screens() -> list[tuple[Any, Callable[[Any], bool]]]:
        out: list[tuple[Any, Callable[[Any], bool]]] = [(None, lambda a: a.frame > 30)]
        for game in (k.name for k in kits.windowed()):
            since: dict[str, int] = {}

            def waiting(a: Any, since: dict = since) -> bool:
                flow = getattr(a.top, "flow", None)
                if flow is None or flow.phase != "human":
                    return False
                return a.tick - since.setdefault("tick", a.tick) >= a.TICK_HZ

            others = ["random"] * (kits.get(game).seats.client_max - 1)
            out.append((lambda a, g=game, o=others: _table(a, g, ["human", *o]), waiting))
        return out

    resting, settled = [], []
    for first, ready in screens():
        for into, warm in ((resting, ready), (settled, lambda a, r=ready: r(a) and motion.settled)):
            cpu, wall = _live(_bench_app(None, lambda a, w: None), first, seconds / 3, warmup=warm)
            into.append(100 * cpu / wall)
    return {"idle_cpu_percent": round(max(settled), 1), "resting_cpu_percent": round(max(resting), 1)}


# ---- the real display ---------------------------------------------------------------
def display_figures(seconds: float) -> dict[str, Any] | None:
    """Idle CPU and peak memory of a window on the real display (``DISPLAY``),
    in a child process; None without a display."""
    if not os.environ.get("DISPLAY"):
        return None
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env["SDL_AUDIODRIVER"] = "dummy"
    code = ("import json, sys; from game.cli import bench; "
            f"print(json.dumps(bench._display_child({seconds!r})))")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=600)
    if run.returncode != 0:
        return {"error": (run.stderr.strip().splitlines() or ["failed"])[-1]}
    return json.loads(run.stdout.strip().splitlines()[-1])


def _display_child(seconds: float) -> dict[str, Any]:
    import pygame

    idle = idle_cpu(seconds)
    driver = pygame.display.get_driver() if pygame.display.get_init() else None
    return {"driver": driver, **idle, "peak_rss_mb": peak_rss_mb(own=True)}


# ---- startup ---------------------------------------------------------------------
_CHILD = """
import sys, time
from game.client.app import App
from game.storage.settings import MemorySettingsStore
class A(App):
    def _render(self):
        super()._render()
        print(repr(time.time()), repr(time.process_time()), flush=True)
sys.exit(A(settings_store=MemorySettingsStore(), frames=1).run())
"""


#: A bare pygame-ce window's first frame: the interpreter, pygame, a window
#: the App's size and one flip (what any pygame game pays at least).
_BARE_CHILD = """
import os, sys, time
os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
import pygame
pygame.display.init()
pygame.font.init()
window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
window.fill((20, 20, 20))
pygame.display.flip()
print(repr(time.time()), repr(time.process_time()), flush=True)
"""


def first_frame(runs: int = 3) -> dict[str, float]:
    """Fresh interpreter to first frame: CPU and wall time, best of ``runs``
    (the first start compiles the catalogs into the throwaway home), and
    the same for a bare pygame-ce window (``bare_pygame_cpu_ms``), the two
    interleaved; ``vs_bare_pygame``: the ratio of their CPU times."""
    cpu = wall = bare = float("inf")
    for _ in range(runs):
        for code in (_CHILD, _BARE_CHILD):
            t0 = time.time()
            out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 env=dict(os.environ), check=True).stdout.splitlines()[-1].split()
            if code is _BARE_CHILD:
                bare = min(bare, 1000 * float(out[1]))
                continue
            wall = min(wall, 1000 * (float(out[0]) - t0))
            cpu = min(cpu, 1000 * float(out[1]))
    return {"first_frame_cpu_ms": round(cpu, 1), "first_frame_ms": round(wall, 1),
            "bare_pygame_cpu_ms": round(bare, 1), "vs_bare_pygame": round(cpu / bare, 2)}


def peak_rss_mb(own: bool = False) -> float:
    """Peak resident memory. ``own``: of this process alone — Linux's
    ``ru_maxrss`` of a child process also counts its parent's memory at
    the fork, so a child reads its own high-water mark (``VmHWM``)."""
    if own:
        try:
            with open("/proc/self/status", encoding="ascii") as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        return round(int(line.split()[1]) / 1024, 1)
        except OSError:
            pass
    import resource
    kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(kb / (1024 * 1024) if sys.platform == "darwin" else kb / 1024, 1)


# ---- the coach ------------------------------------------------------------------
#: Seeds of the games the review is timed on, and games the hint is timed
#: over: (quick, full). Quick reviews the window's fullest table only (the
#: most decisions: Foodies' longest review), full every seat count it offers.
REVIEW_SEEDS = ((1,), (1, 2))
HINT_GAMES = (1, 2)


def coach_figures(quick: bool) -> dict[str, Any] | None:
    """The coach's costs for each windowed game that has a coach (None when
    none has): ``review`` — CPU seconds (``time.process_time``) of reviewing
    every decision of one full ``hard``/``normal`` game
    (`game.kits.coaching.bench_review`), the worst of the games timed, beside
    the coach module's ``REVIEW_CPU_SECONDS`` budget when it states one, and
    each game timed; ``hint`` — the hint level's thinking (``think_ms``) and
    its checked reason (``reason_ms``) per decision, mean and p95
    (`game.kits.coaching.bench_hint`, 2 seats)."""
    from game.kits import coaching

    q = 0 if quick else 1
    out: dict[str, Any] = {}
    for kit in kits.windowed():
        if not coaching.has_coach(kit.name):
            continue
        seats = [kit.seats.client_max] if quick else \
            list(range(kit.seats.client_min, kit.seats.client_max + 1))
        games = [coaching.bench_review(kit.name, n, seed=seed)
                 for n in seats for seed in REVIEW_SEEDS[q]]
        worst = max(g["cpu_seconds"] for g in games)
        budget = getattr(coaching.coach_module(kit.name), "REVIEW_CPU_SECONDS", None)
        review: dict[str, Any] = {"cpu_s": worst, "budget_s": budget,
                                  "vs_budget": round(worst / budget, 2) if budget else None,
                                  "games": [{k: g[k] for k in ("seats", "seed", "decisions", "cpu_seconds")}
                                            for g in games]}
        hint = coaching.bench_hint(kit.name, 2, games=HINT_GAMES[q])
        out[kit.name] = {"review": review,
                         "hint": {k: hint[k] for k in ("level", "hints", "think_ms", "reason_ms")}}
    return out or None


# ---- all -------------------------------------------------------------------------
def run_bench(quick: bool = False, uno: str | None = None) -> dict[str, Any]:
    """Every figure; ``quick`` keeps the whole run under a minute (a bit
    more with Uno); ``uno`` is a Python that can import RLCard."""
    load = [round(x, 2) for x in os.getloadavg()] if hasattr(os, "getloadavg") else None
    _headless()
    q = 0 if quick else 1
    home = tempfile.TemporaryDirectory(prefix="bench-home-")
    os.environ["RODIZIO_FOODIES_HOME"] = home.name
    try:
        rounds, seconds = RULES_ROUNDS[q]
        rules = rules_figures(rounds, seconds, uno_python(uno))
        startup = first_frame(3 if quick else 6)
        import pygame
        frames: dict[str, Any] = {}
        floor: list[dict[str, float]] = []
        for g in (k.name for k in kits.windowed()):
            floor.append(sprite_floor(FLOOR_FRAMES[q]))
            frames[g] = animation_frames(g, ANIM_FRAMES[q])
        frames["sprite_floor"] = min(floor, key=lambda f: f["p99_ms"])
        for g in (k.name for k in kits.windowed()):
            p99 = frames["sprite_floor"]["p99_ms"]
            frames[g]["p99_vs_floor"] = round(frames[g]["p99_ms"] / p99, 2) if p99 else None
        frames.update(ai_thinking(THINK_FRAMES[q]))
        frames.update(idle_cpu(IDLE_SECONDS[q]))
        pygame.quit()
        display = display_figures(IDLE_SECONDS[q])
        coach = coach_figures(quick)
    finally:
        home.cleanup()
    return {"load_average": load, "rules": rules, "frames": frames, "display": display,
            "startup": startup, "memory": {"peak_rss_mb": peak_rss_mb()}, "coach": coach}


def main(quick: bool = False, uno: str | None = None) -> int:
    try:
        figures = run_bench(quick, uno)
    except RuntimeError as e:  # --uno names a Python without RLCard
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(figures))
    return 0
