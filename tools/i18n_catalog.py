"""Maintain the gettext catalogs in assets/i18n (see assets/i18n/README.md).

    python tools/i18n_catalog.py check        # exit 1 naming every problem
    python tools/i18n_catalog.py pot          # rewrite messages.pot from en.po
    python tools/i18n_catalog.py sync         # rewrite all .po files canonically + the .pot
    python tools/i18n_catalog.py add KEY EN PT FA   # one plain string in every language

Entries: ``msgctxt`` = key, ``msgid`` = English source text, ``msgstr`` =
the language's text (in en.po the English text again). ``en.po`` is the
source of the template: ``messages.pot`` is extracted from it (the keys and
English texts) together with a scan of the code and tutorial assets for the
keys they name literally.

``check`` fails when a language lacks a key or has one English lacks, when a
translation's ``{placeholders}`` differ from the English ones, when a plural
entry has the wrong number of forms for its language's ``Plural-Forms``,
when a translation's msgid is not the current English text (the English
changed: re-translate, then update its msgid), when the template is stale,
or when a game's key has the same English as its shared key (``<game>.X``
and ``shared.X``: the game's key falls back to the shared one, so write the
text once, as the shared key). It warns when code names a literal key no
catalog has (a game's key counts as present when its shared key is)."""
from __future__ import annotations

import argparse
import io
import re
import string
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:   # the checkout's game (its kits name the games)
    sys.path.insert(0, str(ROOT))
I18N = ROOT / "assets" / "i18n"
LANGS = ("en", "pt", "fa")
PROJECT = "rodizio-foodies"
FLAG = "python-brace-format"
#: The prefix of the keys every game shares (game/client/catalog.py).
SHARED = "shared"


def shared_twin(key: str) -> str:
    """The shared key a game's key falls back to (``shared.<rest>``)."""
    return SHARED + "." + key.split(".", 1)[1] if "." in key else key


# ---------------------------------------------------------------- files
def new_catalog(lang: str | None) -> Catalog:
    name = {"en": "English", "pt": "Portuguese", "fa": "Persian"}.get(lang or "", "")
    header = (f"# {name} texts of rodizio-foodies." if lang else "# Template of rodizio-foodies' texts.") + \
        "\n# Key = msgctxt; msgid = English source. See assets/i18n/README.md."
    return Catalog(locale=lang, project=PROJECT, version="0.1.0", header_comment=header,
                   copyright_holder="the rodizio-foodies authors",
                   msgid_bugs_address="", fuzzy=False, language_team="", last_translator="")


def read(path: Path, lang: str | None) -> Catalog:
    with open(path, "rb") as f:
        return read_po(f, locale=lang, abort_invalid=True)


def write(cat: Catalog, path: Path) -> None:
    """Write `cat` with its entries in key order (stable diffs), keeping
    its creation date; the template (locale None) gets empty msgstrs."""
    lang = str(cat.locale) if cat.locale else None
    out = new_catalog(lang)
    out.creation_date = cat.creation_date
    out.revision_date = cat.revision_date
    for key, m in sorted(entries(cat).items()):
        out.add(m.id, m.string, context=m.context, flags=m.flags, auto_comments=m.auto_comments,
                user_comments=m.user_comments, previous_id=m.previous_id)
    buf = io.BytesIO()
    write_po(buf, out, width=0, omit_header=False, ignore_obsolete=True, include_previous=True)
    path.write_bytes(buf.getvalue())


def entries(cat: Catalog) -> dict[str, object]:
    """key -> message (babel Message) for every real entry."""
    out = {}
    for m in cat:
        if not m.id:
            continue
        key = m.context or (m.id if isinstance(m.id, str) else m.id[0])
        out[key] = m
    return out


def add_entry(cat: Catalog, key: str, msgid, msgstr) -> None:
    flags = [FLAG] if "{" in (msgid if isinstance(msgid, str) else "".join(msgid)) else []
    cat.add(msgid, msgstr, context=key, flags=flags)


