"""The window's half of the game seam: what a game's client parts provide.

The shared client code — the table scene base, results, setup and demo
scenes, the recorder (autosave, replays), Continue and Undo, the replay
viewer, the lesson scene, the attract mode, the bench and the tools — reads
a game's table only through these protocols, the rules protocol
(`game.kits.protocol.RulesModule`: ``actor(state) is None`` once over,
``to_json(state)["seats"]``) and the game's kit (seat range, catalog keys,
parts). A game's classes need not inherit anything from here (structural
typing); ``FlowBase`` (game/client/common/table_flow.py) and
``GameTableScene`` give most of it for free. docs/adding-a-game.md lists the
files; tests/client/test_window_contract.py checks every windowed game.

Phases (`TableFlow.phase`), the only values shared code compares:

- ``"animating"``: the timeline plays (input: ``next`` skips it);
- ``"cover"``: hot seat — waiting for the next human to take the device;
- ``"human"``: the human to move may act (Hint, Undo offered);
- ``"ai"``: an AI seat thinks (time-sliced);
- ``"auto"``: an actor that is not a seat moves on its own after a pause
  (``actor(state)`` is not an int; its move is ``automatic_action``:
  Rodízio's Glutton);
- ``"over"``: the end is shown; confirm leaves (``done`` becomes True);
- ``"watch"``: a lesson's table waiting for the narration (tutorials only)."""
from __future__ import annotations

from typing import Any, Callable, Protocol, runtime_checkable

Message = tuple[str, dict[str, Any]]
Rect = Any  # a pygame.Rect (kept loose: this module never imports pygame)

PHASES = ("animating", "cover", "human", "ai", "auto", "over", "watch")


@runtime_checkable
class SeatConfig(Protocol):
    """A game's setup (its ``config.GameConfig``), a dataclass:
    ``dataclasses.replace(config, seats=..., seed=...)`` is the same table
    with other seats or another deal (Play again, the replay viewer)."""

    #: Per seat ``"human"`` or an AI level (``"replay"`` in the replay viewer).
    seats: list[str]
    #: The deal number; None: pick one when the game starts.
    seed: int | None
    # Optional: ``seed_drawn`` (bool) — the setup drew ``seed`` at random
    # rather than the player typing it; "New setup" then offers Random
    # again (`common.results_scene.setup_config`). Absent counts as typed.

    @property
    def humans(self) -> list[int]:
        """The human seats, in order."""

    def is_human(self, seat: int) -> bool: ...

    def validate(self) -> None:
        """ValueError (a sentence) for a setup the window does not offer:
        a seat count outside the kit's ``seats.client_min..client_max``."""


class Timeline(Protocol):
    """The flow's animation queue (`game.client.common.timeline.Timeline`)."""

    busy: bool
    instant: bool
    speed: float

    def finish(self) -> None:
        """Apply every queued beat now (the sprites then need ``retarget(0)``)."""

    def scaled(self, seconds: float) -> float:
        """``seconds`` of normal speed at the current animation speed."""


