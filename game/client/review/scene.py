"""The review screen: the coach's judgement of one seat's decisions in a
finished (or recorded) game, on the table as it was.

``ReviewScene(app, record, seat=None)`` — ``record`` a `game.storage.saves.Record`
(a finished game, a replay, a statistics entry's record); ``seat`` the seat
reviewed (default: the record's human seat, else seat 0). It is pushed
over the screen that opened it and pops back to it.

Three stages:

1. **Working** — the review (`job.ReviewJob`: the engine's
   ``Review.steps()``) runs a slice per frame — at most
   ``job.REVIEW_SLICE_SECONDS`` of this thread's CPU time a frame in a live
   window, ``job.UNITS_PER_TICK`` engine units a tick in a headless run —
   under a progress bar; back cancels it.
2. **Summary** — the engine's summary sentence ("2 mistakes, 1 inaccuracy:
   turn 5, …") and the count of each verdict; Show turn N (the worst
   decision), Step through (from the first), Back.
3. **Stepping** — the table before each judged decision, from that seat's
   chair (`table.ReviewTable`: the replay viewer's positions and the
   game's own table renderer; other seats' hidden cards face down), the
   move played framed solid in its verdict's colour and the better move
   framed dashed in green (`marks`: each verdict also has a shape and a
   word), and beside it the verdict, the win chances and the better
   move's checked reason as a sentence. Under it a track of every
   decision (click one) and the buttons.

Controls while stepping: left / right the previous / next decision
(mirrored in a right-to-left language, as the replay viewer's strip), up /
down or next (Tab, RB) the previous / next mistake or inaccuracy, confirm
the next decision, back the summary, menu leaves; the mouse clicks the
buttons and the track. Everything the screen says is in the player's
language; in Persian the whole screen is mirrored."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits
from game.client import theme
from game.client.review import marks
from game.client.review.job import UNITS_PER_TICK, FrameBudget, ReviewJob, reviewed_seat
from game.client.review.table import ReviewTable
from game.client.scene import Scene
from game.client.scenes.common import draw_prompts, draw_title
from game.client.widgets import Button, Menu
from game.kits import coaching

W, H = theme.LOGICAL_SIZE
#: The stepping layout (left to right; mirrored in a right-to-left language).
TABLE = pygame.Rect(0, 0, 960, 540)
SIDE = pygame.Rect(966, 6, 308, 530)
TRACK = pygame.Rect(24, 548, W - 48, 38)
BUTTON_Y, BUTTON_H = 598, 46
STEP_BUTTONS = (("prev_mistake", 220), ("prev", 150), ("next", 150), ("next_mistake", 220), ("summary", 170))
BUTTON_GAP = 12
#: The summary and the working panels.
SUMMARY = pygame.Rect(170, 84, 940, 520)
WORKING = pygame.Rect(290, 220, 700, 250)
#: Verdicts a "mistake" jump stops at.
SLIPS = ("mistake", "inaccuracy")
#: Seconds a refusal note ("no more mistakes that way") stays up.
NOTICE_TIME = 2.0


def open_review(app: Any, record: Any, kept: "ReviewScene | None" = None,
                seat: int | None = None) -> "ReviewScene":
    """Push the review of ``record`` and return it. ``kept``: the review an
    earlier Review opened — shown again at its summary once computed (a
    cancelled or failed one starts anew)."""
    if kept is None or kept.stage in ("working", "failed"):
        kept = ReviewScene(app, record, seat)
    else:
        kept.to_summary()
    app.push(kept)
    return kept


def mirror(rect: pygame.Rect, rtl: bool) -> pygame.Rect:
    r = pygame.Rect(rect)
    if rtl:
        r.x = W - r.right
    return r


class ReviewScene(Scene):
    def __init__(self, app: Any, record: Any, seat: int | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.seat = reviewed_seat(record, seat)
        self.kit = kits.get(record.game)
        self.hints = self.kit.part("hint")
        self.budget = FrameBudget()
        self.index = 0                 # the decision shown while stepping
        self.hover: str | None = None
        self.notice: tuple[str, int] | None = None
        self.table: ReviewTable | None = None
        self.problem: tuple[str, dict] | None = None
        self.job: ReviewJob | None = None
        if not coaching.has_coach(record.game):
            self.stage, self.problem = "failed", ("review.no_coach", {"game": app.text.tr(self.kit.client.name_key)})
        else:
            self.job = ReviewJob(record, self.seat)
            # The table's layout loads now, as the screen opens (~70 ms cold,
            # like opening any table), not on the frame the review finishes.
            self.table = ReviewTable(app, record, self.seat, self.job.positions)
            self.stage = "working"
        self.summary_menu = Menu([])

    # -- the work ----------------------------------------------------------------
    @property
    def decisions(self) -> list:
        return self.job.decisions if self.job is not None else []

    def update(self, dt: float) -> None:
        if self.notice is not None and self.app.tick >= self.notice[1]:
            self.notice = None
            self.app.dirty = True   # the note goes now, even in a settled window
        if self.stage != "working":
            return
        job = self.job
        if getattr(self.app, "frames", None) is not None:
            job.run_slice(max_units=UNITS_PER_TICK)   # headless: counted in engine units
        else:
            left = self.budget.left(self.app.frame)
            if left > 0.0005:
                job.run_slice(seconds=left)
                self.budget.spend(job.last_slice)
        if job.done:
            self._finished()

    def _finished(self) -> None:
        job = self.job
        if job.failure is not None:
            self.stage = "failed"
            self.problem = ("review.failed", {"reason": f"{type(job.failure).__name__}: {job.failure}"})
            return
        self.stage = "summary"
        worst = job.summary().worst
        self.index = self.decisions.index(worst) if worst is not None else 0
        self._summary_buttons()
        self._show()

    def _summary_buttons(self) -> None:
        p = SUMMARY
        w, h, gap = 270, 56, 20
        x0 = p.centerx - (3 * w + 2 * gap) // 2
        y = p.bottom - h - 28
        worst = self.job.summary().worst
        show = Button((x0, y, w, h), self.show_worst,
                      label=lambda: self.app.text.tr("review.show_turn", turn=worst.turn) if worst else "",
                      size=22)
        step = Button((x0 + w + gap, y, w, h), self.step_through, key="review.step_through", size=22)
        back = Button((x0 + 2 * (w + gap), y, w, h), self.leave, key="common.back", size=22)
        show.enabled = worst is not None
        step.enabled = bool(self.decisions)
        buttons = [show, step, back]
        if self.app.text.rtl:
            for b in buttons:
                b.rect = mirror(b.rect, True)
        self.summary_menu = Menu(buttons, focus=0 if show.enabled else 1 if step.enabled else 2)

    # -- moving about -------------------------------------------------------------
    def _show(self) -> None:
        if self.table is not None and self.decisions:
            self.table.show(self.decisions[self.index].ply)

    def go(self, index: int) -> None:
        if not self.decisions:
            return
        index = max(0, min(len(self.decisions) - 1, index))
        if index != self.index:
            self.index = index
            self.app.audio.play("move")
        self._show()

    def step(self, d: int) -> None:
        if not 0 <= self.index + d < len(self.decisions):
            self._refuse("review.at_end" if d > 0 else "review.at_start")
            return
        self.go(self.index + d)

    def jump(self, d: int) -> None:
        """To the next (d=1) or previous (d=-1) mistake or inaccuracy."""
        i = self.index + d
        while 0 <= i < len(self.decisions):
            if self.decisions[i].verdict in SLIPS:
                self.go(i)
                return
            i += d
        self._refuse("review.no_more" if d > 0 else "review.no_earlier")

    def _refuse(self, key: str) -> None:
        self.notice = (key, self.app.tick + int(NOTICE_TIME * self.app.TICK_HZ))
        self.app.audio.play("error")

    def show_worst(self) -> None:
        worst = self.job.summary().worst
        if worst is not None:
            self.stage = "stepping"
            self.go(self.decisions.index(worst))

    def step_through(self) -> None:
        if self.decisions:
            self.stage = "stepping"
            self.go(0)

    def to_summary(self) -> None:
        self.stage = "summary"

    def leave(self) -> None:
        self.app.pop()

    # -- input ---------------------------------------------------------------------
    def step_buttons(self) -> dict[str, pygame.Rect]:
        """The stepping buttons by name, in reading order (mirrored in RTL)."""
        total = sum(w for _, w in STEP_BUTTONS) + BUTTON_GAP * (len(STEP_BUTTONS) - 1)
        x = (W - total) // 2
        out = {}
        for name, w in STEP_BUTTONS:
            out[name] = mirror(pygame.Rect(x, BUTTON_Y, w, BUTTON_H), self.app.text.rtl)
            x += w + BUTTON_GAP
        return out

    def track_points(self) -> list[tuple[int, int]]:
        """Each decision's marker centre on the track (reading direction)."""
        n = len(self.decisions)
        if not n:
            return []
        step = min(40.0, TRACK.w / n)
        span = step * (n - 1)
        x0 = TRACK.centerx - span / 2
        pts = [(round(x0 + i * step), TRACK.centery) for i in range(n)]
        if self.app.text.rtl:
            pts = [(W - x, y) for x, y in pts]
        return pts

    def _marker_radius(self) -> int:
        n = max(1, len(self.decisions))
        return max(5, min(12, int(TRACK.w / n / 2) - 1))

    def press(self, name: str) -> None:
        {"prev": lambda: self.step(-1), "next": lambda: self.step(1),
         "prev_mistake": lambda: self.jump(-1), "next_mistake": lambda: self.jump(1),
         "summary": self.to_summary}[name]()

    def handle(self, intent: Any) -> None:
        name = intent.name
        if self.stage in ("working", "failed"):
            if name in ("back", "menu", "confirm") or (name == "click" and self.stage == "failed"):
                self.leave()
            return
        if self.stage == "summary":
            if name in ("back", "menu"):
                self.leave()
            elif name in ("left", "right"):
                rtl = self.app.text.rtl
                self.summary_menu.move(-1 if (name == "left") != rtl else 1, self.app)
            else:
                self.summary_menu.handle(intent, self.app)
            return
        if name in ("point", "click") and intent.pos is not None:
            self._mouse(name, intent.pos)
            return
        if name in ("left", "right") and self.app.text.rtl:
            name = "left" if name == "right" else "right"   # the screen reads right to left
        action = {"left": "prev", "right": "next", "confirm": "next", "up": "prev_mistake",
                  "down": "next_mistake", "next": "next_mistake", "back": "summary"}.get(name)
        if name == "menu":
            self.leave()
        elif action is not None:
            self.press(action)

    def _mouse(self, name: str, pos: tuple[int, int]) -> None:
        hit = next((n for n, r in self.step_buttons().items() if r.collidepoint(pos)), None)
        self.hover = hit
        if name != "click":
            return
        if hit is not None:
            self.app.audio.play("click")
            self.press(hit)
            return
        r = self._marker_radius() + 4
        for i, (x, y) in enumerate(self.track_points()):
            if abs(pos[0] - x) <= r and abs(pos[1] - y) <= r + 6:
                self.go(i)
                return

    def redraw_every(self) -> int:
        return 1 if self.stage in ("working", "stepping") else 8

    # -- picture --------------------------------------------------------------------
    def say(self, message: Any) -> str:
        if self.table is not None and self.table.renderer is not None:
            return self.table.say(message)
        return self.hints.say(message, self.app.text.tr)

    def about_seat(self, you: str, seat: str) -> str:
        """The catalog text ``you`` when the reviewed seat is the game's one
        human, else ``seat`` naming it ("Player 2", "CPU 3")."""
        tr = self.app.text.tr
        humans = [i for i, s in enumerate(self.record.seats) if s.get("player") == "human"]
        if humans == [self.seat]:
            return tr(you)
        who = tr("replay.name.player" if self.seat in humans else "replay.name.cpu", n=self.seat + 1)
        return tr(seat, who=who)

    def draw(self, surface: pygame.Surface) -> None:
        {"working": self._draw_working, "failed": self._draw_failed, "summary": self._draw_summary,
         "stepping": self._draw_stepping}[self.stage](surface)

    def _backdrop(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        theme.dim(surface, 110)

    def _draw_working(self, surface: pygame.Surface) -> None:
        self._backdrop(surface)
        text = self.app.text
        p = WORKING
        theme.panel(surface, p, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        title = self.about_seat("review.working_you", "review.working_seat")
        text.draw(surface, title, text.fit_size(title, 34, p.w - 60, "display"), theme.INK,
                  (p.centerx, p.top + 50), "center", role="display")
        prog = self.job.progress
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
        draw_prompts(surface, self.app, [("back", "review.prompt.cancel")])

    def _draw_failed(self, surface: pygame.Surface) -> None:
        self._backdrop(surface)
        text = self.app.text
        p = WORKING
        theme.panel(surface, p, fill=theme.CREAM, border=theme.TOMATO, radius=26)
        text.draw(surface, text.tr("review.failed_title"), 32, theme.TOMATO_DARK, (p.centerx, p.top + 46),
                  "center", role="display")
        key, params = self.problem
        lines = text.wrap(text.tr(key, **params), 19, p.w - 60, "bold")[:5]
        for i, ln in enumerate(lines):
            text.draw(surface, ln, 19, theme.INK, (p.centerx, p.top + 100 + 26 * i), "center", role="bold")
        draw_prompts(surface, self.app, [("back", "prompt.back")])

    def _draw_summary(self, surface: pygame.Surface) -> None:
        text = self.app.text
        if self.decisions:
            self.table.draw(surface, pygame.Rect((0, 0), self.app.SIZE))
            theme.dim(surface, 170)
        else:
            self._backdrop(surface)
        p = SUMMARY
        theme.panel(surface, p, fill=theme.CREAM, border=theme.CHOCOLATE, radius=26)
        draw_title(surface, self.app, self.about_seat("review.title_you", "review.title_seat"), (p.centerx, p.top + 52),
                   size=44)
        # The progress bar counted the seat's moves; of those, the judged
        # decisions and the forced moves (one choice: nothing to judge).
        moves = self.job.progress.total
        sub = text.tr("review.subtitle", game=text.tr(self.kit.client.name_key), seats=len(self.record.seats),
                      total=moves, n=len(self.decisions), forced=moves - len(self.decisions))
        text.draw(surface, sub, text.fit_size(sub, 18, p.w - 80, "bold"), theme.CHOCOLATE_LIGHT,
                  (p.centerx, p.top + 102), "center", role="bold")
        summary = self.job.summary()
        line = self.say(self.hints.summary_message(summary)) if self.decisions else text.tr("review.nothing")
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
        self.summary_menu.draw(surface, self.app)
        draw_prompts(surface, self.app, [("left", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])

    def _draw_counts(self, surface: pygame.Surface, counts: dict[str, int], area: pygame.Rect) -> None:
        """A tile per verdict: its mark, how many, its word (reading order)."""
        text = self.app.text
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

    def _draw_stepping(self, surface: pygame.Surface) -> None:
        text = self.app.text
        rtl = text.rtl
        surface.fill(theme.SHADOW)
        table = mirror(TABLE, rtl)
        self.table.draw(surface, table)
        d = self.decisions[self.index]
        tick = self.app.tick
        played = self.table.mark_rect(d.action, table)
        better = None if d.verdict == "best" else self.table.mark_rect(d.best, table)
        if better is not None:
            marks.frame(surface, better, "best", tick, dashed=True)
        if played is not None:
            marks.frame(surface, played, d.verdict, tick)
        self._draw_tags(surface, table, d, played, better)
        self._draw_side(surface, d)
        self._draw_track(surface)
        self._draw_buttons(surface)
        draw_prompts(surface, self.app, [("left", "review.prompt.step"), ("up", "review.prompt.mistake"),
                                         ("back", "review.prompt.summary"), ("menu", "review.prompt.leave")])

    def _draw_tags(self, surface: pygame.Surface, table: pygame.Rect, d: Any, played: pygame.Rect | None,
                   better: pygame.Rect | None) -> None:
        """"Your move" above the move played; "Better" under the better move
        (above it when the table ends there), and above "Your move" when the
        two would meet (a Foodies swap and pass of one card)."""
        text = self.app.text
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
        text = self.app.text
        side = mirror(SIDE, text.rtl)
        theme.panel(surface, side, fill=theme.CREAM, border=theme.CHOCOLATE, radius=18, shadow=0)
        inner = side.inflate(-28, 0)
        start = "topright" if text.rtl else "topleft"
        x = inner.right if text.rtl else inner.left
        y = side.top + 14
        head = text.tr("review.turn", turn=d.turn, i=self.index + 1, n=len(self.decisions))
        text.draw(surface, head, text.fit_size(head, 17, inner.w, "bold"), theme.CHOCOLATE_LIGHT, (x, y), start,
                  role="bold")
        y += 30
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
        if d.judged_level:  # far from even both chances read alike: say what the verdict weighed
            chances.append(text.tr("review.chance_even", played=round(100 * d.level),
                                   best=round(100 * d.best_level)))
        for line in chances:
            text.draw(surface, line, text.fit_size(line, 16, inner.w, "bold"), theme.CHOCOLATE_LIGHT, (x, y),
                      start, role="bold")
            y += 21
        y += 9
        y = self._move_line(surface, inner, y, d.verdict, "review.your_move", d.action)
        if d.verdict != "best":
            y = self._move_line(surface, inner, y, "better", "review.better", d.best)
        # The reason: the better move's checked claims, as sentences.
        y += 6
        pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (inner.left, y), (inner.right, y), 2)
        y += 10
        why = self.say(self.hints.message(d.reason))
        room = side.bottom - 14 - y
        size = 18
        while True:
            lines = text.wrap(why, size, inner.w, "bold")
            lh = text.line_height(size, "bold")
            if len(lines) * lh <= room or size <= 12:
                break
            size -= 1
        for i, ln in enumerate(lines[: max(1, room // lh)]):
            text.draw(surface, ln, size, theme.INK, (x, y + i * lh), start, role="bold")
        if self.notice is not None:
            note = text.tr(self.notice[0])
            r = pygame.Rect(0, 0, side.w - 20, 34)
            r.midbottom = (side.centerx, side.bottom - 8)
            theme.panel(surface, r, fill=(255, 226, 214), border=theme.TOMATO, radius=14, border_width=2, shadow=2)
            text.draw(surface, note, text.fit_size(note, 16, r.w - 20, "bold"), theme.TOMATO_DARK, r.center,
                      "center", role="bold")

    def _move_line(self, surface: pygame.Surface, inner: pygame.Rect, y: int, verdict: str, key: str,
                   action: dict) -> int:
        """A mark, its label ("Your move" / "Better") and the move's name; the next y."""
        text = self.app.text
        rtl = text.rtl
        icon_x = inner.right - 11 if rtl else inner.left + 11
        marks.icon(surface, verdict, (icon_x, y + 11), 11)
        tx = icon_x - 20 if rtl else icon_x + 20
        label = text.tr(key)
        text.draw(surface, label, 16, theme.CHOCOLATE_LIGHT, (tx, y + 11), "start", role="bold")
        y += 24
        name = self.say(self.hints.move_label(action))
        lines = text.wrap(name, 19, inner.w - 20, "bold")[:2]
        for i, ln in enumerate(lines):
            text.draw(surface, ln, 19, theme.INK, (tx, y + 12 + 24 * i), "start", role="bold")
        return y + 24 * len(lines) + 8

    def _draw_track(self, surface: pygame.Surface) -> None:
        pygame.draw.line(surface, theme.CHOCOLATE_LIGHT, (TRACK.left, TRACK.centery), (TRACK.right, TRACK.centery), 3)
        r = self._marker_radius()
        for i, ((x, y), d) in enumerate(zip(self.track_points(), self.decisions)):
            if i == self.index:
                continue
            # Slips stand out on a long track: the others are drawn smaller.
            marks.icon(surface, d.verdict, (x, y), r if d.verdict in SLIPS else max(4, round(r * 0.7)))
        x, y = self.track_points()[self.index]
        theme.focus_ring(surface, pygame.Rect(x - r - 4, y - r - 4, 2 * r + 8, 2 * r + 8), self.app.tick,
                         radius=r + 4)
        marks.icon(surface, self.decisions[self.index].verdict, (x, y), r + 3)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        from game.client.replay.control_bar import draw_icon
        text = self.app.text
        rtl = text.rtl
        icons = {"prev_mistake": "start", "prev": "back", "next": "step", "next_mistake": "step2",
                 "summary": None}
        enabled = {"prev": self.index > 0, "next": self.index < len(self.decisions) - 1,
                   "prev_mistake": any(d.verdict in SLIPS for d in self.decisions[: self.index]),
                   "next_mistake": any(d.verdict in SLIPS for d in self.decisions[self.index + 1:]),
                   "summary": True}
        for name, r in self.step_buttons().items():
            on = enabled[name]
            fill = theme.MUSTARD if (self.hover == name and on) else theme.CREAM if on else (150, 128, 110)
            ink = theme.CHOCOLATE if on else (95, 70, 58)
            pygame.draw.rect(surface, theme.SHADOW, r.move(0, 3), border_radius=r.h // 2)
            pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
            pygame.draw.rect(surface, ink, r, 2, border_radius=r.h // 2)
            label = text.tr(f"review.button.{name}")
            icon = icons[name]
            room = r.w - 28 - (22 if icon else 0)
            size = text.fit_size(label, 17, room, "bold")
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
