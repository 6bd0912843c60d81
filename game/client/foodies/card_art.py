"""Foodies card pictures as pygame surfaces, scaled and cached.

Art comes from ``assets/cards/foodies/`` (made by tools/make_card_art.py):
``ing_<type>.png``, ``icon_<type>.png``, ``back.png`` and the blank
``recipe_frame.png`` whose regions (``recipe_frame.json``) this module
fills: the recipe's translated name (Persian shaped by the framework's
text engine), the ingredients it needs as icons with counts, and its base
points in the medallion. A missing file is drawn here as a plain stand-in
so the game stays playable."""
from __future__ import annotations

import json
import logging
from typing import Any

import pygame

from game.client import assets, layout_audit, theme
from game.rules.foodies.cards import catalog

log = logging.getLogger(__name__)

CARD_DIR = assets.path("cards", "foodies")
FRAME_SIZE = (160, 224)
DEFAULT_REGIONS = {"title": [14, 12, 132, 40], "needs": [14, 64, 132, 108], "points": [118, 178, 32, 32]}
INK = (70, 38, 24)
TYPE_COLORS = {"tomato": (214, 60, 45), "onion": (150, 80, 160), "egg": (240, 180, 40),
               "herbs": (70, 150, 60), "rice": (70, 130, 200), "cheese": (245, 160, 30),
               "bread": (150, 95, 50), "lettuce": (120, 180, 50), "cucumber": (30, 120, 110),
               "eggplant": (100, 60, 140)}


def _regions() -> dict[str, list[int]]:
    try:
        with open(CARD_DIR / "recipe_frame.json", encoding="utf-8") as f:
            data = json.load(f)
        regions = data["regions"]
        return {k: list(regions.get(k, v)) for k, v in DEFAULT_REGIONS.items()}
    except (OSError, ValueError, KeyError, TypeError):
        return dict(DEFAULT_REGIONS)


