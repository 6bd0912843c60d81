"""A bot that plays Rodízio through the App's real input path.

Each tick it looks at the top scene and posts the raw pygame events a
keyboard, mouse or controller user would produce (``pygame.event.post``),
one at a time, so everything goes through the input mapper exactly as in
play. It reads the screen's state (focus, legal plates) only to decide what
to press, like a person looking at the highlights."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client.rodizio.results_scene import ResultsScene
from game.client.rodizio.setup_scene import SetupScene
from game.client.rodizio.table_scene import TableScene
from game.rules import rodizio as R
from tests.client.uibot_base import KEYS, PAD, SHOTS, UiBotBase  # noqa: F401 (SHOTS, KEYS re-exported)


class UiBot(UiBotBase):
    """``device``: "keyboard", "mouse", "controller" or "pad" (a virtual SDL
    controller given as ``pad``). ``spicy``/``seed`` are set on the setup
    screen by navigating to their rows. ``plate_choice(flow)`` may pick the
    plate to play (default: the first legal one)."""

    def __init__(self, device: str, *, spicy: bool = False, seed: int | None = None,
                 every: int = 3, pad: Any = None, shots: dict[str, str] | None = None,
                 plate_choice: Callable | None = None, try_blocked: bool = True,
                 ask_hint: bool = True) -> None:
        self.device = device
        self.spicy = spicy
        self.seed = seed
        self.every = every
        self.pad = pad
        self.shots = shots or {}
        self.plate_choice = plate_choice
        self.try_blocked = try_blocked
        self.ask_hint = ask_hint
        self.seen: list[str] = []
        self.blocked_toasts: list[Any] = []
        self.hints: list[dict] = []
        self.free_choices = 0
        self.sowing_seen = False
        self.chosen: list[int] = []
        self.finished = False
        self._wait_hint = False
        self._pad_down: int | None = None

    setup_scene, table_scene, results_scene = SetupScene, TableScene, ResultsScene

    # -- posting input -----------------------------------------------------
    def press(self, name: str) -> None:
        if self.device == "keyboard":
            self.press_key(name)
        elif self.device == "controller":
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD[name],
                                                 instance_id=0))
        elif self.device == "pad":
            self.pad.press(PAD[name])
            self._pad_down = PAD[name]
        else:
            raise AssertionError(f"{self.device} cannot press {name}")

    def key_or_mouse(self, name: str, pos: tuple[int, int] | None) -> None:
        if self.device == "mouse":
            if pos is not None:
                self.click(pos)
        else:
            self.press(name)

    # -- the loop ------------------------------------------------------------
    def before(self, app) -> None:
        if self._pad_down is not None:
            self.pad.release(self._pad_down)
            self._pad_down = None

    def title(self, app, top) -> None:
        if app.frame < 6:  # let the menu be drawn first
            return
        self.shot(app, "menu")
        self.key_or_mouse("confirm", top.buttons[0].rect.center)

    def setup(self, s: SetupScene) -> None:
        if s.spicy != self.spicy:
            self.go(s, s.spicy_row, lambda: "right")
            return
        if self.seed is not None and s.seed != self.seed:
            self.go(s, s.seed_row, lambda: "right" if (s.seed or 0) < self.seed else "left")
            return
        self.go(s, s.start, lambda: "confirm")

    def go(self, s: SetupScene, widget, then: Callable[[], str]) -> None:
        """Move the focus to ``widget`` then press ``then()`` (mouse: click it)."""
        self.setup_go(s, widget, then())

    def table(self, app, scene: TableScene) -> None:
        flow = scene.flow
        running = flow.timeline._running
        flying = flow.sprites.get(running.card) if running is not None and running.card is not None else None
        if running is not None and running.kind == "sow" and flying is not None and flying._dur \
                and 0.4 < flying._t / flying._dur < 0.7 and abs(flying._to[0] - flying._from[0]) > 150:
            self.shot(app, "sowing")  # a card half-way to its plate
            self.sowing_seen = True
        if flow.phase == "over":
            self.shot(app, "reveal")
        if flow.phase in ("cover", "over"):
            self.key_or_mouse("confirm", (640, 360))
            return
        if flow.phase != "human":
            return
        sj = flow.state_json
        legal = R.legal_actions(flow.state)
        if sj["pending"]:
            self.free_choices += 1
            target = max((a["card"] for a in legal),
                         key=lambda cid: next(c["value"] for c in sj["plates"][sj["pending"]["plate"]]
                                              if c["id"] == cid))
            if self.device == "mouse":
                r = flow.sprites[target].rect
                self.click((r[0] + 8, r[1] + r[3] // 2))
            elif flow.focus_card != target:
                self.press("right")
            else:
                self.shot(app, "free_choice")
                self.chosen.append(target)
                self.press("confirm")
            return
        plates = sorted({a["plate"] for a in legal})
        if self.ask_hint and not self.hints and not self._wait_hint:
            self._wait_hint = True
            self.key_or_mouse("hint", scene.renderer.buttons()["hint"].center)
            return
        if self._wait_hint:
            if flow.hint_action is None:
                return
            self.hints.append(flow.hint_action)
            self._wait_hint = False
        blocked = [p for p in range(3) if p not in plates]
        if self.try_blocked and blocked and not self.blocked_toasts:
            target = blocked[0]
            if self._focus_plate(flow, target):
                if flow.toast is not None and flow.toast.error:
                    self.blocked_toasts.append(flow.toast.message)
                else:
                    self.key_or_mouse("confirm", None)
            return
        target = self.plate_choice(flow) if self.plate_choice else plates[0]
        if self._focus_plate(flow, target):
            self.key_or_mouse("confirm", None)

    def _focus_plate(self, flow, target: int) -> bool:
        """True once ``target`` has the focus; mouse users click it directly."""
        if self.device == "mouse":
            r = flow.plate_hit_rect(target)
            self.click((r[0] + r[2] // 2, r[1] + r[3] // 2))
            return False if flow.focus_plate != target else True
        if flow.focus_plate == target:
            return True
        self.press("right")
        return False
