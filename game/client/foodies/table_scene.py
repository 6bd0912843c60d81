"""The Foodies table: the scene that plays a game (``table_flow`` runs the
game, ``table_draw`` paints it).

Esc / Start opens the framework's pause menu (resume, rules summary,
settings, quit) — except that back first cancels a half-made choice (a
swap, pass or serve being picked). After the end, confirm shows the
results."""
from __future__ import annotations

import logging
from typing import Any


from game.client.foodies.config import GameConfig
from game.client.foodies.geometry import Geometry
from game.client.foodies.table_draw import TableRenderer
from game.client.foodies.table_flow import TableFlow
from game.client.records import resume as replay_hooks
from game.client.common.speed import speed_of
from game.client.common.table_scene import GameTableScene, hud_button_intent, make_sound_player
from game.client.layout import Layout

log = logging.getLogger(__name__)

RULES_KEY = "foodies.rules_summary"

#: Sound names this game asks for, with stand-ins tried in order when the
#: asset set lacks one (a missing sound is silent, never an error).
SFX_FALLBACKS: dict[str, tuple[str, ...]] = {
    "deal": ("deal",), "card": ("card", "deal"), "serve": ("serve",), "count": ("count", "click"),
    "shuffle": ("shuffle",), "reveal": ("reveal", "shuffle"), "win": ("win",), "error": ("error",),
    "move": ("move", "click"), "confirm": ("confirm", "click"), "select": ("select", "click"),
}


def load_layout(app: Any) -> Any:
    """The Tiled table layout, or None (then default anchors are used)."""
    try:
        return Layout.load("foodies_table")
    except Exception as e:  # a broken map must not stop the game
        log.warning("foodies table layout unusable: %s", e)
        return None


def sound_player(app: Any):
    """This game's sounds through the app's audio, at most once per tick per name."""
    return make_sound_player(app, SFX_FALLBACKS)


def make_flow(app: Any, config: GameConfig, layout: Any, speed=None, quiet: bool = False,
              state: Any = None) -> TableFlow:
    return TableFlow(config, geometry=Geometry.from_layout(layout), state=state,
                     speed=speed or (lambda: speed_of(app)),
                     deterministic=getattr(app, "frames", None) is not None,
                     sound=(lambda n: None) if quiet else sound_player(app),
                     memory_aid=lambda: app.settings.memory_aid)


class TableScene(GameTableScene):
    rules_key = RULES_KEY
    prefix = "foodies"

    def __init__(self, app: Any, config: GameConfig, *, state: Any = None) -> None:
        """``state``: continue from this rules state (tests, saved games)."""
        super().__init__(app)
        layout = load_layout(app)
        flow = make_flow(app, config, layout, state=state)
        self._start(config, layout, flow, TableRenderer(app, flow, layout))

    def handle(self, intent: Any) -> None:
        self.flow.rtl = self.app.text.rtl
        if replay_hooks.handle_undo_intent(self, intent):
            return
        name = intent.name
        if hud_button_intent(self, intent):
            return
        if name == "back" and self.flow.handle("back"):
            return
        if name in ("back", "menu"):
            self.open_pause()
            return
        if name == "point" and intent.pos is not None:
            self.renderer.pointer = intent.pos   # a scoreboard under the mouse lists its dishes
        used = self.flow.handle(name, intent.pos)
        if name == "next" and not used:
            self.renderer.pick_next_board()      # every dish of each scoreboard, without a mouse
        elif name in ("confirm", "click"):
            self.renderer.picked_board = None
        self._after_intent()

    def update(self, dt: float) -> None:
        self.flow.rtl = self.app.text.rtl
        super().update(dt)
