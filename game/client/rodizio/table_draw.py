"""Drawing a Rodízio ``TableFlow`` onto the logical 1280×720 surface
(`protocols.TableRenderer`).

The renderer draws the table, the plates and the cards, the human's focus
and the effects itself, and has parts for the rest: ``diners`` (the memory
aid: tallies, standing, slips — table_diners.py), ``places`` (name pills and
hands — draw_places.py) and ``hud`` (draw_hud.py). Everything drawn depends
only on the flow and the tick count, never on the wall clock, so headless
screenshots are byte-identical between runs. ``app`` supplies ``text``
(tr/render/draw), ``tick`` and, optionally, a layout that draws the
table's background.
"""
from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from game.client.anim import motion

from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.still_layer import StillLayer, Step, common_key
from game.client.rodizio import board_view as bv
from game.client.rodizio.board_view import value_badges
from game.client.rodizio import memory_aid as ma
from game.client.rodizio.card_art import CardArt
from game.client.rodizio.draw_hud import HudPainter
from game.client.rodizio.draw_places import PlacesPainter
from game.client.rodizio.hint import legal_cards, legal_plates
from game.client.rodizio.table_diners import TableDiners
from game.client.rodizio.table_flow import Message, TableFlow
from game.client.rodizio.table_model import PLATE_KEYS

# The palette's cues (changed in place by the colour-vision setting: theme.set_palette).
GLOW_OK = theme.GLOW_OK
GLOW_BAD = theme.GLOW_BAD
SPICE_COLORS = {"free": theme.SPICE_FREE, "double": theme.SPICE_DOUBLE}


