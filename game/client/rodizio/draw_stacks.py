"""The Rodízio table's stacks: every card sprite (at rest a still step,
keyed on the card, its face, rect and marks; moving or fading in, live),
the value badges of covered cards whose art's value the cards above hide,
each column's top card framed, and the plates' numbers. A part of the
renderer (``TableRenderer.stacks``)."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.client import layout_audit, theme
from game.client.anim import motion
from game.client.common.still_layer import Step
from game.client.rodizio.board_view import value_badges
from game.client.rodizio.table_model import PLATE_KEYS


class StacksPainter:
    def __init__(self, r: Any) -> None:
        self.r = r

    def card_steps(self, add: Any) -> None:
        """Every card sprite as a step: at rest it is still, keyed on the
        card, its face, rect and marks; moving or fading in, live."""
        flow = self.r.flow
        spot = flow.model.spotlight
        covered = {cid for stack in flow.model.plates for cid in stack[:-1]}
        badges = self._value_badges(covered)
        for sp in flow.draw_order():
            x, y, w, h = sp.rect
            face, squash = sp.shown_face()
            dw = max(1, int(round(w * squash)))
            r = pygame.Rect(int(round(x + (w - dw) / 2)), int(round(y)), dw, int(round(h)))
            if r.w < 2 or r.h < 2:
                continue
            moving = sp.moving
            lifted = moving or sp.key in spot
            off = 10 if lifted else 4
            dim = sp.key in covered and not moving
            spotted = sp.key in spot
            badge = tuple(badges[sp.key]) if sp.key in badges and face and not moving else None
            bound = r.inflate(8, 8).union(r.move(off // 2 + 1, off))
            if badge is not None:
                bound.union_ip(pygame.Rect(badge).inflate(6, 6))
            key = None if moving or sp.alpha < 255 else ("card", sp.key, tuple(r), face, off, dim, spotted, badge)
            add(Step(key, bound, functools.partial(self._card, sp.key, r, face, off, dim, spotted,
                                                   sp.alpha, moving, badge)))

    def _card(self, key: Any, r: pygame.Rect, face: bool, off: int, dim: bool, spotted: bool,
              alpha: int, moving: bool, badge: tuple | None, surface: pygame.Surface) -> None:
        surface.blit(self.r._shadow(r.size), r.move(off // 2 + 1, off))
        if key in PLATE_KEYS or not face:
            img = self.r.art.back(r.size)
        else:
            img = self.r.art.face(key, r.size)
        surface.blit(motion.faded(img, alpha), r)   # reduced motion: cards fade in
        if dim:
            surface.blit(self._dim(r.size), r)  # under the top card: a shade darker
        if not moving:
            layout_audit.mark(surface, f"card {key}", r, "card")
        if badge is not None:   # a covered card's value, where the cards above hide the art's
            self._value_badge(surface, badge, key)
        if spotted:
            pygame.draw.rect(surface, theme.MUSTARD_LIGHT, r.inflate(6, 6), 3,
                             border_radius=max(4, r.w // 10))

    def _value_badges(self, covered: set) -> dict[int, tuple]:
        """Covered stack cards whose art's value disc the cards above hide:
        where to draw their value instead (``board_view.value_badges``, on
        the strip left visible), by card id. Only settled stacks."""
        flow = self.r.flow
        out: dict[int, tuple] = {}
        for stack in flow.model.plates:
            sprites = [flow.sprites.get(cid) for cid in stack]
            if len(stack) < 2 or any(sp is None or sp.moving for sp in sprites):
                continue
            rects = [tuple(int(round(v)) for v in sp.rect) for sp in sprites]
            for cid, shown in zip(stack, value_badges(rects)):
                if cid in covered and shown is not None and not shown[1]:
                    out[cid] = shown[0]
        return out

    def _value_badge(self, surface: pygame.Surface, rect: tuple, cid: int) -> None:
        """A card's value as the art prints it (a tomato disc, cream figure),
        on the part of a covered card still in sight."""
        card = self.r.art.cards.get(cid) or {}
        value = card.get("value")
        if value is None or card.get("placard"):
            return
        r = pygame.Rect(rect)
        c = r.center
        rad = r.w // 2
        pygame.draw.circle(surface, theme.CREAM, c, rad + 1)
        pygame.draw.circle(surface, theme.TOMATO, c, rad - 1)
        layout_audit.mark(surface, f"value {cid}", r)   # before its figure: the figure is its content
        self.r.app.text.draw(surface, str(value), max(10, r.w - 7), theme.CREAM, c, "center", role="display")

    def _dim(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("dim", size)
        if key not in self.r._shadows:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 20, 10, 48), veil.get_rect(), border_radius=max(4, size[0] // 10))
            self.r._shadows[key] = veil
        return self.r._shadows[key]

    def top_card_steps(self, add: Any) -> None:
        """Each column's top card (the one a turn can eat, fully visible at
        the column's end) framed in gold, the covered ones a shade darker
        (``_card``): which card is on top reads at a glance."""
        flow = self.r.flow
        for stack in flow.model.plates:
            sp = flow.sprites.get(stack[-1]) if stack else None
            if sp is None or sp.moving or not sp.shown_face()[0]:
                continue
            r = pygame.Rect([int(round(v)) for v in sp.rect])
            add(Step(("top", tuple(r)), r.inflate(12, 12), functools.partial(self._top_frame, r)))

    @staticmethod
    def _top_frame(r: pygame.Rect, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.MUSTARD, r.inflate(6, 6), 4, border_radius=max(6, r.w // 8))
        pygame.draw.rect(surface, theme.CHOCOLATE, r.inflate(10, 10), 2, border_radius=max(8, r.w // 7))

    def plate_numbers(self, surface: pygame.Surface) -> None:
        """Each plate's number (messages and hints name plates 1..3), on the
        plate's top corner its column leaves uncovered."""
        self.plate_number_steps(lambda step: step.paint(surface))

    def plate_number_steps(self, add: Any) -> None:
        for p in range(3):
            sp = self.r.flow.sprites.get(PLATE_KEYS[p])
            if sp is None or not self.r.flow.model.plates_down[p]:
                continue
            x, y, w = int(sp.rect[0]), int(sp.rect[1]), int(sp.rect[2])
            c = (x + w + 4, y - 2) if self.r.flow.geo.column_direction(p)[0] < 0 else (x - 4, y - 2)
            add(Step(("plate number", p, c), pygame.Rect(c[0] - 17, c[1] - 17, 34, 38), functools.partial(self._plate_number, p, c)))

    def _plate_number(self, p: int, c: tuple[int, int], surface: pygame.Surface) -> None:
        pygame.draw.circle(surface, theme.SHADOW, (c[0], c[1] + 3), 15)
        pygame.draw.circle(surface, theme.MUSTARD, c, 15)
        pygame.draw.circle(surface, theme.CHOCOLATE, c, 15, 3)
        self.r.app.text.draw(surface, str(p + 1), 18, theme.INK, c, "center", role="display")
