"""Compiled catalogs (game/client/catalog.py): Babel compiles a ``.po`` file
into a ``.mo`` file the standard library's gettext reads — the build puts
one beside each ``.po`` file, a checkout's are compiled on first use into
the player's cache. A start with compiled files never imports Babel; an
edited ``.po`` file is compiled again; a damaged cache file (garbage, a
FIFO, a link to /dev/zero, a folder) is rebuilt, in bounded time; nowhere
to write still gives the full catalog. Lookups take keys: a game's key
falls back to the shared key, then to English."""
from __future__ import annotations

import gettext
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.client import catalog
from game.content_root import CONTENT_ROOT
from game.kits import catalog_keys

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


def _cached(tmp_path: Path, lang: str) -> list[Path]:
    return sorted((tmp_path / "home" / "cache" / "catalogs").glob(f"{lang}-*.mo"))


def _fresh(lang: str, d: Path) -> catalog.Catalog:
    catalog._cache.clear()
    return catalog.load(lang, d)


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_the_mo_file_holds_every_translated_entry_of_the_po_file(i18n, tmp_path, lang):
    from babel.messages.pofile import read_po
    cat = _fresh(lang, i18n)
    [written] = _cached(tmp_path, lang)
    assert isinstance(cat, gettext.GNUTranslations)
    po = read_po((i18n / f"{lang}.po").open("rb"), locale=lang)
    want = {m.context: (m.string if isinstance(m.string, str) else tuple(m.string))
            for m in po if m.id and all(m.string if isinstance(m.string, tuple) else (m.string,))
            and not (m.fuzzy and lang != "en")}
    assert cat.messages == want and len(want) > 500
    assert any(isinstance(v, tuple) for v in want.values())   # plural entries survive
    assert cat.nplurals == po.num_plurals
    again = _fresh(lang, i18n)   # read back from the cache
    assert again.messages == want and _cached(tmp_path, lang) == [written]


def test_plural_forms_come_from_the_language(i18n):
    pt = _fresh("pt", i18n)
    assert pt.get("foodies.table.cards", 1) == "{n} carta"
    assert pt.get("foodies.table.cards", 7) == "{n} cartas"
    assert pt.get("foodies.table.cards", 1_000_000) == "{n} de cartas"
    assert pt.get("foodies.table.cards") == "{n} cartas"   # no count: "other"
    assert pt.ngettext("foodies.table.cards", "foodies.table.cards", 2) == "{n} cartas"


def test_a_game_key_falls_back_to_the_shared_key_then_to_english(i18n, tmp_path):
    en_only = tmp_path / "en_only"
    en_only.mkdir()
    (en_only / "pt.po").write_text((i18n / "pt.po").read_text(encoding="utf-8").split("\nmsgctxt ")[0],
                                   encoding="utf-8")
    shutil.copy(i18n / "en.po", en_only / "en.po")
    pt = catalog.chain("pt", [i18n])
    assert pt.text("rodizio.setup.start") == pt.get("shared.setup.start") == "Começar"
    assert pt.gettext("foodies.name.you") == pt.get("shared.name.you")
    assert "rodizio.setup.start" in pt and "tutorial.pick_rodizio" in pt
    # a language that lacks both: English, through add_fallback
    empty = catalog.chain("pt", [en_only])
    assert empty.get("rodizio.setup.start") is None
    assert empty.text("rodizio.setup.start") == "Start"
    assert empty.gettext("no.such.key") == "no.such.key"
    assert catalog.shared_key("rodizio.setup.start") == "shared.setup.start"
    assert catalog.shared_key("menu.quit") is None   # only a game's keys fall back
    assert catalog.SHARED == catalog_keys.SHARED


