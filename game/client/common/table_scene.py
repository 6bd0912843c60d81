"""Pieces both games' table scenes share: the per-tick sound player with
stand-in sounds, the HUD buttons (hint, pause) under the mouse, and the
``GameTableScene`` base (flow, renderer, recorder, results)."""
from __future__ import annotations

from typing import Any, Callable

from game.client import screens
from game.client.scene import Scene
from game.client import access
from game.client.records import resume as replay_hooks
from game.client.records.recorder import attach_recorder


def make_sound_player(app: Any, fallbacks: dict[str, tuple[str, ...]]) -> Callable[[str], None]:
    """A function playing one of a game's sounds through the app's audio, at
    most once per tick per name (instant speed may start many beats at
    once); ``fallbacks[name]`` lists stand-ins tried in order when the asset
    set lacks a sound (a missing one is silent, never an error)."""
    last: dict[str, int] = {}

    def play(name: str) -> None:
        audio = getattr(app, "audio", None)
        if audio is None:
            return
        tick = getattr(app, "tick", 0)
        if last.get(name) == tick:
            return
        last[name] = tick
        for cand in fallbacks.get(name, (name,)):
            if not hasattr(audio, "has") or audio.has(cand):
                audio.play(cand)
                return
        audio.play(name)  # recorded for tests even if silent
    return play


def hud_button_intent(scene: Any, intent: Any) -> bool:
    """Mouse over/clicks on the renderer's HUD buttons (hint only on the
    human's turn): sets ``renderer.hover``; a click asks for a hint or opens
    the pause menu. True when the intent was a button's."""
    if intent.name not in ("point", "click") or intent.pos is None:
        return False
    flow, renderer = scene.flow, scene.renderer
    hit = next((n for n, r in renderer.buttons().items() if r.collidepoint(intent.pos)
                and (n != "hint" or flow.phase == "human")), None)
    renderer.hover = hit
    if hit is None:
        return False
    if intent.name == "click":
        scene.app.audio.play("click")
        if hit == "hint":
            flow.request_hint()
        else:
            scene.open_pause()
    return True


class GameTableScene(Scene):
    """What every game's table scene does alike. A subclass sets ``prefix``
    (the game's name: the record's game, its kit) and ``rules_key`` (the
    pause menu's rules text), builds its flow and renderer and calls
    ``_start``; ``_after_intent`` shows the results once the player
    confirmed the end. ``handle`` and ``open_pause`` are the plain table's
    (a game with more to do at its table overrides them)."""

    prefix = ""
    rules_key: str | None = None

    def _start(self, config: Any, layout: Any, flow: Any, renderer: Any) -> None:
        self.config = config
        self.layout = layout
        self.flow = flow
        from game.client.common.speed import ai_pace_of
        flow.ai_pace = lambda: ai_pace_of(self.app)  # the AI speed setting, read each turn
        self.renderer = renderer
        self._left = False
        self.recorder = attach_recorder(self, self.prefix)  # autosave; a resumed game swaps in its record

    def handle(self, intent: Any) -> None:
        """Undo (U, X, its button), back / menu → the pause menu, the HUD
        buttons, then the flow."""
        if replay_hooks.handle_undo_intent(self, intent):
            return
        if intent.name in ("back", "menu"):
            self.open_pause()
            return
        if hud_button_intent(self, intent):
            return
        self.flow.handle(intent.name, intent.pos)
        self._after_intent()

    def open_pause(self) -> None:
        screens.push(self.app, "pause", rules_key=self.rules_key)

    def _after_intent(self) -> None:
        if self.flow.done and not self._left:
            self._left = True
            self.show_results()

    def update(self, dt: float) -> None:
        toast = self.flow.toast
        self.flow.update(dt)
        if self.flow.toast is not toast:
            # A table message came or went by itself (timed out, a hint
            # found): drawn now, even in a settled window.
            self.app.dirty = True
        access.narrate_table(self)   # narration (when on): new log lines and prompts

    #: Ticks between redraws of a table at rest (the focus pulse, crowns).
    AMBIENT_TICKS = 8

    def redraw_every(self) -> int:
        """Every tick while something on the table moves by itself
        (`TableFlow.in_motion`: cards, effects, an AI's or the automatic
        actor's turn, the end, a hint being thought out…); else only the
        slow pulses."""
        return 1 if self.flow.in_motion() else self.AMBIENT_TICKS

    def draw(self, surface: Any) -> None:
        self.renderer.draw(surface)
        replay_hooks.draw_undo_button(surface, self)

    def show_results(self) -> None:
        from game import kits
        ResultsScene = kits.get(self.prefix).part("results_scene")  # prefix: the game's name
        results = ResultsScene(self.app, self.config, self.flow, self.renderer)
        results.recorded = getattr(self.recorder, "recorded", None)   # its statistics line
        results.offer_review(self.recorder.record)   # Review, for a game with a coach
        self.app.replace(results)
