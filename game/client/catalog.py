"""Translation catalogs: gettext ``.po`` files read with Babel.

Layout (see ``assets/i18n/README.md``): one ``assets/i18n/<lang>.po`` per
language and the template ``assets/i18n/messages.pot``. Every entry's
``msgctxt`` is the stable key the code asks for (``"foodies.table.cards"``),
its ``msgid`` the English source text and its ``msgstr`` the translation.
An entry with ``msgid_plural`` has one ``msgstr[i]`` per plural form of the
language; the file's ``Plural-Forms`` header (CLDR rules, as Babel writes
them) says which form a number takes.

``load(lang, i18n_dir)`` -> ``Catalog``: ``{key: str | tuple[str, ...]}``
plus the language's plural-form function. Untranslated (empty) and fuzzy
entries are left out, so the caller falls back to English. A missing or
unreadable file logs a warning and gives an empty catalog — never a crash.
Parsed files are cached by path and modification time."""
from __future__ import annotations

import gettext
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from babel.messages.pofile import read_po

log = logging.getLogger(__name__)

Message = str | tuple[str, ...]


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


@dataclass
class Catalog:
    """One language's messages by key; ``plural(n)`` is the index of the
    form a count ``n`` takes (gettext ``Plural-Forms``)."""
    lang: str
    messages: dict[str, Message] = field(default_factory=dict)
    plural: Callable[[int], int] = _english_plural
    nplurals: int = 2

    def __contains__(self, key: str) -> bool:
        return key in self.messages

    def get(self, key: str, n: int | None = None) -> str | None:
        """The text for `key` (the plural form for `n`; without `n` the last
        form, "other"), or None when this catalog lacks it."""
        msg = self.messages.get(key)
        if msg is None or isinstance(msg, str):
            return msg
        if n is None or not isinstance(n, int):
            return msg[-1]
        try:
            i = int(self.plural(abs(n)))
        except Exception:  # a broken Plural-Forms expression: never crash the UI
            i = len(msg) - 1
        return msg[min(max(i, 0), len(msg) - 1)]

    def flat(self) -> dict[str, str]:
        """``{key: text}``, plural entries by their last ("other") form."""
        return {k: (v if isinstance(v, str) else v[-1]) for k, v in self.messages.items()}


_cache: dict[tuple[str, int, int], Catalog] = {}


def po_path(lang: str, i18n_dir: Path) -> Path:
    return i18n_dir / f"{lang}.po"


def load(lang: str, i18n_dir: Path) -> Catalog:
    """Read `lang`'s ``.po`` file from `i18n_dir` (cached)."""
    path = po_path(lang, i18n_dir)
    try:
        st = path.stat()
    except OSError as e:
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    key = (str(path), st.st_mtime_ns, st.st_size)
    cat = _cache.get(key)
    if cat is None:
        cat = _parse(lang, path)
        _cache[key] = cat
    return cat


def _parse(lang: str, path: Path) -> Catalog:
    try:
        with open(path, "rb") as f:
            po = read_po(f, locale=lang, abort_invalid=True)
    except Exception as e:  # babel raises assorted errors on bad files
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    messages: dict[str, Message] = {}
    for m in po:
        if not m.id or (m.fuzzy and lang != "en"):
            continue
        key = m.context or (m.id if isinstance(m.id, str) else m.id[0])
        if isinstance(m.string, (tuple, list)):
            forms = tuple(m.string)
            if not all(forms):
                continue
            messages[key] = forms
        elif m.string:
            messages[key] = m.string
    try:
        plural = gettext.c2py(po.plural_expr)
        nplurals = po.num_plurals
    except (ValueError, AttributeError) as e:
        log.warning("translations %s: bad Plural-Forms: %s", path, e)
        plural, nplurals = _english_plural, 2
    return Catalog(lang, messages, plural, nplurals)
