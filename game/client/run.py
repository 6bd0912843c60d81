"""Open the window and run the client: what `python -m game` does with no
subcommand (and `demo`, `tutorial`, which pass their own first scene).

Start-up checks, each one line on stderr and exit status 2 instead of a
traceback or a silent surprise:
- `--screenshot PATH` whose folder does not exist (nothing is created), or
  that names a folder;
- no display: SDL would fall back to an invisible window (its `offscreen`
  or `dummy` driver) — allowed only when asked for explicitly with
  `SDL_VIDEODRIVER=dummy` (headless runs, tests, the README's prefix);
- a window that cannot be opened.
Temp files left in the data folder by a killed save are removed first, and
a game's end a kill interrupted is finished (`game.storage.ending.recover`)."""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Callable

#: SDL's drivers that show nothing on any screen.
INVISIBLE_DRIVERS = ("offscreen", "dummy")
NO_DISPLAY = ("no display to open the game window on (no DISPLAY or WAYLAND_DISPLAY; SDL would "
              "use an invisible window); for a headless run set SDL_VIDEODRIVER=dummy")


def _fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def screenshot_problem(screenshot: str | None) -> str | None:
    """Why `--screenshot PATH` cannot be written (None: it can)."""
    if not screenshot:
        return None
    path = Path(screenshot)
    if path.is_dir():
        return f"--screenshot {screenshot} is a folder; give a file name such as shot.png"
    parent = path.parent
    if not parent.is_dir():
        return f"--screenshot: the folder {parent} does not exist (it is not created)"
    return None


def display_problem() -> str | None:
    """Why the window could not be seen (None: it can, or an invisible
    driver was asked for by name). Initialises pygame's display."""
    import pygame
    wanted = [d.strip().lower() for d in os.environ.get("SDL_VIDEODRIVER", "").split(",") if d.strip()]
    if sys.platform.startswith("linux") and not wanted and not os.environ.get("DISPLAY") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        return NO_DISPLAY   # said before SDL probes (and prints its own noise)
    try:
        pygame.display.init()
    except pygame.error as e:
        return f"cannot open the game window: {e}"
    driver = (pygame.display.get_driver() or "").lower()
    if driver in INVISIBLE_DRIVERS and driver not in wanted:
        pygame.display.quit()
        return NO_DISPLAY
    return None


def run_client(*, frames: int | None = None, screenshot: str | None = None,
               lang: str | None = None, first: Callable | None = None,
               script=()) -> int:
    """Run the game; returns the process exit status.

    `frames`: stop after N frames, each advancing exactly one fixed tick
    (headless-friendly, no waiting). `screenshot`: save the last frame as
    PNG (its folder must exist). `lang`: language for this run. `first`:
    scene or factory(app) to start on (default: the main menu)."""
    problem = screenshot_problem(screenshot)
    if problem:
        return _fail(problem)
    import pygame

    from game.storage import paths
    problem = display_problem()
    if problem:
        return _fail(problem)
    paths.clean_stale_temp()
    from game.storage import ending
    ending.recover()   # a game's end a kill interrupted: kept once, counted once

    from game.client.app import App
    try:
        app = App(frames=frames, screenshot=screenshot, language=lang, script=script)
    except pygame.error as e:
        pygame.quit()
        return _fail(f"cannot open the game window: {e}")
    try:
        return app.run(first)
    except OSError as e:  # the screenshot could not be written
        return _fail(f"cannot save the screenshot {screenshot}: {e.strerror or e}")
    finally:
        pygame.quit()
