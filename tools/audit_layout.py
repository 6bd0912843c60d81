"""Layout audit: render every screen in every language and check what a
player sees.

    python tools/audit_layout.py --out DIR [--lang en pt fa] [--only NAME ...] [--list]
                                 [--text-size 100 125 150 175 200] [--growth] [--palette NAME] [--high-contrast]

Renders each screen (menu, setups, settings, pause, rules, every game's
table with the fewest and the most seats it offers mid-game with the
player to move, late in a game played by real AIs (many dishes, long
stacks), at its end (crowns), during each kind of the player's move and
during a move that leaves the player a second decision (Rodízio's free
choice: its banner), results, every tutorial lesson, the replay list and
viewer, the AI demo with its banner, the coach's review — working, its summary, a decision — for a game
with a coach, dialogs, the error panel, the Statistics screen with a seeded
data folder and the results screen's statistics line and the setup
screens' suggested level) at 1280×720, with every switch option on
(Rodízio's spicy mode), with a ``game.client.layout_audit`` recorder
active, then fails (exit 1) printing ``<lang> <screen>: <problem>`` for
every text that overflows its box, is cut with "…", is drawn outside the
one text path, or holds a character no shipped font draws; every text,
panel, card, badge, crown or banner that leaves the window; every text
crossing another text or a panel, and every panel, card or mark crossing a
panel it does not belong to (layout_audit's module doc has the rules).
A screen that animates is checked on several frames of its animation.
Writes every screenshot to ``DIR/<lang>/<screen>.png`` and a contact sheet
per language, ``DIR/<lang>.png`` (a grid of thumbnails, named).

``--text-size`` audits at each text size the settings offer (the Text
size setting, 100/125/150/175/200 %; default 100): a size other than 100
names its problems and folders ``<lang>@<size>``. With ``--growth`` (and
100 among the sizes) a text that does not grow with the setting is a
problem too: every text drawn at 100 % and at a larger size on the same
screen (but the prompt bar's, which grows only as far as its height
allows), whose ink is at most ``GROWTH_SMALL`` px tall at 100 % (titles,
already large, may keep their size), must be at least
``1 + GROWTH_SHARE × (size − 100) %`` as tall (1.4× at 200 %) — room may
make a text a little smaller than the setting asks, never leave it as
it was (``growth_problems``). ``--palette NAME`` and
``--high-contrast`` take every shot with that look (screenshots of a
palette).

``audit(langs, names)`` is the library form (the tests run a quick subset)."""
from __future__ import annotations

import argparse
import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.client import layout_audit  # noqa: E402

LANGS = ("en", "pt", "fa")


@dataclass
class Shot:
    """One screen: ``first(app)`` builds the scene the app starts with;
    ``steps`` are (frame, fn(app)) script items (push a dialog, press a
    key); the frame is captured at ``frames`` or, with ``ready``, at the
    first frame where ``ready(app)`` holds (None if it never does). With
    ``every``, the frames from the first ready one on are checked every
    ``every`` frames while ``ready`` holds (an animation), up to
    ``frames``; the picture kept is the one with the most problems.
    ``speed`` is the animation-speed setting."""
    name: str
    first: Callable[[Any], Any]
    frames: int = 20
    steps: list = field(default_factory=list)
    ready: Callable[[Any], bool] | None = None
    every: int | None = None
    speed: str = "instant"


# ------------------------------------------------------------------ positions
def _options(game: str) -> dict:
    """The game's switch options all on (Rodízio's spicy): the busiest table."""
    from game import kits
    kit = kits.get(game)
    return kit.game_options({o.name: True for o in kit.options if isinstance(o.default, bool)})


_matches: dict[tuple, Any] = {}


def _match(game: str, seats: int, seed: int, level: str = "random"):
    """A whole AI game (every switch option on), kept for the run."""
    key = (game, seats, seed, level)
    if key not in _matches:
        from game.kits import make_agent
        from game.ai.match import play_match
        from game import kits
        rules = kits.rules_module(game)
        state = rules.new_game(seed, seats, **_options(game))
        m = play_match(rules, state, [make_agent(game, level)] * seats, seed)
        _matches[key] = (rules, state, m)
    return _matches[key]


def _strong_level() -> str:
    """The AI level that plays a full game the way people do (serves
    recipes, eats pizzas): the middle one."""
    from game.ai.levels import LEVELS
    return "normal" if "normal" in LEVELS else LEVELS[-1]


def late_state(game: str, seats: int, seed: int = 5, at: float = 0.95):
    """A state late in a game played by real AIs (many dishes served,
    long stacks), seat 0 to choose."""
    _, _, m = _match(game, seats, seed, _strong_level())
    steps = [s for s in m.steps if s.actor == 0]
    return steps[min(len(steps) - 1, int(len(steps) * at))].state_before


