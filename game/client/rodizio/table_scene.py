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
from game.client.replay import resume as replay_hooks
from game.client.common.speed import speed_of
from game.client.common.table_scene import GameTableScene, hud_button_intent, make_sound_player
from game.client.scene import Scene

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


def load_layout(app: Any) -> Any:
    """The Tiled table layout, or None (then default anchors are used)."""
    try:
        from game.client.layout import Layout
    except ImportError:
        return None
    try:
        return Layout.load("rodizio_table") if hasattr(Layout, "load") else Layout(
            app.assets.path("maps", "rodizio_table.tmx"))
    except Exception as e:  # a broken map must not stop the game
        log.warning("rodizio table layout unusable: %s", e)
        return None


def sound_player(app: Any):
    """This game's sounds through the app's audio, at most once per tick per name."""
    return make_sound_player(app, SFX_FALLBACKS)


class TableScene(GameTableScene):
    rules_key = RULES_KEY
    prefix = "rodizio"

    def __init__(self, app: Any, config: GameConfig, *, state: Any = None) -> None:
        super().__init__(app)
        layout = load_layout(app)
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
        if hud_button_intent(self, intent):
            return
        self.flow.handle(intent.name, intent.pos)
        self._after_intent()

    # -- navigation ---------------------------------------------------------------
    def open_pause(self) -> None:
        pause = _pause_scene(self.app, self)
        if pause is not None:
            self.app.push(pause)


def _pause_scene(app: Any, scene: Scene) -> Scene | None:
    """The framework's pause menu for this game (resume / rules / settings /
    quit to menu)."""
    try:
        from game.client.scenes.pause import PauseScene
    except ImportError:
        log.warning("no pause scene available")
        return None
    try:
        return PauseScene(app, rules_key=RULES_KEY)
    except TypeError:
        return PauseScene(app)
