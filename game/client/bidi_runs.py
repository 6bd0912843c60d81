"""Split a line into directional runs in visual order (Unicode bidi, via
python-bidi's reference algorithm), for renderers that shape one direction
at a time (SDL_ttf + HarfBuzz has no bidi algorithm of its own).

`visual_runs(text, base_rtl)` -> [(run_text_in_logical_order, is_rtl), ...]
ordered left to right on screen. Render RTL runs with an RTL-direction font
(HarfBuzz reverses and mirrors them), LTR runs normally, and place them side
by side."""
from __future__ import annotations


ZWNJ, ZWJ, TATWEEL = "\u200c", "\u200d", "\u0640"


def _in_rtl_blocks(o: int) -> bool:
    return 0x0590 <= o <= 0x08FF or 0xFB1D <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF


# Arabic-Indic (U+0660-0669), Extended Arabic-Indic / Persian (U+06F0-06F9)
# digits and the Arabic decimal/thousands separators live in the Arabic
# block but are numbers, not right-to-left letters: "۱۵" alone is read
# left to right.
_NOT_STRONG = set(range(0x0660, 0x066D)) | set(range(0x06F0, 0x06FA))


def has_rtl(text: str) -> bool:
    """True when `text` holds a strong right-to-left character (a Hebrew or
    Arabic-script letter; Persian digits do not count)."""
    for ch in text:
        o = ord(ch)
        if _in_rtl_blocks(o) and o not in _NOT_STRONG:
            return True
    return False


def has_arabic_script(text: str) -> bool:
    """True when `text` holds any character from the Hebrew/Arabic blocks,
    letters or digits — i.e. it needs a font with those glyphs."""
    return any(_in_rtl_blocks(ord(ch)) for ch in text)


def levels(text: str, base_rtl: bool | None = None) -> tuple[int, list[tuple[str, int]]]:
    """Resolve embedding levels: (paragraph level, [(char, level), ...]) in logical order."""
    # The reference algorithm drops "boundary neutral" characters (rule X9),
    # which would lose Persian's ZWNJ/ZWJ; resolve levels on a copy where
    # they are a tatweel (an Arabic letter, so they join their neighbours'
    # run) and map levels back onto the original characters.
    from bidi import algorithm as _bidi   # here: a left-to-right start never loads it
    probe = text.replace(ZWNJ, TATWEEL).replace(ZWJ, TATWEEL)
    storage = _bidi.get_empty_storage()
    if base_rtl is None:
        base = _bidi.get_base_level(probe)
    else:
        base = 1 if base_rtl else 0
    storage["base_level"] = base
    storage["base_dir"] = ("L", "R")[base]
    _bidi.get_embedding_levels(probe, storage, False, False)
    _bidi.explicit_embed_and_overrides(storage, False)
    _bidi.resolve_weak_types(storage, False)
    _bidi.resolve_neutral_types(storage, False)
    _bidi.resolve_implicit_levels(storage, False)
    chars = storage["chars"]
    if len(chars) == len(text):
        return base, [(orig, c["level"]) for orig, c in zip(text, chars)]
    return base, [(c["ch"] if c["ch"] != TATWEEL else ZWNJ, c["level"]) for c in chars]


def visual_runs(text: str, base_rtl: bool | None = None) -> list[tuple[str, bool]]:
    if not text:
        return []
    _, chars = levels(text, base_rtl)
    # Runs of equal level, logical order.
    runs: list[list] = []  # [text, level]
    for ch, lvl in chars:
        if runs and runs[-1][1] == lvl:
            runs[-1][0] += ch
        else:
            runs.append([ch, lvl])
    # Rule L2: from the highest level down to the lowest odd level, reverse
    # every maximal sequence of runs at that level or higher.
    if runs:
        highest = max(r[1] for r in runs)
        lowest_odd = min((r[1] for r in runs if r[1] % 2), default=None)
        if lowest_odd is not None:
            for lvl in range(highest, lowest_odd - 1, -1):
                i = 0
                while i < len(runs):
                    if runs[i][1] >= lvl:
                        j = i
                        while j < len(runs) and runs[j][1] >= lvl:
                            j += 1
                        runs[i:j] = runs[i:j][::-1]
                        i = j
                    else:
                        i += 1
    return [(t, lvl % 2 == 1) for t, lvl in runs]
