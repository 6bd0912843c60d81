"""Argument parsing that fails with one line and exit status 2."""
from __future__ import annotations

import argparse
import sys


class UsageError(Exception):
    """Bad command-line input; printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(message)


def fail(message: str) -> int:
    print(f"error: {message}", file=sys.stderr)
    return 2


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text}")
    return value


def any_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None


def speed_arg(text: str) -> float:
    """An animation-speed factor: a number > 0 (1 = normal) or "instant" (inf)."""
    import math
    if text.strip().lower() == "instant":
        return math.inf
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a speed: {text!r} (a number like 1 or 2.5, or 'instant')") from None
    if not value > 0 or math.isinf(value) or math.isnan(value):
        raise argparse.ArgumentTypeError(f"speed must be a number above 0, got {text}")
    return value
