"""The human's choice on the Foodies table: the ring on the focused recipe
or card (with the cards a serve would use), hint badges, and the Draw /
Swap / Serve / Pass buttons (Cancel while picking)."""
from __future__ import annotations

import pygame

from game.client import theme
from game.client.foodies import hint as hints
from game.client.foodies.paint import GLOW_OK, Part
from game.client.foodies.table_flow import ACTIONS

class ControlsPainter(Part):
    def focus(self, surface: pygame.Surface, tick: int) -> None:
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
                    self.paint.ring(surface, r, tick, rid in ok)
                elif rid in ok:
                    pygame.draw.rect(surface, GLOW_OK, r.inflate(8, 8), 3, border_radius=12)
                if hint and hint.get("type") == "serve" and hint.get("recipe") == rid:
                    self.paint.hint_badge(surface, (r.centerx, r.top - 12))
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
                self.paint.ring(surface, r, tick, True)
            if hint and hint.get("card") is not None:
                hr = pygame.Rect([int(v) for v in flow.card_rect(hint["card"])])
                if hr.w:
                    self.paint.hint_badge(surface, (hr.centerx, hr.top + 16))

    def actions(self, surface: pygame.Surface, tick: int) -> None:
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
            label = text.tr(f"foodies.action.{k}")
            # the Text size setting, as far as the button holds the word
            size = text.fit_box(label, text.reading_size(22), r.inflate(-16, -8), "display", least=22)
            text.draw(surface, label, size, color, r.center, "center", role="display", box=r)
            hint = flow.hint_action
            if hint and hint["type"] == k and flow.mode == "actions":
                self.paint.hint_badge(surface, (r.right - 14, r.top - 6))
