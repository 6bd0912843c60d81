"""Table sentences read right for the player: "you eat nothing" (not
"nothing to eat for You"), and the keys line names the D-pad once."""
from __future__ import annotations

import types

import pygame
import pytest

from tests.client import testing as T
from game.client.input_mapper import InputMapper
from game.client.text import Text


def _renderer(game: str, lang: str, seats):
    if game == "rodizio":
        from game.client.rodizio.config import GameConfig
        from game.client.rodizio.table_draw import TableRenderer
        from game.client.rodizio.table_flow import TableFlow
    else:
        from game.client.foodies.config import GameConfig
        from game.client.foodies.table_draw import TableRenderer
        from game.client.foodies.table_flow import TableFlow
    flow = TableFlow(GameConfig(seats=seats, seed=2), speed=lambda: 0, deterministic=True, deal=False)
    return TableRenderer(types.SimpleNamespace(text=Text(lang), input=InputMapper()), flow)


def _keys_line(r) -> str:
    """The table's key line (Rodízio's renderer draws it, Foodies' HUD part)."""
    hud = getattr(r, "hud", None)
    return (hud._keys_hint if hasattr(hud, "_keys_hint") else r._keys_hint)()


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_rodizio_log_lines_about_you_use_your_form(lang):
    r = _renderer("rodizio", lang, ["human", "normal", "normal"])
    text = r.app.text
    for reason in ("placard_below", "placard_is_last", "placard_on_chosen_plate"):
        you = r.tr((f"rodizio.msg.nothing_{reason}", {"actor": 0}))
        cpu = r.tr((f"rodizio.msg.nothing_{reason}", {"actor": 1}))
        assert you == text.tr(f"rodizio.msg.nothing_{reason}_you")
        assert text.tr("rodizio.name.cpu", n=2) in cpu
    if lang == "en":
        assert r.tr(("rodizio.msg.nothing_placard_below", {"actor": 0})).endswith("you eat nothing")
        assert r.tr(("rodizio.msg.ate", {"actor": 0, "card": "Lombo", "value": 4})) == "You ate Lombo (4)"


def test_hot_seat_players_keep_their_names():
    r = _renderer("rodizio", "en", ["human", "human"])
    assert r.tr(("rodizio.msg.nothing_placard_below", {"actor": 1})).endswith("nothing to eat for Player 2")


def test_foodies_discard_message_about_you():
    r = _renderer("foodies", "en", ["human", "normal"])
    assert r.tr(("foodies.msg.must_discard_hand_limit", {"actor": 0})) == \
        "Hand limit: you must put a card under the deck"


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_keys_line_names_the_dpad_once_and_keys_after_unplugging(game):
    r = _renderer(game, "en", ["human", "normal"])
    inp = r.app.input
    inp.map(T.pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT))
    line = _keys_line(r)
    assert "D-pad" in line and "D-pad/D-pad" not in line and "A" in line
    inp.map(T.pad_removed(0))
    line = _keys_line(r)
    assert "D-pad" not in line and "Enter" in line


def test_foodies_log_names_seats_like_the_recipe_labels():
    r = _renderer("foodies", "en", ["human", "normal", "hard"])
    assert r.tr(("foodies.msg.served_first", {"actor": 2, "recipe": 0, "points": 4}), short=True) \
        .startswith("CPU 3 served ")
    assert r.tr(("foodies.msg.drew", {"actor": 1})) == "CPU 2 · normal drew a card"  # the HUD keeps the level
