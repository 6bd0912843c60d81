"""Drawing a Rodízio ``TableFlow`` onto the logical 1280×720 surface
(`protocols.TableRenderer`).

The renderer draws the table, the plates and the cards, the human's focus
and the effects itself, and has parts for the rest: ``diners`` (the memory
aid: tallies, standing, slips — table_diners.py), ``places`` (name pills and
hands — draw_places.py), ``stacks`` (the cards on the plates, their value
badges and top frames, the plate numbers — draw_stacks.py) and ``hud``
(draw_hud.py); its effects and particles are ``effects`` (draw_effects.py). Everything drawn depends
only on the flow and the tick count, never on the wall clock, so headless
screenshots are byte-identical between runs. ``app`` supplies ``text``
(tr/render/draw), ``tick`` and, optionally, a layout that draws the
table's background.
"""
from __future__ import annotations

from typing import Any

import pygame


from game.client import layout_audit, theme
from game.client.common import draw as common
from game.client.common.still_layer import StillLayer, Step, common_key
from game.client.rodizio import memory_aid as ma
from game.client.rodizio.card_art import CardArt
from game.client.rodizio.draw_hud import HudPainter
from game.client.rodizio.draw_places import PlacesPainter
from game.client.rodizio.draw_effects import EffectsPainter
from game.client.rodizio.draw_stacks import StacksPainter
from game.client.rodizio.hint import legal_cards, legal_plates
from game.client.rodizio.table_diners import TableDiners
from game.client.rodizio.table_flow import Message, TableFlow

# The palette's cues (changed in place by the colour-vision setting: theme.set_palette).
GLOW_OK = theme.GLOW_OK
GLOW_BAD = theme.GLOW_BAD


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
        self.stacks = StacksPainter(self)
        self.effects = EffectsPainter(self)
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
        self.stacks.card_steps(add)
        self.stacks.top_card_steps(add)
        self.places.count_steps(add)
        self.diners.tally_steps(add, tick)
        if self.flow.phase == "human":
            add(Step(None, None, lambda s: self._focus_over(s, tick)))
        self.stacks.plate_number_steps(add)
        if self.flow.effects or self.flow.particles:
            add(Step(None, self.effects.rect(), lambda s: self.effects.draw(s, tick)))
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

    def _plates_rect(self) -> pygame.Rect:
        rects = [pygame.Rect(self.flow.plate_hit_rect(p)) for p in range(3)]
        return rects[0].unionall(rects[1:])

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
    # -- HUD ------------------------------------------------------------------
    def _keys_hint(self) -> str:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return ""
        keys = self.app.text.tr("rodizio.keys", move=common.move_prompt(inp),
                                confirm=inp.prompt("confirm"), hint=inp.prompt("hint"),
                                menu=inp.prompt("back"))
        return keys




