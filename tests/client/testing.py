"""Helpers for driving the client in tests and scripted demos.

    from tests.client import testing as T
    app = T.make_app(frames=120, script=[
        (5, T.key(pygame.K_DOWN)), (6, T.key(pygame.K_RETURN)),
        (20, T.move((640, 330))), (21, T.click((640, 330))),
        (30, T.pad(pygame.CONTROLLER_BUTTON_A)),
        (40, lambda app: app.save_screenshot(shots_dir() / "x.png")),
    ])
    app.run()

Raw events go through the real input mapper; see docs/client.md."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def key(k: int, mod: int = 0) -> pygame.event.Event:
    """A key press (KEYDOWN) of pygame key constant `k`."""
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def move(pos: tuple[int, int]) -> pygame.event.Event:
    """Mouse motion to window position `pos`."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def click(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    """A mouse button press at window position `pos` (1 = left, 3 = right)."""
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def wheel(y: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)


def pad(button: int, instance_id: int = 0) -> pygame.event.Event:
    """A game-controller button press (pygame.CONTROLLER_BUTTON_*)."""
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=instance_id)


def stick(axis: int, value: int, instance_id: int = 0) -> pygame.event.Event:
    """A game-controller axis motion (pygame.CONTROLLER_AXIS_*, -32768..32767)."""
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=value, instance_id=instance_id)


def pad_removed(instance_id: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id)


def pad_added(device_index: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=device_index)


def shots_dir():
    """The folder tests save screenshots in: ``$RODIZIO_FOODIES_TEST_SHOTS``
    (tests/conftest.py points it into pytest's temporary folder, printed at
    the start of a run), else a fresh temporary folder — never the checkout,
    where concurrent runs would overwrite each other's pictures."""
    import tempfile
    from pathlib import Path
    path = os.environ.get("RODIZIO_FOODIES_TEST_SHOTS")
    if not path:
        path = os.environ["RODIZIO_FOODIES_TEST_SHOTS"] = tempfile.mkdtemp(prefix="rf-shots-")
    return Path(path)


def make_app(*, settings=None, **kw):
    """An App with in-memory settings (nothing written) unless
    `settings_store=` is given; other keywords go to App()."""
    from game.client.app import App
    from game.storage.settings import MemorySettingsStore
    if "settings_store" not in kw:
        kw["settings_store"] = MemorySettingsStore(settings)
    return App(**kw)


def stack_names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack]


def menu_keys(scene) -> list[str | None]:
    """The catalog keys of a menu scene's entries, top to bottom."""
    return [getattr(w, "key", None) for w in scene.menu.widgets]


def title_entry(key: str) -> int:
    """Where the main menu shows the entry ``key`` (0 = top), as a fresh
    App shows it now: the menu has one Play entry per registered game (and
    Continue when there is an autosave), so tests find entries by key."""
    app = make_app(frames=1)
    app.run()
    return menu_keys(app.top).index(key)


def presses(k: int, times: int, first_tick: int, every: int = 1) -> list:
    """``times`` presses of key ``k``, from ``first_tick``, ``every`` ticks apart."""
    return [(first_tick + i * every, key(k)) for i in range(times)]


def audit_tool():
    """tools/audit_layout.py loaded as the module ``audit_layout`` (the
    layout audit's screens, `shoot` and `audit`, for tests that use them)."""
    import importlib.util
    import sys
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "tools" / "audit_layout.py"
    spec = importlib.util.spec_from_file_location("audit_layout", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules["audit_layout"] = mod  # dataclasses look their module up there
    spec.loader.exec_module(mod)
    return mod
