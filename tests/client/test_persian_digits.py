"""Persian digits on screen: in Persian (fa) the text layer writes numbers
in Extended Arabic-Indic digits (۰-۹) at render time — after `tr()`
formatting, before bidi reordering — and leaves every other language,
Latin words (key names) and the strings themselves untouched."""
from __future__ import annotations

import pygame
import pytest

from tests.client import testing as T
from game.client import text as text_mod
from game.client.bidi_runs import has_rtl, visual_runs
from game.client.text import RLM, Text, localize_digits
from tests.client.uibot_base import SHOTS

FA = "۰۱۲۳۴۵۶۷۸۹"


@pytest.fixture
def text():
    pygame.init()
    return Text("fa")


def pixels(surf: pygame.Surface) -> tuple:
    return surf.get_size(), pygame.image.tobytes(surf, "RGBA")


def ink(surf: pygame.Surface) -> int:
    w, h = surf.get_size()
    return sum(1 for x in range(w) for y in range(h) if surf.get_at((x, y)).a > 0)


def shown_runs(text: str) -> list[tuple[str, bool]]:
    """What Text.render places left to right for a Persian line."""
    runs = [(t.replace(RLM, ""), r) for t, r in visual_runs(localize_digits(text, "fa", mark=True), True)]
    return [(t, r) for t, r in runs if t]


# ---- the conversion ------------------------------------------------------

def test_digits_converted_only_in_persian():
    assert localize_digits("0123456789", "fa") == FA
    assert localize_digits("دور 12 از 7", "fa") == "دور ۱۲ از ۷"
    for lang in ("en", "pt", "xx"):
        assert localize_digits("Round 12 of 7", lang) == "Round 12 of 7"
        assert localize_digits("دور 12 از 7", lang) == "دور 12 از 7"
    assert localize_digits("", "fa") == "" and localize_digits("بدون عدد", "fa") == "بدون عدد"


def test_latin_words_keep_their_digits():
    # Key and button names, file paths: shown as printed on the device / typed.
    assert localize_digits("F1 راهنما · P2 · Esc برای خروج", "fa") == "F1 راهنما، P2، Esc برای خروج"
    assert localize_digits("/home/x/logs/client-2.log", "fa") == "/home/x/logs/client-2.log"
    # ...but a number next to them is still Persian.
    assert localize_digits("F1 (3)", "fa") == "F1 (۳)"
    # Persian letters glued to a number do not keep it Latin (seat tag "ب2").
    assert localize_digits("ب2", "fa") == "ب۲"


def test_separators_signs_and_dates():
    assert localize_digits("سرعت ×0.5", "fa") == "سرعت ×۰\u066b۵"      # Persian decimal separator
    assert localize_digits("80%", "fa") == "۸۰\u066a"                     # Persian percent sign
    assert localize_digits("(+3)", "fa") == "(+۳)"
    assert localize_digits("2026-11-30 00:22", "fa") == "۲۰۲۶-۱۱-۳۰ ۰۰:۲۲"
    assert localize_digits("1.", "fa") == "۱."                            # a full stop stays one


def test_translations_keep_ascii_digits_and_the_render_converts(text):
    # tr() is data (logs, tests, saves may see it): placeholders formatted, digits ASCII.
    raw = text.tr("foodies.hud.round", n=2, total=7)
    assert raw == "دور 2 از 7"
    assert localize_digits(raw, "fa") == "دور ۲ از ۷"
    assert localize_digits(text.tr("foodies.table.cards", n=15), "fa") == "۱۵ کارت"
    # The marks used for bidi never reach the screen text.
    assert RLM not in localize_digits(raw, "fa")
    assert localize_digits(raw, "fa", mark=True).replace(RLM, "") == "دور ۲ از ۷"


def test_persian_digits_are_numbers_not_rtl_letters():
    assert not has_rtl(FA) and not has_rtl("۱۵٫۵٪")
    assert has_rtl("دور ۱")


# ---- bidi order -----------------------------------------------------------

def test_bidi_order_round_of():
    # Left to right on screen: "۷", " از ", "۲", "دور " — read right to left: دور ۲ از ۷.
    assert shown_runs("دور 2 از 7") == [("۷", False), (" از ", True), ("۲", False), ("دور ", True)]
    # A number's own digits stay left to right.
    assert shown_runs("دور 15 از 120") == [("۱۲۰", False), (" از ", True), ("۱۵", False), ("دور ", True)]
    assert shown_runs("42") == [("۴۲", False)]


def test_bidi_number_after_a_latin_name_stays_with_the_persian_text():
    runs = shown_runs("رایانه 2 Quatro Queijos (4) را خورد")
    # Right to left: رایانه, ۲, Quatro Queijos, (۴), را خورد — the "(4" is not
    # pulled into the Latin name's run (bidi rule W7).
    assert ("Quatro Queijos", False) in runs
    assert [t for t, r in runs if not r] == ["۴", "Quatro Queijos", "۲"]
    assert runs[0] == (") را خورد", True) and runs[-1] == ("رایانه ", True)


