"""Play whole games through the real window, the human seat played by an
AI, so the statistics fill up the way a player's would.

Each tick the driver looks at the top scene and posts one intent, as a
player would press a key: the main menu's Play entry, the setup screen's
rows walked to the seat count and AI levels of the next game (2–4 seats,
the levels taking turns, now and then mixed; one hot-seat game) and a
deal number of its own, Start;
at the table, on the human's turn, it asks an agent of ``level`` for the
move and plays it through the table's flow (``flow.play``, what a
confirmed choice does); the end confirmed, then New setup on the results
screen. Now and then it leaves a game unfinished (pause → Quit to menu),
so a later new game drops it and it counts as abandoned. Everything the
statistics get comes through the table's recorder — the real path.

    python -m tests.client.stats.autoplay --game rodizio --games 32 --home /tmp/home \\
        [--lang en] [--shots DIR]

(``RODIZIO_FOODIES_HOME`` is set to ``--home``.) The tests use
`AutoPlayer` for a couple of games."""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

LEVELS = ("easy", "normal", "hard")


def plan(i: int, lo: int, hi: int) -> list[str]:
    """Game ``i``'s seats: the human first, then AI levels."""
    n = lo + i % (hi - lo + 1)
    if i % 4 == 3:   # mixed levels
        return ["human"] + [LEVELS[(i + j) % 3] for j in range(n - 1)]
    return ["human"] + [LEVELS[(i // 3) % 3]] * (n - 1)


class AutoPlayer:
    """The per-tick driver (an App script item). ``games``: how many to
    finish; ``leave``: game numbers to leave unfinished (they do not count
    towards ``games``); ``hot_seat``: the game number played by two humans;
    ``shots``: game number → screenshot path of its results screen."""

    def __init__(self, game: str, games: int, *, level: str = "normal", leave: tuple[int, ...] = (),
                 hot_seat: int | None = None, shots: dict[int, str] | None = None, every: int = 2) -> None:
        from game import kits
        self.kit = kits.get(game)
        self.game, self.games, self.level = game, games, level
        self.leave, self.hot_seat, self.shots, self.every = set(leave), hot_seat, dict(shots or {}), every
        self.setup_cls = self.kit.part("setup_scene")
        self.table_cls = self.kit.part("table_scene")
        self.results_cls = self.kit.part("results_scene")
        self.started = 0          # games begun (finished or left)
        self.finished = 0
        self.left = 0
        self.results: list[Any] = []   # each finished game's Recorded (None: not counted)
        self._agent = None
        self._pause_steps: list[str] = []
        self.done = False

    # -- what the next game is ------------------------------------------------------
    def target(self) -> list[str]:
        seats = plan(self.started, self.kit.seats.client_min, self.kit.seats.client_max)
        if self.started == self.hot_seat:
            seats = ["human", "human"] + seats[2:]
        return seats

    # -- one tick -----------------------------------------------------------------------
    def __call__(self, app: Any) -> None:
        if self.done or app.tick % self.every:
            return
        from game.client.scenes.pause import PauseScene
        from game.client.scenes.title import TitleScene
        top = app.top
        if isinstance(top, TitleScene):
            self.title(app, top)
        elif isinstance(top, self.setup_cls):
            self.setup(app, top)
        elif isinstance(top, self.table_cls):
            self.table(app, top)
        elif isinstance(top, PauseScene):
            app.post_intent(self._pause_steps.pop(0) if self._pause_steps else "back")
        elif isinstance(top, self.results_cls):
            self.on_results(app, top)
        else:   # a dialog (a toast needs nothing)
            app.post_intent("confirm")

    def title(self, app: Any, top: Any) -> None:
        keys = [getattr(w, "key", None) for w in top.menu.widgets]
        want = keys.index(self.kit.client.menu_key)
        if top.menu.focus != want:
            app.post_intent("down" if top.menu.focus < want else "up")
        else:
            app.post_intent("confirm")

    def _go(self, app: Any, s: Any, widget: Any, then: str) -> None:
        if s.menu.focused is not widget:
            here, there = s.menu.widgets.index(s.menu.focused), s.menu.widgets.index(widget)
            app.post_intent("down" if there > here else "up")
        else:
            app.post_intent(then)

    def setup(self, app: Any, s: Any) -> None:
        seats = self.target()
        if s.n != len(seats):
            return self._go(app, s, s.count_row, "right")
        for j, kind in enumerate(seats):
            if s.seat_kinds[j] != kind:
                return self._go(app, s, s.seat_rows[j], "right")
        # A deal number of its own: headless runs would deal 1 every time, and
        # a record is known by its start (to the second) and deal number.
        if s.seed != self.started + 1:
            return self._go(app, s, s.seed_row, "right" if (s.seed or 0) < self.started + 1 else "left")
        self._go(app, s, s.start, "confirm")

    def table(self, app: Any, scene: Any) -> None:
        flow = scene.flow
        if self.started in self.leave and flow.phase == "human" and flow.ply >= 6:
            self._pause_steps = ["up", "confirm"]      # Resume → (wraps to) Quit to menu
            self.started += 1
            self.left += 1
            app.post_intent("menu")
            return
        if flow.phase in ("cover", "over"):
            app.post_intent("confirm")
        elif flow.phase == "human" and not flow.timeline.busy:
            flow.play(self.move(flow))

    def move(self, flow: Any) -> dict:
        from game.ai.base import decide
        from game.kits import make_agent
        if self._agent is None:
            self._agent = make_agent(self.game, self.level)
        seat = flow.rules.actor(flow.state)
        return decide(self._agent, flow.rules.observe(flow.state, seat), flow.seed * 1000 + flow.ply)

    def on_results(self, app: Any, top: Any) -> None:
        if getattr(self, "_counted_for", None) is not top:
            self._counted_for = top
            self.results.append(top.recorded)
            shot = self.shots.pop(self.finished, None)
            if shot:
                app.save_screenshot(shot)
            self.finished += 1
            self.started += 1
            if self.finished >= self.games:
                self.done = True
                app.quit()
                return
            app.post_intent("right")   # New setup
            return
        app.post_intent("confirm")


def run(game: str, games: int, *, lang: str = "en", shots: dict[int, str] | None = None,
        leave: tuple[int, ...] = (), hot_seat: int | None = None, level: str = "normal",
        max_frames: int = 3_000_000) -> AutoPlayer:
    """Play ``games`` games of ``game`` in a headless App (instant
    animation); the player, with the App as ``player.app`` (its top scene
    is the last game's results)."""
    from game.client.app import App
    from game.storage.settings import MemorySettingsStore, Settings
    player = AutoPlayer(game, games, level=level, leave=leave, hot_seat=hot_seat, shots=shots)
    drew, App.DRAW_UNSEEN_FRAMES = App.DRAW_UNSEEN_FRAMES, False   # draw only the screenshots
    try:
        app = App(settings_store=MemorySettingsStore(Settings(language=lang, anim_speed="instant",
                                                              ai_speed="fast")),
                  frames=max_frames, script=[])
        app.script = _Every(player)
        app.run()
    finally:
        App.DRAW_UNSEEN_FRAMES = drew
    if app._errors:
        raise RuntimeError(f"scene errors at ticks {app._errors[:5]} (see the log)")
    player.app = app
    return player


class _Every(list):
    """A script that calls ``fn`` at every tick (without a list of millions
    of items): the App reads ``script[pos]`` while ``script[pos][0] <= tick``."""

    def __init__(self, fn: Any) -> None:
        super().__init__()
        self.fn = fn

    def __len__(self) -> int:
        return sys.maxsize

    def __getitem__(self, i: int) -> tuple[int, Any]:
        return (i, self.fn)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True)
    ap.add_argument("--games", type=int, default=32)
    ap.add_argument("--home", type=Path, required=True)
    ap.add_argument("--lang", default="en")
    ap.add_argument("--level", default="normal", help="the level that plays the human seat")
    ap.add_argument("--shots", type=Path, default=None, help="folder for results screenshots")
    args = ap.parse_args(argv)
    os.environ["RODIZIO_FOODIES_HOME"] = str(args.home)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    shots = {}
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
        shots = {i: str(args.shots / f"{args.game}_results_{args.lang}_{i + 1:02d}.png")
                 for i in (0, args.games // 2, args.games - 1)}
    t0 = time.time()
    p = run(args.game, args.games, lang=args.lang, shots=shots, leave=(5, 6, 17), hot_seat=11,
            level=args.level)
    counted = sum(r is not None for r in p.results)
    print(f"{args.game}: {p.finished} finished ({counted} counted), {p.left} left unfinished, "
          f"{time.time() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
