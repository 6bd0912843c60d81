"""The small pieces every part of the Foodies table is drawn with (chips,
badges, rings, card shadows, the thinking bubble, crowns), and ``Part``:
the base of the renderer's parts, which read the table through the renderer
(the replay viewer swaps its flow)."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.grow import grown

# The palette's cues (changed in place by the colour-vision setting: theme.set_palette).
GLOW_OK = theme.GLOW_OK
GLOW_BAD = theme.GLOW_BAD
SEAT_COLORS = theme.SEAT_COLORS
PANEL_FILL = (*theme.CHOCOLATE, 215)
MINI_CARD = (32, 45)        # the known top of the deck, under the deck


class Part:
    """A piece of the renderer ``r``: its flow, app, art and sibling parts."""

    def __init__(self, r: Any) -> None:
        self.r = r

    @property
    def flow(self) -> Any:
        return self.r.flow

    @property
    def app(self) -> Any:
        return self.r.app

    @property
    def art(self) -> Any:
        return self.r.art

    @property
    def paint(self) -> "Paint":
        return self.r.paint

    @property
    def names(self) -> Any:
        return self.r.names

    @property
    def areas(self) -> Any:
        return self.r.areas


class Paint(Part):
    def __init__(self, r: Any) -> None:
        super().__init__(r)
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}

    def chip(self, surface, text: str, center, size: int = 16, fill=PANEL_FILL,
              color=theme.CREAM) -> pygame.Rect:
        r = pygame.Rect((0, 0), self.app.text.size(text, size, "bold"))
        r.center = center
        r.inflate_ip(16, 6)
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=r.h // 2)
        surface.blit(body, r)
        layout_audit.mark(surface, f"chip {text!r}", r)
        self.app.text.draw(surface, text, size, color, r.center, "center", role="bold", box=r)
        return r

    def fit_chip(self, surface, words: str, top_center, room: int, size: int, fill=PANEL_FILL) -> pygame.Rect:
        """A chip whose top is at ``top_center``, at most ``room`` wide:
        shrunk (down to 12 px) and, if still too wide, on two lines; its rect."""
        text = self.app.text
        while size > 12 and text.width(words, size, "bold") > room - 16:
            size -= 1
        lines = [words] if text.width(words, size, "bold") <= room - 16 else \
            text.wrap(words, size, room - 16, "bold")[:2]
        lh = text.line_height(size, "bold") - 3
        r = pygame.Rect(0, 0, max(text.width(ln, size, "bold") for ln in lines) + 16, lh * len(lines) + 4)
        r.midtop = (top_center[0], top_center[1] + 1)
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=min(r.h // 2, 11))
        surface.blit(body, r)
        layout_audit.mark(surface, f"chip {words!r}", r)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.CREAM, (r.centerx, r.top + 2 + lh * i + lh // 2), "center",
                      role="bold")
        return r

    def badge(self, surface, text: str, center, fill=theme.TOMATO, size: int = 20,
               color=theme.CREAM) -> pygame.Rect:
        return common.badge(surface, self.app.text, text, center, fill=fill, size=size, color=color,
                            border=theme.MUSTARD, pad=(16, 6), round_min=True)

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        return common.card_shadow(self._shadows, size, 10)

    def ring(self, surface, r: pygame.Rect, tick: int, ok: bool) -> None:
        if ok:
            # An outline only: the framework's ring fills its glow, which
            # would wash out the card's picture.
            p = theme.pulse(tick)
            grow = 4 + int(3 * p)
            outer = r.inflate(grow * 2, grow * 2)
            halo = pygame.Surface(outer.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(halo, (*theme.FOCUS_GLOW, int(90 + 80 * p)), halo.get_rect(), 6,
                             border_radius=18)
            surface.blit(halo, outer.inflate(12, 12))
            pygame.draw.rect(surface, theme.FOCUS, outer, 5, border_radius=12 + grow)
        else:   # the "needs" glow, and its cross: a shape, not only a colour
            p = theme.pulse(tick)
            pygame.draw.rect(surface, GLOW_BAD, r.inflate(8 + 4 * p, 8 + 4 * p), 5, border_radius=12)
            theme.bad_mark(surface, (r.right - 4, r.top + 4), 12)

    def hint_badge(self, surface, center) -> None:
        self.badge(surface, self.app.text.tr("foodies.hint.badge"), center, theme.BASIL, 16)

    def thinking(self, surface, center, tick: int) -> None:
        """A speech bubble with dots that bounce in turn (the AI is thinking)."""
        common.thinking_bubble(surface, center, tick, period=8, lag=0.9, shadow=True)

    def crown(self, surface, center, tick: int) -> None:
        common.crown(surface, center, tick)

    def name_tag(self, surface, name: str, center, card: pygame.Rect | None = None) -> None:
        """An ingredient's name on a hand card (the art prints none: it is localised)."""
        r, size = self.name_tag_rect(name, center, card)
        pygame.draw.rect(surface, theme.CREAM, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, r, 1, border_radius=r.h // 2)
        self.app.text.draw(surface, name, size, theme.INK, r.center, "center", role="bold")

    def name_tag_rect(self, name: str, center, card: pygame.Rect | None = None) -> tuple[pygame.Rect, int]:
        """Where ``name_tag`` draws and its type size: 13, grown with the
        Text size setting as far as the tag stays on the ``card`` (a few
        pixels in from its sides); a grown tag is lifted above the card's
        bottom corner symbol (the symbol tells the family without colour)."""
        text = self.app.text
        size = 13
        if card is not None and text.scale != 1.0:
            size = grown(text, 13, lambda k: text.width(name, k, "bold") + 10 <= card.w - 8)
        r = pygame.Rect((0, 0), text.size(name, size, "bold"))
        r.center = center
        r.inflate_ip(10, 2)
        if card is not None and size > 13:   # every grown tag on one line, clear of the corner symbol
            r.bottom = min(r.bottom, card.bottom - CORNER)
        return r, size


#: How far a hand card's corner symbol reaches in from its bottom and side edges.
CORNER = 26


def soft_rect(surface, r: pygame.Rect, fill, border) -> None:
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=10)
    pygame.draw.rect(s, border, s.get_rect(), 2, border_radius=10)
    surface.blit(s, r)
