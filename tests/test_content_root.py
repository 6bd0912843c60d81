"""game.content_root owns where the game's content lives; nothing else does."""
from __future__ import annotations

import importlib.util
import json
import re
import tomllib
from pathlib import Path

from setuptools import find_namespace_packages

from game import content_root
from game.content_root import CONTENT_ROOT

REPO = Path(__file__).resolve().parents[1]
GAME = REPO / "game"


def test_content_root_is_the_checkouts_assets_folder_when_running_from_it():
    assert CONTENT_ROOT.is_absolute()
    assert CONTENT_ROOT == (REPO / "assets").resolve()


def test_content_root_holds_the_files_the_game_needs():
    deck = json.loads((CONTENT_ROOT / "rodizio" / "deck.json").read_text(encoding="utf-8"))
    assert len(deck["cards"]) == 18
    for name in ("ingredients.json", "recipes.json"):
        assert json.loads((CONTENT_ROOT / "foodies" / name).read_text(encoding="utf-8"))
    for lang in ("en", "fa"):
        assert 'msgctxt "common.back"' in (CONTENT_ROOT / "i18n" / f"{lang}.po").read_text(encoding="utf-8")
    for font in ("Nunito-Regular.ttf", "Nunito-Bold.ttf", "Nunito-Black.ttf", "Vazirmatn-Regular.ttf"):
        assert (CONTENT_ROOT / "fonts" / font).stat().st_size > 1000
    for game in ("rodizio", "foodies"):
        assert (CONTENT_ROOT / "maps" / f"{game}_table.tmx").is_file()
        assert (CONTENT_ROOT / "tutorials" / f"{game}.json").is_file()
    assert (CONTENT_ROOT / "cards" / "rodizio" / "back.png").is_file()


def test_every_module_resolves_content_through_the_content_root():
    from game.client import assets
    from game.client.rodizio import card_art
    from game.client.tutorial import script
    from game.rules.foodies import cards as foodies_cards
    from game.rules.rodizio import cards as rodizio_cards

    assert assets.ROOT == CONTENT_ROOT
    assert card_art.ASSETS == CONTENT_ROOT
    assert script.TUTORIAL_DIR == CONTENT_ROOT / "tutorials"
    assert foodies_cards.ASSET_DIR == CONTENT_ROOT / "foodies"
    assert rodizio_cards.DECK_PATH == CONTENT_ROOT / "rodizio" / "deck.json"


def test_no_other_module_computes_its_own_path_to_the_assets_folder():
    # A path built from a module's own location only works in a checkout;
    # a plain (wheel) install keeps the content elsewhere.
    own_path = re.compile(r"__file__|\.parents?\b")
    offenders = [f"{p.relative_to(REPO)}:{n}: {line.strip()}"
                 for p in sorted(GAME.rglob("*.py")) if p != GAME / "content_root.py"
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if own_path.search(line) and ("assets" in line or "parents[" in line)]
    assert not offenders, "use game.content_root.CONTENT_ROOT instead:\n" + "\n".join(offenders)


def test_the_wheel_ships_every_package_and_the_assets():
    # setup.py finds the packages (a new game's ship with no list to edit)
    # and adds the data package; a folder of game/ without __init__.py would
    # be skipped by find_packages and vanish from wheels.
    conf = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "packages" not in conf   # found by setup.py, not listed
    spec = importlib.util.spec_from_file_location("_setup_packages", REPO / "setup.py")
    setup_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(setup_py)   # setup() runs only as __main__
    listed = set(setup_py.packages())
    found = {p for p in find_namespace_packages(str(REPO), include=["game*"])
             if "__pycache__" not in p}
    assert found - listed == set(), f"no __init__.py, so not shipped: {sorted(found - listed)}"
    assert content_root.DATA_PACKAGE in listed
    assert conf["package-dir"][content_root.DATA_PACKAGE] == "assets"
    assert conf["package-data"][content_root.DATA_PACKAGE] == ["**/*"]
    # include-package-data is off, so only .py files of game/ reach the wheel
    assert conf["include-package-data"] is False
    data_in_game = [str(p.relative_to(REPO)) for p in GAME.rglob("*")
                    if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".py"]
    assert not data_in_game, f"content belongs in assets/, not game/: {data_in_game}"


def test_without_a_checkout_the_installed_data_package_is_used(tmp_path, monkeypatch):
    installed = tmp_path / "site-packages"
    (installed / "game").mkdir(parents=True)
    (installed / content_root.DATA_PACKAGE / "rodizio").mkdir(parents=True)
    # a stray assets/ from some other distribution must not be taken for ours
    (installed / "assets").mkdir()
    monkeypatch.setattr(content_root, "__file__", str(installed / "game" / "content_root.py"))
    monkeypatch.syspath_prepend(str(installed))
    assert content_root._find() == (installed / content_root.DATA_PACKAGE).resolve()

