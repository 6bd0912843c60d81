"""The Foodies tutorial: lessons on the real Foodies table.

``ScriptedFlow`` is the Foodies ``TableFlow`` in a scripted mode: no AI
turns; when the lesson asks for a move the player's turn opens and only
that move is accepted (a rules-illegal choice gets the game's own
explanation first, a legal but different one the lesson's hint). The rules
core, choreography, sprites and drawing are the real table's."""
from __future__ import annotations

from typing import Any

import pygame

from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import Geometry
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_flow import ACTIONS, TableFlow
from game.client.foodies import hint as hints
from game.client.foodies.table_model import rkey
from game.client.foodies.table_scene import load_layout, sound_player, speed_of
from game.client.tutorial import pointers
from game.client.tutorial.lesson_loop import LessonLoop
from game.client.tutorial.scene import TutorialScene
from game.client.tutorial.script import Step, Tutorial
from game.rules import foodies as F
from game.rules.errors import IllegalAction

#: The opponent sits at the right, so the top of the table is free for the
#: narration panel.
TUTORIAL_PLACES = {2: {0: 0, 1: 3}, 3: {0: 0, 1: 1, 2: 3}}


class ScriptedFlow(LessonLoop, TableFlow):
    """A Foodies ``TableFlow`` that only moves when told: ``expect`` is the
    one action the player may make (None: the table just shows)."""

    rules = F

    def __init__(self, config: GameConfig, *, speed, **kw: Any) -> None:
        self._lesson_table(speed, config=config, **kw)
        self.current_actor = None

    @property
    def places(self) -> dict[int, int]:
        return TUTORIAL_PLACES.get(self.seats) or super().places

    def actor_label(self, actor: Any):
        if isinstance(actor, int) and not self.config.is_human(actor):
            return ("tutorial.cpu", {"n": actor + 1})
        return super().actor_label(actor)

    def prompt(self):
        return super().prompt() if self.phase == "human" else None

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.timeline.busy:   # the lesson loop has no settle step: the cold kitchen's count here
            self.quiet_shown = self.state.quiet_turns

    # -- the loop --------------------------------------------------------------
    def _start_human_turn(self) -> None:
        super()._start_human_turn()
        self.aim()

    def aim(self) -> None:
        """Put the focus on the lesson's move for the stage it is at (the
        action button, then its card or recipe), so confirm makes it."""
        act = self.expect
        if act is None:
            return
        kind = act["type"]
        if kind == "serve":
            self.focus_recipe = self.model.menu.index(act["recipe"])
        if act.get("card") is not None:
            self.focus_card = act["card"]
        if kind != "discard" and self.mode in ("actions", "swap", "pass", "serve") and self.mode != kind:
            self.mode = "actions"
        if self.mode == "actions" and kind in ACTIONS:
            self.focus_action = ACTIONS.index(kind)

    def play(self, action: dict) -> None:
        super().play(action)
        self.applied.append(action)

    def applied_since(self, step: Step) -> bool:
        return step.do in self.applied

    # -- the player's move ---------------------------------------------------
    def _try(self, action: dict) -> None:
        if self.expect is not None and action != self.expect:
            self._correct(action, (self.wrong or "tutorial.wrong_move", {}))
            return
        try:
            self.play(action)
        except IllegalAction as e:
            self.show_toast(hints.why_not(e), error=True)
            self.sound("error")
            return
        self.expect = None
        self.toast = None
        self.sound("confirm")

    def _correct(self, action: dict, why) -> None:
        """Refuse a move the lesson does not ask for: say why, and put the
        focus back on the lesson's move (the next confirm makes it)."""
        self.refused.append((action, why))
        self.show_toast(why, error=True)
        self.sound("error")
        self.aim()

    def choose_action(self, kind: str) -> None:
        want = self.expect.get("type") if self.expect is not None else None
        if want is not None and want != "discard" and kind != want:
            why = hints.explain_action(kind, self.state_json, F.legal_actions(self.state))
            # The rule's own reason when the rules forbid it, else the lesson's.
            self._correct({"type": kind}, why if why is not None else (self.wrong or "tutorial.wrong_move", {}))
            return
        before = self.toast
        super().choose_action(kind)
        if self.toast is not None and self.toast is not before and self.toast.error:
            self.refused.append(({"type": kind}, self.toast.message))
        elif self.mode == kind and want == kind and self.expect.get("card") is not None:
            self.focus_card = self.expect["card"]   # Swap / Pass chosen: on to the lesson's card

    def serve(self, rid: int | None) -> None:
        before = self.toast
        super().serve(rid)
        if self.toast is not None and self.toast is not before and self.toast.error and \
                not (self.refused and self.refused[-1][1] is self.toast.message):
            self.refused.append(({"type": "serve", "recipe": rid}, self.toast.message))
            self.aim()

    def request_hint(self) -> None:
        """The lesson's move: focus it and say it."""
        act = self.expect
        if act is None or self.phase != "human":
            return
        self.aim()
        kind = act["type"]
        if kind == "draw":
            self.show_toast(("foodies.hint.draw", {}))
        elif kind == "serve":
            self.show_toast(("foodies.hint.serve", {"recipe": act["recipe"]}))
        else:
            self.show_toast((f"foodies.hint.{kind}", {"ing": self._types[act["card"]]}))


