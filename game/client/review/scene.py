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
from game.client.review.job import UNITS_PER_TICK, FrameBudget, ReviewJob, reviewed_seat
from game.client.review.table import ReviewTable
from game.client.review.layout import (BUTTON_GAP, BUTTON_H, BUTTON_Y, NOTICE_TIME, SLIPS, STEP_BUTTONS, SUMMARY,
                                       TRACK, W, mirror)
from game.client.review.paint import STAGE_PAINTERS, ReviewPainter
from game.client.scene import Scene
from game.client.widgets import Button, Menu
from game.kits import coaching

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
        self.painter = ReviewPainter(self)

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
        STAGE_PAINTERS[self.stage](self.painter, surface)
