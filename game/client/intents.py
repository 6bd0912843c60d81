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

from dataclasses import dataclass

NAMES = ("up", "down", "left", "right", "confirm", "back", "menu", "hint",
         "next", "point", "click", "undo")
DEVICES = ("keyboard", "mouse", "controller", "script")
DIRECTIONS = ("up", "down", "left", "right")


@dataclass(frozen=True)
class Intent:
    name: str
    pos: tuple[int, int] | None = None
    device: str = "keyboard"

    def __post_init__(self) -> None:
        if self.name not in NAMES:
            raise ValueError(f"unknown intent {self.name!r}; expected one of {', '.join(NAMES)}")
        if self.device not in DEVICES:
            raise ValueError(f"unknown device {self.device!r}")

    @property
    def is_direction(self) -> bool:
        return self.name in DIRECTIONS
