"""Translations, fonts and text rendering (Latin and right-to-left Persian).

- `Text.tr(key, **fmt)`: the string for `key` in the current language
  (gettext catalog `assets/i18n/<lang>.po`, key = msgctxt, read with Babel
  by game.client.catalog), falling back to English, then to the key
  itself; `{name}` placeholders are filled from `fmt` (a bad placeholder
  leaves the text unformatted, never raises). An entry with plural forms
  takes the form the language's CLDR plural rule gives for `fmt["n"]`
  (`tr("foodies.table.cards", n=1)` -> "1 card"); `ntr(key, n, **fmt)`
  is the same with `n` positional.
- Fonts from `assets/fonts/`: roles `body` (Regular), `bold` (Bold),
  `display` (Black/titles). Latin languages use Nunito; Persian (and any
  text containing Arabic script) uses Vazirmatn. A missing or broken font
  file falls back to pygame's default font — never a crash.
- `render(text, size, color, role)` -> Surface. In Persian the text's
  numbers are first written in Persian digits (`localize_digits`: only at
  render/measure time — `tr()` results, saves, logs keep ASCII digits).
  Text with right-to-left
  characters is split into bidi runs (game.client.bidi_runs); RTL runs are
  shaped by SDL_ttf/HarfBuzz with `set_script("Arab")` and
  `set_direction(DIRECTION_RTL)`, LTR runs normally, then placed side by side.
- `wrap(text, size, width, role)` -> lines; `draw(...)` renders and blits
  with an anchor; `rtl` says whether the current language reads right to left."""
from __future__ import annotations

import logging
import re
from collections import OrderedDict
from pathlib import Path

import pygame

from game.client import assets, catalog as po_catalog
from game.client.bidi_runs import has_arabic_script, has_rtl, visual_runs

log = logging.getLogger(__name__)

LANG_NAMES = {"en": "English", "pt": "Português", "fa": "فارسی"}
RTL_LANGS = {"fa"}
ROLES = ("body", "bold", "display")

# Languages whose numbers are written in their own digits on screen:
# (digits 0-9, decimal separator, percent sign).
NATIVE_DIGITS = {"fa": ("۰۱۲۳۴۵۶۷۸۹", "\u066b", "\u066a")}  # Extended Arabic-Indic, ٫, ٪

_WORD = re.compile(r"\S+")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_DECIMAL_POINT = re.compile(r"(?<=[0-9])\.(?=[0-9])")


RLM = "\u200f"  # RIGHT-TO-LEFT MARK: zero width, strong RTL


def localize_digits(text: str, language: str, *, mark: bool = False) -> str:
    """`text` with its ASCII digits 0-9 written in `language`'s own digits
    (Persian: ۰-۹; a "." between two digits becomes the Persian decimal
    separator ٫ and "%" the Persian percent sign ٪); unchanged for
    languages that use ASCII digits.

    A whitespace-separated word holding an ASCII letter keeps its digits
    as they are: key and button names ("F1", "P2"), file paths and other
    Latin tokens are shown exactly as typed / printed on the device.
    Persian digits have the same bidi class as ASCII ones (European
    number), so converting before bidi reordering keeps numbers in order.

    `mark=True` (for the bidi step only, never for display) also puts a
    RIGHT-TO-LEFT MARK before each word with a number in it (converted or
    already written in Persian digits), so the number belongs to the
    surrounding right-to-left text even right after a Latin name
    ("رایانه ۲ Quatro Queijos (۴) را خورد" keeps "(۴)" after the name;
    bidi rule W7 would glue "(4" to it) or an Arabic letter (rule W2 would
    make a date's numbers Arabic numbers and flip "۲۰۲۶-۱۱-۳۰")."""
    spec = NATIVE_DIGITS.get(language)
    if spec is None or not any(ch.isdigit() for ch in text):
        return text
    digits, point, percent = spec
    table = str.maketrans("0123456789%", digits + percent)

    def word(m: re.Match) -> str:
        w = m.group(0)
        if _ASCII_LETTER.search(w):
            return w
        if any("0" <= ch <= "9" for ch in w):
            w = _DECIMAL_POINT.sub(point, w).translate(table)
        elif not (mark and any(ch in digits for ch in w)):
            return w
        return RLM + w if mark else w

    return _WORD.sub(word, text)


