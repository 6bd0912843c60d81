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

import logging
import os
import struct
import sys
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

#: Raise when the file's layout or what Text renders for a key changes.
VERSION = 3
#: The file holds at most this many bytes of pixels (a first frame's texts: ~0.5 MB).
MAX_BYTES = 8 << 20
_MAGIC = b"RFTX"
_U32 = struct.Struct("<I")
_NUM = struct.Struct("<id")                 # size, text size factor
_SURFACE = struct.Struct("<IIIIIIIII")      # width, height, flags, bits, 4 masks, row bytes


# The index: each text's key and its surface's format, each width's key and
# value, in a few struct fields (json's import would cost the start more
# than the whole index takes to read).
def _put_str(out: list[bytes], s: str) -> None:
    b = s.encode("utf-8")
    out += (_U32.pack(len(b)), b)


def _get_str(buf: bytes, at: int) -> tuple[str, int]:
    (n,) = _U32.unpack_from(buf, at)
    at += 4
    if at + n > len(buf):
        raise ValueError("short index")
    return buf[at:at + n].decode("utf-8"), at + n


def _put_key(out: list[bytes], text: str, size: int, role: str, language: str, scale: float) -> None:
    _put_str(out, text)
    _put_str(out, role)
    _put_str(out, language)
    out.append(_NUM.pack(size, scale))


def _get_key(buf: bytes, at: int) -> tuple[str, int, str, str, float, int]:
    text, at = _get_str(buf, at)
    role, at = _get_str(buf, at)
    language, at = _get_str(buf, at)
    size, scale = _NUM.unpack_from(buf, at)
    return text, size, role, language, scale, at + _NUM.size


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
            index = f.read(size)
            (count,) = _U32.unpack_from(index, 0)
            at = 4
            for _ in range(count):
                text, tsize, role, language, scale, at = _get_key(index, at)
                color = tuple(index[at + 1:at + 1 + index[at]])
                at += 1 + len(color)
                w, h, flags, bits, m0, m1, m2, m3, row = _SURFACE.unpack_from(index, at)
                at += _SURFACE.size
                surf = pygame.Surface((w, h), flags, bits, (m0, m1, m2, m3))
                if surf.get_pitch() != row or not 0 < h * row <= MAX_BYTES:
                    raise ValueError("another pixel layout")
                view = surf.get_view("1")
                with memoryview(view) as pixels:
                    got = f.readinto(pixels)
                del view
                if got != row * h:
                    raise ValueError("short file")
                surfaces[(text, tsize, color, role, language, scale)] = surf
            (count,) = _U32.unpack_from(index, at)
            at += 4
            for _ in range(count):
                text, tsize, role, language, scale, at = _get_key(index, at)
                widths[(text, tsize, role, language, scale)] = _U32.unpack_from(index, at)[0]
                at += 4
    except (OSError, ValueError, TypeError, IndexError, struct.error, pygame.error) as e:
        if not isinstance(e, FileNotFoundError):
            log.info("kept texts %s unusable: %s", path, e)
        return {}, {}
    return surfaces, widths


def _plain(size: object, color: tuple) -> bool:
    """A key the index can hold: a whole size, colour channels 0-255."""
    return isinstance(size, int) and -(1 << 31) <= size < 1 << 31 and len(color) < 256 \
        and all(isinstance(c, int) and 0 <= c < 256 for c in color)


def write(path: Path | None, surfaces: dict[tuple, pygame.Surface], widths: dict[tuple, int]) -> None:
    """Keep ``surfaces`` and ``widths`` in ``path`` (atomically; a surface
    with a colour key or a surface alpha, which the file does not hold, is
    left out). An unwritable folder is logged and otherwise ignored."""
    if path is None:
        return
    entries: list[bytes] = []
    chunks: list[bytes] = []
    total = 0
    for (text, size, color, role, language, scale), surf in surfaces.items():
        if surf.get_colorkey() is not None or surf.get_alpha() not in (None, 255) \
                or not _plain(size, color):
            continue
        w, h = surf.get_size()
        row, pitch = w * surf.get_bytesize(), surf.get_pitch()
        raw = surf.get_buffer().raw   # its rows, each padded to `pitch` (SDL_ttf pads them)
        raw = raw if pitch == row else b"".join(raw[y * pitch:y * pitch + row] for y in range(h))
        total += len(raw)
        if total > MAX_BYTES:
            break
        _put_key(entries, text, size, role, language, scale)
        entries.append(bytes([len(color), *color]))
        entries.append(_SURFACE.pack(w, h, surf.get_flags() & pygame.SRCALPHA, surf.get_bitsize(),
                                     *surf.get_masks(), row))
        chunks.append(raw)
    plain = {k: w for k, w in widths.items() if _plain(k[1], ()) and isinstance(w, int) and 0 <= w < 1 << 31}
    out = [_U32.pack(len(chunks)), *entries, _U32.pack(len(plain))]
    for (text, size, role, language, scale), w in plain.items():
        _put_key(out, text, size, role, language, scale)
        out.append(_U32.pack(w))
    index = b"".join(out)
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
