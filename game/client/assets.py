"""Where the game's data and media live (the repository's `assets/`)."""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "assets"


def path(*parts: str) -> Path:
    """`path("sfx", "deal.wav")` -> <repo>/assets/sfx/deal.wav (may not exist)."""
    return ROOT.joinpath(*parts)