# ---------------------------------------------------------------- commands
def pot() -> int:
    """Write messages.pot: every en.po entry with an empty translation."""
    en = read(I18N / "en.po", "en")
    tpl = new_catalog(None)
    path = I18N / "messages.pot"
    if path.exists():  # keep its date: a rewrite with the same entries changes nothing
        tpl.creation_date = read(path, None).creation_date
    for key, m in sorted(entries(en).items()):
        empty = ("",) * 2 if isinstance(m.id, (tuple, list)) else ""
        tpl.add(m.id, empty, context=key, flags=sorted(m.flags - {"fuzzy"}),
                auto_comments=m.auto_comments)
    write(tpl, path)
    return 0


def sync() -> int:
    """Re-read and re-write every .po canonically (sorted, flags set,
    plural form counts fixed to the language), then the template."""
    for lang in LANGS:
        path = I18N / f"{lang}.po"
        cat = read(path, lang)
        n = get_plural(lang).num_plurals
        out = new_catalog(lang)
        for key, m in sorted(entries(cat).items()):
            string_ = m.string
            if isinstance(m.id, (tuple, list)):
                forms = list(string_) if isinstance(string_, (tuple, list)) else [string_]
                forms = (forms + [forms[-1]] * n)[:n]
                string_ = tuple(forms)
            add_entry(out, key, m.id, string_)
            if m.fuzzy:
                out.get(m.id, key).flags.add("fuzzy")
        write(out, path)
    return pot()


def add(key: str, texts: dict[str, str]) -> int:
    for lang in LANGS:
        path = I18N / f"{lang}.po"
        cat = read(path, lang)
        if key in entries(cat):
            print(f"{lang}: {key} exists already; edit {path.name} instead", file=sys.stderr)
            return 1
    for lang in LANGS:
        path = I18N / f"{lang}.po"
        cat = read(path, lang)
        add_entry(cat, key, texts["en"], texts[lang])
        write(cat, path)
    return pot()


def placeholders(text: str) -> set[str]:
    try:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f is not None}
    except ValueError:
        return {"<malformed>"}


_KEY_LITERAL = re.compile(r"""["']([a-z]+(?:\.[a-z0-9_]+)+)["']""")
#: endings of file names, which look like keys ("progress.lock")
_FILE_ENDINGS = (".json", ".py", ".po", ".png", ".tmx", ".lock", ".log", ".txt")


def code_keys(sections: set[str]) -> dict[str, str]:
    """Literal keys named in game/**.py and assets/tutorials/*.json:
    key -> first place it occurs (strings whose first part is a catalog
    section and that do not end in "." — prefixes are built into keys)."""
    found: dict[str, str] = {}
    files = sorted((ROOT / "game").rglob("*.py")) + sorted((ROOT / "assets" / "tutorials").glob("*.json"))
    for path in files:
        text = path.read_text(encoding="utf-8")
        for m in _KEY_LITERAL.finditer(text):
            key = m.group(1)
            if key.split(".")[0] in sections and not key.endswith(_FILE_ENDINGS):
                end = m.end()
                if end < len(text) and text[end - 1] in "\"'" and text[end:end + 1] in "+{":
                    continue
                found.setdefault(key, f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}")
    return found


