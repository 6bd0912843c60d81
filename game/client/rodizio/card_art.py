"""Card faces and backs as pygame surfaces, scaled and cached.

Art comes from ``assets/cards/rodizio/`` (``card_<id>.png``, ``back.png``,
made by the assets tools). If a file is missing the card is drawn here from
the deck data so the game stays playable and readable; the art stays the
source of the look.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.content_root import CONTENT_ROOT

log = logging.getLogger(__name__)

ASSETS = CONTENT_ROOT
CARD_DIR = ASSETS / "cards" / "rodizio"
FONT = ASSETS / "fonts" / "Nunito-Black.ttf"
BASE = (120, 168)

_SPICE_COLOR = {"free": (235, 120, 20), "double": (210, 30, 30)}


#: Where a face shows its chili marks (the corner mark and its mirrored
#: index), in the 120×168 art.
CHILI_MARKS = ((84, 5, 31, 31), (5, 139, 27, 24))


class CardArt:
    """``face(card_id, size)``, ``back(size)``; ``cards`` maps id → CARD dict.

    With ``spicy`` False (a game without spicy mode, where the rule book
    ignores chili symbols) the chili marks are greyed out and faded, so no
    one looks for an effect that will not happen."""

    def __init__(self, cards: dict[int, dict[str, Any]], spicy: bool = True) -> None:
        self.cards = cards
        self.spicy = spicy
        self._base: dict[Any, pygame.Surface] = {}
        self._scaled: dict[tuple[Any, tuple[int, int]], pygame.Surface] = {}

    def face(self, card_id: int, size: tuple[int, int]) -> pygame.Surface:
        if not self.spicy and self.cards.get(card_id, {}).get("spice"):
            return self._get(("mild", card_id), size)
        return self._get(card_id, size)

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._get("back", size)

    def _get(self, key: Any, size: tuple[int, int]) -> pygame.Surface:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        hit = self._scaled.get((key, size))
        if hit is not None:
            return hit
        base = self._base.get(key)
        if base is None:
            base = self._base[key] = self._load(key)
        surf = base if base.get_size() == size else pygame.transform.smoothscale(base, size)
        if len(self._scaled) > 400:  # sizes change rarely; keep memory bounded
            self._scaled.clear()
        self._scaled[(key, size)] = surf
        return surf

    def _load(self, key: Any) -> pygame.Surface:
        if isinstance(key, tuple) and key[0] == "mild":
            return greyed_chilis(self._base.get(key[1]) or self._load(key[1]))
        name = "back.png" if key == "back" else f"card_{key}.png"
        path = CARD_DIR / name
        if path.exists():
            try:
                img = pygame.image.load(str(path))
                return img.convert_alpha() if pygame.display.get_surface() else img
            except (pygame.error, OSError) as e:
                log.warning("card art %s unreadable (%s); drawing a stand-in", path, e)
        return draw_back() if key == "back" else draw_face(self.cards.get(key, {}))


def greyed_chilis(face: pygame.Surface) -> pygame.Surface:
    """A copy of a 120×168 face with its chili marks grey and faded."""
    out = face.copy()
    kx, ky = out.get_width() / BASE[0], out.get_height() / BASE[1]
    for x, y, w, h in CHILI_MARKS:
        r = pygame.Rect(round(x * kx), round(y * ky), round(w * kx), round(h * ky)).clip(out.get_rect())
        grey = pygame.transform.grayscale(out.subsurface(r).copy())
        # halfway to the card's cream, colour only (the rounded corner's alpha stays)
        grey.fill((115, 115, 115), special_flags=pygame.BLEND_RGB_MULT)
        grey.fill((137, 134, 125), special_flags=pygame.BLEND_RGB_ADD)
        out.fill((0, 0, 0, 0), r)
        out.blit(grey, r)
    return out


def _font(size: int) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(str(FONT), size)
    except (OSError, pygame.error):
        return pygame.font.Font(None, size)


def draw_face(card: dict[str, Any]) -> pygame.Surface:
    """A readable stand-in front: value in the corner (visible when covered
    by half), name, chili marker."""
    w, h = BASE
    s = pygame.Surface(BASE, pygame.SRCALPHA)
    placard = card.get("placard")
    bg = (250, 244, 228) if not placard else (60, 60, 70)
    pygame.draw.rect(s, bg, (0, 0, w, h), border_radius=10)
    pygame.draw.rect(s, (120, 70, 40), (0, 0, w, h), 3, border_radius=10)
    ink = (60, 30, 20) if not placard else (250, 240, 220)
    if placard:
        f = _font(20)
        for i, word in enumerate(("NO MORE,", "THANKS")):
            t = f.render(word, True, ink)
            s.blit(t, ((w - t.get_width()) // 2, 50 + i * 26))
        return s
    pygame.draw.circle(s, (230, 170, 70), (w // 2, h // 2 + 18), 38)
    pygame.draw.circle(s, (200, 60, 40), (w // 2, h // 2 + 18), 30)
    v = _font(34).render(str(card.get("value", "?")), True, ink)
    s.blit(v, (10, 2))
    spice = card.get("spice")
    if spice:
        c = _SPICE_COLOR.get(spice, (200, 40, 40))
        pygame.draw.ellipse(s, c, (w - 34, 10, 22, 30))
        if spice == "double":
            pygame.draw.ellipse(s, c, (w - 54, 12, 18, 26))
    name = _font(13).render(str(card.get("name", "")), True, ink)
    if name.get_width() > w - 10:
        name = pygame.transform.smoothscale(name, (w - 10, name.get_height()))
    s.blit(name, ((w - name.get_width()) // 2, h - 24))
    return s


def draw_back() -> pygame.Surface:
    """A stand-in back: the plate side."""
    w, h = BASE
    s = pygame.Surface(BASE, pygame.SRCALPHA)
    pygame.draw.rect(s, (150, 40, 40), (0, 0, w, h), border_radius=10)
    for y in range(0, h, 14):
        for x in range(0, w, 14):
            if (x // 14 + y // 14) % 2 == 0:
                pygame.draw.rect(s, (235, 225, 215), (x, y, 14, 14))
    pygame.draw.rect(s, (120, 70, 40), (0, 0, w, h), 3, border_radius=10)
    pygame.draw.ellipse(s, (245, 245, 245), (12, 36, w - 24, w - 24))
    pygame.draw.ellipse(s, (200, 200, 205), (24, 48, w - 48, w - 48), 2)
    return s
