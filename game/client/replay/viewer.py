"""Replays: the list of kept games and the viewer that plays one back on
the real table with the real animations.

The viewer reuses each game's `TableFlow` exactly as the demo does, except
that every AI seat's agent is `ScriptedAgent`, which answers with the
recorded action for the current ply, and the recorded human's moves are
played by the viewer after the usual turn pause (the Glutton's moves are
the rules core's own). The table is seen from the human's chair.
Controls (keyboard / controller / mouse on the HUD bar):
confirm (Enter, Space, A) pause / play; right or next (Tab, RB) one action
(pauses after it); up / down faster / slower; back / menu (Esc, B, Start)
leave. When the game is over the table shows its end reveal (totals,
crowns) and the banner says the replay ended."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.replay.resume import config_of
from game.client.scene import Scene
from game.client.scenes.common import draw_prompts, draw_title
from game.client.widgets import Button, Menu
from game.rules import registry
from game.storage.replays import ReplayStore
from game.storage.saves import Record

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
#: Seconds (normal speed) the recorded human's turn stays visible before its move.
HUMAN_PAUSE = 0.9


class ScriptedAgent:
    """An "agent" whose decision is the recorded action at the flow's ply."""

    level = "replay"
    description = "plays back a recorded game"

    def __init__(self, viewer: "ReplayScene") -> None:
        self.viewer = viewer

    def think(self, observation: dict, seed: int):
        return self.viewer.next_action()
        yield  # a generator that never needs to yield


