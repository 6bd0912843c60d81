"""The animation-speed factor a table plays at."""
from __future__ import annotations

from typing import Any


def speed_of(app: Any) -> float:
    """``app.settings.speed_factor`` (0.5/1/2/inf), or 1 when the app has none."""
    try:
        return float(app.settings.speed_factor)
    except (AttributeError, KeyError, TypeError, ValueError):
        return 1.0


def ai_pace_of(app: Any) -> float:
    """``app.settings.ai_pace`` (the AI speed: 1.6 slow, 1 normal, 0.5 fast),
    or 1 when the app has none."""
    try:
        return float(app.settings.ai_pace)
    except (AttributeError, KeyError, TypeError, ValueError):
        return 1.0
