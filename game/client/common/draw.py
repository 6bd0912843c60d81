"""Drawing pieces both games' table renderers share (pure functions of
their arguments and the tick count, so screenshots stay byte-identical).

Each game's ``TableRenderer`` keeps its own method names (``_crown``,
``_thinking``, ``_log``, ...) and passes its own sizes and colours here."""
from __future__ import annotations

import math
from typing import Any, Callable, Sequence

import pygame

from game.client import layout_audit, theme


def layout_background(renderer: Any, surface: pygame.Surface) -> bool:
    """Draw ``renderer.layout``'s background; on failure (or without a
    layout) forget the layout, draw the tablecloth and return False. With
    high contrast (theme.high_contrast) the table is plain: the map's wood
    and patterned cloth give way to one dark colour, the mats to outlines."""
    if renderer.layout is not None and theme.high_contrast:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        return True
    if renderer.layout is not None:
        try:
            renderer.layout.draw_background(surface)
            return True
        except Exception:  # a broken map must not blank the game
            renderer.layout = None
    surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
    return False


def veil_unused(surface: pygame.Surface, geo: Any, used: set[int], names: Sequence[str]) -> None:
    """Darken the mats of places nobody sits at, so they fade into the table.

    ``names`` are anchor name patterns with ``{place}`` (e.g. "place_{place}")."""
    for place in range(4):
        if place in used:
            continue
        for name in names:
            r = pygame.Rect(geo[name.format(place=place)])
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 20, 10, 120), veil.get_rect(), border_radius=12)
            surface.blit(veil, r)


#: Nine-patch mat tiles of the table maps: top-left .. bottom-right corner
#: (the tileset's gids 13..21); gids 1..3 are plain wood.
_MAT_TL, _MAT_TR, _MAT_BL, _MAT_BR = 13, 15, 19, 21
_MAT_LEFT = {13, 16, 19}
_MAT_TOP = {13, 14, 15}
_WOOD = (1, 2, 3)
_wood_cache: dict[tuple, pygame.Surface] = {}


def _mat_cells(tmx: Any, layer: Any, cell: tuple[int, int]) -> list[tuple[int, int]]:
    """The tile cells of the nine-patch mat holding ``cell`` (empty if
    ``cell`` is not on a mat): walk to its top-left corner, then to the
    opposite corner, so touching mats stay apart."""
    def gid(x: int, y: int) -> int:
        if not (0 <= x < tmx.width and 0 <= y < tmx.height):
            return 0
        return _local_gid(tmx, layer.data[y][x])
    x, y = cell
    if not 13 <= gid(x, y) <= 21:
        return []
    while gid(x, y) not in _MAT_LEFT and 13 <= gid(x - 1, y) <= 21:
        x -= 1
    while gid(x, y) not in _MAT_TOP and 13 <= gid(x, y - 1) <= 21:
        y -= 1
    x1, y1 = x, y
    while gid(x1, y) != _MAT_TR and 13 <= gid(x1 + 1, y) <= 21:
        x1 += 1
    while gid(x, y1) != _MAT_BL and 13 <= gid(x, y1 + 1) <= 21:
        y1 += 1
    return [(cx, cy) for cy in range(y, y1 + 1) for cx in range(x, x1 + 1)]


def _local_gid(tmx: Any, gid: int) -> int:
    """The tileset-local id + 1 of a pytmx gid (pytmx renumbers tiles)."""
    if not gid:
        return 0
    try:
        real = tmx.tiledgidmap[gid]
    except (AttributeError, KeyError):
        return gid
    return real


