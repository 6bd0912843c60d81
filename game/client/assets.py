"""Where the game's data and media live (`game.content_root.CONTENT_ROOT`:
the checkout's `assets/`, or the copy installed with the game)."""
from __future__ import annotations

from pathlib import Path

from game.content_root import CONTENT_ROOT

ROOT = CONTENT_ROOT


def path(*parts: str) -> Path:
    """`path("sfx", "deal.wav")` -> <content root>/sfx/deal.wav (may not exist)."""
    return ROOT.joinpath(*parts)
