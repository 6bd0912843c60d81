"""The player's controls: which keys and pad buttons give which intent.

``Bindings`` holds, per bindable intent (`BINDABLE`), up to `KEY_SLOTS`
keyboard keys (pygame key codes) and `BUTTON_SLOTS` controller buttons
(SDL game-controller button numbers). The settings keep them by name
(``Settings.keys`` / ``Settings.buttons``: pygame key names such as
"return", SDL button names such as "dpup"), so a file stays readable and
survives a pygame upgrade; names this pygame does not know are dropped.
Every key and button a device can send has a name that reads back as the
same code (`key_name` / `button_name`): a layout's letter pygame has no
name for (ç, ñ, é, ß, ا, ژ — SDL's key code is the letter's code point) is
kept as the letter itself, the pad's paddles, touchpad and misc button
(15–20) by SDL's names, and anything else as ``#<code>`` — never dropped.

One key or button gives at most one intent: ``bind`` never doubles a
binding silently — when the new key already belongs to another intent the
two swap (the other intent gets the key being replaced) and ``bind``
returns a ``Conflict`` the Controls screen shows. The keypad's Enter always
acts as the key bound in Enter's place (it is not listed separately).

The mouse (point, click, right button = back, wheel = up/down) and the
left stick (directions) are not rebindable: they stay a way back into the
Controls screen whatever the keys say."""
from __future__ import annotations

import re
import sys
from typing import Iterable, NamedTuple

import pygame

#: The intents a player can rebind, in the order the Controls screen lists them.
BINDABLE = ("up", "down", "left", "right", "confirm", "back", "menu", "hint", "next", "undo")
KEY_SLOTS = 2
BUTTON_SLOTS = 1

#: SDL's game-controller button names, by button number (SDL_GameControllerButton;
#: 15–20, from SDL 2.0.14: the Xbox Share / PS5 microphone / Switch Capture
#: button, the four paddles of an Elite pad, the PlayStation touchpad).
BUTTON_NAMES = ("a", "b", "x", "y", "back", "guide", "start", "leftstick", "rightstick",
                "leftshoulder", "rightshoulder", "dpup", "dpdown", "dpleft", "dpright",
                "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad")
#: A code by number, for a key or button with no name ("#1073742100").
_BY_NUMBER = re.compile(r"#([0-9]{1,10})")
#: SDL marks key codes made from a scan code (keys with no character) with this bit.
_SCANCODE_MASK = 1 << 30

DEFAULT_KEYS: dict[str, tuple[str, ...]] = {
    "up": ("up", "w"), "down": ("down", "s"), "left": ("left", "a"), "right": ("right", "d"),
    "confirm": ("return", "space"), "back": ("escape", "backspace"), "menu": ("p", "f10"),
    "hint": ("h",), "next": ("tab",), "undo": ("u",),
}
DEFAULT_BUTTONS: dict[str, tuple[str, ...]] = {
    "up": ("dpup",), "down": ("dpdown",), "left": ("dpleft",), "right": ("dpright",),
    "confirm": ("a",), "back": ("b",), "menu": ("start",), "hint": ("y",),
    "next": ("rightshoulder",), "undo": ("x",),
}

KEYPAD_ENTER_AS = pygame.K_RETURN


def _by_number(name: str, limit: int) -> int | None:
    m = _BY_NUMBER.fullmatch(name)
    return int(m.group(1)) if m and int(m.group(1)) < limit else None


def _pygame_code(name: str) -> int | None:
    try:
        return pygame.key.key_code(name)
    except (ValueError, pygame.error):
        return None


def key_code(name: str) -> int | None:
    """The pygame key code of a key name ("return", "w", "ç", "#231"),
    None if unknown."""
    code = _pygame_code(name)
    return code if code is not None else _by_number(name, 1 << 31)


def key_name(code: int) -> str:
    """The settings' name of a key code, which `key_code` reads back as the
    same code: pygame's name ("return"); else, for a layout's letter pygame
    has no name for, the letter itself ("ç"); else "#<code>". Never ""."""
    try:
        name = pygame.key.name(code)
    except (ValueError, pygame.error):
        name = ""
    if name and _pygame_code(name) == code:
        return name
    if 0 < code < _SCANCODE_MASK and code <= sys.maxunicode:
        letter = chr(code)
        if letter.isprintable() and not letter.isspace() and _pygame_code(letter) == code:
            return letter
    return f"#{code}"


def button_code(name: str) -> int | None:
    """A pad button's number from its SDL name ("a", "paddle1") or "#<n>"."""
    try:
        return BUTTON_NAMES.index(name)
    except ValueError:
        return _by_number(name, 256)


def button_name(code: int) -> str:
    """SDL's name of a pad button, "#<n>" past the named ones. Never ""."""
    return BUTTON_NAMES[code] if 0 <= code < len(BUTTON_NAMES) else f"#{code}"


class Conflict(NamedTuple):
    """Binding ``code`` to ``intent`` took it from ``other``, which got
    ``given`` (the code ``intent`` had in that slot; None: it got nothing).
    A named tuple: made at every start, it costs a tenth of a dataclass."""
    device: str          # "keyboard" or "controller"
    code: int
    intent: str
    other: str
    given: int | None


