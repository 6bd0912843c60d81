"""The Foodies table's HUD: whose turn and the round at the top, the key
line, the message log, a refusal or hint note under the action row, the
prompt pill, the mouse buttons and the hot-seat cover."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.common.still_layer import Step
from game.client.foodies import cold_kitchen
from game.client.foodies.paint import Part

#: The message log's box (bottom-left corner).
LOG_BOX = pygame.Rect(10, 562, 232, 152)


def _words_box(text: Any, words: str, size: int, at: tuple[int, int], anchor: str) -> pygame.Rect:
    """Where a line of HUD display text drawn at ``at`` (``anchor``) with
    its shadow falls: its rect, the shadow's offset (size // 14, at least 2)
    and a margin. (A screen-wide band let every card dealt to the top seat
    push the line out of the kept picture and back.)"""
    box = pygame.Rect((0, 0), text.size(words, size, "display"))
    setattr(box, text.resolve_anchor(anchor), at)
    return box.union(box.move(max(2, size // 14), max(2, size // 14))).inflate(12, 12)


class HudPainter(Part):
    def hud(self, surface: pygame.Surface, tick: int) -> None:
        for step in self.steps(tick):
            step.paint(surface)

    def steps(self, tick: int = 0) -> list[Step]:
        """The HUD as still_layer steps, each keyed on its words and place
        (only the cold kitchen's last-lap warning moves: it pulses)."""
        flow = self.flow
        geo = flow.geo
        text = self.app.text
        out: list[Step] = []
        turn = self.areas.hud_rect("hud_turn")
        if flow.phase == "over" or flow.state.over:
            msg = text.tr("foodies.hud.game_over")
        elif flow.current_actor is not None:
            msg = self.names.tr(("foodies.hud.turn", {"who": flow.current_actor}))
        else:
            msg = ""
        if msg:
            at = turn.midleft if not text.rtl else turn.midright
            size = text.fit_size(msg, 28, turn.width, "display")
            out.append(Step(("turn", msg, at, turn.width), _words_box(text, msg, size, at, "start"),
                            lambda s, msg=msg, at=at, size=size: text.draw(
                                s, msg, size, theme.CREAM, at, "start", role="display", shadow=theme.SHADOW)))
        rnd = self.areas.hud_rect("hud_round")
        st = flow.state
        total = st.round if st.over else st.round + -(-len(st.recipe_deck) // 3)
        words = text.tr("foodies.hud.round", n=flow.model.round, total=total)
        rat = rnd.midright if not text.rtl else rnd.midleft
        out.append(Step(("round", words, rat), _words_box(text, words, 26, rat, "end"),
                        lambda s, words=words, rat=rat: text.draw(
                            s, words, 26, theme.CREAM, rat, "end", role="display", shadow=theme.SHADOW)))
        if flow.phase == "human" and self.r.show_buttons:
            keys = self._keys_hint()
            if keys:
                at, lines = self.key_lines(keys)

                def paint_keys(s: pygame.Surface, lines: tuple = lines, at: tuple = at) -> None:
                    for i, ln in enumerate(lines):
                        text.draw(s, ln, 16, theme.MUSTARD_LIGHT, (at[0], at[1] + 20 * i), "start",
                                  role="bold", shadow=theme.SHADOW)
                out.append(Step(("keys", lines, at), pygame.Rect(0, at[1] - 16, 1280, 20 * len(lines) + 32),
                                paint_keys))
        log = tuple(self.names.tr(m, short=True) for m in flow.log[-4:])
        out.append(Step(("log", log), LOG_BOX.inflate(8, 8), lambda s, log=log: self._log(s, log)))
        quiet = self._quiet_layout()
        if quiet is not None:   # the cold kitchen coming; its last-lap warning pulses (live)
            self.r.quiet_box = quiet[0]   # what the tutorial points at
            key = None if quiet[3] else ("quiet", tuple(quiet[2]), quiet[1], tuple(quiet[0]))
            out.append(Step(key, quiet[0].inflate(8, 12), lambda s: self.quiet(s, tick)))
        box = pygame.Rect(geo["hud_prompt"])
        # A refusal / hint message sits in the band under the action row; a
        # long one wraps downwards over the prompt (which it then replaces),
        # never upwards over the buttons. The hint's reason stays until the
        # player moves.
        note = None
        if flow.toast is not None:
            note = (self.names.tr(flow.toast.message),
                    (255, 226, 214) if flow.toast.error else theme.CREAM,
                    theme.TOMATO if flow.toast.error else theme.BASIL)
        elif flow.hint_why is not None and flow.phase == "human":
            note = (self.names.tr(flow.hint_why), (232, 246, 224), theme.BASIL)
        prompt = flow.prompt() if self.r.show_prompt else None
        words = self.names.tr(prompt) if prompt is not None else None
        fill = theme.MUSTARD_LIGHT if flow.mode == "discard" and flow.phase == "human" else theme.CREAM
        if note is not None or words is not None:
            span = self.areas.message_span()
            top = geo["actions"][1] + geo["actions"][3] + 4
            if note is None:   # the prompt alone: its pill
                bound = self._prompt_rect(words, box, span).inflate(12, 20)
            else:
                bound = span.union(box).union(pygame.Rect(span.left, top, span.w, max(0, span.bottom - top)))
            out.append(Step(("message", note, words, fill, tuple(box), tuple(span), tuple(geo["actions"])),
                            bound.inflate(16, 20),
                            lambda s, note=note, words=words, fill=fill: self._message(s, note, words, fill, box)))
        return out

    def _message(self, surface: pygame.Surface, note: Any, words: str | None, fill: Any,
                 box: pygame.Rect) -> None:
        """The refusal / hint note, and the prompt pill unless the note
        covers its place."""
        covered = False
        if note is not None:
            r = self.note(surface, note[0], note[1], note[2])
            covered = r.bottom > box.top + 4
        if words is not None and not covered:
            text = self.app.text
            span = self.areas.message_span()
            size = self._prompt_size(words, span)
            r = self._prompt_rect(words, box, span)
            theme.panel(surface, r, fill=fill, border=theme.CHOCOLATE, radius=r.h // 2, border_width=3, shadow=4)
            text.draw(surface, words, size, theme.INK, r.center, "center", role="bold", box=r)

    def _prompt_size(self, words: str, span: pygame.Rect) -> int:
        text = self.app.text
        size = text.reading_size(22)   # the Text size setting; shrunk to fit the band
        while size > 14 and text.width(words, size, "bold") > span.w - 30:
            size -= 1
        return size

    def _prompt_rect(self, words: str, box: pygame.Rect, span: pygame.Rect) -> pygame.Rect:
        """The prompt pill's rect: centred on ``box``, kept in ``span``."""
        r = pygame.Rect((0, 0), self.app.text.size(words, self._prompt_size(words, span), "bold"))
        r.center = box.center
        r.inflate_ip(30, 12)
        r.clamp_ip(span)
        return r

    def _quiet_layout(self) -> tuple[pygame.Rect, int, list[str], bool] | None:
        """Where ``quiet`` draws, its type size, lines and whether it warns; None at the end."""
        flow = self.flow
        if flow.phase == "over" or flow.state.over:
            return None
        msg = cold_kitchen.message(flow.seats, flow.quiet_shown)
        warn = cold_kitchen.close(flow.seats, flow.quiet_shown)
        text = self.app.text
        words = self.names.tr(msg)
        most = self.areas.quiet_room()
        size = text.fit_size(words, 16, most - 24, "bold", least=14)
        lines = [words] if text.width(words, size, "bold") <= most - 24 else text.wrap(words, 15, most - 24, "bold")[:2]
        if len(lines) > 1:
            size = 15
        width = min(most, max(text.width(ln, size, "bold") for ln in lines) + 24)
        r = self.areas.quiet_rect(width, 10 + (size + 4) * len(lines))
        return r, size, lines, bool(warn)

    def quiet(self, surface: pygame.Surface, tick: int) -> pygame.Rect | None:
        """The cold kitchen (rule book §5.4) coming: "N quiet turns left"
        while a round is played; in the last lap (at most one quiet turn
        per seat) a pulsing tomato warning. The rect drawn, or None."""
        layout = self._quiet_layout()
        if layout is None:
            return None
        r, size, lines, warn = layout
        text = self.app.text
        if warn:
            p = theme.pulse(tick, 50)
            fill = tuple(int(a + (b - a) * p) for a, b in zip(theme.TOMATO_DARK, theme.TOMATO))
            theme.panel(surface, r, fill=fill, border=theme.CREAM, radius=14, border_width=2, shadow=3)
            color = theme.WHITE
        else:
            theme.panel(surface, r, fill=(*theme.CHOCOLATE, 210), border=theme.CHOCOLATE_LIGHT, radius=14,
                        border_width=2, shadow=3)
            color = theme.CREAM
        lh = size + 4
        for i, ln in enumerate(lines):
            line_box = pygame.Rect(r.left, r.top + 5 + lh * i, r.w, lh)
            text.draw(surface, ln, size, color, line_box.center, "center", role="bold", box=line_box.inflate(0, 6))
        self.r.quiet_box = r   # what the tutorial points at
        return r

    def note(self, surface: pygame.Surface, words: str, fill, border) -> pygame.Rect:
        """A message box whose top sits just under the action row: one line
        if it fits at a readable size, else wrapped (growing downwards)."""
        text = self.app.text
        span = self.areas.message_span()
        top = self.flow.geo["actions"][1] + self.flow.geo["actions"][3] + 4
        inner = span.w - 36
        grow = text.reading_size   # the Text size setting
        size = grow(22)
        while size > grow(17) and text.width(words, size, "bold") > inner:
            size -= 1
        lines = [words] if text.width(words, size, "bold") <= inner else text.wrap(words, grow(18), inner, "bold")
        size = size if len(lines) == 1 else grow(18)
        lh = size + 6
        most = max(1, (span.bottom - top - 12) // lh)   # down to the hand, never up over the buttons
        # A long hint's reason: smaller (and at last set tighter) before it is cut.
        for size_, lh_ in ((16, 21), (15, 20), (15, 19)):
            if len(lines) <= most:
                break
            size, lh = size_, lh_
            lines = text.wrap(words, size, inner, "bold")
            most = max(1, (span.bottom - top - 12) // lh)
        if len(lines) > most:
            lines = lines[:most]
            lines[-1] = lines[-1].rstrip(" .,;:") + "…"
        w = max(text.width(ln, size, "bold") for ln in lines) + 36
        r = pygame.Rect(0, top, min(span.w, max(w, 240)), 12 + lh * len(lines))
        r.centerx = self.flow.geo["actions"][0] + self.flow.geo["actions"][2] // 2
        r.left = max(span.left, min(r.left, span.right - r.w))
        theme.panel(surface, r, fill=fill, border=border, radius=14, border_width=4, shadow=6)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, size, theme.INK, (r.centerx, r.top + 6 + lh * i + lh // 2), "center",
                      role="bold")
        return r

    def _log(self, surface: pygame.Surface, lines: Any = None) -> None:
        """The last things that happened, newest at the bottom (bottom-left corner)."""
        if lines is None:
            lines = [self.names.tr(m, short=True) for m in self.flow.log[-4:]]
        common.log_box(surface, self.app.text, list(lines), pygame.Rect(LOG_BOX), size=15, lh=19, inset=10,
                       vpad=6, alpha=150, radius=12, old_color=(215, 190, 165))

    def key_lines(self, keys: str) -> tuple[tuple[int, int], tuple[str, ...]]:
        """Where the key line starts and its lines: under the turn title, as
        wide as the top corner is, up to the top seat's mat (in Persian the
        corner is the narrow right one: the line wraps between its items)."""
        text = self.app.text
        geo = self.flow.geo
        turn = self.areas.hud_rect("hud_turn")
        at = (turn.left, turn.bottom + 12) if not text.rtl else (turn.right, turn.bottom + 12)
        mat = pygame.Rect(geo["place_2"]).union(pygame.Rect(geo["trophies_2"]))
        room = (mat.left - 8 - turn.left) if not text.rtl else (turn.right - mat.right - 8)
        return at, tuple(text.wrap(keys, 16, max(room, 180), "bold")[:3])

    def under_keys(self) -> int:
        """The y under the key line (or the turn title without one)."""
        keys = self._keys_hint() if self.flow.phase == "human" and self.r.show_buttons else ""
        if not keys:
            return self.areas.hud_rect("hud_turn").bottom
        at, lines = self.key_lines(keys)
        return at[1] + 20 * (len(lines) - 1) + 12

    def _keys_hint(self) -> str:
        inp = getattr(self.app, "input", None)
        if inp is None or not hasattr(inp, "prompt"):
            return ""
        if inp.last_device == "mouse":
            return self.app.text.tr("foodies.keys_mouse")
        return self.app.text.tr("foodies.keys", move=common.move_prompt(inp),
                                confirm=inp.prompt("confirm"), hint=inp.prompt("hint"),
                                back=inp.prompt("back"))

    def buttons(self, surface: pygame.Surface) -> None:
        for step in self.button_steps():
            step.paint(surface)

    def button_steps(self) -> list[Step]:
        flow = self.flow
        text = self.app.text
        out: list[Step] = []
        for name, r in self.areas.buttons().items():
            if name == "hint" and flow.phase != "human":
                continue
            label, hover = text.tr(f"foodies.button.{name}"), self.r.hover == name
            out.append(Step(("button", label, tuple(r), hover), r.inflate(8, 14),
                            lambda s, r=r, label=label, hover=hover: common.pill_button(s, text, r, label, 18,
                                                                                         hover)))
        return out

    def cover(self, surface: pygame.Surface) -> None:
        tr = self.app.text.tr
        common.cover(surface, self.app.text, tr("foodies.cover.title", who=self.names.name(self.flow.state.to_move)),
                     tr("foodies.cover.body"), tr("foodies.cover.go", button=common.confirm_prompt(self.app)))
