"""Which family a game controller belongs to, and what its buttons are called.

SDL reports every pad with the same positional buttons (A = the bottom face
button, B = right, X = left, Y = top; the client sets
SDL_GAMECONTROLLER_USE_BUTTON_LABELS=0 so a Nintendo pad is positional too).
What is *printed* on them differs by family:

| SDL    | xbox | playstation | nintendo | generic |
|--------|------|-------------|----------|---------|
| a (↓)  | A    | ✕           | B        | A       |
| b (→)  | B    | ○           | A        | B       |
| x (←)  | X    | □           | Y        | X       |
| y (↑)  | Y    | △           | X        | Y       |
| shoulders | LB RB | L1 R1    | L R      | L1 R1   |

``family_of(type_code, name)`` takes SDL's controller type
(``SDL_GameControllerGetType``, asked through ctypes by ``sdl_type``: pygame-ce
does not expose it) and falls back on the pad's name. The PlayStation shapes
come from the bundled DejaVu fonts (the text layer's symbol fallback), so
they are never drawn as missing-glyph boxes."""
from __future__ import annotations

import logging
import os

log = logging.getLogger(__name__)

FAMILIES = ("xbox", "playstation", "nintendo", "generic")

# SDL_GameControllerType (SDL 2.0.12+)
_SDL_TYPES = {1: "xbox", 2: "xbox", 3: "playstation", 4: "playstation", 5: "nintendo",
              7: "playstation", 11: "nintendo", 12: "nintendo", 13: "nintendo"}

_NAME_HINTS = (("playstation", ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5", "sony")),
               ("nintendo", ("nintendo", "switch", "joy-con", "joycon", "pro controller")),
               ("xbox", ("xbox", "x-box", "xinput", "microsoft")))

_FACE = {
    "xbox": {"a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "LB", "rightshoulder": "RB",
             "back": "View", "start": "Menu", "guide": "Xbox", "leftstick": "LS", "rightstick": "RS"},
    "playstation": {"a": "✕", "b": "○", "x": "□", "y": "△", "leftshoulder": "L1", "rightshoulder": "R1",
                    "back": "Share", "start": "Options", "guide": "PS", "leftstick": "L3", "rightstick": "R3"},
    "nintendo": {"a": "B", "b": "A", "x": "Y", "y": "X", "leftshoulder": "L", "rightshoulder": "R",
                 "back": "−", "start": "+", "guide": "Home", "leftstick": "LS", "rightstick": "RS"},
    "generic": {"a": "A", "b": "B", "x": "X", "y": "Y", "leftshoulder": "L1", "rightshoulder": "R1",
                "back": "Select", "start": "Start", "guide": "Home", "leftstick": "L3", "rightstick": "R3"},
}
_DPAD = {"dpup": "D-pad ↑", "dpdown": "D-pad ↓", "dpleft": "D-pad ←", "dpright": "D-pad →"}
#: Buttons 15–20 (SDL 2.0.14+): the same on every family, but for misc1.
_EXTRA = {"misc1": "Misc", "paddle1": "P1", "paddle2": "P2", "paddle3": "P3", "paddle4": "P4",
          "touchpad": "Touchpad"}
_MISC = {"xbox": "Share", "playstation": "Mic", "nintendo": "Capture"}


def use_positional_buttons() -> None:
    """Ask SDL for positional face buttons on every pad (before it opens one)."""
    os.environ.setdefault("SDL_GAMECONTROLLER_USE_BUTTON_LABELS", "0")


def family_of(type_code: int | None, name: str | None) -> str:
    """The pad's family from SDL's type code, else from words in its name."""
    fam = _SDL_TYPES.get(type_code or 0)
    if fam is not None:
        return fam
    low = (name or "").lower()
    for family, words in _NAME_HINTS:
        if any(w in low for w in words):
            return family
    return "generic"


def label(family: str, button_name: str) -> str:
    """What the button is called on this family's pads ("✕", "LB", "D-pad ↑")."""
    if button_name in _DPAD:
        return _DPAD[button_name]
    if button_name == "misc1" and family in _MISC:
        return _MISC[family]
    face = _FACE.get(family, _FACE["generic"])
    return face.get(button_name) or _EXTRA.get(button_name, button_name)


_lib = None
_lib_tried = False


def _sdl():
    """The SDL2 library this process already runs (pygame-ce's), or None."""
    global _lib, _lib_tried
    if _lib_tried:
        return _lib
    _lib_tried = True
    import ctypes   # here, not at import: a start does not wait for it
    import ctypes.util
    candidates: list[str] = []
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1]
                if "libSDL2-2" in path or path.endswith("libSDL2.so") or path.endswith("SDL2.dll"):
                    if path not in candidates:
                        candidates.append(path)
    except OSError:
        pass
    for name in ("SDL2", "SDL2-2.0"):
        found = ctypes.util.find_library(name)
        if found:
            candidates.append(found)
    for c in candidates:
        try:
            lib = ctypes.CDLL(c)
            lib.SDL_GameControllerFromInstanceID.argtypes = [ctypes.c_int]
            lib.SDL_GameControllerFromInstanceID.restype = ctypes.c_void_p
            lib.SDL_GameControllerGetType.argtypes = [ctypes.c_void_p]
            lib.SDL_GameControllerGetType.restype = ctypes.c_int
        except (OSError, AttributeError):
            continue
        _lib = lib
        break
    return _lib


def sdl_type(instance_id: int) -> int | None:
    """SDL's controller type of an open pad, None when SDL cannot say."""
    lib = _sdl()
    if lib is None:
        return None
    try:
        handle = lib.SDL_GameControllerFromInstanceID(instance_id)
        return lib.SDL_GameControllerGetType(handle) if handle else None
    except Exception as e:  # noqa: BLE001 - a foreign library: never crash over a label
        log.warning("controller type unknown: %s", e)
        return None
