"""The catalog keys the shared window builds for a game, checked when its
kit registers: a key missing in some language would show the raw key (or
English inside Persian text) in the middle of a game.

The shared scenes (game/client/common: setup, results, demo) build keys
from the game's name (``<game>.setup.start``…) and the kit names its menu,
tutorial, replay-list and extra-winner keys. `window_keys(kit)` is that
list; tests/client/test_window_contract.py runs every windowed game's
scenes and fails if they ask for a key the catalogs lack, so this list
cannot fall behind the scenes unnoticed.

A game's key the catalogs lack falls back to the shared key
(``<game>.setup.start`` -> ``shared.setup.start``; game/client/catalog.py),
so the generic texts every game's screens show are written once, as shared
keys, and a game writes only its own. The languages are those of the shared
catalogs (assets/i18n/<lang>.po); a game kept outside the program adds its
own folder (``ClientParts.catalogs``). Read without the client (no Babel, no
pygame): each entry's ``msgctxt``."""
from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import Any

#: The prefix of the shared keys (game/client/catalog.py's ``SHARED``).
SHARED = "shared"

#: Built by game/client/common/setup_scene.py, results_scene.py, demo_scene.py
#: as ``<game>.<key>``.
SCENE_KEYS = (
    "setup.seats", "setup.seat", "setup.human", "setup.ai", "setup.need_human", "setup.tip_human",
    "setup.empty_seat", "setup.start", "setup.back",
    "results.again", "results.setup", "results.menu",
    "demo.title", "demo.press", "demo.quit",
)
#: Built per AI level the setup offers, as ``<game>.<key>.<level>``.
LEVEL_KEYS = ("level", "level_tip")

#: An entry's key (an entry starts a line; the file begins with its header).
_MSGCTXT = re.compile(rb'\nmsgctxt "([^"\n]*)"')


def window_keys(kit: Any) -> set[str]:
    """Every catalog key the shared window shows for ``kit``'s game."""
    c = kit.client
    keys = {f"{kit.name}.{k}" for k in SCENE_KEYS}
    keys |= {f"{kit.name}.{k}.{lv}" for k in LEVEL_KEYS for lv in kit.ai_levels}
    keys |= {c.menu_key, c.tutorial_key, c.soon_key, c.name_key, *(key for _, key in c.extra_winners)}
    return keys


def shared_dir() -> Path:
    from game.content_root import CONTENT_ROOT
    return CONTENT_ROOT / "i18n"


def languages() -> tuple[str, ...]:
    """The languages of the shared catalogs (``en`` first)."""
    langs = sorted(p.stem for p in shared_dir().glob("*.po"))
    return tuple(sorted(langs, key=lambda lang: lang != "en"))


@functools.lru_cache(maxsize=None)
def _keys_of(path: Path, mtime_ns: int) -> frozenset[str]:
    return frozenset(k.decode("utf-8", "replace") for k in _MSGCTXT.findall(path.read_bytes()))


def keys_in(lang: str, folder: Path | None = None) -> frozenset[str]:
    """The keys of ``lang``'s catalog in ``folder`` (the shared one by
    default); empty when the file is missing."""
    path = (folder or shared_dir()) / f"{lang}.po"
    try:
        return _keys_of(path, path.stat().st_mtime_ns)
    except OSError:
        return frozenset()


def kit_keys(kit: Any, lang: str) -> frozenset[str]:
    """What the window can say in ``lang`` for ``kit``'s game: the shared
    catalog plus the game's own (``ClientParts.catalogs``), and the game's
    keys that fall back to a shared key."""
    own = kit.client.catalogs if kit.client is not None else None
    keys = keys_in(lang) | (keys_in(lang, Path(own)) if own else frozenset())
    prefix = SHARED + "."
    return keys | {f"{kit.name}.{k[len(prefix):]}" for k in keys if k.startswith(prefix)}


def check_catalog_keys(kit: Any) -> None:
    """KitError naming the game, the language and the keys missing there."""
    from game.kits.kit import KitError
    need = window_keys(kit)
    for lang in languages():
        missing = sorted(need - kit_keys(kit, lang))
        if missing:
            raise KitError(f"game {kit.name!r}: the {lang} catalog lacks {', '.join(missing)}")
