"""The flow of a Rodízio game at the table (no drawing, no pygame display).

``TableFlow`` owns the rules state and everything the table scene shows
about it: the choreography timeline and card sprites, whose turn it is, the
human's focus, the AI's time-sliced thinking, hints, messages and effects.
The scene feeds it intents (``handle``) and fixed ticks (``update``) and
draws what it exposes; tests drive it directly.

Phases (``phase``, game/client/common/protocols.py): ``animating`` (the
timeline is playing), ``cover`` (hot-seat: waiting for the next human to
take the device), ``human``, ``ai``, ``auto`` (the Glutton's turn: the
automatic actor), ``over`` (the end reveal is done; confirm leaves).
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

from game.client.common.table_flow import Effect, FlowBase, Particle, Toast  # noqa: F401 (re-exported)
from game.client.rodizio import board_view as bv
from game.client.rodizio import hint as hints
from game.client.rodizio.ai_driver import AiTurn
from game.client.rodizio.choreography import Beat, Timeline, choreograph
from game.client.rodizio.config import GameConfig
from game.client.rodizio.sprites import CardSprite
from game.client.rodizio.table_controls import HumanControls
from game.client.rodizio.table_model import TableModel
from game.rules import rodizio as R
from game.rules.rng import Rng

Message = tuple[str, dict[str, Any]]

#: Seconds (normal speed) an AI's turn stays visible before it moves.
AI_PAUSE = 0.9
GLUTTON_PAUSE = 0.7
#: A card in flight takes at least this long (normal speed), so quick beats
#: (the deal) overlap into a smooth stream.
MIN_GLIDE = 0.32
TOAST_TIME = 3.0


class TableFlow(HumanControls, FlowBase):
    rules = R
    ai_turn_class = AiTurn
    AI_PAUSE = AI_PAUSE
    AUTO_PAUSE = GLUTTON_PAUSE
    TOAST_TIME = TOAST_TIME

    def __init__(self, config: GameConfig, *, geometry: bv.Geometry | None = None,
                 speed: Callable[[], float] = lambda: 1.0, deterministic: bool = False,
                 make_agent: Callable[[str, str], Any] | None = None,
                 sound: Callable[[str], None] = lambda name: None,
                 state: Any = None, deal: bool = True) -> None:
        super().__init__(config, speed=speed, deterministic=deterministic, make_agent=make_agent, sound=sound)
        self.geo = geometry or bv.Geometry(dict(bv.DEFAULT_ANCHORS))
        if state is None:
            state = R.new_game(self.seed, len(config.seats), first_seat=config.first_seat,
                               spicy=config.spicy)
        self.state = state
        self._init_seats("rodizio", None)
        sj = R.to_json(state)
        fresh = deal and not any(sj["hands"]) and all(len(s) == 5 for s in sj["plates"]) \
            and not sj["over"] and not sj["pending"]
        self.model = TableModel.before_deal(sj) if fresh else TableModel.from_state(sj)
        self.timeline = Timeline(self.model, on_beat=self._on_beat, speed=self.speed())
        self.sprites: dict[Hashable, CardSprite] = {}
        self._make_sprites()
        self.current_actor: Any = R.actor(state)
        self.focus_plate = 0
        self.focus_card: int | None = None
        self.totals_shown: list[float] | None = None
        self.glutton_total_shown: float | None = None
        self.crowned: list[int] = []
        self.glutton_crowned = False
        self._fx_rng = Rng.from_seed(self.seed ^ 0x5EED)
        self._turn_started = False
        if fresh:
            self.timeline.extend(choreograph(R.setup_events(state)))
        self.phase = "animating"

    # -- queries ------------------------------------------------------------
    @property
    def state_json(self) -> dict[str, Any]:
        return R.to_json(self.state)

    @property
    def places(self) -> dict[int, int]:
        return bv.seat_places(len(self.config.seats), self.viewer if self.viewer is not None else 0)

    @property
    def legal(self) -> list[dict]:
        if self.phase != "human":
            return []
        return R.legal_actions(self.state)

    @property
    def pending_plate(self) -> int | None:
        p = self.state_json.get("pending")
        return p["plate"] if p else None

    @property
    def result(self) -> dict | None:
        return R.result(self.state)

    def actor_label(self, actor: Any, full: bool = False) -> Message:
        """An actor's name as an i18n key + arguments (``full``: with the AI level)."""
        if actor == "glutton":
            return ("rodizio.name.glutton", {})
        if actor is None:
            return ("rodizio.name.nobody", {})
        if self.config.is_human(actor):
            if not self.hot_seat:
                return ("rodizio.name.you", {})
            return ("rodizio.name.player", {"n": actor + 1})
        if not full:
            return ("rodizio.name.cpu", {"n": actor + 1})
        return ("rodizio.name.ai", {"n": actor + 1, "level": self.config.seats[actor]})

    # -- sprites ------------------------------------------------------------
    def _make_sprites(self) -> None:
        targets = self.model.targets(self.geo, self.places, self.shown_seats)
        for key, t in targets.items():
            self.sprites[key] = CardSprite(key, t.rect, t.face_up, t.z)

    def retarget(self, duration: float) -> None:
        targets = self.model.targets(self.geo, self.places, self.shown_seats)
        for key, t in targets.items():
            sp = self.sprites.get(key)
            if sp is None:
                self.sprites[key] = CardSprite(key, t.rect, t.face_up, t.z)
            else:
                sp.retarget(t.rect, t.face_up, t.z, duration)

    # -- timeline callbacks ---------------------------------------------------
    def _on_beat(self, beat: Beat) -> None:
        if beat.kind == "reveal":
            self.current_actor = None  # nobody's turn any more
        self._show_beat(beat, MIN_GLIDE)

    def _effect(self, e: dict[str, Any], beat: Beat) -> None:
        kind = e["kind"]
        if kind == "turn":
            self.current_actor = e["actor"]
            return
        if kind == "chosen":
            self.current_actor = e["actor"]
        dur = self._scaled(max(beat.duration, 0.5))
        if kind == "count":
            self.totals_shown = [0.0] * len(e["totals"])
            self.glutton_total_shown = None if e.get("glutton_total") is None else 0.0
            dur = self._scaled(beat.duration)
        if kind == "crown":
            self.crowned = list(e["winners"])
            self.glutton_crowned = bool(e["glutton_wins"])
            self._burst_places(e["winners"])
        if kind == "spicy":
            self._burst(bv.center(self.geo[f"plate_{e['plate']}"]), 46,
                        [(230, 40, 30), (250, 140, 30), (255, 220, 80)], speed=260)
        if kind == "eat":
            sp = self.sprites.get(e["card"])
            if sp is not None:
                self._burst(bv.center(tuple(int(v) for v in sp.rect)), 14,
                            [(250, 220, 120), (240, 240, 240)], speed=120)
        self.effects.append(Effect(kind, e, dur))

    def _burst_places(self, seats: list[int]) -> None:
        for s in seats:
            self._burst(bv.center(self.geo[f"place_{self.places[s]}"]), 40,
                        [(255, 215, 0), (255, 245, 180), (240, 90, 60)], speed=220)

    # -- the loop ---------------------------------------------------------------
    def _update_fx(self, dt: float) -> None:
        for e in self.effects:
            e.t += dt
            if e.kind == "count" and self.totals_shown is not None:
                p = 1.0 if self.timeline.instant else e.progress
                self.totals_shown = [tot * p for tot in e.data["totals"]]
                g = e.data.get("glutton_total")
                self.glutton_total_shown = None if g is None else g * p
        self.effects = [e for e in self.effects if e.t < e.duration or e.kind in ("count", "crown")]
        self._update_particles(dt)

    def _start_human_turn(self) -> None:
        sj = self.state_json
        legal = R.legal_actions(self.state)
        if sj["pending"]:
            cards = hints.legal_cards(legal)
            stack = sj["plates"][sj["pending"]["plate"]]
            # Start on the top card (the one just dealt): the usual pick.
            ids = [c["id"] for c in stack if c["id"] in cards]
            self.focus_card = ids[-1] if ids else None
        else:
            self.focus_card = None
            plates = hints.legal_plates(legal)
            if self.focus_plate not in plates and plates:
                self.focus_plate = min(plates)

    def play(self, action: dict) -> None:
        """Apply ``action`` for the actor to move and queue its animation."""
        events = self._apply(action)
        self.timeline.extend(self._paced(choreograph(events)))

    # -- hints ----------------------------------------------------------------
    def request_hint(self) -> None:
        if self.phase != "human" or self.hint is not None:
            if self.hint_action is not None:
                self._hint_ready(self.hint_action)
            return
        seat = R.actor(self.state)
        self.hint = hints.request(hints.hint_agent(self._make_agent), R.observe(self.state, seat),
                                  deterministic=self.deterministic)
        self.show_toast(("rodizio.hint.thinking", {}))
        act = self.hint.tick(0.0)
        if act is not None:
            self._hint_ready(act)

    def _hint_ready(self, action: dict) -> None:
        """Focus the hinted plate or card and show why (the reason stays on
        the table until the player moves)."""
        self.hint_action = action
        self.hint_why = self.hint.why if self.hint is not None else None
        self.toast = None
        if action["type"] == "distribute":
            self.focus_plate = action["plate"]
        else:
            self.focus_card = action["card"]

    # -- what the prompt line says ------------------------------------------
    def prompt(self) -> Message | None:
        if self.phase == "cover":
            return ("rodizio.prompt.cover", {"who": self.actor_label(R.actor(self.state))})
        if self.phase == "over":
            return ("rodizio.prompt.over", {})
        if self.phase == "human":
            sj = self.state_json
            if sj["pending"]:
                return ("rodizio.prompt.free_choice", {})
            note = hints.plate_note(sj, R.legal_actions(self.state), self.focus_plate)
            if note is not None:
                return note
            return ("rodizio.prompt.choose_plate", {})
        if self.phase == "ai":
            return ("rodizio.prompt.thinking", {"who": self.actor_label(self.current_actor)})
        if self.phase == "auto":
            return ("rodizio.prompt.glutton", {})
        return None

