"""What the App's loop does once a frame's ticks and drawing are done
(mixed into `game.client.app.App`): the AIs think for what is left of the
frame's budget (`game.client.ai_driver.FrameBudget.think`), and after a
live window's first frame the start-up's objects are frozen out of later
garbage collections (`game.client.collector`) and what a start does not
wait for begins (`_after_first_frame`)."""
from __future__ import annotations

from game.client import collector
from game.client.ai_driver import frame_budget


class FrameEnd:
    """Mixed into `game.client.app.App` (its ``frame``, ``text``, ``audio``
    and ``input``)."""

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

    def _after_first_frame(self) -> None:
        """What a start does not wait for: the sounds, the game controllers,
        and checking the games the main menu listed (``kits.listed``: a
        broken built-in game still stops the start, with its KitError)."""
        from game import client
        client.restore_collector()   # the start's collector thresholds end (game/client/__init__.py)
        self.text.keep_first_frame()
        from game import kits
        kits.windowed()
        self.audio.load()              # a missing device or file: silence (logged)
        self.input.start_controllers()  # no controller support: keyboard and mouse (logged)
