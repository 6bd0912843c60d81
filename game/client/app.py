"""The App: window, fixed-timestep loop, scene stack, input, screenshots.

Loop (one iteration = one displayed frame):
1. read pygame events + scripted events due at this tick, map them to
   intents (game.client.input_mapper), deliver each to the top scene;
2. advance the simulation in fixed ticks of `DT` = 1/60 s: in real-time
   mode as many ticks as the accumulated real time allows (at most
   `MAX_TICKS_PER_FRAME`, and no more frames than ticks); with `frames=N`
   exactly ONE tick per frame and no waiting at all, so a run depends only
   on its inputs;
3. draw the stack onto the logical 1280×720 surface, letterbox-scale it
   into the window, flip — in real-time mode only when something changed:
   an intent, a stack change, a window event, a toast, a visible scene
   whose `redraw_every()` ticks have passed (see game.client.scene), or
   the end of something moving by itself (the frame after a scene's
   `redraw_every()` was 1 — the review judged, the hint found, the cards
   landed — always, settled or not). An idle window therefore costs
   almost nothing, and work in progress is never left undrawn.
4. in real-time mode, the AIs think for what is left of the frame's budget.

AI thinking shares one CPU-time budget per frame
(game.client.ai_driver.frame_budget), spent after the frame's ticks and
drawing (step 4), so it is sized by what the frame really cost and
catch-up ticks after a slow frame do not each think for a full slice.

Scripted input (tests, demos): `App(script=[(tick, item), ...])` where
`item` is a raw `pygame.event.Event` (KEYDOWN, MOUSEBUTTONDOWN,
MOUSEMOTION, CONTROLLERBUTTONDOWN, ... — it goes through the same input
mapper as real events; mouse `pos` is in window pixels, equal to logical
pixels at the default window size), an `Intent` (delivered as is), or a
callable `fn(app)` (run at that tick, e.g. to take a screenshot). Items
for tick T are handled before tick T is simulated. `post_event` /
`post_intent` queue input for the next frame.

Errors: an exception from a scene is logged (with traceback) to
`<data dir>/logs/client.log`; the stack is reset to the main menu with an
error panel on top. Nothing is ever printed as a traceback on screen."""
from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import Any, Callable, Iterable

import pygame

from game.client import assets as assets_module
from game.client import collector, screens, theme
from game.client.anim import motion
from game.client.audio import Audio
from game.client.ai_driver import frame_budget
from game.client.input_mapper import InputMapper
from game.client.intents import Intent
from game.client.frame_end import FrameEnd
from game.client.harness import Harness
from game.client.scene import Scene
from game.client.scene_stack import SceneStack
from game.client.toasts import Toasts
from game.client.window import Window
from game.client.text import Text
from game.storage import paths
from game.storage.settings import MemorySettingsStore, SettingsStore

log = logging.getLogger(__name__)

ScriptItem = tuple[int, Any]
#: the window's icon, below the content root
ICON = ("icon", "rodizio-foodies.png")


