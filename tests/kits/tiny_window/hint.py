"""Tiny's hint module (the kit's ``hint``): lay the highest card — the most
points now. Messages are i18n ``(key, params)``; ``say`` turns one into
text without a table."""
from __future__ import annotations

from typing import Any, Callable

from game.rules.errors import IllegalAction
from tests.kits import tiny_game as R

Message = tuple[str, dict[str, Any]]


def why_not(e: IllegalAction) -> Message:
    """The rules core's refusal in the player's language: ``tiny.why.<code>``."""
    return (f"tiny.why.{e.code}", dict(e.params))


def hint(state: Any, seat: int, agent: Any = None) -> tuple[dict, Message]:
    """The suggested action for ``seat`` (to move) and why."""
    best = max(R.legal_actions(state), key=lambda a: a["lay"])
    return best, ("tiny.hint.why", {"card": best["lay"]})


def say(message: Message, tr: Callable[..., str]) -> str:
    key, params = message
    return tr(key, **{k: say(v, tr) if isinstance(v, tuple) else v for k, v in params.items()})


class HintRequest:
    """A hint for the table (ready at once: nothing to think out)."""

    def __init__(self, state: Any, seat: int) -> None:
        self.action, self.why = hint(state, seat)

    def tick(self, dt: float) -> dict:
        return self.action