class FoodiesArt:
    """``ing(type, size)``, ``back(size)``, ``icon(type, px)``,
    ``recipe(rid, size)``; ``need_cells(rid, rect)`` gives where each need
    is drawn on a recipe card (for the hand's have/lack marks)."""

    def __init__(self, text: Any) -> None:
        self.text = text
        self.regions = _regions()
        self._base: dict[str, pygame.Surface] = {}
        self._scaled: dict[tuple, pygame.Surface] = {}

    # -- images -------------------------------------------------------------
    def _file(self, name: str) -> pygame.Surface | None:
        if name in self._base:
            return self._base[name]
        path = CARD_DIR / name
        img = None
        if path.exists():
            try:
                img = pygame.image.load(str(path))
                if pygame.display.get_surface() is not None:
                    img = img.convert_alpha()
            except (pygame.error, OSError) as e:
                log.warning("card art %s unreadable (%s); drawing a stand-in", path, e)
        self._base[name] = img
        return img

    def _cache(self, key: tuple, make) -> pygame.Surface:
        surf = self._scaled.get(key)
        if surf is None:
            if len(self._scaled) > 500:
                self._scaled.clear()
            surf = self._scaled[key] = make()
        return surf

    def _text_art(self, key: tuple, make) -> pygame.Surface:
        """A cached picture with text on it — drawn afresh while the layout
        audit records, so the audit checks its text too."""
        if layout_audit.ACTIVE is not None:
            return make()
        return self._cache(key, make)

    def _scaled_file(self, name: str, size: tuple[int, int], fallback) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def make() -> pygame.Surface:
            base = self._file(name)
            if base is None:
                base = fallback()
            return base if base.get_size() == size else pygame.transform.smoothscale(base, size)
        return self._cache((name, size), make)

    def ing(self, kind: str, size) -> pygame.Surface:
        return self._scaled_file(f"ing_{kind}.png", size, lambda: _stand_in_ing(kind))

    def back(self, size) -> pygame.Surface:
        return self._scaled_file("back.png", size, _stand_in_back)

    def icon(self, kind: str, px: int) -> pygame.Surface:
        return self._scaled_file(f"icon_{kind}.png", (px, px), lambda: _stand_in_icon(kind))

    def trophy(self, rid: int, size, points: bool = True, bonus: bool = False) -> pygame.Surface:
        """A served recipe as a small readable tile: its translated name
        (shrunk to fit, cut with "…" only if even 10 px is too wide) and,
        with ``points``, its points, on cream with a gold edge — what a
        scoreboard (names only: its header has the score) and the results
        list show; ``bonus``: its first cook's +2 beside the points ("5+2",
        the results: the tiles then add up to the score)."""
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._text_art(("trophy", rid, size, points, bonus, self.text.language, self.text.scale),
                              lambda: self._render_trophy(rid, size, points, bonus))

    def _render_trophy(self, rid: int, size: tuple[int, int], points: bool, bonus: bool = False) -> pygame.Surface:
        rec = catalog().recipes[rid]
        w, h = size
        text = self.text
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, theme.CREAM, r, border_radius=h // 2)
        pygame.draw.rect(s, theme.MUSTARD, r, 2, border_radius=h // 2)
        rtl = text.rtl
        badge = pygame.Rect(w - 2 if not rtl else 2, h // 2, 0, 0)  # none: the name has the tile
        if points:
            pts_px = max(9, min(13, h - 7))
            label = f"{rec.points}+2" if bonus else str(rec.points)
            badge = pygame.Rect(0, 0, max(min(h, 20) - 4, text.width(label, pts_px, "display") + 8),
                                min(h, 20) - 4)
            if rtl:
                badge.midleft = (2, h // 2)
            else:
                badge.midright = (w - 2, h // 2)
            pygame.draw.rect(s, theme.TOMATO_DARK if bonus else theme.TOMATO, badge, border_radius=badge.h // 2)
            text.draw(s, label, pts_px, theme.MUSTARD_LIGHT if bonus else theme.CREAM, badge.center, "center",
                      role="display")
        room = w - badge.w - 16
        name = text.tr(rec.key) if text.has(rec.key) else rec.name
        size_px = max(10, min(14, h - 6))  # a tile in flight grows taller, not its text
        while size_px > 10 and text.width(name, size_px, "bold") > room:
            size_px -= 1
        if size_px == min(14, h - 6) and text.scale > 1:   # the Text size setting, as far as the tile holds it
            size_px = text.fit_box(name, text.reading_size(14), pygame.Rect(0, 0, room, h - 4), "bold", least=size_px)
        name = text.ellipsize(name, size_px, room, "bold")
        room_rect = pygame.Rect(badge.right + 2 if rtl else 4, 0, room + 8, h)
        text.draw(s, name, size_px, theme.INK, (w - 7, h // 2) if rtl else (7, h // 2),
                  "midright" if rtl else "midleft", role="bold", box=room_rect)
        return s

    def recipe_back(self, size) -> pygame.Surface:
        """A recipe card face down: the Foodies back with a gold rim."""
        size = (max(1, int(size[0])), max(1, int(size[1])))

        def make() -> pygame.Surface:
            s = self.back(size).copy()
            r = s.get_rect()
            pygame.draw.rect(s, theme.MUSTARD, r, max(2, r.w // 30), border_radius=max(4, r.w // 12))
            return s
        return self._cache(("recipe_back", size), make)

    # -- recipe faces -------------------------------------------------------------
    def recipe(self, rid: int, size) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        return self._text_art(("recipe", rid, size, self.text.language),
                              lambda: self._render_recipe(rid, size))

    def _region(self, name: str, rect) -> pygame.Rect:
        x, y, w, h = rect
        kx, ky = w / FRAME_SIZE[0], h / FRAME_SIZE[1]
        rx, ry, rw, rh = self.regions[name]
        return pygame.Rect(round(x + rx * kx), round(y + ry * ky), round(rw * kx), round(rh * ky))

    def _render_recipe(self, rid: int, size: tuple[int, int]) -> pygame.Surface:
        rec = catalog().recipes[rid]
        w, h = size
        k = w / FRAME_SIZE[0]
        frame = self._scaled_file("recipe_frame.png", size, _stand_in_frame)
        s = frame.copy()
        text = self.text
        if w >= 60:
            # Title: the translated name on up to two lines, shrunk to fit.
            title = self._region("title", (0, 0, w, h))
            name = text.tr(rec.key) if text.has(rec.key) else rec.name
            for fs in range(max(8, round(19 * k)), 7, -1):
                lines = text.wrap(name, fs, title.w - 4, "bold")
                lh = text.line_height(fs, "bold")
                widest = max(text.width(ln, fs, "bold") for ln in lines)
                if len(lines) <= 2 and widest <= title.w and lh * len(lines) * 0.82 <= title.h + 6:
                    break
            step = round(lh * 0.82)
            y0 = title.centery - step * (len(lines) - 1) / 2
            for i, ln in enumerate(lines):
                text.draw(s, ln, fs, INK, (title.centerx, round(y0 + i * step)), "center", role="bold",
                          box=title.inflate(4, 12))
        # Needs: icons with counts.
        for kind, n, cell in self.need_cells(rid, (0, 0, w, h)):
            px = cell.h
            s.blit(self.icon(kind, px), (cell.x, cell.y))
            if w >= 60:
                fs = max(9, round(cell.h * 0.62))
                text.draw(s, f"×{n}", fs, INK, (cell.x + px + max(2, round(3 * k)), cell.centery), "midleft",
                          role="display" if text.language != "fa" else "bold")
        # Base points in the medallion.
        pts = self._region("points", (0, 0, w, h))
        fs = max(9, round(pts.h * 0.78))
        text.draw(s, str(rec.points), fs, theme.WHITE, pts.center, "center", role="display",
                  shadow=(90, 20, 10), shadow_offset=(1, 2))
        return s

    def need_cells(self, rid: int, rect) -> list[tuple[str, int, pygame.Rect]]:
        """(type, count, icon cell) for each need of ``rid`` on a card drawn
        at ``rect``: one centred column for up to 3 types, two columns for
        more. A cell is square (the icon); the count is drawn to its right."""
        region = self._region("needs", rect)
        needs = list(catalog().recipes[rid].needs)
        n = len(needs)
        cols = 1 if n <= 3 else 2
        rows = (n + cols - 1) // cols
        row_h = min(region.h // max(rows, 2), region.w // (cols * 2))
        px = max(6, int(row_h * 0.86))
        col_w = region.w // cols
        total_h = rows * row_h
        out = []
        for i, (kind, cnt) in enumerate(needs):
            c, r = (i % cols, i // cols) if cols == 2 else (0, i)
            group_w = px + int(px * 0.9)
            x = region.x + c * col_w + (col_w - group_w) // 2
            y = region.y + (region.h - total_h) // 2 + r * row_h + (row_h - px) // 2
            out.append((kind, cnt, pygame.Rect(x, y, px, px)))
        return out


# -- stand-ins (only when an art file is missing) -------------------------------
def _stand_in_ing(kind: str) -> pygame.Surface:
    s = pygame.Surface((120, 168), pygame.SRCALPHA)
    col = TYPE_COLORS.get(kind, (200, 120, 60))
    pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=10)
    pygame.draw.rect(s, col, s.get_rect(), 5, border_radius=10)
    pygame.draw.circle(s, col, (60, 84), 34)
    return s


def _stand_in_back() -> pygame.Surface:
    s = pygame.Surface((120, 168), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 110, 110), s.get_rect(), border_radius=10)
    pygame.draw.rect(s, theme.MUSTARD, s.get_rect(), 4, border_radius=10)
    return s


def _stand_in_icon(kind: str) -> pygame.Surface:
    s = pygame.Surface((40, 40), pygame.SRCALPHA)
    pygame.draw.circle(s, TYPE_COLORS.get(kind, (200, 120, 60)), (20, 20), 19)
    return s


def _stand_in_frame() -> pygame.Surface:
    s = pygame.Surface(FRAME_SIZE, pygame.SRCALPHA)
    pygame.draw.rect(s, theme.CREAM, s.get_rect(), border_radius=12)
    pygame.draw.rect(s, (20, 110, 110), s.get_rect(), 6, border_radius=12)
    pygame.draw.circle(s, theme.TOMATO, (134, 194), 16)
    return s
