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
``MODULES`` from this file before anything is built. Each game declares its
own compiled modules: a ``COMPILED = ("engine", ...)`` tuple of submodule
names in its rules package's ``__init__.py`` (read here as text, not
imported); this file names only the shared ones, so a new game edits no
shared file to be compiled."""
from __future__ import annotations

import ast
import importlib.machinery
import importlib.util
import os
import sys
import warnings
from pathlib import Path
from typing import Any, Sequence

_RULES_DIR = Path(__file__).resolve().parent
_PACKAGE_ROOT = _RULES_DIR.parent.parent   # the folder holding game/

#: The shared modules the compiled build compiles; the first one is the
#: sentinel telling whether compiled modules are installed at all. Not
#: compiled: the data classes (``state``, ``cards``, ``events``), ``errors``,
#: ``rng`` (its 64-bit arithmetic is faster as plain Python ints than as
#: mypyc's), ``actions`` (a ``dict`` subclass), ``lazy`` and this module.
SHARED = ("game.rules.frozen",)
_RULES_PACKAGE = "game.rules"


def declared(package_init: Path) -> tuple[str, ...]:
    """The submodule names a game's rules package declares compiled: its
    ``__init__.py``'s top-level ``COMPILED = (...)`` (a literal tuple of
    strings), read without importing it; () when it declares none.
    ValueError when ``COMPILED`` is not such a literal."""
    tree = ast.parse(package_init.read_text(encoding="utf-8"), str(package_init))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "COMPILED"
                                                for t in node.targets):
            value = ast.literal_eval(node.value)
            if not (isinstance(value, tuple) and all(isinstance(v, str) and v.isidentifier()
                                                     for v in value)):
                raise ValueError(f"{package_init}: COMPILED must be a tuple of submodule names")
            return value
    return ()


def modules(root: Path = _PACKAGE_ROOT) -> tuple[str, ...]:
    """Every module the compiled build compiles below ``root``: ``SHARED``,
    then each game's (its rules package's ``COMPILED``, games by name)."""
    out = list(SHARED)
    for init in sorted((root / "game" / "rules").glob("*/__init__.py")):   # each game's package
        out += [f"{_RULES_PACKAGE}.{init.parent.name}.{m}" for m in declared(init)]
    return tuple(out)


_MODULES: tuple[str, ...] | None = None


def __getattr__(name: str) -> Any:
    """``MODULES``: the modules the compiled build compiles (`modules`),
    read on first use — a start whose interpreter has no compiled core
    (``install`` returns at once) never parses the games' packages for it."""
    global _MODULES
    if name == "MODULES":
        if _MODULES is None:
            _MODULES = modules()
        return _MODULES
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: Set to "1" to run the pure-Python modules even where compiled ones exist.
PURE_ENV = "RODIZIO_FOODIES_PURE_RULES"

#: The stamp the build writes next to this file: {"sources": {module: sha256}}.
STAMP = "compiled-sources.json"

def source_path(module: str, root: Path = _PACKAGE_ROOT) -> Path:
    """The ``.py`` file of ``module`` below ``root`` (the folder holding game/)."""
    return root.joinpath(*module.split(".")).with_suffix(".py")


def stamp(root: Path = _PACKAGE_ROOT) -> dict[str, Any]:
    """The stamp of the sources below ``root`` as they are now."""
    import hashlib   # here: a start whose interpreter has no compiled core never needs it
    return {"sources": {m: hashlib.sha256(source_path(m, root).read_bytes()).hexdigest()
                        for m in modules(root)}}


def _extension(module: str) -> Path | None:
    path = source_path(module)
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        candidate = path.with_suffix(suffix)
        if candidate.is_file():
            return candidate
    return None


def _stale() -> str | None:
    """Why the compiled modules here must not run, or None when they may."""
    import json   # here: only an interpreter with a compiled core reads its stamp
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
        if name not in __getattr__("MODULES"):
            return None
        return importlib.util.spec_from_file_location(name, source_path(name))


def install() -> None:
    """Choose the core for this interpreter (see the module docstring)."""
    if _extension(SHARED[0]) is None:  # a pure install: nothing to choose
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
    """Whether this interpreter runs the compiled core (its modules loaded
    from extension modules; the shared sentinel tells)."""
    sentinel = importlib.import_module(SHARED[0])
    loader = getattr(getattr(sentinel, "__spec__", None), "loader", None)
    return isinstance(loader, importlib.machinery.ExtensionFileLoader)
