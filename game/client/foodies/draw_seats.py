"""The Foodies table's seats: the glow of the seat to move, each seat's
scoreboard (name, score counting up, dishes, crown, thinking bubble) and
the final scores in the middle at the end."""
from __future__ import annotations

import pygame

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.grow import grown
from game.client.foodies.geometry import HEADER_H, TILE_H, board_more
from game.client.foodies.paint import SEAT_COLORS, Part

class SeatsPainter(Part):
    def seats(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        if not self.r.mats_hidden:
            common.veil_unused(surface, geo, set(flow.places.values()),
                               ("place_{place}", "trophies_{place}"))
        for seat in range(flow.seats):
            active = self.is_active(seat)
            self.seat(surface, seat, active, tick)

    def is_active(self, seat: int) -> bool:
        """The seat to move (its mat glows, its header is gold)."""
        flow = self.flow
        return flow.current_actor == seat and flow.phase not in ("over",) and not flow.state.over

    def seat(self, surface: pygame.Surface, seat: int, active: bool, tick: int,
             parts: tuple[str, ...] = ("glow", "board", "bubble")) -> None:
        """One seat: the glow of its mat while it acts, its scoreboard, and
        the thinking bubble while its AI thinks (``parts``: which of them)."""
        place = self.flow.places[seat]
        if active and "glow" in parts:
            self._glow(surface, pygame.Rect(self.flow.geo[f"place_{place}"]).inflate(12, 12), tick)
        if "board" in parts:
            self._scoreboard(surface, seat, place, active, tick)
        if active and "bubble" in parts and self.flow.phase == "ai":
            self.paint.thinking(surface, self.bubble_at(place), tick)

    def _glow(self, surface: pygame.Surface, r: pygame.Rect, tick: int) -> None:
        """The pulsing ring just inside ``r`` (6 px, corners of radius 16),
        drawn on a kept surface of its size and blitted by its edges only:
        inside them it is fully transparent, which leaves the pixels under
        it as they are (the same picture as blitting all of it)."""
        glow = self.__dict__.setdefault("_glows", {}).get(r.size)
        if glow is None:
            glow = self.__dict__["_glows"][r.size] = pygame.Surface(r.size, pygame.SRCALPHA)
        else:
            glow.fill((0, 0, 0, 0))
        p = theme.pulse(tick, 60)
        pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, int(70 + 70 * p)), glow.get_rect(), 6, border_radius=16)
        w, h = r.size
        e = 16   # the corners' radius: the ring lies within this band of each edge
        for band in ((0, 0, w, e), (0, h - e, w, e), (0, e, e, h - 2 * e), (w - e, e, e, h - 2 * e)):
            surface.blit(glow, (r.x + band[0], r.y + band[1]), band)

    def bubble_at(self, place: int) -> tuple[int, int]:
        """Where the thinking bubble of the seat at ``place`` goes."""
        area = pygame.Rect(self.flow.geo[f"trophies_{place}"])
        return (area.centerx, area.top - 20) if place in (1, 3) else (area.left - 40, area.top + 16)

    def _scoreboard(self, surface, seat: int, place: int, active: bool, tick: int) -> None:
        """A seat's trophies area: name, score (counting up), a crown for a
        winner (inside the header: it covers neither the name nor the edge
        of the screen), and its dishes (sprites, drawn later)."""
        flow = self.flow
        area = pygame.Rect(flow.geo[f"trophies_{place}"])
        body = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (*theme.CHOCOLATE, 150), body.get_rect(), border_radius=12)
        surface.blit(body, area)
        layout_audit.mark(surface, f"scoreboard {seat}", area, "panel")
        col = SEAT_COLORS[seat % len(SEAT_COLORS)]
        head = pygame.Rect(area.left, area.top, area.w, HEADER_H)
        crowned = seat in flow.crowned
        fill = theme.MUSTARD if active or crowned else (*col,)
        pygame.draw.rect(surface, fill, head, border_top_left_radius=12, border_top_right_radius=12)
        name = self.names.name(seat)
        ink = theme.INK if active or crowned else theme.ink_on(col)   # a light seat colour takes dark ink
        score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
        text = self.app.text
        rtl = text.rtl
        score_w = text.width(str(score), 24, "display")
        crown_w = 34 if crowned else 0
        # the seat's shape first (theme.seat_token: seats apart without colour),
        # unless the name would not fit beside it and a crown (a narrow board)
        token = HEADER_H // 2 - 3
        tok_w = 2 * token + 8
        if text.width(name, 12, "bold") > area.w - score_w - crown_w - 22 - tok_w:
            token, tok_w = 0, 0
        room = area.w - score_w - crown_w - 22 - tok_w
        size = 18
        while size > 11 and text.width(name, size, "bold") > room:
            size -= 1
        if size == 18:   # the Text size setting, as far as the header holds the name
            size = grown(text, 18, lambda k: text.width(name, k, "bold") <= room
                         and text.size(name, k, "bold")[1] <= HEADER_H + 12)
        name_box = pygame.Rect(head.left + 4 + tok_w, head.top, room + 8, head.h)
        if rtl:
            name_box.right = head.right - 4 - tok_w
        tok_c = (head.right - 6 - token, head.centery) if rtl else (head.left + 6 + token, head.centery)
        if token:
            theme.seat_token(surface, seat, tok_c, token, edge=ink)
        text.draw(surface, name, size, ink, (head.right - 8 - tok_w, head.centery) if rtl
                  else (head.left + 8 + tok_w, head.centery), "midright" if rtl else "midleft", role="bold",
                  box=name_box)
        score_at = (head.left + 8, head.centery) if rtl else (head.right - 8, head.centery)
        text.draw(surface, str(score), 24, ink, score_at, "midleft" if rtl else "midright", role="display")
        if crowned:  # between the name and the score
            cx = score_at[0] + score_w + 19 if rtl else score_at[0] - score_w - 19
            common.crown(surface, (cx, head.centery + 1), tick, 0.42)
        pygame.draw.rect(surface, theme.CHOCOLATE, area, 2, border_radius=12)
        if not flow.model.dishes[seat]:
            text.draw(surface, text.tr("foodies.table.no_dishes"), 14, (230, 210, 190),
                      (area.centerx, area.centery + HEADER_H // 2), "center", "bold")

    def more_tiles(self, surface: pygame.Surface) -> None:
        """A scoreboard with more dishes than rows: "+N more" on the pile of
        the older ones (the first row); pointing at the scoreboard or Tab
        lists them all (``dish_list``)."""
        for seat in range(self.flow.seats):
            self.more_tile(surface, seat)

    def more_tile(self, surface: pygame.Surface, seat: int) -> None:
        """``more_tiles`` for one seat."""
        flow = self.flow
        text = self.app.text
        area = flow.geo.dish_area(flow.places[seat])
        more = board_more(area, len(flow.model.dishes[seat]))
        if not more:
            return
        r = pygame.Rect(area[0], area[1], area[2], TILE_H)
        pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, theme.MUSTARD, r, 2, border_radius=r.h // 2)
        layout_audit.mark(surface, f"more dishes {seat}", r, "panel")
        words = text.tr("foodies.table.more_dishes", n=more)
        size = text.fit_box(words, min(text.reading_size(13), 16), r.inflate(-14, 0), "bold", least=10)
        text.draw(surface, words, size, theme.CREAM, r.center, "center", role="bold", box=r)

    def board_at(self, pos) -> int | None:
        """The seat whose scoreboard is under ``pos`` (None: none)."""
        flow = self.flow
        for seat in range(flow.seats):
            if pygame.Rect(flow.geo[f"trophies_{flow.places[seat]}"]).collidepoint(pos):
                return seat
        return None

    def dish_list(self, surface: pygame.Surface) -> None:
        """The dishes of the scoreboard in focus (pointed at, or picked with
        Tab), all of them, with names and points, beside it."""
        flow = self.flow
        seat = self.r.picked_board
        if seat is None and self.r.pointer is not None:
            seat = self.board_at(self.r.pointer)
        if seat is None or seat >= flow.seats or not flow.model.dishes[seat]:
            return
        dishes = list(flow.model.dishes[seat])
        text = self.app.text
        cols = 1 if len(dishes) <= 6 else 2
        rows = -(-len(dishes) // cols)
        tw, gap = 176, 6
        title = text.tr("foodies.table.dish_list", who=self.names.name(seat), n=len(dishes))
        w = max(cols * tw + (cols - 1) * gap + 24, text.width(title, 16, "bold") + 28)
        h = 44 + rows * (TILE_H + 4) + 8
        box = pygame.Rect(0, 0, w, h)
        board = pygame.Rect(flow.geo[f"trophies_{flow.places[seat]}"])
        screen = surface.get_rect().inflate(-12, -12)
        # beside the scoreboard, toward the table's middle, kept on screen
        if board.centerx > 640:
            box.topright = (board.left - 8, board.top)
        else:
            box.topleft = (board.right + 8, board.top)
        if board.top > 360:
            box.bottom = board.bottom
        box.clamp_ip(screen)
        with layout_audit.overlay():  # a pop-up over the table by design
            theme.panel(surface, box, fill=theme.CREAM, border=theme.CHOCOLATE, radius=14, border_width=3,
                        shadow=8)
            at = (box.right - 12, box.top + 20) if text.rtl else (box.left + 12, box.top + 20)
            text.draw(surface, title, 16, theme.INK, at, "start", role="bold")
            for i, rid in enumerate(dishes):
                col, row = divmod(i, rows)
                x = box.right - 12 - tw - col * (tw + gap) if text.rtl else box.left + 12 + col * (tw + gap)
                surface.blit(self.art.trophy(rid, (tw, TILE_H)), (x, box.top + 40 + row * (TILE_H + 4)))

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
        # above the prompt pill, which grows with the Text size setting (placed as the HUD places it)
        top = 392
        prompt = flow.prompt() if self.r.show_prompt else None
        if prompt is not None:
            words, span = self.names.tr(prompt), self.areas.message_span()
            size = text.reading_size(22)
            while size > 14 and text.width(words, size, "bold") > span.w - 30:
                size -= 1
            pill = pygame.Rect((0, 0), text.size(words, size, "bold"))
            pill.center = pygame.Rect(flow.geo["hud_prompt"]).center
            pill.inflate_ip(30, 12)
            pill.clamp_ip(span)
            top = min(top, pill.top - 8 - 104)
        order = range(n) if not text.rtl else reversed(range(n))
        for i, seat in enumerate(order):
            r = pygame.Rect(x0 + i * (cw + gap), top, cw, 104)
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
            if won:  # above the box, clear of its name
                self.paint.crown(surface, (r.centerx, r.top - 30), tick)
