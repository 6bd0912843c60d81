"""Scene base class. Scenes live on the App's stack (push/pop/replace).

Contract:
- `handle(intent)` — one player intent (game.client.intents.Intent); only
  the top scene receives intents.
- `update(dt)` — one fixed tick (dt == App.DT == 1/60 s); only the top
  scene is updated, so a scene under a pause menu is frozen.
- `draw(surface)` — draw onto the logical 1280×720 surface. Scenes below
  the top are drawn first while the top one is not `opaque` (overlays).
- `redraw_every()` — in a live window, how many ticks the picture may
  stay unchanged while nothing happens (no intent, stack change, window
  event or toast): 1 = redraw every tick (the default: something moves by
  itself), N = an ambient animation (a pulse, a bob) redrawn every N ticks,
  0 = a still picture, redrawn only when something happens. Headless
  ``--frames`` runs draw every frame regardless.
- `on_enter()` when pushed, `on_exit()` when removed, `on_pause()` when
  another scene is pushed over it, `on_resume()` when it is top again.
- `self.app` gives `settings`, `audio`, `text` (tr/render), `input`
  (prompts), `assets`, `push/pop/replace/to_menu`, `toast`, `tick`.
An exception escaping any of these shows an error panel and returns to
the main menu (the App catches and logs it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.app import App
    from game.client.intents import Intent


#: `redraw_every()` of a menu-like screen where only the focus ring pulses:
#: ten pictures a second, and none at all once the window has settled.
PULSE_EVERY = 6


class Scene:
    opaque = True
    #: translation key of the rules text the pause menu's "Rules" shows.
    rules_key: str | None = None

    def __init__(self, app: "App"):
        self.app = app

    def on_enter(self) -> None: ...
    def on_exit(self) -> None: ...
    def on_pause(self) -> None: ...
    def on_resume(self) -> None: ...

    def handle(self, intent: "Intent") -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def redraw_every(self) -> int:
        """Ticks between redraws while nothing happens (see the module docstring)."""
        return 1
