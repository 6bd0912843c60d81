import json
import os

import pytest

from game.storage import jsonio, paths
from game.storage.settings import Settings, SettingsStore, VERSION


def test_data_dir_honours_env(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "x" / "y"))
    assert paths.data_dir() == tmp_path / "x" / "y"
    assert (tmp_path / "x" / "y").is_dir()
    assert paths.log_path().parent == tmp_path / "x" / "y" / "logs"


def test_missing_file_gives_defaults_and_no_message():
    store = SettingsStore()
    assert store.settings == Settings()
    assert store.message is None
    assert not store.path.exists()


def test_round_trip(tmp_path):
    store = SettingsStore()
    store.settings.language = "fa"
    store.settings.anim_speed = "instant"
    store.settings.volume = 30
    store.settings.fullscreen = True
    store.settings.memory_aid = False
    store.save()
    data = json.loads(store.path.read_text(encoding="utf-8"))
    assert data == {"version": VERSION, "language": "fa", "anim_speed": "instant", "ai_speed": "normal",
                    "volume": 30, "fullscreen": True, "memory_aid": False, "keys": {}, "buttons": {},
                    "text_size": 100, "palette": "standard", "high_contrast": False,
                    "reduce_motion": False, "narration": False, "speech_rate": 100}
    again = SettingsStore()
    assert again.settings == store.settings
    assert again.message is None
    # No temp files left behind by the atomic write.
    assert sorted(p.name for p in store.path.parent.iterdir() if p.is_file()) == ["settings.json"]


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"language": "pt"}',
                                     '{"version": 99, "language": "pt"}', '{"version": "1"}'])
def test_corrupt_file_is_kept_aside(content):
    path = paths.data_dir() / "settings.json"
    path.write_text(content, encoding="utf-8")
    store = SettingsStore()
    assert store.settings == Settings()
    assert not path.exists()
    kept = path.with_name("settings.json.corrupt-1")
    assert kept.read_text(encoding="utf-8") == content
    assert "settings.json.corrupt-1" in store.message
    assert store.take_message() is not None
    assert store.take_message() is None  # shown once


def test_second_corrupt_file_gets_next_number():
    path = paths.data_dir() / "settings.json"
    for n in (1, 2):
        path.write_text("garbage", encoding="utf-8")
        store = SettingsStore()
        assert f"corrupt-{n}" in store.message
    assert path.with_name("settings.json.corrupt-1").exists()
    assert path.with_name("settings.json.corrupt-2").exists()


def test_bad_field_falls_back_to_its_default_without_moving_the_file():
    path = paths.data_dir() / "settings.json"
    path.write_text(json.dumps({"version": 1, "language": "xx", "anim_speed": "fast",
                                "volume": 250, "fullscreen": "yes"}), encoding="utf-8")
    store = SettingsStore()
    assert store.settings == Settings(anim_speed="fast")
    assert store.message is None
    assert path.exists()


def test_speed_factor():
    assert Settings(anim_speed="normal").speed_factor == 1.0
    assert Settings(anim_speed="fast").speed_factor == 2.0
    assert Settings(anim_speed="instant").speed_factor == float("inf")


def test_failed_write_leaves_old_file_intact(monkeypatch):
    store = SettingsStore()
    store.save()
    before = store.path.read_bytes()

    def boom(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(jsonio.os, "replace", boom)
    store.settings.language = "pt"
    with pytest.raises(OSError):
        store.save()
    assert store.path.read_bytes() == before
    assert [p.name for p in store.path.parent.iterdir() if p.is_file()] == ["settings.json"]


def test_a_file_from_before_the_memory_aid_keeps_its_values_and_gets_the_default(tmp_path):
    store = SettingsStore()
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(json.dumps({"version": 1, "language": "pt", "anim_speed": "fast",
                                      "volume": 50, "fullscreen": False}), encoding="utf-8")
    again = SettingsStore()
    assert again.message is None
    assert (again.settings.language, again.settings.volume, again.settings.memory_aid) == ("pt", 50, True)


def test_a_version_1_file_is_upgraded_keeping_every_choice():
    """Today's (version 1) file: every choice kept, the controls at their
    defaults and the accessibility settings off; saved back as version 2."""
    path = paths.data_dir() / "settings.json"
    v1 = {"version": 1, "language": "pt", "anim_speed": "fast", "ai_speed": "slow", "volume": 40,
          "fullscreen": True, "memory_aid": False}
    path.write_text(json.dumps(v1), encoding="utf-8")
    store = SettingsStore()
    assert store.message is None
    s = store.settings
    assert (s.language, s.anim_speed, s.ai_speed, s.volume, s.fullscreen, s.memory_aid) == \
        ("pt", "fast", "slow", 40, True, False)
    assert (s.keys, s.buttons, s.text_size) == ({}, {}, 100)
    assert not (s.high_contrast or s.reduce_motion or s.narration) and s.palette == "standard"
    store.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == VERSION == 3
    assert {k: data[k] for k in v1 if k != "version"} == {k: v for k, v in v1.items() if k != "version"}


def test_bindings_and_accessibility_round_trip_and_bad_values_fall_back():
    store = SettingsStore()
    s = store.settings
    s.keys = {"confirm": ["e", "return"], "up": []}
    s.buttons = {"confirm": ["b"]}
    s.text_size, s.palette, s.high_contrast, s.reduce_motion, s.narration = 200, "tritanopia", True, True, True
    s.speech_rate = 150
    store.save()
    assert SettingsStore().settings == s
    path = store.path
    data = json.loads(path.read_text(encoding="utf-8"))
    data.update(text_size=130, palette="colour_blind", speech_rate=True,
                keys={"confirm": "e", "back": ["escape"], "x": [1]}, buttons=["a"])
    path.write_text(json.dumps(data), encoding="utf-8")
    again = SettingsStore().settings
    assert again.text_size == 100 and again.palette == "standard" and again.speech_rate == 100
    assert again.keys == {"back": ["escape"]} and again.buttons == {}
    assert again.high_contrast is True


@pytest.mark.parametrize("colour_blind, palette", [(True, "deuteranopia"), (False, "standard"),
                                                    ("yes", "standard")])
def test_a_version_2_colour_blind_switch_becomes_a_palette(colour_blind, palette):
    """Version 2's one colour-blind switch: on becomes the deuteranopia
    palette, off (or a bad value) the standard one; everything else is kept
    and the file is saved back as version 3 without the old field."""
    path = paths.data_dir() / "settings.json"
    v2 = {"version": 2, "language": "fa", "anim_speed": "slow", "ai_speed": "fast", "volume": 60,
          "fullscreen": False, "memory_aid": True, "keys": {"confirm": ["e"]}, "buttons": {},
          "text_size": 150, "colour_blind": colour_blind, "high_contrast": True, "reduce_motion": True,
          "narration": True}
    path.write_text(json.dumps(v2), encoding="utf-8")
    store = SettingsStore()
    assert store.message is None
    s = store.settings
    assert s.palette == palette and s.speech_rate == 100
    assert (s.language, s.text_size, s.keys, s.high_contrast, s.reduce_motion, s.narration) == \
        ("fa", 150, {"confirm": ["e"]}, True, True, True)
    store.save()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == 3 and data["palette"] == palette and "colour_blind" not in data
