"""One mapper from raw pygame events (keyboard, mouse, SDL game
controllers) to `Intent`s; remembers the device last used for prompts.

Controllers use the SDL game-controller API (`pygame._sdl2.controller`), so
every pad reports the same button names. Pads may be plugged in or out at
any time: `CONTROLLERDEVICEADDED` opens one, `CONTROLLERDEVICEREMOVED`
closes it; anything failing there is logged and ignored, never raised.

The left stick produces one direction intent when it crosses
`STICK_ON` and re-arms once it falls back under `STICK_OFF` (hysteresis),
so a held stick does not flood a menu."""
from __future__ import annotations

import logging
from typing import Callable, Iterable

import pygame

from game.client.intents import Intent

log = logging.getLogger(__name__)

KEYS: dict[int, str] = {
    pygame.K_UP: "up", pygame.K_w: "up",
    pygame.K_DOWN: "down", pygame.K_s: "down",
    pygame.K_LEFT: "left", pygame.K_a: "left",
    pygame.K_RIGHT: "right", pygame.K_d: "right",
    pygame.K_RETURN: "confirm", pygame.K_KP_ENTER: "confirm", pygame.K_SPACE: "confirm",
    pygame.K_ESCAPE: "back", pygame.K_BACKSPACE: "back",
    pygame.K_p: "menu", pygame.K_F10: "menu",
    pygame.K_h: "hint",
    pygame.K_TAB: "next",
    pygame.K_u: "undo",
}

BUTTONS: dict[int, str] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: "up",
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: "down",
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: "left",
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: "right",
    pygame.CONTROLLER_BUTTON_A: "confirm",
    pygame.CONTROLLER_BUTTON_B: "back",
    pygame.CONTROLLER_BUTTON_START: "menu",
    pygame.CONTROLLER_BUTTON_Y: "hint",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "next",
    pygame.CONTROLLER_BUTTON_X: "undo",
}

STICK_ON = 0.6 * 32767
STICK_OFF = 0.3 * 32767

# What on-screen prompts call each intent, per device family. The arrow
# keys are shown as arrows: the same in every language (a word would stay
# English in Portuguese and Persian hint lines).
PROMPTS: dict[str, dict[str, str]] = {
    "keyboard": {"up": "↑", "down": "↓", "left": "←", "right": "→",
                 "confirm": "Enter", "back": "Esc", "menu": "P", "hint": "H",
                 "next": "Tab", "point": "Mouse", "click": "Click", "undo": "U"},
    "mouse": {"up": "Wheel", "down": "Wheel", "left": "←", "right": "→",
              "confirm": "Click", "back": "Right click", "menu": "P", "hint": "H",
              "next": "Tab", "point": "Mouse", "click": "Click", "undo": "U"},
    "controller": {"up": "D-pad", "down": "D-pad", "left": "D-pad", "right": "D-pad",
                   "confirm": "A", "back": "B", "menu": "Start", "hint": "Y",
                   "next": "RB", "point": "D-pad", "click": "A", "undo": "X"},
}


