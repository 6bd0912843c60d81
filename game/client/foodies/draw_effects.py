"""The Foodies table's passing effects: points rising over a scoreboard, a
served recipe's glow, the put-under note, the round banner, particles."""
from __future__ import annotations

import pygame

from game.client import layout_audit, theme
from game.client.foodies.geometry import HEADER_H
from game.client.foodies.paint import Part

class EffectsPainter(Part):
    def effects(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        text = self.app.text
        for e in flow.effects:
            if e.kind == "points":
                place = flow.places.get(e.data["seat"], 0)
                a = pygame.Rect(flow.geo[f"trophies_{place}"])
                rise = int(40 * e.progress)
                alpha = 1 - max(0.0, (e.progress - 0.6) / 0.4)
                if alpha <= 0:
                    continue
                label = f"+{e.data['points']}"
                # over the scoreboard's own dishes (never a neighbour's), rising a little: a
                # flourish of a second that lies over them by design
                c = (a.centerx, a.top + HEADER_H + 22 - rise // 4)
                with layout_audit.overlay():
                    text.draw(surface, label, 40, theme.MUSTARD_LIGHT, c, "center", role="display",
                              shadow=theme.TOMATO_DARK, shadow_offset=(2, 3), alpha=int(255 * alpha))
                    if e.data["first"]:
                        self.paint.fit_chip(surface, text.tr("foodies.fx.first"), (c[0], c[1] + 36), a.w - 8, 16,
                                            fill=(*theme.TOMATO, int(230 * alpha)))
            elif e.kind == "serve":
                rid = e.data["recipe"]
                if rid in flow.model.menu:
                    r = pygame.Rect(flow.geo.menu_rect(flow.model.menu.index(rid))).inflate(14, 14)
                    a = int(220 * (1 - e.progress))
                    glow = pygame.Surface(r.size, pygame.SRCALPHA)
                    pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, a), glow.get_rect(), 7, border_radius=16)
                    surface.blit(glow, r)
            elif e.kind == "put_under":
                x, y, w, h = flow.geo["showcase"]
                if flow.model.showcase:
                    label = text.tr(f"foodies.fx.under_{e.data['reason']}")
                    self.paint.chip(surface, label, (x + w // 2, y - 10), 15, fill=(*theme.TOMATO_DARK, 230))
            elif e.kind == "banner":
                self._banner(surface, e)
        for p in flow.particles:
            fade = 1 - p.t / p.life
            s = max(1, int(p.size * fade + 1))
            pygame.draw.circle(surface, p.color, (int(p.x), int(p.y)), s)

    def _banner(self, surface, e) -> None:
        """A wide banner across the table: grows in, holds, fades out."""
        text = self.app.text
        p = e.progress
        grow = min(1.0, p / 0.18)
        fade = 1.0 if p < 0.8 else max(0.0, 1 - (p - 0.8) / 0.2)
        if fade <= 0:
            return
        w = int(640 * (0.6 + 0.4 * grow))
        r = pygame.Rect(0, 0, w, 116)
        r.center = (640, 290)
        surface.blit(self._band(w, int(235 * fade), int(255 * fade)), r)
        layout_audit.mark(surface, "banner", r)
        a = int(255 * fade) if fade < 1 else None   # whole: no faded copy of the words each frame
        text.draw(surface, self.names.tr(e.data["title"]), 44, theme.MUSTARD_LIGHT, (r.centerx, r.top + 42),
                  "center", role="display", alpha=a, box=r)
        text.draw(surface, self.names.tr(e.data["sub"]), 22, theme.CREAM, (r.centerx, r.top + 88), "center",
                  role="bold", alpha=a, box=r)

    def _band(self, w: int, fill: int, edge: int) -> pygame.Surface:
        """The banner's band ``w`` wide (fill and edge alphas): the last one
        is kept, so a banner holding still does not draw it afresh each frame."""
        key = (w, fill, edge, theme.CHOCOLATE, theme.MUSTARD)
        kept = self.__dict__.get("_kept_band")
        if kept is not None and kept[0] == key:
            return kept[1]
        band = pygame.Surface((w, 116), pygame.SRCALPHA)
        pygame.draw.rect(band, (*theme.CHOCOLATE, fill), band.get_rect(), border_radius=26)
        pygame.draw.rect(band, (*theme.MUSTARD, edge), band.get_rect(), 5, border_radius=26)
        self.__dict__["_kept_band"] = (key, band)
        return band
