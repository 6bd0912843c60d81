"""Tiny's lessons (the kit's ``tutorial_scene`` and ``tutorial_expand``):
the real table in a scripted mode — only seat 0 moves, and only the move
the lesson asks for."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.common.speed import speed_of
from game.client.tutorial.lesson_loop import LessonLoop
from game.client.tutorial.scene import TutorialScene
from game.client.tutorial.script import Step
from tests.kits import tiny_game as R
from tests.kits.tiny_window.config import GameConfig
from tests.kits.tiny_window.table import TableFlow, TableRenderer


def expand(pos: dict) -> dict:
    """A compact position: ``holdings`` and ``stock`` given, the rest filled in."""
    out = dict(pos)
    out.setdefault("game", "tiny")
    if isinstance(out.get("holdings"), list):
        out.setdefault("seats", len(out["holdings"]))
        out.setdefault("tally", [0] * len(out["holdings"]))
    out.setdefault("turn", 0)
    out.setdefault("finished", False)
    return out


class ScriptedFlow(LessonLoop, TableFlow):
    rules = R

    def __init__(self, config: GameConfig, **kw: Any) -> None:
        self.step_speed = 1.0
        self.expect: dict | None = None
        self.wrong: str | None = None
        self.start_focus: int | None = None
        self.applied: list[dict] = []
        speed = kw.pop("speed")
        super().__init__(config, speed=lambda: speed() * self.step_speed, make_agent=lambda g, lv: None,
                         deal=False, **kw)

    def _start_human_turn(self) -> None:
        super()._start_human_turn()
        if self.expect is not None and self.expect["lay"] in self.holding():
            self.focus = self.holding().index(self.expect["lay"])   # confirm makes the lesson's move

    def applied_since(self, step: Step) -> bool:
        return step.do in self.applied

    def play(self, action: dict) -> None:
        super().play(action)
        self.applied.append(action)

    def _confirm(self) -> None:
        action = self.focused_action()
        if action is not None and self.expect is not None and action != self.expect:
            self.show_toast((self.wrong or "tutorial.wrong_move", {}), error=True)
            self.sound("error")
            return
        super()._confirm()
        if action == self.expect:
            self.expect = None


class TinyTutorial(TutorialScene):
    rules_key = "tiny.rules"

    def make_flow(self, state: Any, step: Step) -> ScriptedFlow:
        from tests.kits.tiny_window.table import sound_player
        seats = ["human"] + ["normal"] * (R.to_json(state)["seats"] - 1)
        return ScriptedFlow(GameConfig(seats=seats, seed=0), speed=lambda: speed_of(self.app),
                            deterministic=getattr(self.app, "frames", None) is not None,
                            sound=sound_player(self.app), state=state)

    def make_renderer(self, flow: ScriptedFlow) -> TableRenderer:
        renderer = TableRenderer(self.app, flow)
        renderer.show_buttons = False
        return renderer

    def start_move(self, step: Step) -> None:
        super().start_move(step)
        self.flow.applied = []

    def play_auto(self, step: Step) -> None:
        self.flow.play(step.auto)

    def target_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        sp = self.flow.sprites.get(int(arg)) if kind == "card" and arg.isdigit() else None
        return pygame.Rect([int(v) for v in sp.rect]) if sp is not None else None
