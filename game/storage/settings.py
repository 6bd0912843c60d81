"""Player settings: versioned JSON in the data dir (see game.storage.paths).

File `settings.json`: `{"version": 1, "language": "en", "anim_speed":
"normal", "ai_speed": "normal", "volume": 80, "fullscreen": false,
"memory_aid": true, ...}` (`ai_speed`: how long an AI's turn stays on screen —
its pause before moving and its animation — `slow`/`normal`/`fast`, on top
of the animation speed)
(`memory_aid`, one setting for both games: Foodies shows the cards every
seat has seen — rule book §8 —, Rodízio every diner's eaten pizzas, total
and the standing — §9; a file without it gets the default).

Version 2 (issue #21) adds the controls and the accessibility settings:
`"keys"` / `"buttons"`: `{intent: [name, ...]}` — the player's bindings
(pygame key names such as "return", "w"; SDL controller button names such
as "a", "dpup"); an intent missing from the map keeps its default binding,
`{}` is "all defaults" (the client's game.client.bindings checks the names);
`"text_size"` 100/125/150 (percent, body text); `"colour_blind"`,
`"high_contrast"`, `"reduce_motion"`, `"narration"` (all false by default).
A version-1 file is upgraded to these defaults, keeping everything else.

Version 3 (issue #32) replaces the one `"colour_blind"` switch with
`"palette"`: "standard", "protanopia", "deuteranopia" or "tritanopia" (one
palette per colour vision). A version-2 file with colour-blind on gets
"deuteranopia" (the commonest; the old palette was one set for all three,
so the closest to it), off gets "standard"; every other field is kept.
`"text_size"` now offers 100/125/150/175/200 (every screen grows), and
`"speech_rate"` (percent of the speech engine's normal rate, SPEECH_RATES,
default 100) sets how fast narration speaks; a file without it gets 100.

- Missing file → defaults. A field with a bad value → that field's default.
- Unreadable file (not a regular file, too large, bad JSON, too deeply
  nested, not an object, unknown/newer version) → moved aside as
  `settings.json.corrupt-<n>`; `SettingsStore.message` holds a one-time
  explanation for the UI (catalog key `message_key`); defaults are used.
- A file this program may not open (its permissions) is not damage: it is
  left where it is, defaults are used, `message_key` is
  "settings.unreadable", and `save()` does not write over it this session
  (nor ever while it stays unreadable: `jsonio.check_replaceable`, the
  guard every store shares, refuses in `write_json_atomic`).
- A data folder that cannot be used (a file of that name, no permission) →
  defaults kept in memory, `message_key` "data.unusable"; never raises.
- Older versions go through `_UPGRADERS` (version n → n+1) before use.
- `save()` writes atomically (temp file + os.replace)."""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.storage import limits, paths
from game.storage.jsonio import CorruptFile, upgrade_versions, read_json_or_quarantine, write_json_atomic

VERSION = 3
LANGUAGES = ("en", "pt", "fa")
ANIM_SPEEDS = ("slow", "normal", "fast", "instant")
# Multiplier applied to animation time; instant is infinite (finish on the next tick).
SPEED_FACTORS = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": math.inf}
VOLUME_STEP = 10
AI_SPEEDS = ("slow", "normal", "fast")
# Multiplier on the time an AI's turn is shown (pause and animation).
AI_PACES = {"slow": 1.6, "normal": 1.0, "fast": 0.5}
#: Body text sizes offered (percent of the designed size).
TEXT_SIZES = (100, 125, 150, 175, 200)
#: Narration's speaking rate offered (percent of the engine's normal rate).
SPEECH_RATES = (50, 75, 100, 125, 150, 200)
#: The most names one intent may have on one device, and the longest name.
MAX_BINDINGS, MAX_NAME = 4, 32
#: The colour palettes offered (game.client.theme.PALETTES), in the order shown.
PALETTES = ("standard", "protanopia", "deuteranopia", "tritanopia")
_FLAGS = ("fullscreen", "memory_aid", "high_contrast", "reduce_motion", "narration")


@dataclass
class Settings:
    language: str = "en"
    anim_speed: str = "normal"
    ai_speed: str = "normal"  # how long AI turns stay on screen (AI_PACES)
    volume: int = 80  # percent, 0..100 in steps of VOLUME_STEP
    fullscreen: bool = False
    memory_aid: bool = True   # both games: show what a perfect memory knows (Foodies §8, Rodízio §9)
    keys: dict[str, list[str]] = dataclasses.field(default_factory=dict)     # intent -> key names
    buttons: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # intent -> pad buttons
    text_size: int = 100          # percent of the body text's designed size (TEXT_SIZES)
    palette: str = "standard"     # colours for one colour vision (PALETTES)
    high_contrast: bool = False   # stronger outlines and focus ring, plain backgrounds
    reduce_motion: bool = False   # no particles, bounces or zooms; cards fade into place
    narration: bool = False       # focus changes and table events spoken and logged
    speech_rate: int = 100        # narration's rate, percent of the engine's normal rate (SPEECH_RATES)

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS[self.anim_speed]

    @property
    def ai_pace(self) -> float:
        return AI_PACES[self.ai_speed]

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, **dataclasses.asdict(self)}

    @property
    def text_scale(self) -> float:
        """The text's size factor (1.0 .. 2.0)."""
        return self.text_size / 100

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Settings":
        """Build from an up-to-date dict; bad field values fall back to defaults."""
        s = cls()
        if d.get("language") in LANGUAGES:
            s.language = d["language"]
        if d.get("anim_speed") in ANIM_SPEEDS:
            s.anim_speed = d["anim_speed"]
        if d.get("ai_speed") in AI_SPEEDS:
            s.ai_speed = d["ai_speed"]
        v = d.get("volume")
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100:
            s.volume = v
        for flag in _FLAGS:
            if isinstance(d.get(flag), bool):
                setattr(s, flag, d[flag])
        if d.get("palette") in PALETTES:
            s.palette = d["palette"]
        if d.get("text_size") in TEXT_SIZES and not isinstance(d.get("text_size"), bool):
            s.text_size = d["text_size"]
        rate = d.get("speech_rate")
        if rate in SPEECH_RATES and not isinstance(rate, bool):
            s.speech_rate = rate
        s.keys = _binding_map(d.get("keys"))
        s.buttons = _binding_map(d.get("buttons"))
        return s


