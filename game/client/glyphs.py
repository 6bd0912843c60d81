"""Which characters a font file draws: its ``cmap`` table, read directly.

``codepoints(path) -> frozenset[int]`` parses the TrueType/OpenType
character map (subtable formats 4 and 12, Unicode platforms), cached per
path. pygame's ``Font.metrics`` cannot tell a missing glyph from a real one
(it measures the font's "missing" box), hence this reader. A file it
cannot read gives an empty set, which callers treat as "unknown: assume the
font draws everything" (see ``Text``)."""
from __future__ import annotations

import logging
import struct
from functools import lru_cache
from pathlib import Path

log = logging.getLogger(__name__)


@lru_cache(maxsize=None)
def codepoints(path: Path | str) -> frozenset[int]:
    try:
        data = Path(path).read_bytes()
        return frozenset(_parse_cmap(data))
    except (OSError, struct.error, ValueError) as e:
        log.warning("cannot read the character map of %s: %s", path, e)
        return frozenset()


def _parse_cmap(data: bytes) -> set[int]:
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap_off = None
    for i in range(num_tables):
        tag, _sum, off, _len = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if tag == b"cmap":
            cmap_off = off
    if cmap_off is None:
        raise ValueError("no cmap table")
    n_sub = struct.unpack_from(">H", data, cmap_off + 2)[0]
    subtables = []
    for i in range(n_sub):
        platform, encoding, off = struct.unpack_from(">HHI", data, cmap_off + 4 + 8 * i)
        if platform == 0 or (platform == 3 and encoding in (1, 10)):
            subtables.append(cmap_off + off)
    out: set[int] = set()
    for off in subtables:
        fmt = struct.unpack_from(">H", data, off)[0]
        if fmt == 4:
            out |= _format4(data, off)
        elif fmt == 12:
            out |= _format12(data, off)
    return out


def _format4(data: bytes, off: int) -> set[int]:
    seg2 = struct.unpack_from(">H", data, off + 6)[0]
    n = seg2 // 2
    ends = struct.unpack_from(f">{n}H", data, off + 14)
    starts = struct.unpack_from(f">{n}H", data, off + 16 + seg2)
    deltas = struct.unpack_from(f">{n}h", data, off + 16 + 2 * seg2)
    ro_pos = off + 16 + 3 * seg2
    range_offsets = struct.unpack_from(f">{n}H", data, ro_pos)
    out: set[int] = set()
    for i in range(n):
        start, end = starts[i], ends[i]
        if start == 0xFFFF:
            continue
        for c in range(start, end + 1):
            if range_offsets[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                pos = ro_pos + 2 * i + range_offsets[i] + 2 * (c - start)
                glyph = struct.unpack_from(">H", data, pos)[0]
                if glyph:
                    glyph = (glyph + deltas[i]) & 0xFFFF
            if glyph:
                out.add(c)
    return out


def _format12(data: bytes, off: int) -> set[int]:
    n_groups = struct.unpack_from(">I", data, off + 12)[0]
    out: set[int] = set()
    for i in range(n_groups):
        start, end, glyph = struct.unpack_from(">III", data, off + 16 + 12 * i)
        out.update(c for c in range(start, end + 1) if glyph + (c - start))
    return out
