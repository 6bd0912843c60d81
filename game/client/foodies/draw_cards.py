"""The Foodies table's cards: the map and its unused mats, the faint spots of
the piles and the menu, the known top of the deck, every card sprite (the
focused hand card lifted, covered ones skipped), hidden hands' counts and
the piles' counts."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.client.anim import motion

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.grow import grown
from game.client.common.still_layer import Step
from game.client.foodies.paint import PANEL_FILL, Part, soft_rect

class CardsPainter(Part):
    def background(self, surface: pygame.Surface) -> None:
        """The table map; the mats of places nobody sits at become plain wood
        (a 2- or 3-seat table shows no empty placeholders)."""
        self.r.mats_hidden = False
        if common.layout_background(self.r, surface):
            geo = self.flow.geo
            used = set(self.flow.places.values())
            centers = [(x + w // 2, y + h // 2) for p in range(4) if p not in used
                       for x, y, w, h in (geo[f"place_{p}"], geo[f"trophies_{p}"])]
            self.r.mats_hidden = common.hide_unused_mats(surface, self.r.layout, centers)

    def spots(self, surface: pygame.Surface) -> None:
        """Faint places for the decks and the menu, so an empty spot still reads."""
        geo = self.flow.geo
        for slot in range(3):
            r = pygame.Rect(geo.menu_rect(slot))
            soft_rect(surface, r, (255, 244, 220, 40), (255, 244, 220, 90))
        for name in ("deck", "used_pile"):
            x, y, w, h = geo[name]
            cw, ch = geo.ing_card()
            r = pygame.Rect(x + (w - cw) // 2 + 4, y + (h - ch) // 2 + 4, cw, ch)
            soft_rect(surface, r, (255, 244, 220, 30), (255, 244, 220, 80))
        text = self.app.text
        for name, key in (("deck", "foodies.table.deck"), ("used_pile", "foodies.table.used")):
            x, y, w, h = geo[name]
            self.paint.chip(surface, text.tr(key), (x + w // 2, y - 14), 16)
        x, y, w, h = geo["recipe_deck"]
        if self.flow.model.recipe_deck:
            self.paint.chip(surface, text.tr("foodies.table.recipes"), (x + w // 2, y + h + 2), 15)

    def coming_up(self, surface: pygame.Surface) -> None:
        """The known top of the deck (rule book §8: cards put under face up
        are remembered), as the flow's memory says; nothing when the top
        card is hidden, while a put-under card is on show, or at the end."""
        flow = self.flow
        cards, more = flow.coming_up()
        if not cards or flow.model.showcase or flow.model.revealed:
            return
        text = self.app.text
        panel, slots = self.areas.coming_up_rects()
        body = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(body, PANEL_FILL, body.get_rect(), border_radius=10)
        pygame.draw.rect(body, (*theme.MUSTARD, 200), body.get_rect(), 2, border_radius=10)
        surface.blit(body, panel)
        layout_audit.mark(surface, "coming up", panel, "panel")
        at, anchor = ((panel.left + 9, panel.top + 12), "midleft") if not text.rtl else \
            ((panel.right - 9, panel.top + 12), "midright")
        text.draw(surface, text.tr("foodies.table.next"), 15, theme.MUSTARD_LIGHT, at, anchor, role="bold")
        for cid, r in zip(cards, slots):
            surface.blit(self.paint.shadow(r.size), r.move(2, 3))
            surface.blit(self.art.ing(flow._types[cid], r.size), r)
        if more:
            words = text.tr("foodies.table.known_below", n=more)
            below = max(r.bottom for r in slots) if slots else panel.top
            room = pygame.Rect(panel.left + 6, below + 1, panel.w - 12, panel.bottom - 2 - below)
            # the Text size setting, as far as the line stays under the cards
            size = text.fit_box(words, text.reading_size(13), room, "bold", least=13)
            text.draw(surface, words, size, theme.CREAM, (panel.centerx, panel.bottom - 12), "center", role="bold")

    def face_image(self, key, size) -> pygame.Surface:
        flow = self.flow
        if isinstance(key, int):
            return self.art.ing(flow._types[key], size)
        # A recipe shaped like a trophy tile (wider than tall: at rest in a
        # scoreboard, or nearly there) is drawn as its readable name tile.
        tile = size[0] > size[1] * 1.6
        if key[0] == "r":
            return self.art.trophy(key[1], size, points=False) if tile else self.art.recipe(key[1], size)
        seat, k = key[1], key[2]
        dishes = flow.model.dishes[seat]
        rid = dishes[k] if k < len(dishes) else 0
        return self.art.trophy(rid, size, points=False) if tile else self.art.recipe(rid, size)

    def back_image(self, key, size) -> pygame.Surface:
        if isinstance(key, int):
            return self.art.back(size)
        return self.art.recipe_back(size)

    def sprites(self, surface: pygame.Surface, tick: int, resting: bool | None = None) -> None:
        """The card sprites: all of them, or only those at rest (``resting``
        True) or only those in flight (False: gliding or fading in)."""
        for step in self.sprite_steps():
            if resting is None or resting == (step.key is not None):
                step.paint(surface)

    @property
    def _kept_steps(self) -> dict:
        """Each card's last look and step (``sprite_steps``)."""
        kept = self.__dict__.get("_kept")
        if kept is None:
            kept = self.__dict__["_kept"] = {}
        return kept

    def sprite_steps(self) -> list[Step]:
        """Every card sprite as a still_layer step: at rest it is still,
        keyed on the card, the picture it shows, its rect and marks; moving
        or fading in, live."""
        flow = self.flow
        spot = flow.model.spotlight
        lifted_card = flow.focus_card if flow.phase == "human" and flow.mode in ("swap", "pass", "discard") \
            else None
        looks = [(sp, sp.moving, *sp.shown_face()) for sp in flow.draw_order()]
        # A card at rest under another card at rest in the very same place (the
        # deck pile: 25-30 of the 70 cards) cannot be seen: neither it nor its
        # shadow (the one on top casts the same) is drawn.
        hidden, above = set(), set()
        for sp, moving, _face, squash in reversed(looks):
            if moving or sp.key in spot or sp.key == lifted_card:
                continue
            at = tuple(sp.rect)
            if at in above:
                hidden.add(sp.key)
            elif squash == 1.0:
                above.add(at)
        viewer_hand = flow.model.hands[flow.viewer if flow.viewer is not None else 0]
        text = self.app.text
        out: list[Step] = []
        kept = self._kept_steps
        language = (text.language, text.scale, id(flow))   # a swapped flow (the replay viewer): new steps
        for sp, moving, face, squash in looks:
            if sp.key in hidden:
                continue
            # A card whose look has not changed keeps its step (most of them, most frames).
            look = (sp.rect, moving, face, squash, sp.alpha, sp.key in spot, sp.key == lifted_card,
                    sp.key in viewer_hand, language,
                    self._picture(sp.key, face) if not isinstance(sp.key, int) else None)
            old = kept.get(sp.key)
            if old is not None and old[0] == look:
                out.append(old[1])
                continue
            n = len(out)
            x, y, w, h = sp.rect
            if sp.key == lifted_card:
                y -= 26
            dw = max(1, int(round(w * squash)))
            r = pygame.Rect(int(round(x + (w - dw) / 2)), int(round(y)), dw, int(round(h)))
            if r.w < 2 or r.h < 2:
                continue
            lifted = moving or sp.key in spot or sp.key == lifted_card
            off = 10 if lifted else 4
            tag = None
            if face and isinstance(sp.key, int) and squash == 1.0 and r.w >= 90 and sp.key in viewer_hand:
                tag = self.names.ing(flow._types[sp.key])
            spotted = sp.key in spot and isinstance(sp.key, int)
            bound = r.inflate(8, 8).union(r.move(off // 2 + 1, off))
            if tag is not None:   # a long name may be wider than the card
                bound.union_ip(self.paint.name_tag_rect(tag, (r.centerx, r.bottom - 14), r)[0].inflate(4, 4))
            key = None
            if not moving and sp.alpha >= 255:
                key = ("card", sp.key, self._picture(sp.key, face), tuple(r), face, off, tag, spotted)
            out.append(Step(key, bound, functools.partial(self._sprite, sp.key, r, face, off, tag, spotted,
                                                          sp.alpha, moving)))
            if len(out) > n:
                kept[sp.key] = (look, out[-1])
        if len(kept) > 4 * len(looks) + 64:   # cards of another table (the replay viewer swaps flows)
            kept.clear()
        return out

    def _picture(self, key: Any, face: bool) -> Any:
        """What picture a card sprite shows (with its size, all its pixels):
        an ingredient's type, a recipe, a served dish's recipe, or a back."""
        if not face:
            return ("back", isinstance(key, int))
        if isinstance(key, int):
            return self.flow._types[key]
        if key[0] == "r":
            return key
        dishes = self.flow.model.dishes[key[1]]
        return ("dish", dishes[key[2]] if key[2] < len(dishes) else 0)

    def _sprite(self, key: Any, r: pygame.Rect, face: bool, off: int, tag: str | None, spotted: bool,
                alpha: int, moving: bool, surface: pygame.Surface) -> None:
        surface.blit(self.paint.shadow(r.size), r.move(off // 2 + 1, off))
        if moving and (isinstance(key, int) or r.w <= r.h * 1.6):   # (a dish tile: its own drawing)
            img = self._in_flight(key, face, r.size)
        else:
            img = self.face_image(key, r.size) if face else self.back_image(key, r.size)
        surface.blit(motion.faded(img, alpha), r)   # reduced motion: cards fade in
        if not moving:  # a dish tile is a small labelled box; the rest are cards
            tile = not isinstance(key, int) and r.w > r.h * 1.6
            layout_audit.mark(surface, f"{'dish' if tile else 'card'} {key}", r, "panel" if tile else "card")
        if tag is not None:
            self.paint.name_tag(surface, tag, (r.centerx, r.bottom - 14), r)
        if spotted:
            pygame.draw.rect(surface, theme.MUSTARD_LIGHT, r.inflate(6, 6), 3,
                             border_radius=max(4, r.w // 10))

    def _in_flight(self, key: Any, face: bool, size: tuple[int, int]) -> pygame.Surface:
        """A card gliding or turning over: its picture at its size on the
        table (an ingredient's, a menu recipe's: drawn once, kept) scaled to
        ``size``. Drawing it afresh at every size it passes through (scaled
        from the art's file, a recipe's words laid out again) took 2-4 ms a
        frame as a card turned over; at the table's size it is that very
        picture."""
        ref = self.flow.geo.ing_card() if isinstance(key, int) else tuple(self.flow.geo.menu_rect(0))[2:]
        ref = (int(ref[0]), int(ref[1]))
        size = (int(size[0]), int(size[1]))
        if size == ref or size[0] > ref[0] or size[1] > ref[1]:   # larger: drawn at its size
            return self.face_image(key, size) if face else self.back_image(key, size)
        img = self.face_image(key, ref) if face else self.back_image(key, ref)
        return pygame.transform.smoothscale(img, size)

    def hidden_counts(self) -> list[tuple[str, int, tuple[int, int]]]:
        """Each hidden hand's count badge: its words, type size and place
        (``count_badge``); the still layer's steps and ``hand_counts`` draw them."""
        flow = self.flow
        out = []
        for seat in range(flow.seats):
            if seat in flow.shown_seats or flow.model.revealed:
                continue
            place = flow.places[seat]
            hand = pygame.Rect(flow.geo[f"place_{place}"])
            n = len(flow.model.hands[seat])
            pos = {0: (hand.right - 40, hand.top + 14), 2: (hand.right - 44, hand.bottom - 14)}.get(
                place, (hand.centerx, hand.bottom - 12))
            words = self.app.text.tr("foodies.table.cards", n=n)
            size, pos = self.count_badge(words, hand, pos)
            out.append((words, size, pos))
        return out

    def hand_counts(self, surface) -> None:
        """Hidden hands: how many cards each holds (drawn over its cards)."""
        for words, size, pos in self.hidden_counts():
            self.paint.badge(surface, words, pos, theme.CHOCOLATE, size)

    def count_badge(self, words: str, hand: pygame.Rect, pos: tuple[int, int]) -> tuple[int, tuple[int, int]]:
        """A hidden hand's count badge at ``pos``: its type size — 15, grown
        with the Text size setting as far as the badge stays inside the hand
        (it lies on the backs of its cards) at most half its height — and
        its centre, moved in from the hand's ends as it grows."""
        text = self.app.text
        inside = hand.inflate(-8, -4)

        def rect(k: int) -> pygame.Rect:
            r = pygame.Rect((0, 0), text.size(words, k, "bold")).inflate(16, 6)
            r.w = max(r.w, r.h)
            r.center = pos
            return r.clamp(inside)
        size = grown(text, 15, lambda k: 2 * k <= min(hand.h, 60) and inside.contains(rect(k)))
        return size, rect(size).center if size > 15 else pos

    def pile_counts(self, surface: pygame.Surface) -> None:
        flow = self.flow
        geo = flow.geo
        m = flow.model
        for name, n in (("deck", len(m.deck)), ("used_pile", len(m.used))):
            x, y, w, h = geo[name]
            self.paint.badge(surface, str(n), (x + w - 4, y + 14), theme.CHOCOLATE, 18)
        x, y, w, h = geo["recipe_deck"]
        if m.recipe_deck:
            self.paint.badge(surface, str(len(m.recipe_deck)), (x + w - 12, y + h - 20), theme.CHOCOLATE, 16)
