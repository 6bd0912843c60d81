from pathlib import Path

import pygame
import pytest

from game.client.bidi_runs import has_rtl, visual_runs
from game.client.text import Text

FRAMEWORK_KEYS = ["title.rodizio", "menu.play_rodizio", "menu.settings", "menu.quit",
                  "settings.title", "settings.language", "pause.title", "pause.resume",
                  "error.title", "error.body", "common.ok", "prompt.select"]


@pytest.fixture
def text():
    pygame.init()
    return Text("en")


def _po(path, lang, entries, plural_forms="nplurals=2; plural=(n != 1);"):
    """Write a minimal .po: entries are (key, msgid, msgstr) or
    (key, (singular, plural), (form, ...))."""
    out = ['msgid ""', 'msgstr ""', f'"Language: {lang}\\n"', f'"Plural-Forms: {plural_forms}\\n"',
           '"Content-Type: text/plain; charset=utf-8\\n"', ""]
    for key, msgid, msgstr in entries:
        out.append(f'msgctxt "{key}"')
        if isinstance(msgid, tuple):
            out += [f'msgid "{msgid[0]}"', f'msgid_plural "{msgid[1]}"']
            out += [f'msgstr[{i}] "{s}"' for i, s in enumerate(msgstr)]
        else:
            out += [f'msgid "{msgid}"', f'msgstr "{msgstr}"']
        out.append("")
    (path / f"{lang}.po").write_text("\n".join(out), encoding="utf-8")


def test_tr_fallbacks_and_formatting(text, tmp_path):
    _po(tmp_path, "en", [("a.b", "Hi {name}", "Hi {name}"), ("only.en", "E", "E")])
    _po(tmp_path, "pt", [("a.b", "Hi {name}", "Olá {name}"), ("only.en", "E", "")])
    t = Text("pt", i18n_dir=tmp_path)
    assert t.tr("a.b", name="Ana") == "Olá Ana"
    assert t.tr("only.en") == "E"  # untranslated (empty msgstr) -> English
    assert t.tr("no.such") == "no.such"
    assert t.tr("a.b", wrong=1) == "Olá {name}"  # bad placeholders never raise


