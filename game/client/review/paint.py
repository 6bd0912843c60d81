"""The review screen drawn: one painter per stage, in an explicit table
(`STAGE_PAINTERS`: working, failed, summary, stepping), for `ReviewScene`
(which keeps the review's state, the stepping and the input)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client import layout_audit, theme
from game.client.control_bar import draw_icon
from game.client.review import marks
from game.client.review.layout import SIDE, SLIPS, SUMMARY, TABLE, TRACK, WORKING, mirror
from game.client.screen_parts import draw_prompts, draw_title


class ReviewPainter:
    """Draws a `ReviewScene` (``scene``: its app, stage, decisions, index,
    summary and table)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene

    def _backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        theme.dim(surface, 110)

    def draw_working(self, surface: pygame.Surface) -> None:
        self._backdrop(surface)
        text = self.scene.app.text
        p = WORKING
        theme.panel(surface, p, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        title = self.scene.about_seat("review.working_you", "review.working_seat")
        text.draw(surface, title, text.fit_size(title, 34, p.w - 60, "display"), theme.INK,
                  (p.centerx, p.top + 50), "center", role="display")
        prog = self.scene.job.progress
        bar = pygame.Rect(p.left + 50, p.top + 110, p.w - 100, 28)
        pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, bar, border_radius=14)
        done = int(bar.w * max(0.0, min(1.0, prog.fraction)))
        if done:
            fill = pygame.Rect(bar.right - done if text.rtl else bar.left, bar.top, done, bar.h)
            pygame.draw.rect(surface, theme.MUSTARD, fill, border_radius=14)
        pygame.draw.rect(surface, theme.CHOCOLATE, bar, 3, border_radius=14)
        count = text.tr("review.progress", done=prog.done, total=prog.total)
        text.draw(surface, count, 20, theme.CHOCOLATE, (p.centerx, bar.bottom + 30), "center", role="bold")
        note = text.tr("review.working_note")
        text.draw(surface, note, text.fit_size(note, 17, p.w - 60, "bold"), theme.CHOCOLATE_LIGHT,
                  (p.centerx, p.bottom - 30), "center", role="bold")
        draw_prompts(surface, self.scene.app, [("back", "review.prompt.cancel")])

    def draw_failed(self, surface: pygame.Surface) -> None:
        self._backdrop(surface)
        text = self.scene.app.text
        p = WORKING
        theme.panel(surface, p, fill=theme.CREAM, border=theme.TOMATO, radius=26)
        text.draw(surface, text.tr("review.failed_title"), 32, theme.TOMATO_DARK, (p.centerx, p.top + 46),
                  "center", role="display")
        key, params = self.scene.problem
        lines = text.wrap(text.tr(key, **params), 19, p.w - 60, "bold")[:5]
        for i, ln in enumerate(lines):
            text.draw(surface, ln, 19, theme.INK, (p.centerx, p.top + 100 + 26 * i), "center", role="bold")
        draw_prompts(surface, self.scene.app, [("back", "prompt.back")])

    def draw_summary(self, surface: pygame.Surface) -> None:
        text = self.scene.app.text
        if self.scene.decisions:
            self.scene.table.draw(surface, pygame.Rect((0, 0), self.scene.app.SIZE))
            theme.dim(surface, 170)
        else:
            self._backdrop(surface)
        p = SUMMARY
        theme.panel(surface, p, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        draw_title(surface, self.scene.app, self.scene.about_seat("review.title_you", "review.title_seat"), (p.centerx, p.top + 52),
                   size=44)
        # The progress bar counted the seat's moves; of those, the judged
        # decisions and the forced moves (one choice: nothing to judge).
        moves = self.scene.job.progress.total
        sub = text.tr("review.subtitle", game=text.tr(self.scene.kit.client.name_key), seats=len(self.scene.record.seats),
                      total=moves, n=len(self.scene.decisions), forced=moves - len(self.scene.decisions))
        text.draw(surface, sub, text.fit_size(sub, 18, p.w - 80, "bold"), theme.CHOCOLATE_LIGHT,
                  (p.centerx, p.top + 102), "center", role="bold")
        summary = self.scene.job.summary()
        line = self.scene.say(self.scene.hints.summary_message(summary)) if self.scene.decisions else text.tr("review.nothing")
        size = 24
        while True:
            lines = text.wrap(line, size, p.w - 90, "bold")
            if len(lines) <= 3 or size <= 16:
                break
            size -= 1
        lh = text.line_height(size, "bold") + 2
        top = p.top + 150
        for i, ln in enumerate(lines[:4]):
            text.draw(surface, ln, size, theme.INK, (p.centerx, top + lh * i + lh // 2), "center", role="bold")
        self._draw_counts(surface, summary.counts, pygame.Rect(p.left + 60, p.top + 275, p.w - 120, 110))
        self.scene.summary_menu.draw(surface, self.scene.app)
        draw_prompts(surface, self.scene.app, [("left", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])

    def _draw_counts(self, surface: pygame.Surface, counts: dict[str, int], area: pygame.Rect) -> None:
        """A tile per verdict: its mark, how many, its word (reading order)."""
        text = self.scene.app.text
        order = ["best", "good", "inaccuracy", "mistake"]
        if text.rtl:
            order.reverse()
        w = (area.w - 3 * 16) // 4
        for i, v in enumerate(order):
            tile = pygame.Rect(area.left + i * (w + 16), area.top, w, area.h)
            pygame.draw.rect(surface, (246, 232, 204), tile, border_radius=16)
            pygame.draw.rect(surface, marks.COLORS[v], tile, 3, border_radius=16)
            marks.icon(surface, v, (tile.centerx, tile.top + 28), 18)
            text.draw(surface, str(counts.get(v, 0)), 30, theme.INK, (tile.centerx, tile.top + 68), "center",
                      role="display")
            word = text.tr(f"review.verdict.{v}")
            text.draw(surface, word, text.fit_size(word, 17, tile.w - 16, "bold"), marks.COLORS[v],
                      (tile.centerx, tile.bottom - 16), "center", role="bold")

    def draw_stepping(self, surface: pygame.Surface) -> None:
        text = self.scene.app.text
        rtl = text.rtl
        surface.fill(theme.SHADOW)
        table = mirror(TABLE, rtl)
        self.scene.table.draw(surface, table)
        d = self.scene.decisions[self.scene.index]
        tick = self.scene.app.tick
        played = self.scene.table.mark_rect(d.action, table)
        better = None if d.verdict == "best" else self.scene.table.mark_rect(d.best, table)
        if better is not None:
            marks.frame(surface, better, "best", tick, dashed=True)
        if played is not None:
            marks.frame(surface, played, d.verdict, tick)
        self._draw_tags(surface, table, d, played, better)
        self._draw_side(surface, d)
        self._draw_track(surface)
        self._draw_buttons(surface)
        draw_prompts(surface, self.scene.app, [("left", "review.prompt.step"), ("up", "review.prompt.mistake"),
                                         ("back", "review.prompt.summary"), ("menu", "review.prompt.leave")])

    def _draw_tags(self, surface: pygame.Surface, table: pygame.Rect, d: Any, played: pygame.Rect | None,
                   better: pygame.Rect | None) -> None:
        """"Your move" above the move played; "Better" under the better move
        (above it when the table ends there), and above "Your move" when the
        two would meet (a Foodies swap and pass of one card)."""
        text = self.scene.app.text
        mine, theirs = text.tr("review.your_move"), text.tr("review.better")
        bounds = table.inflate(-8, -8)
        placed = []
        if played is not None:
            r = marks.tag_rect(text, mine, (played.centerx, played.top - 6), "midbottom", bounds=bounds)
            placed.append((d.verdict, mine, r))
        if better is not None:
            r = marks.tag_rect(text, theirs, (better.centerx, better.bottom + 6), "midtop")
            if not bounds.contains(r):
                r = marks.tag_rect(text, theirs, (better.centerx, better.top - 6), "midbottom", bounds=bounds)
            if placed and r.colliderect(placed[0][2]):
                r = marks.tag_rect(text, theirs, (placed[0][2].centerx, placed[0][2].top - 4), "midbottom",
                                   bounds=bounds)
            placed.append(("better", theirs, r))
        for verdict, words, r in placed:
            marks.tag(surface, text, verdict, words, r)

    def _draw_side(self, surface: pygame.Surface, d: Any) -> None:
        text = self.scene.app.text
        side = mirror(SIDE, text.rtl)
        theme.panel(surface, side, fill=theme.CREAM, border=theme.CHOCOLATE, radius=18, shadow=0)
        inner = side.inflate(-28, 0)
        start = "topright" if text.rtl else "topleft"
        x = inner.right if text.rtl else inner.left
        y = side.top + 14
        head = text.tr("review.turn", turn=d.turn, i=self.scene.index + 1, n=len(self.scene.decisions))
        text.draw(surface, head, text.fit_size(head, _up(text, 17), inner.w, "bold"), theme.CHOCOLATE_LIGHT,
                  (x, y), start, role="bold")
        y += 30 + (_up(text, 17) - 17)
        # The verdict: its mark and word, large.
        icon_x = inner.right - 20 if text.rtl else inner.left + 20
        marks.icon(surface, d.verdict, (icon_x, y + 20), 20)
        word = text.tr(f"review.verdict.{d.verdict}")
        wx = icon_x - 32 if text.rtl else icon_x + 32
        text.draw(surface, word, text.fit_size(word, 32, inner.w - 60, "display"), marks.COLORS[d.verdict],
                  (wx, y + 20), "start", role="display")
        y += 50
        chances = [text.tr("review.chance", played=round(100 * d.chance))]
        if d.verdict != "best":
            chances.append(text.tr("review.chance_better", best=round(100 * d.best_chance)))
        if d.against == "table":  # every move lost against best play (docs/coach.md)
            chances.append(text.tr("review.against_table"))
        if d.judged_level:  # far from even both chances read alike: say what the verdict weighed
            chances.append(text.tr("review.chance_even", played=round(100 * d.level),
                                   best=round(100 * d.best_level)))
        for line in chances:
            text.draw(surface, line, text.fit_size(line, _up(text, 16), inner.w, "bold"), theme.CHOCOLATE_LIGHT,
                      (x, y), start, role="bold")
            y += 21 + (_up(text, 16) - 16)
        y += 9
        y = self._move_line(surface, inner, y, d.verdict, "review.your_move", d.action)
        if d.verdict != "best":
            y = self._move_line(surface, inner, y, "better", "review.better", d.best)
        # The reason: the better move's checked claims, as sentences.
        y += 6
        pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (inner.left, y), (inner.right, y), 2)
        y += 10
        why = self.scene.say(self.scene.hints.message(d.reason))
        room = side.bottom - 14 - y
        size = text.reading_size(18)   # the Text size setting, as far as the panel holds the reason
        while True:
            lines = text.wrap(why, size, inner.w, "bold")
            lh = text.line_height(size, "bold")
            if len(lines) * lh <= room or size <= 12:
                break
            size -= 1
        shown = lines[: max(1, room // lh)]
        if len(shown) < len(lines):   # no room left: the layout audit reports the reason as cut
            layout_audit.cut(why, " ".join(shown))
        for i, ln in enumerate(shown):
            text.draw(surface, ln, size, theme.INK, (x, y + i * lh), start, role="bold")
        if self.scene.notice is not None:
            note = text.tr(self.scene.notice[0])
            r = pygame.Rect(0, 0, side.w - 20, 34)
            r.midbottom = (side.centerx, side.bottom - 8)
            theme.panel(surface, r, fill=(255, 226, 214), border=theme.TOMATO, radius=14, border_width=2, shadow=2)
            text.draw(surface, note, text.fit_size(note, 16, r.w - 20, "bold"), theme.TOMATO_DARK, r.center,
                      "center", role="bold")

    def _move_line(self, surface: pygame.Surface, inner: pygame.Rect, y: int, verdict: str, key: str,
                   action: dict) -> int:
        """A mark, its label ("Your move" / "Better") and the move's name; the next y."""
        text = self.scene.app.text
        rtl = text.rtl
        icon_x = inner.right - 11 if rtl else inner.left + 11
        marks.icon(surface, verdict, (icon_x, y + 11), 11)
        tx = icon_x - 20 if rtl else icon_x + 20
        label = text.tr(key)
        small, big = _up(text, 16), _up(text, 19)   # grown a little: the reason below needs the room
        text.draw(surface, label, small, theme.CHOCOLATE_LIGHT, (tx, y + 11), "start", role="bold")
        y += 24 + (small - 16)
        name = self.scene.say(self.scene.hints.move_label(action))
        lines = text.wrap(name, big, inner.w - 20, "bold")[:2]
        lh = 24 + (big - 19)
        for i, ln in enumerate(lines):
            text.draw(surface, ln, big, theme.INK, (tx, y + lh // 2 + lh * i), "start", role="bold")
        return y + lh * len(lines) + 8

    def _draw_track(self, surface: pygame.Surface) -> None:
        pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (TRACK.left, TRACK.centery), (TRACK.right, TRACK.centery), 3)
        r = self.scene._marker_radius()
        for i, ((x, y), d) in enumerate(zip(self.scene.track_points(), self.scene.decisions)):
            if i == self.scene.index:
                continue
            # Slips stand out on a long track: the others are drawn smaller.
            marks.icon(surface, d.verdict, (x, y), r if d.verdict in SLIPS else max(4, round(r * 0.7)))
        x, y = self.scene.track_points()[self.scene.index]
        theme.focus_ring(surface, pygame.Rect(x - r - 4, y - r - 4, 2 * r + 8, 2 * r + 8), self.scene.app.tick,
                         radius=r + 4)
        marks.icon(surface, self.scene.decisions[self.scene.index].verdict, (x, y), r + 3)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        text = self.scene.app.text
        rtl = text.rtl
        icons = {"prev_mistake": "start", "prev": "back", "next": "step", "next_mistake": "step2",
                 "summary": None}
        enabled = {"prev": self.scene.index > 0, "next": self.scene.index < len(self.scene.decisions) - 1,
                   "prev_mistake": any(d.verdict in SLIPS for d in self.scene.decisions[: self.scene.index]),
                   "next_mistake": any(d.verdict in SLIPS for d in self.scene.decisions[self.scene.index + 1:]),
                   "summary": True}
        for name, r in self.scene.step_buttons().items():
            on = enabled[name]
            fill = theme.MUSTARD if (self.scene.hover == name and on) else theme.CREAM if on else (150, 128, 110)
            ink = theme.CHOCOLATE if on else (95, 70, 58)
            pygame.draw.rect(surface, theme.SHADOW, r.move(0, 3), border_radius=r.h // 2)
            pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
            pygame.draw.rect(surface, ink, r, 2, border_radius=r.h // 2)
            label = text.tr(f"review.button.{name}")
            icon = icons[name]
            room = r.w - 28 - (22 if icon else 0)
            size = text.fit_box(label, text.reading_size(17), pygame.Rect(0, 0, room, r.h - 10), "bold",
                                least=12)
            tw = text.width(label, size, "bold")
            total = tw + (22 if icon else 0)
            left = r.centerx - total // 2
            if icon:
                icon_at = left + tw + 6 if rtl else left
                box = pygame.Rect(icon_at, r.centery - 8, 16, 16)
                if icon == "step2":   # the next mistake: the mirror of "to the start"
                    draw_icon(surface, "start", box, ink, flip=not rtl)
                else:
                    draw_icon(surface, icon, box, ink, flip=rtl)
                label_x = left + tw // 2 if rtl else left + 22 + tw // 2
            else:
                label_x = r.centerx
            text.draw(surface, label, size, ink, (label_x, r.centery), "center", role="bold",
                      box=r.inflate(-16, -6))


#: Stage -> its painter.
STAGE_PAINTERS: dict[str, Callable[[ReviewPainter, pygame.Surface], None]] = {
    "working": ReviewPainter.draw_working,
    "failed": ReviewPainter.draw_failed,
    "summary": ReviewPainter.draw_summary,
    "stepping": ReviewPainter.draw_stepping,
}


def _up(text: Any, size: int) -> int:
    """``size`` grown with the Text size setting by at most a quarter: the
    side panel's labels above the reason, which takes the room left."""
    return min(text.reading_size(size), round(size * 1.25))
