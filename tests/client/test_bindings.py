"""The player's controls: binding by name, swaps instead of doubles, reset,
and the settings round trip (game.client.bindings)."""
from __future__ import annotations

import pygame
import pytest

from game.client.bindings import BINDABLE, Bindings, button_code
from game.client.input_mapper import InputMapper
from tests.client import testing as T


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_defaults_match_the_documented_table():
    b = Bindings()
    assert b.intent_for_key(pygame.K_RETURN) == "confirm"
    assert b.intent_for_key(pygame.K_KP_ENTER) == "confirm"   # the keypad's Enter follows Enter
    assert b.intent_for_key(pygame.K_w) == "up"
    assert b.intent_for_button(pygame.CONTROLLER_BUTTON_A) == "confirm"
    assert b.intent_for_button(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER) == "next"
    assert b.to_settings() == ({}, {})


def test_binding_a_taken_key_swaps_never_doubles():
    b = Bindings()
    conflict = b.bind("keyboard", "confirm", 0, pygame.K_ESCAPE)   # Esc was Back's
    assert conflict is not None and conflict.other == "back" and conflict.given == pygame.K_RETURN
    assert b.intent_for_key(pygame.K_ESCAPE) == "confirm"
    assert b.intent_for_key(pygame.K_RETURN) == "back"         # Back got Enter in exchange
    keys = [c for i in BINDABLE for c in b.keys[i]]
    assert len(keys) == len(set(keys))                         # no key gives two intents
    assert b.bind("keyboard", "confirm", 0, pygame.K_ESCAPE) is None   # already there: nothing


def test_binding_into_an_empty_slot_takes_the_key_and_says_so():
    b = Bindings()
    conflict = b.bind("keyboard", "hint", 1, pygame.K_u)       # U was Undo's only key
    assert conflict.other == "undo" and conflict.given is None
    assert b.keys["hint"] == [pygame.K_h, pygame.K_u] and b.keys["undo"] == []
    assert b.unbound() == []                                   # Undo still has its pad button
    b.bind("controller", "hint", 0, button_code("x"))          # X swaps with Hint's Y
    assert b.buttons["undo"] == [button_code("y")] and b.unbound() == []
    b.clear("controller", "undo", 0)
    assert b.unbound() == ["undo"]


def test_a_key_moves_between_an_intents_own_slots():
    b = Bindings()
    b.bind("keyboard", "up", 1, pygame.K_UP)
    assert b.keys["up"] == [pygame.K_w, pygame.K_UP]


def test_settings_round_trip_and_reset():
    b = Bindings()
    b.bind("keyboard", "confirm", 0, pygame.K_e)
    b.bind("controller", "confirm", 0, button_code("b"))
    keys, buttons = b.to_settings()
    assert keys == {"confirm": ["e", "space"]}
    assert buttons == {"confirm": ["b"], "back": ["a"]}
    again = Bindings.from_settings(keys, buttons)
    assert again.keys == b.keys and again.buttons == b.buttons
    again.reset()
    assert again.to_settings() == ({}, {})


def test_a_hand_edited_file_cannot_double_a_key_or_name_nonsense():
    b = Bindings.from_settings({"confirm": ["e", "no such key"], "back": ["e"], "jump": ["j"]},
                               {"hint": ["a"]})
    assert b.keys["confirm"] == [pygame.K_e]
    assert b.keys["back"] == []                 # its only key was Confirm's
    assert b.intent_for_button(pygame.CONTROLLER_BUTTON_A) == "confirm"   # first come, first served
    assert b.buttons["hint"] == []


def test_the_mapper_and_its_prompts_follow_the_bindings():
    m = InputMapper()
    m.bindings = Bindings.from_settings({"confirm": ["e"]}, {"confirm": ["y"], "hint": ["a"]})
    assert [i.name for i in m.map(T.key(pygame.K_e))] == ["confirm"]
    assert m.map(T.key(pygame.K_RETURN)) == []
    assert m.prompt("confirm") == "E"
    m.map(T.pad(pygame.CONTROLLER_BUTTON_Y))
    assert m.prompt("confirm") == "Y"
    m.close()