class TableRenderer:
    def __init__(self, app: Any, flow: TableFlow, layout: Any = None) -> None:
        self.app = app
        self.flow = flow
        self.layout = layout
        from game.rules.rodizio.cards import deck
        self.art = CardArt({c.id: c.to_json() for c in deck()}, spicy=bool(flow.state_json.get("spicy", True)))
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self.hover: str | None = None
        self.show_buttons = True
        self.show_prompt = True
        self.show_standing = True                      # the memory aid's standing panel
        self.pointer: tuple[int, int] | None = None   # the mouse, for the diner slip
        self.picked: Any = None  # the diner whose slip `next` (Tab / RB) opened, or None
        self.diners = TableDiners(self)
        self.places = PlacesPainter(self)
        self.hud = HudPainter(self)
        self.still = StillLayer()   # what does not move, kept between frames

    # -- text helpers -------------------------------------------------------
    def focus_text(self) -> str | None:
        """The focus in words (narration), else None: the focused card of a
        free choice, or the focused plate with its cards ("Plate 2:
        Napolitana (2), Calabresa (3)") while a plate is to be chosen."""
        f = self.flow
        if f.phase != "human":
            return None
        tr = self.app.text.tr

        def card_words(c: dict) -> str:
            if c.get("placard"):   # its printed name is a word, the player's language says it
                return tr("access.placard")
            return tr("access.card", card=c["name"], value=c["value"])
        plates = f.state_json["plates"]
        if f.state_json["pending"] is None:
            if not 0 <= f.focus_plate < len(plates):
                return None
            cards = [card_words(c) for c in plates[f.focus_plate]]
            if not cards:
                return tr("access.plate_empty", n=f.focus_plate + 1)
            return tr("access.plate", n=f.focus_plate + 1, cards=", ".join(cards))
        for plate in plates:
            for card in plate:
                if card["id"] == f.focus_card:
                    return card_words(card)
        return None

    def tr(self, msg: Message | str) -> str:
        if isinstance(msg, str):
            return self.app.text.tr(msg)
        key, params = msg
        who = params.get("actor", params.get("who"))
        if who is not None and not isinstance(who, tuple) and self.app.text.has(key + "_you") \
                and self.flow.actor_label(who)[0] == "rodizio.name.you":
            key += "_you"  # "you eat nothing", not "nothing to eat for You"
        out: dict[str, Any] = {}
        for k, v in params.items():
            if k in ("actor", "who") and not isinstance(v, tuple):
                v = self.flow.actor_label(v)
            if isinstance(v, tuple):
                v = self.tr(v)
            out[k] = v
        if "level" in out:
            out["level"] = self.app.text.tr(f"rodizio.level.{out['level']}")
        return self.app.text.tr(key, **out)

    def name(self, actor: Any, full: bool = False) -> str:
        return self.tr(self.flow.actor_label(actor, full))

    def level(self, actor: Any) -> str | None:
        """An AI seat's level, translated (None for humans and the Glutton)."""
        if isinstance(actor, int) and not self.flow.config.is_human(actor):
            return self.app.text.tr(f"rodizio.level.{self.flow.config.seats[actor]}")
        return None

    # -- the frame ------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The frame, as ordered steps (game.client.common.still_layer):
        what does not move this frame — the cloth, the name pills, cards at
        rest, counts, slips, plate numbers, the HUD — is kept in one picture
        and redrawn only when it changes; the same pixels as drawing each
        step in turn."""
        tick = self.app.tick
        steps: list[Step] = []
        add = steps.append
        geo = self.flow.geo
        add(Step(("background", id(self.layout), theme.high_contrast,
                  tuple(tuple(geo[f"plate_{p}"]) for p in range(3))), None, self._background, True))
        if self.flow.phase == "human" and self.flow.pending_plate is None:
            add(Step(None, self._plates_rect().inflate(40, 40), lambda s: self._plates_under(s, tick)))
        self.places.steps(add, tick)
        self._card_steps(add)
        self._top_card_steps(add)
        self.places.count_steps(add)
        self.diners.tally_steps(add, tick)
        if self.flow.phase == "human":
            add(Step(None, None, lambda s: self._focus_over(s, tick)))
        self._plate_number_steps(add)
        if self.flow.effects or self.flow.particles:
            add(Step(None, self._effects_rect(), lambda s: self._effects(s, tick)))
        self.hud.steps(add, tick)
        self.still.draw(surface, steps, common_key(self.app))
        self.diners.draw_slip(surface)
        if self.flow.phase == "cover":
            self.hud.cover(surface)

    def buttons(self) -> dict[str, pygame.Rect]:
        """On-screen buttons for mouse players: hint and the pause menu."""
        score = self.hud_rect("hud_scores")
        w, h, gap = 110, 34, 12
        top = score.top + 44 if score.h >= 80 else score.bottom + 6
        pause = pygame.Rect(score.right - w, top, w, h)
        hint = pause.move(-(w + gap), 0)
        return {"hint": hint, "menu": pause}

    def standing_box(self) -> pygame.Rect:
        """Where the standing panel goes: on the cloth beside the triangle,
        the same side in every language (the prompt holds the other)."""
        return pygame.Rect(self.flow.geo["hud_standing"])

    def hud_rect(self, name: str) -> pygame.Rect:
        """A top-bar area of the map; in a right-to-left language mirrored
        across the screen (turn title at the right edge, facts and buttons
        at the left)."""
        r = pygame.Rect(self.flow.geo[name])
        if self.app.text.rtl:
            r.x = theme.LOGICAL_SIZE[0] - r.right
        return r


    def _background(self, surface: pygame.Surface) -> None:
        if common.layout_background(self, surface):
            return
        # A wooden table top under the triangle of plates.
        geo = self.flow.geo
        rects = [pygame.Rect(geo[f"plate_{p}"]) for p in range(3)]
        top = rects[0].unionall(rects[1:]).inflate(90, 70)
        theme.panel(surface, top, fill=(120, 74, 44), border=(70, 40, 22), radius=40,
                    border_width=6, shadow=12)

    def _plates_under(self, surface: pygame.Surface, tick: int) -> None:
        """Legal plates glow softly under their stacks while a human chooses."""
        flow = self.flow
        if flow.phase != "human" or flow.pending_plate is not None:
            return
        ok = legal_plates(flow.legal)
        p_ = theme.pulse(tick, 90)
        for p in range(3):
            if p in ok:
                r = pygame.Rect(flow.plate_hit_rect(p)).inflate(18, 18)
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*GLOW_OK, int(50 + 40 * p_)), glow.get_rect(), border_radius=18)
                surface.blit(glow, r)

    def _shadow(self, size: tuple[int, int]) -> pygame.Surface:
        return common.card_shadow(self._shadows, size, 12)

    def _card_steps(self, add: Any) -> None:
        """Every card sprite as a step: at rest it is still, keyed on the
        card, its face, rect and marks; moving or fading in, live."""
        flow = self.flow
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
        surface.blit(self._shadow(r.size), r.move(off // 2 + 1, off))
        if key in PLATE_KEYS or not face:
            img = self.art.back(r.size)
        else:
            img = self.art.face(key, r.size)
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

    def _plates_rect(self) -> pygame.Rect:
        rects = [pygame.Rect(self.flow.plate_hit_rect(p)) for p in range(3)]
        return rects[0].unionall(rects[1:])

    def _effects_rect(self) -> pygame.Rect | None:
        """Where the effects and particles draw (None: anywhere — a spicy
        flash's words)."""
        flow = self.flow
        rects = []
        for e in flow.effects:
            if e.kind == "spicy":
                return None
            if e.kind == "chosen":
                rects.append(pygame.Rect(flow.geo[f"plate_{e.data['plate']}"]).inflate(24, 24))
            elif e.kind == "aim":
                sp = flow.sprites.get(e.data["card"])
                if sp is not None:
                    rects.append(pygame.Rect([int(v) for v in sp.rect]).inflate(30, 30))
        for p in flow.particles:
            s = int(p.size) + 3
            rects.append(pygame.Rect(int(p.x) - s, int(p.y) - s, 2 * s + 1, 2 * s + 1))
        if not rects:
            return pygame.Rect(0, 0, 0, 0)
        return rects[0].unionall(rects[1:])

    def _value_badges(self, covered: set) -> dict[int, tuple]:
        """Covered stack cards whose art's value disc the cards above hide:
        where to draw their value instead (``board_view.value_badges``, on
        the strip left visible), by card id. Only settled stacks."""
        flow = self.flow
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
        card = self.art.cards.get(cid) or {}
        value = card.get("value")
        if value is None or card.get("placard"):
            return
        r = pygame.Rect(rect)
        c = r.center
        rad = r.w // 2
        pygame.draw.circle(surface, theme.CREAM, c, rad + 1)
        pygame.draw.circle(surface, theme.TOMATO, c, rad - 1)
        layout_audit.mark(surface, f"value {cid}", r)   # before its figure: the figure is its content
        self.app.text.draw(surface, str(value), max(10, r.w - 7), theme.CREAM, c, "center", role="display")

    def _dim(self, size: tuple[int, int]) -> pygame.Surface:
        key = ("dim", size)
        if key not in self._shadows:
            veil = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (40, 20, 10, 48), veil.get_rect(), border_radius=max(4, size[0] // 10))
            self._shadows[key] = veil
        return self._shadows[key]

    def _top_card_steps(self, add: Any) -> None:
        """Each column's top card (the one a turn can eat, fully visible at
        the column's end) framed in gold, the covered ones a shade darker
        (``_card``): which card is on top reads at a glance."""
        flow = self.flow
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

    def _plate_numbers(self, surface: pygame.Surface) -> None:
        """Each plate's number (messages and hints name plates 1..3), on the
        plate's top corner its column leaves uncovered."""
        self._plate_number_steps(lambda step: step.paint(surface))

    def _plate_number_steps(self, add: Any) -> None:
        for p in range(3):
            sp = self.flow.sprites.get(PLATE_KEYS[p])
            if sp is None or not self.flow.model.plates_down[p]:
                continue
            x, y, w = int(sp.rect[0]), int(sp.rect[1]), int(sp.rect[2])
            c = (x + w + 4, y - 2) if self.flow.geo.column_direction(p)[0] < 0 else (x - 4, y - 2)
            add(Step(("plate number", p, c), pygame.Rect(c[0] - 17, c[1] - 17, 34, 38), functools.partial(self._plate_number, p, c)))

    def _plate_number(self, p: int, c: tuple[int, int], surface: pygame.Surface) -> None:
        pygame.draw.circle(surface, theme.SHADOW, (c[0], c[1] + 3), 15)
        pygame.draw.circle(surface, theme.MUSTARD, c, 15)
        pygame.draw.circle(surface, theme.CHOCOLATE, c, 15, 3)
        self.app.text.draw(surface, str(p + 1), 18, theme.INK, c, "center", role="display")

    def _focus_over(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        if flow.phase != "human":
            return
        pend = flow.pending_plate
        if pend is not None:
            ok = legal_cards(flow.legal)
            for cid in flow.model.plates[pend]:
                sp = flow.sprites.get(cid)
                if sp is None:
                    continue
                r = pygame.Rect([int(v) for v in sp.rect])
                if cid == flow.focus_card:
                    # Pull the focused card out sideways so it reads whole
                    # while the rest of the stack stays visible.
                    img = self.art.face(cid, r.size)
                    lift = pygame.Rect(flow.lifted_rect())
                    surface.blit(self._shadow(r.size), lift.move(5, 8))
                    surface.blit(img, lift)
                    self._ring(surface, lift, tick, ok=cid in ok)
            return
        r = pygame.Rect(flow.plate_hit_rect(flow.focus_plate))
        self._ring(surface, r, tick, ok=flow.focus_plate in legal_plates(flow.legal))
        if flow.hint_action and flow.hint_action.get("plate") == flow.focus_plate:
            self._badge(surface, self.app.text.tr("rodizio.hint.badge"), (r.centerx, r.top - 16),
                        theme.BASIL)

    def _ring(self, surface: pygame.Surface, r: pygame.Rect, tick: int, ok: bool) -> None:
        if ok:
            theme.focus_ring(surface, r, tick, radius=10)
        else:
            p = theme.pulse(tick)
            pygame.draw.rect(surface, GLOW_BAD, r.inflate(8 + 4 * p, 8 + 4 * p), 5, border_radius=12)
            # A "no entry" mark: the restaurant's sign says no more.
            c = (r.right - 18, r.top + 18)
            pygame.draw.circle(surface, theme.WHITE, c, 15)
            pygame.draw.circle(surface, GLOW_BAD, c, 15, 4)
            pygame.draw.line(surface, GLOW_BAD, (c[0] - 9, c[1]), (c[0] + 9, c[1]), 5)

    def _badge(self, surface: pygame.Surface, text: str, center: tuple[int, int],
               fill=theme.TOMATO, size: int = 20, color=theme.CREAM) -> pygame.Rect:
        return common.badge(surface, self.app.text, text, center, fill=fill, size=size, color=color,
                            border=theme.CHOCOLATE, pad=(18, 8))

    # -- the memory aid (rule book §9: eaten pizzas are public): see table_diners ------
    @property
    def memory_on(self) -> bool:
        """The player's "memory aid" setting, read every frame (a change in
        the settings applies at once)."""
        return bool(getattr(getattr(self.app, "settings", None), "memory_aid", True))

    def observation(self) -> dict:
        return self.diners.observation()

    def tallies(self) -> list[ma.Tally]:
        return self.diners.tallies()

    def standing_lines(self) -> list[str]:
        return self.diners.standing_lines()

    def diner_anchor(self, actor: Any, kind: str) -> pygame.Rect:
        return self.diners.diner_anchor(actor, kind)

    def hovered_diner(self) -> Any:
        return self.diners.hovered_diner()

    def pick_next_diner(self) -> bool:
        return self.diners.pick_next_diner()










    # -- seats ----------------------------------------------------------------






    # -- effects ----------------------------------------------------------------
    def _effects(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        for e in flow.effects:
            if e.kind == "spicy":
                area = pygame.Rect(flow.plate_hit_rect(e.data["plate"])).inflate(60, 60)
                a = int(170 * math.sin(math.pi * e.progress))
                col = SPICE_COLORS.get(e.data["spice"], GLOW_BAD)
                flash = pygame.Surface(area.size, pygame.SRCALPHA)
                for i in range(5):
                    rr = flash.get_rect().inflate(-i * 18, -i * 14)
                    pygame.draw.ellipse(flash, (*col, max(0, a - i * 25)), rr)
                surface.blit(flash, area, special_flags=0)
                label = self.app.text.tr(f"rodizio.spicy.{e.data['spice']}")
                k = 1 + 0.25 * math.sin(math.pi * min(1.0, e.progress * 2))
                size = int(30 * k)
                # on the landing plate itself, in the triangle: clear of every score box
                at = bv.center(geo.plate_rect(e.data["plate"]))
                self.app.text.draw(surface, label, size, theme.WHITE, (int(at[0]), int(at[1])),
                                   "center", role="display", shadow=theme.TOMATO_DARK)
            elif e.kind == "chosen":
                r = pygame.Rect(geo[f"plate_{e.data['plate']}"]).inflate(20, 20)
                a = int(200 * (1 - e.progress))
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*theme.MUSTARD_LIGHT, a), glow.get_rect(), 6, border_radius=18)
                surface.blit(glow, r)
            elif e.kind == "aim":  # the pizza about to be eaten, ringed on its plate before it flies
                sp = flow.sprites.get(e.data["card"])
                if sp is not None:
                    r = pygame.Rect([int(v) for v in sp.rect]).inflate(14, 14)
                    pygame.draw.rect(surface, theme.TOMATO, r, 4 + int(3 * theme.pulse(tick, 24)), border_radius=10)
        for p in flow.particles:
            fade = 1 - p.t / p.life
            s = max(1, int(p.size * fade + 1))
            pygame.draw.circle(surface, p.color, (int(p.x), int(p.y)), s)

    # -- HUD ------------------------------------------------------------------



    def _keys_hint(self) -> str:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return ""
        keys = self.app.text.tr("rodizio.keys", move=common.move_prompt(inp),
                                confirm=inp.prompt("confirm"), hint=inp.prompt("hint"),
                                menu=inp.prompt("back"))
        return keys