class Bindings:
    """`keys[intent]` / `buttons[intent]`: lists of codes, first = shown in prompts."""

    def __init__(self, keys: dict[str, list[int]] | None = None, buttons: dict[str, list[int]] | None = None):
        self.keys: dict[str, list[int]] = {i: [] for i in BINDABLE}
        self.buttons: dict[str, list[int]] = {i: [] for i in BINDABLE}
        if keys is None and buttons is None:
            self.reset()
        for table, given in ((self.keys, keys), (self.buttons, buttons)):
            for intent, codes in (given or {}).items():
                if intent in table:
                    table[intent] = list(codes)
        self._index()

    # ---- construction ------------------------------------------------
    @classmethod
    def defaults(cls) -> "Bindings":
        return cls()

    @classmethod
    def from_settings(cls, keys: dict[str, list[str]], buttons: dict[str, list[str]]) -> "Bindings":
        """The settings' names over the defaults: an intent the settings do
        not list keeps its default; unknown names, unknown intents and a
        second use of one key (a hand-edited file) are dropped."""
        b = cls()
        for table, given, to_code, slots in ((b.keys, keys, key_code, KEY_SLOTS),
                                             (b.buttons, buttons, button_code, BUTTON_SLOTS)):
            for intent in BINDABLE:
                if intent in (given or {}):
                    codes = [c for c in (to_code(n) for n in given[intent]) if c is not None]
                    table[intent] = list(dict.fromkeys(codes))[:slots]
            seen: set[int] = set()
            for intent in BINDABLE:
                table[intent] = [c for c in table[intent] if not (c in seen or seen.add(c))]
        b._index()
        return b

    def to_settings(self) -> tuple[dict[str, list[str]], dict[str, list[str]]]:
        """(keys, buttons) by name, only the intents that differ from the
        defaults (an untouched game keeps ``{}``: "all defaults")."""
        keys = {i: [key_name(c) for c in self.keys[i]] for i in BINDABLE
                if tuple(key_name(c) for c in self.keys[i]) != DEFAULT_KEYS[i]}
        buttons = {i: [button_name(c) for c in self.buttons[i]] for i in BINDABLE
                   if tuple(button_name(c) for c in self.buttons[i]) != DEFAULT_BUTTONS[i]}
        return keys, buttons

    def reset(self) -> None:
        """Every intent back to its default keys and buttons."""
        self.keys = {i: [c for c in map(key_code, DEFAULT_KEYS[i]) if c is not None] for i in BINDABLE}
        self.buttons = {i: [c for c in map(button_code, DEFAULT_BUTTONS[i]) if c is not None] for i in BINDABLE}
        self._index()

    def _index(self) -> None:
        self._by_key = {c: i for i in BINDABLE for c in self.keys[i]}
        self._by_button = {c: i for i in BINDABLE for c in self.buttons[i]}

    # ---- lookups -----------------------------------------------------
    def intent_for_key(self, code: int) -> str | None:
        if code == pygame.K_KP_ENTER and code not in self._by_key:
            code = KEYPAD_ENTER_AS
        return self._by_key.get(code)

    def intent_for_button(self, code: int) -> str | None:
        return self._by_button.get(code)

    def table(self, device: str) -> dict[str, list[int]]:
        return self.buttons if device == "controller" else self.keys

    def first(self, intent: str, device: str) -> int | None:
        codes = self.table(device).get(intent) or []
        return codes[0] if codes else None

    # ---- changes -----------------------------------------------------
    def bind(self, device: str, intent: str, slot: int, code: int) -> Conflict | None:
        """Put ``code`` in ``intent``'s ``slot`` (past its last code: added).
        A code another intent has moves here and that intent gets, in its
        place, the code this slot held (a swap); a code this intent already
        has elsewhere just moves to ``slot``."""
        if intent not in BINDABLE:
            raise ValueError(f"{intent!r} cannot be rebound")
        table = self.table(device)
        mine = table[intent]
        old = mine[slot] if slot < len(mine) else None
        conflict = None
        owner = next((i for i in BINDABLE if code in table[i]), None)
        if owner == intent:
            if old == code:
                return None
            mine.remove(code)
            if old is not None:
                mine.insert(min(slot, len(mine)), old)
        elif owner is not None:
            theirs = table[owner]
            at = theirs.index(code)
            if old is not None and old not in theirs:
                theirs[at] = old
            else:
                theirs.pop(at)
            conflict = Conflict(device, code, intent, owner, old)
        if slot < len(mine):
            if mine[slot] != code:
                mine[slot] = code
        else:
            mine.append(code)
        del mine[KEY_SLOTS if device != "controller" else BUTTON_SLOTS:]
        table[intent] = list(dict.fromkeys(mine))
        self._index()
        return conflict

    def clear(self, device: str, intent: str, slot: int) -> None:
        codes = self.table(device)[intent]
        if slot < len(codes):
            codes.pop(slot)
            self._index()

    def unbound(self) -> list[str]:
        """Intents with neither a key nor a button (the Controls screen warns)."""
        return [i for i in BINDABLE if not self.keys[i] and not self.buttons[i]]

    def codes(self, device: str) -> Iterable[int]:
        return (self._by_button if device == "controller" else self._by_key).keys()
