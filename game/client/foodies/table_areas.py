"""Where the Foodies table's drawn pieces sit (beyond the map's anchors,
game/client/foodies/geometry.py): the HUD buttons and corners (mirrored in a
right-to-left language), the "Next:" panel under the deck, the band for
messages and the room for a label under a menu recipe. The renderer's
hit-testing (`buttons`) and its painters ask here."""
from __future__ import annotations

import pygame

from game.client.foodies.paint import MINI_CARD, Part


class TableAreas(Part):
    def buttons(self) -> dict[str, pygame.Rect]:
        """On-screen buttons for mouse players: hint and the pause menu."""
        x, y, w, h = self.areas.hud_rect("hud_round")
        bw, bh, gap = 84, 32, 10
        if self.app.text.rtl:  # mirrored: Menu at the left edge, Hint to its right
            menu = pygame.Rect(x, y + h + 8, bw, bh)
            return {"hint": menu.move(bw + gap, 0), "menu": menu}
        menu = pygame.Rect(x + w - bw, y + h + 8, bw, bh)
        hint = menu.move(-(bw + gap), 0)
        return {"hint": hint, "menu": menu}

    def quiet_rect(self, width: int, height: int = 28) -> pygame.Rect:
        """The cold kitchen's count: a pill ``width`` wide (at most
        ``quiet_room``) under the Hint and Menu buttons, at the round
        counter's screen edge (mirrored in a right-to-left language); a
        renderer with a ``quiet_spot`` (the tutorial, whose narration covers
        the top) puts its top-left there (the table's seats do not mirror,
        so neither does the spot); ``height`` for a pill of two lines."""
        spot = getattr(self.r, "quiet_spot", None)
        if spot is not None:
            x, y, w = spot
            return pygame.Rect(x, y, width, height)
        x, y, w, h = self.areas.hud_rect("hud_round")
        r = pygame.Rect(0, y + h + 8 + 32 + 8, width, height)
        if self.app.text.rtl:
            r.left = x
        else:
            r.right = x + w
        return r

    def quiet_room(self) -> int:
        """How wide the cold kitchen's pill may be: up to the top seat's
        scoreboard, which shares the top edge (a longer text wraps)."""
        spot = getattr(self.r, "quiet_spot", None)
        if spot is not None:
            return spot[2]
        x, y, w, h = self.areas.hud_rect("hud_round")
        board = pygame.Rect(self.flow.geo["trophies_2"]).union(pygame.Rect(self.flow.geo["place_2"]))
        if self.app.text.rtl:
            return 360 if board.left > x + 360 + 8 else max(160, board.left - 8 - x)
        return min(360, x + w - board.right - 8)

    def hud_rect(self, name: str) -> pygame.Rect:
        """The top bar's two corners; in a right-to-left language they swap,
        so the turn title (and key hints) sit at the right screen edge and
        the round counter (and buttons) at the left."""
        if self.app.text.rtl:
            name = {"hud_turn": "hud_round", "hud_round": "hud_turn"}.get(name, name)
        return pygame.Rect(self.flow.geo[name])

    def coming_up_rects(self) -> tuple[pygame.Rect, list[pygame.Rect]]:
        """The "Next:" panel under the deck, as wide as its content, and its
        mini-card slots (top of the deck first: left to right, right to left
        in Persian)."""
        flow = self.flow
        text = self.app.text
        cards, more = flow.coming_up()
        x, y, w, h = flow.geo["deck"]
        mw, mh, gap = MINI_CARD[0], MINI_CARD[1], 4
        row = len(cards) * mw + max(0, len(cards) - 1) * gap
        width = max(row, text.width(text.tr("foodies.table.next"), 15, "bold") + 2)
        if more:
            width = max(width, text.width(text.tr("foodies.table.known_below", n=more), 13, "bold"))
        panel = pygame.Rect(0, 0, width + 18, 24 + mh + (26 if more else 8))
        panel.midtop = (x + w // 2, y + h + 10)
        slots = []
        for i in range(len(cards)):
            off = i * (mw + gap)
            left = panel.right - 9 - mw - off if text.rtl else panel.left + 9 + off
            slots.append(pygame.Rect(left, panel.top + 24, mw, mh))
        return panel, slots

    def message_span(self) -> pygame.Rect:
        """Where the prompt and messages may lie: across the mat, clear of
        the recipe deck (and its label) on the right."""
        geo = self.flow.geo
        box = pygame.Rect(geo["hud_prompt"])
        right = min(box.right, geo["recipe_deck"][0] - 8)
        left = max(box.left - 34, 214)
        return pygame.Rect(left, box.top - 60, right - left, box.h + 60)

    def chip_room(self) -> int:
        """How wide a label under a menu recipe may be without reaching its
        neighbour's labels."""
        geo = self.flow.geo
        return geo.menu_rect(1)[0] - geo.menu_rect(0)[0] - 8
