"""What the Foodies table shows on each menu recipe: the "+2 first" ribbon
until someone serves it, who served it, and — for the viewer — what the
hand has and lacks."""
from __future__ import annotations

from collections import Counter

import pygame

from game.client import layout_audit, theme
from game.client.foodies import hint as hints
from game.client.foodies.paint import SEAT_COLORS, Part

class MenuPainter(Part):
    def overlays(self, surface: pygame.Surface, tick: int) -> None:
        """On each menu recipe: the "+2 first" ribbon until someone serves it,
        who served it, and — for the viewer — what the hand has and lacks."""
        for slot in self.slots():
            self.slot(surface, slot, tick)

    def slots(self) -> list[tuple]:
        """What each menu recipe at rest shows, one tuple per recipe (all
        its marks follow from it): (rid, rect, who served it, the viewer's
        need marks, the line under it — "you served", "ready", the lack —
        or None)."""
        flow = self.flow
        model = flow.model
        viewer = flow.viewer if flow.phase != "cover" else None
        if viewer is not None and not flow.config.is_human(viewer):
            viewer = None   # a demo: nobody's point of view
        hand_types = Counter(flow._types[c] for c in model.hands[viewer]) if viewer is not None else None
        out = []
        for rid in model.menu:
            if rid is None:
                continue
            sp = flow.sprites.get(("r", rid))
            if sp is None or sp.moving:
                continue
            r = pygame.Rect([int(v) for v in sp.rect])
            served = tuple(model.served_by.get(rid, []))
            marks: tuple = ()
            if hand_types is not None and viewer not in served:
                marks = tuple((kind, n, tuple(cell), hand_types[kind] >= n)
                              for kind, n, cell in self.art.need_cells(rid, r))
            line = None
            if viewer is not None and flow.phase not in ("over",) and not flow.state.over:
                lack = hints.missing([flow._types[c] for c in model.hands[viewer]], rid)
                waits = self._serve_waits() if not lack else None
                line = ("served",) if viewer in served else ("lack", tuple(tuple(x) for x in lack)) if lack \
                    else ("waits", waits) if waits is not None else ("ready",)
            out.append((rid, tuple(r), served, marks, line))
        return out

    def slot(self, surface: pygame.Surface, slot: tuple, tick: int) -> None:
        """One menu recipe's marks (``slots``); only "ready" moves (it pulses)."""
        rid, r, served, marks, line = slot
        r = pygame.Rect(r)
        if not served:
            self._ribbon(surface, r)
        for kind, n, cell, enough in marks:
            cell = pygame.Rect(cell)
            c = (cell.right - 1, cell.bottom - 2)
            if enough:  # what is missing is listed under the card
                pygame.draw.circle(surface, (60, 150, 60), c, 7)
                pygame.draw.lines(surface, theme.WHITE, False,
                                  [(c[0] - 4, c[1]), (c[0] - 1, c[1] + 3), (c[0] + 4, c[1] - 3)], 2)
        # Under the card: who served it, and what it means for the viewer.
        below_y = r.bottom + 4
        if served:
            tokens = [(s, SEAT_COLORS[s % len(SEAT_COLORS)]) for s in served]
            total = 22 * len(tokens)
            x0 = r.centerx - total // 2 + 11
            for i, (s, col) in enumerate(tokens):   # each seat's shape and colour (theme.seat_token)
                c = (x0 + 22 * i, r.bottom - 14)
                theme.seat_token(surface, s, c, 10, (str(s + 1), (self.app.text, 13)))
            label = self.app.text.tr("foodies.menu.served_by", who=", ".join(self.names.short(s) for s in served))
            below_y += self.paint.fit_chip(surface, label, (r.centerx, below_y), self.areas.chip_room(), 14).h + 2
        if line is not None:
            if line[0] == "served":
                self.paint.fit_chip(surface, self.app.text.tr("foodies.menu.you_served"), (r.centerx, below_y),
                               self.areas.chip_room(), 14, fill=(*theme.CHOCOLATE_LIGHT, 220))
            elif line == ("waits", "deck_out"):
                pass   # the round ends after these discards: no serve to promise
            elif line[0] == "waits":   # a hand-limit discard comes first; the serve is for a later turn
                self.paint.fit_chip(surface, self.app.text.tr("foodies.menu.ready_later"), (r.centerx, below_y),
                                    self.areas.chip_room(), 14, fill=(*theme.CHOCOLATE_LIGHT, 220))
            elif line[0] == "ready":
                p = theme.pulse(tick, 70)
                col = (int(60 + 30 * p), int(140 + 30 * p), 60, 235)
                self.paint.chip(surface, self.app.text.tr("foodies.menu.ready"), (r.centerx, below_y + 10), 15,
                           fill=col)
            else:
                self._lack_chip(surface, line[1], (r.centerx, below_y + 10))

    def _serve_waits(self) -> str | None:
        """Why "You can serve it!" would mislead now: ``"deck_out"`` while
        the deck-out discards run (the round ends after them), ``"hand_limit"``
        while a hand-limit discard is pending (a discard comes first; serving
        is for a later turn); None otherwise."""
        pending = self.flow.state.pending
        return None if pending is None else pending.reason

    def _lack_chip(self, surface, lack, center) -> None:
        """"Need: [icon]×n …" in one dark pill."""
        text = self.app.text
        need = text.tr("foodies.menu.need")
        head_w = text.width(need, 14, "bold")
        parts = []
        for kind, n in lack:   # a lone icon means one card; a count only when more
            count = f"×{n}" if n > 1 else ""
            parts.append((self.art.icon(kind, 18), count, text.width(count, 14, "bold") if count else 0))
        w = head_w + sum(i.get_width() + cw + 6 for i, _, cw in parts) + 16
        r = pygame.Rect(0, 0, w, 22)
        r.center = center
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (120, 30, 20, 225), body.get_rect(), border_radius=11)
        surface.blit(body, r)
        layout_audit.mark(surface, "need chip", r)
        # (what, width): a text, or an icon surface
        seq = [(need, head_w)] + [x for icon, count, cw in parts for x in ((icon, icon.get_width()), (count, cw))]
        rtl = text.rtl
        x = r.right - 8 if rtl else r.left + 8
        for what, width in seq:
            if rtl:
                x -= width
            if isinstance(what, str):
                if what:
                    text.draw(surface, what, 14, theme.CREAM if what == need else theme.MUSTARD_LIGHT,
                              (x, r.centery), "midleft", role="bold")
            else:
                surface.blit(what, what.get_rect(midleft=(x, r.centery)))
            x = x - 3 if rtl else x + width + 3

    def _ribbon(self, surface, r: pygame.Rect) -> None:
        """A mustard ribbon on the card's foot, left of the points medallion:
        "+2 first" (the bonus for the first cook to serve it)."""
        text = self.app.text
        words = text.tr("foodies.menu.first_bonus")
        w, h = text.width(words, 14, "display") + 22, 22
        band = pygame.Rect(0, 0, w, h)
        band.midleft = (r.left - 6, r.bottom - 24)
        tail = [(band.left, band.bottom), (band.left + 6, band.bottom + 6), (band.left + 6, band.bottom)]
        pygame.draw.polygon(surface, theme.TOMATO_DARK, tail)
        # A swallow-tailed ribbon: the right end is notched.
        shape = [band.topleft, (band.right + 8, band.top), (band.right, band.centery),
                 (band.right + 8, band.bottom), band.bottomleft]
        pygame.draw.polygon(surface, theme.MUSTARD, shape)
        pygame.draw.polygon(surface, theme.TOMATO_DARK, shape, 2)
        text.draw(surface, words, 14, theme.INK, (band.centerx + 1, band.centery), "center", role="display")