class App(Window, SceneStack, Toasts, Harness, FrameEnd):
    TICK_HZ = 60
    DT = 1.0 / TICK_HZ
    SIZE = theme.LOGICAL_SIZE
    MAX_TICKS_PER_FRAME = 8
    MAX_FPS = TICK_HZ  # frame cap in real-time mode: a frame without a new tick has nothing new to draw
    #: Frames per second while nothing moves by itself (every visible scene's
    #: redraw_every() is 0 or > 1): the loop wakes half as often, its ticks
    #: run two by two, input waits at most one such frame.
    IDLE_FPS = TICK_HZ // 2
    #: Headless ``frames=N`` runs draw every frame; tests turn this off so a
    #: frame is drawn only when someone looks at it (``save_screenshot``, the
    #: final ``screenshot``) — the same picture, drawn once.
    DRAW_UNSEEN_FRAMES = True
    TITLE = "Rodízio & Foodies"
    #: Real-time mode: after this long without input, pulses rest (steady:
    #: anim.motion.settled) and a screen where nothing moves by itself is
    #: not redrawn at all — an idle table costs almost no CPU. Any input
    #: (a key, the mouse moving, a window event) wakes them.
    SETTLE_SECONDS = 3.0
    #: Whether a table's autosave is written off the window's thread
    #: (game/client/autosave.py); None: in real-time mode only.
    autosave_off_thread: bool | None = None
    #: A scene under the top one is frozen (not updated): redrawn for its
    #: pulses at most this often, whatever it was doing.
    FROZEN_EVERY = 8

    def __init__(self, *, settings_store: SettingsStore | None = None,
                 frames: int | None = None, screenshot: str | Path | None = None,
                 script: Iterable[ScriptItem] = (), language: str | None = None,
                 menu_factory: Callable[["App"], Scene] | None = None):
        self.frames = frames
        self.screenshot_path = Path(screenshot) if screenshot else None
        self.script: list[ScriptItem] = sorted(script, key=lambda it: it[0])
        self._script_pos = 0
        self._posted_events: list[pygame.event.Event] = []
        self._posted_intents: list[Intent] = []
        self.stack: list[Scene] = []
        self.tick = 0
        self.frame = 0
        self.running = False
        self.exit_code = 0
        self.toasts: list[tuple[str, int]] = []  # (text, expiry tick)
        self._errors: list[int] = []  # ticks at which scene errors happened
        self.intent_log: list[tuple[int, Intent]] = []  # every delivered intent, for replays/tests
        self.dirty = True  # something changed since the last drawn frame (real-time mode)
        self._drawn_tick = -1
        self._moving = False  # a visible scene moved by itself at the last frame (_needs_draw)
        self._input_tick = 0  # the tick of the last input or window event (settling)
        self._stale = False  # a headless frame went undrawn (DRAW_UNSEEN_FRAMES off)
        self.assets = assets_module
        _setup_logging()

        self.settings_store = settings_store if settings_store is not None else _open_store()
        self.settings = self.settings_store.settings
        if language is not None:
            self.settings.language = language  # this run only; saved if the player changes settings

        # The window's pixels in plain memory, not uploaded through a GL
        # renderer: a game drawn in software gains nothing from one, and where
        # GL is software too (no GPU driver, a VM, Xvfb) it costs ~10 ms of CPU
        # a flip and ~100 MB (measured by `bench`'s display figures).
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # Not pygame.init(): the mixer (game.client.audio) opens audio itself,
        # and initialising it twice doubles the noise of a machine without sound.
        pygame.display.init()
        pygame.font.init()
        self._fullscreen = False
        _set_window_icon()  # before the window opens: some systems ignore a later one
        self.window = self._open_window(self.settings.fullscreen and frames is None)
        pygame.display.set_caption(self.TITLE)
        self.screen = _window_format(pygame.Surface(self.SIZE), self.window)
        self._viewport = pygame.Rect((0, 0), self.SIZE)
        self._update_viewport()
        pygame.key.set_repeat(0)   # the input mapper repeats held directions itself (every device alike)

        self.text = Text(self.settings.language)
        self.text.use_kept()   # the first frame's texts as the last start rendered them
        # The mixer, the sounds and the game controllers start after the first
        # frame (``_after_first_frame``): the window shows without waiting for them.
        self.audio = Audio(self.settings.volume, lazy=True)
        self.input = InputMapper(self.to_logical, controllers=False)
        self.input.translate = self.text.key_name  # "Click", "Wheel" in the player's language
        self.input.seed_pointer(pygame.mouse.get_pos())  # a pointer resting there is not a move
        from game.client import access
        access.apply(self)   # bindings, palette, text size, motion, narration
        if menu_factory is None:
            menu_factory = screens.get("title")
        self.menu_factory = menu_factory

        msg = self.settings_store.take_message()
        if msg:
            self.toast(self.text.tr(getattr(self.settings_store, "message_key", "settings.corrupt"), detail=msg),
                       seconds=8)

    # ---- window ------------------------------------------------------
    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    # ---- input -------------------------------------------------------
    def _gather_intents(self) -> list[Intent]:
        events: list[pygame.event.Event] = []
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                self.quit()
            elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self._update_viewport()
            self.dirty = True  # window exposed, resized, focused, or any input
            self._input_tick = self.tick
            events.append(ev)
        calls: list[Callable] = []
        intents: list[Intent] = []
        while self._script_pos < len(self.script) and self.script[self._script_pos][0] <= self.tick:
            item = self.script[self._script_pos][1]
            self._script_pos += 1
            if isinstance(item, Intent):
                intents.append(item)
            elif isinstance(item, pygame.event.EventType):
                events.append(item)
            elif callable(item):
                calls.append(item)
            else:
                raise TypeError(f"script item must be an Event, Intent or callable, not {item!r}")
        events.extend(self._posted_events)
        self._posted_events.clear()
        for fn in calls:
            fn(self)
        out = []
        for ev in events:
            out.extend(self._guarded(self.input.map, ev) or [])
        out.extend(self._guarded(self.input.repeats, self.tick) or [])   # a held direction
        out.extend(intents)
        out.extend(self._posted_intents)
        self._posted_intents.clear()
        for intent in intents:
            # Replayed intents keep their device, so prompts look the same.
            if intent.device in ("keyboard", "mouse", "controller"):
                self.input.last_device = intent.device
        return out

    # ---- loop --------------------------------------------------------
    def run(self, first: Scene | Callable[["App"], Scene] | None = None) -> int:
        """Run until quit (or `frames` frames); return the exit code."""
        if first is None:
            self.push(self.menu_factory(self))
        else:
            self.push(first if isinstance(first, Scene) else first(self))
        self.running = True
        clock = pygame.time.Clock()
        acc = 0.0
        live = self.frames is None
        try:
            while self.running:
                for intent in self._gather_intents():
                    if not self.running or not self.stack:
                        break
                    self.intent_log.append((self.tick, intent))
                    self.dirty = True
                    self._dispatch(intent)
                if not self.running:
                    break
                if live:
                    fps = self.IDLE_FPS if self._at_rest() else self.MAX_FPS
                    acc = min(acc + clock.tick(fps) / 1000.0, self.DT * self.MAX_TICKS_PER_FRAME)
                    steps = int(acc / self.DT)
                    acc -= steps * self.DT
                    frame_budget.start()
                else:
                    steps = 1
                for _ in range(steps):
                    self._step()
                if live:
                    self._settle()
                    if self._needs_draw():
                        self._render()
                elif self.DRAW_UNSEEN_FRAMES:
                    self._render()
                else:
                    self._stale = True
                self._frame_done(live)   # the AIs think; after the first, start-up's objects frozen
                self.frame += 1
                if self.frame == 1:
                    self._after_first_frame()
                if self.frames is not None and self.frame >= self.frames:
                    break
        finally:
            frame_budget.stop()
            collector.release()
            motion.set_settled(False)
            from game.client import autosave
            autosave.flush()   # the window closes with its game on disk
            if self.screenshot_path is not None:
                self.save_screenshot(self.screenshot_path)
            self.input.close()
        return self.exit_code

    def _visible(self) -> list[Scene]:
        """The scenes drawn each frame: from the topmost opaque one up."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                return self.stack[i:]
        return self.stack[:]

    def _at_rest(self) -> bool:
        """Nothing has happened and no visible scene moves by itself."""
        if self.dirty or self._posted_events or self._posted_intents:
            return False
        for scene in self._visible():
            every = self._redraw_every(scene)
            if not isinstance(every, int) or every == 1:
                return False
        return True

    def _settle(self) -> None:
        """Real-time mode: rest the pulses after SETTLE_SECONDS without
        input, wake them on the next (one frame drawn at each change)."""
        settled = self.tick - self._input_tick >= self.SETTLE_SECONDS * self.TICK_HZ
        if settled != motion.settled:
            motion.set_settled(settled)
            self.dirty = True

    def _needs_draw(self) -> bool:
        """Real-time mode: whether this frame's picture may differ from the
        last one drawn (see the module docstring). Work in progress ends
        with a picture: the frame after one where a visible scene moved by
        itself (``redraw_every() == 1``: an AI thinking, a hint, the
        review's judging, cards gliding) is drawn although none moves now
        — the review's summary, the hint, the cards at rest — settled or
        not (a settled window otherwise skips the slow pulses' redraws)."""
        everys = [self._redraw_every(scene) for scene in self._visible()]
        moving = any(not isinstance(every, int) or every == 1 for every in everys)
        stopped, self._moving = self._moving and not moving, moving
        if self.dirty or stopped:
            return True
        since = self.tick - self._drawn_tick
        if since <= 0:
            return False
        for every in everys:
            if motion.settled and isinstance(every, int) and every > 1:
                continue  # its slow pulses rest (see _settle)
            if not isinstance(every, int) or (every and since >= every):
                return True
        return False

    def _redraw_every(self, scene: Scene) -> Any:
        """A visible scene's `redraw_every()`; a scene under the top one
        (a table under the pause menu) is not updated, so nothing of its
        moves by itself: at most its pulses, every `FROZEN_EVERY` ticks."""
        every = self._call(scene.redraw_every)
        if scene is not self.top and (not isinstance(every, int) or every == 1):
            return self.FROZEN_EVERY
        return every

    def _dispatch(self, intent: Intent) -> None:
        top = self.top
        if top is not None:
            self._call(top.handle, intent)

    def _step(self) -> None:
        top = self.top
        if top is not None:
            self._call(top.update, self.DT)
        self.tick += 1
        self._expire_toasts()

    def _render(self) -> None:
        self.dirty = False
        self._stale = False
        self._drawn_tick = self.tick
        self.screen.fill(theme.INK)
        for scene in self._visible():
            if not self._call(scene.draw, self.screen, ok=True):
                break
        self._draw_toasts()
        self._present()

    # ---- settings ----------------------------------------------------
    def apply_settings(self, save: bool = True) -> None:
        """Make the current settings take effect now (and persist them)."""
        s = self.settings
        self.dirty = True
        if s.language != self.text.language:
            self.text.set_language(s.language)
        self.audio.set_volume(s.volume)
        self.set_fullscreen(s.fullscreen)
        from game.client import access
        access.apply(self)
        if save:
            try:
                self.settings_store.save()
            except OSError as e:
                log.warning("saving settings failed: %s", e)
                self.toast(self.text.tr("settings.save_failed", detail=str(e)))



def _window_format(surface: pygame.Surface, window: pygame.Surface) -> pygame.Surface:
    """``surface`` in the window's pixel format: a new surface already is
    (pygame picks the display's), so the full-screen copy ``convert()``
    makes is paid only where it is not."""
    same = (surface.get_bitsize(), surface.get_masks()) == (window.get_bitsize(), window.get_masks())
    return surface if same else surface.convert()


def _set_window_icon() -> None:
    """The game's icon (assets/icon/, tools/make_icon.py) on the window and
    task bar; a missing or unreadable file keeps SDL's default and is logged."""
    try:
        from game.client import picture_cache   # the decoded icon kept between runs
        pygame.display.set_icon(picture_cache.load_image(assets_module.path(*ICON)))
    except (pygame.error, OSError) as e:
        log.warning("window icon not set: %s", e)


def _open_store() -> SettingsStore:
    try:
        return SettingsStore()
    except OSError as e:  # unreadable data dir: play with defaults, in memory
        log.warning("settings unavailable: %s", e)
        store = MemorySettingsStore()
        store.message = f"settings folder unusable ({e})"
        return store


_log_handler: logging.Handler | None = None


def _setup_logging() -> None:
    """Warnings and errors go to the log file in the data dir (never the
    screen). Re-targets the file when the data dir changed (tests)."""
    global _log_handler
    logger = logging.getLogger("game")
    logger.setLevel(logging.INFO)
    try:
        target = str(paths.log_path())
    except OSError:
        return
    if _log_handler is not None:
        if getattr(_log_handler, "baseFilename", None) == os.path.abspath(target):
            return
        logger.removeHandler(_log_handler)
        _log_handler.close()
    try:
        _log_handler = paths.LogFile(target)   # a full disk: no "Logging error" on stderr
    except OSError:
        _log_handler = None
        return
    _log_handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logger.addHandler(_log_handler)