def test_plural_forms_follow_the_language_rule(tmp_path):
    pygame.init()
    _po(tmp_path, "en", [("c.cards", ("{n} card", "{n} cards"), ("{n} card", "{n} cards"))])
    _po(tmp_path, "pt", [("c.cards", ("{n} card", "{n} cards"), ("{n} carta", "{n} de cartas", "{n} cartas"))],
        "nplurals=3; plural=(n == 0 || n == 1) ? 0 : n != 0 && n % 1000000 == 0 ? 1 : 2;")
    t = Text("en", i18n_dir=tmp_path)
    assert [t.tr("c.cards", n=k) for k in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert t.ntr("c.cards", 1) == "1 card"
    t.set_language("pt")
    assert [t.tr("c.cards", n=k) for k in (0, 1, 2, 1000000)] == ["0 carta", "1 carta", "2 cartas", "1000000 de cartas"]
    assert t.tr("c.cards") == "{n} cartas"  # no count: the "other" form, unformatted


def test_shipped_plurals_read_right_for_one_in_every_language():
    pygame.init()
    t = Text("en")
    assert t.tr("foodies.msg.shuffled", n=1) == "1 used card shuffled under the deck"
    assert t.tr("foodies.msg.shuffled", n=3) == "3 used cards shuffled under the deck"
    t.set_language("pt")
    assert t.tr("foodies.table.cards", n=1) == "1 carta"
    assert t.tr("foodies.table.cards", n=5) == "5 cartas"
    t.set_language("fa")
    assert t.tr("foodies.table.cards", n=1) == t.tr("foodies.table.cards", n=5).replace("5", "1")


def test_corrupt_translation_file_falls_back(tmp_path):
    _po(tmp_path, "en", [("x", "X", "X")])
    (tmp_path / "fa.po").write_text('msgctxt "x"\nmsgid "X\nmsgstr [broken', encoding="utf-8")
    pygame.init()
    t = Text("fa", i18n_dir=tmp_path)
    assert t.tr("x") == "X"
    t = Text("fa", i18n_dir=tmp_path / "missing")
    assert t.tr("x") == "x"


def test_shipped_catalogs_pass_the_catalog_check():
    """Every language has every key, the same placeholders, the right number
    of plural forms, and the template is current (tools/i18n_catalog.py)."""
    import importlib.util
    path = Path(__file__).resolve().parents[2] / "tools" / "i18n_catalog.py"
    spec = importlib.util.spec_from_file_location("i18n_catalog", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.check() == 0


def test_framework_keys_present_everywhere():
    from game.client.text import load_catalog
    for lang in ("en", "pt", "fa"):
        cat = load_catalog(lang)
        for key in FRAMEWORK_KEYS:
            assert key in cat, (lang, key)


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


def test_wrap_breaks_hint_lines_between_items(text):
    line = "←/→ escolher · Enter fazer · H dica · Esc voltar/pausa"
    width = text.width("←/→ escolher · Enter fazer · H dica", 16, "bold") + 4
    assert text.wrap(line, 16, width, "bold") == ["←/→ escolher · Enter fazer · H dica", "Esc voltar/pausa"]
    # plain prose still wraps word by word; blank lines stay
    assert text.wrap("one two three\n\nfour", 16, text.width("one two", 16) + 2) == ["one two", "three", "", "four"]


def test_arrows_and_symbols_render_with_the_fallback_font(text):
    """← → ≤ are not in Nunito or Vazirmatn: they come from DejaVu Sans, so
    no character of a hint line is left to a missing-glyph box."""
    assert not text.missing_glyphs("←/→ pick · ≤ 3")
    latin = text.coverage("latin")
    assert ord("←") not in latin and ord("ã") in latin
    arrows = text.render("←→", 24, (0, 0, 0))
    box = text.font(24).render("\U0010FFFD\U0010FFFD", True, (0, 0, 0))  # what a missing glyph looks like
    assert pygame.image.tobytes(arrows, "RGBA") != pygame.image.tobytes(box, "RGBA")
    assert text.width("a ← b", 24) == text.render("a ← b", 24, (0, 0, 0)).get_width()
    for lang in ("pt", "fa"):
        text.set_language(lang)
        assert not text.missing_glyphs(text.tr("rodizio.setup.tip_seed"))


def test_device_button_words_are_translated_but_keycaps_stay():
    pygame.init()
    from game.client.input_mapper import InputMapper
    t = Text("pt")
    inp = InputMapper()
    inp.translate = t.key_name
    assert inp.prompt("back", "mouse") == "Clique direito"
    assert inp.prompt("confirm", "keyboard") == "Enter"
    assert inp.prompt_pair("left", "right", "keyboard") == "←/→"
    t.set_language("fa")
    assert inp.prompt("confirm", "mouse") == "کلیک"
    t.set_language("en")
    assert inp.prompt("back", "mouse") == "Right click"


def test_persian_items_are_joined_by_the_persian_comma_not_a_dot_that_reads_as_zero(pg):
    from game.client.text import Text, localize_digits
    assert localize_digits("رودیزیو · 4 نفر · نوبت 128", "fa") == "رودیزیو، ۴ نفر، نوبت ۱۲۸"
    assert localize_digits("Rodízio · 4 seats", "pt") == "Rodízio · 4 seats"
    fa = Text("fa")
    assert fa.width("رودیزیو · 4 نفر", 20) == fa.width("رودیزیو، ۴ نفر", 20)
    assert fa.missing_glyphs("رودیزیو · 4 نفر") == set()


def _ink_columns(surf: pygame.Surface) -> list[list[int]]:
    """Per column, the rows holding ink (alpha > 100)."""
    w, h = surf.get_size()
    return [[y for y in range(h) if surf.get_at((x, y)).a > 100] for x in range(w)]


def _arrow_side(text: Text, words: str, arrow: str = "▶") -> str:
    """Where ``arrow`` is drawn in ``words`` as rendered: "left" or "right".
    The arrow alone is rendered, its ink cropped, and matched against each
    end of the whole line's ink (same font, same size: same pixels)."""
    whole = text.render(words, 24, (0, 0, 0), "bold")
    alone = text.render(arrow, 24, (0, 0, 0), "bold")
    a = alone.subsurface(alone.get_bounding_rect(min_alpha=100))
    ink = whole.get_bounding_rect(min_alpha=100)
    pattern = [len(c) for c in _ink_columns(a)]
    cols = [len(c) for c in _ink_columns(whole)]
    n = len(pattern)

    def miss(x0: int) -> int:
        return sum(abs(cols[x0 + i] - pattern[i]) for i in range(n))
    left = min(miss(x) for x in range(ink.left, ink.left + 3))
    right = min(miss(x) for x in range(ink.right - n - 2, ink.right - n + 1))
    return "left" if left < right else "right"


@pytest.mark.parametrize("lang,key,side", [("en", "stats.history.replay", "left"),
                                           ("pt", "stats.history.replay", "left"),
                                           ("fa", "stats.history.replay", "right")])
def test_a_play_arrow_leads_its_word_on_the_reading_side(lang, key, side):
    """"▶ Watch": the arrow comes first in reading order — at the left end in
    English and Portuguese, at the right end in Persian (issue #32: it must
    not sit at the Persian word's left end, where that word ends). It keeps
    pointing right in every language: a media control, not a direction."""
    pygame.init()
    t = Text(lang)
    words = t.tr(key)
    assert words.startswith("▶ ")
    assert _arrow_side(t, words) == side
    # and the test tells the sides apart: the same words with the arrow last
    assert _arrow_side(t, words[2:] + " ▶") == ("right" if side == "left" else "left")
