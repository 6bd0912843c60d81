"""The Rodízio table's HUD: whose turn, the key line, the memory aid's
standing panel, the table facts, the message log, the prompt pill (or a
refusal / hint in its place), the mouse buttons and the hot-seat cover. A
part of the renderer (``TableRenderer.hud``)."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.rodizio import diner_summary as ds


class HudPainter:
    def __init__(self, r: Any) -> None:
        self.r = r

    def draw(self, surface: pygame.Surface, tick: int) -> None:
        flow = self.r.flow
        geo = flow.geo
        text = self.r.app.text
        # Whose turn.
        turn = self.r.hud_rect("hud_turn")
        if flow.model.deck:
            msg = self.r.app.text.tr("rodizio.hud.dealing")
        elif flow.phase == "over" or flow.state.over:
            msg = self.r.app.text.tr("rodizio.hud.game_over")
        elif flow.current_actor is not None:
            msg = self.r.tr(("rodizio.hud.turn", {"who": flow.actor_label(flow.current_actor, True)}))
        else:
            msg = ""
        if msg:
            text.draw(surface, msg, 28, theme.CREAM, turn.midleft if not text.rtl else turn.midright,
                      "start", role="display", shadow=theme.SHADOW)
        keys = self.r._keys_hint()
        if keys and flow.phase == "human":
            self._keys_line(surface, keys)
        # The memory aid's standing: who is 1st and 2nd now, what you need.
        lines = self.r.standing_lines() if self.r.show_standing else []
        if lines:
            ds.draw_standing(surface, text, lines, self.r.standing_box(),
                             note=self.slip_prompt())
        # Table facts.
        sj = flow.state_json
        facts = self.r.tr(("rodizio.hud.left", {"n": sum(len(s) for s in sj["plates"])}))
        if sj["spicy"]:
            facts += "   " + text.tr("rodizio.hud.spicy")
        score = self.r.hud_rect("hud_scores")
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
            self._pill(surface, box, self.r.tr(flow.toast.message), fill, border)
        elif flow.hint_why is not None and flow.phase == "human":  # the hint's reason, until the move
            self._pill(surface, box, self.r.tr(flow.hint_why), (232, 246, 224), theme.BASIL)
        elif self.r.show_prompt and (prompt := flow.prompt()) is not None:
            self._pill(surface, box, self.r.tr(prompt), theme.CREAM, theme.CHOCOLATE)

    def keys_room(self) -> pygame.Rect:
        """Where the key line may run: its ``hud_keys`` anchor, stopped short
        of the top seat's name, hand and slip (they sit in the same band at
        the top edge with 2 and 4 seats)."""
        text = self.r.app.text
        k = pygame.Rect(self.r.hud_rect("hud_keys"))
        geo = self.r.flow.geo
        for name in ("name_2", "place_2", "tally_2"):
            a = geo.anchors.get(name) if hasattr(geo, "anchors") else None
            if a is None:
                continue
            a = pygame.Rect(a)
            if a.top >= k.bottom or a.bottom <= k.top:
                continue
            if not text.rtl and a.left >= k.left:
                k.width = min(k.width, a.left - 8 - k.left)
            elif text.rtl and a.right <= k.right:
                right = k.right
                k.left = max(k.left, a.right + 8)
                k.width = right - k.left
        return k

    def _keys_line(self, surface: pygame.Surface, keys: str) -> None:
        """The key line in its room (``keys_room``): smaller if it must, and
        on two lines when even that is too wide (never under a seat's name)."""
        text = self.r.app.text
        k = self.keys_room()
        size = text.fit_size(keys, 17, k.w, "bold", least=14)
        lines = [keys] if text.width(keys, size, "bold") <= k.w else text.wrap(keys, 14, k.w, "bold")[:2]
        if len(lines) > 1:
            size = 14
        lh = size + 3
        top = k.centery - lh * len(lines) // 2
        for i, ln in enumerate(lines):
            y = top + lh * i + lh // 2
            text.draw(surface, ln, size, theme.MUSTARD_LIGHT, (k.left, y) if not text.rtl else (k.right, y),
                      "start", role="bold", shadow=theme.SHADOW, box=pygame.Rect(k.left, y - lh, k.w, 2 * lh))

    def _pill(self, surface: pygame.Surface, box: pygame.Rect, words: str, fill, border) -> None:
        """A rounded message centred on ``box``; long text wraps to the box's
        width and the pill grows upwards (never down over the hand), up to
        the plates' columns: a taller one hangs down from under them. Text of
        more than two lines (the coach's two sentences) is set smaller, its
        lines balanced (no word left alone on the last)."""
        text = self.r.app.text
        # The Text size setting grows the words as far as they keep the lines
        # they have at 100 % (more lines would grow the pill over the plates).
        room = box.w - 36
        at_100 = len(text.wrap(words, 22, room, "bold"))
        size = text.reading_size(22)
        while size > 22 and len(text.wrap(words, size, room, "bold")) > at_100:
            size -= 1
        lh = size + 6
        lines = text.wrap(words, size, room, "bold")
        if len(lines) > 2:
            size, lh, room = 19, 25, box.w - 36
            lines = text.wrap(words, size, room, "bold")
            lo = room // 2
            while lo < room:   # the narrowest width that keeps as few lines
                mid = (lo + room) // 2
                if len(text.wrap(words, size, mid, "bold")) <= len(lines):
                    room = mid
                else:
                    lo = mid + 1
            lines = text.wrap(words, size, room, "bold")
        w = max(text.width(ln, size, "bold") for ln in lines) + 36
        h = 12 + lh * len(lines)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (box.centerx, box.centery + 18)
        # never up over the triangle's arms: a tall message hangs down from under them instead
        geo = self.r.flow.geo
        under_arms = max(geo.column(0)[1] + geo.column(0)[3], geo.column(1)[1] + geo.column(1)[3]) + 6
        if r.top < under_arms and box.top >= under_arms:
            r.top = under_arms
        theme.panel(surface, r, fill=fill, border=border, radius=min(r.h // 2, 20), border_width=3,
                    shadow=4)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.INK, (r.centerx, r.top + 6 + lh * i + lh // 2), "center",
                      role="bold")

    def _log(self, surface: pygame.Surface) -> None:
        common.log_box(surface, self.r.app.text, [self.r.tr(m) for m in self.r.flow.log[-4:]],
                       pygame.Rect(self.r.flow.geo["hud_log"]), size=17, lh=22, inset=12, vpad=8,
                       alpha=120, radius=14, old_color=(225, 200, 175))

    def slip_prompt(self) -> str | None:
        """The key that opens the diners' slips without a mouse (memory aid
        on, the player's turn), for the standing panel."""
        inp = getattr(self.r.app, "input", None)
        if not self.r.memory_on or self.r.flow.phase != "human" or inp is None or not hasattr(inp, "prompt"):
            return None
        return self.r.app.text.tr("rodizio.keys.slip", next=inp.prompt("next"))

    def cover(self, surface: pygame.Surface) -> None:
        tr = self.r.app.text.tr
        common.cover(surface, self.r.app.text, self.r.tr(("rodizio.cover.title", {"who": self.r.flow.state.to_move})),
                     tr("rodizio.cover.body"), tr("rodizio.cover.go", button=common.confirm_prompt(self.r.app)))

    def buttons(self, surface: pygame.Surface) -> None:
        flow = self.r.flow
        if not self.r.show_buttons:
            return
        for name, r in self.r.buttons().items():
            if name == "hint" and flow.phase != "human":
                continue
            common.pill_button(surface, self.r.app.text, r, self.r.app.text.tr(f"rodizio.button.{name}"), 20,
                               self.r.hover == name)
