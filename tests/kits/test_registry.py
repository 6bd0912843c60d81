"""The registry: every game registered once, with every piece (the
built-in ones and the suite's Tiny); a kit missing a piece is refused at
registration, naming it."""
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


def test_the_suite_plays_a_third_game():
    """Tiny is registered after every game of the program (however many:
    a new game is not a list to edit here), and has a window."""
    names = kits.names()
    assert names[-1] == "tiny" and names.count("tiny") == 1 and len(names) >= 3
    assert [k.name for k in kits.windowed()][-1] == "tiny"
    assert len(kits.windowed()) == sum(kits.get(n).client is not None for n in names)


@pytest.mark.parametrize("kit", kits.windowed(), ids=lambda k: k.name)
def test_every_client_part_of_a_windowed_game_resolves(kit):
    for name in (*ClientParts.PATHS, *ClientParts.MODULES):
        assert kit.part(name) is not None, name
    from game.client.common.protocols import Session
    assert isinstance(kit.part("session"), Session)
    hint = kit.part("hint")
    for fn in ("hint", "say", "why_not"):
        assert callable(getattr(hint, fn)), fn
    from game.client.tutorial.script import default_path
    from game.content_root import CONTENT_ROOT
    if kit.client.layout is not None:
        assert (CONTENT_ROOT / "maps" / f"{kit.client.layout}.tmx").is_file()
    assert default_path(kit.name).is_file()
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
    ({"client": dataclasses.replace(tiny_game.WINDOW, catalogs="/no/such/folder")}, "no folder"),
    # the keys naming the game must be in every language: a raw key would
    # show; the generic ones (broken.setup.start) fall back to shared keys
    ({"client": dataclasses.replace(tiny_game.WINDOW, menu_key="menu.play_nothing")},
     r"the en catalog lacks broken\.demo\.title, broken\.level_tip\.easy.*menu\.play_nothing"),
])
def test_a_missing_or_malformed_piece_fails_at_registration(change, says):
    with pytest.raises(KitError, match=says):
        kits.register(broken(**change))
    assert "broken" not in kits.names()


def test_a_name_is_registered_once():
    assert kits.register(tiny_game.KIT) is tiny_game.KIT   # the same kit again: nothing changes
    with pytest.raises(KitError, match="already registered"):
        kits.register(dataclasses.replace(tiny_game.KIT))
    assert kits.get("tiny") is tiny_game.KIT


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
    kit = kits.register(dataclasses.replace(tiny_game.KIT, name="tiny_headless", client=None))
    try:
        assert kit not in kits.windowed() and kit.name in kits.names()
        with pytest.raises(KitError, match="no window client"):
            kit.part("table_scene")
    finally:
        kits.unregister(kit.name)


def test_the_kits_and_the_cli_parser_do_not_import_pygame():
    code = ("import sys, game.kits, game.cli.main as m; game.kits.names(); m.build_parser(); "
            "[k.rules_module() for k in game.kits.windowed()]; print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("kit", kits.windowed(), ids=lambda k: k.name)
def test_every_catalog_key_the_window_builds_for_a_game_is_translated(kit):
    from game.kits.catalog_keys import kit_keys, languages, window_keys
    keys = window_keys(kit)
    c = kit.client
    assert {c.menu_key, c.tutorial_key, c.soon_key, c.name_key, f"{kit.name}.setup.start",
            f"{kit.name}.level.normal", *(k for _, k in c.extra_winners)} <= keys
    assert languages() == ("en", "fa", "pt")
    for lang in languages():
        assert keys <= kit_keys(kit, lang), f"{lang}: {sorted(keys - kit_keys(kit, lang))}"


def test_only_a_game_outside_the_program_brings_its_own_catalogs():
    assert [k.name for k in kits.windowed() if k.client.catalogs] == ["tiny"]


def test_the_menu_lists_the_built_in_games_before_they_are_checked_and_any_other_question_checks_them():
    code = ("import dataclasses, game.kits.rodizio as r\n"
            "r.KIT = dataclasses.replace(r.KIT, undo='whenever')\n"
            "from game.kits import registry, KitError\n"
            "print([k.name for k in registry.listed()])\n"
            "try:\n    registry.names()\nexcept KitError as e:\n    print('refused:', e)\n"
            "print(list(registry.names()))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.splitlines() == ["['rodizio', 'foodies']",
                                       "refused: game 'rodizio': undo policy 'whenever' is not one of turn, unseen",
                                       "['foodies']"]
