"""Translation catalogs: the standard library's gettext reading ``.mo``
files that Babel compiles from the ``.po`` sources.

Sources (see ``assets/i18n/README.md``): one ``assets/i18n/<lang>.po`` per
language. Every entry's ``msgctxt`` is the stable key the code asks for
(``"foodies.table.cards"``), its ``msgid`` the English source text and its
``msgstr`` the translation; an entry with ``msgid_plural`` has one
``msgstr[i]`` per plural form of the language (its ``Plural-Forms``).

Compiled form: a ``.mo`` file whose message ids are the keys (a plural
entry's two ids are both the key), so ``gettext.GNUTranslations`` reads it
and evaluates its ``Plural-Forms``. Untranslated (empty) entries and fuzzy
translations are left out, so the lookup falls back. The ``.mo`` file names
its source in its ``Project-Id-Version`` header (`source_id`: the format,
the language and the ``.po`` file's SHA-256), so a ``.mo`` file compiled
from other sources is never used. Where one comes from, first usable wins:

1. ``<lang>.mo`` beside the ``.po`` file: the wheel and the desktop bundle
   ship these, compiled by Babel at build time (setup.py), so an install
   never needs Babel to start;
2. the player's cache folder (``<cache>/catalogs``: ``$RODIZIO_FOODIES_HOME/
   cache`` when that is set), where a checkout's ``.po`` files are compiled
   on first use and again whenever one changes;
3. compiled in memory, when the cache cannot be written (a read-only or
   full disk).

A cache file is disposable: anything wrong with it — missing, not a regular
file (a FIFO, a link to a device), too large, not a ``.mo`` file, compiled
from other sources — means compile again and replace it, in bounded time
and memory; never a hang, never a traceback. A missing or unreadable
``.po`` file logs a warning and gives an empty catalog.

Lookups (`Catalog.get`, ``gettext``, ``ngettext``) take keys. A game's key
(``rodizio.setup.start``: its first part a registered game's name) that the
catalog lacks is looked up as the shared key (``shared.setup.start``): the
texts every game's screens share are written once. `chain` links the
catalogs with ``add_fallback``: the games' own catalogs (a game kept outside
the program, `ClientParts.catalogs`) and the shared one in the language,
then the same in English — so a key falls back to the shared key, then to
English, then the caller shows the key itself."""
from __future__ import annotations

import copy
import gettext
import io
import logging
import os
import stat
import tempfile
from pathlib import Path
from typing import Iterable, Iterator

try:
    from game.sha256 import sha256
except ImportError:   # loaded on its own by setup.py, before the package exists
    from hashlib import sha256

log = logging.getLogger(__name__)

#: Bump when what `compile_po` writes changes: older compiled files are not used.
COMPILED_FORMAT = 2
#: The prefix of the keys every game shares (a game's key falls back to it).
SHARED = "shared"
#: No catalog source or compiled file is larger (a link to /dev/zero is not read).
MAX_BYTES = 8 << 20
_PROJECT = "rodizio-foodies"

Message = str | tuple[str, ...]


