"""The one place games are registered.

``register(kit)`` validates a `GameKit` and adds it; ``get(name)`` and
``names()`` are what every shared module asks instead of comparing a game's
name to a literal. The built-in games register on first use, one line each
(`_builtin`); tests register a test-only game the same way.

``listed()`` is the one exception to "checked before use": the window's main
menu lists the games the window offers in its first frame, before the
built-in games are checked (checking loads the rules and reads every
language's catalog: ~5 ms of a start); any other question — ``get``,
``names``, ``windowed``, ``register`` — checks them first, and the window
asks right after its first frame (App), so a broken built-in game still
stops the program at start, loudly."""
from __future__ import annotations

from types import ModuleType

from game.kits.kit import GameKit, KitError

_KITS: dict[str, GameKit] = {}
_loaded = False
#: Built-in kits in `_KITS` that are not checked yet (`listed`).
_unchecked: list[GameKit] = []


def _builtin(check: bool = True) -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        from game.kits import foodies, rodizio
        for kit in (rodizio.KIT, foodies.KIT):
            _KITS[kit.name] = kit
            _unchecked.append(kit)
    while check and _unchecked:
        kit = _unchecked.pop(0)
        try:
            kit.validate()
        except Exception:
            _KITS.pop(kit.name, None)   # as `register` refuses it: not a game
            raise


def register(kit: GameKit) -> GameKit:
    """Validate and add ``kit``; KitError if invalid or the name is taken."""
    _builtin()
    if not isinstance(kit, GameKit):
        raise KitError(f"not a GameKit: {kit!r}")
    kit.validate()
    if kit.name in _KITS and _KITS[kit.name] is not kit:
        raise KitError(f"game {kit.name!r} is already registered")
    _KITS[kit.name] = kit
    return kit


def unregister(name: str) -> None:
    """Remove a game (tests that register a test-only game clean up)."""
    _KITS.pop(name, None)


def get(name: str) -> GameKit:
    """The kit of ``name``; ValueError naming the known games otherwise."""
    _builtin()
    try:
        return _KITS[name]
    except (KeyError, TypeError):
        raise ValueError(f"unknown game {name!r} (choose from {', '.join(_KITS)})") from None


def rules_module(name: str) -> ModuleType:
    """The rules module of game ``name`` (a `protocol.RulesModule`);
    ValueError for an unknown name."""
    return get(name).rules_module()


def names() -> tuple[str, ...]:
    """Registered games, in registration order."""
    _builtin()
    return tuple(_KITS)


def windowed() -> tuple[GameKit, ...]:
    """The games the window offers (those with client parts)."""
    _builtin()
    return tuple(k for k in _KITS.values() if k.client is not None)


def listed() -> tuple[GameKit, ...]:
    """`windowed()` without checking the built-in games first (see the
    module doc): for the main menu's first frame only."""
    _builtin(check=False)
    return tuple(k for k in _KITS.values() if k.client is not None)
