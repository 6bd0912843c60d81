"""A seeded monkey: random raw input into the real App, to find crashes,
hangs and lost files before players do (tests/client/test_monkey.py,
tools/soak.py).

`Monkey(seed)` is an App script item: every tick it posts 0–3 raw pygame
events chosen by its own `random.Random(seed)` — keys, mouse moves, clicks
(often on a widget of the top scene, so menus are really walked), wheel,
controller buttons, sticks, unplug/replug, window resizes and, rarely, a
quit request. `run_sessions(seed, events)` keeps starting sessions (each
a fresh App, as a player relaunching) at entry points chosen from
`entries()` — the main menu, every game's hot seat and a game against the
AI, every tutorial, the replay list and viewer, settings, Continue — until
`events` events were posted. Any scene error, input-mapping error or other
ERROR log record, or an exception out of the loop, is a failure; the
returned `Report` says which seed and session, so a failure can be re-run
exactly. `check(report)` raises AssertionError naming the seed.

To keep it cheap, a session draws only every `draw_every`-th frame (and
whenever the top scene changes), so drawing code is still exercised on
every screen. `on_tick(app)` lets the soak check the rules after every
tick."""
from __future__ import annotations

import logging
import os
import random
from dataclasses import dataclass, field
from typing import Any, Callable

# a monkey runs headless unless told otherwise (the tests' drivers)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_TAB, pygame.K_h, pygame.K_u, pygame.K_p,
        pygame.K_m, pygame.K_q, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_F11, pygame.K_KP_ENTER,
        pygame.K_a, pygame.K_z, pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END]
