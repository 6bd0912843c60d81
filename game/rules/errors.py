"""Errors raised by the rules core."""


class IllegalAction(ValueError):
    """An action the rules do not allow in this state.

    ``rule`` names the rule book section (e.g. ``"rodizio §5 choose"``); the
    state the action was applied to is left unchanged."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{message} ({rule})")
        self.rule = rule


class BadState(ValueError):
    """JSON that is not a valid state of the game (corrupt save, tampered
    replay): the message says which field is wrong."""
