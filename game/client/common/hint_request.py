"""The Hint button's request, one for every game: the coach's move thought
out a slice per tick (like an AI turn, no pause), then its reason."""
from __future__ import annotations

from typing import Any, Callable

from game.ai import coach
from game.client.ai_driver import AiTurn

Message = tuple[str, dict[str, Any]]


class HintRequest:
    """A hint being computed for the seat whose ``observation`` it is:
    ``agent`` (the hint level's) thinks, seeded by what the seat sees
    (`game.ai.coach.hint_seed`), in the game's ``turn_class`` (its work
    units per tick); once ``tick`` returns the action, ``why`` is its
    reason, ``explain(observation, action)``."""

    def __init__(self, agent: Any, observation: dict[str, Any],
                 explain: Callable[[dict[str, Any], dict[str, Any]], Message], *,
                 turn_class: type = AiTurn, deterministic: bool = False) -> None:
        self.observation = observation
        self.turn = turn_class(agent, observation, coach.hint_seed(observation), deterministic=deterministic)
        self._explain = explain
        self.action: dict | None = None
        self._why: Message | None = None

    def tick(self, dt: float) -> dict | None:
        if self.action is None:
            self.action = self.turn.tick(dt)
        return self.action

    @property
    def why(self) -> Message | None:
        if self.action is not None and self._why is None:
            self._why = self._explain(self.observation, self.action)
        return self._why

    def finish(self) -> tuple[dict, Message]:
        """The action and its reason at once (``python -m game hint``)."""
        if self.action is None:
            self.action = self.turn.finish()
        why = self.why
        assert why is not None
        return self.action, why
