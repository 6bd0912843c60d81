"""A bot that takes a tutorial through the App's real input path.

Each tick it looks at the lesson scene and posts the raw pygame events a
keyboard or controller user would produce: Next while the lesson talks,
arrows + confirm to make the asked-for move (found by looking at the
arrows, i.e. the step's ``do``), and — once per listed step — a wrong move
first, to see the refusal. Per-game ``move`` functions say which key to
press next for the expected action."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame

SHOTS = Path(__file__).resolve().parents[3] / "out" / "screenshots"

KEYS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT,
        "confirm": pygame.K_RETURN, "back": pygame.K_ESCAPE, "menu": pygame.K_p, "next": pygame.K_TAB}
PAD = {"up": pygame.CONTROLLER_BUTTON_DPAD_UP, "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
       "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT, "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
       "confirm": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
       "menu": pygame.CONTROLLER_BUTTON_START, "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER}


class TutorBot:
    """``scene_type``: the lesson scene class. ``move(scene, bot) -> key
    name | None``: the next key towards the expected move (None: it is
    focused, press confirm). ``wrong(scene) -> list of key names`` makes a
    refused move on the steps in ``try_wrong``. ``shots``: step index →
    screenshot file name, taken when that step's text (or, with a
    ``"+after"`` suffix on the index, its after text) is settled."""

    def __init__(self, scene_type: type, move: Callable, *, device: str = "keyboard",
                 wrong: Callable | None = None, try_wrong: tuple[int, ...] = (),
                 shots: dict[Any, str] | None = None, every: int = 2, back_at: int | None = None) -> None:
        self.scene_type = scene_type
        self.move = move
        self.device = device
        self.wrong = wrong
        self.try_wrong = set(try_wrong)
        self.shots = dict(shots or {})
        self.every = every
        self.back_at = back_at
        self.went_back = False
        self.queue: list[str] = []
        self.starts: dict[int, Any] = {}          # step index -> state when first seen
        self.ends: dict[int, Any] = {}            # step index -> state when leaving it
        self.refusals: list[tuple[int, Any]] = []   # (step, (action, reason)) the table refused
        self.toasts: list[tuple[Any, bool]] = []      # (reason, shown in the prompt pill)
        self._flow_seen: tuple[int, int] = (0, 0)
        self.pressed: list[str] = []
        self.finished = False
        self.scene = None
        self._wrong_done: set[int] = set()
        self._last_index = -1

    def press(self, name: str) -> None:
        self.pressed.append(name)
        if self.device == "keyboard":
            for t in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(t, key=KEYS[name], mod=0, unicode="", scancode=0))
        else:
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD[name], instance_id=0))

    def __call__(self, app) -> None:
        top = app.top
        if not isinstance(top, self.scene_type):
            if self.scene is not None and self.scene.finished:
                self.finished = True
                app.quit()
            return
        self.scene = top
        if app.tick % self.every:
            return
        for i, state in top.opened:
            self.starts.setdefault(i, state)
        flow = top.flow
        fid, nref = self._flow_seen
        if fid != id(flow):
            fid, nref = id(flow), 0
        for refusal in flow.refused[nref:]:
            self.refusals.append((top.index, refusal))
            toast = flow.toast
            self.toasts.append((refusal[1], toast is not None and toast.error and toast.message == refusal[1]))
        self._flow_seen = (fid, len(flow.refused))
        if self.queue:
            self.press(self.queue.pop(0))
            return
        if top.busy or flow.timeline.busy:
            return
        i = top.index
        if top.waiting and flow.phase != "human":
            return
        shot = self.shots.pop(f"{i}+after" if top.showing_after else i, None)
        if shot:
            SHOTS.mkdir(parents=True, exist_ok=True)
            app.save_screenshot(SHOTS / shot)
            return
        if top.waiting:
            if i in self.try_wrong and i not in self._wrong_done and self.wrong is not None:
                self._wrong_done.add(i)
                self.queue = list(self.wrong(top))
                return
            key = self.move(top, self)
            self.press(key or "confirm")
            return
        if self.back_at is not None and i == self.back_at and not self.went_back:
            self.went_back = True
            self.press("back")
            return
        self.ends[i] = flow.state
        self.press("confirm")
