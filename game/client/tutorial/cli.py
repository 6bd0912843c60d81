"""``python -m game tutorial rodizio|foodies [--frames N] [--screenshot PATH]
[--lang L] [--step K]``: open a tutorial directly (over the main menu, so
leaving it lands there). Kept light: pygame is imported only when run."""
from __future__ import annotations


def run_tutorial(game: str, *, step: int = 1, frames: int | None, screenshot: str | None,
                 lang: str | None) -> int:
    from game.client.run import run_client
    from game.client.tutorial.picker import open_tutorial

    def first(app):
        app.push(app.menu_factory(app))
        scene = open_tutorial(app, game)
        steps = len(getattr(getattr(scene, "tutorial", None), "steps", ()) or ())
        if steps and step > 1:
            scene.enter(min(step, steps) - 1)
        return scene
    return run_client(frames=frames, screenshot=screenshot, lang=lang, first=first)
