"""The registry: every built-in game registered once, with every piece;
a kit missing a piece is refused at registration, naming it."""
from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from game import kits
from game.kits import ClientParts, KitError, Seats
from tests.kits import tiny_game


def test_builtin_games_in_order():
    assert kits.names()[:2] == ("rodizio", "foodies")
    assert [k.name for k in kits.windowed()][:2] == ["rodizio", "foodies"]


@pytest.mark.parametrize("name", kits.names())
def test_every_client_part_of_a_builtin_game_resolves(name):
    kit = kits.get(name)
    for f in dataclasses.fields(ClientParts):
        if f.name in ("layout", "tutorial", "menu_key", "tutorial_key", "soon_key", "name_key",
                      "extra_winners"):
            continue
        assert kit.part(f.name) is not None, f.name
    session = kit.part("session")
    for fn in ("config_from_record", "record_options", "make_config", "load_layout", "make_flow",
               "make_renderer", "undo_button_rect"):
        assert callable(getattr(session, fn)), fn
    hint = kit.part("hint")
    for fn in ("hint", "say", "why_not"):
        assert callable(getattr(hint, fn)), fn
    from game.content_root import CONTENT_ROOT
    assert (CONTENT_ROOT / "maps" / f"{kit.client.layout}.tmx").is_file()
    assert (CONTENT_ROOT / "tutorials" / kit.client.tutorial).is_file()
    for path in kit.content:
        assert (CONTENT_ROOT / path).is_file()
    for lv in kit.ai_levels:
        assert callable(kit.agent_class(lv))


def broken(**change):
    return dataclasses.replace(tiny_game.KIT, **{"name": "broken", **change})


@pytest.mark.parametrize("change,says", [
    ({"rules": "no.such.module"}, "cannot be imported"),
    ({"rules": "game.rules.errors"}, "lacks new_game"),
    ({"ai_levels": {"easy": "game.ai.random_agent:RandomAgent"}}, "ai_levels must name"),
    ({"ai_levels": {"easy": "x", "normal": "x", "hard": "x"}}, "not 'module:Class'"),
    ({"seats": Seats(2, 3, 1, 3)}, "seats must be"),
    ({"undo": "whenever"}, "undo policy"),
    ({"redeal": None}, "redeal must be a function"),
    ({"points": ""}, "points is missing"),
    ({"name": "Bad Name"}, "lower-case"),
    ({"client": dataclasses.replace(kits.get("rodizio").client, table_scene="")}, "table_scene is missing"),
    ({"client": dataclasses.replace(kits.get("rodizio").client, choreograph="nocolon")}, "choreograph"),
    ({"upgrades": ("a:b",)}, "upgrades"),
    ({"client": dataclasses.replace(kits.get("rodizio").client, demo_scene="game.client.nope:Demo")},
     "no module 'game.client.nope'"),
    ({"client": dataclasses.replace(kits.get("rodizio").client, session="game.client.nope")}, "session"),
])
def test_a_missing_or_malformed_piece_fails_at_registration(change, says):
    with pytest.raises(KitError, match=says):
        kits.register(broken(**change))
    assert "broken" not in kits.names()


def test_a_name_is_registered_once():
    with tiny_game.registered():
        with pytest.raises(KitError, match="already registered"):
            kits.register(dataclasses.replace(tiny_game.KIT))
    assert "tiny" not in kits.names()


def test_unknown_game_names_the_known_ones():
    with pytest.raises(ValueError, match="rodizio"):
        kits.get("chess")


def test_options_have_defaults_and_are_checked():
    assert kits.get("rodizio").game_options() == {"spicy": False}
    assert kits.get("rodizio").game_options({"spicy": True}) == {"spicy": True}
    with pytest.raises(ValueError, match="must be a bool"):
        kits.get("rodizio").game_options({"spicy": "yes"})
    with pytest.raises(ValueError, match="not an option of Foodies"):
        kits.get("foodies").game_options({"spicy": True})


def test_a_headless_game_has_no_window_parts():
    with tiny_game.registered() as kit:
        assert kit not in kits.windowed()
        with pytest.raises(KitError, match="no window client"):
            kit.part("table_scene")


def test_the_kits_and_the_cli_parser_do_not_import_pygame():
    code = ("import sys, game.kits, game.cli.main as m; game.kits.names(); m.build_parser(); "
            "[k.rules_module() for k in game.kits.windowed()]; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("name", kits.names())
def test_every_catalog_key_a_kit_names_is_translated(name):
    import re
    from game.content_root import CONTENT_ROOT
    c = kits.get(name).client
    keys = {c.menu_key, c.tutorial_key, c.soon_key, c.name_key, *(k for _, k in c.extra_winners)}
    for lang in ("en", "pt", "fa"):
        text = (CONTENT_ROOT / "i18n" / f"{lang}.po").read_text(encoding="utf-8")
        have = set(re.findall(r'^msgctxt "([^"]+)"', text, flags=re.M))
        assert keys <= have, f"{lang}: {sorted(keys - have)}"
