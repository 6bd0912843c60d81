"""Where the game's content (decks, recipes, maps, fonts, art, sounds,
translations, tutorials) lives: ``CONTENT_ROOT``, the one place that knows.

Contract: ``CONTENT_ROOT`` is an absolute ``Path`` to a directory laid out
like the repository's ``assets/`` folder (``rodizio/deck.json``,
``foodies/recipes.json``, ``i18n/``, ``fonts/``, ``maps/``, ...). Every
module finds its files below it; none computes its own path to ``assets/``.

* Running from a checkout or an editable install (``pip install -e .``): the
  checkout's ``assets/`` folder, so edits to content show up at once.
* A plain install (``pip install .``, a wheel): the copy that
  ``pyproject.toml`` ships as the data package ``rodizio_foodies_assets``.

The checkout is recognised by ``assets/`` *and* ``pyproject.toml`` sitting
next to the ``game`` package, so a stray ``assets`` folder that some other
distribution dropped into site-packages is never mistaken for ours.
"""
from __future__ import annotations

import importlib.util
from pathlib import Path

#: the importable name under which a wheel installs the ``assets/`` folder
DATA_PACKAGE = "rodizio_foodies_assets"


def _find() -> Path:
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / "assets").is_dir() and (checkout / "pyproject.toml").is_file():
        return checkout / "assets"
    # The data package has no __init__.py (assets/ stays plain content), so it
    # is a namespace package: its directory is its one search location.
    spec = importlib.util.find_spec(DATA_PACKAGE)
    if spec is not None and spec.submodule_search_locations:
        for location in spec.submodule_search_locations:
            if Path(location).is_dir():
                return Path(location).resolve()
    raise RuntimeError(
        f"cannot find the game's content: no assets/ folder next to {checkout} "
        f"and no installed {DATA_PACKAGE!r} package; reinstall the game")


CONTENT_ROOT: Path = _find()
