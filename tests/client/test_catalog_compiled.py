"""Compiled catalogs (game/client/catalog.py): a ``.po`` file is parsed with
Babel once; later loads read the compiled JSON named by the file's hash —
the same messages and plural forms — without importing Babel. An edited file
is parsed again, a damaged compiled file is parsed over, and nowhere to
write (a read-only install) still gives the full catalog."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.client import catalog
from game.content_root import CONTENT_ROOT

I18N = CONTENT_ROOT / "i18n"


@pytest.fixture
def i18n(tmp_path, monkeypatch) -> Path:
    """A copy of the catalogs, a fresh home, and no catalog remembered in memory."""
    d = tmp_path / "i18n"
    d.mkdir()
    for lang in ("en", "pt", "fa"):
        shutil.copy(I18N / f"{lang}.po", d / f"{lang}.po")
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(catalog, "_cache", {})
    return d


def _compiled(home_cache: Path, lang: str) -> list[Path]:
    return sorted(home_cache.glob(f"{lang}-*.json"))


def _fresh(lang: str, d: Path) -> catalog.Catalog:
    catalog._cache.clear()
    return catalog.load(lang, d)


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_the_compiled_catalog_holds_what_babel_parses(i18n, tmp_path, lang):
    parsed = _fresh(lang, i18n)
    [written] = _compiled(tmp_path / "home" / "cache" / "catalogs", lang)
    again = _fresh(lang, i18n)
    assert again.messages == parsed.messages and len(parsed.messages) > 100
    assert any(isinstance(v, tuple) for v in again.messages.values())  # plural entries survive
    assert again.nplurals == parsed.nplurals
    assert [again.plural(n) for n in range(30)] == [parsed.plural(n) for n in range(30)]
    assert json.loads(written.read_text(encoding="utf-8"))["lang"] == lang


def test_a_start_with_compiled_catalogs_does_not_import_babel(i18n, tmp_path):
    catalog.load("pt", i18n)  # compiles
    code = ("import sys; from pathlib import Path; from game.client import catalog; "
            f"c = catalog.load('pt', Path({str(i18n)!r})); "
            "print(len(c.messages), 'babel.messages.pofile' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=dict(os.environ, RODIZIO_FOODIES_HOME=str(tmp_path / "home"))).stdout
    assert out.split() == [str(len(catalog.load("pt", i18n).messages)), "False"]


def test_an_edited_po_file_is_parsed_again_and_replaces_its_old_compiled_file(i18n, tmp_path):
    cache = tmp_path / "home" / "cache" / "catalogs"
    _fresh("pt", i18n)
    [old] = _compiled(cache, "pt")
    po = i18n / "pt.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Voltar"', 'msgstr "Retornar"', 1),
                  encoding="utf-8")
    edited = _fresh("pt", i18n)
    assert edited.get("common.back") == "Retornar"
    [new] = _compiled(cache, "pt")
    assert new != old


def test_a_damaged_compiled_file_is_parsed_over(i18n, tmp_path):
    good = _fresh("fa", i18n)
    [written] = _compiled(tmp_path / "home" / "cache" / "catalogs", "fa")
    for damage in ("{not json", '{"format": 1, "lang": "fa", "messages": {"a": 3}}', "[]"):
        written.write_text(damage, encoding="utf-8")
        assert _fresh("fa", i18n).messages == good.messages
        assert json.loads(written.read_text(encoding="utf-8"))["messages"] == \
            json.loads(json.dumps(good.messages))


def test_nowhere_to_write_still_loads_every_message(i18n, tmp_path):
    """A read-only install: the cache folder and the folder beside the .po
    files cannot be created (a file is in the way)."""
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "cache").write_text("not a folder")
    (i18n / ".compiled").write_text("not a folder")
    cat = _fresh("pt", i18n)
    assert cat.get("common.back") == "Voltar"
    assert cat.messages == catalog._catalog("pt", catalog._parse(
        "pt", (i18n / "pt.po").read_bytes(), i18n / "pt.po"), i18n / "pt.po").messages


def test_the_folder_beside_the_po_files_is_the_fallback(i18n, tmp_path):
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "cache").write_text("not a folder")
    _fresh("en", i18n)
    assert len(_compiled(i18n / ".compiled", "en")) == 1
    assert _fresh("en", i18n).get("common.back")


def test_a_frozen_bundle_never_writes_beside_its_po_files(i18n, tmp_path, monkeypatch):
    """The desktop bundle (sys.frozen) is the program: with the cache folder
    unwritable it parses every time rather than write into itself."""
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "cache").write_text("not a folder")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert catalog.compiled_dirs(i18n) == [tmp_path / "home" / "cache" / "catalogs"]
    assert _fresh("pt", i18n).get("common.back") == "Voltar"
    assert not (i18n / ".compiled").exists()
