"""How many seats Foodies seats (rule book §2): a module of its own, so the
game's kit reads the range at start-up without loading the rules."""
from __future__ import annotations

MIN_SEATS, MAX_SEATS = 2, 5
