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
from game.client.rodizio.table_model import PLATE_KEYS, TableModel
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


class TableFlow(FlowBase):
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
        make_agent = self._init_flow(config, speed, deterministic, make_agent, sound)
        self.geo = geometry or bv.Geometry(dict(bv.DEFAULT_ANCHORS))
        if state is None:
            state = R.new_game(self.seed, len(config.seats), first_seat=config.first_seat,
                               spicy=config.spicy)
        self.state = state
        self._init_seats("rodizio", make_agent, None)
        self.phase = "animating"
        self.ply = 0
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
        self.hint: hints.HintRequest | None = None
        self.hint_action: dict | None = None
        self.ai: AiTurn | None = None
        self.log: list[Message] = []
        self.toast: Toast | None = None
        self.effects: list[Effect] = []
        self.particles: list[Particle] = []
        self.totals_shown: list[float] | None = None
        self.glutton_total_shown: float | None = None
        self.crowned: list[int] = []
        self.glutton_crowned = False
        self.done = False              # the player confirmed after the reveal
        self.clock = 0.0
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

    # -- input --------------------------------------------------------------
    def handle(self, name: str, pos: tuple[int, int] | None = None) -> bool:
        """React to one intent; True if it was used."""
        used = self._handle_table(name)
        if used is not None:
            return used
        choosing = self.state_json["pending"] is not None
        if name in ("left", "right", "up", "down"):
            if choosing:
                self._move_card_focus(name)
            else:
                self._move_plate_focus(name)
            self.sound("move")
            return True
        if name == "point" and pos is not None:
            return self._hover(pos)
        if name == "click" and pos is not None:
            if self._hover(pos):
                self._confirm()
                return True
            empty = None if choosing else self._empty_plate_at(pos)
            if empty is not None:   # not focusable, but a click on it still hears why
                self._refuse(hints.explain_plate(self.state_json, R.legal_actions(self.state), empty))
                return True
            return False
        if name == "confirm":
            self._confirm()
            return True
        if name == "hint":
            self.request_hint()
            return True
        return False

    def plate_hit_rect(self, p: int) -> bv.Rect:
        rects = [tuple(int(v) for v in self.sprites[k].rect)
                 for k in [PLATE_KEYS[p], *self.model.plates[p]] if k in self.sprites]
        if not rects:
            return self.geo[f"plate_{p}"]
        x0 = min(r[0] for r in rects)
        y0 = min(r[1] for r in rects)
        x1 = max(r[0] + r[2] for r in rects)
        y1 = max(r[1] + r[3] for r in rects)
        return (x0 - 6, y0 - 6, x1 - x0 + 12, y1 - y0 + 12)

    def lifted_rect(self) -> bv.Rect | None:
        """Where the focused card of a free choice is drawn: pulled out of
        its column across the way it grows (down out of a column running
        sideways, toward the table's free lower half; left out of one
        running down) so it reads whole; None when no such card is shown.
        The renderer draws it there and a click there picks it."""
        pend = self.pending_plate
        cid = self.focus_card
        if self.phase != "human" or pend is None or cid is None or cid not in self.sprites:
            return None
        x, y, w, h = (int(v) for v in self.sprites[cid].rect)
        if self.geo.column_direction(pend)[1] == 0:
            return (x, y + int(h * 0.45), w, h)
        return (x - int(w * 0.6), y - 6, w, h)

    def _hover(self, pos: tuple[int, int]) -> bool:
        sj = self.state_json
        lifted = self.lifted_rect()
        if lifted is not None and bv.contains(lifted, pos):
            # The pulled-out card lies over its neighbours' places.
            return True
        if sj["pending"]:
            for cid in reversed(self.model.plates[sj["pending"]["plate"]]):
                sp = self.sprites.get(cid)
                if sp is not None and bv.contains(tuple(sp.rect), pos):
                    if self.focus_card != cid:
                        self.focus_card = cid
                    return True
            return False
        for p in self._served_plates():
            if bv.contains(self.plate_hit_rect(p), pos):
                self.focus_plate = p
                return True
        return False

    def _served_plates(self) -> list[int]:
        """The plates with pizzas on them: the focus never rests on an
        empty plate (nothing there to choose or to read)."""
        plates = self.state_json["plates"]
        return [p for p in range(3) if plates[p]]

    def _empty_plate_at(self, pos: tuple[int, int]) -> int | None:
        return next((p for p in range(3) if p not in self._served_plates()
                     and bv.contains(self.plate_hit_rect(p), pos)), None)

    def _move_plate_focus(self, direction: str) -> None:
        """Left/right walk the plates in screen order (left to right,
        wrapping), up/down top to bottom, so every plate is reachable with
        one key whatever the triangle's shape in the map — every plate with
        pizzas: an empty one is passed over."""
        centres = {p: bv.center(self.geo[f"plate_{p}"]) for p in range(3)}
        axis = 0 if direction in ("left", "right") else 1
        order = sorted(range(3), key=lambda p: (centres[p][axis], centres[p][1 - axis], p))
        step = 1 if direction in ("right", "down") else -1
        served = self._served_plates()
        i = order.index(self.focus_plate)
        for k in range(1, 4):   # the next plate that has pizzas (empty ones are passed over)
            p = order[(i + step * k) % 3]
            if p in served:
                self.focus_plate = p
                return

    def _move_card_focus(self, direction: str) -> None:
        sj = self.state_json
        stack = [c["id"] for c in sj["plates"][sj["pending"]["plate"]]]
        if not stack:
            return
        i = stack.index(self.focus_card) if self.focus_card in stack else len(stack) - 1
        ux, uy = self.geo.column_direction(sj["pending"]["plate"])
        # toward the top card: the key the column grows along, and the
        # other axis's forward key (down for a sideways column, right for
        # one running down)
        fwd = (("right" if ux > 0 else "left"), "down") if uy == 0 else (("down" if uy > 0 else "up"), "right")
        i = (i + (1 if direction in fwd else -1)) % len(stack)
        self.focus_card = stack[i]

    def focused_action(self) -> tuple[dict | None, tuple | None]:
        """The action the focus points at and why the rules refuse it (None
        if they allow it); no action while a free choice has no focused card."""
        sj = self.state_json
        legal = R.legal_actions(self.state)
        if sj["pending"]:
            if self.focus_card is None:
                return None, None
            action = {"type": "choose", "card": self.focus_card}
            return action, hints.explain_card(sj, legal, self.focus_card)
        action = {"type": "distribute", "plate": self.focus_plate}
        return action, hints.explain_plate(sj, legal, self.focus_plate)

    def _confirm(self) -> None:
        action, why = self.focused_action()
        if action is None:
            return
        if why is not None:
            self._refuse(why)
            return
        self._attempt(action, hints.why_not)

    # -- hints ----------------------------------------------------------------
    def request_hint(self) -> None:
        if self.phase != "human" or self.hint is not None:
            if self.hint_action is not None:
                self._hint_ready(self.hint_action)
            return
        seat = R.actor(self.state)
        self.hint = hints.HintRequest(R.observe(self.state, seat), self.state_json,
                                      deterministic=self.deterministic,
                                      agent=_hint_agent(self._make_agent))
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


def _hint_agent(make: Callable[[str, str], Any]) -> Any:
    return hints.hint_agent(make)
