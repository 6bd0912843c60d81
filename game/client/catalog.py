"""Translation catalogs: gettext ``.po`` files read with Babel, compiled once.

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
Parsed files are kept in memory by path and modification time.

Parsing a ``.po`` file (and importing Babel to do it) is most of a cold
start, so the parsed catalog is also written once as JSON — the compiled
catalog — named by the SHA-256 of the ``.po`` file's bytes, in the first
writable of: the user's cache folder (``$RODIZIO_FOODIES_HOME/cache`` when
that is set), a ``.compiled`` folder next to the ``.po`` files (not in a
frozen desktop bundle). Later starts read it without Babel; an edited
``.po`` file has another hash, so it is parsed again. Nothing writable (a read-only install, a full disk) only
means parsing every time; a damaged compiled file is parsed over."""
from __future__ import annotations

import gettext
import hashlib
import json
import logging
import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

log = logging.getLogger(__name__)

#: Bump when the compiled file's layout or the parse rules below change.
COMPILED_FORMAT = 1

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
        cat = _load(lang, path)
        _cache[key] = cat
    return cat


def _load(lang: str, path: Path) -> Catalog:
    try:
        data = path.read_bytes()
    except OSError as e:
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    name = f"{lang}-{hashlib.sha256(data).hexdigest()[:24]}.json"
    folders = compiled_dirs(path.parent)
    for folder in folders:
        cat = _read_compiled(lang, folder / name)
        if cat is not None:
            return cat
    parsed = _parse(lang, data, path)
    if parsed is None:
        return Catalog(lang)
    for folder in folders:
        if _write_compiled(folder, name, parsed):
            break
    return _catalog(lang, parsed, path)


def compiled_dirs(i18n_dir: Path) -> list[Path]:
    """Where compiled catalogs are looked for and written, in order. A
    frozen desktop bundle's folder is never one: it is the program, and
    stays as it was shipped (tests/test_desktop_build.py)."""
    from game.storage import paths
    home = os.environ.get(paths.ENV_HOME)
    if home:
        cache = Path(home) / "cache"
    else:
        import platformdirs
        cache = Path(platformdirs.user_cache_dir(paths.APP_NAME, appauthor=False))
    if getattr(sys, "frozen", False):
        return [cache / "catalogs"]
    return [cache / "catalogs", i18n_dir / ".compiled"]


def _parse(lang: str, data: bytes, path: Path) -> dict[str, Any] | None:
    """The compiled form of a ``.po`` file's bytes, or None (logged) when
    Babel cannot read it."""
    import io

    from babel.messages.pofile import read_po  # only when there is no compiled catalog
    try:
        po = read_po(io.BytesIO(data), locale=lang, abort_invalid=True)
    except Exception as e:  # babel raises assorted errors on bad files
        log.warning("translations %s unusable: %s", path, e)
        return None
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
        plural_expr, nplurals = po.plural_expr, po.num_plurals
    except (ValueError, AttributeError) as e:
        log.warning("translations %s: bad Plural-Forms: %s", path, e)
        plural_expr, nplurals = None, 2
    return {"format": COMPILED_FORMAT, "lang": lang, "messages": messages,
            "plural_expr": plural_expr, "nplurals": nplurals}


def _catalog(lang: str, compiled: dict[str, Any], path: Path) -> Catalog:
    plural, nplurals = _english_plural, 2
    if compiled["plural_expr"] is not None:
        try:
            plural, nplurals = gettext.c2py(compiled["plural_expr"]), compiled["nplurals"]
        except ValueError as e:
            log.warning("translations %s: bad Plural-Forms: %s", path, e)
    return Catalog(lang, compiled["messages"], plural, nplurals)


def _read_compiled(lang: str, path: Path) -> Catalog | None:
    """The catalog in compiled file ``path``; None when there is none or it
    is not one this code wrote (then the ``.po`` file is parsed again)."""
    try:
        raw = json.loads(path.read_bytes())
        if raw["format"] != COMPILED_FORMAT or raw["lang"] != lang:
            return None
        messages = {k: v if isinstance(v, str) else tuple(v) for k, v in raw["messages"].items()}
        if not all(isinstance(v, str) or all(isinstance(f, str) for f in v)
                   for v in messages.values()):
            return None
        if not (raw["plural_expr"] is None or isinstance(raw["plural_expr"], str)) \
                or not isinstance(raw["nplurals"], int):
            return None
        return _catalog(lang, dict(raw, messages=messages), path)
    except FileNotFoundError:
        return None
    except (OSError, ValueError, TypeError, KeyError, AttributeError) as e:
        log.info("compiled translations %s unusable (%s); parsing the .po file", path, e)
        return None


def _write_compiled(folder: Path, name: str, compiled: dict[str, Any]) -> bool:
    """Write ``compiled`` as ``folder/name`` (atomically, replacing this
    language's older compiled files there); False when ``folder`` cannot be
    written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                json.dump(compiled, f, ensure_ascii=False, separators=(",", ":"))
            os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide a shared copy from other users
            os.replace(tmp, folder / name)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as e:
        log.info("cannot keep compiled translations in %s: %s", folder, e)
        return False
    lang = compiled["lang"]
    for old in folder.glob(f"{lang}-*.json"):
        if old.name != name:
            try:
                old.unlink()
            except OSError:
                pass
    return True
