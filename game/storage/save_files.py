"""The unfinished games' files in the data folder's ``saves``: their names
(`game.storage.saves.SaveStore` uses these) and `any_there()`, whether one
of them exists — asked by the main menu before it loads `saves` (which
imports the rules core and the kits to verify a record), so a start with no
unfinished game, the usual one, reads none of that before its first frame."""
from __future__ import annotations

import os

from game.storage import paths

FOLDER = "saves"
#: The game in progress.
AUTOSAVE = "autosave.json"
#: An unfinished game set aside when a new one started (one slot).
PREVIOUS = "previous.json"
#: The autosave's name while it changes places with the previous game.
SWAP = "autosave.json.swapping"


def any_there() -> bool:
    """Whether anything has one of the three names (a file, or whatever
    else: loading says what is wrong with it); False when the data folder
    cannot be found."""
    try:
        folder = paths.data_root() / FOLDER
    except OSError:
        return False
    return any(os.path.lexists(folder / name) for name in (AUTOSAVE, PREVIOUS, SWAP))
