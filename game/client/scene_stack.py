"""The App's scene stack: push, pop, replace, back to the main menu; every
scene call guarded, so a scene that raises shows the error screen over a
fresh main menu (opened by name: game.client.screens) instead of crashing
the game, and repeated failures end it cleanly with the log file named."""
from __future__ import annotations

import logging
import sys
import traceback
from typing import Any, Callable

from game.client import screens
from game.client.scene import Scene
from game.storage import paths

log = logging.getLogger("game.client.app")


class SceneStack:
    """Mixed into `game.client.app.App` (its ``stack``, ``tick``, ``dirty``,
    ``menu_factory``, ``quit``)."""

    # ---- scene stack -------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.dirty = True
        if self.stack:
            self._call(self.stack[-1].on_pause)
        self.stack.append(scene)
        self._call(scene.on_enter)
        self._announce(scene)

    def _announce(self, scene: Scene) -> None:
        from game.client import access
        self._call(access.on_scene, self, scene)   # narration: where the focus starts

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        self.dirty = True
        scene = self.stack.pop()
        self._call(scene.on_exit)
        if self.stack:
            self._call(self.stack[-1].on_resume)
            self._announce(self.stack[-1])
        else:
            self.quit()
        return scene

    def replace(self, scene: Scene) -> None:
        self.dirty = True
        if self.stack:
            old = self.stack.pop()
            self._call(old.on_exit)
        self.stack.append(scene)
        self._call(scene.on_enter)
        self._announce(scene)

    def to_menu(self) -> None:
        """Clear the stack back to a fresh main menu."""
        self.dirty = True
        while self.stack:
            self._call(self.stack.pop().on_exit)
        self.push(self.menu_factory(self))

    # ---- error handling ----------------------------------------------
    def _call(self, fn: Callable, *args: Any, ok: bool = False) -> Any:
        """Call a scene method; on an exception show the error panel.
        With ok=True returns True/False for success instead of the result."""
        try:
            result = fn(*args)
            return True if ok else result
        except Exception as e:  # noqa: BLE001 - any scene failure must not crash the game
            self._scene_failed(e)
            return False if ok else None

    def _guarded(self, fn: Callable, *args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as e:  # noqa: BLE001
            log.error("input mapping failed: %s", "".join(traceback.format_exception(e)))
            return None

    def _scene_failed(self, exc: Exception) -> None:
        where = type(self.top).__name__ if self.top else "?"
        log.error("scene %s failed at tick %d:\n%s", where, self.tick,
                  "".join(traceback.format_exception(exc)))
        self._errors = [t for t in self._errors if t > self.tick - 60] + [self.tick]
        if len(self._errors) > 3:
            # The menu itself keeps failing: give up cleanly.
            print(f"error: the game stopped after repeated errors ({type(exc).__name__}: {exc}); "
                  f"details in {_log_file_text()}", file=sys.stderr)
            self.quit(1)
            return
        ErrorScene = screens.get("error")
        self.dirty = True
        self.stack.clear()
        try:
            self.stack.append(self.menu_factory(self))
        except Exception as e:  # noqa: BLE001
            log.error("menu failed too: %s", e)
        self.stack.append(ErrorScene(self, where, exc, _log_file_text()))


def _log_file_text() -> str:
    try:
        return str(paths.log_path())
    except OSError:
        return "(no log file)"