def move_steps(game: str, seats: int, seed: int = 5, most: int = 5) -> list:
    """(state, action) pairs for seat 0 from a game of real AIs: one of
    each kind of action it played (draw, swap, serve, pass, discard in
    Foodies), then other ones of the same kind (each plate in Rodízio),
    at most `most`, in the order played."""
    _, _, m = _match(game, seats, seed, _strong_level())
    mine = [st for st in m.steps if st.actor == 0]
    by_kind: dict[str, list] = {}
    for st in mine[len(mine) // 5:]:
        same = by_kind.setdefault(str(st.action.get("type")), [])
        if all(st.action != a for _, a in same):
            same.append((st.state_before, st.action))
    out: list = []
    for rank in range(most):
        out += [same[rank] for same in by_kind.values() if rank < len(same)]
    return out[:most]


def second_decision(game: str, seats: int) -> tuple[Any, dict] | None:
    """A position and seat 0's action after which seat 0 decides again
    (Rodízio's free choice, its spicy banner), from AI games; None if the
    game has no such moment."""
    for seed in range(1, 40):
        rules, _, m = _match(game, seats, seed)
        for a, b in zip(m.steps, m.steps[1:]):
            if a.actor == 0 and b.actor == 0:
                return a.state_before, a.action
    return None


def busy_state(game: str, seats: int, seed: int = 5, at: float = 0.6):
    """A rules state from a random-AI game, around `at` of the way through,
    with seat 0 to choose (the hand full, the table busy)."""
    _, _, m = _match(game, seats, seed)
    steps = [s for s in m.steps if s.actor == 0]
    return steps[min(len(steps) - 1, int(len(steps) * at))].state_before


def near_end_state(game: str, seats: int, seed: int = 5):
    _, _, m = _match(game, seats, seed)
    return m.steps[max(0, len(m.steps) - 3)].state_before


def finished_record(game: str, seats: int = 3, seed: int = 8):
    from game.storage.saves import Record
    rules, state, m = _match(game, seats, seed)
    names = [{"player": "human", "name": "You"}] + [{"player": "random", "name": f"CPU {i + 1}"}
                                                     for i in range(1, seats)]
    rec = Record(game=game, seats=names, seed=seed, initial_state=rules.to_json(state),
                 options=_session(game).record_options(_config(game, ["random"] * seats)))
    for st in m.steps:
        rec.append(st.actor, st.action, rules.to_json(st.state_before))
    rec.state = rules.to_json(m.final)
    rec.result = rules.result(m.final)
    return rec


# ------------------------------------------------------------------ screens
def _kit(game: str):
    from game import kits
    return kits.get(game)


def _session(game: str):
    return _kit(game).part("session")


def _config(game: str, seats: list[str]):
    return _session(game).make_config(seats, 5, **_options(game))


def _table(game: str):
    from game import kits
    return kits.get(game).part("table_scene")


def _rules_key(game: str) -> str:
    return _table(game).rules_key if hasattr(_table(game), "rules_key") else f"{game}.rules_summary"


def _human_turn(app) -> bool:
    flow = getattr(app.top, "flow", None)
    return flow is not None and getattr(flow, "phase", "") == "human" and app.tick > 30


def table_shot(game: str, n: int, state_of=None, name: str | None = None) -> Shot:
    seats = ["human"] + ["normal"] * (n - 1)
    state_of = state_of or busy_state

    def first(app):
        return _table(game)(app, _config(game, seats), state=state_of(game, n))
    return Shot(name or f"{game}_table_{n}", first, frames=400, ready=_human_turn)


def late_shot(game: str, n: int) -> Shot:
    """Late in a game of real AIs: many dishes on every scoreboard."""
    return table_shot(game, n, late_state, f"{game}_late_{n}")


def end_shot(game: str, n: int) -> Shot:
    """The table at the end, before the results: final scores, crowns."""
    seats = ["easy"] * n

    def first(app):
        return _table(game)(app, _config(game, seats), state=near_end_state(game, n))

    def over(app):
        flow = getattr(app.top, "flow", None)
        return flow is not None and getattr(flow, "phase", "") == "over" and app.tick > 5
    return Shot(f"{game}_end_{n}", first, frames=900, ready=over)


def _play_at_turn(action: dict):
    """A step: on the human's first turn, play `action` (once per run: the
    app remembers it)."""
    def step(app):
        if not getattr(app, "audit_played", False) and _human_turn(app):
            app.top.flow.play(action)
            app.audit_played = True
    return step


def _after_play(app) -> bool:
    """Ready once the action is played, while its animation runs and at
    the decision after it."""
    flow = getattr(app.top, "flow", None)
    return getattr(app, "audit_played", False) and flow is not None \
        and getattr(flow, "phase", "") in ("animating", "human")


def _play_shot(game: str, n: int, name: str, state: Any, action: dict) -> Shot:
    seats = ["human"] + ["normal"] * (n - 1)
    step = _play_at_turn(action)
    return Shot(name, lambda app: _table(game)(app, _config(game, seats), state=state), frames=300,
                steps=[(t, step) for t in range(1, 300)], ready=_after_play, every=6, speed="normal")


def move_shots(game: str, n: int) -> list[Shot]:
    """Each kind of the player's move, checked on frames of its animation
    at normal speed (the picked-up stack in the air, cards in flight to a
    scoreboard)."""
    return [_play_shot(game, n, f"{game}_move_{n}_{i + 1}", state, action)
            for i, (state, action) in enumerate(move_steps(game, n))]


def second_decision_shot(game: str, n: int) -> Shot | None:
    """A move that leaves the player a second decision (Rodízio's spicy
    free choice), checked during its animation (the banner) and at the
    choice."""
    found = second_decision(game, n)
    return None if found is None else _play_shot(game, n, f"{game}_second_{n}", *found)


def results_shot(game: str, n: int) -> Shot:
    seats = ["easy"] * n

    def first(app):
        return _table(game)(app, _config(game, seats), state=near_end_state(game, n))

    def results(app):
        return "Results" in type(app.top).__name__ and app.tick > 5
    # the table waits for a key press after the last move
    return Shot(f"{game}_results_{n}", first, frames=900, ready=results,
                steps=[(t, lambda app: app.post_intent("confirm")) for t in range(120, 900, 40)])


def pause_shot(game: str) -> Shot:
    from game.client.scenes.pause import PauseScene

    def first(app):
        return _table(game)(app, _config(game, ["human", "normal"]), state=busy_state(game, 2))
    return Shot(f"{game}_pause", first, frames=40,
                steps=[(30, lambda app: app.push(PauseScene(app, rules_key=_rules_key(game))))])


def rules_shot(game: str) -> Shot:
    from game.client.scenes.text_scene import TextScene
    return Shot(f"{game}_rules", lambda app: TextScene(app, "pause.rules_title", _rules_key(game)), frames=10)


def setup_shot(game: str) -> Shot:
    cls = _kit(game).part("setup_scene")
    return Shot(f"{game}_setup", lambda app: cls(app), frames=10)


def setup_seed_shot(game: str) -> Shot:
    """The setup with the deal-number row focused: its help line shows."""
    cls = _kit(game).part("setup_scene")
    return Shot(f"{game}_setup_seed", lambda app: cls(app), frames=20,
                steps=[(5, lambda app: app.post_intent("up"))])


def undo_shot(game: str) -> Shot:
    """A new game after the player's first moves: the Undo pill shows."""
    from game.client.records.resume import can_offer_undo

    def first(app):
        return _table(game)(app, _config(game, ["human", "normal"]))

    def offered(app):
        return app.tick > 60 and hasattr(app.top, "flow") and can_offer_undo(app.top)
    return Shot(f"{game}_undo", first, frames=600, ready=offered,
                steps=[(t, lambda app: app.post_intent("confirm")) for t in range(40, 600, 25)])


def cover_shot(game: str) -> Shot:
    """Hot seat: the "pass the device" cover between two humans' turns."""
    def first(app):
        return _table(game)(app, _config(game, ["human", "human"]))

    def covered(app):
        return getattr(getattr(app.top, "flow", None), "phase", "") == "cover" and app.tick > 10
    return Shot(f"{game}_cover", first, frames=400, ready=covered)


def tutorial_shots(game: str) -> list[Shot]:
    from game.client.tutorial import script
    from game.client.tutorial.picker import open_tutorial
    n = len(script.load(game).steps)
    return [Shot(f"{game}_lesson_{i + 1:02d}", (lambda i: lambda app: open_tutorial(app, game, start=i))(i),
                 frames=90) for i in range(n)]


def replay_shot(game: str) -> Shot:
    from game.client.replay.viewer import ReplayScene
    rec = finished_record(game)
    def step(app):  # step forward: the arrow toward the reading direction's end
        app.post_intent("left" if app.text.rtl else "right")
    return Shot(f"{game}_replay", lambda app: ReplayScene(app, rec, paused=True), frames=260,
                steps=[(t, step) for t in range(30, 240, 12)])


def review_shots(game: str) -> list[Shot]:
    """The coach's review of a random player's game (mistakes to show):
    at work under its progress bar, its summary, and the worst decision."""
    from game.client.review import ReviewScene
    rec = finished_record(game)

    def stage(name: str, after: int = 2):
        return lambda app: getattr(app.top, "stage", None) == name and app.tick > after

    def open_worst(app):
        if getattr(app.top, "stage", None) == "summary":
            app.post_intent("confirm")
    return [Shot(f"{game}_review_working", lambda app: ReviewScene(app, rec), frames=40, ready=stage("working")),
            Shot(f"{game}_review_summary", lambda app: ReviewScene(app, rec), frames=900, ready=stage("summary")),
            Shot(f"{game}_review_step", lambda app: ReviewScene(app, rec), frames=900, ready=stage("stepping"),
                 steps=[(t, open_worst) for t in range(5, 900, 5)])]


class _Unfinished:
    """An unfinished game's store as the Continue entry sees it (no file)."""

    def __init__(self, game: str, seats: int, turn: int, previous: bool = False) -> None:
        from pathlib import Path

        from game.storage.saves import SaveSummary
        self._summary = SaveSummary(game, seats, turn, Path("previous.json" if previous else "autosave.json"))
        self._previous = previous

    def summary(self):
        return self._summary

    def is_previous(self) -> bool:
        return self._previous


def continue_shots() -> list[Shot]:
    """The title's Continue entry (one game: which one) and its choice of two."""
    from game.client.scenes import continue_menu
    from game.client.scenes.title import TitleScene
    one = [_Unfinished("rodizio", 4, 128)]
    two = [_Unfinished("foodies", 4, 230), _Unfinished("rodizio", 3, 12, previous=True)]

    def title(app):
        real = continue_menu.unfinished_games
        continue_menu.unfinished_games = lambda: one
        try:
            return TitleScene(app)
        finally:
            continue_menu.unfinished_games = real
    return [Shot("menu_continue", title, frames=10),
            Shot("continue_choice", lambda app: continue_menu.ContinueChoice(app, two), frames=10)]


# ------------------------------------------------------------------ statistics (issue 20)
_SEEDED: dict[str, Path] = {}


def stats_home(empty: bool = False) -> Path:
    """A fresh data folder, now ``RODIZIO_FOODIES_HOME`` (so the shots run
    after these use it too, never the player's own): with ``empty`` an empty
    one, else a copy of one with 36 games of every windowed game in it
    (tests/client/stats/seed.py; made once per run, copied per shot so
    every language shows the same figures)."""
    import shutil
    import tempfile
    from game.storage.paths import ENV_HOME
    if not empty and "template" not in _SEEDED:
        from game import kits
        from tests.client.stats.seed import seed_stats
        template = Path(tempfile.mkdtemp(prefix="rf-audit-stats-"))
        os.environ[ENV_HOME] = str(template)
        for kit in kits.windowed():
            seed_stats(kit.name)
        _SEEDED["template"] = template
    home = Path(tempfile.mkdtemp(prefix="rf-audit-home-"))
    if not empty:
        shutil.copytree(_SEEDED["template"], home, dirs_exist_ok=True)
    os.environ[ENV_HOME] = str(home)
    return home


def _statistics(game: str | None = None, empty: bool = False):
    def first(app):
        stats_home(empty)
        from game.client.stats.scene import StatisticsScene
        return StatisticsScene(app, game)
    return first


def _press(*names: str, start: int = 5) -> list:
    return [(start + 2 * i, (lambda n: lambda app: app.post_intent(n))(n)) for i, n in enumerate(names)]


def _to_rows(section: str, k: int = 2):
    """A step putting the Statistics page's cursor on the ``k``-th row of
    ``section`` ("splits2": the splits' second table, past 100 %; the one
    table at 100 %), scrolled into view."""
    def step(app):
        scene = app.top
        rows = [i for i, ln in enumerate(scene.lines) if ln.focusable and ln.section == section] or \
            [i for i, ln in enumerate(scene.lines) if ln.focusable and ln.section == "splits"]
        scene.cursor = rows[min(k, len(rows) - 1)]
        scene._reveal(scene.cursor)
        app.dirty = True
    return step


def statistics_shots() -> list[Shot]:
    """The Statistics screen with data (each game's overview, the splits,
    the history, the reset question) and with none; each game's results
    screen with its statistics line."""
    from game import kits
    games = [k.name for k in kits.windowed()]
    shots = [Shot(f"statistics_{g}", _statistics(g), frames=12) for g in games]
    shots += [Shot("statistics_splits", _statistics(games[0]), frames=30, steps=_press("down", "down")),
              # down past both splits tables (two past 100 %) into the history
              Shot("statistics_history", _statistics(games[0]), frames=100, steps=_press(*["down"] * 40)),
              Shot("statistics_splits_more", _statistics(games[0]), frames=12, steps=[(4, _to_rows("splits2"))]),
              Shot("statistics_reset", _statistics(games[0]), frames=30, steps=[(5, lambda app: app.top.ask_reset())]),
              Shot("statistics_empty", _statistics(games[0], empty=True), frames=12)]
    for g in games:
        shots += [results_line_shot(g), suggestion_shot(g)]
    return shots


def suggestion_shot(game: str) -> Shot:
    """The setup screen with a rating that rests on games against the AI:
    the suggested level's note beside the first seat row."""
    cls = _kit(game).part("setup_scene")

    def first(app):
        stats_home()
        return cls(app)
    return Shot(f"statistics_setup_{game}", first, frames=10)


def results_line_shot(game: str) -> Shot:
    """A game against the AI ending at the table (the human confirms its
    moves): its results screen says what changed in the statistics."""
    seats = ["human", "normal", "normal"]

    def first(app):
        stats_home()
        return _table(game)(app, _config(game, seats), state=near_end_state(game, len(seats)))

    def results(app):
        return "Results" in type(app.top).__name__ and app.tick > 5
    return Shot(f"statistics_results_{game}", first, frames=900, ready=results,
                steps=[(t, lambda app: app.post_intent("confirm")) for t in range(120, 900, 40)])


def progress_home() -> Path:
    """A fresh data folder with a month of daily deals and some challenges
    done or counting (``RODIZIO_FOODIES_HOME`` points at it)."""
    import datetime as dt
    import tempfile
    from game import kits
    from game.kits.challenges import Progress, challenges_of
    from game.kits.daily import today_utc
    from game.storage.paths import ENV_HOME
    from game.storage.progress import ABANDONED, LOST, WON, ProgressStore
    home = Path(tempfile.mkdtemp(prefix="rf-audit-progress-"))
    os.environ[ENV_HOME] = str(home)
    store, today = ProgressStore(), today_utc()
    for kit in kits.windowed():
        for n, outcome in enumerate((WON, LOST, WON, ABANDONED, WON, WON)):
            day = (today - dt.timedelta(days=n)).isoformat()
            store.start_daily(kit.name, day)
            store.finish_daily(kit.name, day, outcome=outcome, place=1 if outcome == WON else 3, points=12,
                               share=f"{kit.title} daily {day}: won\n🍕⬜")
        done = {c.id: Progress(1, f"{today.isoformat()}T10:00:00Z", None) for c in challenges_of(kit)[:3]}
        counting = {c.id: Progress(max(0, c.goal - 1)) for c in challenges_of(kit) if c.goal > 1}
        store.update(lambda p, kit=kit, done=done, counting=counting:
                     p.of(kit.name).challenges.update({**counting, **done}))
    return home


def comeback_shots() -> list[Shot]:
    """Today's deal (with a month of results), the Challenges of each game."""
    from game import kits
    from game.client.daily.challenges_scene import ChallengesScene
    from game.client.daily.scene import TodayScene

    def today(app):
        progress_home()
        return TodayScene(app)

    def challenges(i):
        def first(app):
            progress_home()
            return ChallengesScene(app, game=i)
        return first
    shots = [Shot("today", today, frames=10)]
    shots += [Shot(f"challenges_{k.name}", challenges(i), frames=10) for i, k in enumerate(kits.windowed())]
    from game.kits import puzzles as P
    if any(P.has_puzzles(k) for k in kits.windowed()):
        shots += puzzle_shots()
    return shots


def puzzle_shots() -> list[Shot]:
    """The Puzzles ladder, a puzzle's table and the verdict of a wrong try."""
    from game import kits
    from game.client.daily.puzzle_play import VerdictScene, open_puzzle
    from game.client.daily.puzzles_scene import PuzzlesScene
    from game.kits import puzzles as P
    kit = next(k for k in kits.windowed() if P.has_puzzles(k))
    puzzle = P.load(kit)[-1]
    wrong = next(a for a, c in puzzle["chances"] if a != puzzle["solution"])

    def ladder(app):
        progress_home()
        return PuzzlesScene(app)

    def table(app):
        progress_home()
        scene = PuzzlesScene(app)
        app.push(scene)
        return open_puzzle(app, kit, puzzle, today="2026-12-03")

    def verdict(app):
        progress_home()
        app.push(PuzzlesScene(app))
        open_puzzle(app, kit, puzzle, today="2026-12-03")
        return VerdictScene(app, kit, puzzle, wrong, today="2026-12-03")
    return [Shot("puzzles", ladder, frames=10), Shot("puzzle_table", table, frames=20),
            Shot("puzzle_verdict", verdict, frames=10)]


def demo_shot(kit) -> Shot:
    """The ``demo`` command's AI game with its banner (title and quit line)."""
    return Shot(f"{kit.name}_demo", lambda app: kit.part("demo_scene")(app, seed=3, speed=None, attract=False),
                frames=90, speed="fast")


def screens() -> list[Shot]:
    """Every audited screen, cheapest first."""
    from game.client.replay.viewer import ReplayList
    from game.client.dialog import MessageScene
    from game.client.scenes.error import ErrorScene
    from game.client.scenes.accessibility import AccessibilityScene
    from game.client.scenes.controls import ControlsScene
    from game.client.scenes.settings import SettingsScene
    from game.client.scenes.title import TitleScene
    from game.client.tutorial.picker import TutorialPicker

    shots = [
        Shot("menu", TitleScene, frames=10),
        Shot("settings", SettingsScene, frames=10),
        Shot("controls", ControlsScene, frames=10),
        Shot("controls_listening", ControlsScene, frames=12, steps=[(4, lambda app: app.post_intent("confirm"))]),
        Shot("accessibility", AccessibilityScene, frames=10),
        Shot("accessibility_narration", AccessibilityScene, frames=20,
             steps=[(t, lambda app: app.post_intent("up")) for t in (4, 8)]),
        Shot("settings_bottom", SettingsScene, frames=40,
             steps=[(t, lambda app: app.post_intent("up")) for t in (10, 14)]),
        Shot("dialog", lambda app: MessageScene(app, "menu.coming_soon_title", "menu.soon_tutorials"), frames=10),
        Shot("error", lambda app: ErrorScene(app, "table", RuntimeError("list index out of range"),
                                             "/home/player/.local/state/rodizio-foodies/log.txt"), frames=10),
        Shot("tutorial_picker", TutorialPicker, frames=10),
        Shot("replay_list", ReplayList, frames=10),
    ] + continue_shots()
    from game import kits
    for kit in kits.windowed():
        game, fewest, most = kit.name, kit.seats.client_min, kit.seats.client_max
        counts = range(fewest, most + 1)
        shots += [setup_shot(game), setup_seed_shot(game), rules_shot(game), pause_shot(game),
                  table_shot(game, fewest), table_shot(game, most), undo_shot(game), cover_shot(game),
                  results_shot(game, fewest),
                  results_shot(game, most), replay_shot(game), demo_shot(kit)]
        from game.kits.coaching import has_coach
        if has_coach(game):
            shots += review_shots(game)
        shots += [late_shot(game, n) for n in counts] + [end_shot(game, n) for n in (fewest, most)]
        shots += move_shots(game, most)
        shots += [s for s in (second_decision_shot(game, n) for n in (fewest, most)) if s is not None]
        shots += tutorial_shots(game)
    # last: they point the data folder at a seeded one
    return shots + comeback_shots() + statistics_shots()


# ------------------------------------------------------------------ running
_RECT = re.compile(r"\(-?\d+,-?\d+ \d+x\d+\)")


def text_sizes() -> tuple[int, ...]:
    """The body-text sizes (percent) the settings offer (just 100 where the
    settings have no text size)."""
    try:
        from game.storage.settings import TEXT_SIZES
    except ImportError:
        return (100,)
    return tuple(TEXT_SIZES)


#: Settings every shot is taken with besides language, speed and text size
#: (``--palette``, ``--high-contrast``: the screenshots of a palette).
LOOK: dict[str, Any] = {}


def _settings(lang: str, speed: str, text_size: int):
    import dataclasses

    from game.storage.settings import Settings
    extra = {"text_size": text_size} if any(f.name == "text_size" for f in dataclasses.fields(Settings)) \
        else {}
    extra.update(LOOK)
    if text_size != 100 and not extra:
        raise ValueError("these settings offer no text size")
    return Settings(language=lang, anim_speed=speed, **extra)


#: Texts at most this tall (ink, px) at 100 % must grow with the text size (``--growth``).
GROWTH_SMALL = 30
#: The least share of the size the setting asks by which such a text grows.
GROWTH_SHARE = 0.4
#: What each shot drew: (lang, size, screen) -> {text: its tallest ink height} (``growth_problems``).
HEIGHTS: dict[tuple[str, int, str], dict[str, int]] = {}
_LAST: dict[str, int] = {}


def growth_problems(lang: str, size: int, screen: str) -> list[str]:
    """The texts of ``screen`` that did not grow at ``size`` % from 100 %
    (see the module doc); [] when either run is missing."""
    small, big = HEIGHTS.get((lang, 100, screen)), HEIGHTS.get((lang, size, screen))
    if size == 100 or not small or not big:
        return []
    want = 1 + GROWTH_SHARE * (size - 100) / 100
    return [f"text did not grow: {t!r} {h}px tall at 100 %, {big[t]}px at {size} % (want ≥ {want:.2f}×)"
            for t, h in sorted(small.items()) if t in big and 3 <= h <= GROWTH_SMALL and big[t] < want * h - 1]


def check_frame(app) -> tuple[pygame.Surface, list[str]]:
    """The app's frame now, drawn with a recorder, and its problems."""
    with layout_audit.recording() as rec:
        app._render()              # a normal frame (toasts, dirty flags) ...
        rec.clear()                # ... then each scene again, as its own layer
        app.screen.fill((0, 0, 0))
        for i, scene in enumerate(app._visible()):
            rec.layer = i
            scene.draw(app.screen)
    from game.client.screen_parts import BAR_H
    bar = app.screen.get_height() - BAR_H   # the prompt bar grows only as far as its height allows
    for d in rec.drawn:
        if d.rect.centery < bar:
            _LAST[d.text] = max((d.ink or d.rect).h, _LAST.get(d.text, 0))
    return app.screen.copy(), rec.problems(app.screen)


def shoot(shot: Shot, lang: str, text_size: int = 100) -> tuple[pygame.Surface | None, list[str]]:
    """Run `shot` in `lang` (body text at `text_size` %); the captured
    frame and its problems (on an animated shot: every checked frame's,
    and the frame with the most)."""
    from tests.client import testing as T
    global _LAST
    got: dict[str, Any] = {}
    _LAST = HEIGHTS[(lang, text_size, shot.name)] = {}   # what check_frame sees of this shot

    def capture(app):
        if got.get("done"):
            return
        if shot.ready is not None and not shot.ready(app):
            if got.get("image") is not None:   # an animation is over
                got["done"] = True
                app.quit()
            return
        if shot.every and (app.tick - got.setdefault("from", app.tick)) % shot.every:
            return
        img, found = check_frame(app)
        problems = got.setdefault("problems", [])
        seen = got.setdefault("seen", set())
        for p in found:  # an animation repeats a problem frame after frame, a few pixels on
            key = _RECT.sub("", p)
            if key not in seen:
                seen.add(key)
                problems.append(p)
        if got.get("image") is None or len(found) > got.get("worst", -1):
            got["image"], got["worst"] = img, len(found)
        if not shot.every:
            got["done"] = True
            app.quit()

    script = list(shot.steps)
    if shot.ready is None:
        script.append((shot.frames - 1, capture))
    else:
        script += [(t, capture) for t in range(1, shot.frames)]
    app = T.make_app(settings=_settings(lang, shot.speed, text_size), frames=shot.frames, script=script)
    try:
        app.run(shot.first)
    except Exception as e:  # noqa: BLE001 - an audit names the screen that broke
        return None, [f"crashed: {type(e).__name__}: {e}"]
    if app._errors:
        return got.get("image"), [f"scene error at ticks {app._errors[:3]} (see the log)"] + got.get("problems", [])
    if got.get("image") is None:
        return None, [f"never reached its state in {shot.frames} frames"]
    return got["image"], got["problems"]


def contact_sheet(images: list[tuple[str, pygame.Surface]], path: Path, cols: int = 5) -> None:
    tw, th, label = 320, 180, 22
    rows = max(1, (len(images) + cols - 1) // cols)
    sheet = pygame.Surface((cols * (tw + 8) + 8, rows * (th + label + 8) + 8))
    sheet.fill((40, 36, 44))
    font = pygame.font.Font(None, 22)
    for i, (name, img) in enumerate(images):
        x, y = 8 + (i % cols) * (tw + 8), 8 + (i // cols) * (th + label + 8)
        sheet.blit(pygame.transform.smoothscale(img, (tw, th)), (x, y))
        sheet.blit(font.render(name, True, (240, 230, 210)), (x + 2, y + th + 3))
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(path))


#: How far inside the tablecloth's edge (its border tiles) a stack card must stay.
CLOTH_INSET = 5
#: The longest column a Rodízio plate can hold: every pizza on one plate.
MOST_STACK = 15


def stack_problems() -> list[str]:
    """Rodízio's plates at every seat count (each ``rodizio_table*`` map,
    the game's and the lessons' triangle): for every plate and every stack
    of 1 to ``MOST_STACK`` cards, each card's value is readable — the art's
    own value disc, or the badge the table draws on the strip the cards
    above leave visible (``board_view.value_badges``) — and every card stays
    on the tablecloth (the map's ``cloth`` anchor), clear of the seats.
    Pure geometry: no window."""
    from game.client.layout import Layout
    from game.client.rodizio.board_view import Geometry, value_badges
    out: list[str] = []
    maps = sorted(p.stem for p in (ROOT / "assets" / "maps").glob("rodizio_table*.tmx"))
    for name in maps:
        geo = Geometry.from_layout(Layout.load(name))
        cloth = pygame.Rect(geo.anchors.get("cloth") or (200, 80, 880, 520)).inflate(-2 * CLOTH_INSET,
                                                                                       -2 * CLOTH_INSET)
        seats = [pygame.Rect(r) for k, r in geo.anchors.items()
                 if k.startswith(("place_", "name_", "tally_", "glutton_pile"))]
        for where, g in (("table", geo), ("lessons", geo.for_lessons())):
            for p in range(3):
                for n in range(1, MOST_STACK + 1):
                    slots = g.column_slots(p, n)
                    for i, (slot, badge) in enumerate(zip(slots, value_badges(slots))):
                        card = pygame.Rect(slot)
                        if badge is None:
                            out.append(f"{name} {where}: plate {p + 1} with {n} cards hides card {i + 1}'s value")
                        if not cloth.contains(card):
                            out.append(f"{name} {where}: plate {p + 1} with {n} cards: card {i + 1} {tuple(card)} "
                                       f"leaves the cloth {tuple(cloth)}")
                        if card.collidelist(seats) >= 0:
                            out.append(f"{name} {where}: plate {p + 1} with {n} cards: card {i + 1} reaches a seat")
    return out


def audit(langs=LANGS, names: list[str] | None = None, out: Path | None = None,
          log: Callable[[str], None] | None = None, text_sizes=(100,), growth: bool = False) -> list[str]:
    """Problems as "<lang> <screen>: <problem>" lines; with `out`, saves
    screenshots and contact sheets there. Each of `text_sizes` (percent of
    the body text) is a run of its own, named "<lang>@<size>" past 100;
    with ``growth`` (100 first among them) texts that did not grow are
    problems too (`growth_problems`)."""
    if growth:
        text_sizes = (100, *[t for t in text_sizes if t != 100])
    shots = [s for s in screens() if not names or any(s.name.startswith(n) for n in names)]
    problems: list[str] = []
    if not names or any("rodizio_stacks".startswith(n) for n in names):
        problems += [f"all rodizio_stacks: {p}" for p in stack_problems()]
    for size in text_sizes:
        for code in langs:
            lang = f"{code}@{size}" if size != 100 else code
            images = []
            for shot in shots:
                img, found = shoot(shot, code, size)
                if growth:
                    found = found + growth_problems(code, size, shot.name)
                problems += [f"{lang} {shot.name}: {p}" for p in found]
                if log:
                    log(f"{lang} {shot.name}: {len(found)} problem(s)")
                if img is not None:
                    images.append((shot.name, img))
                    if out is not None:
                        (out / lang).mkdir(parents=True, exist_ok=True)
                        pygame.image.save(img, str(out / lang / f"{shot.name}.png"))
            if out is not None and images:
                contact_sheet(images, out / f"{lang}.png")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, required=False, help="folder for screenshots and contact sheets")
    ap.add_argument("--lang", nargs="+", default=list(LANGS), choices=LANGS)
    ap.add_argument("--only", nargs="+", default=None, metavar="NAME", help="screens whose name starts so")
    ap.add_argument("--list", action="store_true", help="list the screens and exit")
    ap.add_argument("--text-size", nargs="+", type=int, default=[100], choices=text_sizes(),
                    help="body text sizes (percent) to audit at")
    ap.add_argument("--growth", action="store_true",
                    help="texts that do not grow with the text size are problems (100 is audited too)")
    ap.add_argument("--palette", default=None, help="the colour palette (standard, protanopia, ...)")
    ap.add_argument("--high-contrast", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.palette:
        LOOK["palette"] = args.palette
    if args.high_contrast:
        LOOK["high_contrast"] = True
    if args.list:
        print("\n".join(s.name for s in screens()))
        return 0
    problems = audit(args.lang, args.only, args.out,
                     log=(lambda m: print(m, file=sys.stderr)) if args.verbose else None,
                     text_sizes=args.text_size, growth=args.growth)
    for p in problems:
        print(p)
    print(f"layout audit: {len(problems)} problem(s)"
          + (f"; contact sheets in {args.out}" if args.out else ""), file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
