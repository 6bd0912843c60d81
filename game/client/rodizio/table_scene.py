"""The Rodízio table: the scene that plays a game (see table_flow for the
game's flow and table_draw for the picture).

Esc / Start opens the framework's pause menu (resume, rules summary,
settings, quit to menu); after the end reveal, confirm shows the results.
"""
from __future__ import annotations

import logging
from typing import Any


from game.client.rodizio import board_view as bv
from game.client.rodizio.config import GameConfig
from game.client.rodizio.table_draw import TableRenderer
from game.client.rodizio.table_flow import TableFlow
from game.client import screens
from game.client.layout import Layout
from game.client.records import resume as replay_hooks
from game.client.common.speed import speed_of
from game.client.common.table_scene import GameTableScene, hud_button_intent, make_sound_player

log = logging.getLogger(__name__)

RULES_KEY = "rodizio.rules.summary"

#: Sound names this game asks for, with stand-ins tried in order when the
#: asset set lacks one (a missing sound is silent, never an error).
SFX_FALLBACKS: dict[str, tuple[str, ...]] = {
    "deal": ("deal",),
    "card": ("card", "deal"),
    "pickup": ("pickup", "shuffle"),
    "eat": ("eat",),
    "spicy": ("spicy",),
    "nothing": ("nothing", "click"),
    "reveal": ("reveal", "shuffle"),
    "count": ("count", "serve"),
    "win": ("win",),
    "error": ("error",),
    "move": ("move", "click"),
    "confirm": ("confirm", "click"),
    "select": ("select", "click"),
}


def load_layout(app: Any, seats: int | None = None) -> Any:
    """The Tiled table layout laid out for ``seats`` seats
    (``rodizio_table_<seats>``), else the 4-seat ``rodizio_table``, or None
    (then default anchors are used)."""
    names = ([f"rodizio_table_{seats}"] if seats else []) + ["rodizio_table"]
    for name in names:
        try:
            return Layout.load(name)
        except Exception as e:  # a broken map must not stop the game
            log.warning("rodizio table layout %s unusable: %s", name, e)
    return None


def layout_for(app: Any, layout: Any, seats: int) -> Any:
    """``layout`` if it is already laid out for ``seats`` seats (or is None
    and no map is found), else the map for that seat count."""
    try:
        if layout is not None and int(layout.tmx.properties.get("seats", 0)) == seats \
                and layout.path.stem != "rodizio_table":
            return layout
    except (AttributeError, TypeError, ValueError):
        pass
    return load_layout(app, seats) or layout


def sound_player(app: Any):
    """This game's sounds through the app's audio, at most once per tick per name."""
    return make_sound_player(app, SFX_FALLBACKS)


class TableScene(GameTableScene):
    rules_key = RULES_KEY
    prefix = "rodizio"

    def __init__(self, app: Any, config: GameConfig, *, state: Any = None) -> None:
        super().__init__(app)
        layout = load_layout(app, len(config.seats))
        geo = bv.Geometry.from_layout(layout)
        flow = TableFlow(config, geometry=geo, speed=lambda: speed_of(app),
                         deterministic=getattr(app, "frames", None) is not None,
                         sound=sound_player(app), state=state)
        self._start(config, layout, flow, TableRenderer(app, flow, layout))

    # -- scene contract --------------------------------------------------------
    def handle(self, intent: Any) -> None:
        if replay_hooks.handle_undo_intent(self, intent):
            return
        if intent.name in ("back", "menu"):
            self.open_pause()
            return
        if intent.name == "point" and intent.pos is not None:
            self.renderer.pointer = intent.pos   # the diner slip follows the mouse
        if hud_button_intent(self, intent):
            return
        used = self.flow.handle(intent.name, intent.pos)
        if intent.name == "next" and not used:
            self.renderer.pick_next_diner()   # who ate what, without a mouse
        elif intent.name in ("confirm", "click"):
            self.renderer.picked = None
        self._after_intent()

    # -- navigation ---------------------------------------------------------------
    def open_pause(self) -> None:
        screens.push(self.app, "pause", rules_key=RULES_KEY)

