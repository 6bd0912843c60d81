"""What the App's loop does once a frame's ticks and drawing are done
(mixed into `game.client.app.App`): the AIs think for what is left of the
frame's budget (`game.client.ai_driver.FrameBudget.think`), and after a
live window's first frame the start-up's objects are frozen out of later
garbage collections (`game.client.collector`)."""
from __future__ import annotations

from game.client import collector
from game.client.ai_driver import frame_budget


class FrameEnd:
    """Mixed into `game.client.app.App` (its ``frame``)."""

    def _frame_done(self, live: bool) -> None:
        """The end of a frame (before ``frame`` counts it)."""
        self._think()
        if live and self.frame == 0:   # the first frame is on screen
            collector.freeze_start_up()

    def _think(self) -> None:
        """The AIs' thinking of this frame, once its ticks and drawing are
        done (a live loop only)."""
        if frame_budget.live:
            frame_budget.think()
