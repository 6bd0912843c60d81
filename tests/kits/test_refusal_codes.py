"""Every refusal code a game's rules core can raise has a translation
``<game>.why.<code>`` in every catalog, so no player ever reads the core's
English message (or a raw key) inside Persian or Portuguese text."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game import kits
from game.kits.catalog_keys import kit_keys, languages
from game.rules.errors import IllegalAction
from game.rules.rng import Rng


def rules_files(kit) -> list[Path]:
    """The rules module's source: its package's files, or the one module."""
    path = Path(kit.rules_module().__file__)
    return sorted(path.parent.glob("*.py")) if path.name == "__init__.py" else [path]


def raised_codes(paths) -> set[str]:
    """The codes of every ``IllegalAction(rule, message, code, ...)`` in these files."""
    codes = {"malformed"}  # the default
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalAction":
                code = node.args[2] if len(node.args) > 2 else next(
                    (k.value for k in node.keywords if k.arg == "code"), None)
                if code is not None:
                    assert isinstance(code, ast.Constant), f"{path.name}:{node.lineno}: a literal code"
                    codes.add(code.value)
    return codes


def refusals_met_in_play(kit, games: int = 4) -> set[str]:
    """Codes the core gives in random play to wrong moves: garbage, the
    right move by the wrong seat, a move legal only later, any move after
    the end."""
    rules = kit.rules_module()
    seen: set[str] = set()

    def refused(state, action, seat=None):
        try:
            rules.apply(state, action, seat=seat)
        except IllegalAction as e:
            seen.add(e.code)
    for seed in range(games):
        n = kit.seats.rules_min + seed % (kit.seats.rules_max - kit.seats.rules_min + 1)
        state, rng = rules.new_game(seed, n, **kit.game_options()), Rng.from_seed(seed)
        while rules.actor(state) is not None:
            who, legal = rules.actor(state), rules.legal_actions(state)
            action = legal[rng.below(len(legal))] if isinstance(who, int) else rules.automatic_action(state)
            refused(state, {"no": "such move"})
            if isinstance(who, int):
                refused(state, action, (who + 1) % n)
            new, _ = rules.apply(state, action)
            for later in rules.legal_actions(new)[:3]:
                if later not in legal:
                    refused(state, later)
            state = new
        refused(state, {"no": "such move"})
    return seen


@pytest.mark.parametrize("kit", kits.windowed(), ids=lambda k: k.name)
def test_every_refusal_code_is_translated(kit):
    codes = raised_codes(rules_files(kit))
    met = refusals_met_in_play(kit)
    assert met and met <= codes, f"the scan misses codes the core raises: {sorted(met - codes)}"
    for lang in languages():
        missing = {c for c in codes if f"{kit.name}.why.{c}" not in kit_keys(kit, lang)}
        assert not missing, f"{lang}: no translation for {sorted(missing)}"
