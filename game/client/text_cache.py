"""The first frame's texts kept between runs: what `game.client.text.Text`
rendered and measured for the window's first frame (the main menu's title,
buttons, prompts and version), read back by the next start instead of
shaped and rendered again (≈8 ms of issue #35's first frame: loading five
fonts, their glyph tables, HarfBuzz and FreeType at work).

One file in the pictures' cache folder (`picture_cache.cache_dir`), named
by a digest of everything that changes how a text looks — ``VERSION``,
pygame's and SDL_ttf's versions, the byte order, each font file's name,
size and time — holding, for each text, the `Text` cache key (text, size,
colour, role, language, text size) and the surface's format and pixel
memory (each row without the padding SDL_ttf adds), and the widths
measured. A text is used only under its full
key, so another language or text size simply misses (and the file is
written anew after that first frame); a surface read back is the one
rendered, byte for byte. Anything wrong with the file — missing, short,
damaged, unwritable — costs only the rendering."""
from __future__ import annotations

import ast
import logging
import os
import sys
from pathlib import Path
from typing import Any

import pygame

log = logging.getLogger(__name__)

#: Raise when the file's layout or what Text renders for a key changes.
VERSION = 2
#: The file holds at most this many bytes of pixels (a first frame's texts: ~0.5 MB).
MAX_BYTES = 8 << 20
_MAGIC = b"RFTX"


def path_for(fonts_dir: Path) -> Path | None:
    """The file for the fonts in ``fonts_dir`` (None when the cache folder
    or the fonts cannot be found)."""
    from game.client import picture_cache
    from game.sha256 import sha256
    try:
        fonts = sorted((p.name, st.st_size, st.st_mtime_ns)
                       for p in fonts_dir.iterdir() for st in (p.stat(),) if p.suffix.lower() in (".ttf", ".otf"))
        folder = picture_cache.cache_dir()
    except Exception:  # noqa: BLE001 — no fonts folder or no cache folder: nothing kept
        return None
    ident = repr((VERSION, pygame.version.ver, pygame.font.get_sdl_ttf_version(), sys.byteorder, fonts))
    return folder / f"texts-{sha256(ident.encode()).hexdigest()[:24]}.bin"


def read(path: Path | None) -> tuple[dict[tuple, pygame.Surface], dict[tuple, int]]:
    """The surfaces and widths kept in ``path`` ({} and {} when there are none)."""
    surfaces: dict[tuple, pygame.Surface] = {}
    widths: dict[tuple, int] = {}
    if path is None:
        return surfaces, widths
    try:
        with open(path, "rb") as f:
            if f.read(4) != _MAGIC:
                return surfaces, widths
            size = int.from_bytes(f.read(4), "little")
            if size > MAX_BYTES:
                raise ValueError("index too large")
            # the index is Python literals (json would cost the start its import)
            index = ast.literal_eval(f.read(size).decode("utf-8"))
            for k, w, h, flags, bits, masks, row in index["surfaces"]:
                surf = pygame.Surface((w, h), flags, bits, masks)
                if surf.get_pitch() != row or not 0 < h * row <= MAX_BYTES:
                    raise ValueError("another pixel layout")
                view = surf.get_view("1")
                with memoryview(view) as pixels:
                    got = f.readinto(pixels)
                del view
                if got != row * h:
                    raise ValueError("short file")
                surfaces[tuple(k)] = surf
            for k, w in index["widths"]:
                widths[tuple(k)] = int(w)
    except (OSError, ValueError, KeyError, TypeError, SyntaxError, MemoryError, RecursionError,
            pygame.error) as e:
        if not isinstance(e, FileNotFoundError):
            log.info("kept texts %s unusable: %s", path, e)
        return {}, {}
    return surfaces, widths


def write(path: Path | None, surfaces: dict[tuple, pygame.Surface], widths: dict[tuple, int]) -> None:
    """Keep ``surfaces`` and ``widths`` in ``path`` (atomically; a surface
    with a colour key or a surface alpha, which the file does not hold, is
    left out). An unwritable folder is logged and otherwise ignored."""
    if path is None:
        return
    entries: list[tuple[Any, ...]] = []
    chunks: list[bytes] = []
    total = 0
    for (text, size, color, role, language, scale), surf in surfaces.items():
        if surf.get_colorkey() is not None or surf.get_alpha() not in (None, 255):
            continue
        w, h = surf.get_size()
        row, pitch = w * surf.get_bytesize(), surf.get_pitch()
        raw = surf.get_buffer().raw   # its rows, each padded to `pitch` (SDL_ttf pads them)
        raw = raw if pitch == row else b"".join(raw[y * pitch:y * pitch + row] for y in range(h))
        total += len(raw)
        if total > MAX_BYTES:
            break
        entries.append(((text, size, tuple(color), role, language, scale), w, h,
                        surf.get_flags() & pygame.SRCALPHA, surf.get_bitsize(), tuple(surf.get_masks()), row))
        chunks.append(raw)
    index = repr({"surfaces": entries, "widths": [(tuple(k), w) for k, w in widths.items()]}).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        with open(tmp, "wb") as f:
            f.write(_MAGIC + len(index).to_bytes(4, "little") + index)
            for raw in chunks:
                f.write(raw)
        os.replace(tmp, path)
    except OSError as e:
        log.info("texts not kept in %s: %s", path, e)
        return
    try:   # the files of other fonts or versions are of no more use
        for old in path.parent.glob("texts-*.bin"):
            if old.name != path.name:
                old.unlink()
    except OSError:
        pass
