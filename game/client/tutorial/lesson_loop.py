"""The per-tick loop both scripted tutorial flows share."""
from __future__ import annotations

from types import ModuleType
from typing import Any


class LessonLoop:
    """Mixin for a game's ``TableFlow`` (which provides ``_advance``): the
    picture animates as in a game, but only seat 0 ever acts, and only while
    the lesson expects a move (``self.expect``); otherwise nobody acts until
    the lesson says so."""

    rules: ModuleType  # the game's rules module, set by the subclass
    expect: dict[str, Any] | None

    def _lesson_table(self, speed: Any, **kw: Any) -> None:
        """Start the game's ``TableFlow`` as a lesson table: nothing expected
        yet, no AI (the lesson moves every other seat), no deal animation,
        and the lesson's own step speed on top of the player's."""
        self.step_speed = 1.0
        self.expect = None
        self.wrong: str | None = None
        self.start_focus: int | None = None
        self.applied: list[dict] = []
        self.refused: list[tuple[dict, tuple]] = []
        super().__init__(speed=lambda: speed() * self.step_speed,  # type: ignore[call-arg]
                         make_agent=lambda game, level: None, deal=False, **kw)

    def update(self, dt: float) -> None:
        if self._advance(dt):  # type: ignore[attr-defined]
            if self.rules.actor(self.state) is None:  # type: ignore[attr-defined]
                # a lesson can swap positions under a finished table
                self.current_actor = None
            return
        who = self.rules.actor(self.state)  # type: ignore[attr-defined]
        if self.expect is not None and who == 0:
            self.current_actor = who
            if self.phase != "human":  # type: ignore[has-type]
                self.phase = "human"
                self._start_human_turn()  # type: ignore[attr-defined]
            return
        self.current_actor = None
        self.phase = "watch"
