"""The optional compiled rules core (mypyc): which modules it compiles, and
which core an interpreter runs.

The pure-Python modules are the reference and the default install. A build
with ``RODIZIO_FOODIES_COMPILE=1`` (setup.py; docs/compiled-core.md) also
compiles ``MODULES`` with mypyc into extension modules that sit beside their
``.py`` files, and Python's import system then prefers them. The compiled
modules are the same source, so they play exactly the same games; the data
classes (states, cards, events, the §8 record) stay plain Python in both, as
mypyc's native classes would lose ``frozen`` and ``__dict__``.

This module runs when ``game.rules`` is imported, before any of ``MODULES``:

* ``RODIZIO_FOODIES_PURE_RULES=1`` in the environment runs the pure-Python
  modules even where compiled ones are installed (the tests compare the two
  cores this way);
* compiled modules built from other sources than the ``.py`` files beside
  them (a checkout edited after an in-place build) are never used: the
  build writes ``STAMP`` with each source's SHA-256, and a missing or
  different stamp means pure Python, with a warning naming the rebuild.

Never compiled itself, and imports nothing of the game: setup.py reads
``MODULES`` from this file before anything is built."""
from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import sys
import warnings
from pathlib import Path
from typing import Any, Sequence

#: The modules the compiled build compiles: the engines and the functions
#: around them. Not compiled: the data classes (``state``, ``cards``,
#: ``events``), ``errors``, ``rng`` (its 64-bit arithmetic is faster as
#: plain Python ints than as mypyc's), ``lazy`` and this module.
MODULES = (
    "game.rules.frozen",
    "game.rules.rodizio.engine", "game.rules.rodizio.eating", "game.rules.rodizio.turns",
    "game.rules.rodizio.scoring", "game.rules.rodizio.setup", "game.rules.rodizio.serialize",
    "game.rules.rodizio.observe",
    "game.rules.foodies.engine", "game.rules.foodies.table", "game.rules.foodies.turn_end",
    "game.rules.foodies.rounds", "game.rules.foodies.seen", "game.rules.foodies.scoring",
    "game.rules.foodies.setup", "game.rules.foodies.serialize", "game.rules.foodies.observe",
)

#: Set to "1" to run the pure-Python modules even where compiled ones exist.
PURE_ENV = "RODIZIO_FOODIES_PURE_RULES"

#: The stamp the build writes next to this file: {"sources": {module: sha256}}.
STAMP = "compiled-sources.json"

_RULES_DIR = Path(__file__).resolve().parent
_PACKAGE_ROOT = _RULES_DIR.parent.parent   # the folder holding game/


def source_path(module: str, root: Path = _PACKAGE_ROOT) -> Path:
    """The ``.py`` file of ``module`` below ``root`` (the folder holding game/)."""
    return root.joinpath(*module.split(".")).with_suffix(".py")


def stamp(root: Path = _PACKAGE_ROOT) -> dict[str, Any]:
    """The stamp of the sources below ``root`` as they are now."""
    return {"sources": {m: hashlib.sha256(source_path(m, root).read_bytes()).hexdigest()
                        for m in MODULES}}


def _extension(module: str) -> Path | None:
    path = source_path(module)
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = path.with_suffix(suffix)
        if candidate.is_file():
            return candidate
    return None


def _stale() -> str | None:
    """Why the compiled modules here must not run, or None when they may."""
    try:
        recorded = json.loads((_RULES_DIR / STAMP).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"no readable {STAMP} beside them"
    try:
        if recorded != stamp():
            return "they were built from other sources"
    except OSError as e:
        return f"a source cannot be read ({e})"
    return None


class _SourceFirst:
    """A meta-path finder that loads ``MODULES`` from their ``.py`` files,
    so the compiled extension modules beside them are not imported."""

    @staticmethod
    def find_spec(name: str, path: Sequence[str] | None = None,
                  target: Any = None) -> importlib.machinery.ModuleSpec | None:
        if name not in MODULES:
            return None
        return importlib.util.spec_from_file_location(name, source_path(name))


def install() -> None:
    """Choose the core for this interpreter (see the module docstring)."""
    if _extension("game.rules.rodizio.engine") is None:  # a pure install: nothing to choose
        return
    if os.environ.get(PURE_ENV) == "1":
        reason = None
    else:
        reason = _stale()
        if reason is None:
            return
        warnings.warn(f"the compiled rules core is not used: {reason}; running pure Python "
                      f"(rebuild: docs/compiled-core.md)", RuntimeWarning, stacklevel=2)
    if _SourceFirst not in sys.meta_path:
        sys.meta_path.insert(0, _SourceFirst)


def active() -> bool:
    """Whether this interpreter runs the compiled core (its engines loaded
    from extension modules)."""
    from game.rules.rodizio import engine
    loader = getattr(getattr(engine, "__spec__", None), "loader", None)
    return isinstance(loader, importlib.machinery.ExtensionFileLoader)
