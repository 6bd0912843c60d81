"""Intents: what the player means, independent of the device used.

Scenes receive `Intent`s, never raw pygame events (see input_mapper).
The table gives the default keys and buttons; the player can rebind every
one of them (Settings → Controls: game.client.bindings), so a prompt asks
the mapper (`InputMapper.prompt`) rather than naming a key.

| name | keyboard | mouse | controller |
|---|---|---|---|
| up/down/left/right | arrows, WASD | wheel (up/down) | D-pad, left stick |
| confirm | Enter, Space | — | A |
| back | Esc, Backspace | right button | B |
| menu | P, F10 | — | Start |
| hint | H | — | Y |
| next | Tab | — | right shoulder |
| undo | U | — | X |
| point | — | motion (pos) | — |
| click | — | left button (pos) | — |

`point`/`click` carry `pos` in logical (1280×720) coordinates. Game scenes
treat both `back` and `menu` as "open the pause menu"."""
from __future__ import annotations

from typing import NamedTuple

NAMES = ("up", "down", "left", "right", "confirm", "back", "menu", "hint",
         "next", "point", "click", "undo")
DEVICES = ("keyboard", "mouse", "controller", "script")
DIRECTIONS = ("up", "down", "left", "right")


class _Fields(NamedTuple):
    name: str
    pos: tuple[int, int] | None = None
    device: str = "keyboard"


class Intent(_Fields):
    """One intent: ``name`` (`NAMES`), ``pos`` for point/click, the
    ``device`` it came from (`DEVICES`); immutable. A named tuple checked
    as it is made: it is made at every start, where a frozen dataclass
    costs ten times as much (issue #35)."""

    __slots__ = ()

    def __new__(cls, name: str, pos: tuple[int, int] | None = None, device: str = "keyboard") -> "Intent":
        if name not in NAMES:
            raise ValueError(f"unknown intent {name!r}; expected one of {', '.join(NAMES)}")
        if device not in DEVICES:
            raise ValueError(f"unknown device {device!r}")
        return super().__new__(cls, name, pos, device)

    @property
    def is_direction(self) -> bool:
        return self.name in DIRECTIONS
