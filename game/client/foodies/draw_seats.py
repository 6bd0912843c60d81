"""The Foodies table's seats: the glow of the seat to move, each seat's
scoreboard (name, score counting up, dishes, crown, thinking bubble) and
the final scores in the middle at the end."""
from __future__ import annotations

import pygame

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.foodies.geometry import HEADER_H
from game.client.foodies.paint import SEAT_COLORS, Part

class SeatsPainter(Part):
    def seats(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        if not self.r.mats_hidden:
            common.veil_unused(surface, geo, set(flow.places.values()),
                               ("place_{place}", "trophies_{place}"))
        for seat in range(flow.seats):
            place = flow.places[seat]
            active = flow.current_actor == seat and flow.phase not in ("over",) and not flow.state.over
            area = pygame.Rect(geo[f"place_{place}"])
            if active:
                p = theme.pulse(tick, 60)
                glow = pygame.Surface(area.inflate(12, 12).size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, int(70 + 70 * p)), glow.get_rect(), 6,
                                 border_radius=16)
                surface.blit(glow, area.inflate(12, 12))
            self._scoreboard(surface, seat, place, active, tick)

    def _scoreboard(self, surface, seat: int, place: int, active: bool, tick: int) -> None:
        """A seat's trophies area: name, score (counting up), and its dishes."""
        flow = self.flow
        area = pygame.Rect(flow.geo[f"trophies_{place}"])
        body = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*theme.CHOCOLATE, 150), body.get_rect(), border_radius=12)
        surface.blit(body, area)
        layout_audit.mark(surface, f"scoreboard {seat}", area, "panel")
        col = SEAT_COLORS[seat % len(SEAT_COLORS)]
        head = pygame.Rect(area.left, area.top, area.w, HEADER_H)
        fill = theme.MUSTARD if active else (*col,)
        pygame.draw.rect(surface, fill, head, border_top_left_radius=12, border_top_right_radius=12)
        name = self.names.name(seat)
        ink = theme.INK if active else theme.ink_on(col)   # a light seat colour takes dark ink
        score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
        text = self.app.text
        score_w = text.width(str(score), 24, "display")
        room = area.w - score_w - 22
        size = 18
        while size > 11 and text.width(name, size, "bold") > room:
            size -= 1
        name_box = pygame.Rect(head.left + 4, head.top, room + 8, head.h)
        if text.rtl:
            name_box.right = head.right - 4
        text.draw(surface, name, size, ink, (head.right - 8, head.centery) if text.rtl
                  else (head.left + 8, head.centery), "midright" if text.rtl else "midleft", role="bold",
                  box=name_box)
        text.draw(surface, str(score), 24, ink, (head.left + 8, head.centery) if text.rtl
                  else (head.right - 8, head.centery), "midleft" if text.rtl else "midright", role="display")
        pygame.draw.rect(surface, theme.CHOCOLATE, area, 2, border_radius=12)
        if not flow.model.dishes[seat]:
            text.draw(surface, text.tr("foodies.table.no_dishes"), 14, (230, 210, 190),
                      (area.centerx, area.centery + HEADER_H // 2), "center", "bold")
        if seat in flow.crowned:
            self.paint.crown(surface, (area.centerx, area.top - 4), tick)
        if active and flow.phase == "ai":
            c = (area.centerx, area.top - 20) if place in (1, 3) else (area.left - 40, area.top + 16)
            self.paint.thinking(surface, c, tick)

    def final_scores(self, surface, tick: int) -> None:
        """At the end: every seat's score counting up in the middle of the
        table, the winners crowned."""
        flow = self.flow
        if not (flow.counting or flow.crowned):
            return
        text = self.app.text
        n = flow.seats
        cw, gap = 200, 14
        total = n * cw + (n - 1) * gap
        x0 = 640 - total // 2
        order = range(n) if not text.rtl else reversed(range(n))
        for i, seat in enumerate(order):
            r = pygame.Rect(x0 + i * (cw + gap), 392, cw, 104)
            won = seat in flow.crowned
            theme.panel(surface, r, fill=theme.MUSTARD_LIGHT if won else theme.CREAM,
                        border=SEAT_COLORS[seat % len(SEAT_COLORS)], radius=18, border_width=4, shadow=8)
            name = self.names.name(seat)
            size = 20
            while size > 12 and text.width(name, size, "bold") > cw - 20:
                size -= 1
            text.draw(surface, name, size, theme.INK, (r.centerx, r.top + 22), "center", role="bold")
            score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
            text.draw(surface, str(score), 48, theme.INK, (r.centerx, r.top + 68), "center", role="display")
            if won:
                self.paint.crown(surface, (r.centerx, r.top - 8), tick)