class InputMapper:
    """`map(event) -> list[Intent]`; `prompt(intent_name) -> str`.

    `to_logical(window_pos) -> logical_pos | None` converts mouse positions
    (None when outside the letterboxed table)."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int] | None] | None = None):
        self.to_logical = to_logical or (lambda p: (int(p[0]), int(p[1])))
        # Names that are words ("Click", "Wheel") go through this to the
        # player's language (the App sets Text.key_name); keycaps stay as printed.
        self.translate: Callable[[str], str] = lambda label: label
        self.last_device = "keyboard"
        self.controllers: dict[int, object] = {}  # instance id -> Controller
        self._stick: dict[tuple[int, int], int] = {}  # (instance, axis) -> -1/0/+1
        self._controller_ok = False
        self._init_controllers()

    # ---- controllers -------------------------------------------------
    def _init_controllers(self) -> None:
        try:
            from pygame._sdl2 import controller
            # pygame.quit() can leave SDL's game-controller subsystem marked
            # up while the joystick subsystem under it is down; then no
            # controller events ever arrive. Restart it cleanly in that case.
            if controller.get_init() and not pygame.joystick.get_init():
                for _ in range(16):
                    if not controller.get_init():
                        break
                    controller.quit()
            pygame.joystick.init()
            controller.init()
            self._controller_ok = True
            for index in range(controller.get_count()):
                self._open(index)
        except Exception as e:  # no controller support: keyboard/mouse still work
            log.warning("game controllers unavailable: %s", e)

    def _open(self, device_index: int) -> None:
        try:
            from pygame._sdl2 import controller
            if not controller.is_controller(device_index):
                return
            pad = controller.Controller(device_index)
            iid = pad.as_joystick().get_instance_id()
            self.controllers[iid] = pad
        except Exception as e:
            log.warning("could not open controller %s: %s", device_index, e)

    def _close(self, instance_id: int) -> None:
        pad = self.controllers.pop(instance_id, None)
        if not self.controllers and self.last_device == "controller":
            # The last pad is gone: prompts show the keyboard again, not
            # buttons nobody can press.
            self.last_device = "keyboard"
        for key in [k for k in self._stick if k[0] == instance_id]:
            del self._stick[key]
        if pad is not None:
            try:
                pad.quit()
            except Exception as e:
                log.warning("closing controller %s: %s", instance_id, e)

    # ---- mapping -----------------------------------------------------
    def map_all(self, events: Iterable[pygame.event.Event]) -> list[Intent]:
        out: list[Intent] = []
        for ev in events:
            out.extend(self.map(ev))
        return out

    def map(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if t == pygame.KEYDOWN:
            name = KEYS.get(ev.key)
            return self._emit(name, "keyboard")
        if t == pygame.MOUSEMOTION:
            pos = self.to_logical(ev.pos)
            if pos is None:
                return []
            self.last_device = "mouse"
            return [Intent("point", pos, "mouse")]
        if t == pygame.MOUSEBUTTONDOWN:
            if ev.button == 1:
                pos = self.to_logical(ev.pos)
                if pos is None:
                    return []
                self.last_device = "mouse"
                return [Intent("click", pos, "mouse")]
            if ev.button == 3:
                return self._emit("back", "mouse")
            return []
        if t == pygame.MOUSEWHEEL:
            if ev.y > 0:
                return self._emit("up", "mouse")
            if ev.y < 0:
                return self._emit("down", "mouse")
            return []
        if t == pygame.CONTROLLERBUTTONDOWN:
            return self._emit(BUTTONS.get(ev.button), "controller")
        if t == pygame.CONTROLLERAXISMOTION:
            return self._axis(ev)
        if t == pygame.CONTROLLERDEVICEADDED:
            if self._controller_ok:
                self._open(ev.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            self._close(ev.instance_id)
            return []
        return []

    def _emit(self, name: str | None, device: str) -> list[Intent]:
        if name is None:
            return []
        self.last_device = device
        return [Intent(name, None, device)]

    def _axis(self, ev: pygame.event.Event) -> list[Intent]:
        if ev.axis == pygame.CONTROLLER_AXIS_LEFTX:
            neg, pos = "left", "right"
        elif ev.axis == pygame.CONTROLLER_AXIS_LEFTY:
            neg, pos = "up", "down"
        else:
            return []
        key = (getattr(ev, "instance_id", -1), ev.axis)
        state = self._stick.get(key, 0)
        v = ev.value
        if state == 0:
            if v >= STICK_ON:
                self._stick[key] = 1
                return self._emit(pos, "controller")
            if v <= -STICK_ON:
                self._stick[key] = -1
                return self._emit(neg, "controller")
        elif abs(v) < STICK_OFF:
            self._stick[key] = 0
        return []

    # ---- prompts -----------------------------------------------------
    def prompt(self, intent_name: str, device: str | None = None) -> str:
        """The key/button label for `intent_name` on the last-used device,
        e.g. prompt("confirm") -> "Enter" | "A" | "Click"."""
        table = PROMPTS.get(device or self.last_device, PROMPTS["keyboard"])
        return self.translate(table.get(intent_name, intent_name))

    def prompt_pair(self, first: str, second: str, device: str | None = None) -> str:
        """One label for two intents shown together ("←/→"; the
        controller's "D-pad" once, not "D-pad/D-pad")."""
        a, b = self.prompt(first, device), self.prompt(second, device)
        return a if a == b else f"{a}/{b}"

    def close(self) -> None:
        for iid in list(self.controllers):
            self._close(iid)
