"""Drawing a ``TableFlow`` onto the logical 1280×720 surface.

Everything drawn depends only on the flow and the tick count, never on the
wall clock, so headless screenshots are byte-identical between runs. ``app``
supplies ``text`` (tr/render/draw), ``tick`` and, optionally, a layout that
draws the table's background.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.rodizio import board_view as bv
from game.client.rodizio import diner_summary as ds
from game.client.rodizio import memory_aid as ma
from game.client.rodizio.card_art import CardArt
from game.client.rodizio.hint import legal_cards, legal_plates
from game.client.rodizio.table_flow import Message, TableFlow
from game.client.rodizio.table_model import PLATE_KEYS
from game.rules import rodizio as R

GLOW_OK = (120, 220, 110)
GLOW_BAD = (235, 60, 40)
SPICE_COLORS = {"free": (255, 150, 30), "double": (235, 40, 30)}


class TableRenderer:
    def __init__(self, app: Any, flow: TableFlow, layout: Any = None) -> None:
        self.app = app
        self.flow = flow
        self.layout = layout
        from game.rules.rodizio.cards import deck
        self.art = CardArt({c.id: c.to_json() for c in deck()})
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self.hover: str | None = None
        self.show_buttons = True
        self.show_prompt = True
        self.show_standing = True                      # the memory aid's standing panel
        self.standing_rect: pygame.Rect | None = None  # where it goes (None: the map's hud_standing)
        self.pointer: tuple[int, int] | None = None   # the mouse, for the diner slip
        self.picked: Any = None  # the diner whose slip `next` (Tab / RB) opened, or None
        self._obs_key: tuple[Any, Any] = (None, None)  # (state, viewer) of _obs
        self._obs: dict | None = None

    # -- text helpers -------------------------------------------------------
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
        tick = self.app.tick
        self._background(surface)
        self._plates_under(surface, tick)
        self._places(surface, tick)
        self._cards(surface, tick)
        self._tallies(surface, tick)
        self._focus_over(surface, tick)
        self._plate_numbers(surface)
        self._effects(surface, tick)
        self._hud(surface, tick)
        self._buttons(surface)
        self._slip(surface)
        if self.flow.phase == "cover":
            self._cover(surface)

    def buttons(self) -> dict[str, pygame.Rect]:
        """On-screen buttons for mouse players: hint and the pause menu."""
        score = self.hud_rect("hud_scores")
        w, h, gap = 110, 34, 12
        top = score.top + 44 if score.h >= 80 else score.bottom + 6
        pause = pygame.Rect(score.right - w, top, w, h)
        hint = pause.move(-(w + gap), 0)
        return {"hint": hint, "menu": pause}

    def hud_rect(self, name: str) -> pygame.Rect:
        """A top-bar area of the map; in a right-to-left language mirrored
        across the screen (turn title at the right edge, facts and buttons
        at the left)."""
        r = pygame.Rect(self.flow.geo[name])
        if self.app.text.rtl:
            r.x = theme.LOGICAL_SIZE[0] - r.right
        return r

    def _buttons(self, surface: pygame.Surface) -> None:
        flow = self.flow
        if not self.show_buttons:
            return
        for name, r in self.buttons().items():
            if name == "hint" and flow.phase != "human":
                continue
            common.pill_button(surface, self.app.text, r, self.app.text.tr(f"rodizio.button.{name}"), 20,
                               self.hover == name)

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

    def _cards(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        spot = flow.model.spotlight
        for sp in flow.draw_order():
            x, y, w, h = sp.rect
            face, squash = sp.shown_face()
            dw = max(1, int(round(w * squash)))
            r = pygame.Rect(int(round(x + (w - dw) / 2)), int(round(y)), dw, int(round(h)))
            if r.w < 2 or r.h < 2:
                continue
            lifted = sp.moving or sp.key in spot
            off = 10 if lifted else 4
            surface.blit(self._shadow(r.size), r.move(off // 2 + 1, off))
            if sp.key in PLATE_KEYS or not face:
                img = self.art.back(r.size)
            else:
                img = self.art.face(sp.key, r.size)
            surface.blit(img, r)
            if sp.key in spot:
                pygame.draw.rect(surface, theme.MUSTARD_LIGHT, r.inflate(6, 6), 3,
                                 border_radius=max(4, r.w // 10))

    def _plate_numbers(self, surface: pygame.Surface) -> None:
        """Each plate's number (messages and hints name plates 1..3)."""
        for p in range(3):
            sp = self.flow.sprites.get(PLATE_KEYS[p])
            if sp is None or not self.flow.model.plates_down[p]:
                continue
            x, y = int(sp.rect[0]), int(sp.rect[1])
            c = (x - 4, y - 2)
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

    # -- the memory aid (rule book §9: eaten pizzas are public) ----------------
    @property
    def memory_on(self) -> bool:
        """The player's "memory aid" setting, read every frame (a change in
        the settings applies at once)."""
        return bool(getattr(getattr(self.app, "settings", None), "memory_aid", True))

    def observation(self) -> dict:
        """What the viewing seat may know (the core's ``observe``), cached per
        rules state; the eaten cards in it are public to every seat."""
        flow = self.flow
        # Keyed by the state object itself (held here), not its id(): once a
        # state is freed, a newer state may get the same id.
        state, viewer = self._obs_key
        if self._obs is None or state is not flow.state or viewer != flow.viewer:
            self._obs = R.observe(flow.state, flow.viewer if flow.viewer is not None else 0)
            self._obs_key = (flow.state, flow.viewer)
        return self._obs

    def tallies(self) -> list[ma.Tally]:
        """Every diner's eaten pizzas (seats, then the Glutton) as the table
        shows them now: taken from the observation, limited to the cards
        that have landed in a hand or pile (the animation lags the rules)."""
        m = self.flow.model
        shown: dict[Any, Any] = {seat: hand for seat, hand in enumerate(m.hands)}
        shown[ma.GLUTTON] = m.glutton_pile
        return ma.tallies_from_observation(self.observation(), shown)

    def standing_lines(self) -> list[str]:
        """The standing panel's lines in the player's language (empty when
        the memory aid is off or the deal is still running)."""
        flow = self.flow
        if not self.memory_on or flow.model.deck:
            return []
        tallies = self.tallies()
        st = ma.standing(tallies)
        if flow.phase == "over":
            if st.second_total is None:
                return [ds.message_text(self.app.text, ("rodizio.memory.all_level",
                                                        {"total": st.first_total}), self.name)]
            msg = ("rodizio.results.final", {"first": list(st.first), "t1": st.first_total,
                                             "second": list(st.best),
                                             "t2": st.second_total})
            return [ds.message_text(self.app.text, msg, self.name)]
        viewer = flow.viewer if flow.phase != "cover" else None
        return [ds.message_text(self.app.text, m, self.name)
                for m in ma.standing_messages(st, tallies, viewer)]

    def diner_anchor(self, actor: Any, kind: str) -> pygame.Rect:
        """``kind`` ("name", "tally", "hand") of a seat or the Glutton."""
        geo = self.flow.geo
        if actor == ma.GLUTTON:
            return pygame.Rect(geo["glutton_pile" if kind == "hand" else f"{kind}_glutton"])
        place = self.flow.places[actor]
        return pygame.Rect(geo[f"place_{place}" if kind == "hand" else f"{kind}_{place}"])

    def _diners(self) -> list[Any]:
        seats = list(range(len(self.flow.config.seats)))
        return seats + ([ma.GLUTTON] if self.flow.model.glutton else [])

    def _tallies(self, surface: pygame.Surface, tick: int) -> None:
        """Each diner's slip: with the memory aid on, its running total, pizza
        count and eaten pizzas in order; at the end reveal (for everyone, as
        at a real table) the counting-up total; the winners' are crowned."""
        flow = self.flow
        counting = flow.totals_shown is not None
        if not (self.memory_on or counting) or flow.model.deck:
            return
        spicy = bool(flow.state_json["spicy"])
        for t in self.tallies():
            total = None
            if counting:
                total = flow.glutton_total_shown if t.actor == ma.GLUTTON else flow.totals_shown[t.actor]
                total = int(round(total)) if total is not None else None
            crowned = flow.glutton_crowned if t.actor == ma.GLUTTON else t.actor in flow.crowned
            if not self.memory_on and not flow.model.revealed:
                t = ma.Tally(t.actor, ())
            ds.draw_tally(surface, self.app.text, t, self.diner_anchor(t.actor, "tally"), total=total,
                          spicy=spicy, crowned=crowned, tick=tick, highlight=flow.model.spotlight)

    def hovered_diner(self) -> Any:
        """The diner under the mouse (its name, tally or hand), else the one
        picked with ``next`` (keyboard and controller), or None."""
        if self.pointer is not None:
            for actor in self._diners():
                for kind in ("tally", "name", "hand"):
                    if self.diner_anchor(actor, kind).collidepoint(self.pointer):
                        return actor
        return self.picked

    def pick_next_diner(self) -> bool:
        """``next`` with the memory aid on: open the next diner's slip (seats
        in order, then the Glutton), then close it; the keyboard's and
        controller's way to what the mouse shows by pointing. False (unused)
        with the aid off."""
        if not self.memory_on:
            self.picked = None
            return False
        diners = self._diners()
        i = diners.index(self.picked) + 1 if self.picked in diners else 0
        self.picked = diners[i] if i < len(diners) else None
        return True

    def _slip(self, surface: pygame.Surface) -> None:
        """With the memory aid on, pointing at a diner shows what it ate, as
        cards in eating order."""
        if not self.memory_on or self.flow.phase == "cover" or self.flow.model.deck:
            return
        actor = self.hovered_diner()
        if actor is None:
            return
        tally = next((t for t in self.tallies() if t.actor == actor), None)
        if tally is None:
            return
        title = self.app.text.tr("rodizio.memory.slip", who=self.name(actor))
        ds.draw_slip(surface, self.app.text, self.art.face, tally, title, self.diner_anchor(actor, "tally"),
                     pygame.Rect(8, 8, surface.get_width() - 16, surface.get_height() - 16))

    # -- seats ----------------------------------------------------------------
    def _places(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        places = flow.places
        if not _laid_out_for(self.layout, len(flow.config.seats)):
            common.veil_unused(surface, geo, set(places.values()), ("place_{place}",))
        for seat in range(len(flow.config.seats)):
            area = pygame.Rect(geo[f"place_{places[seat]}"])
            self._nameplate(surface, seat, tick)
            n = len(flow.model.hands[seat])
            if n and seat not in flow.shown_seats and not flow.model.revealed:
                self._badge(surface, f"× {n}", (area.right - 26, area.top + 14), theme.CHOCOLATE, 18)
        if flow.model.glutton:
            area = pygame.Rect(geo["glutton_pile"])
            active = flow.current_actor == "glutton"
            label = self.app.text.tr("rodizio.name.glutton")
            r = self._label(surface, label, self.diner_anchor(ma.GLUTTON, "name").center, active, tick,
                            "center")
            if active and flow.phase == "auto":
                self._thinking(surface, self._bubble_at(r), tick)
            n = len(flow.model.glutton_pile)
            if n and not flow.model.revealed:
                self._badge(surface, f"× {n}", (area.right - 26, area.top + 14), theme.CHOCOLATE, 18)

    def _nameplate(self, surface, seat: int, tick: int) -> None:
        flow = self.flow
        active = flow.current_actor == seat and flow.phase != "over"
        name, sub = self.name(seat), self.level(seat)
        r = self._label(surface, name, self.diner_anchor(seat, "name").center, active, tick, "center", sub)
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
        img = self.app.text.render(text, 22, ink, "bold")
        if sub:
            small = self.app.text.render(sub, 15, ink if active else theme.MUSTARD_LIGHT, "bold")
            both = pygame.Surface((max(img.get_width(), small.get_width()),
                                   img.get_height() + small.get_height() - 8), pygame.SRCALPHA)
            both.blit(img, ((both.get_width() - img.get_width()) // 2, 0))
            both.blit(small, ((both.get_width() - small.get_width()) // 2, img.get_height() - 8))
            img = both
        r = img.get_rect().inflate(24, 8)
        setattr(r, anchor, pos)
        r.clamp_ip(pygame.Rect(6, 4, surface.get_width() - 12, surface.get_height() - 8))
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
        surface.blit(img, img.get_rect(center=r.center))
        return r

    def _thinking(self, surface, center, tick: int) -> None:
        """A speech bubble with dots that bounce in turn (the AI is thinking)."""
        common.thinking_bubble(surface, center, tick, period=12, lag=0.6, tail=True)

    def _crown(self, surface, center, tick: int, scale: float = 1.0) -> None:
        common.crown(surface, center, tick, scale)

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
                self.app.text.draw(surface, label, size, theme.WHITE, (area.centerx, area.top + 10),
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
    def _hud(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.flow
        geo = flow.geo
        text = self.app.text
        # Whose turn.
        turn = self.hud_rect("hud_turn")
        if flow.model.deck:
            msg = self.app.text.tr("rodizio.hud.dealing")
        elif flow.phase == "over" or flow.state.over:
            msg = self.app.text.tr("rodizio.hud.game_over")
        elif flow.current_actor is not None:
            msg = self.tr(("rodizio.hud.turn", {"who": flow.actor_label(flow.current_actor, True)}))
        else:
            msg = ""
        if msg:
            text.draw(surface, msg, 28, theme.CREAM, turn.midleft if not text.rtl else turn.midright,
                      "start", role="display", shadow=theme.SHADOW)
        keys = self._keys_hint()
        if keys and flow.phase == "human":
            k = self.hud_rect("hud_keys")
            text.draw(surface, keys, 17, theme.MUSTARD_LIGHT, (k.left, k.centery) if not text.rtl
                      else (k.right, k.centery), "start", role="bold", shadow=theme.SHADOW)
        # The memory aid's standing: who is 1st and 2nd now, what you need.
        lines = self.standing_lines() if self.show_standing else []
        if lines:
            ds.draw_standing(surface, text, lines, self.standing_rect or self.hud_rect("hud_standing"),
                             note=self._slip_prompt())
        # Table facts.
        sj = flow.state_json
        facts = self.tr(("rodizio.hud.left", {"n": sum(len(s) for s in sj["plates"])}))
        if sj["spicy"]:
            facts += "   " + text.tr("rodizio.hud.spicy")
        score = self.hud_rect("hud_scores")
        at = (score.right, score.top + 20) if not text.rtl else (score.left, score.top + 20)
        text.draw(surface, facts, 22, theme.CREAM, at, "end", role="bold", shadow=theme.SHADOW)
        # The last things that happened, newest at the bottom.
        self._log(surface)
        box = pygame.Rect(geo["hud_prompt"])
        # What to do now; a fresh toast (a refusal, a hint) takes the
        # prompt's place so it never covers the cards.
        if flow.toast is not None:
            fill = (255, 226, 214) if flow.toast.error else (232, 246, 224)
            border = theme.TOMATO if flow.toast.error else theme.BASIL
            self._pill(surface, box, self.tr(flow.toast.message), fill, border)
        elif flow.hint_why is not None and flow.phase == "human":  # the hint's reason, until the move
            self._pill(surface, box, self.tr(flow.hint_why), (232, 246, 224), theme.BASIL)
        elif self.show_prompt and (prompt := flow.prompt()) is not None:
            self._pill(surface, box, self.tr(prompt), theme.CREAM, theme.CHOCOLATE)

    def _pill(self, surface: pygame.Surface, box: pygame.Rect, words: str, fill, border) -> None:
        """A rounded message centred on ``box``; long text wraps and the pill
        grows upwards (it never reaches down over the hand)."""
        text = self.app.text
        size, lh = 22, 28
        lines = text.wrap(words, size, 860, "bold")
        w = max(text.width(ln, size, "bold") for ln in lines) + 36
        h = 12 + lh * len(lines)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (box.centerx, box.centery + 18)
        theme.panel(surface, r, fill=fill, border=border, radius=min(r.h // 2, 20), border_width=3,
                    shadow=4)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.INK, (r.centerx, r.top + 6 + lh * i + lh // 2), "center",
                      role="bold")

    def _log(self, surface: pygame.Surface) -> None:
        common.log_box(surface, self.app.text, [self.tr(m) for m in self.flow.log[-4:]],
                       pygame.Rect(self.flow.geo["hud_log"]), size=17, lh=22, inset=12, vpad=8,
                       alpha=120, radius=14, old_color=(225, 200, 175))

    def _keys_hint(self) -> str:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return ""
        keys = self.app.text.tr("rodizio.keys", move=common.move_prompt(inp),
                                confirm=inp.prompt("confirm"), hint=inp.prompt("hint"),
                                menu=inp.prompt("back"))
        return keys

    def _slip_prompt(self) -> str | None:
        """The key that opens the diners' slips without a mouse (memory aid
        on, the player's turn), for the standing panel."""
        inp = getattr(self.app, "input", None)
        if not self.memory_on or self.flow.phase != "human" or inp is None or not hasattr(inp, "prompt"):
            return None
        return self.app.text.tr("rodizio.keys.slip", next=inp.prompt("next"))

    def _cover(self, surface: pygame.Surface) -> None:
        tr = self.app.text.tr
        common.cover(surface, self.app.text, self.tr(("rodizio.cover.title", {"who": self.flow.state.to_move})),
                     tr("rodizio.cover.body"), tr("rodizio.cover.go", button=common.confirm_prompt(self.app)))


def _laid_out_for(layout: Any, seats: int) -> bool:
    """True if ``layout`` is a map drawn for ``seats`` seats (no mats for
    absent places); the 4-seat map used for fewer seats is not."""
    try:
        return int(layout.tmx.properties.get("seats", 0)) == seats and layout.path.stem != "rodizio_table"
    except (AttributeError, TypeError, ValueError):
        return False
