"""Open the window and run the client: what `python -m game` does with no
subcommand. Other commands (e.g. a `play` path) call `run_client` with
their own first scene."""
from __future__ import annotations

import sys
from typing import Callable


def run_client(*, frames: int | None = None, screenshot: str | None = None,
               lang: str | None = None, first: Callable | None = None,
               script=()) -> int:
    """Run the game; returns the process exit status.

    `frames`: stop after N frames, each advancing exactly one fixed tick
    (headless-friendly, no waiting). `screenshot`: save the last frame as
    PNG. `lang`: language for this run. `first`: scene or factory(app) to
    start on (default: the main menu). A failure to open the window is one
    line on stderr and status 2."""
    import pygame

    from game.client.app import App
    try:
        app = App(frames=frames, screenshot=screenshot, language=lang, script=script)
    except pygame.error as e:
        print(f"error: cannot open the game window: {e}", file=sys.stderr)
        return 2
    try:
        return app.run(first)
    except OSError as e:  # the screenshot path is not writable
        print(f"error: cannot save the screenshot {screenshot}: {e.strerror or e}", file=sys.stderr)
        return 2
    finally:
        pygame.quit()
