"""The flow of a Foodies game at the table (no drawing, no display needed).

``TableFlow`` owns the rules state and everything the table scene shows
about it: the choreography timeline and card sprites, whose turn it is, the
human's choice in progress (action → card or recipe), the AI's time-sliced
thinking, hints, messages and effects. The scene feeds it intents
(``handle``) and fixed ticks (``update``); tests drive it directly.

Phases (``phase``): ``animating``, ``cover`` (hot seat: waiting for the next
human to take the device), ``human``, ``ai``, ``over`` (the end is shown;
confirm leaves). While ``human``, ``mode`` says what the player is choosing:
``actions`` (draw / swap / serve / pass), ``swap`` or ``pass`` (the card to
put under the deck), ``serve`` (the recipe), ``discard`` (a pending
hand-limit or deck-out discard)."""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable

from game.client.common.table_flow import Effect, FlowBase, Particle, Toast  # noqa: F401 (re-exported)
from game.client.foodies import hint as hints
from game.client.foodies.ai_driver import AiTurn
from game.client.foodies.choreography import Beat, Timeline, choreograph
from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import Geometry, center, seat_places
from game.client.foodies.sprites import CardSprite
from game.client.foodies.table_controls import HumanControls
from game.client.foodies.table_hints import TableHints
from game.client.foodies.table_memory import MemoryView
from game.client.foodies.table_model import TableModel
from game.rules import foodies as F
from game.rules.foodies.cards import catalog
from game.rules.foodies.events import CardDealt
from game.rules.rng import Rng

Message = tuple[str, dict[str, Any]]
ACTIONS = hints.ACTIONS

AI_PAUSE = 0.8          # seconds (normal speed) an AI's turn stays visible
MIN_GLIDE = 0.3
TOAST_TIME = 3.2
SCORE_RATE = 9.0        # points per second the scores count up





def type_order() -> dict[str, int]:
    return {t.type: i for i, t in enumerate(catalog().types)}


def _setup_events(state: Any) -> list | None:
    """The rules core's deal of a fresh game, or None once play has begun."""
    try:
        return F.setup_events(state)
    except ValueError:
        return None


