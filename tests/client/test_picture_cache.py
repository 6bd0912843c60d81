"""game.client.picture_cache: a generated picture read back from the cache
folder is pixel for pixel the one drawn; a damaged or unwritable cache only
costs drawing it again."""
from __future__ import annotations

import pygame

from game.client import picture_cache


def _drawing(calls: list):
    def make() -> pygame.Surface:
        calls.append(1)
        s = pygame.Surface((40, 30))
        s.fill((166, 44, 30))
        veil = pygame.Surface((40, 30), pygame.SRCALPHA)
        pygame.draw.rect(veil, (255, 236, 210, 38), (0, 0, 20, 30))
        s.blit(veil, (0, 0))
        return s
    return make


def test_the_second_start_reads_the_same_pixels(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    calls: list = []
    first = picture_cache.load_or_make("cloth", ("k", 1), (40, 30), _drawing(calls))
    again = picture_cache.load_or_make("cloth", ("k", 1), (40, 30), _drawing(calls))
    assert calls == [1]   # drawn once, then read
    assert pygame.image.tobytes(again, "RGB") == pygame.image.tobytes(first, "RGB")
    assert not again.get_flags() & pygame.SRCALPHA
    picture_cache.load_or_make("cloth", ("k", 2), (40, 30), _drawing(calls))   # another key: drawn
    assert calls == [1, 1]


def test_a_damaged_file_or_a_read_only_cache_only_costs_the_drawing(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    calls: list = []
    picture_cache.load_or_make("cloth", "k", (40, 30), _drawing(calls))
    (kept,) = picture_cache.cache_dir().iterdir()
    kept.write_bytes(b"short")
    out = picture_cache.load_or_make("cloth", "k", (40, 30), _drawing(calls))
    assert calls == [1, 1] and out.get_size() == (40, 30)
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder")
    assert picture_cache.load_or_make("cloth", "k", (40, 30), _drawing(calls)).get_size() == (40, 30)


def test_an_image_read_back_is_the_surface_decoded(tmp_path, monkeypatch):
    """The window's icon: decoded once, then read from the cache folder —
    the same format, size and pixels (alpha included)."""
    from game.client import assets
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    icon = assets.path("icon", "rodizio-foodies.png")
    decoded = pygame.image.load(icon)
    first = picture_cache.load_image(icon)
    (kept,) = picture_cache.cache_dir().glob("image-*.raw")
    again = picture_cache.load_image(icon)
    for surf in (first, again):
        assert surf.get_size() == decoded.get_size() and surf.get_masks() == decoded.get_masks()
        assert surf.get_flags() & pygame.SRCALPHA
        assert pygame.image.tobytes(surf, "RGBA") == pygame.image.tobytes(decoded, "RGBA")
    kept.write_bytes(b"short")
    assert pygame.image.tobytes(picture_cache.load_image(icon), "RGBA") == pygame.image.tobytes(decoded, "RGBA")
