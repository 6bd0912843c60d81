"""The game's fonts (assets/fonts/): the files per family and role, each
loaded once per size, the code points each file draws, and a text cut into
runs per font (a character its family lacks but the symbols font has goes
to "symbols"). A missing or broken font file falls back to pygame's
default font — never a crash. `game.client.text.Text` draws with them."""
from __future__ import annotations

import logging
from pathlib import Path

import pygame

from game.client import glyphs

log = logging.getLogger(__name__)

# Font files per family and role (first existing file wins).
FONT_FILES = {
    "latin": {"body": ["Nunito-Regular.ttf"],
              "bold": ["Nunito-Bold.ttf"],
              "display": ["Nunito-Black.ttf", "Nunito-Bold.ttf"]},
    "persian": {"body": ["Vazirmatn-Regular.ttf"],
                "bold": ["Vazirmatn-Bold.ttf", "Vazirmatn-Regular.ttf"],
                "display": ["Vazirmatn-Bold.ttf", "Vazirmatn-Regular.ttf"]},
    # per-glyph fallback for what the families above lack (arrows ← →,
    # ≤, geometric shapes): rendered in its own run, on the same baseline
    "symbols": {"body": ["DejaVuSans.ttf"],
                "bold": ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"],
                "display": ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"]},
}


def _invisible(ch: str) -> bool:
    """Whitespace and format characters (ZWNJ, bidi marks) need no glyph."""
    return ch.isspace() or _category(ch) in ("Cf", "Cc")


def _category(ch: str) -> str:
    """``unicodedata.category``, the module loaded on first use (a start
    whose first frame's texts are kept never needs it): this function
    replaces itself with it."""
    global _category
    from unicodedata import category
    _category = category
    return category(ch)


class Fonts:
    """The fonts of one folder, loaded on first use."""

    def __init__(self, fonts_dir: Path) -> None:
        self.fonts_dir = fonts_dir
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._coverage: dict[tuple, frozenset[int]] = {}

    def family_font(self, family: str, size: int, role: str = "body", rtl: bool = False) -> pygame.font.Font:
        key = (family, role, size, rtl)
        f = self._fonts.get(key)
        if f is None:
            f = self._load_font(*key)
            self._fonts[key] = f
        return f

    def _font_file(self, family: str, role: str) -> Path | None:
        for name in FONT_FILES[family].get(role, FONT_FILES[family]["body"]):
            p = self.fonts_dir / name
            if p.exists():
                return p
        return None

    def coverage(self, family: str, role: str = "body") -> frozenset[int]:
        """Code points the `family`/`role` font file draws (empty: unknown)."""
        key = (family, role)
        cov = self._coverage.get(key)
        if cov is None:
            p = self._font_file(family, role)
            cov = glyphs.codepoints(p) if p is not None else frozenset()
            self._coverage[key] = cov
        return cov

    def covered(self, ch: str, family: str, role: str) -> bool:
        cov = self.coverage(family, role)
        return not cov or ord(ch) in cov or _invisible(ch)

    def segments(self, text: str, family: str, role: str = "body") -> list[tuple[str, str]]:
        """`text` cut into (piece, family) runs in logical order: characters
        the `family` font lacks but the symbols font has go to "symbols"."""
        out: list[tuple[str, str]] = []
        for ch in text:
            fam = family
            if not self.covered(ch, family, role) and self.covered(ch, "symbols", role):
                fam = "symbols"
            if out and out[-1][1] == fam:
                out[-1] = (out[-1][0] + ch, fam)
            else:
                out.append((ch, fam))
        return out

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
