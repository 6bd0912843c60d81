"""Translations, fonts and text rendering (Latin and right-to-left Persian).

- `Text.tr(key, **fmt)`: the string for `key` in the current language
  (gettext catalog `assets/i18n/<lang>.po`, key = msgctxt, compiled to
  `.mo` and read by the standard library's gettext: game.client.catalog);
  a game's key falls back to the shared key (`shared.<rest>`), then to
  English, then to the key itself; `{name}` placeholders are filled from `fmt` (a bad placeholder
  leaves the text unformatted, never raises). An entry with plural forms
  takes the form the language's CLDR plural rule gives for `fmt["n"]`
  (`tr("foodies.table.cards", n=1)` -> "1 card"); `ntr(key, n, **fmt)`
  is the same with `n` positional.
- Fonts from `assets/fonts/` (game.client.fonts): roles `body` (Regular),
  `bold` (Bold), `display` (Black/titles). Latin languages use Nunito;
  Persian (and any text containing Arabic script) uses Vazirmatn. A missing
  or broken font file falls back to pygame's default font — never a crash.
- `render(text, size, color, role)` -> Surface. In Persian the text's
  numbers are first written in Persian digits (`localize_digits`: only at
  render/measure time — `tr()` results, saves, logs keep ASCII digits).
  Text with right-to-left
  characters is split into bidi runs (game.client.bidi_runs); RTL runs are
  shaped by SDL_ttf/HarfBuzz with `set_script("Arab")` and
  `set_direction(DIRECTION_RTL)`, LTR runs normally, then placed side by side.
- `wrap(text, size, width, role)` -> lines; `draw(...)` renders and blits
  with an anchor; `rtl` says whether the current language reads right to left.
- Text size (the "Text size" setting): `set_scale(1.25)` makes every
  **body** text (role "body") that much larger — rendering, measuring,
  wrapping and fitting alike, so a layout that measures its text grows with
  it; bold labels and display titles keep their designed size. A bold
  text that should grow too — a sentence read as body text (the tables'
  log, prompt and notes), a menu's buttons and option rows (which grow
  with it: game.client.widgets.Menu) — asks `reading_size(size)`.
- Bound keys in sentences: a catalog text may name `{key_<intent>}`
  ("Press {key_confirm} to see the results"); `tr` fills it with the key or
  button the player's controls bind to that intent on the device last used
  (`key_prompt`, set by the App to `InputMapper.prompt`), so a rebound player
  is never told to press a key that does nothing. A mouse has no key to
  press: while the mouse is the device last used (`pointing()`, set by the
  App), a text naming a key or button (`{key_…}`, `{button}`) whose key
  has a ``<key>.click`` entry says that instead ("Click anywhere to show
  your hand", never "Press Click to…")."""
from __future__ import annotations

import logging
import re
from collections import OrderedDict
from pathlib import Path

import pygame

from game.client import assets, catalog as po_catalog, layout_audit
from game.client.bidi_runs import has_arabic_script, has_rtl, visual_runs
from game.client.fonts import Fonts
from game.client.text_fit import SEP, TextFitting

log = logging.getLogger(__name__)

LANG_NAMES = {"en": "English", "pt": "Português", "fa": "فارسی"}
#: The most texts (and widths) a first frame is noted to use (`Text.use_kept`).
KEEP_AT_MOST = 1000
RTL_LANGS = {"fa"}
ROLES = ("body", "bold", "display")

# Languages whose numbers are written in their own digits on screen:
# (digits 0-9, decimal separator, percent sign).
NATIVE_DIGITS = {"fa": ("۰۱۲۳۴۵۶۷۸۹", "\u066b", "\u066a")}  # Extended Arabic-Indic, ٫, ٪

_WORD = re.compile(r"\S+")
_KEY_PLACEHOLDER = re.compile(r"\{key_([a-z]+)\}")
_ASCII_LETTER = re.compile(r"[A-Za-z]")
_DECIMAL_POINT = re.compile(r"(?<=[0-9])\.(?=[0-9])")


RLM = "\u200f"  # RIGHT-TO-LEFT MARK: zero width, strong RTL
# How a language shows SEP: in Persian a middle dot next to a number reads
# as the digit zero ("۴ · نفر" looks like "۴۰ نفر"), so the Persian comma.
LIST_SEPARATORS = {"fa": "، "}


