"""The Rodízio tutorial: lessons on the real Rodízio table.

``ScriptedFlow`` is the table's ``TableFlow`` in a scripted mode: nobody
moves on their own (no AI turns, no Glutton turns); when the lesson asks
for a move the player's turn opens, and only that move is accepted — a
rules-illegal move gets the game's own explanation, a legal but different
one the lesson's hint. Everything else (rules core, choreography, sprites,
drawing) is the real table's."""
from __future__ import annotations

from typing import Any

import pygame

from game.client import theme
from game.client.rodizio import board_view as bv
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client.rodizio.table_scene import layout_for, load_layout, sound_player, speed_of
from game.client.tutorial import pointers
from game.client.tutorial.panel import clockwise_diagram
from game.client.tutorial.lesson_loop import LessonLoop
from game.client.tutorial.scene import TutorialScene
from game.client.tutorial.script import Step, Tutorial
from game.rules import rodizio as R
from game.client.rodizio.hint import why_not
from game.rules.errors import IllegalAction

#: Seats → places: the viewer at the bottom, the opponent(s) at the top and
#: right, so the left side stays free for the narration panel.
TUTORIAL_PLACES = {2: {0: 0, 1: 2}, 3: {0: 0, 1: 2, 2: 3}}


class ScriptedFlow(LessonLoop, TableFlow):
    """A ``TableFlow`` that only moves when told: ``expect`` is the one
    action the player may make (None: the table just shows)."""

    rules = R

    def __init__(self, config: GameConfig, *, speed, **kw: Any) -> None:
        self.sow_order: dict[int, int] = {}
        self.eaten_now: list[int] = []
        self._lesson_table(speed, config=config, **kw)
        res = R.result(self.state)
        if res is not None:  # a finished table: show its totals and crown
            self.totals_shown = [float(t) for t in res["totals"]]
            self.glutton_total_shown = None if res["glutton_total"] is None else float(res["glutton_total"])
            self.crowned = list(res["winners"])
            self.glutton_crowned = bool(res.get("glutton_wins"))
            self.current_actor = None
            self.phase = "over"

    # -- what the table shows ------------------------------------------------
    @property
    def places(self) -> dict[int, int]:
        return TUTORIAL_PLACES.get(len(self.config.seats)) or super().places

    def actor_label(self, actor: Any, full: bool = False) -> tuple[str, dict]:
        return super().actor_label(actor, False)

    def prompt(self):
        if self.phase != "human":
            return None
        return super().prompt()

    # -- the loop ------------------------------------------------------------
    def _start_human_turn(self) -> None:
        super()._start_human_turn()
        if self.start_focus is not None and self.expect is not None and self.expect["type"] == "distribute":
            # The lesson first shows a refused plate; the refusal then aims.
            self.focus_plate = self.start_focus
            self.start_focus = None
        else:
            self.aim()

    def aim(self) -> None:
        """Put the focus on the lesson's move, so confirm makes it."""
        act = self.expect
        if act is None:
            return
        if act["type"] == "distribute":
            self.focus_plate = act["plate"]
        else:
            self.focus_card = act["card"]

    def play(self, action: dict) -> None:
        before = self.state
        super().play(action)
        self.applied.append(action)
        _, events = R.apply(before, action)
        dealt = [e for e in events if type(e).__name__ == "CardDealt"]
        if dealt:
            self.sow_order = {e.card["id"]: i + 1 for i, e in enumerate(dealt)}
        self.eaten_now = [e.card["id"] for e in events if type(e).__name__ == "PizzaEaten"]

    def applied_since(self, step: Step) -> bool:
        return step.do in self.applied

    # -- the player's move ---------------------------------------------------
    def _confirm(self) -> None:
        action, why = self.focused_action()
        if action is None:
            return
        if why is None and self.expect is not None and action != self.expect:
            why = (self.wrong or "tutorial.wrong_move", {})
        if why is not None:
            # Say why (the rule's reason or the lesson's hint), then put the
            # focus back on the lesson's move: the next confirm makes it.
            self.refused.append((action, why))
            self.show_toast(why, error=True)
            self.sound("error")
            self.aim()
            return
        try:
            self.play(action)
        except IllegalAction as e:
            self.show_toast(why_not(e), error=True)
            self.sound("error")
            self.aim()
            return
        self.expect = None
        self.toast = None
        self.sound("confirm")

    def request_hint(self) -> None:
        """The lesson's move: focus it and say it."""
        act = self.expect
        if act is None or self.phase != "human":
            return
        self.hint_action = act
        self.aim()
        if act["type"] == "distribute":
            self.show_toast(("tutorial.rodizio.hint_plate", {"plate": act["plate"] + 1}))
        else:
            card = next(c for s in self.state_json["plates"] for c in s if c["id"] == act["card"])
            self.show_toast(("rodizio.hint.card", {"card": card["name"], "value": card["value"]}))


class TutorialRenderer(TableRenderer):
    """The table's renderer without its mouse buttons and key line (the
    narration panel has its own) and without AI levels on the name pills."""

    def __init__(self, app: Any, flow: ScriptedFlow, layout: Any = None) -> None:
        super().__init__(app, flow, layout)
        self.show_buttons = False

    def level(self, actor: Any) -> str | None:
        return None

    def _keys_hint(self) -> str:
        return ""

    @property
    def memory_on(self) -> bool:
        """The lessons teach with the memory aid (totals per diner, the
        standing line), whatever the player's setting."""
        return True



