"""The Rodízio table's diners in their places: name pills (glowing while
that diner acts, with the AI level), the thinking bubble, hidden hands'
counts, the Glutton's pile and the veil over places nobody sits at. A part
of the renderer (``TableRenderer.places``)."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.grow import free_room, grown
from game.client.common.still_layer import Step
from game.client.rodizio import memory_aid as ma


class PlacesPainter:
    def __init__(self, r: Any) -> None:
        self.r = r

    def draw(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.r.flow
        geo = flow.geo
        places = flow.places
        if not _laid_out_for(self.r.layout, len(flow.config.seats)):
            common.veil_unused(surface, geo, set(places.values()), ("place_{place}",))
        for seat in range(len(flow.config.seats)):
            self._nameplate(surface, seat, tick)
        if flow.model.glutton:
            active = flow.current_actor == "glutton"
            label = self.r.app.text.tr("rodizio.name.glutton")
            r = self._label(surface, label, self.r.diner_anchor(ma.GLUTTON, "name").center, active, tick,
                            "center")
            if active and flow.phase == "auto":
                self._thinking(surface, self._bubble_at(r), tick)

    def steps(self, add: Any, tick: int) -> None:
        """``draw`` as still_layer steps: the veil and the name pills still,
        keyed on their words and places; the pill of the diner acting (it
        glows, pulsing) and its thinking bubble live."""
        flow = self.r.flow
        geo = flow.geo
        places = flow.places
        if not _laid_out_for(self.r.layout, len(flow.config.seats)):
            used = set(places.values())
            rects = [pygame.Rect(geo[f"place_{p}"]) for p in range(4) if p not in used]
            if rects:
                add(Step(("veil", tuple(tuple(r) for r in rects)), rects[0].unionall(rects[1:]),
                         lambda s: common.veil_unused(s, geo, used, ("place_{place}",)), True))
        for seat in range(len(flow.config.seats)):
            active = flow.current_actor == seat and flow.phase != "over"
            name, sub = self.r.name(seat), self.r.level(seat)
            at = self.r.diner_anchor(seat, "name").center
            self._pill_step(add, name, at, active, tick, sub, thinking=active and flow.phase == "ai")
        if flow.model.glutton:
            active = flow.current_actor == "glutton"
            label = self.r.app.text.tr("rodizio.name.glutton")
            at = self.r.diner_anchor(ma.GLUTTON, "name").center
            self._pill_step(add, label, at, active, tick, None, thinking=active and flow.phase == "auto")

    def _pill_step(self, add: Any, text: str, at: Any, active: bool, tick: int, sub: str | None,
                   thinking: bool) -> None:
        def paint(surface: pygame.Surface) -> None:
            r = self._label(surface, text, at, active, tick, "center", sub)
            if thinking:
                self._thinking(surface, self._bubble_at(r), tick)
        r = self._label_rect(text, at, "center", sub, (1280, 720)).inflate(24, 24)
        if not active:
            add(Step(("pill", text, tuple(at), sub), r, paint, True))
            return
        bubble = pygame.Rect(0, 0, 96, 60)
        bubble.center = self._bubble_at(r.inflate(-24, -24))
        add(Step(None, r.union(bubble), paint))

    def count_steps(self, add: Any) -> None:
        """``counts`` as still_layer steps."""
        for words, center in self._counts():
            add(Step(("count", words, center), _badge_rect(self.r.app.text, words, center, 18),
                     lambda s, w=words, c=center: self.r._badge(s, w, c, theme.CHOCOLATE, 18)))

    def counts(self, surface: pygame.Surface) -> None:
        """How many cards each hidden hand and the Glutton's pile hold: a
        badge on the hand's corner, drawn after the cards (over them)."""
        for words, center in self._counts():
            self.r._badge(surface, words, center, theme.CHOCOLATE, 18)

    def _counts(self) -> list[tuple[str, tuple[int, int]]]:
        flow = self.r.flow
        geo = flow.geo
        if flow.model.revealed:
            return []
        piles = [(pygame.Rect(geo[f"place_{flow.places[seat]}"]), len(flow.model.hands[seat]))
                 for seat in range(len(flow.config.seats)) if seat not in flow.shown_seats]
        if flow.model.glutton:
            piles.append((pygame.Rect(geo["glutton_pile"]), len(flow.model.glutton_pile)))
        return [(f"× {n}", (area.right - 26, area.top + 14)) for area, n in piles if n]

    def _nameplate(self, surface, seat: int, tick: int) -> None:
        flow = self.r.flow
        active = flow.current_actor == seat and flow.phase != "over"
        name, sub = self.r.name(seat), self.r.level(seat)
        r = self._label(surface, name, self.r.diner_anchor(seat, "name").center, active, tick, "center", sub)
        if active and flow.phase == "ai":
            self._thinking(surface, self._bubble_at(r), tick)

    @staticmethod
    def _bubble_at(r: pygame.Rect) -> tuple[int, int]:
        """The thinking bubble beside a name pill: to its right, or to its
        left at the screen's right edge (never up over the HUD buttons)."""
        return (r.right + 34, r.centery) if r.right + 70 < 1280 else (r.left - 34, r.centery)

    def _label(self, surface, text: str, pos, active: bool, tick: int,
               anchor: str = "midbottom", sub: str | None = None) -> pygame.Rect:
        """A name pill (glowing while that diner acts); ``sub`` is a small
        second word (the AI level). Kept inside the screen."""
        ink = theme.INK if active else theme.CREAM
        t = self.r.app.text
        size, small = self._sizes(text, pos, anchor, sub)
        h = t.size(text, size, "bold")[1]
        r = self._label_rect(text, pos, anchor, sub, surface.get_size())
        inner = pygame.Rect(0, 0, r.w - 24, r.h - 8)
        if active:
            p = theme.pulse(tick, 50)
            halo = r.inflate(10 + 6 * p, 10 + 6 * p)
            glow = pygame.Surface(halo.size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, int(90 + 80 * p)), glow.get_rect(),
                             border_radius=halo.h // 2)
            surface.blit(glow, halo)
            pygame.draw.rect(surface, theme.MUSTARD, r, border_radius=r.h // 2)
        else:
            pygame.draw.rect(surface, (*theme.CHOCOLATE,), r, border_radius=r.h // 2)
        pygame.draw.rect(surface, theme.CHOCOLATE, r, 2, border_radius=r.h // 2)
        layout_audit.mark(surface, f"name {text!r}", r, "panel")
        inner.center = r.center
        t.draw(surface, text, size, ink, (inner.centerx, inner.top), "midtop", role="bold")
        if sub:
            t.draw(surface, sub, small, ink if active else theme.MUSTARD_LIGHT,
                   (inner.centerx, inner.top + h - 8 * size // 22), "midtop", role="bold")
        return r

    def _label_rect(self, text: str, pos, anchor: str, sub: str | None, size) -> pygame.Rect:
        """The rect of a name pill (``_label``) on a surface of ``size``:
        kept inside its room (``_room``) when it has one, and the screen."""
        r = self._pill_rect(text, pos, anchor, sub, *self._sizes(text, pos, anchor, sub))
        room = self._room(pos)
        if room is not None:
            r.clamp_ip(room)
        r.clamp_ip(pygame.Rect(6, 4, size[0] - 12, size[1] - 8))
        return r

    def _pill_rect(self, text: str, pos, anchor: str, sub: str | None, size: int, small: int) -> pygame.Rect:
        t = self.r.app.text
        w, h = t.size(text, size, "bold")
        sw, sh = t.size(sub, small, "bold") if sub else (0, 0)
        r = pygame.Rect(0, 0, max(w, sw), h + sh - 8 * size // 22 if sub else h).inflate(24, 8)
        setattr(r, anchor, pos)
        return r

    def _sizes(self, text: str, pos, anchor: str, sub: str | None) -> tuple[int, int]:
        """The name's and the level's type sizes: grown with the Text size
        setting as far as the pill stays in its room (``_room``)."""
        t = self.r.app.text
        if t.scale == 1.0:
            return 22, 15
        room = self._room(pos)
        if room is None:
            return 22, 15

        def fits(s: int) -> bool:
            r = self._pill_rect(text, pos, anchor, sub, s, round(s * 15 / 22))
            return r.w <= room.w and r.h <= room.h
        size = grown(t, 22, fits)
        return size, round(size * 15 / 22)

    def _room(self, pos) -> pygame.Rect | None:
        """Where a name pill centred at ``pos`` may grow: the name anchor
        holding ``pos`` pushed out to the hands, slips, cloth, HUD lines and
        buttons around it (``grow.free_room``); None off the map. Kept per
        map, reading direction and buttons (every frame asks it for every
        seat; working it out was a quarter of a Rodízio frame, issue #35)."""
        geo = self.r.flow.geo
        buttons = tuple(map(tuple, self.r.buttons().values())) if self.r.show_buttons else ()
        key = (tuple(pos), self.r.app.text.rtl, buttons)
        kept = getattr(self, "_rooms", None)
        if kept is None or kept[0] is not geo:
            kept = self._rooms = (geo, {})
        if key not in kept[1]:
            kept[1][key] = self._work_out_room(geo, pos, buttons)
        room = kept[1][key]
        return None if room is None else pygame.Rect(room)

    def _work_out_room(self, geo, pos, buttons: tuple) -> pygame.Rect | None:
        anchors = getattr(geo, "anchors", None)
        if not anchors:
            return None
        mine = next((pygame.Rect(a) for k, a in anchors.items()
                     if k.startswith("name_") and pygame.Rect(a).collidepoint(pos)), None)
        if mine is None:
            return None
        obstacles = [a for k, a in anchors.items()
                     if k.startswith(("place_", "tally_", "glutton_pile", "cloth"))]
        obstacles += [self.r.hud_rect(k) for k in ("hud_turn", "hud_keys", "hud_scores") if k in anchors]
        obstacles += [pygame.Rect(b) for b in buttons]
        return free_room(mine, obstacles, pygame.Rect(6, 4, 1268, 712))

    def _thinking(self, surface, center, tick: int) -> None:
        """A speech bubble with dots that bounce in turn (the AI is thinking)."""
        common.thinking_bubble(surface, center, tick, period=12, lag=0.6, tail=True)

    def _crown(self, surface, center, tick: int, scale: float = 1.0) -> None:
        common.crown(surface, center, tick, scale)


def _laid_out_for(layout: Any, seats: int) -> bool:
    """True if ``layout`` is a map drawn for ``seats`` seats (no mats for
    absent places); the 4-seat map used for fewer seats is not."""
    try:
        return int(layout.tmx.properties.get("seats", 0)) == seats and layout.path.stem != "rodizio_table"
    except (AttributeError, TypeError, ValueError):
        return False


def _badge_rect(text: Any, words: str, center: tuple[int, int], size: int) -> pygame.Rect:
    """Where ``TableRenderer._badge`` draws (its padding and border, and a
    few pixels more)."""
    r = pygame.Rect((0, 0), text.size(words, size, "bold"))
    r.center = center
    return r.inflate(26, 16)
