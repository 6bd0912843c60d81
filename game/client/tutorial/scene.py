"""The lesson scene shared by both games' tutorials.

A tutorial is a list of steps (``script.Step``). Each step opens on its
position (or continues from the last), shows its narration in the panel and
points at what it talks about. A step with ``do`` waits for the player to
make that move on the real table (other moves are refused with a hint); a
step with ``auto`` plays a move itself. Once the move has been animated the
panel shows the step's ``after`` text.

Input: confirm = Next (or, while a move is awaited, the table's confirm),
back = Back (a step back; on the first step it leaves), menu = Skip (leave),
``next`` (Tab / RB) finishes a running animation. The mouse clicks the
panel's buttons or the table.

Subclasses supply the table: ``make_flow(state, step)``,
``make_renderer(flow)``, ``target_rect(name)``, ``draw_extras(surface)``,
``play_auto(step)``, ``panel_rect``."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.scene import Scene
from game.client.tutorial import pointers
from game.client.tutorial.panel import NarrationPanel
from game.client.tutorial.script import Step, Tutorial

#: Seconds (normal speed) the narration of an ``auto`` step is read before
#: its move plays.
AUTO_DELAY = 1.4


class TutorialScene(Scene):
    panel_rect: tuple[int, int, int, int] = (8, 92, 364, 462)

    def __init__(self, app: Any, tutorial: Tutorial, *, start: int = 0) -> None:
        super().__init__(app)
        self.tutorial = tutorial
        self.panel = NarrationPanel(app, self.panel_rect)
        self.flow: Any = None
        self.renderer: Any = None
        self.index = -1
        self.moved = False           # this step's do/auto has been applied
        self.auto_wait = 0.0
        self.opened: list[tuple[int, Any]] = []   # (step, rules state) as each step opened
        self.finished = False
        self.enter(start)

    # -- per game ----------------------------------------------------------------
    def make_flow(self, state: Any, step: Step) -> Any:
        raise NotImplementedError

    def make_renderer(self, flow: Any) -> Any:
        raise NotImplementedError

    def target_rect(self, name: str) -> pygame.Rect | None:
        return None

    def draw_extras(self, surface: pygame.Surface) -> None: ...

    def draw_over(self, surface: pygame.Surface) -> None:
        """Drawn over the pointers (labels a ring must not hide)."""

    def extra_panel(self):
        return None

    def panel_badge(self) -> str | None:
        return None

    def start_move(self, step: Step) -> None:
        """Prepare the table for the player's move: the expected action, the
        lesson's correction, and where the focus starts (on the asked-for
        move, so confirming at once does what the text says; a step's
        ``focus`` starts it on a move the lesson wants refused first)."""
        self.flow.expect = step.do
        self.flow.wrong = (step.key + ".wrong") if step.wrong else None
        self.flow.start_focus = step.focus

    def keep_clear(self) -> list[pygame.Rect]:
        """Labels on the table an arrow must not cover."""
        return []

    def live_points(self, names: list[str]) -> list[str]:
        """The step's pointers for the stage the move is at (a game whose
        move takes two choices moves the arrow from the first to the second)."""
        return names

    def pointer_names(self) -> list[str]:
        """What the highlights show now: the step's ``point`` while its move
        is awaited (or its ``auto`` move is still to come), its
        ``after_point`` with the ``after`` text, nothing while the table
        moves or once the move is made and the step has nothing to add."""
        step = self.step
        if self.flow.timeline.busy:
            return []
        if self.showing_after:
            return list(step.after_point)
        if self.moved:
            return []
        return self.live_points(list(step.point))

    def play_auto(self, step: Step) -> None:
        raise NotImplementedError

    # -- steps ------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.tutorial.steps[self.index]

    def enter(self, i: int, forward: bool = True) -> None:
        step = self.tutorial.steps[i]
        # Keep the table (its animation flows on) only if it stands where
        # this step starts; otherwise set the step's position out afresh.
        keep = forward and step.continues and self.flow is not None and self.index == i - 1 \
            and self.flow.state == step.start
        if keep:
            self.flow.timeline.finish()
            self.flow.retarget(0.0)
        else:
            self.flow = self.make_flow(step.start, step)
            self.renderer = self.make_renderer(self.flow)
        self.index = i
        prev = self.tutorial.steps[i - 1] if i > 0 else None
        #: The lesson sets out a table of its own (the panel says so).
        self.new_table = prev is not None and not step.continues and step.start != prev.end
        self.opened.append((i, self.flow.state))
        self.moved = False
        self.auto_wait = 0.0
        self.flow.step_speed = step.speed
        self.flow.expect = None
        self.flow.toast = None
        if step.do is not None:
            self.start_move(step)

    @property
    def waiting(self) -> bool:
        """The step waits for the player's move."""
        return self.step.do is not None and not self.moved

    @property
    def busy(self) -> bool:
        return bool(self.flow.timeline.busy) or (self.step.auto is not None and not self.moved)

    @property
    def showing_after(self) -> bool:
        return self.step.after and self.moved and not self.flow.timeline.busy

    def next(self) -> None:
        if self.panel.turn(1):   # a long text at a large Text size: its next page first
            self.app.audio.play("click")
            return
        if self.waiting:
            self.flow.request_hint()
            self.app.audio.play("error")
            return
        if self.busy:
            self._skip_animation()
            return
        if self.index + 1 < len(self.tutorial.steps):
            self.app.audio.play("click")
            self.enter(self.index + 1)
        else:
            self.finished = True
            self.play_a_game()

    def play_a_game(self) -> None:
        """Finish: the game's setup screen in the tutorial's place (the
        learner goes on to a real game; Back there returns where the
        tutorial was opened from)."""
        from game import kits
        try:
            setup = kits.get(self.tutorial.game).part("setup_scene")
        except Exception:   # a kit without a setup screen: leave as Skip does
            self.leave()
            return
        self.app.replace(setup(self.app))

    def back(self) -> None:
        self.app.audio.play("click")
        if self.panel.turn(-1):  # the text's page before, before the step before
            return
        if self.index == 0:
            self.leave()
            return
        self.enter(self.index - 1, forward=False)

    def leave(self) -> None:
        if len(self.app.stack) > 1 and self.app.top is self:
            self.app.pop()
        else:
            self.app.to_menu()

    def _skip_animation(self) -> None:
        if self.step.auto is not None and not self.moved:
            self._do_auto()
        self.flow.timeline.finish()
        self.flow.retarget(0.0)

    def _do_auto(self) -> None:
        self.moved = True
        self.play_auto(self.step)

    # -- scene contract -----------------------------------------------------------
    def handle(self, intent: Any) -> None:
        name = intent.name
        if name in ("point", "click") and intent.pos is not None:
            hit = self.panel.hit(intent.pos)
            self.panel.hover = hit
            if hit is not None:
                if name == "click":
                    {"back": self.back, "next": self.next, "skip": self.leave}[hit]()
                return
            if self.panel.rect.collidepoint(intent.pos):
                return
        if name == "menu":
            self.leave()
            return
        if name == "back":
            # A half-made choice on the table (Foodies: Swap chosen, card not
            # yet) is cancelled first; only then does Back leave the lesson.
            if self.waiting and self.flow.phase == "human" and self.flow.handle("back", intent.pos):
                return
            self.back()
            return
        if name == "confirm" and not self.waiting:
            self.next()
            return
        if name == "next":
            if self.panel.more_pages():
                self.next()
            elif self.busy:
                self._skip_animation()
            elif not self.waiting:
                self.next()
            return
        if name == "hint" and not self.waiting:
            return
        self.flow.handle(name, intent.pos)
        if self.step.do is not None and not self.moved and self.flow.applied_since(self.step):
            self.moved = True

    def update(self, dt: float) -> None:
        step = self.step
        if step.auto is not None and not self.moved:
            self.auto_wait += dt
            if self.flow.timeline.instant or self.auto_wait >= AUTO_DELAY / max(1e-6, self.flow.speed()):
                self._do_auto()
        self.flow.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        self.draw_extras(surface)
        self.draw_pointers(surface)
        self.draw_over(surface)
        step = self.step
        tr = self.app.text.tr
        body = tr(step.key + (".after" if self.showing_after else ".text"))
        last = self.index + 1 == len(self.tutorial.steps)
        status = None
        if self.waiting:
            status = tr("tutorial.your_move")
        elif self.busy:
            status = tr("tutorial.watch", button=self.app.input.prompt("next"))
        self.panel.draw(surface, title=tr(step.key + ".title"), body=body, index=self.index,
                        count=len(self.tutorial.steps),
                        next_label=tr("tutorial.finish_play" if last else "tutorial.next"),
                        waiting=self.waiting and not self.panel.more_pages(), status=status, extra=self.extra_panel(),
                        badge=self.panel_badge(), note=tr("tutorial.new_table") if self.new_table and not self.showing_after else None)

    def pointer_rects(self) -> list[tuple[pygame.Rect, str | None]]:
        """The highlights to draw now: (target rect, arrow side or None for
        an outline only). Arrows keep off the panel, the table's labels and
        each other."""
        return [(r, side) for r, side, _ in self._pointers()]

    def arrow_length(self, name: str) -> int:
        """The shaft of the arrow at target ``name`` (a game with targets set
        close together gives those a short one)."""
        return pointers.LENGTH

    def _pointers(self) -> list[tuple[pygame.Rect, str | None, int]]:
        out: list[tuple[pygame.Rect, str | None, int]] = []
        fixed = self.keep_clear()
        arrows: list[pygame.Rect] = []
        for name in self.pointer_names():
            ring_only = name.startswith("ring:")
            name, _, side = (name[5:] if ring_only else name).partition("@")
            r = self.target_rect(name)
            if r is None or r.w <= 0 or r.h <= 0:
                continue
            if ring_only:
                out.append((r, None, 0))
                continue
            length = self.arrow_length(name)
            # (a label the target itself overlaps is part of what it shows)
            avoid = [a for a in fixed if not a.colliderect(r)] + arrows
            side = side or pointers.place_arrow(r, avoid, self.panel.rect, length)
            arrows.append(pointers.arrow_box(r, side, length))
            out.append((r, side, length))
        return out

    def draw_pointers(self, surface: pygame.Surface) -> None:
        tick = self.app.tick
        shown = self._pointers()
        for r, _, _ in shown:
            pointers.ring(surface, r, tick)
        for r, side, length in shown:
            if side is not None:
                pointers.arrow(surface, r, tick, side, length=length)