class RodizioTutorial(TutorialScene):
    rules_key = "rodizio.rules.summary"

    def __init__(self, app: Any, tutorial: Tutorial, *, start: int = 0) -> None:
        self.layout = load_layout(app)
        self.geo = bv.Geometry.from_layout(self.layout).for_lessons()
        super().__init__(app, tutorial, start=start)

    def make_flow(self, state: Any, step: Step) -> ScriptedFlow:
        sj = R.to_json(state)
        seats = ["human"] + ["normal"] * (sj["seats"] - 1)
        cfg = GameConfig(seats=seats, spicy=sj["spicy"], seed=0, first_seat=0)
        # The table laid out for this lesson's seats, as in a real game
        # (no empty mats for absent seats).
        laid = layout_for(self.app, self.layout, sj["seats"])
        if laid is not self.layout:
            self.layout, self.geo = laid, bv.Geometry.from_layout(laid).for_lessons()
        return ScriptedFlow(cfg, geometry=self.geo, speed=lambda: speed_of(self.app),
                            deterministic=getattr(self.app, "frames", None) is not None,
                            sound=sound_player(self.app), state=state)

    def make_renderer(self, flow: ScriptedFlow) -> TutorialRenderer:
        return TutorialRenderer(self.app, flow, self.layout)

    def start_move(self, step: Step) -> None:
        super().start_move(step)
        self.flow.applied = []
        self.flow.phase = "watch"

    def play_auto(self, step: Step) -> None:
        action = R.automatic_action(self.flow.state) if step.auto == "automatic" else step.auto
        self.flow.play(action)

    # -- pointing ---------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        flow = self.flow
        if kind == "plate" and arg.isdigit():
            return pygame.Rect(flow.plate_hit_rect(int(arg)))
        if kind == "card" and arg.isdigit():
            return self._card_rect(int(arg))
        if kind == "hand" and arg.isdigit():
            seat = int(arg)
            if seat >= len(flow.config.seats):
                return None
            area = pygame.Rect(self.geo[f"place_{flow.places[seat]}"])
            cards = [pygame.Rect([int(v) for v in flow.sprites[c].rect]) for c in flow.model.hands[seat]
                     if c in flow.sprites]
            return cards[0].unionall(cards[1:]).inflate(8, 8) if cards else area
        if kind == "glutton":
            return pygame.Rect(self.geo["glutton_pile"])
        if kind == "tally" and (arg == "glutton" or arg.isdigit() and int(arg) < len(flow.config.seats)):
            return self.renderer.diner_anchor("glutton" if arg == "glutton" else int(arg), "tally")
        if kind == "standing":
            box = self.renderer.standing_box()
            lines = self.renderer.standing_lines()
            return pygame.Rect(box.left, box.top, box.w, 10 + 21 * len(lines)) if lines else None
        return None

    def _card_rect(self, cid: int) -> pygame.Rect | None:
        """The visible part of a card: a covered card in a stack shows only
        the strip the next card leaves uncovered."""
        flow = self.flow
        sp = flow.sprites.get(cid)
        if sp is None:
            return None
        r = pygame.Rect([int(v) for v in sp.rect])
        kind, where = flow.model.where(cid)
        lifted = flow.lifted_rect() if cid == flow.focus_card else None
        if lifted is not None:
            return pygame.Rect(lifted)
        if kind == "plate":
            stack = flow.model.plates[where]
            i = stack.index(cid)
            if i + 1 < len(stack) and stack[i + 1] in flow.sprites:
                nxt = pygame.Rect([int(v) for v in flow.sprites[stack[i + 1]].rect])
                ux, uy = flow.geo.column_direction(where)
                if ux > 0:
                    r.width = max(12, nxt.left - r.left)
                elif ux < 0:  # the strip right of the next card
                    r = r.clip(pygame.Rect(min(nxt.right, r.right - 12), r.top, r.w, r.h))
                elif uy > 0:
                    r.height = max(12, nxt.top - r.top)
                else:  # the strip under the next card
                    r = r.clip(pygame.Rect(r.left, min(nxt.bottom, r.bottom - 12), r.w, r.h))
        return r

    # -- extras -------------------------------------------------------------------
    def draw_extras(self, surface: pygame.Surface) -> None:
        if "sow_order" not in self.step.show or not self.moved:
            return
        flow = self.flow
        for cid, n in flow.sow_order.items():
            kind, _ = flow.model.where(cid)
            r = self._card_rect(cid) if kind in ("plate", "hand", "glutton") else None
            if r is None:
                continue
            pointers.number_disc(surface, self.app, (r.right - 2, r.top + min(r.h, 40) // 2 + 2), n,
                                 fill=pointers.LESSON if kind == "plate" else theme.MUSTARD_LIGHT)

    def keep_clear(self) -> list[pygame.Rect]:
        """What arrows must not cover: every diner's name and tally slip,
        the Glutton's pile and the standing line."""
        rend = self.renderer
        diners: list[Any] = list(range(len(self.flow.config.seats)))
        if self.flow.model.glutton:
            diners.append("glutton")
        out = [rend.diner_anchor(d, kind) for d in diners for kind in ("name", "tally")]
        if self.flow.model.glutton:
            out.append(pygame.Rect(self.geo["glutton_pile"]))
        standing = self.target_rect("standing")
        if standing is not None:
            out.append(standing)
        return out

    def draw_over(self, surface: pygame.Surface) -> None:
        self.renderer.stacks.plate_numbers(surface)  # rings must not hide the plate numbers

    def extra_panel(self):
        if "clockwise" not in self.step.show:
            return None
        centres = [bv.center(self.geo[f"plate_{p}"]) for p in range(3)]

        def draw(surface: pygame.Surface, area: pygame.Rect) -> int:
            return clockwise_diagram(self.app, surface, area, centres, self.app.tick)
        return draw

