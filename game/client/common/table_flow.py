"""The game-independent half of a table flow (no drawing).

Every game's ``TableFlow`` inherits ``FlowBase``, which gives most of the
`protocols.TableFlow` contract: the per-tick advance of the timeline,
sprites, effects, particles and toast; once nothing animates, the hot-seat
cover, the human's turn, a time-sliced AI turn or the automatic actor's
turn (phase ``"auto"``: an actor that is not a seat, whose move is the rules
core's ``automatic_action`` — Rodízio's Glutton); particle bursts, the
message log and toasts. The game's flow sets ``rules`` (its rules module)
and supplies the attributes these use (``timeline``, ``sprites``,
``config``, ``state``, ``agents``, ``seed``, ``ply``, ``hint``, ``toast``,
``effects``, ``particles``, ``log``, ``clock``…) and the methods
``_update_fx``, ``_start_human_turn``, ``_hint_ready``, ``play`` and
``retarget``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game import kits
from game.client.ai_driver import AiTurn
from game.client.common.sprites import CardSprite
from game.rules.errors import IllegalAction
from game.rules.rng import derive_seed
from game.client.common.particles import Particle, Particles

Message = tuple[str, dict[str, Any]]


@dataclass
class Effect:
    kind: str
    data: dict[str, Any]
    duration: float          # scaled seconds
    t: float = 0.0

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


@dataclass
class Toast:
    message: Message
    ttl: float
    error: bool = False


class FlowBase(Particles):
    #: The game's rules module (`game.kits.protocol.RulesModule`).
    rules: Any = None
    #: The AI driver class (a game may fix its own work units per tick).
    ai_turn_class: type = AiTurn
    #: Seconds (normal speed) an AI's turn stays visible before it moves.
    AI_PAUSE = 0.9
    #: Seconds (normal speed) the automatic actor's turn shows before it moves.
    AUTO_PAUSE = 0.7
    #: Seconds a toast stays up.
    TOAST_TIME = 3.0
    #: The reason of the hint on show (a message), until the next move.
    hint_why: Message | None = None
    #: The "AI speed" setting's multiplier on how long an AI's turn is shown
    #: (its pause and its animation); the scene sets it, asked at each turn.
    ai_pace: Callable[[], float] = staticmethod(lambda: 1.0)
    #: The player's language reads right to left (the scene keeps it current).
    rtl = False
    #: Called as ``on_play(actor, action, new_state)`` after each applied action.
    on_play: Callable[[Any, dict, Any], None] | None = None
    #: Seconds the automatic actor has waited this turn.
    wait = 0.0
    _last_by_ai = False
    #: Directions pressed while the table was still animating toward the
    #: human's own turn (the deal after Start, their last move landing):
    #: they move the focus once the turn begins instead of being lost.
    typed_ahead: tuple[str, ...] = ()
    #: At most this many directions are kept for the turn to come.
    TYPE_AHEAD = 4

    def __init__(self, config: Any, *, speed: Callable[[], float] = lambda: 1.0,
                 deterministic: bool = False, make_agent: Callable[[str, str], Any] | None = None,
                 sound: Callable[[str], None] = lambda name: None) -> None:
        """Check and keep the setup (``config.validate()``), and start what
        every table starts with: no hint (``hint``, ``hint_action``), no AI
        turn under way (``ai``), an empty ``log``, no ``toast``, ``effects``
        or ``particles``; ``ply`` 0, ``phase`` "animating" (the deal), not
        ``done``. ``make_agent(game, level)`` makes the AI seats' agents
        (default ``game.kits.make_agent``; kept as ``_make_agent``). A game's
        flow calls this first, then sets its state and `_init_seats`."""
        config.validate()
        self.config = config
        self.speed = speed
        self.deterministic = deterministic
        self.sound = sound
        self._make_agent = make_agent if make_agent is not None else kits.make_agent
        self.seed = config.seed if config.seed is not None else 0
        self.ply = 0
        self.phase = "animating"
        self.hint: Any = None            # a `HintRequest` being thought out, or None
        self.hint_action: dict | None = None
        self.ai: AiTurn | None = None
        self.log: list[Message] = []
        self.toast: Toast | None = None
        self.effects: list[Effect] = []
        self.particles: list[Particle] = []
        self.done = False                # the player confirmed after the end
        self.clock = 0.0

    def _init_seats(self, game: str, watch_seat: int | None) -> None:
        """An agent per AI seat; hot seat when several humans play; the
        viewer is the only human (``watch_seat`` when there is none)."""
        config = self.config
        self.agents = {s: self._make_agent(game, lv) for s, lv in enumerate(config.seats) if lv != "human"}
        humans = config.humans
        self.hot_seat = len(humans) > 1
        self.viewer: int | None = humans[0] if len(humans) == 1 else (watch_seat if not humans else None)
        self.covered = self.hot_seat

    # -- queries --------------------------------------------------------------------
    @property
    def shown_seats(self) -> set[int]:
        if self.viewer is None or self.phase == "cover":
            return set()
        return {self.viewer}

    def draw_order(self) -> list[CardSprite]:
        return sorted(self.sprites.values(), key=lambda s: s.z)

    def _scaled(self, seconds: float) -> float:
        return self.timeline.scaled(seconds)

    def in_motion(self) -> bool:
        """Something changes by itself this tick: cards glide or flip (a
        beat's, or a sprite still landing after it), particles fly, an
        effect runs, an AI or the automatic actor is on, the end shows
        (crowns bob), or a hint is being thought out. (A table message
        that times out is not motion: the scene redraws once when it goes.)"""
        if self.timeline.busy or self.particles or self.phase in ("ai", "auto", "over") \
                or any(e.t < e.duration for e in self.effects) \
                or any(sp.moving for sp in self.sprites.values()):
            return True
        return self.hint is not None and self.hint_action is None

    def _show_beat(self, beat: Any, min_glide: float, *retarget_args: Any) -> None:
        """A beat has started: sprites glide to the new picture (at least
        ``min_glide`` s at normal speed), then its sound, message and effect."""
        glide = 0.0 if self.timeline.instant else self._scaled(max(beat.duration, min_glide))
        self.retarget(glide, *retarget_args)
        if beat.sfx:
            self.sound(beat.sfx)
        if beat.message:
            self._say(beat.message)
        if beat.effect:
            self._effect(beat.effect, beat)

    # -- the loop -------------------------------------------------------------------
    def _advance(self, dt: float) -> bool:
        """Advance the picture by ``dt`` (timeline, sprites, effects, toast);
        True while there is nothing to decide (animating, or the game is
        over), with ``phase`` set accordingly."""
        self.clock += dt
        self.timeline.speed = self.speed()
        self.timeline.update(dt)
        for sp in self.sprites.values():
            sp.update(dt)
        self._update_fx(dt)
        if self.toast is not None:
            self.toast.ttl -= dt
            if self.toast.ttl <= 0:
                self.toast = None
        if self.timeline.busy:
            self.phase = "animating"
            return True
        if self.rules.actor(self.state) is None:   # the game is over
            if self.phase != "over":
                self.phase = "over"
                self.current_actor = None
            return True
        return False

    def update(self, dt: float) -> None:
        """One fixed tick: the picture advances (`_advance`, then
        `_settle`); once nothing animates, whoever is to move acts — a
        seat (`_seat_turn`) or the automatic actor (`_auto_turn`)."""
        busy = self._advance(dt)
        self._settle()
        if busy:
            return
        who = self.rules.actor(self.state)
        self.current_actor = who
        if isinstance(who, int):
            self._seat_turn(who, dt)
        else:
            self._auto_turn(dt)

    def _settle(self) -> None:
        """After each tick's advance (a game may catch up with the state
        once its animation is over)."""

    def _auto_turn(self, dt: float) -> None:
        """The automatic actor is to move: after `AUTO_PAUSE` (scaled by the
        AI speed), the rules core's ``automatic_action``."""
        self.phase = "auto"
        self.wait += dt
        if self.wait >= self._scaled(self.AUTO_PAUSE * self.ai_pace()):
            self.play(self.rules.automatic_action(self.state))

    def _seat_turn(self, who: int, dt: float) -> None:
        """Seat ``who`` is to move: the hot-seat cover, the human's turn (and
        a pending hint), or a slice of the AI's thinking."""
        if self.config.is_human(who):
            if self.hot_seat and (self.covered or self.viewer != who):
                if self.phase != "cover":
                    self.covered = True
                    self.phase = "cover"
                    self.retarget(0.0)  # hide the previous player's hand at once
                return
            if self.phase != "human":
                self.phase = "human"
                self._start_human_turn()
                typed, self.typed_ahead = self.typed_ahead, ()
                for name in typed:
                    self.handle(name)
            if self.hint is not None and self.hint_action is None:
                act = self.hint.tick(dt)
                if act is not None:
                    self._hint_ready(act)
            return
        self.phase = "ai"
        if self.ai is None:
            obs = self.rules.observe(self.state, who)
            self.ai = self.ai_turn_class(self.agents[who], obs, derive_seed(self.seed, self.ply),
                                         min_pause=self._scaled(self.AI_PAUSE * self.ai_pace()),
                                         deterministic=self.deterministic)
        action = self.ai.tick(dt)
        if action is not None:
            self.play(action)

    def _apply(self, action: dict) -> list:
        """Apply ``action`` for the actor to move, tell ``on_play``, drop the
        AI turn and hint; the events."""
        actor = self.rules.actor(self.state)
        new, events = self.rules.apply(self.state, action)
        # not a seat (the automatic actor) or an AI seat: paced by the AI speed
        self._last_by_ai = not isinstance(actor, int) or not self.config.is_human(actor)
        self.state = new
        self.ply += 1
        if self.on_play is not None:  # the recorder (autosave, replay): see game.client.replay
            self.on_play(actor, action, new)
        self.ai = None
        self.wait = 0.0
        self.hint = None
        self.hint_action = None
        self.hint_why = None
        self.phase = "animating"
        return events

    def _paced(self, beats: list) -> list:
        """The beats of the action just applied, stretched by the AI speed
        when an AI (or the automatic actor) played it; a human's moves keep
        their pace."""
        k = self.ai_pace() if self._last_by_ai else 1.0
        if k != 1.0:
            for beat in beats:
                beat.duration *= k
        return beats

    # -- input ----------------------------------------------------------------------
    def skip(self) -> None:
        """Finish the running animation now."""
        if self.timeline.busy:
            self.timeline.finish()
            self.retarget(0.0)

    def _handle_table(self, name: str) -> bool | None:
        """The intents every table treats alike: ``next`` skips the
        animation, confirm/click takes the device at the hot-seat cover or
        leaves after the end. True/False: used or not; None: the human's
        turn, for the game to handle."""
        if name == "next" and self.timeline.busy:
            self.skip()
            return True
        if self.phase == "cover":
            if name in ("confirm", "click"):
                self.viewer = self.rules.actor(self.state)
                self.covered = False
                self.phase = "human"
                self._start_human_turn()
                self.retarget(0.0)
                self.sound("select")
                return True
            return False
        if self.phase == "over":
            if name in ("confirm", "click"):
                self.done = True
                return True
            return False
        if self.phase != "human":
            if name in ("left", "right", "up", "down") and self._own_turn_next():
                self.typed_ahead = (*self.typed_ahead, name)[-self.TYPE_AHEAD:]
                return True
            return False
        return None

    def _own_turn_next(self) -> bool:
        """The table animates toward the turn of the human who holds the
        device (no cover to pass first): a direction pressed now is theirs."""
        if self.phase != "animating":
            return False
        who = self.rules.actor(self.state)
        return isinstance(who, int) and self.config.is_human(who) and \
            not (self.hot_seat and (self.covered or self.viewer != who))

    def _refuse(self, why: Message) -> None:
        """Say why the human's choice is refused (error toast and sound)."""
        self.show_toast(why, error=True)
        self.sound("error")

    def _attempt(self, action: dict, why_not: Callable[[IllegalAction], Any]) -> None:
        """Play the human's ``action``; should the core refuse what the legal
        set allowed, say why instead: ``why_not(error)`` (the game's hint
        module) turns the core's refusal code into a translated message."""
        try:
            self.play(action)
        except IllegalAction as e:  # the legal set and the core disagree: say so
            self._refuse(why_not(e))
            return
        self.toast = None
        self.sound("confirm")

    # -- effects and messages --------------------------------------------------------
    #: Messages said since the table opened (the log keeps the last six; narration counts).
    said = 0

    def _say(self, msg: Message) -> None:
        self.log.append(msg)
        del self.log[:-6]
        self.said += 1

    def show_toast(self, msg: Message, error: bool = False) -> None:
        self.toast = Toast(msg, self.TOAST_TIME, error)