def _binding_map(value: Any) -> dict[str, list[str]]:
    """A well-formed `{intent: [name, ...]}` from `value`; entries of the
    wrong shape are dropped (their intent keeps its default binding)."""
    if not isinstance(value, dict):
        return {}
    out: dict[str, list[str]] = {}
    for intent, names in value.items():
        if not (isinstance(intent, str) and 0 < len(intent) <= MAX_NAME and isinstance(names, list)):
            continue
        if len(names) > MAX_BINDINGS or not all(isinstance(n, str) and 0 < len(n) <= MAX_NAME for n in names):
            continue
        out[intent] = list(names)
    return out


def _upgrade_1(obj: dict[str, Any]) -> dict[str, Any]:
    """Version 1 -> 2: the controls (default bindings) and the accessibility
    settings (all off, text at 100 %) join; every other field is kept."""
    return {**obj, "version": 2, "keys": {}, "buttons": {}, "text_size": 100,
            "colour_blind": False, "high_contrast": False, "reduce_motion": False, "narration": False}


def _upgrade_2(obj: dict[str, Any]) -> dict[str, Any]:
    """Version 2 -> 3: the colour-blind switch becomes a palette (on:
    "deuteranopia", off or unreadable: "standard"); every other field is kept."""
    out = {k: v for k, v in obj.items() if k != "colour_blind"}
    out.update(version=3, palette="deuteranopia" if obj.get("colour_blind") is True else "standard")
    return out


# version n -> function turning a version-n dict into a version-(n+1) dict.
_UPGRADERS: dict[int, Any] = {1: _upgrade_1, 2: _upgrade_2}


def _validate(obj: Any) -> Settings:
    if not isinstance(obj, dict):
        raise CorruptFile("not a JSON object")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise CorruptFile("missing or bad 'version'")
    if version > VERSION:
        raise CorruptFile(f"written by a newer version ({version})")
    return Settings.from_json(upgrade_versions(obj, version, VERSION, _UPGRADERS))


class SettingsStore:
    """Loads once at construction; `settings` is live, `save()` persists it.

    `message` is a human-readable note about a corrupt file (or None); the
    UI shows it once and then calls `take_message()`."""

    FILENAME = "settings.json"
    #: The catalog key of the UI's note: {detail} is what `take_message` returns.
    message_key = "settings.kept_aside"
    #: True when the file may not be opened (left as it is, never written over).
    unreadable = False

    def __init__(self, path: Path | None = None):
        self.settings: Settings = Settings()
        if path is None:
            problem = paths.data_dir_problem()
            if problem is not None:   # play with defaults, kept in memory only
                self.path = None  # type: ignore[assignment]
                self.message, self.message_key = problem, "data.unusable"
                return
            path = paths.data_root() / self.FILENAME
        self.path = Path(path)
        loaded, self.message = read_json_or_quarantine(self.path, _validate, kind=limits.SETTINGS)
        if loaded is not None:
            self.settings = loaded
        #: The file may not be opened: leave it as it is, even when saving.
        self.unreadable = bool(getattr(self.message, "unreadable", False))
        if self.unreadable:
            self.message_key = "settings.unreadable"

    def take_message(self) -> str | None:
        """The note's `{detail}` for the catalog's `message_key` (then None):
        the kept file's name, or the unusable data folder (between
        left-to-right marks, so a right-to-left sentence keeps the path
        whole). The full English `message` goes to the log."""
        msg, self.message = self.message, None
        if msg is None:
            return None
        if self.message_key == "data.unusable":   # no log file to write to
            return f"\u200e{paths.data_root()}\u200e"
        import logging
        logging.getLogger(__name__).warning("settings: %s", msg)
        if self.message_key == "settings.unreadable":   # left where it was: name it
            return getattr(msg, "file", None) or self.FILENAME
        kept = getattr(msg, "kept", None)
        if kept is None:   # not moved aside: say it all, in English
            self.message_key = "settings.corrupt"
            return msg
        return kept

    def save(self) -> None:
        """Persist atomically; raises OSError (the app catches it and shows a
        toast). Without a usable data folder (already said), or when the file
        could not be opened (it is left as it is), it does nothing."""
        if self.path is None or self.unreadable:
            return
        write_json_atomic(self.path, self.settings.to_json())


class MemorySettingsStore(SettingsStore):
    """In-memory store (no file) for tests and tools."""

    def __init__(self, settings: Settings | None = None):
        self.path = None  # type: ignore[assignment]
        self.message = None
        self.settings = settings or Settings()

    def save(self) -> None:
        pass
