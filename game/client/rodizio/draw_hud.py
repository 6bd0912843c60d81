"""The Rodízio table's HUD: whose turn, the key line, the memory aid's
standing panel, the table facts, the message log, the prompt pill (or a
refusal / hint in its place), the mouse buttons and the hot-seat cover. A
part of the renderer (``TableRenderer.hud``)."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.common.grow import grown
from game.client.common.still_layer import Step
from game.client.rodizio import diner_summary as ds


class HudPainter:
    def __init__(self, r: Any) -> None:
        self.r = r

    def draw(self, surface: pygame.Surface, tick: int) -> None:
        for step in self._steps():
            step.paint(surface)

    def steps(self, add: Any, tick: int) -> None:
        """The HUD and its buttons as still_layer steps, each keyed on its
        words and place."""
        for step in self._steps():
            add(step)
        for step in self._button_steps():
            add(step)

    def _steps(self) -> list[Step]:
        flow = self.r.flow
        geo = flow.geo
        text = self.r.app.text
        out: list[Step] = []
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
            at = turn.midleft if not text.rtl else turn.midright
            out.append(Step(("turn", msg, at), _band(at[1], 26), lambda s, msg=msg, at=at: text.draw(
                s, msg, 28, theme.CREAM, at, "start", role="display", shadow=theme.SHADOW)))
        keys = self.r._keys_hint()
        if keys and flow.phase == "human":
            k = self.keys_room()   # one or two lines in the band of the key line's room
            out.append(Step(("keys", keys, tuple(k)), _band(k.centery, 22),
                            lambda s, keys=keys: self._keys_line(s, keys)))
        # The memory aid's standing: who is 1st and 2nd now, what you need.
        lines = self.r.standing_lines() if self.r.show_standing else []
        pill = self._pill_words()
        if lines:
            note, box = self.slip_prompt(), self.r.standing_box()
            most = self.standing_room(box, pill)
            out.append(Step(("standing", tuple(lines), note, tuple(box), most), _below(box, most),
                            lambda s, lines=lines, box=box, note=note, most=most: ds.draw_standing(
                                s, text, lines, box, note=note, most_h=most)))
        # Table facts.
        sj = flow.state_json
        facts = self.r.tr(("rodizio.hud.left", {"n": sum(len(s) for s in sj["plates"])}))
        if sj["spicy"]:
            facts += "   " + text.tr("rodizio.hud.spicy")
        score = self.r.hud_rect("hud_scores")
        fat = (score.right, score.top + 20) if not text.rtl else (score.left, score.top + 20)
        fsize = self.facts_size(facts, score)
        out.append(Step(("facts", facts, fat, fsize), _band(fat[1], 20 + (fsize - 22)), lambda s, facts=facts, fat=fat: text.draw(
            s, facts, fsize, theme.CREAM, fat, "end", role="bold", shadow=theme.SHADOW)))
        # The last things that happened, newest at the bottom.
        log = tuple(self.r.tr(m) for m in flow.log[-4:])
        log_box = pygame.Rect(geo["hud_log"])
        out.append(Step(("log", log, tuple(log_box)), log_box.inflate(8, 8), lambda s, log=log, log_box=log_box: self._log(s, log, log_box)))
        box = pygame.Rect(geo["hud_prompt"])
        if pill is not None:
            arms = (tuple(geo.column(0)), tuple(geo.column(1)))
            bound = self._pill_layout(box, pill[0])[0].inflate(12, 20)   # its panel, border and shadow
            out.append(Step(("prompt", pill, tuple(box), arms), bound,
                            lambda s, box=box, pill=pill: self._pill(s, box, *pill)))
        return out

    def _pill_words(self) -> tuple | None:
        """What the prompt pill says now and in which colours: what to do; a
        fresh toast (a refusal, a hint) takes the prompt's place so it never
        covers the cards."""
        flow = self.r.flow
        if flow.toast is not None:
            fill = (255, 226, 214) if flow.toast.error else (232, 246, 224)
            border = theme.TOMATO if flow.toast.error else theme.BASIL
            return (self.r.tr(flow.toast.message), fill, border)
        if flow.hint_why is not None and flow.phase == "human":  # the hint's reason, until the move
            return (self.r.tr(flow.hint_why), (232, 246, 224), theme.BASIL)
        if self.r.show_prompt and (prompt := flow.prompt()) is not None:
            return (self.r.tr(prompt), theme.CREAM, theme.CHOCOLATE)
        return None

    def standing_room(self, box: pygame.Rect, pill: tuple | None) -> int:
        """How tall the standing panel may grow from ``box``'s top with a
        larger text size: down to the cloth's edge, and short of the prompt
        pill when the pill sits under it (the lessons' layout)."""
        geo = self.r.flow.geo
        anchors = getattr(geo, "anchors", {}) or {}
        bottom = pygame.Rect(anchors["cloth"]).bottom - 8 if "cloth" in anchors else box.bottom
        log = pygame.Rect(geo["hud_log"])   # the log's corner (the log grows up from its bottom)
        if log.left < box.right and log.right > box.left and log.top >= box.top:
            bottom = min(bottom, log.top - 6)
        if pill is not None:
            r = self._pill_layout(pygame.Rect(geo["hud_prompt"]), pill[0])[0].inflate(8, 12)
            if r.left < box.right and r.right > box.left and r.top >= box.top:
                bottom = min(bottom, r.top)
        return max(box.h, bottom - box.top)

    def facts_size(self, facts: str, score: pygame.Rect) -> int:
        """The table facts' type size: 22, grown with the Text size setting
        as far as the line stays beside the top seat's slip and above the
        HUD buttons."""
        text = self.r.app.text
        room = score.w
        anchors = getattr(self.r.flow.geo, "anchors", {}) or {}
        for name in ("tally_2", "place_2", "name_2"):   # the top seat, in the same band
            if name in anchors:
                t = pygame.Rect(anchors[name])
                if not text.rtl and t.right <= score.right:
                    room = min(room, score.right - t.right - 12)
                elif text.rtl and t.left >= score.left:
                    room = min(room, t.left - score.left - 12)
        top = min((b.top for b in self.r.buttons().values()), default=score.top + 44)
        return grown(text, 22, lambda s: text.width(facts, s, "bold") <= room
                     and text.size(facts, s, "bold")[1] <= 2 * (top - 2 - score.top - 20) + 8)

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
        r, size, lh, lines = self._pill_layout(box, words)
        theme.panel(surface, r, fill=fill, border=border, radius=min(r.h // 2, 20), border_width=3,
                    shadow=4)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.INK, (r.centerx, r.top + 6 + lh * i + lh // 2), "center",
                      role="bold")

    def _pill_layout(self, box: pygame.Rect, words: str) -> tuple[pygame.Rect, int, int, list[str]]:
        """Where ``_pill`` puts ``words``: its rect, type size, line height and lines."""
        text = self.r.app.text
        geo = self.r.flow.geo
        under_arms = max(geo.column(0)[1] + geo.column(0)[3], geo.column(1)[1] + geo.column(1)[3]) + 6
        # what a grown pill may take: from its box up to the arms (under the
        # box the third plate's column bends along the cloth)
        tallest = box.centery + 18 - under_arms
        room = box.w - 36
        at_100 = len(text.wrap(words, 22, room, "bold"))
        most = 2 if text.scale < 1.5 else 3   # from 150 %: a third line if it must
        if at_100 <= most:
            # The Text size setting grows the words as far as they keep to
            # ``most`` lines and the pill to its room
            size = text.reading_size(22)
            while size > 22 and (len(text.wrap(words, size, room, "bold")) > most
                                 or 12 + (size + 6) * len(text.wrap(words, size, room, "bold")) > tallest):
                size -= 1
            lh = size + 6
            lines = text.wrap(words, size, room, "bold")
        else:
            # A longer text (the coach's two sentences) is set smaller, grown
            # as far as the pill's room, its lines balanced
            size = text.reading_size(19)
            while size > 19 and 12 + (size + 6) * len(text.wrap(words, size, room, "bold")) > tallest:
                size -= 1
            lh = size + 6
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
        if r.top < under_arms and box.top >= under_arms:
            r.top = under_arms
        return r, size, lh, lines

    def _log(self, surface: pygame.Surface, lines: Any = None, box: Any = None) -> None:
        if lines is None:
            lines = [self.r.tr(m) for m in self.r.flow.log[-4:]]
        common.log_box(surface, self.r.app.text, list(lines),
                       pygame.Rect(self.r.flow.geo["hud_log"]) if box is None else box, size=17, lh=22,
                       inset=12, vpad=8, alpha=120, radius=14, old_color=(225, 200, 175))

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
        for step in self._button_steps():
            step.paint(surface)

    def _button_steps(self) -> list[Step]:
        flow = self.r.flow
        if not self.r.show_buttons:
            return []
        out: list[Step] = []
        text = self.r.app.text
        for name, r in self.r.buttons().items():
            if name == "hint" and flow.phase != "human":
                continue
            label, hover = text.tr(f"rodizio.button.{name}"), self.r.hover == name
            out.append(Step(("button", label, tuple(r), hover), r.inflate(8, 14),
                            lambda s, r=r, label=label, hover=hover: common.pill_button(s, text, r, label, 20,
                                                                                         hover)))
        return out


def _band(y: int, half: int) -> pygame.Rect:
    """The screen-wide band ``half`` pixels either side of ``y``: where a
    line of HUD text (and its shadow) may fall, whatever its length."""
    return pygame.Rect(0, y - half, 1280, 2 * half)


def _below(box: pygame.Rect, most: int | None = None) -> pygame.Rect:
    """A panel laid out from ``box``'s top, grown down to its rows (at
    most ``most`` tall, by default twice the box's height)."""
    return pygame.Rect(box.left - 4, box.top - 4, box.w + 8, max(2 * box.h, most or 0) + 8)
