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


#: Keys a layout sends that pygame has no name for (SDL's code is the
#: letter's code point), and one with no character at all.
UNNAMED_KEYS = {"ç": 0xE7, "ñ": 0xF1, "é": 0xE9, "ß": 0xDF, "ا": 0x627, "ی": 0x6CC, "ژ": 0x698,
                "#1073742124": (1 << 30) | 300}
#: Pad buttons past the classic 15: (name, label on an Xbox pad, on a generic one).
EXTRA_BUTTONS = {15: ("misc1", "Share", "Misc"), 16: ("paddle1", "P1", "P1"),
                 17: ("paddle2", "P2", "P2"), 18: ("paddle3", "P3", "P3"),
                 19: ("paddle4", "P4", "P4"), 20: ("touchpad", "Touchpad", "Touchpad")}


@pytest.mark.parametrize("name", list(UNNAMED_KEYS))
def test_a_key_pygame_has_no_name_for_round_trips_through_the_settings_file(name, tmp_path):
    """Binding ç (or ß, ا, a key with no character) to Confirm is kept in
    settings.json, read back after a restart, and shown by its letter —
    it was saved as "" and lost, Confirm back to its default."""
    from game.client.input_mapper import key_cap
    from game.storage.settings import SettingsStore
    code = UNNAMED_KEYS[name]
    assert pygame.key.name(code) == ""                       # the case: pygame has no name
    b = Bindings()
    b.bind("keyboard", "confirm", 0, code)
    store = SettingsStore(tmp_path / "settings.json")
    store.settings.keys, store.settings.buttons = b.to_settings()
    store.save()
    assert store.settings.keys == {"confirm": [name, "space"]}
    again = SettingsStore(tmp_path / "settings.json")          # the next start
    assert again.message is None
    back = Bindings.from_settings(again.settings.keys, again.settings.buttons)
    assert back.keys["confirm"] == [code, pygame.K_SPACE] and back.intent_for_key(code) == "confirm"
    shown = key_cap(code)
    assert shown == (name if name.startswith("#") or name == "ß" else name.upper())


@pytest.mark.parametrize("button", list(EXTRA_BUTTONS))
def test_paddles_touchpad_and_misc_buttons_round_trip_and_have_names(button, tmp_path):
    from game.client import pads
    from game.storage.settings import SettingsStore
    name, xbox, generic = EXTRA_BUTTONS[button]
    b = Bindings()
    b.bind("controller", "confirm", 0, button)
    store = SettingsStore(tmp_path / "settings.json")
    store.settings.keys, store.settings.buttons = b.to_settings()
    store.save()
    assert store.settings.buttons == {"confirm": [name]}
    again = SettingsStore(tmp_path / "settings.json")
    back = Bindings.from_settings(again.settings.keys, again.settings.buttons)
    assert back.buttons["confirm"] == [button] and back.intent_for_button(button) == "confirm"
    assert pads.label("xbox", name) == xbox and pads.label("generic", name) == generic
    m = InputMapper()
    m.bindings = back
    m.map(T.pad(button))
    assert m.prompt("confirm") == (xbox if m.pad_family == "xbox" else generic)
    m.close()


def test_a_button_past_every_name_is_kept_by_number():
    b = Bindings()
    b.bind("controller", "hint", 0, 23)
    keys, buttons = b.to_settings()
    assert buttons == {"hint": ["#23"]}
    assert Bindings.from_settings(keys, buttons).buttons["hint"] == [23]


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


def test_the_controls_screen_binds_a_layout_letter_and_says_its_name():
    """What the audit saw: pressing ç on Confirm said "Confirm: #231." and
    saved "" (Confirm lost its key). Now the status names the letter and
    the settings keep it."""
    from game.client.scenes.controls import ControlsScene
    from game.storage.settings import MemorySettingsStore, Settings
    down = [(2 + i, T.key(pygame.K_DOWN)) for i in range(BINDABLE.index("confirm"))]
    t = 2 + len(down)
    seen = {}
    store = MemorySettingsStore(Settings())
    app = T.make_app(frames=40, settings_store=store,
                     script=down + [(t, T.key(pygame.K_RETURN)),          # listen on Confirm's Key 1
                                    (t + 3, T.key(0xE7)),                 # ç on a Portuguese layout
                                    (t + 5, lambda a: seen.update(status=a.top.status))])
    app.run(ControlsScene)
    assert "Ç" in seen["status"] and "#" not in seen["status"], seen["status"]
    assert store.settings.keys["confirm"] == ["ç", "space"]
    assert app.input.prompt("confirm") == "Ç" and app.input.bindings.intent_for_key(0xE7) == "confirm"
