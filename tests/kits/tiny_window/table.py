"""Tiny at the table: its flow (`protocols.TableFlow`, on ``FlowBase``), its
renderer (`protocols.TableRenderer`) and its table scene (``GameTableScene``)."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.client import theme
from game.client.common import draw as common
from game.client.common.sprites import CardSprite
from game.client.common.table_flow import Effect, FlowBase
from game.client.common.table_scene import GameTableScene, make_sound_player
from game.client.common.timeline import Timeline
from game.rules.rng import Rng
from tests.kits import tiny_game as R
from tests.kits.tiny_window import hint as hints
from tests.kits.tiny_window.config import GameConfig
from tests.kits.tiny_window.model import Model, choreograph, place_rect, targets

RULES_KEY = "tiny.rules"
SFX = {"deal": ("deal",), "card": ("card", "deal"), "win": ("win",), "error": ("error",),
       "move": ("move", "click"), "confirm": ("confirm", "click"), "select": ("select", "click")}


def sound_player(app: Any) -> Callable[[str], None]:
    return make_sound_player(app, SFX)


class TableFlow(FlowBase):
    rules = R

    def __init__(self, config: GameConfig, *, speed: Callable[[], float] = lambda: 1.0,
                 deterministic: bool = False, make_agent: Callable[[str, str], Any] | None = None,
                 sound: Callable[[str], None] = lambda name: None, state: Any = None, deal: bool = True) -> None:
        super().__init__(config, speed=speed, deterministic=deterministic, make_agent=make_agent, sound=sound)
        self.state = state if state is not None else R.new_game(self.seed, len(config.seats))
        self._init_seats("tiny", 0)
        try:
            setup = R.setup_events(self.state) if deal else None
        except ValueError:
            setup = None
        sj = R.to_json(self.state)
        self.model = Model.before_deal(sj) if setup else Model.from_json(sj)
        self.timeline = Timeline(self.model, on_beat=self._on_beat, speed=self.speed())
        self.sprites: dict[int, CardSprite] = {}
        self.retarget(0.0)
        self.current_actor: Any = R.actor(self.state)
        self.focus = 0
        self._fx_rng = Rng.from_seed(self.seed ^ 0x7171)
        if setup:
            self.timeline.extend(choreograph(setup))

    @property
    def places(self) -> dict[int, int]:
        me = self.viewer if self.viewer is not None else 0
        n = len(self.config.seats)
        return {s: (s - me) % n for s in range(n)}

    def holding(self) -> list[int]:
        """The viewer's cards as drawn, left to right."""
        return sorted(self.model.holdings[self.viewer]) if self.viewer is not None else []

    def actor_label(self, actor: Any) -> tuple[str, dict]:
        if actor is None:
            return ("tiny.name.nobody", {})
        if self.config.is_human(actor):
            return ("tiny.name.player", {"n": actor + 1}) if self.hot_seat else ("tiny.name.you", {})
        return ("tiny.name.cpu", {"n": actor + 1})

    def retarget(self, duration: float) -> None:
        for key, (rect, up, z) in targets(self.model, self.places, self.shown_seats).items():
            sp = self.sprites.get(key)
            if sp is None:
                self.sprites[key] = CardSprite(key, rect, up, z)
            else:
                sp.retarget(rect, up, z, duration)

    def _on_beat(self, beat: Any) -> None:
        self._show_beat(beat, 0.25)

    def _effect(self, e: dict, beat: Any) -> None:
        self.effects.append(Effect(e["kind"], e, self._scaled(beat.duration)))

    def _update_fx(self, dt: float) -> None:
        for e in self.effects:
            e.t += dt
        self.effects = [e for e in self.effects if e.t < e.duration or e.kind == "crown"]
        self._update_particles(dt)

    def _start_human_turn(self) -> None:
        self.focus = max(0, min(self.focus, len(self.holding()) - 1))

    def _hint_ready(self, action: dict) -> None:
        self.hint_action = action
        self.hint_why = self.hint.why if self.hint is not None else None
        self.toast = None
        if action["lay"] in self.holding():
            self.focus = self.holding().index(action["lay"])

    def play(self, action: dict) -> None:
        events = self._apply(action)
        self.timeline.extend(self._paced(choreograph(events)))

    def focused_action(self) -> dict | None:
        cards = self.holding()
        return {"lay": cards[self.focus]} if cards else None

    def card_at(self, pos: tuple[int, int]) -> int | None:
        for i, c in enumerate(self.holding()):
            if c in self.sprites and pygame.Rect(self.sprites[c].rect).collidepoint(pos):
                return i
        return None

    def handle(self, name: str, pos: tuple[int, int] | None = None) -> bool:
        used = self._handle_table(name)
        if used is not None:
            return used
        if name in ("left", "right"):
            n = len(self.holding())
            if n:
                self.focus = (self.focus + (1 if name == "right" else -1)) % n
            self.sound("move")
            return True
        if name in ("point", "click") and pos is not None:
            i = self.card_at(pos)
            if i is None:
                return False
            self.focus = i
            if name == "click":
                self._confirm()
            return True
        if name == "confirm":
            self._confirm()
            return True
        if name == "hint":
            self.request_hint()
            return True
        return False

    def _confirm(self) -> None:
        action = self.focused_action()
        if action is not None:
            self._attempt(action, hints.why_not)

    def request_hint(self) -> None:
        if self.phase != "human":
            return
        self.hint = hints.HintRequest(self.state, R.actor(self.state))
        self._hint_ready(self.hint.tick(0.0))

    def prompt(self) -> tuple[str, dict] | None:
        if self.phase == "cover":
            return ("tiny.prompt.cover", {})
        if self.phase == "human":
            return ("tiny.prompt.lay", {})
        if self.phase == "ai":
            return ("tiny.prompt.thinking", {"who": self.current_actor})
        if self.phase == "over":
            return ("tiny.prompt.over", {})
        return None