# ---------------------------------------------------------------- reading files
def read_bounded(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes;
    OSError otherwise. Opened without blocking (a FIFO never stalls the
    window) and checked after opening (a file swapped for a device is not
    read)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise OSError(f"{path} is not a regular file")
        if st.st_size > limit:
            raise OSError(f"{path} is larger than {limit} bytes")
        with os.fdopen(os.dup(fd), "rb") as f:
            data = f.read(limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise OSError(f"{path} is larger than {limit} bytes")
    return data


def source_id(lang: str, po_bytes: bytes) -> str:
    """What a compiled file of this source says it was compiled from."""
    digest = sha256(f"{COMPILED_FORMAT}:{lang}:".encode() + po_bytes).hexdigest()[:32]
    return f"po-{digest}"


# ---------------------------------------------------------------- compiling
def compile_po(lang: str, po_bytes: bytes) -> bytes:
    """The ``.mo`` file of a ``.po`` file's bytes (Babel reads and writes
    it); ValueError when Babel cannot read the source."""
    from babel.messages.catalog import Catalog as BabelCatalog
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    try:
        po = read_po(io.BytesIO(po_bytes), locale=lang, abort_invalid=True)
        plural_forms = po.plural_forms
    except Exception as e:  # babel raises assorted errors on bad files
        raise ValueError(str(e)) from None
    out = BabelCatalog(project=_PROJECT, version=source_id(lang, po_bytes), charset="utf-8")
    out.mime_headers = [("Plural-Forms", plural_forms)]
    for m in po:
        if not m.id or (m.fuzzy and lang != "en"):
            continue
        key = m.context or (m.id if isinstance(m.id, str) else m.id[0])
        if isinstance(m.string, (tuple, list)):
            forms = tuple(m.string)
            if forms and all(forms):
                out.add((key, key), forms)
        elif m.string:
            out.add(key, m.string)
    buf = io.BytesIO()
    write_mo(buf, out)
    return buf.getvalue()


# ---------------------------------------------------------------- the catalog
def _game_names() -> frozenset[str]:
    from game import kits
    return frozenset(kits.names())


def shared_key(key: str) -> str | None:
    """The shared key a game's key falls back to (``rodizio.setup.start`` ->
    ``shared.setup.start``), or None for a key of no game."""
    head, dot, rest = key.partition(".")
    return f"{SHARED}.{rest}" if dot and rest and head in _game_names() else None


class Catalog(gettext.GNUTranslations):
    """One language's compiled messages, looked up by key; ``add_fallback``
    links the next catalog to ask."""

    def __init__(self, lang: str, fp: io.BufferedIOBase | None = None) -> None:
        self.lang = lang
        self._catalog: dict = {}
        self.plural = _english_plural
        super().__init__(fp)
        self.nplurals = _nplurals(self._info.get("plural-forms", ""))

    def clone(self) -> "Catalog":
        """The same messages with no fallback (a catalog is cached and each
        chain links its own copies)."""
        twin = copy.copy(self)
        twin._fallback = None
        return twin

    # -- this catalog alone
    def _own(self, key: str, n: int | None) -> str | None:
        msg = self._catalog.get(key)
        if msg is not None:
            return msg
        if (key, 0) not in self._catalog:
            return None
        last = max(i for i in range(self.nplurals) if (key, i) in self._catalog)
        if n is None or not isinstance(n, int):
            return self._catalog[(key, last)]
        try:
            i = int(self.plural(abs(n)))
        except Exception:  # a broken Plural-Forms expression: never crash the UI
            i = last
        return self._catalog.get((key, min(max(i, 0), last)), self._catalog[(key, last)])

    def _language(self) -> Iterator["Catalog"]:
        """This catalog and the fallbacks after it in the same language
        (a game's own folder, then the shared one)."""
        cat: Catalog | None = self
        while cat is not None and cat.lang == self.lang:
            yield cat
            cat = cat._fallback if isinstance(cat._fallback, Catalog) else None

    def _in_language(self, key: str, n: int | None) -> str | None:
        for cat in self._language():
            found = cat._own(key, n)
            if found is not None:
                return found
        return None

    def get(self, key: str, n: int | None = None) -> str | None:
        """The text for ``key`` in this catalog's language (the plural form
        for ``n``; without ``n`` the last form, "other"): its own, else its
        shared key's when it is a game's key; None when the language has
        neither. Asks the fallbacks of the same language too."""
        text = self._in_language(key, n)
        if text is None:
            shared = shared_key(key)
            if shared is not None:
                text = self._in_language(shared, n)
        return text

    def text(self, key: str, n: int | None = None) -> str | None:
        """`get` through the fallbacks (`chain`: the language, then
        English); None when none has it."""
        cat: Catalog | None = self
        while cat is not None:
            found = cat.get(key, n)
            if found is not None:
                return found
            *_, last = cat._language()
            cat = last._fallback if isinstance(last._fallback, Catalog) else None
        return None

    def __contains__(self, key: str) -> bool:
        return self.get(key) is not None

    # gettext's own calls, taking keys
    def gettext(self, message: str) -> str:
        found = self.text(message)
        return message if found is None else found

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        found = self.text(msgid1, n)
        return (msgid1 if n == 1 else msgid2) if found is None else found

    # -- the whole catalog
    @property
    def messages(self) -> dict[str, Message]:
        """``{key: text or plural forms}`` of this catalog alone."""
        out: dict[str, Message] = {}
        plurals: dict[str, dict[int, str]] = {}
        for k, v in self._catalog.items():
            if isinstance(k, tuple):
                plurals.setdefault(k[0], {})[k[1]] = v
            elif k:
                out[k] = v
        for k, forms in plurals.items():
            out[k] = tuple(forms[i] for i in sorted(forms))
        return out

    def flat(self) -> dict[str, str]:
        """``{key: text}``, plural entries by their last ("other") form."""
        return {k: (v if isinstance(v, str) else v[-1]) for k, v in self.messages.items()}

    def source(self) -> str:
        """The ``Project-Id-Version`` version this file was compiled from."""
        return self._info.get("project-id-version", "").rpartition(" ")[2]


def _english_plural(n: int) -> int:
    return 0 if n == 1 else 1


def _nplurals(header: str) -> int:
    for part in header.split(";"):
        name, _, value = part.strip().partition("=")
        if name.strip() == "nplurals" and value.strip().isdigit():
            return max(1, int(value.strip()))
    return 2


def _parse(lang: str, data: bytes, want: str) -> Catalog | None:
    """The catalog in ``.mo`` bytes compiled from source ``want``, else None."""
    try:
        cat = Catalog(lang, io.BytesIO(data))
    except Exception:   # anything not a .mo file gettext can read
        return None
    return cat if cat.source() == want else None


# ---------------------------------------------------------------- loading
_cache: dict[tuple[str, str, int, int], Catalog] = {}


def load(lang: str, i18n_dir: Path) -> Catalog:
    """``lang``'s catalog from ``i18n_dir`` (its ``<lang>.po``), remembered
    while the file is unchanged; a fresh copy, with no fallback, each call."""
    path = i18n_dir / f"{lang}.po"
    try:
        st = os.stat(path)
    except OSError as e:
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    key = (lang, str(path), st.st_mtime_ns, st.st_size)
    cat = _cache.get(key)
    if cat is None:
        cat = _cache[key] = _load(lang, path)
    return cat.clone()


def chain(lang: str, folders: Iterable[Path]) -> Catalog:
    """The catalogs of ``folders`` (a game's own first, the shared one last)
    in ``lang``, then the same in English, linked by ``add_fallback``."""
    folders = list(folders)
    langs = [lang] if lang == "en" else [lang, "en"]
    cats = [load(lg, d) for lg in langs for d in folders]
    for cat in cats[1:]:
        cats[0].add_fallback(cat)
    return cats[0]


def _load(lang: str, path: Path) -> Catalog:
    try:
        po_bytes = read_bounded(path)
    except OSError as e:
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    want = source_id(lang, po_bytes)
    beside = path.with_suffix(".mo")
    cached = cache_dir() / cached_name(lang, path, want)
    for mo in (beside, cached):
        try:
            cat = _parse(lang, read_bounded(mo), want)
        except OSError:
            continue
        if cat is not None:
            return cat
    try:
        data = compile_po(lang, po_bytes)
    except ValueError as e:
        log.warning("translations %s unusable: %s", path, e)
        return Catalog(lang)
    _keep(cached, data)
    cat = _parse(lang, data, want)
    return cat if cat is not None else Catalog(lang)


def cache_dir() -> Path:
    """Where ``.mo`` files compiled on first use are kept."""
    from game.storage import paths
    home = os.environ.get(paths.ENV_HOME)
    if home:
        return Path(home) / "cache" / "catalogs"
    import platformdirs
    return Path(platformdirs.user_cache_dir(paths.APP_NAME, appauthor=False)) / "catalogs"


def cached_name(lang: str, po_path: Path, want: str) -> str:
    """``<lang>-<folder>-<source>.mo``: one file per catalog folder and language."""
    folder = sha256(os.fsencode(po_path.resolve().parent)).hexdigest()[:8]
    return f"{lang}-{folder}-{want}.mo"


def _keep(target: Path, data: bytes) -> None:
    """Write ``target`` atomically (replacing whatever is there, a FIFO or a
    link included) and remove the same catalog's older files; a folder that
    cannot be written only means compiling again next time."""
    folder = target.parent
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide a shared copy from other users
            os.replace(tmp, target)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as e:
        log.info("cannot keep compiled translations in %s: %s", folder, e)
        return
    stem = target.name.rsplit("-", 1)[0]
    try:
        for old in folder.glob(f"{stem}-*.mo"):
            if old.name != target.name:
                old.unlink()
    except OSError:
        pass


def compile_folder(src: Path, dest: Path) -> list[Path]:
    """Compile every ``<lang>.po`` of ``src`` into ``dest/<lang>.mo`` (the
    build's step: setup.py); returns the files written."""
    written = []
    for po in sorted(src.glob("*.po")):
        out = dest / f"{po.stem}.mo"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(compile_po(po.stem, po.read_bytes()))
        written.append(out)
    return written

