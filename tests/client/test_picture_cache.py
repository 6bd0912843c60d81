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