class TableRenderer:
    def __init__(self, app: Any, flow: TableFlow, layout: Any = None) -> None:
        self.app = app
        self.flow = flow
        self.layout = layout
        self.hover: str | None = None
        self.show_buttons = True
        self.show_prompt = True

    def tr(self, msg: tuple[str, dict]) -> str:
        key, params = msg
        out = {k: self.tr(self.flow.actor_label(v)) if k == "who" else v for k, v in params.items()}
        return self.app.text.tr(key, **out)

    def buttons(self) -> dict[str, pygame.Rect]:
        menu = pygame.Rect(1180, 16, 84, 32)
        return {"hint": menu.move(-94, 0), "menu": menu}

    def draw(self, surface: pygame.Surface) -> None:
        flow, text, tick = self.flow, self.app.text, self.app.tick
        surface.blit(theme.tablecloth(surface.get_size()), (0, 0))
        for seat, place in flow.places.items():
            r = pygame.Rect(place_rect(place))
            active = flow.current_actor == seat and flow.phase != "over"
            theme.panel(surface, r, fill=(*theme.CHOCOLATE, 160), border=theme.MUSTARD if active else theme.CREAM,
                        radius=14, border_width=4 if active else 2)
            label = f"{self.tr(flow.actor_label(seat))} · {flow.model.tally[seat]}"
            text.draw(surface, label, 20, theme.CREAM, (r.centerx, r.top + 18), "center", role="bold")
            if seat in flow.model.crowned:
                common.crown(surface, (r.centerx, r.top - 6), tick)
        text.draw(surface, text.tr("tiny.table.stock", n=len(flow.model.stock)), 18, theme.CREAM,
                  (1145, 110), "center", role="bold")
        for sp in flow.draw_order():
            r = pygame.Rect([int(v) for v in sp.rect])
            face, squash = sp.shown_face()
            r.w = max(2, int(r.w * squash))
            pygame.draw.rect(surface, theme.CREAM if face else theme.TOMATO, r, border_radius=8)
            pygame.draw.rect(surface, theme.CHOCOLATE, r, 2, border_radius=8)
            if face:   # the number in the corner: it reads on a card half covered by the next
                text.draw(surface, str(sp.key), 20, theme.INK, (r.left + 5, r.top + 14), "midleft",
                          role="display")
        cards = flow.holding()
        if flow.phase == "human" and cards and cards[min(flow.focus, len(cards) - 1)] in flow.sprites:
            sp = flow.sprites[cards[min(flow.focus, len(cards) - 1)]]
            theme.focus_ring(surface, pygame.Rect([int(v) for v in sp.rect]), tick, radius=10)
        note = flow.toast.message if flow.toast is not None else flow.hint_why
        prompt = flow.prompt() if self.show_prompt else None
        for i, msg in enumerate(m for m in (note, prompt) if m is not None):
            text.draw(surface, self.tr(msg), 22, theme.CREAM, (640, 282 + 170 * i), "center", role="bold",
                      shadow=theme.SHADOW)
        common.log_box(surface, text, [self.tr(m) for m in flow.log[-4:]], pygame.Rect(10, 562, 300, 152),
                       size=15, lh=19, inset=10, vpad=6, alpha=150, radius=12, old_color=(215, 190, 165))
        if self.show_buttons:
            for name, r in self.buttons().items():
                if name != "hint" or flow.phase == "human":
                    common.pill_button(surface, text, r, text.tr(f"tiny.button.{name}"), 18, self.hover == name)
        if flow.phase == "cover":
            tr = text.tr
            common.cover(surface, text, tr("tiny.cover.title", who=self.tr(flow.actor_label(R.actor(flow.state)))),
                         tr("tiny.cover.body"), tr("tiny.cover.go", button=common.confirm_prompt(self.app)))


class TableScene(GameTableScene):
    rules_key = RULES_KEY
    prefix = "tiny"

    def __init__(self, app: Any, config: GameConfig, *, state: Any = None) -> None:
        super().__init__(app)
        from tests.kits.tiny_window import session
        flow = session.make_flow(app, config, None, state=state)
        self._start(config, None, flow, TableRenderer(app, flow))