class TutorialRenderer(TableRenderer):
    """The table's renderer without its mouse buttons, key line and prompt
    pill (the narration panel says what to do; arrows point at the
    buttons from below, where the pill would be)."""

    def __init__(self, app: Any, flow: ScriptedFlow, layout: Any = None) -> None:
        super().__init__(app, flow, layout)
        self.show_buttons = False
        self.show_prompt = False
        # The narration covers the top corner: the cold kitchen's count sits
        # on the free left side (the lessons' opponent is at the right).
        self.quiet_spot = (12, 160, 196)


class FoodiesTutorial(TutorialScene):
    rules_key = "foodies.rules_summary"
    panel_rect = (8, 4, 1264, 140)

    def __init__(self, app: Any, tutorial: Tutorial, *, start: int = 0) -> None:
        self.layout = load_layout(app)
        self.geo = Geometry.from_layout(self.layout)
        super().__init__(app, tutorial, start=start)

    def make_flow(self, state: Any, step: Step) -> ScriptedFlow:
        seats = ["human"] + ["normal"] * (state.seats - 1)
        return ScriptedFlow(GameConfig(seats=seats, seed=0), geometry=self.geo, state=state,
                            speed=lambda: speed_of(self.app),
                            deterministic=getattr(self.app, "frames", None) is not None,
                            sound=sound_player(self.app))

    def make_renderer(self, flow: ScriptedFlow) -> TutorialRenderer:
        return TutorialRenderer(self.app, flow, self.layout)

    def start_move(self, step: Step) -> None:
        super().start_move(step)
        self.flow.applied = []
        self.flow.phase = "watch"

    def play_auto(self, step: Step) -> None:
        self.flow.play(step.auto)

    def panel_badge(self) -> str | None:
        """The round (the panel covers the table's own round counter)."""
        st = self.flow.state
        total = st.round if st.over else st.round + -(-len(st.recipe_deck) // 3)
        return self.app.text.tr("foodies.hud.round", n=self.flow.model.round, total=total)

    # -- pointing ---------------------------------------------------------------
    def target_rect(self, name: str) -> pygame.Rect | None:
        kind, _, arg = name.partition(":")
        flow, geo = self.flow, self.geo
        num = int(arg) if arg.isdigit() else None
        if kind == "deck":
            return pygame.Rect(geo["deck"])
        if kind == "used":
            return pygame.Rect(geo["used_pile"])
        if kind == "menu" and num is not None:
            return self._with_labels(geo.menu_rect(num))
        if kind == "recipe" and num is not None:
            if num in flow.model.menu:
                return self._with_labels(geo.menu_rect(flow.model.menu.index(num)))
            sp = flow.sprites.get(rkey(num))
            return pygame.Rect([int(v) for v in sp.rect]) if sp is not None else None
        if kind == "card" and num is not None:
            sp = flow.sprites.get(num)
            return pygame.Rect([int(v) for v in flow.card_rect(num)]) if sp is not None else None
        if kind == "hand" and num is not None and num < flow.seats:
            cards = [pygame.Rect([int(v) for v in flow.sprites[c].rect]) for c in flow.model.hands[num]
                     if c in flow.sprites]
            if cards:
                return cards[0].unionall(cards[1:]).inflate(6, 6)
            return pygame.Rect(geo[f"place_{flow.places[num]}"])
        if kind in ("trophies", "score") and num is not None and num < flow.seats:
            r = pygame.Rect(geo[f"trophies_{flow.places[num]}"])
            if kind == "score":
                r.height = 32
            return r
        if kind == "quiet":   # the cold kitchen's count, as last drawn
            box = getattr(self.renderer, "quiet_box", None)
            return pygame.Rect(box) if box is not None else None
        if kind == "action" and arg in ACTIONS:
            r = flow.action_rects().get(arg)  # as drawn (mirrored in Persian)
            return pygame.Rect(r) if r is not None else None
        return None

    #: How far a menu recipe's labels reach under it ("Served: CPU 2", then
    #: "Need …" / "You can serve it!"): the outline goes round them, not through.
    MENU_LABELS = 52

    def _with_labels(self, rect) -> pygame.Rect:
        r = pygame.Rect(rect)
        r.height += self.MENU_LABELS
        return r

    def arrow_length(self, name: str) -> int:
        """Menu recipes stand close together: a short arrow, which ends in
        the gap between two recipes instead of on the next one's icons."""
        return pointers.SHORT if name.partition(":")[0] in ("menu", "recipe") else pointers.LENGTH

    def live_points(self, names: list[str]) -> list[str]:
        """Two-choice moves (Swap / Pass / Serve, then a card or recipe):
        while the action is still to choose, the arrow is on its button and
        the card or recipe only outlined; once chosen, the button's
        pointer goes and the card or recipe gets the arrow."""
        has_action = any(n.removeprefix("ring:").startswith("action:") for n in names)
        if not has_action:
            return names
        if self.flow.mode == "actions":
            return [n if n.startswith(("action:", "ring:")) else "ring:" + n.partition("@")[0] for n in names]
        return [n.removeprefix("ring:") for n in names if not n.removeprefix("ring:").startswith("action:")]
