"""A real (virtual) SDL game controller for tests, through ctypes on the
SDL2 library pygame-ce loaded: `SDL_JoystickAttachVirtual` creates a
device that SDL reports like a plugged-in pad, so the game sees genuine
CONTROLLERDEVICEADDED / CONTROLLERBUTTONDOWN / CONTROLLERDEVICEREMOVED
events through its normal event queue.

    pad = VirtualController.attach()      # None when unavailable
    pad = VirtualController.attach(vendor=0x054C, product=0x09CC, name="PS4 Controller")
                                          # a given make (SDL_JoystickAttachVirtualEx):
                                          # SDL then reports its controller type
    pad.press(pygame.CONTROLLER_BUTTON_A) # down now; call pad.release(...) later
    pad.tap(pygame.CONTROLLER_BUTTON_A)   # down + up
    pad.set_axis(pygame.CONTROLLER_AXIS_LEFTY, 32767)
    pad.detach()                          # unplug

Button and axis numbers are SDL's game-controller numbers (pygame's
CONTROLLER_BUTTON_* / CONTROLLER_AXIS_*): a virtual joystick of type
"game controller" gets SDL's default mapping, button i -> controller
button i. Requires pygame's display (or joystick) subsystem initialised and
`SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS=1` (set by `attach`) because a
headless window never has focus. `available()` says whether it works here."""
from __future__ import annotations

import ctypes
import logging
import os

import pygame

log = logging.getLogger(__name__)

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
NUM_BUTTONS = 15  # SDL_CONTROLLER_BUTTON_A .. DPAD_RIGHT
NUM_AXES = 6

_lib = None


def _find_sdl() -> ctypes.CDLL | None:
    """The SDL2 shared library already loaded in this process (Linux: from
    /proc/self/maps; elsewhere: the loader's search path)."""
    global _lib
    if _lib is not None:
        return _lib
    candidates: list[str] = []
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1]
                if "libSDL2-2" in path or path.endswith("libSDL2.so") or "/libSDL2-2.0.so" in path:
                    if path not in candidates:
                        candidates.append(path)
    except OSError:
        pass
    import ctypes.util
    found = ctypes.util.find_library("SDL2")
    if found:
        candidates.append(found)
    for c in candidates:
        try:
            lib = ctypes.CDLL(c)
            lib.SDL_JoystickAttachVirtual  # noqa: B018 - raises if missing
        except (OSError, AttributeError):
            continue
        lib.SDL_JoystickAttachVirtual.argtypes = [ctypes.c_int] * 4
        lib.SDL_JoystickAttachVirtual.restype = ctypes.c_int
        lib.SDL_JoystickDetachVirtual.argtypes = [ctypes.c_int]
        lib.SDL_JoystickDetachVirtual.restype = ctypes.c_int
        lib.SDL_JoystickOpen.argtypes = [ctypes.c_int]
        lib.SDL_JoystickOpen.restype = ctypes.c_void_p
        lib.SDL_JoystickClose.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickClose.restype = None
        lib.SDL_JoystickInstanceID.argtypes = [ctypes.c_void_p]
        lib.SDL_JoystickInstanceID.restype = ctypes.c_int
        lib.SDL_JoystickSetVirtualButton.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint8]
        lib.SDL_JoystickSetVirtualButton.restype = ctypes.c_int
        lib.SDL_JoystickSetVirtualAxis.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int16]
        lib.SDL_JoystickSetVirtualAxis.restype = ctypes.c_int
        lib.SDL_SetHint.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
        lib.SDL_SetHint.restype = ctypes.c_int
        lib.SDL_GetError.restype = ctypes.c_char_p
        lib.SDL_JoystickUpdate.restype = None
        lib.SDL_WasInit.argtypes = [ctypes.c_uint32]
        lib.SDL_WasInit.restype = ctypes.c_uint32
        lib.SDL_InitSubSystem.argtypes = [ctypes.c_uint32]
        lib.SDL_InitSubSystem.restype = ctypes.c_int
        _lib = lib
        return lib
    return None


SDL_INIT_JOYSTICK = 0x00000200
SDL_INIT_GAMECONTROLLER = 0x00002000