def hide_unused_mats(surface: pygame.Surface | None, layout: Any, centers: Sequence[tuple[int, int]]) -> bool:
    """Lay plain wood over the map's mats under ``centers`` (the places of
    absent seats), so a table shows mats only for the seats present
    (``surface`` None: only say whether it would). False when the layout
    has no tile layer to read (nothing drawn). With high contrast the table
    is one plain colour with no mats at all: nothing to cover (wood there
    would be the only pattern on the screen)."""
    tmx = getattr(layout, "tmx", None)
    if tmx is None:
        return False
    if theme.high_contrast:
        return True
    key = (id(layout), tuple(sorted(centers)))
    if key in _wood_cache:
        patch = _wood_cache[key]
    else:
        import pytmx
        layer = next((ly for ly in tmx.visible_layers if isinstance(ly, pytmx.TiledTileLayer)), None)
        if layer is None:
            return False
        wood = {}
        for g in range(1, len(tmx.images)):
            if _local_gid(tmx, g) in _WOOD and tmx.images[g] is not None:
                wood.setdefault(_local_gid(tmx, g), tmx.images[g])
        if not wood:
            return False
        tiles = [wood[k] for k in sorted(wood)]
        tw, th = tmx.tilewidth, tmx.tileheight
        full = pygame.Surface((tmx.width * tw, tmx.height * th), pygame.SRCALPHA)
        for c in centers:
            for cx, cy in _mat_cells(tmx, layer, (c[0] // tw, c[1] // th)):
                full.blit(tiles[(cx * 7 + cy * 3) % len(tiles)], (cx * tw, cy * th))
        # Only the covered part is kept (nothing at all with every seat
        # present): blitting a transparent full-screen layer every frame costs.
        box = full.get_bounding_rect()
        patch = (full.subsurface(box).copy(), box.topleft) if box.w and box.h else None
        _wood_cache[key] = patch
    if patch is not None and surface is not None:
        surface.blit(*patch)
    return True


def card_shadow(cache: dict, size: tuple[int, int], divisor: int) -> pygame.Surface:
    """A soft shadow the size of a card (corner radius width/``divisor``), cached."""
    s = cache.get(size)
    if s is None:
        s = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(s, (15, 5, 0, 90), s.get_rect(), border_radius=max(3, size[0] // divisor))
        cache[size] = s
    return s


def pill_button(surface: pygame.Surface, text: Any, r: pygame.Rect, label: str, size: int,
                hover: bool) -> None:
    """A rounded HUD button (mustard under the mouse) with a drop shadow."""
    fill = theme.MUSTARD if hover else theme.CREAM
    pygame.draw.rect(surface, theme.SHADOW, r.move(0, 4), border_radius=r.h // 2)
    pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, theme.CHOCOLATE, r, 3, border_radius=r.h // 2)
    layout_audit.mark(surface, f"button {label!r}", r, "panel")
    box = r.inflate(-r.h // 2, 0)  # clear of the round ends; a long translation shrinks
    # the Text size setting grows the label as far as the button holds it
    size = text.fit_box(label, text.reading_size(size), box.inflate(0, -10), "bold", least=min(size, 12))
    text.draw(surface, label, size, theme.INK, r.center, "center", role="bold", box=box)


def badge(surface: pygame.Surface, text: Any, words: str, center, *, fill, size: int, color,
          border, pad: tuple[int, int], round_min: bool = False) -> pygame.Rect:
    """A small rounded label; ``round_min`` keeps it at least as wide as tall."""
    r = pygame.Rect((0, 0), text.size(words, size, "bold"))
    r.center = center
    r.inflate_ip(*pad)
    if round_min:
        r.w = max(r.w, r.h)
        r.center = center
    pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, border, r, 2, border_radius=r.h // 2)
    layout_audit.mark(surface, f"badge {words!r}", r)
    text.draw(surface, words, size, color, r.center, "center", role="bold")
    return r


def thinking_bubble(surface: pygame.Surface, center, tick: int, *, period: float, lag: float,
                    shadow: bool = False, tail: bool = False) -> None:
    """A speech bubble with dots that bounce in turn (the AI is thinking)."""
    r = pygame.Rect(0, 0, 58, 30)
    r.center = center
    layout_audit.mark(surface, "thinking bubble", r)
    if shadow:
        pygame.draw.rect(surface, theme.SHADOW, r.move(0, 3), border_radius=14)
    pygame.draw.rect(surface, theme.CREAM, r, border_radius=14)
    pygame.draw.rect(surface, theme.CHOCOLATE, r, 2, border_radius=14)
    if tail:
        pygame.draw.polygon(surface, theme.CREAM, [(r.left + 6, r.bottom - 8), (r.left - 8, r.bottom + 6),
                                                   (r.left + 16, r.bottom - 2)])
    for i in range(3):
        phase = (tick / period - i * lag)
        dy = -5 * max(0.0, math.sin(phase))
        pygame.draw.circle(surface, theme.CHOCOLATE, (r.left + 15 + i * 14, int(r.centery + dy)), 4)


def crown(surface: pygame.Surface, center, tick: int, scale: float = 1.0) -> None:
    """A gold crown bobbing with the tick."""
    x, y = center
    y += int(3 * scale * math.sin(tick / 10))
    k = scale
    pts = [(x - 30 * k, y + 16 * k), (x - 34 * k, y - 12 * k), (x - 15 * k, y + 2 * k),
           (x, y - 20 * k), (x + 15 * k, y + 2 * k), (x + 34 * k, y - 12 * k), (x + 30 * k, y + 16 * k)]
    pygame.draw.polygon(surface, (255, 205, 40), pts)
    pygame.draw.polygon(surface, theme.CHOCOLATE, pts, max(2, round(3 * k)))
    for px, py in (pts[1], pts[3], pts[5]):
        pygame.draw.circle(surface, theme.TOMATO, (px, py), max(3, round(5 * k)))
    r = max(3, round(5 * k))
    layout_audit.mark(surface, "crown", pygame.Rect(round(x - 34 * k), round(y - 20 * k) - r,
                                                    round(68 * k) + 1, round(36 * k) + r + 1))


def log_lines(messages: Sequence[str], wrap: Callable[[str], list[str]], max_lines: int) -> list[tuple[str, bool]]:
    """The wrapped lines of the newest messages that fit in ``max_lines``,
    as (line, is the newest message). Only whole messages are kept — a
    message never loses its start ("…must put a card under the deck") —
    except the newest: if it alone is too long, its first lines are kept and
    the last one ends in "…"."""
    out: list[tuple[str, bool]] = []
    for i in range(len(messages) - 1, -1, -1):
        newest = i == len(messages) - 1
        lines = [ln for ln in wrap(messages[i]) if ln] or [""]
        if len(out) + len(lines) > max_lines:
            if newest:
                whole = " ".join(lines)
                lines = lines[:max(1, max_lines)]
                lines[-1] = lines[-1].rstrip(" .,;:") + "…"
                layout_audit.cut(whole, " ".join(lines))
            else:
                break
        out[:0] = [(ln, newest) for ln in lines]
    return out


#: Wrapped log lines by (messages, language, size, width, rows) and veils by
#: (size, alpha, radius); small, cleared when full.
_log_cache: dict[tuple, Any] = {}


def log_box(surface: pygame.Surface, text: Any, messages: Sequence[str], area: pygame.Rect, *,
            size: int, lh: int, inset: int, vpad: int, alpha: int, radius: int, old_color) -> None:
    """The last messages (already translated), newest at the bottom of
    ``area`` in cream, older ones in ``old_color``, on a translucent veil;
    wrapped messages are shown whole (``log_lines``). The wrapping and the
    veil are kept while the messages, language and box stay the same: the
    log changes a few times a turn, the picture sixty times a second."""
    width = area.w - 2 * inset
    key = (tuple(messages), getattr(text, "language", None), text.reading_size(size), width, area.h)
    got = _log_cache.get(key)
    if got is None:
        # The Text size setting grows the lines as far as the newest message
        # still fits whole (smaller, down to the designed size, if it must)
        k = text.reading_size(size)
        while True:
            lh_k = round(lh * k / size)
            rows = max(1, (area.h - 2 * vpad) // lh_k)
            newest = [ln for ln in text.wrap(messages[-1], k, width, "bold") if ln] if messages else []
            if k <= size or len(newest) <= rows:
                break
            k -= 1
        got = (k, lh_k, log_lines(messages, lambda m: text.wrap(m, k, width, "bold"), rows))
        if len(_log_cache) >= 32:
            _log_cache.clear()
        _log_cache[key] = got
    size, lh, lines = got
    if not lines:
        return
    box = pygame.Rect(area.left, area.bottom - (2 * vpad + lh * len(lines)), area.w, 2 * vpad + lh * len(lines))
    veil_key = (box.size, alpha, radius)
    veil = _log_cache.get(veil_key)
    if veil is None:
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (*theme.SHADOW, alpha), veil.get_rect(), border_radius=radius)
        _log_cache[veil_key] = veil
    surface.blit(veil, box)
    layout_audit.mark(surface, "log", box, "panel")
    for i, (ln, newest) in enumerate(lines):
        col = theme.CREAM if newest else old_color
        pos = (box.left + inset, box.top + vpad + lh * i + lh // 2)
        if text.rtl:
            pos = (box.right - inset, pos[1])
        text.draw(surface, ln, size, col, pos, "start", role="bold")


def move_prompt(inp: Any) -> str:
    """The left/right keys' one label on the last-used device ("←/→",
    or "D-pad" once on a controller): ``InputMapper.prompt_pair``."""
    return inp.prompt_pair("left", "right")


def confirm_prompt(app: Any) -> str:
    """The confirm button's name on the last-used device ("Enter" without input)."""
    inp = getattr(app, "input", None)
    return inp.prompt("confirm") if inp is not None and hasattr(inp, "prompt") else "Enter"


def cover(surface: pygame.Surface, text: Any, title: str, body: str, go: str) -> None:
    """The hot-seat "pass the device" screen hiding the table."""
    theme.dim(surface, 235)
    r = pygame.Rect(0, 0, 640, 240)
    r.center = (640, 360)
    theme.panel(surface, r, fill=theme.CREAM, border=theme.CHOCOLATE, radius=24)
    text.draw(surface, title, 40, theme.INK, (r.centerx, r.top + 70), "center", role="display")
    text.draw(surface, body, 24, theme.CHOCOLATE, (r.centerx, r.top + 140), "center", role="bold")
    text.draw(surface, go, 22, theme.TOMATO, (r.centerx, r.top + 190), "center", role="bold")
