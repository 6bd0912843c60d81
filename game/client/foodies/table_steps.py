"""The Foodies table's frame as still_layer steps, in the order
``TableRenderer.draw_parts`` draws its parts: still steps keyed on what they
draw (words, cards, places), live ones for what moves by itself this frame
(the seat to move glows, a crown bobs, "ready" pulses, cards glide, the
human's focus, effects).

Cards in flight (gliding or fading in) are drawn over every card at rest
and over the counts and the menu's marks — lifted, as their longer shadow
says — and under the human's controls, the effects and the HUD. Drawn in
their stacking order among the resting cards, as before issue #35, each
one pushed the still steps after it that it crossed out of the kept
picture and back as it passed (a repaint of their area each time)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.common.still_layer import Step
from game.client.foodies.geometry import TILE_H, board_more


def steps(r: Any) -> list[Step]:
    """Every step of ``r``'s (a TableRenderer) frame but the pop-ups drawn
    over it (the dish list, the hot-seat cover)."""
    flow = r.flow
    tick = r.app.tick
    out: list[Step] = []
    add = out.append
    _background(r, add)
    _spots(r, add)
    _coming_up(r, add)
    _seats(r, add, tick)
    sprites = r.cards.sprite_steps()
    out.extend(s for s in sprites if s.key is not None)   # cards at rest
    _more_tiles(r, add)
    _hand_counts(r, add)
    _menu(r, add, tick)
    _pile_counts(r, add)
    out.extend(s for s in sprites if s.key is None)   # cards in flight, lifted over the rest
    if flow.phase == "human":
        add(Step(None, None, lambda s: (r.controls.focus(s, tick), r.controls.actions(s, tick))))
    if flow.effects or flow.particles:
        add(Step(None, _effects_rect(r), lambda s: r.effects.effects(s, tick)))
    if flow.counting or flow.crowned:
        add(Step(None, None, lambda s: r.seats.final_scores(s, tick)))
    out.extend(r.hud.steps(tick))
    if r.show_buttons:
        out.extend(r.hud.button_steps())
    return out


def _background(r: Any, add: Callable[[Step], None]) -> None:
    """The map; the mats of absent seats become plain wood (whether they
    do is known before drawing: the seats' veil depends on it)."""
    flow = r.flow
    geo = flow.geo
    used = set(flow.places.values())
    centers = tuple((x + w // 2, y + h // 2) for p in range(4) if p not in used
                    for x, y, w, h in (geo[f"place_{p}"], geo[f"trophies_{p}"]))
    r.mats_hidden = r.layout is not None and common.hide_unused_mats(None, r.layout, centers)
    add(Step(("background", id(r.layout), theme.high_contrast, centers), None, r.cards.background, True))


def _spots(r: Any, add: Callable[[Step], None]) -> None:
    geo = r.flow.geo
    rects = [pygame.Rect(geo.menu_rect(slot)) for slot in range(3)]
    rects += [pygame.Rect(geo[name]) for name in ("deck", "used_pile", "recipe_deck")]
    bound = rects[0].unionall(rects[1:]).inflate(160, 80)
    add(Step(("spots", tuple(tuple(x) for x in rects), bool(r.flow.model.recipe_deck)), bound,
             r.cards.spots, True))


def _coming_up(r: Any, add: Callable[[Step], None]) -> None:
    flow = r.flow
    cards, more = flow.coming_up()
    if not cards or flow.model.showcase or flow.model.revealed:
        return
    panel, slots = r.areas.coming_up_rects()
    key = ("coming up", tuple(flow._types[c] for c in cards), more, tuple(panel),
           tuple(tuple(x) for x in slots))
    bound = panel.unionall([x.move(2, 3) for x in slots]).inflate(8, 8)
    add(Step(key, bound, r.cards.coming_up, True))


def _seats(r: Any, add: Callable[[Step], None], tick: int) -> None:
    """The veil over absent seats, then each seat's scoreboard: still,
    keyed on its name, score and dishes; the seat to move (its mat glows,
    a bubble while it thinks) and a crowned one live."""
    flow = r.flow
    geo = flow.geo
    seats = r.seats
    if not r.mats_hidden:
        used = set(flow.places.values())
        rects = [pygame.Rect(geo[f"{n}_{p}"]) for p in range(4) if p not in used for n in ("place", "trophies")]
        if rects:
            add(Step(("veil", tuple(tuple(x) for x in rects)), rects[0].unionall(rects[1:]),
                     lambda s: common.veil_unused(s, geo, used, ("place_{place}", "trophies_{place}")), True))
    for seat in range(flow.seats):
        place = flow.places[seat]
        active = seats.is_active(seat)
        area = pygame.Rect(geo[f"trophies_{place}"])

        def part(name: str, seat: int = seat, active: bool = active) -> Callable[[pygame.Surface], None]:
            return lambda s: seats.seat(s, seat, active, tick, (name,))
        if active:   # the glow: a ring just around the mat (the cards inside do not touch it)
            add(Step(None, _ring(pygame.Rect(geo[f"place_{place}"]).inflate(12, 12), 6), part("glow")))
        if seat in flow.crowned:   # its crown bobs
            add(Step(None, area.inflate(6, 6), part("board")))
        else:
            score = int(round(flow.score_shown[seat])) if seat < len(flow.score_shown) else 0
            key = ("board", seat, place, tuple(area), r.names.name(seat), score, active,
                   bool(flow.model.dishes[seat]))
            add(Step(key, area.inflate(6, 6), part("board"), True))
        if active and flow.phase == "ai":
            bubble = pygame.Rect(0, 0, 58, 30)
            bubble.center = seats.bubble_at(place)
            add(Step(None, bubble.inflate(6, 12), part("bubble")))


def _ring(r: pygame.Rect, width: int) -> list[pygame.Rect]:
    """The four bands of a ``width``-pixel frame inside ``r``."""
    return [pygame.Rect(r.left, r.top, r.w, width), pygame.Rect(r.left, r.bottom - width, r.w, width),
            pygame.Rect(r.left, r.top, width, r.h), pygame.Rect(r.right - width, r.top, width, r.h)]


def _more_tiles(r: Any, add: Callable[[Step], None]) -> None:
    flow = r.flow
    for seat in range(flow.seats):
        area = flow.geo.dish_area(flow.places[seat])
        more = board_more(area, len(flow.model.dishes[seat]))
        if more:
            box = pygame.Rect(area[0], area[1], area[2], TILE_H)
            add(Step(("more", seat, tuple(box), more), box.inflate(6, 6),
                     lambda s, seat=seat: r.seats.more_tile(s, seat)))


def _badge_step(r: Any, add: Callable[[Step], None], kind: str, words: str, center: tuple[int, int],
                size: int) -> None:
    box = pygame.Rect((0, 0), r.app.text.size(words, size, "bold"))
    box.center = center
    box.w = max(box.w + 16, box.h + 6)
    box.center = center
    add(Step((kind, words, center, size), box.inflate(12, 14),
             lambda s: r.paint.badge(s, words, center, theme.CHOCOLATE, size)))


def _hand_counts(r: Any, add: Callable[[Step], None]) -> None:
    for words, size, pos in r.cards.hidden_counts():
        _badge_step(r, add, "hand count", words, pos, size)


def _pile_counts(r: Any, add: Callable[[Step], None]) -> None:
    geo = r.flow.geo
    m = r.flow.model
    for name, n in (("deck", len(m.deck)), ("used_pile", len(m.used))):
        x, y, w, h = geo[name]
        _badge_step(r, add, "pile count", str(n), (x + w - 4, y + 14), 18)
    x, y, w, h = geo["recipe_deck"]
    if m.recipe_deck:
        _badge_step(r, add, "pile count", str(len(m.recipe_deck)), (x + w - 12, y + h - 20), 16)


def _menu(r: Any, add: Callable[[Step], None], tick: int) -> None:
    """Each menu recipe's marks: still, keyed on what they show; "ready"
    (it pulses) live."""
    room = max(r.areas.chip_room(), 300)
    for slot in r.menu.slots():
        card = pygame.Rect(slot[1])
        bound = card.inflate(40, 16).union(pygame.Rect(card.centerx - room // 2 - 10, card.top, room + 20,
                                                       card.h + 90))

        def paint(s: pygame.Surface, slot: tuple = slot) -> None:
            r.menu.slot(s, slot, tick)
        line = slot[4]
        add(Step(None if line is not None and line[0] == "ready" else ("menu",) + slot, bound, paint))


def _effects_rect(r: Any) -> pygame.Rect | None:
    """Where ``EffectsPainter.effects`` may draw this frame (None: anywhere,
    for an effect it does not know)."""
    flow = r.flow
    geo = flow.geo
    rects: list[pygame.Rect] = []
    for e in flow.effects:
        if e.kind == "points":   # rising over its scoreboard, a chip under it
            place = flow.places.get(e.data["seat"], 0)
            rects.append(pygame.Rect(geo[f"trophies_{place}"]).inflate(100, 120))
        elif e.kind == "serve":
            if e.data["recipe"] in flow.model.menu:
                slot = flow.model.menu.index(e.data["recipe"])
                rects.append(pygame.Rect(geo.menu_rect(slot)).inflate(20, 20))
        elif e.kind == "put_under":   # a chip above the showcase
            x, y, w, h = geo["showcase"]
            rects.append(pygame.Rect(x - 200, y - 40, w + 400, 60))
        elif e.kind == "banner":   # at most 640 wide, 116 high, centred at (640, 290)
            rects.append(pygame.Rect(310, 222, 660, 136))
        else:
            return None
    for p in flow.particles:
        size = int(p.size) + 3
        rects.append(pygame.Rect(int(p.x) - size, int(p.y) - size, 2 * size + 1, 2 * size + 1))
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:])
