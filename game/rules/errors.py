"""Errors raised by the rules core."""
from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action the rules do not allow in this state.

    ``rule`` names the rule book section (e.g. ``"rodizio §5 choose"``); the
    state the action was applied to is left unchanged. ``code`` says why in
    a word and ``params`` (JSON values, as in the rule book) fill in the
    details: the client shows its own translation of the code
    (``<game>.why.<code>`` in assets/i18n), never the English ``str(e)``."""

    def __init__(self, rule: str, message: str, code: str = "malformed", **params: Any) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule
        self.code = code
        self.params = params


class BadState(ValueError):
    """JSON that is not a valid state of the game (corrupt save, tampered
    replay): the message says which field is wrong."""