def localize_digits(text: str, language: str, *, mark: bool = False) -> str:
    """`text` with its ASCII digits 0-9 written in `language`'s own digits
    (Persian: ۰-۹; a "." between two digits becomes the Persian decimal
    separator ٫ and "%" the Persian percent sign ٪); unchanged for
    languages that use ASCII digits. Items joined by ``SEP`` (" · ") are
    joined by the language's own list separator (``LIST_SEPARATORS``).

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
    sep = LIST_SEPARATORS.get(language)
    if sep is not None and SEP in text:
        text = text.replace(SEP, sep)
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


def catalog_folders(i18n_dir: Path | None = None) -> list[Path]:
    """Where texts are read, first asked first: the folders of registered
    games kept outside the program (their kit's ``catalogs``), then the
    shared catalogs (`assets/i18n`). Asked before the first frame, so the
    games as listed, not yet checked (`game.kits.listed`: a game with its
    own folder is one registered from outside, checked as it registered)."""
    from game.kits import listed
    own = [Path(k.client.catalogs) for k in listed() if k.client.catalogs]
    return [*own, i18n_dir or assets.path("i18n")]


def load_po(lang: str, i18n_dir: Path | None = None) -> po_catalog.Catalog:
    """One language's catalogs (`catalog_folders`) chained by
    ``add_fallback``, then English's (`game.client.catalog.chain`); a
    missing/corrupt file logs and gives an empty one."""
    return po_catalog.chain(lang, catalog_folders(i18n_dir))


def load_catalog(lang: str, i18n_dir: Path | None = None) -> dict[str, str]:
    """`{key: text}` of what one language says itself, without English
    (plural entries by their "other" form): its catalogs' keys, and each
    game's keys that fall back to a shared key (`catalog.shared_key`); a
    missing/corrupt file logs and gives {}."""
    out: dict[str, str] = {}
    for folder in reversed(catalog_folders(i18n_dir)):
        out.update(po_catalog.load(lang, folder).flat())
    from game.kits import names
    prefix = po_catalog.SHARED + "."
    for key, text in list(out.items()):
        if key.startswith(prefix):
            for game in names():
                out.setdefault(f"{game}.{key[len(prefix):]}", text)
    return out


class Text(TextFitting):
    def __init__(self, language: str = "en", fonts_dir: Path | None = None,
                 i18n_dir: Path | None = None):
        if not pygame.font.get_init():
            pygame.font.init()
        self.fonts = Fonts(fonts_dir or assets.path("fonts"))
        self.i18n_dir = i18n_dir
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._widths: dict[tuple, int] = {}  # width() per (text, size, role, language)
        self.scale = 1.0   # the body text's size factor (the "Text size" setting)
        #: intent name -> its bound key's label ({key_confirm} in catalog texts)
        self.key_prompt = lambda intent: intent
        #: whether the mouse is the device last used (the ``.click`` wording)
        self.pointing = lambda: False
        self.language = "en"
        # The first frame's texts kept from the last start (`keep_first_frame`,
        # game.client.text_cache): used instead of rendering, under their full key.
        self._kept: dict[tuple, pygame.Surface] = {}
        self._kept_widths: dict[tuple, int] = {}
        self._keeping: tuple[list, list] | None = None   # (render keys, width keys) used since
        self._kept_missed = False
        #: the language's catalogs, English's after them (``add_fallback``)
        self.catalog: po_catalog.Catalog = load_po("en", i18n_dir)
        self.set_language(language)

    # ---- translations ------------------------------------------------
    def set_language(self, language: str) -> None:
        self.language = language
        self.catalog = load_po(language, self.i18n_dir)
        self._cache.clear()

    @property
    def rtl(self) -> bool:
        return self.language in RTL_LANGS

    def has(self, key: str) -> bool:
        return self.catalog.text(key) is not None

    def tr(self, key: str, /, **fmt: object) -> str:
        n = fmt.get("n")
        text = self.catalog.text(key, n)
        if text is None:
            text = key
        if ("{key_" in text or "{button}" in text) and self.pointing() and self.has(key + ".click"):
            return self.tr(key + ".click", **fmt)
        if "{key_" in text:
            fmt = {**{f"key_{m}": self.key_prompt(m) for m in _KEY_PLACEHOLDER.findall(text)}, **fmt}
        if fmt:
            try:
                text = text.format(**fmt)
            except (KeyError, IndexError, ValueError):
                log.warning("bad placeholders in %r for %s", key, sorted(fmt))
        return text

    def key_name(self, label: str) -> str:
        """A device button's on-screen name in this language: "Right click"
        -> tr("input.right_click") when the catalog has it, else `label`
        (keycaps such as "Enter", "Esc", "A" stay as printed)."""
        key = "input." + label.strip().lower().replace(" ", "_").replace("-", "_")
        return self.tr(key) if self.has(key) else label

    def ntr(self, key: str, n: int, /, **fmt: object) -> str:
        """`tr(key, n=n, **fmt)`: the plural form for the count `n`."""
        return self.tr(key, n=n, **fmt)

    # ---- fonts -------------------------------------------------------
    def set_scale(self, scale: float) -> None:
        """Body text at ``scale`` × its designed size from now on."""
        if scale != self.scale:
            self.scale = scale
            self._cache.clear()
            self._widths.clear()

    def shown_size(self, size: int, role: str = "body") -> int:
        """The pixel size a ``size`` text of ``role`` is drawn at (body text
        scaled by the Text size setting)."""
        return round(size * self.scale) if role == "body" and self.scale != 1.0 else size

    def reading_size(self, size: int) -> int:
        """``size`` grown by the Text size setting, for a sentence drawn in a
        label's role (bold) that is still read as body text: the table's
        log, prompt and notes. Pass the result with that role."""
        return round(size * self.scale)

    def font(self, size: int, role: str = "body", *, persian: bool | None = None,
             rtl: bool = False) -> pygame.font.Font:
        """A cached Font; `persian` defaults to the current language."""
        if persian is None:
            persian = self.rtl
        return self.family_font("persian" if persian else "latin", self.shown_size(size, role), role, rtl)

    def family_font(self, family: str, size: int, role: str = "body", rtl: bool = False) -> pygame.font.Font:
        """A cached Font of ``family`` (`fonts.Fonts.family_font`)."""
        return self.fonts.family_font(family, size, role, rtl)

    def coverage(self, family: str, role: str = "body") -> frozenset[int]:
        """Code points the `family`/`role` font file draws (empty: unknown)."""
        return self.fonts.coverage(family, role)

    def missing_glyphs(self, text: str, role: str = "body") -> set[str]:
        """Characters of `text` (as drawn: digits localized) no font draws."""
        text = localize_digits(text, self.language)
        return {ch for ch in set(text)
                if not any(self.fonts.covered(ch, fam, role) for fam in ("latin", "persian", "symbols"))}

    # ---- the first frame's texts, kept between runs --------------------
    def use_kept(self) -> None:
        """Read the texts the last start's first frame rendered and measured
        (`game.client.text_cache`), and note what this one uses, for
        `keep_first_frame`."""
        from game.client import text_cache
        self._kept, self._kept_widths = text_cache.read(text_cache.path_for(self.fonts.fonts_dir))
        self._keeping = ([], [])
        self._kept_missed = False

    def keep_first_frame(self) -> None:
        """Keep what was rendered and measured since `use_kept`, when any of
        it had to be rendered or measured anew (a first start, another
        language or text size); forget the rest read."""
        if self._keeping is None:
            return
        renders, widths = self._keeping
        self._keeping = None
        self._kept, self._kept_widths = {}, {}
        if not self._kept_missed:
            return
        from game.client import text_cache
        surfaces = {k: self._cache[k] for k in dict.fromkeys(renders) if k in self._cache}
        measured = {k: self._widths[k] for k in dict.fromkeys(widths) if k in self._widths}
        text_cache.write(text_cache.path_for(self.fonts.fonts_dir), surfaces, measured)

    def _note_kept(self, which: int, key: tuple) -> None:
        """Note a text rendered (0) or measured (1) for `keep_first_frame`;
        an App that never draws its first frame (a test driving scenes by
        hand) stops noting at `KEEP_AT_MOST` and keeps nothing."""
        noted = self._keeping[which]   # type: ignore[index]
        noted.append(key)
        if len(noted) > KEEP_AT_MOST:
            self._keeping = None
            self._kept, self._kept_widths = {}, {}

    # ---- rendering ---------------------------------------------------
    def render(self, text: str, size: int, color=(255, 255, 255), role: str = "body") -> pygame.Surface:
        """`text` as a Surface for the caller to place. Prefer `draw`: the
        layout audit checks only what `draw` places (it counts a text
        rendered here as untracked)."""
        rec = layout_audit.ACTIVE
        if rec is not None:
            rec.rendered(text)
        return self._render(text, size, color, role)

    def _render(self, text: str, size: int, color=(255, 255, 255), role: str = "body") -> pygame.Surface:
        color = tuple(color)
        rec = layout_audit.ACTIVE
        if rec is not None:
            missing = self.missing_glyphs(text, role)
            if missing:
                rec.glyphs(text, missing)
        key = (text, size, color, role, self.language, self.scale)
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        if self._keeping is not None:
            self._note_kept(0, key)
            surf = self._kept.pop(key, None)
            if surf is None:
                self._kept_missed = True
        if surf is None:
            surf = self._render_uncached(text, size, color, role)
        self._cache[key] = surf
        if len(self._cache) > 600:
            self._cache.popitem(last=False)
        return surf

    def _render_uncached(self, raw: str, size: int, color, role: str) -> pygame.Surface:
        size = self.shown_size(size, role)
        text = localize_digits(raw, self.language)
        persian = self.rtl or has_arabic_script(text)
        family = "persian" if persian else "latin"
        base = self.family_font(family, size, role)
        if not text:
            return pygame.Surface((1, base.get_linesize()), pygame.SRCALPHA)
        if not persian or not (has_rtl(text) or self.rtl):
            runs = [(text, False)]
        else:
            marked = localize_digits(raw, self.language, mark=True) if self.rtl else text
            runs = [(t.replace(RLM, ""), r) for t, r in visual_runs(marked, True if self.rtl else None)]
        parts: list[tuple[pygame.Surface, pygame.font.Font]] = []
        for t, r in runs:
            if not t:
                continue
            segs = self.fonts.segments(t, family, role)
            if r:  # an RTL run's pieces read right to left: place them reversed
                segs.reverse()
            for piece, fam in segs:
                f = self.family_font(fam, size, role, rtl=r and fam == "persian")
                parts.append((f.render(piece, True, color), f))
        if len(parts) == 1:
            return parts[0][0]
        if not parts:  # nothing visible but marks
            return pygame.Surface((1, base.get_linesize()), pygame.SRCALPHA)
        # pieces from different fonts share one baseline
        ascent = max(f.get_ascent() for _, f in parts)
        h = max(ascent - f.get_ascent() + p.get_height() for p, f in parts)
        out = pygame.Surface((sum(p.get_width() for p, _ in parts), h), pygame.SRCALPHA)
        x = 0
        for p, f in parts:
            out.blit(p, (x, ascent - f.get_ascent()))
            x += p.get_width()
        return out

    def width(self, text: str, size: int, role: str = "body") -> int:
        """Rendered width; Arabic-script text is measured shaped (joined
        letters are narrower than isolated ones). Measures what `render`
        draws, so Persian digits and fallback-font pieces included."""
        key = (text, size, role, self.language, self.scale)
        w = self._widths.get(key)
        if w is None:
            if len(self._widths) > 4000:
                self._widths.clear()
            if self._keeping is not None:
                self._note_kept(1, key)
                w = self._kept_widths.get(key)
                if w is None:
                    self._kept_missed = True
            if w is None:
                w = self._width(text, size, role)
            self._widths[key] = w
        return w

    def _width(self, text: str, size: int, role: str) -> int:
        shown = localize_digits(text, self.language)
        persian = self.rtl or has_arabic_script(shown)
        family = "persian" if persian else "latin"
        if all(self.fonts.covered(ch, family, role) for ch in shown):
            return self.family_font(family, self.shown_size(size, role), role, rtl=has_rtl(shown)).size(shown)[0]
        return self._render(text, size, (0, 0, 0), role).get_width()

    def size(self, text: str, size: int, role: str = "body") -> tuple[int, int]:
        """The (width, height) of `text` as `draw` places it."""
        return self._render(text, size, (0, 0, 0), role).get_size()

    def line_height(self, size: int, role: str = "body") -> int:
        return self.font(size, role).get_linesize()

    def draw(self, surface: pygame.Surface, text: str, size: int, color, pos: tuple[int, int],
             anchor: str = "center", role: str = "body", shadow: tuple | None = None,
             box: pygame.Rect | None = None, alpha: int | None = None,
             shadow_offset: tuple[int, int] | None = None) -> pygame.Rect:
        """Blit `text` with its rect's `anchor` (a pygame.Rect attribute name,
        e.g. "center", "midleft", "topright"; "start"/"end" mean left/right
        in LTR languages and right/left in RTL ones) at `pos`. `box`, when
        given, is the area the text must stay inside (the layout audit
        checks it; see `fit_size` to make it fit). `alpha` (0-255) fades
        the text and its `shadow` (drawn `shadow_offset` below-right, by
        default a few pixels down). The one text path: everything on
        screen is drawn here, so the layout audit sees it."""
        surf = self._render(text, size, color, role)
        anchor = self.resolve_anchor(anchor)
        rect = surf.get_rect(**{anchor: pos})
        if shadow is not None:
            sh = self._render(text, size, shadow, role)
            if alpha is not None:
                sh = sh.copy()
                sh.set_alpha(alpha)
            surface.blit(sh, rect.move(*(shadow_offset or (0, max(2, size // 14)))))
        if alpha is not None:
            surf = surf.copy()
            surf.set_alpha(alpha)
        surface.blit(surf, rect)
        rec = layout_audit.ACTIVE
        if rec is not None:
            ink = surf.get_bounding_rect(min_alpha=40)
            rec.text(surface, text, rect, box, ink.move(rect.topleft) if ink.w and ink.h else None)
        return rect

    def resolve_anchor(self, anchor: str) -> str:
        if "start" in anchor or "end" in anchor:
            left, right = ("right", "left") if self.rtl else ("left", "right")
            mapping = {"start": "mid" + left, "end": "mid" + right,
                       "topstart": "top" + left, "topend": "top" + right,
                       "bottomstart": "bottom" + left, "bottomend": "bottom" + right}
            return mapping.get(anchor, anchor)
        return anchor