#: Arrow keys and Enter more often than the rest: they move things along.
KEY_WEIGHTS = [6, 6, 6, 6, 9, 2, 2, 1, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
BUTTONS = [pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_B, pygame.CONTROLLER_BUTTON_X,
           pygame.CONTROLLER_BUTTON_Y, pygame.CONTROLLER_BUTTON_START, pygame.CONTROLLER_BUTTON_BACK,
           pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
           pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
           pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER]
SIZES = [(1280, 720), (800, 600), (1920, 1080), (640, 360), (1000, 1000), (320, 240), (2560, 1080)]


class ErrorLog(logging.Handler):
    """Collects ERROR records of the game's loggers (scene failures, input
    mapping failures) while installed."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record.getMessage()[:2000])

    def __enter__(self) -> "ErrorLog":
        logging.getLogger("game").addHandler(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        logging.getLogger("game").removeHandler(self)


class Monkey:
    """An App script item posting random raw input (see the module doc)."""

    def __init__(self, seed: int, *, budget: int, quit_rate: float = 1 / 1500) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.quit_rate = quit_rate
        self.events = 0
        self.seen: set[str] = set()
        self.kinds: dict[str, int] = {}

    def _post(self, app: Any, ev: pygame.event.Event, kind: str) -> None:
        app.post_event(ev)
        self.events += 1
        self.kinds[kind] = self.kinds.get(kind, 0) + 1

    def __call__(self, app: Any) -> None:
        top = app.top
        if top is not None:
            self.seen.add(type(top).__name__)
        if self.events >= self.budget:
            app.quit()
            return
        r = self.rng
        for _ in range(r.choice((0, 1, 1, 1, 2, 3))):
            self.one(app, r)

    def one(self, app: Any, r: random.Random) -> None:
        roll = r.random()
        if self._at_menu(app) and 0.02 <= roll < 0.97 and r.random() < 0.9:
            # On the main menu Back/Esc quits: mostly walk and pick instead,
            # so sessions get deep into the game.
            k = r.choice((pygame.K_UP, pygame.K_DOWN, pygame.K_DOWN, pygame.K_RETURN, pygame.K_RETURN))
            self._post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0), "key")
            return
        if roll < self.quit_rate:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            self.events += 1
            self.kinds["quit"] = self.kinds.get("quit", 0) + 1
        elif roll < 0.45:
            k = r.choices(KEYS, KEY_WEIGHTS)[0]
            mod = pygame.KMOD_SHIFT if r.random() < 0.05 else 0
            self._post(app, pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0), "key")
            self._post(app, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0), "key")
        elif roll < 0.70:
            pos = self._target(app, r)
            self._post(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                        "mouse")
            if r.random() < 0.6:
                button = r.choices((1, 3, 2), (8, 1, 1))[0]
                self._post(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button), "mouse")
                self._post(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button), "mouse")
        elif roll < 0.74:
            self._post(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=r.choice((-1, 1, 3)), flipped=False),
                       "mouse")
        elif roll < 0.90:
            b = r.choice(BUTTONS)
            inst = r.choice((0, 0, 0, 1))
            self._post(app, pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=inst),
                       "controller")
            self._post(app, pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=b, instance_id=inst),
                       "controller")
        elif roll < 0.95:
            axis = r.choice((pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY,
                             pygame.CONTROLLER_AXIS_RIGHTX, pygame.CONTROLLER_AXIS_TRIGGERLEFT))
            value = r.choice((-32768, -20000, -3000, 0, 3000, 20000, 32767))
            self._post(app, pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=value,
                                               instance_id=0), "controller")
        elif roll < 0.97:
            if r.random() < 0.5:
                self._post(app, pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=r.choice((0, 1, 7))),
                           "unplug")
            else:
                self._post(app, pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=r.choice((0, 1))),
                           "plug")
        else:
            self.resize(app, r.choice(SIZES))

    @staticmethod
    def _at_menu(app: Any) -> bool:
        top = app.top
        return top is not None and len(app.stack) == 1 and type(top).__name__ == "TitleScene"

    def resize(self, app: Any, size: tuple[int, int]) -> None:
        """A window resize as the player makes it: a new window size, then
        the event SDL sends."""
        try:
            app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error:
            return
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        self.events += 1
        self.kinds["resize"] = self.kinds.get("resize", 0) + 1

    def _target(self, app: Any, r: random.Random) -> tuple[int, int]:
        """Often the centre of one of the top scene's widgets (in window
        pixels); else anywhere in the window, letterbox bars included."""
        top = app.top
        menu = getattr(top, "menu", None)
        widgets = getattr(menu, "widgets", None) or []
        if widgets and r.random() < 0.6:
            w = r.choice(widgets)
            rect = getattr(w, "rect", None)
            if rect is not None:
                x, y = rect.center
                v = app._viewport
                return (int(v.x + x * v.w / app.SIZE[0]), int(v.y + y * v.h / app.SIZE[1]))
        ww, wh = app.window.get_size()
        return (r.randrange(max(1, ww)), r.randrange(max(1, wh)))


# -- entry points --------------------------------------------------------------------------
def entries() -> dict[str, Callable[[Any, int], Any]]:
    """Session starting points: name -> first(app, seed) for `App.run`
    (generic over the registered games with a window)."""
    from game import kits
    out: dict[str, Callable[[Any, int], Any]] = {"title": lambda app, seed: app.menu_factory(app)}
    for kit in kits.windowed():
        out[f"{kit.name}_hot_seat"] = (lambda app, seed, k=kit: _seated(app, k, seed, ["human", "human"]))
        out[f"{kit.name}_vs_ai"] = (lambda app, seed, k=kit: _seated(app, k, seed, ["human", "easy", "random"]))
        out[f"{kit.name}_tutorial"] = (lambda app, seed, k=kit: _tutorial(app, k.name))
        out[f"{kit.name}_setup"] = (lambda app, seed, k=kit: _under_menu(app, k.part("setup_scene")(app)))
    out["replays"] = lambda app, seed: _under_menu(app, _replay_list(app))
    out["replay_viewer"] = _replay_viewer
    out["settings"] = lambda app, seed: _under_menu(app, _settings(app))
    out["continue"] = _continue
    return out


def _under_menu(app: Any, scene: Any) -> Any:
    app.push(app.menu_factory(app))
    return scene


def _seated(app: Any, kit: Any, seed: int, kinds: list[str]) -> Any:
    setup = kit.part("setup_scene")(app)
    lo, hi = kit.seats.client_min, kit.seats.client_max
    kinds = [k for k in kinds][:hi]
    while len(kinds) < lo:
        kinds.append("random")
    setup.seat_kinds[:len(kinds)] = kinds
    setup.n = len(kinds)
    cfg = setup.config()
    cfg.seed = seed % 999_999 + 1
    return _under_menu(app, setup.table_scene(cfg))


def _tutorial(app: Any, game: str) -> Any:
    from game.client.tutorial.picker import open_tutorial
    return _under_menu(app, open_tutorial(app, game))


def _replay_list(app: Any) -> Any:
    from game.client.replay.viewer import ReplayList
    return ReplayList(app)


def _settings(app: Any) -> Any:
    from game.client.scenes.settings import SettingsScene
    return SettingsScene(app)


def _replay_viewer(app: Any, seed: int) -> Any:
    from game.client.replay.viewer import ReplayScene
    from game.storage.replays import ReplayStore
    store = ReplayStore()
    for path in store.list():
        rec, _ = store.load(path)
        if rec is not None:
            return _under_menu(app, ReplayScene(app, rec))
    return _under_menu(app, _replay_list(app))


def _continue(app: Any, seed: int) -> Any:
    from game.client.records.resume import continue_game
    menu = app.menu_factory(app)
    app.push(menu)
    continue_game(app)   # pushes the table, or a message
    return app.stack.pop() if len(app.stack) > 1 else menu


def keep_sample_replays(seed: int = 1) -> None:
    """One finished AI game per registered game, kept as a replay (so the
    replay list and viewer have something to show)."""
    from game import kits
    from game.kits import make_agent
    from game.ai.match import play_match
    from game.storage.replays import ReplayStore
    from game.storage.saves import Record
    for kit in kits.windowed():
        rules = kit.rules_module()
        seats = max(kit.seats.client_min, 2)
        options = kit.game_options()
        state = rules.new_game(seed, seats, **options)
        rec = Record(game=kit.name, seats=[{"player": "human", "name": "You"}] +
                     [{"player": "random", "name": f"CPU {i + 1}"} for i in range(1, seats)],
                     seed=seed, initial_state=rules.to_json(state), options=dict(options, first_seat=0)
                     if "spicy" in options else dict(options))
        m = play_match(rules, state, [make_agent(kit.name, "random")] * seats, seed)
        for st in m.steps:
            rec.append(st.actor, st.action, None)
        rec.state = rules.to_json(m.final)
        rec.result = rules.result(m.final)
        ReplayStore().add(rec)


# -- sessions --------------------------------------------------------------------------
@dataclass
class Session:
    entry: str
    seed: int
    events: int
    ticks: int
    seen: set[str]
    errors: list[str]
    kinds: dict[str, int] = field(default_factory=dict)


@dataclass
class Report:
    seed: int
    sessions: list[Session] = field(default_factory=list)

    @property
    def events(self) -> int:
        return sum(s.events for s in self.sessions)

    @property
    def seen(self) -> set[str]:
        return set().union(*(s.seen for s in self.sessions)) if self.sessions else set()

    @property
    def failures(self) -> list[Session]:
        return [s for s in self.sessions if s.errors]


def run_session(entry: str, seed: int, budget: int, *, max_ticks: int = 6000, draw_every: int = 6,
                on_tick: Callable[[Any], None] | None = None, settings: Any = None) -> Session:
    """One App run from `entry` with a `Monkey(seed)` posting up to `budget`
    events (or `max_ticks` ticks)."""
    from game.client.app import App
    from game.storage.settings import SettingsStore
    first = entries()[entry]
    monkey = Monkey(seed, budget=budget)
    items: list[Any] = [monkey] if on_tick is None else [monkey, on_tick]
    script = [(t, it) for t in range(max_ticks) for it in items]
    errors: list[str] = []
    with ErrorLog() as log:
        store = settings if settings is not None else SettingsStore()
        app = App(frames=max_ticks, script=script, settings_store=store)
        app.DRAW_UNSEEN_FRAMES = True   # drawing is part of what is checked (sparse_render thins it)
        render = app._render
        last = {"top": None}

        def sparse_render() -> None:
            top = app.top
            if app.frame % draw_every == 0 or top is not last["top"]:
                last["top"] = top
                render()
        app._render = sparse_render
        try:
            app.run(lambda a: first(a, seed))
        except Exception as e:  # noqa: BLE001 — the failure to report
            import traceback
            errors.append("".join(traceback.format_exception(e)))
        finally:
            app.input.close() if hasattr(app.input, "close") else None
        errors += log.records
    return Session(entry, seed, monkey.events, app.tick, monkey.seen, errors, monkey.kinds)


def run_sessions(seed: int, events: int, *, per_session: int = 1500, entry_names: list[str] | None = None,
                 on_tick: Callable[[Any], None] | None = None, after: Callable[[Session], None] | None = None,
                 draw_every: int = 6) -> Report:
    """Sessions until `events` events were posted; entries taken in turn
    (every one at least once when there are enough events), each session
    seeded from `seed`."""
    rng = random.Random(seed)
    names = entry_names or list(entries())
    report = Report(seed)
    i = 0
    while report.events < events:
        entry = names[i % len(names)] if i < len(names) else rng.choice(names)
        s_seed = rng.randrange(1 << 30)
        budget = min(per_session, events - report.events)
        s = run_session(entry, s_seed, budget, on_tick=on_tick, draw_every=draw_every)
        report.sessions.append(s)
        if after is not None:
            after(s)
        if s.events == 0 and s.ticks == 0:
            break
        i += 1
    return report


def check(report: Report) -> None:
    """AssertionError naming the seed, session and errors of any failure."""
    bad = report.failures
    if bad:
        s = bad[0]
        raise AssertionError(f"monkey seed {report.seed}: session {s.entry!r} (seed {s.seed}) failed: "
                             f"{len(s.errors)} error(s); first:\n{s.errors[0]}\n"
                             f"re-run: run_session({s.entry!r}, {s.seed}, {s.events})")
