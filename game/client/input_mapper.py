"""One mapper from raw pygame events (keyboard, mouse, SDL game
controllers) to `Intent`s; remembers the device last used for prompts.

Controllers use the SDL game-controller API (`pygame._sdl2.controller`), so
every pad reports the same button names. Pads may be plugged in or out at
any time: `CONTROLLERDEVICEADDED` opens one, `CONTROLLERDEVICEREMOVED`
closes it; anything failing there is logged and ignored, never raised.

The left stick produces one direction intent when it crosses
`STICK_ON` and re-arms once it falls back under `STICK_OFF` (hysteresis),
so a held stick does not flood a menu (a flick straight across to the
other side is a new press at once); a held direction (key, D-pad or
stick) repeats after `REPEAT_DELAY` ticks, every `REPEAT_EVERY` ticks, from
``repeats(tick)`` which the App calls once a frame (pygame's own key repeat
stays off, so only directions repeat and all devices alike).

Keys and buttons come from `bindings` (game.client.bindings, the player's
Controls); prompts name the bound key, or the button as printed on the
family of pad last used (game.client.pads: ✕ ○ □ △ on a PlayStation pad).
The mouse pointer gives `point` only when it really moves: a motion event
to where the pointer already was (SDL repeats it when a window opens under
a resting pointer) is not a move."""
from __future__ import annotations

import logging
from typing import Callable

import pygame

from game.client import pads
from game.client.bindings import Bindings, button_name, key_name
from game.client.intents import DIRECTIONS, Intent

log = logging.getLogger(__name__)

STICK_ON = 0.6 * 32767
STICK_OFF = 0.3 * 32767

#: A held direction (key, D-pad or stick) repeats after this many ticks
#: (1/60 s), then every `REPEAT_EVERY` ticks, until it is let go.
REPEAT_DELAY = 21
REPEAT_EVERY = 6

# What on-screen prompts call the mouse's and the pointer's intents; every
# other intent is named by its bound key or button (see `prompt`). Names
# that are words go through `translate` (the player's language).
MOUSE_PROMPTS = {"up": "Wheel", "down": "Wheel", "back": "Right click", "confirm": "Click",
                 "point": "Mouse", "click": "Click"}
POINTER_PROMPTS = {"point": "Mouse", "click": "Click"}
# Keys shown by another name than pygame's: arrows are arrows (the same in
# every language), the rest as printed on the keycap.
KEY_CAPS = {"up": "↑", "down": "↓", "left": "←", "right": "→", "return": "Enter", "enter": "Enter",
            "escape": "Esc", "space": "Space", "tab": "Tab", "backspace": "Backspace",
            "left shift": "Shift", "right shift": "Shift", "left ctrl": "Ctrl", "right ctrl": "Ctrl",
            "left alt": "Alt", "right alt": "Alt", "delete": "Del", "insert": "Ins",
            "page up": "PgUp", "page down": "PgDn"}
#: The label of an intent that has no key or button on the device.
UNBOUND = "—"


def key_cap(code: int) -> str:
    """A key's name as its keycap shows it ("Enter", "↑", "W", "F10")."""
    name = key_name(code)
    if name in KEY_CAPS:
        return KEY_CAPS[name]
    if len(name) == 1:   # a letter's capital, as printed (but ß stays ß, not "SS")
        return name.upper() if len(name.upper()) == 1 else name
    if name.startswith("[") and name.endswith("]"):   # the keypad's keys: "[4]"
        return "Num " + name[1:-1].upper()
    return name.title() if name else f"#{code}"


