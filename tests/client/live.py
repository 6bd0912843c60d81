"""Drive the LIVE window as a player gets it: the App's real-time loop
(no ``frames=``), real time, the window's settling (App.SETTLE_SECONDS
without input) included — what the frame-stepped ``--frames`` runs never
see, since they never settle.

    live = Live(T.make_app())
    live.run(first_scene, until=lambda live: "Done" in live.shown, within=60)
    assert "Done" in live.shown      # the texts of the last frame drawn

``shown`` is what the screen shows: the texts the one text path
(``Text.draw``, recorded by game.client.layout_audit) drew in the last
frame that reached the window. ``each_frame(live)`` (optional) runs after
every loop iteration — a test acts there (opens a review, asks a hint)
without sending input, so the window stays settled. A run ends when
``until(live)`` holds or after ``within`` seconds of wall time — a
generous limit: the tests assert outcomes, never how fast a loaded machine
got there."""
from __future__ import annotations

import time
from typing import Any, Callable

from game.client import layout_audit
from game.client.anim import motion


class Live:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.shown: list[str] = []
        self.draws = 0
        #: frames drawn while the window was settled
        self.settled_draws = 0
        #: whether the window was settled when the last frame was drawn
        self.drawn_settled = False
        self.timed_out = False
        render = app._render

        def recorded_render() -> None:
            with layout_audit.recording() as rec:
                render()
            self.shown = [d.text for d in rec.drawn]
            self.draws += 1
            self.drawn_settled = motion.settled
            if motion.settled:
                self.settled_draws += 1

        app._render = recorded_render

    @property
    def settled(self) -> bool:
        """The window is settled now (no input for App.SETTLE_SECONDS);
        after ``run`` see ``drawn_settled``."""
        return motion.settled

    def showing(self, needle: str) -> bool:
        """The last drawn frame shows ``needle``: within one text, or
        across the lines a wrapped paragraph was drawn as."""
        return any(needle in s for s in self.shown) or needle in " ".join(self.shown)

    def run(self, first: Any, *, until: Callable[["Live"], bool], within: float = 60.0,
            each_frame: Callable[["Live"], None] | None = None) -> "Live":
        app = self.app
        settle = app._settle
        deadline = time.monotonic() + within

        def checked_settle() -> None:
            settle()
            if each_frame is not None:
                each_frame(self)
            if until(self):
                app.quit()
            elif time.monotonic() > deadline:
                self.timed_out = True
                app.quit()

        app._settle = checked_settle
        assert app.frames is None, "a live run has no frames= (it runs in real time)"
        app.run(first)
        return self
