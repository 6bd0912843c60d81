"""No shared module picks a game by its name: they ask the game's kit.

A "shared" module is any module of game/ or tools/ outside a game's own
packages (game/rules/<game>/, game/ai/<game>/, game/client/<game>/,
game/kits/<game>/). In them, a game's
name may not be compared to (``==``, ``!=``, ``in (...)``, ``... if``) nor
key a dict literal: a third game would have to edit each such place and
would fall through silently where one was forgotten."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from game import kits
from game.content_root import CONTENT_ROOT

ROOT = CONTENT_ROOT.parent
#: Asset generators draw each game's own pictures and maps, by design.
ALLOWED = {"tools/make_card_art.py", "tools/make_maps.py"}


def own_package(rel: str, game: str) -> bool:
    return any(rel.startswith(p) for p in (f"game/rules/{game}/", f"game/ai/{game}/",
                                           f"game/client/{game}/", f"game/kits/{game}/"))


def docstring_lines(text: str) -> set[int]:
    """Line numbers inside docstrings (prose may name games)."""
    out: set[int] = set()
    try:
        tree = ast.parse(text)
    except SyntaxError:  # a fragment (the pattern test): no docstrings
        return out
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.update(range(first.lineno, first.end_lineno + 1))
    return out


def offences(text: str, games: tuple[str, ...]) -> list[str]:
    skip = docstring_lines(text)
    names = "|".join(map(re.escape, games))
    lit = rf"""['"](?:{names})['"]"""
    patterns = [rf"[!=]=\s*{lit}", rf"{lit}\s*[!=]=", rf"{lit}\s+if\b", rf"\bin\s*[(\[{{][^)\]}}]*{lit}",
                rf"{lit}\s*:\s*(?![^#\n]*\bstr\b)", rf"choices\s*=\s*[(\[][^)\]]*{lit}",
                # a module path built from the game's name bypasses the kit
                r"""f['"]game\.(?:client|ai|rules)\.\{"""]
    out = []
    for no, line in enumerate(text.splitlines(), 1):
        code = line.split("#", 1)[0]
        if no in skip or not code.strip():
            continue
        if any(re.search(p, code) for p in patterns):
            out.append(f"{no}: {line.strip()}")
    return out


def test_the_pattern_catches_branches():
    games = ("rodizio", "foodies")
    assert offences('if game == "rodizio":', games)
    assert offences("x = 'foodies' if a else b", games)
    assert offences('SCENES = {"rodizio": 1}', games)
    assert offences('if g in ("rodizio", "foodies"):', games)
    assert offences('p.add_argument("game", choices=("rodizio", "foodies"))', games)
    assert offences('m = importlib.import_module(f"game.client.{game}.hint")', games)
    assert not offences('kit = kits.get(game)', games)
    assert not offences('# if game == "rodizio" (a comment)', games)


def test_no_shared_module_branches_on_a_game_name():
    games = kits.names()
    found = {}
    for path in sorted([*ROOT.glob("game/**/*.py"), *ROOT.glob("tools/**/*.py")]):
        rel = path.relative_to(ROOT).as_posix()
        if rel in ALLOWED or any(own_package(rel, g) for g in games):
            continue
        hits = offences(path.read_text(encoding="utf-8"), games)
        if hits:
            found[rel] = hits
    assert not found, "ask the game kit (game.kits.get(name)) instead:\n" + "\n".join(
        f"{f}:{h}" for f, hs in found.items() for h in hs)
