import json
import re
from pathlib import Path

import pygame
import pytest

from game.client import assets
from game.client.bidi_runs import has_rtl, visual_runs
from game.client.text import Text

FRAMEWORK_KEYS = ["title.rodizio", "menu.play_rodizio", "menu.settings", "menu.quit",
                  "settings.title", "settings.language", "pause.title", "pause.resume",
                  "error.title", "error.body", "common.ok", "prompt.select"]


@pytest.fixture
def text():
    pygame.init()
    return Text("en")


def test_tr_fallbacks_and_formatting(text, tmp_path):
    (tmp_path / "en.json").write_text(json.dumps({"a.b": "Hi {name}", "only.en": "E"}), encoding="utf-8")
    (tmp_path / "pt.json").write_text(json.dumps({"a.b": "Olá {name}"}), encoding="utf-8")
    t = Text("pt", i18n_dir=tmp_path)
    assert t.tr("a.b", name="Ana") == "Olá Ana"
    assert t.tr("only.en") == "E"
    assert t.tr("no.such") == "no.such"
    assert t.tr("a.b", wrong=1) == "Olá {name}"  # bad placeholders never raise


def test_corrupt_translation_file_falls_back(tmp_path):
    (tmp_path / "en.json").write_text('{"x": "X"}', encoding="utf-8")
    (tmp_path / "fa.json").write_text("{broken", encoding="utf-8")
    pygame.init()
    t = Text("fa", i18n_dir=tmp_path)
    assert t.tr("x") == "X"


def test_i18n_files_are_flat_and_consistent():
    catalogs = {}
    for lang in ("en", "pt", "fa"):
        data = json.loads(assets.path("i18n", f"{lang}.json").read_text(encoding="utf-8"))
        assert isinstance(data, dict)
        assert all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()), lang
        catalogs[lang] = data
    for key in FRAMEWORK_KEYS:
        for lang in catalogs:
            assert key in catalogs[lang], (lang, key)
    # Same placeholders in every translation of a key.
    ph = re.compile(r"\{(\w+)\}")
    for key, en in catalogs["en"].items():
        for lang in ("pt", "fa"):
            if key in catalogs[lang]:
                assert set(ph.findall(catalogs[lang][key])) == set(ph.findall(en)), (lang, key)


def _ink(surf):
    w, h = surf.get_size()
    return sum(1 for x in range(0, w, 2) for y in range(0, h, 2) if surf.get_at((x, y)).a > 0)


def test_persian_renders_shaped_non_empty_surface(text):
    text.set_language("fa")
    surf = text.render("سلام دنیا", 32, (0, 0, 0))
    assert surf.get_width() > 40 and _ink(surf) > 50
    # Shaping joins letters: the shaped word is narrower than its isolated letters.
    rtl_font = text.font(32, persian=True, rtl=True)
    word = "سلام"
    joined = rtl_font.size(word)[0]
    isolated = sum(rtl_font.size(ch)[0] for ch in word)
    assert joined < isolated


def test_persian_with_digits_and_latin(text):
    text.set_language("fa")
    surf = text.render("امتیاز 12 برای Ana", 28, (0, 0, 0))
    assert surf.get_width() > 100 and _ink(surf) > 50


def test_bidi_runs_order():
    runs = visual_runs("سلام 42 abc دنیا", base_rtl=True)
    assert [r for _, r in runs] == [True, False, True, False, True]
    assert runs[0][0].strip() == "دنیا" and runs[-1][0].strip() == "سلام"
    assert visual_runs("Hello", base_rtl=False) == [("Hello", False)]
    # ZWNJ survives (the reference algorithm would drop it).
    assert "\u200c" in "".join(t for t, _ in visual_runs("آموزش\u200cها", True))
    assert has_rtl("abc ب") and not has_rtl("abc")


def test_missing_fonts_fall_back_to_default(tmp_path):
    pygame.init()
    t = Text("fa", fonts_dir=tmp_path / "nofonts")
    surf = t.render("سلام", 24, (0, 0, 0))
    assert surf.get_width() > 0
    t.set_language("en")
    assert _ink(t.render("Hello", 24, (0, 0, 0))) > 10


def test_wrap_and_anchor(text):
    lines = text.wrap("one two three four five six seven eight nine ten", 28, 200)
    assert len(lines) > 1 and all(text.width(l, 28) <= 200 for l in lines if " " in l)
    assert text.wrap("a\n\nb", 20, 500) == ["a", "", "b"]
    assert text.resolve_anchor("start") == "midleft"
    text.set_language("fa")
    assert text.resolve_anchor("start") == "midright"