@runtime_checkable
class TableFlow(Protocol):
    """A game at the table, without drawing (the game's ``TableFlow``,
    usually a ``FlowBase``). The scene feeds it intents and fixed ticks;
    the renderer draws what it exposes; shared code reads only this."""

    config: SeatConfig
    #: The game's rules module (`game.kits.protocol.RulesModule`).
    rules: Any
    #: The rules state (the game's own State; ask ``rules`` about it).
    state: Any
    #: The deal number (``config.seed`` or 0); AI seeds derive from it and `ply`.
    seed: int
    #: Actions applied since the record's initial state (a restored or
    #: replayed table sets it, so AI decisions stay reproducible).
    ply: int
    #: The message log (newest last), as i18n ``(key, params)`` messages.
    log: list[Message]
    #: One of `PHASES`.
    phase: str
    timeline: Timeline
    #: The player confirmed the end: the scene shows the results.
    done: bool
    #: ``on_play(actor, action, new_state)`` after each applied action (the recorder).
    on_play: Callable[[Any, dict, Any], None] | None
    #: The "AI speed" setting's factor on AI / automatic turns, asked each turn.
    ai_pace: Callable[[], float]
    #: The player's language reads right to left (a flow may mirror its controls).
    rtl: bool
    #: The toast on show (a message with ``.message``), or None.
    toast: Any

    def update(self, dt: float) -> None:
        """One fixed tick: animate, then let whoever is to move act."""

    def handle(self, name: str, pos: tuple[int, int] | None = None) -> bool:
        """One intent by name (``confirm``, ``left``, ``click``…); True if used."""

    def play(self, action: dict) -> None:
        """Apply ``action`` for the actor to move and queue its animation
        (IllegalAction if the rules refuse it: the state is unchanged)."""

    def retarget(self, duration: float) -> None:
        """Send the sprites to the picture of the current model (0: at once)."""

    def request_hint(self) -> None:
        """The human asked for a hint (ignored outside the human's turn)."""

    def show_toast(self, message: Message, error: bool = False) -> None: ...

    def sound(self, name: str) -> None:
        """Play one of the game's sounds (a missing one is silent)."""

    def speed(self) -> float:
        """The animation-speed factor now (1 normal; ``inf`` instant)."""

    def in_motion(self) -> bool:
        """Something on the table changes by itself this tick (cards
        gliding, effects, an AI or automatic turn, a hint being thought
        out…): the scene redraws every tick, else only its slow pulses."""


@runtime_checkable
class LessonFlow(TableFlow, Protocol):
    """A game's table in a tutorial (its lesson scene's flow, usually with
    ``game.client.tutorial.lesson_loop.LessonLoop``): only seat 0 moves,
    and only the lesson's move."""

    #: The one action the player may make now (None: the table just shows).
    expect: dict | None
    #: The i18n key said when the player makes another legal move, or None.
    wrong: str | None
    #: Where the focus starts (a move the lesson wants refused first), or None.
    start_focus: int | None
    #: The lesson step's animation-speed factor.
    step_speed: float

    def applied_since(self, step: Any) -> bool:
        """The step's ``do`` move has been applied."""


@runtime_checkable
class TableRenderer(Protocol):
    """Draws a `TableFlow` on the 1280×720 logical surface (depending only on
    the flow and ``app.tick``, never the clock: headless screenshots are
    byte-identical)."""

    #: The flow drawn (the replay viewer swaps in a rebuilt one).
    flow: Any
    #: Draw the HUD buttons (off in the demo, the viewer and lessons).
    show_buttons: bool
    #: Draw the prompt line (off where a banner or strip sits there).
    show_prompt: bool
    #: The HUD button under the mouse (a name of `buttons`), or None.
    hover: str | None

    def draw(self, surface: Any) -> None: ...

    def buttons(self) -> dict[str, Rect]:
        """The HUD buttons by name: at least ``"hint"`` (shown on the human's
        turn) and ``"menu"`` (the pause menu)."""


@runtime_checkable
class Session(Protocol):
    """The module a kit names as ``session``: the game's pieces for saves,
    replays, Continue, Undo, the bench and the tools."""

    def config_from_record(self, record: Any) -> SeatConfig:
        """The setup a saved game was played with (``record.levels``,
        ``record.seed``, ``record.options``)."""

    def make_config(self, seats: list[str], seed: int | None = None, **options: Any) -> SeatConfig:
        """A setup with these seats and the game's options (defaults when left out)."""

    def record_options(self, config: Any) -> dict[str, Any]:
        """What a record keeps of the setup besides seats and seed (JSON)."""

    def load_layout(self, app: Any) -> Any:
        """The table's Tiled layout (`game.client.layout.Layout`), or None."""

    def make_flow(self, app: Any, config: Any, layout: Any, **kw: Any) -> TableFlow:
        """A table flow on ``layout``; ``kw``: ``speed``, ``deterministic``,
        ``make_agent`` (the replay viewer's scripted agents), ``state``,
        ``deal`` (animate the deal of a fresh state)."""

    def make_renderer(self, app: Any, flow: Any, layout: Any) -> TableRenderer: ...

    def undo_button_rect(self, scene: Any) -> Rect:
        """Where the table scene ``scene`` shows its Undo button."""
