"""Pictures the game generates (the tablecloth), kept on disk between runs
as raw pixels, so that a start reads them (≈2 ms for the window-sized
cloth) instead of drawing them again (≈8 ms: issue #35's first frame).

``load_or_make(name, key, size, make)``: the picture ``make()`` draws, from
the user's cache folder when a file for ``key`` (every parameter of the
drawing, hashed with the pygame version, ``VERSION`` and the pixel format)
is there; else drawn and written. The file holds the pixel memory of an
opaque surface in the window's format (a surface made after the window
opened), read straight into a new surface of that format: no conversion
pass, and pixel for pixel the picture drawn. Any error reading or writing
it only costs the drawing (a read-only home, a damaged file)."""
from __future__ import annotations

import logging
import os
import struct
import sys
from pathlib import Path
from typing import Callable, Hashable

import pygame

from game.sha256 import sha256

log = logging.getLogger(__name__)

#: Raise when a generated picture's drawing code or the file's layout changes.
VERSION = 3


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
    surf = pygame.Surface(size)   # the window's format (once it is open), opaque
    layout = (surf.get_bitsize(), surf.get_masks(), surf.get_pitch())
    digest = sha256(repr((VERSION, pygame.version.ver, sys.byteorder, layout, key)).encode()
                            ).hexdigest()[:24]
    try:
        path = cache_dir() / f"{name}-{digest}.raw"
    except Exception:  # noqa: BLE001 — no cache folder: just draw
        return _opaque(make(), surf)
    length = surf.get_pitch() * size[1]
    try:
        with open(path, "rb") as f:
            if os.fstat(f.fileno()).st_size == length:
                view = surf.get_view("1")   # the surface's pixel memory (locked while viewed)
                with memoryview(view) as pixels:
                    got = f.readinto(pixels)
                del view
                if got == length:
                    return surf
    except (OSError, ValueError, pygame.error):
        pass
    surf = _opaque(make(), surf)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(surf.get_buffer().raw)
        os.replace(tmp, path)
    except OSError as e:
        log.info("picture %s not kept: %s", name, e)
    return surf


def _opaque(drawn: pygame.Surface, like: pygame.Surface) -> pygame.Surface:
    """``drawn`` in ``like``'s format (opaque, the window's): as it is when
    it already is, else blitted onto ``like`` — what a read file gives."""
    if (drawn.get_bitsize(), drawn.get_masks(), drawn.get_pitch(), drawn.get_flags() & pygame.SRCALPHA) == \
            (like.get_bitsize(), like.get_masks(), like.get_pitch(), 0):
        return drawn
    like.blit(drawn, (0, 0))
    return like


_HEADER = struct.Struct("<9Q")   # width, height, flags, bits, 4 masks, row bytes


def load_image(path: Path) -> pygame.Surface:
    """``pygame.image.load(path)``, its decoded pixels kept in the cache
    folder (the window's icon, a 256 px PNG: decoded ~1 ms at every start,
    read back in a tenth of that): the very surface the decoder gave, in
    its format, pixel for pixel. The key is the file's path, size and
    time; anything wrong with the kept file costs only the decoding."""
    try:
        st = os.stat(path)
        ident = repr((VERSION, pygame.version.ver, sys.byteorder, str(path), st.st_size, st.st_mtime_ns))
        kept = cache_dir() / f"image-{sha256(ident.encode()).hexdigest()[:24]}.raw"
    except Exception:  # noqa: BLE001 — no file details or no cache folder: just decode
        return pygame.image.load(path)
    try:
        with open(kept, "rb") as f:
            w, h, flags, bits, *rest = _HEADER.unpack(f.read(_HEADER.size))
            masks, row = tuple(rest[:4]), rest[4]
            if os.fstat(f.fileno()).st_size == _HEADER.size + row * h:
                surf = pygame.Surface((w, h), flags, bits, masks)
                if surf.get_pitch() == row:
                    view = surf.get_view("1")
                    with memoryview(view) as pixels:
                        got = f.readinto(pixels)
                    del view
                    if got == row * h:
                        return surf
    except (OSError, ValueError, struct.error, pygame.error):
        pass
    surf = pygame.image.load(path)
    w, h = surf.get_size()
    row, pitch = w * surf.get_bytesize(), surf.get_pitch()
    raw = surf.get_buffer().raw
    raw = raw if pitch == row else b"".join(raw[y * pitch:y * pitch + row] for y in range(h))
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        tmp = kept.with_name(f"{kept.name}.{os.getpid()}.tmp")
        tmp.write_bytes(_HEADER.pack(w, h, surf.get_flags() & pygame.SRCALPHA, surf.get_bitsize(),
                                     *surf.get_masks(), row) + raw)
        os.replace(tmp, kept)
    except OSError as e:
        log.info("image %s not kept: %s", path, e)
    return surf
