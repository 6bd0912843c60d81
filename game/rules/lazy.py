"""Package attributes imported on first use (PEP 562), for the games'
``__init__`` modules: importing one submodule — the kits read the seat
counts at start-up — then does not load every other one."""
from __future__ import annotations

import importlib
from typing import Any, Callable

#: Where each game's package keeps the rules-module contract
#: (docs/architecture.md): the same submodule for the same name in every
#: game, so a package's ``home`` adds only its own names to this.
CONTRACT_HOMES = {
    "actor": "engine",
    "advance": "engine",
    "apply": "engine",
    "automatic_action": "engine",
    "legal_actions": "engine",
    "observe": "observe",
    "result": "scoring",
    "from_json": "serialize",
    "to_json": "serialize",
    "new_game": "setup",
    "setup_events": "setup",
    "Pending": "state",
    "State": "state",
}


def exports(package: str, namespace: dict[str, Any], home: dict[str, str]
            ) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """``(__getattr__, __dir__)`` for ``package`` whose public name ``n``
    lives in submodule ``home[n]``; a name once imported is stored in the
    package's ``namespace``, so later uses find it directly."""

    def getattr_(name: str) -> Any:
        sub = home.get(name)
        if sub is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{sub}"), name)
        namespace[name] = value
        return value

    def dir_() -> list[str]:
        return sorted(set(namespace) | set(home))

    return getattr_, dir_