def test_a_start_with_compiled_catalogs_does_not_import_babel(i18n, tmp_path):
    catalog.load("pt", i18n)  # compiles into the cache
    code = ("import sys; from pathlib import Path; from game.client import catalog; "
            f"c = catalog.load('pt', Path({str(i18n)!r})); "
            "print(len(c.messages), 'babel.messages.pofile' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env=dict(os.environ, RODIZIO_FOODIES_HOME=str(tmp_path / "home"))).stdout
    assert out.split() == [str(len(catalog.load("pt", i18n).messages)), "False"]


def test_a_mo_file_beside_the_po_file_is_used_when_it_was_compiled_from_it(i18n, tmp_path):
    (i18n / "pt.mo").write_bytes(catalog.compile_po("pt", (i18n / "pt.po").read_bytes()))
    assert _fresh("pt", i18n).get("common.back") == "Voltar"
    assert not _cached(tmp_path, "pt")           # nothing compiled: the build's file was used
    # a .mo file from other sources (the .po edited since) is not
    po = i18n / "pt.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Voltar"', 'msgstr "Retornar"', 1),
                  encoding="utf-8")
    assert _fresh("pt", i18n).get("common.back") == "Retornar"
    assert len(_cached(tmp_path, "pt")) == 1


def test_an_edited_po_file_is_compiled_again_and_replaces_its_old_compiled_file(i18n, tmp_path):
    _fresh("pt", i18n)
    [old] = _cached(tmp_path, "pt")
    po = i18n / "pt.po"
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Voltar"', 'msgstr "Retornar"', 1),
                  encoding="utf-8")
    assert _fresh("pt", i18n).get("common.back") == "Retornar"
    [new] = _cached(tmp_path, "pt")
    assert new != old


def _fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.unlink()
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.unlink()
    (path / "deep" / "er").mkdir(parents=True)


def _garbage(path: Path) -> None:
    path.write_bytes(b"\xde\x12\x04\x95" + b"\xff" * 64)   # a .mo magic number, then nonsense


def _other_source(path: Path) -> None:
    path.write_bytes(catalog.compile_po("fa", (I18N / "en.po").read_bytes()))


def _huge(path: Path) -> None:
    with path.open("wb") as f:
        f.truncate(catalog.MAX_BYTES + 1)


@pytest.mark.timeout(60)
@pytest.mark.parametrize("damage", [_garbage, _other_source, _huge,
                                    pytest.param(_fifo, marks=pytest.mark.skipif(
                                        not hasattr(os, "mkfifo"), reason="no FIFOs")),
                                    pytest.param(_dev_zero, marks=pytest.mark.skipif(
                                        not Path("/dev/zero").exists(), reason="no /dev/zero")),
                                    _folder], ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_cache_file_is_rebuilt_never_a_hang(i18n, tmp_path, damage):
    good = _fresh("fa", i18n).messages
    [written] = _cached(tmp_path, "fa")
    damage(written)
    assert _fresh("fa", i18n).messages == good      # whole, never stalled, never raised
    if damage is not _folder:   # a folder in the way stays: the catalog is compiled in memory
        assert written.is_file() and not written.is_symlink()
        assert _fresh("fa", i18n).messages == good


def test_nowhere_to_write_still_loads_every_message(i18n, tmp_path):
    """A read-only cache: the folder cannot be created (a file is in the way)."""
    (tmp_path / "home").mkdir()
    (tmp_path / "home" / "cache").write_text("not a folder")
    cat = _fresh("pt", i18n)
    assert cat.get("common.back") == "Voltar"
    assert cat.messages == catalog._parse("pt", catalog.compile_po("pt", (i18n / "pt.po").read_bytes()),
                                          catalog.source_id("pt", (i18n / "pt.po").read_bytes())).messages
    assert not list(i18n.glob("*.mo"))   # never beside the .po files: that is the program


def test_a_broken_po_file_gives_an_empty_catalog(i18n):
    (i18n / "pt.po").write_bytes(b'msgid "unterminated\n')
    assert _fresh("pt", i18n).messages == {}
    (i18n / "pt.po").unlink()
    assert _fresh("pt", i18n).messages == {}


def test_compile_folder_writes_what_the_build_ships(i18n, tmp_path):
    out = catalog.compile_folder(i18n, tmp_path / "built")
    assert sorted(p.name for p in out) == ["en.mo", "fa.mo", "pt.mo"]
    for mo in out:
        po = (i18n / mo.name).with_suffix(".po").read_bytes()
        assert catalog._parse(mo.stem, mo.read_bytes(), catalog.source_id(mo.stem, po)) is not None