class _Desc(ctypes.Structure):
    """SDL_VirtualJoystickDesc (SDL 2.24+), version 1."""
    _fields_ = [("version", ctypes.c_uint16), ("type", ctypes.c_uint16), ("naxes", ctypes.c_uint16),
                ("nbuttons", ctypes.c_uint16), ("nhats", ctypes.c_uint16), ("vendor_id", ctypes.c_uint16),
                ("product_id", ctypes.c_uint16), ("padding", ctypes.c_uint16), ("button_mask", ctypes.c_uint32),
                ("axis_mask", ctypes.c_uint32), ("name", ctypes.c_char_p), ("userdata", ctypes.c_void_p),
                ("Update", ctypes.c_void_p), ("SetPlayerIndex", ctypes.c_void_p), ("Rumble", ctypes.c_void_p),
                ("RumbleTriggers", ctypes.c_void_p), ("SetLED", ctypes.c_void_p), ("SendEffect", ctypes.c_void_p)]


#: Makes of pad for tests: (vendor id, product id, name).
SONY_DS4 = (0x054C, 0x09CC, b"PS4 Controller")
XBOX_ONE = (0x045E, 0x02EA, b"Xbox One S Controller")


class VirtualController:
    def __init__(self, lib, device_index: int, handle: int):
        self._lib = lib
        self.device_index = device_index
        self._handle = handle
        self.instance_id = lib.SDL_JoystickInstanceID(handle)
        self.attached = True

    @classmethod
    def attach(cls, make: tuple[int, int, bytes] | None = None) -> "VirtualController | None":
        """Plug in a virtual pad (of ``make``: vendor, product, name, when
        given); None (and a log line) if SDL cannot."""
        lib = _find_sdl()
        if lib is None:
            log.info("virtual controller: SDL2 library not found")
            return None
        os.environ["SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS"] = "1"
        lib.SDL_SetHint(b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", b"1")
        if not lib.SDL_WasInit(SDL_INIT_GAMECONTROLLER):
            if lib.SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER | SDL_INIT_JOYSTICK) != 0:
                log.info("virtual controller: %s", lib.SDL_GetError())
                return None
        if make is None:
            index = lib.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, NUM_AXES, NUM_BUTTONS, 0)
        else:
            try:
                attach_ex = lib.SDL_JoystickAttachVirtualEx
            except AttributeError:
                log.info("virtual controller: SDL older than 2.24")
                return None
            attach_ex.argtypes = [ctypes.POINTER(_Desc)]
            attach_ex.restype = ctypes.c_int
            cls._desc = desc = _Desc(version=1, type=SDL_JOYSTICK_TYPE_GAMECONTROLLER, naxes=NUM_AXES,
                                     nbuttons=NUM_BUTTONS, nhats=0, vendor_id=make[0], product_id=make[1],
                                     name=make[2])
            index = attach_ex(ctypes.byref(desc))
        if index < 0:
            log.info("virtual controller: %s", lib.SDL_GetError())
            return None
        handle = lib.SDL_JoystickOpen(index)
        if not handle:
            log.info("virtual controller open: %s", lib.SDL_GetError())
            lib.SDL_JoystickDetachVirtual(index)
            return None
        return cls(lib, index, handle)

    @staticmethod
    def available() -> bool:
        pad = VirtualController.attach()
        if pad is None:
            return False
        pad.detach()
        pygame.event.clear()
        return True

    def _sync(self) -> None:
        self._lib.SDL_JoystickUpdate()

    def press(self, button: int) -> None:
        self._lib.SDL_JoystickSetVirtualButton(self._handle, button, 1)
        self._sync()

    def release(self, button: int) -> None:
        self._lib.SDL_JoystickSetVirtualButton(self._handle, button, 0)
        self._sync()

    def tap(self, button: int) -> None:
        self.press(button)
        self.release(button)

    def set_axis(self, axis: int, value: int) -> None:
        self._lib.SDL_JoystickSetVirtualAxis(self._handle, axis, max(-32768, min(32767, int(value))))
        self._sync()

    def detach(self) -> None:
        """Unplug: the game receives CONTROLLERDEVICEREMOVED."""
        if not self.attached:
            return
        self.attached = False
        self._lib.SDL_JoystickClose(self._handle)
        # The device index may have shifted if others were detached; find ours.
        self._lib.SDL_JoystickDetachVirtual(self._device_index_now())

    def _device_index_now(self) -> int:
        get_id = self._lib.SDL_JoystickGetDeviceInstanceID
        get_id.argtypes = [ctypes.c_int]
        get_id.restype = ctypes.c_int
        num = self._lib.SDL_NumJoysticks
        num.restype = ctypes.c_int
        for i in range(num()):
            if get_id(i) == self.instance_id:
                return i
        return self.device_index
