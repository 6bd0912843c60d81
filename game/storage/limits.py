"""How large a real file of each kind can be: the caps every reader applies.

A file under a byte cap can still cost far more memory than its size: each
array or object `json.loads` builds takes 60–100 bytes for the 2–3 bytes
it took in the file (15.6 MB of ``[[],[],…]`` made 0.77 GB). So each
reader names the `Kind` of file it expects, and before anything is parsed
`jsonio` checks the raw bytes against that kind's caps:

- ``max_bytes`` — the file's size;
- ``max_containers`` — its ``[`` and ``{`` bytes (an upper bound of the
  arrays and objects it can hold: one in a string counts too);
- ``max_commas`` — its ``,`` bytes (an upper bound of the values beyond
  one per container).

Each cap is the largest real file of that kind, measured, times a wide
margin (20–100×), so no file the game or its commands write comes near
it and no file under it costs more than a few tens of MB to read
(docs/robustness.md has the figures). The measured files:

- settings: the whole file, 150 bytes, 1 object, 6 commas;
- a save or replay: the longest Foodies game found (400 games of 5 seats
  of the easy AI, whose games are the longest: 719 actions) is an
  84,163-byte replay with 1,633 arrays and objects and 2,519 commas; an
  autosave is the same record without its result;
- a rule-book state (`decide`, `hint`): a 5-seat Foodies deal, 3,650
  bytes, 114 containers, 235 commas (states do not grow: the cards are
  only moved about);
- a trace: that game's ``trace`` is 2,173,782 bytes, 72,747 containers
  and 144,900 commas, its longest line 3,834 bytes."""
from __future__ import annotations

from typing import NamedTuple

KIB = 1024
MIB = 1024 * KIB


class Kind(NamedTuple):
    """The caps for one kind of file (see the module doc); ``what`` names
    it in messages ("it holds more than a real save or replay can"). A
    named tuple, immutable: made at every start, it costs a tenth of a
    frozen dataclass."""

    what: str
    max_bytes: int
    max_containers: int
    max_commas: int


#: `settings.json` (real: 150 bytes).
SETTINGS = Kind("settings file", 16 * KIB, 64, 512)
#: A save (autosave, previous game) or a replay (real: at most ~84 KB).
RECORD = Kind("save or replay", 2 * MIB, 40_000, 64_000)
#: A rule-book state given to `decide` / `hint` (real: at most ~3.7 KB).
STATE = Kind("rule-book state", 128 * KIB, 4_000, 8_000)
#: One line of a trace: a state, an actor and an action (real: at most ~3.9 KB).
TRACE_LINE = Kind("trace line", 128 * KIB, 4_000, 8_000)
#: A whole trace, read line by line, each line a `TRACE_LINE` (real: at most ~2.2 MB).
MAX_TRACE_BYTES = 32 * MIB
