"""Drawing a Foodies ``TableFlow`` onto the logical 1280×720 surface.

Everything drawn depends only on the flow and the tick count (never the wall
clock), so headless screenshots are byte-identical between runs."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.foodies import hint as hints
from game.client.foodies.card_art import FoodiesArt
from game.client.foodies.geometry import HEADER_H
from game.client.foodies.table_flow import ACTIONS, Message, TableFlow
from game.rules.foodies.cards import catalog

GLOW_OK = (120, 220, 110)
GLOW_BAD = (235, 60, 40)
SEAT_COLORS = [(214, 69, 43), (60, 140, 200), (79, 150, 60), (150, 80, 170)]
PANEL_FILL = (*theme.CHOCOLATE, 215)
MINI_CARD = (32, 45)        # the known top of the deck, under the deck


class TableRenderer:
    def __init__(self, app: Any, flow: TableFlow, layout: Any = None) -> None:
        self.app = app
        self.flow = flow
        self.layout = layout
        self.art = FoodiesArt(app.text)
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self.hover: str | None = None          # a HUD button under the mouse
        self.show_buttons = True
        self.show_prompt = True

    # -- text ------------------------------------------------------------------
    def ing_name(self, kind: str) -> str:
        return self.app.text.tr(f"ingredient.{kind}")

    def recipe_name(self, rid: int) -> str:
        rec = catalog().recipes[rid]
        return self.app.text.tr(rec.key) if self.app.text.has(rec.key) else rec.name

    def tr(self, msg: Message | str, short: bool = False) -> str:
        """A message in the player's language; ``short`` names seats without
        their AI level ("CPU 2", as the log and the recipe labels do)."""
        if isinstance(msg, str):
            return self.app.text.tr(msg)
        key, params = msg
        who = params.get("actor", params.get("who"))
        if isinstance(who, int) and self.flow.actor_label(who)[0] == "foodies.name.you" \
                and self.app.text.has(key + "_you"):
            key = key + "_you"      # "You win!", not "You wins!"
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k in ("actor", "who"):
                v = self._short(v) if short and isinstance(v, int) else self.name(v)
            elif k == "rival":  # the coach names other seats without their level
                v = self._short(v)
            elif k == "recipe":
                v = self.recipe_name(v)
            elif k == "ing":
                v = self.ing_name(v)
            elif k == "missing":
                v = self.app.text.tr("foodies.list_sep").join(
                    self.app.text.tr("foodies.count_of", n=n, ing=self.ing_name(t)) for t, n in v)
            elif k == "level":
                v = self.app.text.tr(f"foodies.level.{v}")
            elif isinstance(v, tuple):
                v = self.tr(v)
            out[k] = v
        return self.app.text.tr(key, **out)

    def name(self, seat: Any) -> str:
        return self.tr(self.flow.actor_label(seat))

    # -- the frame ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        tick = self.app.tick
        self._background(surface)
        self._spots(surface)
        self._coming_up(surface)
        self._seats(surface, tick)
        self._cards(surface, tick)
        self._hand_counts(surface)
        self._menu_overlays(surface, tick)
        self._pile_counts(surface)
        self._focus(surface, tick)
        self._actions(surface, tick)
        self._effects(surface, tick)
        self._final_scores(surface, tick)
        self._hud(surface, tick)
        if self.show_buttons:
            self._buttons(surface)
        if self.flow.phase == "cover":
            self._cover(surface)

    def _background(self, surface: pygame.Surface) -> None:
        """The table map; the mats of places nobody sits at become plain wood
        (a 2- or 3-seat table shows no empty placeholders)."""
        self._mats_hidden = False
        if common.layout_background(self, surface):
            geo = self.flow.geo
            used = set(self.flow.places.values())
            centers = [(x + w // 2, y + h // 2) for p in range(4) if p not in used
                       for x, y, w, h in (geo[f"place_{p}"], geo[f"trophies_{p}"])]
            self._mats_hidden = common.hide_unused_mats(surface, self.layout, centers)

    def _spots(self, surface: pygame.Surface) -> None:
        """Faint places for the decks and the menu, so an empty spot still reads."""
        geo = self.flow.geo
        for slot in range(3):
            r = pygame.Rect(geo.menu_rect(slot))
            _soft_rect(surface, r, (255, 244, 220, 40), (255, 244, 220, 90))
        for name in ("deck", "used_pile"):
            x, y, w, h = geo[name]
            cw, ch = geo.ing_card()
            r = pygame.Rect(x + (w - cw) // 2 + 4, y + (h - ch) // 2 + 4, cw, ch)
            _soft_rect(surface, r, (255, 244, 220, 30), (255, 244, 220, 80))
        text = self.app.text
        for name, key in (("deck", "foodies.table.deck"), ("used_pile", "foodies.table.used")):
            x, y, w, h = geo[name]
            self._chip(surface, text.tr(key), (x + w // 2, y - 14), 16)
        x, y, w, h = geo["recipe_deck"]
        if self.flow.model.recipe_deck:
            self._chip(surface, text.tr("foodies.table.recipes"), (x + w // 2, y + h + 2), 15)

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
        width = max(row, text.render(text.tr("foodies.table.next"), 15, theme.CREAM, "bold").get_width() + 2)
        if more:
            width = max(width, text.render(text.tr("foodies.table.known_below", n=more), 13, theme.CREAM,
                                           "bold").get_width())
        panel = pygame.Rect(0, 0, width + 18, 24 + mh + (26 if more else 8))
        panel.midtop = (x + w // 2, y + h + 10)
        slots = []
        for i in range(len(cards)):
            off = i * (mw + gap)
            left = panel.right - 9 - mw - off if text.rtl else panel.left + 9 + off
            slots.append(pygame.Rect(left, panel.top + 24, mw, mh))
        return panel, slots

    def _coming_up(self, surface: pygame.Surface) -> None:
        """The known top of the deck (rule book §8: cards put under face up
        are remembered), as the flow's memory says; nothing when the top
        card is hidden, while a put-under card is on show, or at the end."""
        flow = self.flow
        cards, more = flow.coming_up()
        if not cards or flow.model.showcase or flow.model.revealed:
            return
        text = self.app.text
        panel, slots = self.coming_up_rects()
        body = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(body, PANEL_FILL, body.get_rect(), border_radius=10)
        pygame.draw.rect(body, (*theme.MUSTARD, 200), body.get_rect(), 2, border_radius=10)
        surface.blit(body, panel)
        label = text.render(text.tr("foodies.table.next"), 15, theme.MUSTARD_LIGHT, "bold")
        at = label.get_rect(midleft=(panel.left + 9, panel.top + 12)) if not text.rtl else \
            label.get_rect(midright=(panel.right - 9, panel.top + 12))
        surface.blit(label, at)
        for cid, r in zip(cards, slots):
            surface.blit(self._shadow(r.size), r.move(2, 3))
            surface.blit(self.art.ing(flow._types[cid], r.size), r)
        if more:
            text.draw(surface, text.tr("foodies.table.known_below", n=more), 13, theme.CREAM,
                      (panel.centerx, panel.bottom - 12), "center", role="bold")

    def _chip(self, surface, text: str, center, size: int = 16, fill=PANEL_FILL,
              color=theme.CREAM) -> pygame.Rect:
        img = self.app.text.render(text, size, color, "bold")
        r = img.get_rect(center=center).inflate(16, 6)
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=r.h // 2)
        surface.blit(body, r)
        surface.blit(img, img.get_rect(center=r.center))
        return r

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        return common.card_shadow(self._shadows, size, 10)

    # -- cards ----------------------------------------------------------------------
    def face_image(self, key, size) -> pygame.Surface:
        flow = self.flow
        if isinstance(key, int):
            return self.art.ing(flow._types[key], size)
        # A recipe shaped like a trophy tile (wider than tall: at rest in a
        # scoreboard, or nearly there) is drawn as its readable name tile.
        tile = size[0] > size[1] * 1.6
        if key[0] == "r":
            return (self.art.trophy if tile else self.art.recipe)(key[1], size)
        seat, k = key[1], key[2]
        dishes = flow.model.dishes[seat]
        rid = dishes[k] if k < len(dishes) else 0
        return self.art.trophy(rid, size) if tile else self.art.recipe(rid, size)

    def back_image(self, key, size) -> pygame.Surface:
        if isinstance(key, int):
            return self.art.back(size)
        return self.art.recipe_back(size)

    def _cards(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        spot = flow.model.spotlight
        lifted_card = flow.focus_card if flow.phase == "human" and flow.mode in ("swap", "pass", "discard") \
            else None
        order = flow.draw_order()
        # A card at rest under another card at rest in the very same place (the
        # deck pile: 25-30 of the 70 cards) cannot be seen: neither it nor its
        # shadow (the one on top casts the same) is drawn.
        hidden, above = set(), set()
        for sp in reversed(order):
            if sp.moving or sp.key in spot or sp.key == lifted_card:
                continue
            at = tuple(sp.rect)
            if at in above:
                hidden.add(sp.key)
            elif sp.shown_face()[1] == 1.0:
                above.add(at)
        for sp in order:
            x, y, w, h = sp.rect
            if sp.key == lifted_card:
                y -= 26
            face, squash = sp.shown_face()
            dw = max(1, int(round(w * squash)))
            r = pygame.Rect(int(round(x + (w - dw) / 2)), int(round(y)), dw, int(round(h)))
            if r.w < 2 or r.h < 2:
                continue
            if sp.key in hidden:
                continue
            lifted = sp.moving or sp.key in spot or sp.key == lifted_card
            off = 10 if lifted else 4
            surface.blit(self._shadow(r.size), r.move(off // 2 + 1, off))
            img = self.face_image(sp.key, r.size) if face else self.back_image(sp.key, r.size)
            surface.blit(img, r)
            if face and isinstance(sp.key, int) and squash == 1.0 and r.w >= 90 \
                    and sp.key in flow.model.hands[flow.viewer if flow.viewer is not None else 0]:
                self._name_tag(surface, self.ing_name(flow._types[sp.key]), (r.centerx, r.bottom - 14))
            if sp.key in spot and isinstance(sp.key, int):
                pygame.draw.rect(surface, theme.MUSTARD_LIGHT, r.inflate(6, 6), 3,
                                 border_radius=max(4, r.w // 10))

    def _hand_counts(self, surface) -> None:
        """Hidden hands: how many cards each holds (drawn over its cards)."""
        flow = self.flow
        for seat in range(flow.seats):
            if seat in flow.shown_seats or flow.model.revealed:
                continue
            place = flow.places[seat]
            hand = pygame.Rect(flow.geo[f"place_{place}"])
            n = len(flow.model.hands[seat])
            pos = {0: (hand.right - 40, hand.top + 14), 2: (hand.right - 44, hand.bottom - 14)}.get(
                place, (hand.centerx, hand.bottom - 12))
            self._badge(surface, self.app.text.tr("foodies.table.cards", n=n), pos, theme.CHOCOLATE, 15)

    def _name_tag(self, surface, name: str, center) -> None:
        """An ingredient's name on a hand card (the art prints none: it is localised)."""
        img = self.app.text.render(name, 13, theme.INK, "bold")
        r = img.get_rect(center=center).inflate(10, 2)
        pygame.draw.rect(surface, theme.CREAM, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, r, 1, border_radius=r.h // 2)
        surface.blit(img, img.get_rect(center=r.center))

    def _menu_overlays(self, surface: pygame.Surface, tick: int) -> None:
        """On each menu recipe: the "+2 first" ribbon until someone serves it,
        who served it, and — for the viewer — what the hand has and lacks."""
        flow = self.flow
        model = flow.model
        viewer = flow.viewer if flow.phase != "cover" else None
        if viewer is not None and not flow.config.is_human(viewer):
            viewer = None   # a demo: nobody's point of view
        hand_types = Counter(flow._types[c] for c in model.hands[viewer]) if viewer is not None else None
        for slot, rid in enumerate(model.menu):
            if rid is None:
                continue
            sp = flow.sprites.get(("r", rid))
            if sp is None or sp.moving:
                continue
            r = pygame.Rect([int(v) for v in sp.rect])
            served = model.served_by.get(rid, [])
            if not served:
                self._ribbon(surface, r)
            if hand_types is not None and viewer not in served:
                for kind, n, cell in self.art.need_cells(rid, r):
                    have = hand_types[kind]
                    c = (cell.right - 1, cell.bottom - 2)
                    if have >= n:  # what is missing is listed under the card
                        pygame.draw.circle(surface, (60, 150, 60), c, 7)
                        pygame.draw.lines(surface, theme.WHITE, False,
                                          [(c[0] - 4, c[1]), (c[0] - 1, c[1] + 3), (c[0] + 4, c[1] - 3)], 2)
            # Under the card: who served it, and what it means for the viewer.
            below_y = r.bottom + 4
            if served:
                tokens = [(s, SEAT_COLORS[s % len(SEAT_COLORS)]) for s in served]
                total = 22 * len(tokens)
                x0 = r.centerx - total // 2 + 11
                for i, (s, col) in enumerate(tokens):
                    c = (x0 + 22 * i, r.bottom - 14)
                    pygame.draw.circle(surface, theme.SHADOW, (c[0], c[1] + 2), 11)
                    pygame.draw.circle(surface, col, c, 11)
                    pygame.draw.circle(surface, theme.CREAM, c, 11, 2)
                    self.app.text.draw(surface, str(s + 1), 13, theme.WHITE, c, "center", "display")
                label = self.app.text.tr("foodies.menu.served_by", who=", ".join(self._short(s) for s in served))
                below_y += self._fit_chip(surface, label, (r.centerx, below_y), self._chip_room(), 14).h + 2
            if viewer is not None and flow.phase not in ("over",) and not flow.state.over:
                lack = hints.missing([flow._types[c] for c in model.hands[viewer]], rid)
                if viewer in served:
                    self._fit_chip(surface, self.app.text.tr("foodies.menu.you_served"), (r.centerx, below_y),
                                   self._chip_room(), 14, fill=(*theme.CHOCOLATE_LIGHT, 220))
                elif not lack:
                    p = theme.pulse(tick, 70)
                    col = (int(60 + 30 * p), int(140 + 30 * p), 60, 235)
                    self._chip(surface, self.app.text.tr("foodies.menu.ready"), (r.centerx, below_y + 10), 15,
                               fill=col)
                else:
                    self._lack_chip(surface, lack, (r.centerx, below_y + 10))

    def _short(self, seat: int) -> str:
        """A seat's name without the AI level: "You", "Player 2", "CPU 3"."""
        flow = self.flow
        if flow.config.is_human(seat):
            if not flow.hot_seat:
                return self.app.text.tr("foodies.name.you")
            return self.app.text.tr("foodies.name.player", n=seat + 1)
        return self.app.text.tr("foodies.name.cpu", n=seat + 1)

    def _chip_room(self) -> int:
        """How wide a label under a menu recipe may be without reaching its
        neighbour's labels."""
        geo = self.flow.geo
        return geo.menu_rect(1)[0] - geo.menu_rect(0)[0] - 8

    def _fit_chip(self, surface, words: str, top_center, room: int, size: int, fill=PANEL_FILL) -> pygame.Rect:
        """A chip whose top is at ``top_center``, at most ``room`` wide:
        shrunk (down to 12 px) and, if still too wide, on two lines; its rect."""
        text = self.app.text
        while size > 12 and text.width(words, size, "bold") > room - 16:
            size -= 1
        lines = [words] if text.width(words, size, "bold") <= room - 16 else \
            text.wrap(words, size, room - 16, "bold")[:2]
        lh = text.line_height(size, "bold") - 3
        imgs = [text.render(ln, size, theme.CREAM, "bold") for ln in lines]
        r = pygame.Rect(0, 0, max(i.get_width() for i in imgs) + 16, lh * len(lines) + 4)
        r.midtop = (top_center[0], top_center[1] + 1)
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, fill, body.get_rect(), border_radius=min(r.h // 2, 11))
        surface.blit(body, r)
        for i, img in enumerate(imgs):
            surface.blit(img, img.get_rect(center=(r.centerx, r.top + 2 + lh * i + lh // 2)))
        return r

    def _lack_chip(self, surface, lack, center) -> None:
        """"Need: [icon]×n …" in one dark pill."""
        text = self.app.text
        head = text.render(text.tr("foodies.menu.need"), 14, theme.CREAM, "bold")
        parts = []
        for kind, n in lack:   # a lone icon means one card; a count only when more
            count = text.render(f"×{n}", 14, theme.MUSTARD_LIGHT, "bold") if n > 1 else \
                pygame.Surface((0, 1), pygame.SRCALPHA)
            parts.append((self.art.icon(kind, 18), count))
        w = head.get_width() + sum(i.get_width() + t.get_width() + 6 for i, t in parts) + 16
        r = pygame.Rect(0, 0, w, 22)
        r.center = center
        body = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(body, (120, 30, 20, 225), body.get_rect(), border_radius=11)
        surface.blit(body, r)
        seq = [head] + [x for p in parts for x in p]
        if text.rtl:
            seq = [head] + [x for p in parts for x in p]
            x = r.right - 8
            for img in seq:
                x -= img.get_width()
                surface.blit(img, img.get_rect(midleft=(x, r.centery)))
                x -= 3
        else:
            x = r.left + 8
            for img in seq:
                surface.blit(img, img.get_rect(midleft=(x, r.centery)))
                x += img.get_width() + 3

    def _ribbon(self, surface, r: pygame.Rect) -> None:
        """A mustard ribbon on the card's foot, left of the points medallion:
        "+2 first" (the bonus for the first cook to serve it)."""
        text = self.app.text
        label = text.render(text.tr("foodies.menu.first_bonus"), 14, theme.INK, "display")
        w, h = label.get_width() + 22, 22
        band = pygame.Rect(0, 0, w, h)
        band.midleft = (r.left - 6, r.bottom - 24)
        tail = [(band.left, band.bottom), (band.left + 6, band.bottom + 6), (band.left + 6, band.bottom)]
        pygame.draw.polygon(surface, theme.TOMATO_DARK, tail)
        # A swallow-tailed ribbon: the right end is notched.
        shape = [band.topleft, (band.right + 8, band.top), (band.right, band.centery),
                 (band.right + 8, band.bottom), band.bottomleft]
        pygame.draw.polygon(surface, theme.MUSTARD, shape)
        pygame.draw.polygon(surface, theme.TOMATO_DARK, shape, 2)
        surface.blit(label, label.get_rect(center=(band.centerx + 1, band.centery)))

    def _pile_counts(self, surface: pygame.Surface) -> None:
        flow = self.flow
        geo = flow.geo
        m = flow.model
        for name, n in (("deck", len(m.deck)), ("used_pile", len(m.used))):
            x, y, w, h = geo[name]
            self._badge(surface, str(n), (x + w - 4, y + 14), theme.CHOCOLATE, 18)
        x, y, w, h = geo["recipe_deck"]
        if m.recipe_deck:
            self._badge(surface, str(len(m.recipe_deck)), (x + w - 12, y + h - 20), theme.CHOCOLATE, 16)

    def _badge(self, surface, text: str, center, fill=theme.TOMATO, size: int = 20,
               color=theme.CREAM) -> pygame.Rect:
        return common.badge(surface, self.app.text, text, center, fill=fill, size=size, color=color,
                            border=theme.MUSTARD, pad=(16, 6), round_min=True)

    # -- seats --------------------------------------------------------------------
    def _seats(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        if not getattr(self, "_mats_hidden", False):
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
        col = SEAT_COLORS[seat % len(SEAT_COLORS)]
        head = pygame.Rect(area.left, area.top, area.w, HEADER_H)
        fill = theme.MUSTARD if active else (*col,)
        pygame.draw.rect(surface, fill, head, border_top_left_radius=12, border_top_right_radius=12)
        name = self.name(seat)
        ink = theme.INK if active else theme.WHITE
        score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
        text = self.app.text
        score_img = text.render(str(score), 24, ink, "display")
        room = area.w - score_img.get_width() - 22
        size = 18
        while size > 11 and text.render(name, size, ink, "bold").get_width() > room:
            size -= 1
        name_img = text.render(name, size, ink, "bold")
        if text.rtl:
            surface.blit(name_img, name_img.get_rect(midright=(head.right - 8, head.centery)))
            surface.blit(score_img, score_img.get_rect(midleft=(head.left + 8, head.centery)))
        else:
            surface.blit(name_img, name_img.get_rect(midleft=(head.left + 8, head.centery)))
            surface.blit(score_img, score_img.get_rect(midright=(head.right - 8, head.centery)))
        pygame.draw.rect(surface, theme.CHOCOLATE, area, 2, border_radius=12)
        if not flow.model.dishes[seat]:
            text.draw(surface, text.tr("foodies.table.no_dishes"), 14, (230, 210, 190),
                      (area.centerx, area.centery + HEADER_H // 2), "center", "bold")
        if seat in flow.crowned:
            self._crown(surface, (area.centerx, area.top - 4), tick)
        if active and flow.phase == "ai":
            c = (area.centerx, area.top - 20) if place in (1, 3) else (area.left - 40, area.top + 16)
            self._thinking(surface, c, tick)

    def _thinking(self, surface, center, tick: int) -> None:
        """A speech bubble with dots that bounce in turn (the AI is thinking)."""
        common.thinking_bubble(surface, center, tick, period=8, lag=0.9, shadow=True)

    def _crown(self, surface, center, tick: int) -> None:
        common.crown(surface, center, tick)

    # -- the human's choice ----------------------------------------------------------
    def _focus(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        if flow.phase != "human":
            return
        legal = flow.legal
        hint = flow.hint_action
        if flow.mode == "serve":
            ok = hints.servable(legal)
            for slot, rid in enumerate(flow.model.menu):
                if rid is None:
                    continue
                r = pygame.Rect(flow.geo.menu_rect(slot))
                if slot == flow.focus_recipe:
                    self._ring(surface, r, tick, rid in ok)
                elif rid in ok:
                    pygame.draw.rect(surface, GLOW_OK, r.inflate(8, 8), 3, border_radius=12)
                if hint and hint.get("type") == "serve" and hint.get("recipe") == rid:
                    self._hint_badge(surface, (r.centerx, r.top - 12))
            rid = flow.model.menu[flow.focus_recipe] if flow.focus_recipe < 3 else None
            if rid in ok:
                # The cards this serve would use (rule: the first of each type in hand).
                from game.rules.foodies.engine import ingredients_for
                for cid in ingredients_for(flow.state, flow.state.to_move, rid) or []:
                    sp = flow.sprites.get(cid)
                    if sp is not None:
                        r = pygame.Rect([int(v) for v in sp.rect])
                        p = theme.pulse(tick, 50)
                        pygame.draw.rect(surface, GLOW_OK, r.inflate(6 + 3 * p, 6 + 3 * p), 4, border_radius=12)
        elif flow.mode in ("swap", "pass", "discard") and flow.focus_card is not None:
            r = pygame.Rect([int(v) for v in flow.card_rect(flow.focus_card)])
            if r.w:
                self._ring(surface, r, tick, True)
            if hint and hint.get("card") is not None:
                hr = pygame.Rect([int(v) for v in flow.card_rect(hint["card"])])
                if hr.w:
                    self._hint_badge(surface, (hr.centerx, hr.top + 16))

    def _ring(self, surface, r: pygame.Rect, tick: int, ok: bool) -> None:
        if ok:
            # An outline only: the framework's ring fills its glow, which
            # would wash out the card's picture.
            p = theme.pulse(tick)
            grow = 4 + int(3 * p)
            outer = r.inflate(grow * 2, grow * 2)
            halo = pygame.Surface(outer.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(halo, (*theme.MUSTARD_LIGHT, int(90 + 80 * p)), halo.get_rect(), 6,
                             border_radius=18)
            surface.blit(halo, outer.inflate(12, 12))
            pygame.draw.rect(surface, theme.MUSTARD, outer, 5, border_radius=12 + grow)
        else:
            p = theme.pulse(tick)
            pygame.draw.rect(surface, GLOW_BAD, r.inflate(8 + 4 * p, 8 + 4 * p), 5, border_radius=12)

    def _hint_badge(self, surface, center) -> None:
        self._badge(surface, self.app.text.tr("foodies.hint.badge"), center, theme.BASIL, 16)

    def _actions(self, surface: pygame.Surface, tick: int) -> None:
        """Draw / Swap / Serve / Pass (or Cancel while picking)."""
        flow = self.flow
        if flow.phase != "human":
            return
        rects = flow.action_rects()
        if not rects:
            return
        legal_kinds = hints.kinds(flow.legal)
        text = self.app.text
        for k, rr in rects.items():
            r = pygame.Rect(rr)
            focused = k in ACTIONS and flow.mode == "actions" and ACTIONS[flow.focus_action] == k
            enabled = k == "cancel" or k in legal_kinds
            if focused:
                theme.focus_ring(surface, r, tick, radius=12)
            fill = theme.MUSTARD if focused else theme.CREAM if enabled else (190, 175, 155)
            theme.panel(surface, r, fill=fill, border=theme.CHOCOLATE, radius=12, border_width=3, shadow=5)
            color = theme.INK if enabled else (120, 105, 95)
            text.draw(surface, text.tr(f"foodies.action.{k}"), 22, color, r.center, "center", role="display")
            hint = flow.hint_action
            if hint and hint["type"] == k and flow.mode == "actions":
                self._hint_badge(surface, (r.right - 14, r.top - 6))

    # -- effects ----------------------------------------------------------------------
    def _effects(self, surface: pygame.Surface, tick: int) -> None:
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
                c = (a.centerx, a.top - 26 - rise) if place != 2 else (a.centerx, a.bottom + 30 - rise // 2)
                img = text.render(label, 40, theme.MUSTARD_LIGHT, "display")
                sh = text.render(label, 40, theme.TOMATO_DARK, "display")
                img.set_alpha(int(255 * alpha))
                sh.set_alpha(int(255 * alpha))
                surface.blit(sh, sh.get_rect(center=(c[0] + 2, c[1] + 3)))
                surface.blit(img, img.get_rect(center=c))
                if e.data["first"]:
                    self._chip(surface, text.tr("foodies.fx.first"), (c[0], c[1] - 34), 16,
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
                    self._chip(surface, label, (x + w // 2, y - 10), 15, fill=(*theme.TOMATO_DARK, 230))
            elif e.kind == "banner":
                self._banner(surface, e)
        for p in flow.particles:
            fade = 1 - p.t / p.life
            s = max(1, int(p.size * fade + 1))
            pygame.draw.circle(surface, p.color, (int(p.x), int(p.y)), s)

    def _final_scores(self, surface, tick: int) -> None:
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
            name = self.name(seat)
            size = 20
            while size > 12 and text.render(name, size, theme.INK, "bold").get_width() > cw - 20:
                size -= 1
            text.draw(surface, name, size, theme.INK, (r.centerx, r.top + 22), "center", role="bold")
            score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
            text.draw(surface, str(score), 48, theme.INK, (r.centerx, r.top + 68), "center", role="display")
            if won:
                self._crown(surface, (r.centerx, r.top - 8), tick)

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
        band = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (*theme.CHOCOLATE, int(235 * fade)), band.get_rect(), border_radius=26)
        pygame.draw.rect(band, (*theme.MUSTARD, int(255 * fade)), band.get_rect(), 5, border_radius=26)
        surface.blit(band, r)
        title = text.render(self.tr(e.data["title"]), 44, theme.MUSTARD_LIGHT, "display")
        sub = text.render(self.tr(e.data["sub"]), 22, theme.CREAM, "bold")
        for img in (title, sub):
            img.set_alpha(int(255 * fade))
        surface.blit(title, title.get_rect(center=(r.centerx, r.top + 42)))
        surface.blit(sub, sub.get_rect(center=(r.centerx, r.top + 88)))

    # -- HUD ------------------------------------------------------------------------
    def buttons(self) -> dict[str, pygame.Rect]:
        """On-screen buttons for mouse players: hint and the pause menu."""
        x, y, w, h = self.hud_rect("hud_round")
        bw, bh, gap = 84, 32, 10
        if self.app.text.rtl:  # mirrored: Menu at the left edge, Hint to its right
            menu = pygame.Rect(x, y + h + 8, bw, bh)
            return {"hint": menu.move(bw + gap, 0), "menu": menu}
        menu = pygame.Rect(x + w - bw, y + h + 8, bw, bh)
        hint = menu.move(-(bw + gap), 0)
        return {"hint": hint, "menu": menu}

    def hud_rect(self, name: str) -> pygame.Rect:
        """The top bar's two corners; in a right-to-left language they swap,
        so the turn title (and key hints) sit at the right screen edge and
        the round counter (and buttons) at the left."""
        if self.app.text.rtl:
            name = {"hud_turn": "hud_round", "hud_round": "hud_turn"}.get(name, name)
        return pygame.Rect(self.flow.geo[name])

    def _buttons(self, surface: pygame.Surface) -> None:
        flow = self.flow
        for name, r in self.buttons().items():
            if name == "hint" and flow.phase != "human":
                continue
            common.pill_button(surface, self.app.text, r, self.app.text.tr(f"foodies.button.{name}"), 18,
                               self.hover == name)

    def _hud(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        text = self.app.text
        turn = self.hud_rect("hud_turn")
        if flow.phase == "over" or flow.state.over:
            msg = text.tr("foodies.hud.game_over")
        elif flow.current_actor is not None:
            msg = self.tr(("foodies.hud.turn", {"who": flow.current_actor}))
        else:
            msg = ""
        if msg:
            text.draw(surface, msg, text.fit_size(msg, 28, turn.width, "display"), theme.CREAM,
                      turn.midleft if not text.rtl else turn.midright, "start", role="display",
                      shadow=theme.SHADOW)
        rnd = self.hud_rect("hud_round")
        st = flow.state
        total = st.round if st.over else st.round + -(-len(st.recipe_deck) // 3)
        text.draw(surface, text.tr("foodies.hud.round", n=flow.model.round, total=total), 26, theme.CREAM,
                  rnd.midright if not text.rtl else rnd.midleft, "end", role="display", shadow=theme.SHADOW)
        if flow.phase == "human" and self.show_buttons:
            keys = self._keys_hint()
            if keys:
                at = (turn.left, turn.bottom + 12) if not text.rtl else (turn.right, turn.bottom + 12)
                for i, ln in enumerate(text.wrap(keys, 16, max(turn.width, 180), "bold")[:3]):
                    text.draw(surface, ln, 16, theme.MUSTARD_LIGHT, (at[0], at[1] + 20 * i), "start",
                              role="bold", shadow=theme.SHADOW)
        self._log(surface)
        box = pygame.Rect(geo["hud_prompt"])
        # A refusal / hint message sits in the band under the action row; a
        # long one wraps downwards over the prompt (which it then replaces),
        # never upwards over the buttons. The hint's reason stays until the
        # player moves.
        note = None
        if flow.toast is not None:
            note = (self.tr(flow.toast.message),
                    (255, 226, 214) if flow.toast.error else theme.CREAM,
                    theme.TOMATO if flow.toast.error else theme.BASIL)
        elif flow.hint_why is not None and flow.phase == "human":
            note = (self.tr(flow.hint_why), (232, 246, 224), theme.BASIL)
        covered = False
        if note is not None:
            r = self._note(surface, note[0], note[1], note[2])
            covered = r.bottom > box.top + 4
        prompt = flow.prompt() if self.show_prompt and not covered else None
        if prompt is not None:
            words = self.tr(prompt)
            span = self._message_span()
            size = 22
            while size > 14 and text.render(words, size, theme.INK, "bold").get_width() > span.w - 30:
                size -= 1
            img = text.render(words, size, theme.INK, "bold")
            r = img.get_rect(center=box.center).inflate(30, 12)
            r.clamp_ip(span)
            fill = theme.MUSTARD_LIGHT if flow.mode == "discard" and flow.phase == "human" else theme.CREAM
            theme.panel(surface, r, fill=fill, border=theme.CHOCOLATE, radius=r.h // 2, border_width=3, shadow=4)
            surface.blit(img, img.get_rect(center=r.center))

    def _message_span(self) -> pygame.Rect:
        """Where the prompt and messages may lie: across the mat, clear of
        the recipe deck (and its label) on the right."""
        geo = self.flow.geo
        box = pygame.Rect(geo["hud_prompt"])
        right = min(box.right, geo["recipe_deck"][0] - 8)
        left = max(box.left - 34, 214)
        return pygame.Rect(left, box.top - 60, right - left, box.h + 60)

    def _note(self, surface: pygame.Surface, words: str, fill, border) -> pygame.Rect:
        """A message box whose top sits just under the action row: one line
        if it fits at a readable size, else wrapped (growing downwards)."""
        text = self.app.text
        span = self._message_span()
        top = self.flow.geo["actions"][1] + self.flow.geo["actions"][3] + 4
        inner = span.w - 36
        size = 22
        while size > 17 and text.width(words, size, "bold") > inner:
            size -= 1
        lines = [words] if text.width(words, size, "bold") <= inner else text.wrap(words, 18, inner, "bold")
        size = size if len(lines) == 1 else 18
        lh = size + 6
        most = max(1, (span.bottom - top - 12) // lh)   # down to the hand, never up over the buttons
        if len(lines) > most:
            lines = lines[:most]
            lines[-1] = lines[-1].rstrip(" .,;:") + "…"
        w = max(text.width(ln, size, "bold") for ln in lines) + 36
        r = pygame.Rect(0, top, min(span.w, max(w, 240)), 12 + lh * len(lines))
        r.centerx = self.flow.geo["actions"][0] + self.flow.geo["actions"][2] // 2
        r.left = max(span.left, min(r.left, span.right - r.w))
        theme.panel(surface, r, fill=fill, border=border, radius=14, border_width=4, shadow=6)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.INK, (r.centerx, r.top + 6 + lh * i + lh // 2), "center",
                      role="bold")
        return r

    def _log(self, surface: pygame.Surface) -> None:
        """The last things that happened, newest at the bottom (bottom-left corner)."""
        common.log_box(surface, self.app.text, [self.tr(m, short=True) for m in self.flow.log[-4:]],
                       pygame.Rect(10, 562, 232, 152), size=15, lh=19, inset=10, vpad=6,
                       alpha=150, radius=12, old_color=(215, 190, 165))

    def _keys_hint(self) -> str:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return ""
        if inp.last_device == "mouse":
            return self.app.text.tr("foodies.keys_mouse")
        return self.app.text.tr("foodies.keys", move=common.move_prompt(inp),
                                confirm=inp.prompt("confirm"), hint=inp.prompt("hint"),
                                back=inp.prompt("back"))

    def _cover(self, surface: pygame.Surface) -> None:
        tr = self.app.text.tr
        common.cover(surface, self.app.text, tr("foodies.cover.title", who=self.name(self.flow.state.to_move)),
                     tr("foodies.cover.body"), tr("foodies.cover.go", button=common.confirm_prompt(self.app)))


def _soft_rect(surface, r: pygame.Rect, fill, border) -> None:
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, fill, s.get_rect(), border_radius=10)
    pygame.draw.rect(s, border, s.get_rect(), 2, border_radius=10)
    surface.blit(s, r)