class ReplayScene(Scene):
    def __init__(self, app: Any, record: Record, *, paused: bool = False) -> None:
        super().__init__(app)
        self.record = record
        self.rules = registry.load(record.game)
        config = config_of(record)
        humans = config.humans
        if len(humans) > 1:  # hot seat: no covers in a replay; those seats play as "replay"
            config.seats = ["replay" if s == "human" else s for s in config.seats]
        self.human_wait = 0.0
        self.speed_index = SPEEDS.index(1.0)
        self.paused = paused
        self.stop_at: int | None = None
        self.hover: str | None = None
        state = self.rules.from_json(record.initial_state)
        agent = ScriptedAgent(self)
        det = getattr(app, "frames", None) is not None
        if record.game == "rodizio":
            from game.client.rodizio import board_view as bv
            from game.client.rodizio.table_draw import TableRenderer
            from game.client.rodizio.table_flow import TableFlow
            from game.client.rodizio.table_scene import load_layout, sound_player
            self.layout = load_layout(app)
            self.flow = TableFlow(config, geometry=bv.Geometry.from_layout(self.layout), speed=self._speed,
                                  deterministic=det, make_agent=lambda g, lv: agent,
                                  sound=sound_player(app), state=state)
        else:
            from game.client.foodies.geometry import Geometry
            from game.client.foodies.table_draw import TableRenderer
            from game.client.foodies.table_flow import TableFlow
            from game.client.foodies.table_scene import load_layout, sound_player
            self.layout = load_layout(app)
            self.flow = TableFlow(config, geometry=Geometry.from_layout(self.layout), speed=self._speed,
                                  deterministic=det, make_agent=lambda g, lv: agent,
                                  sound=sound_player(app), state=state)
        self.renderer = TableRenderer(app, self.flow, self.layout)
        self.renderer.show_buttons = False
        self.renderer.show_prompt = False

    # -- playback ----------------------------------------------------------------
    def _speed(self) -> float:
        return SPEEDS[self.speed_index] * self.app.settings.speed_factor

    def next_action(self) -> dict:
        return self.record.actions[self.flow.ply]["action"]

    @property
    def finished(self) -> bool:
        return self.flow.phase == "over"

    def toggle(self) -> None:
        self.paused = not self.paused
        self.stop_at = None

    def step(self) -> None:
        """Play exactly the next action (with its animation), then pause."""
        if self.flow.timeline.busy:
            self.flow.timeline.finish()
            self.flow.retarget(0.0)
        if self.flow.ply < len(self.record.actions):
            self.stop_at = self.flow.ply + 1
            self.paused = False

    def faster(self, d: int) -> None:
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + d))

    def leave(self) -> None:
        self.app.pop()

    def buttons(self) -> dict[str, pygame.Rect]:
        w, h, gap = 88, 36, 6
        names = ("play", "step", "slower", "faster", "exit")
        x0 = (1280 - (len(names) * w + (len(names) - 1) * gap)) // 2
        return {n: pygame.Rect(x0 + i * (w + gap), 8, w, h) for i, n in enumerate(names)}

    def handle(self, intent: Any) -> None:
        name = intent.name
        if name in ("point", "click") and intent.pos is not None:
            hit = next((n for n, r in self.buttons().items() if r.collidepoint(intent.pos)), None)
            self.hover = hit
            if hit is not None and name == "click":
                self.app.audio.play("click")
                {"play": self.toggle, "step": self.step, "slower": lambda: self.faster(-1),
                 "faster": lambda: self.faster(1), "exit": self.leave}[hit]()
            return
        if name in ("back", "menu"):
            self.leave()
        elif name == "confirm":
            if self.finished:
                self.leave()
            else:
                self.toggle()
        elif name in ("right", "next"):
            self.step()
        elif name == "up":
            self.faster(1)
        elif name == "down":
            self.faster(-1)

    def update(self, dt: float) -> None:
        if self.paused:
            return
        if hasattr(self.flow, "rtl"):
            self.flow.rtl = self.app.text.rtl
        self.flow.update(dt)
        if self.flow.phase == "human":
            # The recorded player's move, after the pause an AI's turn also shows.
            self.human_wait += dt
            if self.human_wait >= self.flow._scaled(HUMAN_PAUSE):
                self.human_wait = 0.0
                self.flow.play(self.next_action())
        if self.stop_at is not None and self.flow.ply >= self.stop_at and not self.flow.timeline.busy:
            self.paused = True
            self.stop_at = None

    # -- picture ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.renderer.draw(surface)
        text = self.app.text
        labels = {"play": text.tr("replay.play" if self.paused else "replay.pause"),
                  "step": text.tr("replay.step"), "slower": text.tr("replay.slower"),
                  "faster": text.tr("replay.faster"), "exit": text.tr("replay.exit")}
        for n, r in self.buttons().items():
            fill = theme.MUSTARD if self.hover == n else theme.CREAM
            pygame.draw.rect(surface, theme.SHADOW, r.move(0, 4), border_radius=r.h // 2)
            pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
            pygame.draw.rect(surface, theme.CHOCOLATE, r, 3, border_radius=r.h // 2)
            text.draw(surface, labels[n], 15, theme.CHOCOLATE, r.center, "center", role="bold")
        r = pygame.Rect(0, 0, 560, 54)
        r.center = pygame.Rect(self.flow.geo["hud_prompt"]).center
        theme.panel(surface, r, fill=(*theme.CHOCOLATE, 225), border=theme.MUSTARD, radius=20,
                    border_width=3, shadow=6)
        if self.finished:
            status = text.tr("replay.ended")
        else:
            status = text.tr("replay.status", ply=min(self.flow.ply, len(self.record.actions)),
                             total=len(self.record.actions), speed=f"{SPEEDS[self.speed_index]:g}")
            if self.paused:
                status = text.tr("replay.paused") + " · " + status
        text.draw(surface, text.tr("replay.title"), 24, theme.CREAM, (r.centerx, r.top + 16),
                  "center", role="display")
        text.draw(surface, status, 18, theme.MUSTARD_LIGHT, (r.centerx, r.top + 40), "center", role="bold")


class ReplayList(Scene):
    """The kept replays, newest first; confirm plays one, back returns."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.store = ReplayStore()
        self.rows = [s for s in (self.store.summary(p) for p in self.store.list()) if s is not None]
        # Up to 20 rows: one wide column, or two columns of ten beyond ten.
        two = len(self.rows) > 10
        w, h, gap, y0 = (580, 38, 6, 150) if two else (900, 40, 6, 150)
        xs = (40, 660) if two else ((app.SIZE[0] - w) // 2,)
        buttons = [Button((xs[i // 10], y0 + (i % 10) * (h + gap), w, h), (lambda r=row: self.open(r)),
                          label=(lambda r=row: self.describe(r)), size=16 if two else 20)
                   for i, row in enumerate(self.rows[:20])]
        buttons.append(Button((app.SIZE[0] // 2 - 140, 660 - 58, 280, 50), self.app.pop,
                              key="replay.back", size=24))
        self.menu = Menu(buttons)

    def describe(self, row: dict) -> str:
        tr = self.app.text.tr
        res = row.get("result") or {}
        winners = res.get("winners") or []
        names = ", ".join(row["seats"][w]["name"] for w in winners if 0 <= w < len(row["seats"]))
        if res.get("glutton_wins"):
            names = (names + ", " if names else "") + tr("rodizio.name.glutton")
        return tr("replay.row", game=tr(f"replay.game_{row['game']}"), seats=len(row["seats"]),
                  date=row["created"].replace("T", " ").rstrip("Z")[:16], plies=row["plies"],
                  winners=names or "—")

    def open(self, row: dict) -> None:
        rec, message = self.store.load(row["path"])
        if rec is None:
            from game.client.scenes.dialog import MessageScene
            self.app.replace(ReplayList(self.app))
            self.app.push(MessageScene(self.app, "saves.corrupt_title", "replay.bad_body",
                                       reason=message or ""))
            return
        self.app.push(ReplayScene(self.app, rec))

    def handle(self, intent: Any) -> None:
        if intent.name in ("back", "menu"):
            self.app.pop()
            return
        self.menu.handle(intent, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.tablecloth(), (0, 0))
        draw_title(surface, self.app, self.app.text.tr("replay.list_title"), (640, 80), size=60)
        if not self.rows:
            self.app.text.draw(surface, self.app.text.tr("replay.none"), 26, theme.CHOCOLATE,
                               (640, 330), "center", role="bold")
        self.menu.draw(surface, self.app)
        draw_prompts(surface, self.app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                         ("back", "prompt.back")])