class TableFlow(MemoryView, HumanControls, TableHints, FlowBase):
    """The turn loop and the picture (here and in ``FlowBase``), with the
    §8 memory (``MemoryView``), the human's controls (``HumanControls``)
    and hints (``TableHints``) as parts."""

    rules = F
    ai_turn_class = AiTurn
    AI_PAUSE = AI_PAUSE
    TOAST_TIME = TOAST_TIME

    def __init__(self, config: GameConfig, *, geometry: Geometry | None = None,
                 speed: Callable[[], float] = lambda: 1.0, deterministic: bool = False,
                 make_agent: Callable[[str, str], Any] | None = None,
                 sound: Callable[[str], None] = lambda name: None,
                 state: Any = None, deal: bool = True,
                 memory_aid: Callable[[], bool] = lambda: True) -> None:
        super().__init__(config, speed=speed, deterministic=deterministic, make_agent=make_agent, sound=sound)
        self.geo = geometry or Geometry({})
        n = len(config.seats)
        if state is None:
            state = F.new_game(self.seed, n, first_seat=config.first_seat)
        if state.seats != n:
            raise ValueError(f"the state has {state.seats} seats but the setup {n}")
        self.state = state
        self._init_seats("foodies", 0)
        self._types = catalog().card_types
        self._order = type_order()
        sj = F.to_json(state)
        setup = _setup_events(state) if deal else None
        fresh = setup is not None
        self.model = TableModel.before_deal(sj, [e.card["id"] for e in setup if isinstance(e, CardDealt)]) \
            if fresh else TableModel.from_state(sj)
        self.timeline = Timeline(self.model, on_beat=self._on_beat, speed=self.speed())
        self._memory_aid = memory_aid
        self._public_at: tuple[Any, tuple[frozenset[int], frozenset[int]]] = \
            (None, (frozenset(), frozenset()))
        self._settled: tuple[Any, frozenset[int]] = (state, self._public_of(state))
        self._memory_shown = self.memory_on
        self.sprites: dict[Hashable, CardSprite] = {}
        self._make_sprites()
        self.current_actor: int | None = F.actor(state)
        self.mode = "actions"
        self.focus_action = 0
        self.focus_card: int | None = None
        self.focus_recipe = 0
        self.hover: str | None = None         # a button under the mouse
        self.rtl = False                      # right-to-left language: the action row mirrors
        self.score_shown: list[float] = [float(s) for s in self.model.scores]
        self.counting = False
        self.crowned: list[int] = []
        self.tie_rule: str | None = None
        self.quiet_shown = state.quiet_turns   # the cold kitchen's count as the picture shows it
        self._fx_rng = Rng.from_seed(self.seed ^ 0xF00D)
        if fresh:
            self.timeline.extend(choreograph(setup))

    # -- queries ------------------------------------------------------------
    @property
    def state_json(self) -> dict[str, Any]:
        return F.to_json(self.state)

    @property
    def seats(self) -> int:
        return len(self.config.seats)

    @property
    def places(self) -> dict[int, int]:
        return seat_places(self.seats, self.viewer if self.viewer is not None else 0)

    @property
    def legal(self) -> list[dict]:
        return F.legal_actions(self.state) if self.phase == "human" else []

    @property
    def result(self) -> dict | None:
        return F.result(self.state)

    def hand_order(self, ids: list[int]) -> list[int]:
        """A shown hand in display order: grouped by ingredient type."""
        return sorted(ids, key=lambda c: (self._order[self._types[c]], c))

    def viewer_hand(self) -> list[int]:
        """The viewer's hand as drawn (the picture, not the state)."""
        if self.viewer is None:
            return []
        return self.hand_order(self.model.hands[self.viewer])

    def hand_types(self, seat: int) -> list[str]:
        return [self._types[c] for c in self.state.hands[seat]]

    def actor_label(self, actor: Any) -> Message:
        if actor is None:
            return ("foodies.name.nobody", {})
        if self.config.is_human(actor):
            if not self.hot_seat:
                return ("foodies.name.you", {})
            return ("foodies.name.player", {"n": actor + 1})
        return ("foodies.name.ai", {"n": actor + 1, "level": self.config.seats[actor]})

    # -- sprites ------------------------------------------------------------
    def _targets(self):
        return self.model.targets(self.geo, self.places, self.shown_seats, self.hand_order,
                                  self.known_held())

    def _make_sprites(self) -> None:
        for key, t in self._targets().items():
            self.sprites[key] = CardSprite(key, t.rect, t.face_up, t.z)

    def retarget(self, duration: float, spawn: dict | None = None) -> None:
        targets = self._targets()
        for key in [k for k in self.sprites if k not in targets]:
            del self.sprites[key]
        for key, t in targets.items():
            sp = self.sprites.get(key)
            if sp is None:
                start = t.rect
                if spawn and isinstance(key, tuple) and key[0] == "d":
                    src = self.sprites.get(spawn.get(("dish-of", key[1])))
                    if src is not None:
                        start = src.rect
                sp = self.sprites[key] = CardSprite(key, start, t.face_up, t.z)
            sp.retarget(t.rect, t.face_up, t.z, duration)

    # -- timeline callbacks -------------------------------------------------
    def _on_beat(self, beat: Beat) -> None:
        self._show_beat(beat, MIN_GLIDE, beat.spawn)

    def _effect(self, e: dict[str, Any], beat: Beat) -> None:
        kind = e["kind"]
        if kind == "turn":
            self.current_actor = e["actor"]
            return
        if kind == "discard_req":
            self.current_actor = e["seat"]
            return
        if kind == "gone":
            return
        dur = self._scaled(max(beat.duration, 0.8))
        if kind == "serve":
            slot = self.model.menu.index(e["recipe"]) if e["recipe"] in self.model.menu else 1
            self._burst(center(self.geo.menu_rect(slot)), 26,
                        [(255, 215, 90), (255, 245, 200), (120, 200, 90)], 200)
        if kind == "points":
            dur = self._scaled(1.2)
            place = self.places.get(e["seat"], 0)
            if e["first"]:
                self._burst(center(self.geo[f"trophies_{place}"]), 30,
                            [(255, 205, 40), (255, 240, 170), (230, 90, 50)], 180)
        if kind == "count":
            self.counting = True
            self.score_shown = [0.0] * len(e["scores"])
            dur = self._scaled(beat.duration)
        if kind == "crown":
            self.counting = False
            self.score_shown = [float(s) for s in e["scores"]] if "scores" in e else \
                [float(s) for s in self.model.scores]
            self.crowned = list(e["winners"])
            self.tie_rule = e.get("tie_rule")
            for s in self.crowned:
                place = self.places.get(s, 0)
                self._burst(center(self.geo[f"trophies_{place}"]), 44,
                            [(255, 215, 0), (255, 245, 180), (240, 90, 60)], 230)
        if kind == "banner":
            dur = self._scaled(beat.duration)
        self.effects.append(Effect(kind, e, dur))

    # -- the loop -------------------------------------------------------------
    def _settle(self) -> None:
        self._settle_memory()
        if not self.timeline.busy:   # the count changes once the turn is shown, not before
            self.quiet_shown = self.state.quiet_turns

    def in_motion(self) -> bool:
        """Also while the scores count up to the model's."""
        return super().in_motion() or self.score_shown != [float(s) for s in self.model.scores]

    def _update_fx(self, dt: float) -> None:
        for e in self.effects:
            e.t += dt
        count = next((e for e in self.effects if e.kind == "count"), None)
        if self.counting and count is not None:
            p = 1.0 if self.timeline.instant else count.progress
            self.score_shown = [s * p for s in count.data["scores"]]
        elif not self.counting:
            target = self.model.scores
            if self.timeline.instant:
                self.score_shown = [float(s) for s in target]
            else:
                step = SCORE_RATE * dt * max(1.0, self.speed() if not math.isinf(self.speed()) else 1.0)
                self.score_shown = [min(float(t), s + step) if s < t else float(t)
                                    for s, t in zip(self.score_shown, target)]
        self.effects = [e for e in self.effects if e.t < e.duration or e.kind == "crown"]
        self._update_particles(dt)

    def _start_human_turn(self) -> None:
        sj = self.state_json
        hand = self.viewer_hand()
        if sj["pending"]:
            self.mode = "discard"
            if self.focus_card not in hand:
                self.focus_card = hand[0] if hand else None
        else:
            self.mode = "actions"
            legal = F.legal_actions(self.state)
            ks = hints.kinds(legal)
            # Start on the most useful action: serve if possible, else draw.
            self.focus_action = ACTIONS.index("serve") if "serve" in ks else \
                ACTIONS.index("draw") if "draw" in ks else ACTIONS.index("pass")
            if self.focus_card not in hand:
                self.focus_card = hand[0] if hand else None

    def play(self, action: dict) -> None:
        """Apply ``action`` for the seat to move and queue its animation."""
        events = self._apply(action)
        self.mode = "actions"
        self.timeline.extend(self._paced(choreograph(events)))

    # -- input ---------------------------------------------------------------
    def handle(self, name: str, pos: tuple[int, int] | None = None) -> bool:
        """React to one intent; True if it was used. ``back`` is used only to
        cancel a half-made choice (the scene opens the pause menu otherwise)."""
        used = self._handle_table(name)
        if used is not None:
            return used
        if name == "back":
            if self.mode in ("swap", "pass", "serve"):
                self.mode = "actions"
                self.sound("move")
                return True
            return False
        if name == "hint":
            self.request_hint()
            return True
        if name in ("left", "right", "up", "down"):
            self._move(name)
            self.sound("move")
            return True
        if name == "point" and pos is not None:
            return self._hover(pos) is not None
        if name == "click" and pos is not None:
            hit = self._hover(pos)
            if hit is None:
                return False
            self._activate(hit)
            return True
        if name == "confirm":
            self._confirm()
            return True
        return False

    # -- what the prompt line says ------------------------------------------------
    def prompt(self) -> Message | None:
        if self.phase == "cover":
            return ("foodies.prompt.cover", {"who": F.actor(self.state)})
        if self.phase == "over":
            return ("foodies.prompt.over", {})
        if self.phase == "ai":
            return ("foodies.prompt.thinking", {"who": self.current_actor})
        if self.phase != "human":
            return None
        sj = self.state_json
        if self.mode == "discard":
            p = sj["pending"]
            if p["reason"] == "hand_limit":
                return ("foodies.prompt.hand_limit", {"n": len(sj["hands"][p["seat"]]), "count": p["count"]})
            return ("foodies.prompt.deck_out", {})
        if self.mode == "swap":
            return ("foodies.prompt.swap", {})
        if self.mode == "pass":
            return ("foodies.prompt.pass", {})
        if self.mode == "serve":
            return ("foodies.prompt.serve", {})
        return (f"foodies.prompt.action_{ACTIONS[self.focus_action]}", {})
