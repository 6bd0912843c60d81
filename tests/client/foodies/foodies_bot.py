"""A bot that plays Foodies through the App's real input path.

Each call (one per tick, from the App's script) it looks at the top scene
and posts the raw pygame events a keyboard, mouse or controller user would
produce, one at a time, so everything goes through the input mapper as in
play. It reads the screen's state (focus, mode, legal actions) only to
decide what to press, like a person looking at the highlights."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.foodies.results_scene import ResultsScene
from game.client.foodies.setup_scene import SetupScene
from game.client.foodies.table_flow import ACTIONS
from game.client.foodies.table_scene import TableScene
from game.rules import foodies as F
from tests.client.uibot_base import PAD, SHOTS, UiBotBase  # noqa: F401 (SHOTS re-exported)


def center(r) -> tuple[int, int]:
    return int(r[0] + r[2] / 2), int(r[1] + r[3] / 2)


class FoodiesBot(UiBotBase):
    """``device``: "keyboard", "mouse" or "controller". ``seats``: how many
    seats to set on the setup screen; ``seed`` the deal number to dial in."""

    def __init__(self, device: str, *, seats: int = 2, seed: int | None = None, every: int = 2,
                 shots: dict[str, str] | None = None, ask_hint: bool = True, try_blocked: bool = True) -> None:
        self.device = device
        self.seats = seats
        self.seed = seed
        self.every = every
        self.shots = dict(shots or {})
        self.ask_hint = ask_hint
        self.try_blocked = try_blocked
        self.seen: list[str] = []
        self.hints: list[dict] = []
        self.blocked: list[Any] = []
        self.kinds_done: list[str] = []
        self.discards: dict[str, int] = {"hand_limit": 0, "deck_out": 0}
        self.prompts: set[str] = set()
        self.finished = False
        self.turns = 0
        self._plan: dict | None = None
        self._wait_hint = False

    setup_scene, table_scene, results_scene = SetupScene, TableScene, ResultsScene

    # -- input ------------------------------------------------------------------
    def press(self, name: str) -> None:
        if self.device == "keyboard":
            self.press_key(name)
        elif self.device == "controller":
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=PAD[name], instance_id=0))
            pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=PAD[name], instance_id=0))
        else:
            raise AssertionError(f"the mouse cannot press {name}")

    # -- the loop ---------------------------------------------------------------------
    def title(self, app, t) -> None:
        target = t.buttons[1]          # Play Foodies
        if self.device == "mouse":
            self.click(target.rect.center)
        elif t.menu.focused is not target:
            self.press("down")
        else:
            self.press("confirm")

    def setup(self, s: SetupScene) -> None:
        if s.n != self.seats:
            self.setup_go(s, s.count_row, "right" if s.n < self.seats else "left")
        elif self.seed is not None and s.seed != self.seed:
            self.setup_go(s, s.seed_row, "right" if (s.seed or 0) < self.seed else "left")
        else:
            self.setup_go(s, s.start, "confirm")

    # -- the table -------------------------------------------------------------------
    def choose(self, flow) -> dict:
        """What this player wants to do: the ``normal`` AI's choice (it serves
        when it can and keeps what its recipes need), except that now and then
        a plain draw becomes a swap or a pass, so every action gets used."""
        from game.ai.base import decide
        from game.kits import make_agent
        seat = flow.state.to_move
        action = decide(make_agent("foodies", "normal"), F.observe(flow.state, seat), self.turns)
        if action["type"] in ("serve", "discard"):
            return action
        legal = F.legal_actions(flow.state)
        kinds = {a["type"] for a in legal}
        hand = flow.viewer_hand()
        if self.turns % 4 == 1 and "draw" in kinds:
            return {"type": "draw"}
        if self.turns % 7 == 3 and "swap" in kinds:
            return {"type": "swap", "card": hand[0]}
        if self.turns % 9 == 5 and hand:
            return {"type": "pass", "card": hand[-1]}
        return action

    def table(self, app, scene: TableScene) -> None:
        flow = scene.flow
        if flow.phase in ("cover", "over"):
            if flow.phase == "over":
                self.shot(app, "over")
            if self.device == "mouse":
                self.click((640, 300))
            else:
                self.press("confirm")
            return
        if flow.phase != "human":
            self._plan = None
            return
        prompt = flow.prompt()
        if prompt:
            self.prompts.add(prompt[0])
        if self._plan is None:
            self.shot(app, "table")
            if self.ask_hint and not self.hints and not self._wait_hint and flow.mode == "actions":
                self._wait_hint = True
                if self.device == "mouse":
                    self.click(scene.renderer.buttons()["hint"].center)
                else:
                    self.press("hint")
                return
            if self._wait_hint:
                if flow.hint_action is None:
                    return
                self.hints.append(flow.hint_action)
                self._wait_hint = False
                if flow.mode != "actions":   # the hint opened a pick: step back out
                    self._back()
                    return
            legal = F.legal_actions(flow.state)
            if self.try_blocked and not self.blocked and flow.mode == "actions" \
                    and not any(a["type"] == "serve" for a in legal):
                if flow.toast is not None and flow.toast.error:
                    self.blocked.append(flow.toast.message)
                    return
                self._press_action(flow, "serve")
                return
            self._plan = self.choose(flow)
            if self._plan["type"] == "discard":
                reason = flow.state_json["pending"]["reason"]
                self.discards[reason] += 1
                self.shot(app, f"discard_{reason}")
        self._do(flow, self._plan)

    def _back(self) -> None:
        if self.device == "mouse":
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 100), button=3))
        else:
            self.press("back")

    def _press_action(self, flow, kind: str) -> None:
        if flow.mode != "actions":
            self._back()
            return
        if self.device == "mouse":
            self.click(center(flow.action_rects()[kind]))
            return
        if ACTIONS[flow.focus_action] != kind:
            self.press("right")
        else:
            self.press("confirm")

    def _do(self, flow, plan: dict) -> None:
        kind = plan["type"]
        if kind == "discard":
            self._pick_card(flow, plan["card"])
            return
        if flow.mode == "actions":
            if kind == "draw" or (kind == "pass" and plan["card"] is None):
                self._press_action(flow, kind)
                if self.device == "mouse" or ACTIONS[flow.focus_action] == kind:
                    self._done(kind)
                return
            self._press_action(flow, kind)
            return
        if flow.mode != kind:
            self._back()
            return
        if kind == "serve":
            slot = flow.model.menu.index(plan["recipe"])
            if self.device == "mouse":
                self.click(center(flow.geo.menu_rect(slot)))
                self._done(kind)
            elif flow.focus_recipe != slot:
                self.press("right")
            else:
                self.press("confirm")
                self._done(kind)
            return
        self._pick_card(flow, plan["card"])

    def _pick_card(self, flow, cid: int) -> None:
        if self.device == "mouse":
            x, y, w, h = flow.card_rect(cid)
            self.click((x + 12, y + h // 2))    # a click picks and confirms at once
            self._done(self._plan["type"])
            return
        if flow.focus_card != cid:
            self.press("right")
        else:
            self.press("confirm")
            self._done(self._plan["type"])

    def _done(self, kind: str) -> None:
        self.kinds_done.append(kind)
        if kind != "discard":
            self.turns += 1
        self._plan = None
