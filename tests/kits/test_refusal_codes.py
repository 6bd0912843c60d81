"""Every refusal code a game's rules core can raise has a translation
``<game>.why.<code>`` in every catalog, so no player ever reads the core's
English message (or a raw key) inside Persian or Portuguese text."""
from __future__ import annotations

import ast
import re

import pytest

from game import kits
from game.content_root import CONTENT_ROOT


def raised_codes(package_dir) -> set[str]:
    """The codes of every ``IllegalAction(rule, message, code, ...)`` in a package."""
    codes = {"malformed"}  # the default
    for path in package_dir.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                code = node.args[2] if len(node.args) > 2 else next(
                    (k.value for k in node.keywords if k.arg == "code"), None)
                if code is not None:
                    assert isinstance(code, ast.Constant), f"{path.name}:{node.lineno}: a literal code"
                    codes.add(code.value)
    return codes


def catalog_keys(lang: str) -> set[str]:
    text = (CONTENT_ROOT / "i18n" / f"{lang}.po").read_text(encoding="utf-8")
    return set(re.findall(r'^msgctxt "([^"]+)"', text, flags=re.M))


@pytest.mark.parametrize("kit", kits.windowed(), ids=lambda k: k.name)
def test_every_refusal_code_is_translated(kit):
    package = CONTENT_ROOT.parent / kit.rules.replace(".", "/")
    codes = raised_codes(package)
    assert len(codes) > 5
    for lang in ("en", "pt", "fa"):
        missing = {c for c in codes if f"{kit.name}.why.{c}" not in catalog_keys(lang)}
        assert not missing, f"{lang}: no translation for {sorted(missing)}"
