"""game.client.text_cache: the first frame's texts kept between runs are,
read back, the very surfaces rendered (every pixel, every width); another
language or text size renders anew and is kept instead; a damaged file only
costs the rendering."""
from __future__ import annotations

import pygame
import pytest

from game.client import text_cache
from game.client.text import Text

LINES = [("Rodízio", 92, (240, 180, 40), "display"), ("Play Foodies", 30, (20, 20, 20), "bold"),
         ("Version 0.1.0", 18, (250, 240, 220), "body"), ("", 20, (0, 0, 0), "body")]


def _first_frame(t: Text) -> tuple[list[bytes], list[int]]:
    """What a first frame of these lines draws and measures, as bytes."""
    t.use_kept()
    shown = [pygame.image.tobytes(t._render(s, size, color, role), "RGBA") for s, size, color, role in LINES]
    widths = [t.width(s, size, role) for s, size, _, role in LINES]
    t.keep_first_frame()
    return shown, widths


def _renders(monkeypatch) -> list:
    calls: list = []
    real = Text._render_uncached

    def counting(self, *a):
        calls.append(a[0])
        return real(self, *a)
    monkeypatch.setattr(Text, "_render_uncached", counting)
    return calls


def test_the_next_start_reads_the_same_pixels_without_rendering(pg, tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    calls = _renders(monkeypatch)
    first = _first_frame(Text("pt"))
    assert len(calls) == len(LINES)
    again = _first_frame(Text("pt"))
    assert len(calls) == len(LINES)          # read, not rendered
    assert again == first
    (kept,) = (tmp_path / "cache" / "pictures").glob("texts-*.bin")
    assert kept.stat().st_size > 0


def test_another_language_or_text_size_renders_anew_and_is_kept(pg, tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    calls = _renders(monkeypatch)
    _first_frame(Text("en"))
    other = Text("fa")
    _first_frame(other)
    assert len(calls) == 2 * len(LINES)
    bigger = Text("fa")
    bigger.set_scale(1.5)
    _first_frame(bigger)
    assert len(calls) == 3 * len(LINES)   # every key names the text size
    _first_frame(Text("en"))              # only the last first frame is kept
    assert len(calls) == 4 * len(LINES)


def test_a_damaged_or_missing_file_only_costs_the_rendering(pg, tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    calls = _renders(monkeypatch)
    first = _first_frame(Text("en"))
    (kept,) = (tmp_path / "cache" / "pictures").glob("texts-*.bin")
    kept.write_bytes(kept.read_bytes()[:500])
    assert _first_frame(Text("en")) == first and len(calls) == 2 * len(LINES)
    kept.write_bytes(b"RFTX\xff\xff\xff\x7f")
    assert _first_frame(Text("en")) == first and len(calls) == 3 * len(LINES)
    assert text_cache.read(None) == ({}, {})
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder")
    assert _first_frame(Text("en")) == first


@pytest.mark.draw_every_frame
def test_the_window_keeps_its_first_frame(tmp_path, monkeypatch):
    """Two starts of the App: the second draws the same first frame with no
    text rendered and no font loaded."""
    from tests.client import testing as T
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    pictures = []
    for _ in range(2):
        calls = _renders(monkeypatch)
        app = T.make_app(frames=1)
        app.run()
        pictures.append((pygame.image.tobytes(app.screen, "RGB"), len(calls), len(app.text.fonts._fonts)))
        monkeypatch.undo()
        monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    (first, rendered, fonts), (second, rendered_again, fonts_again) = pictures
    assert rendered > 0 and fonts > 0
    assert rendered_again == 0 and fonts_again == 0
    assert second == first


def test_a_text_layer_that_never_draws_a_first_frame_stops_noting(pg, tmp_path, monkeypatch):
    """An App driven by hand never calls keep_first_frame: past
    KEEP_AT_MOST texts nothing more is noted and nothing is kept."""
    from game.client import text as text_module
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    monkeypatch.setattr(text_module, "KEEP_AT_MOST", 5)
    t = Text("en")
    t.use_kept()
    for i in range(6):
        t._render(f"line {i}", 20, (0, 0, 0), "body")
    assert t._keeping is None and t._kept == {}
    t.keep_first_frame()
    assert not list((tmp_path / "cache").rglob("texts-*.bin"))
