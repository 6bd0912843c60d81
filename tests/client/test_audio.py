import wave

import pygame

from game.client.audio import Audio


def _wav(path):
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(22050)
        w.writeframes(b"\x00\x10" * 2000)


def test_loads_wavs_by_stem_and_plays(tmp_path):
    _wav(tmp_path / "deal.wav")
    (tmp_path / "broken.wav").write_bytes(b"not a wav")
    a = Audio(50, sfx_dir=tmp_path)
    if not a.enabled:
        return  # no mixer on this machine: covered by the silent test
    assert a.has("deal") and not a.has("broken")
    a.play("deal")
    a.play("unknown")
    assert a.played == ["deal", "unknown"]
    a.set_volume(20)
    assert a.sounds["deal"].get_volume() == pytest_approx(0.2)


def pytest_approx(v):
    import pytest
    return pytest.approx(v, abs=0.01)


def test_silent_when_mixer_fails(monkeypatch, tmp_path):
    _wav(tmp_path / "deal.wav")

    def no_device(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    a = Audio(80, sfx_dir=tmp_path)
    assert not a.enabled
    a.play("deal")  # no crash
    a.set_volume(10)
    assert a.played == ["deal"]


def test_project_sounds_load():
    a = Audio(80)
    if a.enabled:
        from game.client import assets
        stems = {p.stem for p in assets.path("sfx").glob("*.wav")}
        assert set(a.sounds) == stems