class InputMapper:
    """`map(event) -> list[Intent]`; `prompt(intent_name) -> str`.

    `to_logical(window_pos) -> logical_pos | None` converts mouse positions
    (None when outside the letterboxed table)."""

    def __init__(self, to_logical: Callable[[tuple[int, int]], tuple[int, int] | None] | None = None,
                 controllers: bool = True):
        self.to_logical = to_logical or (lambda p: (int(p[0]), int(p[1])))
        # Names that are words ("Click", "Wheel") go through this to the
        # player's language (the App sets Text.key_name); keycaps stay as printed.
        self.translate: Callable[[str], str] = lambda label: label
        self.last_device = "keyboard"
        self.bindings = Bindings()
        #: The family of the pad last used ("xbox", "playstation", "nintendo", "generic").
        self.pad_family = "generic"
        self.controllers: dict[int, object] = {}  # instance id -> Controller
        self.families: dict[int, str] = {}  # instance id -> family
        self._stick: dict[tuple[int, int], int] = {}  # (instance, axis) -> -1/0/+1
        #: The held direction: (source, intent, device, next repeat tick).
        self._held: tuple[tuple, str, str, int] | None = None
        self.now = 0  # the App's tick (set by `repeats`)
        self._pointer: tuple[int, int] | None = None  # last window position of the pointer
        #: The Controls screen waiting for a key or button: ``capture(device,
        #: code)`` gets the next key press ("keyboard", key code) or pad
        #: button ("controller", button) instead of it becoming an intent.
        self.capture: Callable[[str, int], None] | None = None
        self._controller_ok = False
        self._controllers_started = False
        pads.use_positional_buttons()
        if controllers:
            self.start_controllers()

    # ---- controllers -------------------------------------------------
    def start_controllers(self) -> None:
        """Open the game-controller subsystem and the pads plugged in (once;
        the App does it after its first frame: a start does not wait)."""
        if not self._controllers_started:
            self._controllers_started = True
            self._init_controllers()

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
            self.families[iid] = pads.family_of(pads.sdl_type(iid), getattr(pad, "name", ""))
            log.info("controller %s (%s): %s", iid, getattr(pad, "name", "?"), self.families[iid])
        except Exception as e:
            log.warning("could not open controller %s: %s", device_index, e)

    def _close(self, instance_id: int) -> None:
        pad = self.controllers.pop(instance_id, None)
        self.families.pop(instance_id, None)
        if self._held is not None and self._held[0][:2] in (("button", instance_id), ("axis", instance_id)):
            self._held = None
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
    def map(self, ev: pygame.event.Event) -> list[Intent]:
        t = ev.type
        if self.capture is not None and t in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN):
            if t == pygame.KEYDOWN:
                self.last_device = "keyboard"
                self.capture("keyboard", ev.key)
            else:
                self._used_pad(getattr(ev, "instance_id", -1))
                self.last_device = "controller"
                self.capture("controller", ev.button)
            return []
        if t == pygame.KEYDOWN:
            name = self.bindings.intent_for_key(ev.key)
            self._hold(("key", ev.key), name, "keyboard")
            return self._emit(name, "keyboard")
        if t == pygame.KEYUP:
            self._let_go(("key", ev.key))
            return []
        if t == pygame.MOUSEMOTION:
            if self._pointer is not None and tuple(ev.pos) == self._pointer:
                return []   # not a move: SDL telling where a resting pointer is
            self._pointer = tuple(ev.pos)
            pos = self.to_logical(ev.pos)
            if pos is None:
                return []
            self.last_device = "mouse"
            return [Intent("point", pos, "mouse")]
        if t == pygame.MOUSEBUTTONDOWN:
            self._pointer = tuple(ev.pos) if hasattr(ev, "pos") else self._pointer
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
            iid = getattr(ev, "instance_id", -1)
            self._used_pad(iid)
            name = self.bindings.intent_for_button(ev.button)
            self._hold(("button", iid, ev.button), name, "controller")
            return self._emit(name, "controller")
        if t == pygame.CONTROLLERBUTTONUP:
            self._let_go(("button", getattr(ev, "instance_id", -1), ev.button))
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            return self._axis(ev)
        if t == pygame.CONTROLLERDEVICEADDED:
            if self._controller_ok:
                self._open(ev.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            self._close(ev.instance_id)
            return []
        if t == pygame.WINDOWFOCUSLOST:
            self._held = None   # a key let go in another window sends no KEYUP here
        return []

    def _used_pad(self, instance_id: int) -> None:
        """Prompts follow the family of the pad just used."""
        self.pad_family = self.families.get(instance_id, self.pad_family)

    def _emit(self, name: str | None, device: str) -> list[Intent]:
        if name is None:
            return []
        self.last_device = device
        return [Intent(name, None, device)]

    # ---- held directions ---------------------------------------------
    def _hold(self, source: tuple, name: str | None, device: str) -> None:
        if name in DIRECTIONS:
            self._held = (source, name, device, self.now + REPEAT_DELAY)
        elif name is not None:
            self._held = None   # another intent: a direction held before stops repeating

    def _let_go(self, source: tuple) -> None:
        if self._held is not None and self._held[0] == source:
            self._held = None

    def repeats(self, tick: int) -> list[Intent]:
        """The repeats of the held direction due by ``tick`` (at most one a
        call: a slow frame does not jump the focus several places). Only
        while SDL says the key, button or stick is still down (`is_down`):
        a press that never reported its release (a posted test event, a
        key let go while another window had the focus) does not repeat."""
        self.now = tick
        held = self._held
        if held is None or tick < held[3]:
            return []
        source, name, device, _ = held
        if not self.is_down(source):
            self._held = None
            return []
        self._held = (source, name, device, tick + REPEAT_EVERY)
        self.last_device = device
        return [Intent(name, None, device)]

    def is_down(self, source: tuple) -> bool:
        """Whether SDL's own state has this key / pad button / stick held."""
        try:
            if source[0] == "key":
                return bool(pygame.key.get_pressed()[source[1]])
            pad = self.controllers.get(source[1])
            if pad is None:
                return False
            if source[0] == "button":
                return bool(pad.get_button(source[2]))
            return abs(pad.get_axis(source[2])) >= STICK_OFF
        except (pygame.error, IndexError, AttributeError, ValueError):
            return False

    def seed_pointer(self, window_pos: tuple[int, int]) -> None:
        """Where the pointer rests now (the App asks SDL at start): a motion
        event to this very place is not a move."""
        self._pointer = tuple(window_pos)

    def _axis(self, ev: pygame.event.Event) -> list[Intent]:
        if ev.axis == pygame.CONTROLLER_AXIS_LEFTX:
            neg, pos = "left", "right"
        elif ev.axis == pygame.CONTROLLER_AXIS_LEFTY:
            neg, pos = "up", "down"
        else:
            return []
        iid = getattr(ev, "instance_id", -1)
        key = (iid, ev.axis)
        state = self._stick.get(key, 0)
        v = ev.value
        source = ("axis", iid, ev.axis)
        side = 1 if v >= STICK_ON else -1 if v <= -STICK_ON else 0
        if side and side != state:
            # Pushed out from the centre, or flicked straight across to the
            # other side (a quick left-right whose samples never passed the
            # centre): a new press either way.
            self._used_pad(iid)
            self._stick[key] = side
            name = pos if side > 0 else neg
            self._hold(source, name, "controller")
            return self._emit(name, "controller")
        if state != 0 and abs(v) < STICK_OFF:
            self._stick[key] = 0
            self._let_go(source)
        return []

    # ---- prompts -----------------------------------------------------
    def prompt(self, intent_name: str, device: str | None = None) -> str:
        """The key/button label for `intent_name` on the last-used device
        (or `device`), as bound now: prompt("confirm") -> "Enter" | "A" |
        "✕" | "Click". The mouse names its own buttons and otherwise the
        key; an intent with nothing bound on the device gives `UNBOUND`."""
        device = device or self.last_device
        if intent_name in POINTER_PROMPTS:
            return self.translate(POINTER_PROMPTS[intent_name] if device != "controller" else
                                  ("D-pad" if intent_name == "point" else self.prompt("confirm", device)))
        if device == "mouse":
            if intent_name in MOUSE_PROMPTS:
                return self.translate(MOUSE_PROMPTS[intent_name])
            device = "keyboard"
        if device == "controller":
            code = self.bindings.first(intent_name, "controller")
            if code is None:
                return UNBOUND
            name = button_name(code)
            if intent_name in DIRECTIONS and name.startswith("dp"):
                return self.translate("D-pad")
            return self.translate(pads.label(self.pad_family, name))
        code = self.bindings.first(intent_name, "keyboard")
        return UNBOUND if code is None else key_cap(code)

    def prompt_pair(self, first: str, second: str, device: str | None = None) -> str:
        """One label for two intents shown together ("←/→"; the
        controller's "D-pad" once, not "D-pad/D-pad")."""
        a, b = self.prompt(first, device), self.prompt(second, device)
        return a if a == b else f"{a}/{b}"

    def labels(self, intent_name: str, device: str) -> list[str]:
        """Every key (device "keyboard") or button ("controller") bound to
        the intent, as prompts name them (the Controls screen)."""
        codes = self.bindings.table(device).get(intent_name, [])
        if device == "controller":
            return [self.translate(pads.label(self.pad_family, button_name(c))) for c in codes]
        return [key_cap(c) for c in codes]

    def close(self) -> None:
        for iid in list(self.controllers):
            self._close(iid)
