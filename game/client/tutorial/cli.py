"""``python -m game tutorial rodizio|foodies [--frames N] [--screenshot PATH]
[--lang L] [--step K]``: open a tutorial directly (over the main menu, so
leaving it lands there). Kept light: pygame is imported only when run.

A ``--step`` past the last lesson is a usage error: one line on stderr and
status 2, before any window opens."""
from __future__ import annotations

import sys
from game.client.run import run_client


def lesson_count(game: str) -> int | None:
    """How many lessons ``game``'s tutorial has (None: the file is unusable;
    the picker then shows its error box)."""
    from game.client.tutorial.script import TutorialError, load
    try:
        return len(load(game).steps)
    except TutorialError:
        return None


def run_tutorial(game: str, *, step: int = 1, frames: int | None, screenshot: str | None,
                 lang: str | None) -> int:
    count = lesson_count(game)
    if count is not None and not 1 <= step <= count:
        print(f"error: --step {step}: the {game} tutorial has lessons 1 to {count}", file=sys.stderr)
        return 2

    from game.client.tutorial.picker import open_tutorial

    def first(app):
        app.push(app.menu_factory(app))
        return open_tutorial(app, game, start=step - 1 if count else 0)
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)