def check(strict_code: bool = True) -> int:
    problems: list[str] = []
    cats = {}
    for lang in LANGS:
        try:
            cats[lang] = read(I18N / f"{lang}.po", lang)
        except Exception as e:  # noqa: BLE001 - report any parse failure
            problems.append(f"{lang}.po: unreadable: {e}")
    if "en" not in cats:
        print("\n".join(problems))
        return 1
    en = entries(cats["en"])
    for key, m in en.items():
        if m.fuzzy:
            problems.append(f"en.po: {key} is fuzzy")
        if m.context is None:
            problems.append(f"en.po: {m.id!r} has no msgctxt (key)")
        strs = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
        ids = m.id if isinstance(m.id, (tuple, list)) else (m.id,)
        if isinstance(m.id, str) and m.string not in ("", m.id):
            problems.append(f"en.po: {key}: msgstr differs from msgid")
        if isinstance(m.id, (tuple, list)) and tuple(strs) != tuple(ids):
            problems.append(f"en.po: {key}: msgstr[] differ from msgid/msgid_plural")
    for lang, cat in cats.items():
        if lang == "en":
            continue
        n = cat.num_plurals
        mine = entries(cat)
        for key in sorted(set(en) - set(mine)):
            problems.append(f"{lang}.po: missing {key}")
        for key in sorted(set(mine) - set(en)):
            problems.append(f"{lang}.po: {key} is not in en.po")
        for key in sorted(set(mine) & set(en)):
            m, e = mine[key], en[key]
            if m.id != e.id:
                problems.append(f"{lang}.po: {key}: msgid is not the current English text "
                                f"({m.id!r} vs {e.id!r}): re-translate and update the msgid")
            if m.fuzzy:
                problems.append(f"{lang}.po: {key} is fuzzy (not used until reviewed)")
            strs = m.string if isinstance(m.string, (tuple, list)) else (m.string,)
            if not all(strs):
                problems.append(f"{lang}.po: {key} is untranslated")
                continue
            if isinstance(e.id, (tuple, list)):
                if not isinstance(m.string, (tuple, list)) or len(m.string) != n:
                    problems.append(f"{lang}.po: {key}: needs {n} plural forms (Plural-Forms)")
            want = set().union(*(placeholders(s) for s in (e.id if isinstance(e.id, (tuple, list)) else (e.id,))))
            for s in strs:
                got = placeholders(s)
                if got != want and not got <= want:
                    problems.append(f"{lang}.po: {key}: placeholders {sorted(got)} but English has {sorted(want)}")
                elif not isinstance(e.id, (tuple, list)) and got != want:
                    problems.append(f"{lang}.po: {key}: placeholders {sorted(got)} but English has {sorted(want)}")
    # the template must be en.po's keys and texts
    try:
        tpl = entries(read(I18N / "messages.pot", None))
        if {k: m.id for k, m in tpl.items()} != {k: m.id for k, m in en.items()}:
            problems.append("messages.pot is stale: run `python tools/i18n_catalog.py pot`")
    except OSError:
        problems.append("messages.pot missing: run `python tools/i18n_catalog.py pot`")
    from game import kits   # only here: sync/add/pot need no game
    games = set(kits.names())
    for key, m in sorted(en.items()):
        twin = en.get(shared_twin(key))
        if key.split(".")[0] in games and twin is not None and twin.id == m.id:
            problems.append(f"en.po: {key} repeats {shared_twin(key)} (the same English): delete it, "
                            f"the game's key falls back to the shared one")
    sections = {k.split(".")[0] for k in en}
    for key, where in sorted(code_keys(sections).items()):
        if key not in en and shared_twin(key) not in en and not any(k.startswith(key + ".") for k in en):
            # a warning: docstring examples and built prefixes look like keys too
            print(f"warning: {where}: names key {key!r} that en.po lacks", file=sys.stderr)
    for p in problems:
        print(p)
    print(f"{len(en)} keys, {len(LANGS)} languages: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("check")
    sub.add_parser("pot")
    sub.add_parser("sync")
    a = sub.add_parser("add")
    a.add_argument("key")
    for lang in LANGS:
        a.add_argument(lang)
    args = ap.parse_args(argv)
    if args.cmd == "check":
        return check()
    if args.cmd == "pot":
        return pot()
    if args.cmd == "sync":
        return sync()
    return add(args.key, {lang: getattr(args, lang) for lang in LANGS})


if __name__ == "__main__":
    sys.exit(main())
