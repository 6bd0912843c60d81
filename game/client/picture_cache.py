"""Pictures the game generates (the tablecloth), kept on disk between runs
as raw pixels (``FORMAT``), so that a start reads them (≈1 ms) instead of drawing them
again (≈15–30 ms: issue #35's first frame).

``load_or_make(name, key, size, make)``: the picture ``make()`` draws, from
the user's cache folder when a file for ``key`` (every parameter of the
drawing, hashed with the pygame version and ``VERSION``) is there; else
drawn and written. The file holds the surface's bytes, so the picture read is
pixel for pixel the one drawn (opaque: it has no alpha to lose). Any error reading or writing it
only costs the drawing (a read-only home, a damaged file)."""
from __future__ import annotations

import hashlib
import logging
import os
import sys
from pathlib import Path
from typing import Callable, Hashable

import pygame

log = logging.getLogger(__name__)

#: Raise when a generated picture's drawing code changes.
VERSION = 2
#: The raw pixels' layout: the byte order of the usual 32-bit display
#: surface, so reading it needs no repacking (the alpha byte is unused).
FORMAT = "BGRA"


def cache_dir() -> Path:
    """The pictures' folder in the user's cache folder (``$RODIZIO_FOODIES_HOME/cache``)."""
    from game.storage import paths
    home = os.environ.get(paths.ENV_HOME)
    if home:
        return Path(home) / "cache" / "pictures"
    import platformdirs
    return Path(platformdirs.user_cache_dir(paths.APP_NAME, appauthor=False)) / "pictures"


def load_or_make(name: str, key: Hashable, size: tuple[int, int],
                 make: Callable[[], pygame.Surface]) -> pygame.Surface:
    digest = hashlib.sha256(repr((VERSION, pygame.version.ver, sys.byteorder, key)).encode()).hexdigest()[:24]
    try:
        path = cache_dir() / f"{name}-{digest}.raw"
    except Exception:  # noqa: BLE001 — no cache folder: just draw
        return make()
    w, h = size
    try:
        data = path.read_bytes()
        if len(data) == w * h * 4:
            raw = pygame.image.frombytes(data, size, FORMAT)
            if pygame.display.get_surface() is not None:
                return raw.convert()
            surf = pygame.Surface(size)   # no display to convert for: the same pixels, opaque
            surf.blit(raw, (0, 0))
            return surf
    except (OSError, ValueError, pygame.error):
        pass
    surf = make()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(pygame.image.tobytes(surf, FORMAT))
        os.replace(tmp, path)
    except OSError as e:
        log.info("picture %s not kept: %s", name, e)
    return surf