def test_bidi_date_after_persian_words_is_not_flipped():
    runs = shown_runs("فودیز · 3 نفر · 2026-11-30 00:22 · 45 حرکت")
    ltr = [t for t, r in runs if not r]
    assert ltr == ["۴۵", "۰۰:۲۲", "۲۰۲۶-۱۱-۳۰", "۳"]


def test_bidi_key_hints_unchanged():
    # Key names stay Latin and at the start (right) of the Persian hint.
    assert shown_runs("Esc برای خروج") == [(" برای خروج", True), ("Esc", False)]
    assert shown_runs("F1 راهنما · 3 کارت") == [(" کارت", True), ("۳", False), (" راهنما، ", True), ("F1", False)]


# ---- rendering --------------------------------------------------------------

def test_vazirmatn_has_the_persian_digits(text):
    for role in ("body", "bold", "display"):
        font = text.font(24, role, persian=True)
        missing = pixels(font.render("\ue000", True, (0, 0, 0)))   # private use: the "no glyph" box
        seen = set()
        for d in FA:
            surf = font.render(d, True, (0, 0, 0))
            assert ink(surf) > 3, (role, d)
            assert pixels(surf) != missing, (role, d)
            seen.add(pixels(surf))
        assert len(seen) == 10, role   # ten different glyphs


def test_render_in_persian_draws_persian_digits(text, monkeypatch):
    label = "دور 12 از 7"
    with_digits = text.render(label, 28, (0, 0, 0), "bold")
    assert pixels(with_digits) == pixels(text.render("دور ۱۲ از ۷", 28, (0, 0, 0), "bold"))
    assert pixels(text.render("15", 24, (0, 0, 0), "display")) == pixels(text.render("۱۵", 24, (0, 0, 0), "display"))
    # Without the conversion the same label is drawn differently (Latin digits).
    monkeypatch.delitem(text_mod.NATIVE_DIGITS, "fa")
    text.set_language("fa")  # clears the cache
    latin = text.render(label, 28, (0, 0, 0), "bold")
    assert pixels(latin) != pixels(with_digits)
    monkeypatch.undo()
    # Width measures what is drawn.
    text.set_language("fa")
    assert abs(text.width("۱۲۳", 24) - text.render("123", 24).get_width()) <= 2
    assert text.width("123", 24) == text.width("۱۲۳", 24)


def test_other_languages_draw_latin_digits(text):
    fa = pixels(text.render("15", 24, (0, 0, 0)))
    for lang in ("en", "pt"):
        text.set_language(lang)
        surf = text.render("15", 24, (0, 0, 0))
        assert pixels(surf) == pixels(text.font(24).render("15", True, (0, 0, 0)))
        assert pixels(surf) != fa


# ---- whole tables, headless ------------------------------------------------

def run_demo(game: str, frames: int, shot: str, monkeypatch) -> list[str]:
    """Run a game's AI demo in Persian; returns every string the text layer
    drew (after the digit conversion) and saves the last frame."""
    drawn: list[str] = []
    real = text_mod.localize_digits

    def spy(s, language, *, mark=False):
        out = real(s, language, mark=mark)
        if not mark:
            drawn.append(out)
        return out

    monkeypatch.setattr(text_mod, "localize_digits", spy)
    if game == "foodies":
        from game.client.foodies.demo_scene import DemoScene
        first = lambda app: DemoScene(app, seed=3, speed=None, attract=False)  # noqa: E731
    else:
        from game.client.rodizio.demo_scene import DemoScene
        first = lambda app: DemoScene(app, seed=3, spicy=False, speed=None, attract=False)  # noqa: E731
    SHOTS.mkdir(parents=True, exist_ok=True)
    app = T.make_app(frames=frames, language="fa", screenshot=str(SHOTS / shot))
    app.run(first)
    assert not app._errors
    assert (SHOTS / shot).exists()
    return drawn


def check_no_latin_numbers(drawn: list[str]) -> None:
    for s in drawn:
        for word in s.split():
            if any("0" <= ch <= "9" for ch in word):
                assert any(ch.isascii() and ch.isalpha() for ch in word), (s, word)


def test_foodies_table_in_persian_shows_persian_digits(monkeypatch):
    drawn = run_demo("foodies", 300, "fa_digits_foodies.png", monkeypatch)
    assert "دور ۱ از ۷" in drawn                       # the round HUD
    assert any(s.endswith(" کارت") and s[0] in FA for s in drawn)   # "4 cards" under a hand
    assert sum(1 for s in drawn if s and all(ch in FA for ch in s)) >= 3   # scores, deck badge...
    check_no_latin_numbers(drawn)


def test_rodizio_table_in_persian_shows_persian_digits(monkeypatch):
    drawn = run_demo("rodizio", 300, "fa_digits_rodizio.png", monkeypatch)
    assert any("کارت روی بشقاب‌ها" in s and any(ch in FA for ch in s) for s in drawn)
    assert sum(1 for s in drawn if s and all(ch in FA for ch in s)) >= 3   # plate numbers, counters
    check_no_latin_numbers(drawn)