# Font files per family and role (first existing file wins).
FONT_FILES = {
    "latin": {"body": ["Nunito-Regular.ttf"],
              "bold": ["Nunito-Bold.ttf"],
              "display": ["Nunito-Black.ttf", "Nunito-Bold.ttf"]},
    "persian": {"body": ["Vazirmatn-Regular.ttf"],
                "bold": ["Vazirmatn-Bold.ttf", "Vazirmatn-Regular.ttf"],
                "display": ["Vazirmatn-Bold.ttf", "Vazirmatn-Regular.ttf"]},
}


def load_po(lang: str, i18n_dir: Path | None = None) -> po_catalog.Catalog:
    """One language's catalog (`assets/i18n/<lang>.po`); a missing/corrupt
    file logs and gives an empty one."""
    return po_catalog.load(lang, i18n_dir or assets.path("i18n"))


def load_catalog(lang: str, i18n_dir: Path | None = None) -> dict[str, str]:
    """`{key: text}` of one language (plural entries by their "other"
    form); a missing/corrupt file logs and gives {}."""
    return load_po(lang, i18n_dir).flat()


class Text:
    def __init__(self, language: str = "en", fonts_dir: Path | None = None,
                 i18n_dir: Path | None = None):
        if not pygame.font.get_init():
            pygame.font.init()
        self.fonts_dir = fonts_dir or assets.path("fonts")
        self.i18n_dir = i18n_dir
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._fallback_en = load_po("en", i18n_dir)
        self.language = "en"
        self.catalog: po_catalog.Catalog = self._fallback_en
        self.set_language(language)

    # ---- translations ------------------------------------------------
    def set_language(self, language: str) -> None:
        self.language = language
        self.catalog = self._fallback_en if language == "en" else load_po(language, self.i18n_dir)
        self._cache.clear()

    @property
    def rtl(self) -> bool:
        return self.language in RTL_LANGS

    def has(self, key: str) -> bool:
        return key in self.catalog or key in self._fallback_en

    def tr(self, key: str, /, **fmt: object) -> str:
        n = fmt.get("n")
        text = self.catalog.get(key, n)
        if text is None:
            text = self._fallback_en.get(key, n)
            if text is None:
                text = key
        if fmt:
            try:
                text = text.format(**fmt)
            except (KeyError, IndexError, ValueError):
                log.warning("bad placeholders in %r for %s", key, sorted(fmt))
        return text

    def ntr(self, key: str, n: int, /, **fmt: object) -> str:
        """`tr(key, n=n, **fmt)`: the plural form for the count `n`."""
        return self.tr(key, n=n, **fmt)

    # ---- fonts -------------------------------------------------------
    def font(self, size: int, role: str = "body", *, persian: bool | None = None,
             rtl: bool = False) -> pygame.font.Font:
        """A cached Font; `persian` defaults to the current language."""
        if persian is None:
            persian = self.rtl
        key = ("persian" if persian else "latin", role, size, rtl)
        f = self._fonts.get(key)
        if f is None:
            f = self._load_font(*key)
            self._fonts[key] = f
        return f

    def _load_font(self, family: str, role: str, size: int, rtl: bool) -> pygame.font.Font:
        f = None
        for name in FONT_FILES[family].get(role, FONT_FILES[family]["body"]):
            p = self.fonts_dir / name
            if p.exists():
                try:
                    f = pygame.font.Font(p, size)
                    break
                except (OSError, pygame.error) as e:
                    log.warning("font %s unusable: %s", p, e)
        if f is None:
            log.warning("no %s/%s font in %s; using pygame's default", family, role, self.fonts_dir)
            f = pygame.font.Font(None, int(size * 1.3))
            if role != "body":
                f.set_bold(True)
        if rtl:
            try:
                f.set_script("Arab")
                f.set_direction(pygame.DIRECTION_RTL)
            except (AttributeError, pygame.error) as e:  # SDL_ttf without HarfBuzz
                log.warning("no RTL shaping available: %s", e)
        return f

    # ---- rendering ---------------------------------------------------
    def render(self, text: str, size: int, color=(255, 255, 255), role: str = "body") -> pygame.Surface:
        color = tuple(color)
        key = (text, size, color, role, self.language)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        surf = self._render_uncached(text, size, color, role)
        self._cache[key] = surf
        if len(self._cache) > 600:
            self._cache.popitem(last=False)
        return surf

    def _render_uncached(self, raw: str, size: int, color, role: str) -> pygame.Surface:
        text = localize_digits(raw, self.language)
        persian = self.rtl or has_arabic_script(text)
        base = self.font(size, role, persian=persian)
        if not text:
            return pygame.Surface((1, base.get_linesize()), pygame.SRCALPHA)
        if not persian or not (has_rtl(text) or self.rtl):
            return base.render(text, True, color)
        marked = localize_digits(raw, self.language, mark=True) if self.rtl else text
        runs = [(t.replace(RLM, ""), r) for t, r in visual_runs(marked, True if self.rtl else None)]
        parts = [self.font(size, role, persian=True, rtl=r).render(t, True, color) for t, r in runs if t]
        if len(parts) == 1:
            return parts[0]
        if not parts:  # nothing visible but marks
            return pygame.Surface((1, base.get_linesize()), pygame.SRCALPHA)
        w = sum(p.get_width() for p in parts)
        h = max(p.get_height() for p in parts)
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        x = 0
        for p in parts:
            out.blit(p, (x, h - p.get_height()))
            x += p.get_width()
        return out

    def width(self, text: str, size: int, role: str = "body") -> int:
        """Rendered width; Arabic-script text is measured shaped (joined
        letters are narrower than isolated ones). Measures what `render`
        draws, so Persian digits included."""
        text = localize_digits(text, self.language)
        persian = self.rtl or has_arabic_script(text)
        return self.font(size, role, persian=persian, rtl=has_rtl(text)).size(text)[0]

    def line_height(self, size: int, role: str = "body") -> int:
        return self.font(size, role).get_linesize()

    def wrap(self, text: str, size: int, width: int, role: str = "body") -> list[str]:
        """Greedy word wrap; explicit newlines start new lines; a blank line stays."""
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            cur = ""
            for w in words:
                trial = w if not cur else cur + " " + w
                if cur and self.width(trial, size, role) > width:
                    lines.append(cur)
                    cur = w
                else:
                    cur = trial
            lines.append(cur)
        return lines

    def draw(self, surface: pygame.Surface, text: str, size: int, color, pos: tuple[int, int],
             anchor: str = "center", role: str = "body", shadow: tuple | None = None) -> pygame.Rect:
        """Blit `text` with its rect's `anchor` (a pygame.Rect attribute name,
        e.g. "center", "midleft", "topright"; "start"/"end" mean left/right
        in LTR languages and right/left in RTL ones) at `pos`."""
        surf = self.render(text, size, color, role)
        anchor = self.resolve_anchor(anchor)
        rect = surf.get_rect(**{anchor: pos})
        if shadow is not None:
            surface.blit(self.render(text, size, shadow, role), rect.move(0, max(2, size // 14)))
        surface.blit(surf, rect)
        return rect

    def resolve_anchor(self, anchor: str) -> str:
        if "start" in anchor or "end" in anchor:
            left, right = ("right", "left") if self.rtl else ("left", "right")
            mapping = {"start": "mid" + left, "end": "mid" + right,
                       "topstart": "top" + left, "topend": "top" + right,
                       "bottomstart": "bottom" + left, "bottomend": "bottom" + right}
            return mapping.get(anchor, anchor)
        return anchor
