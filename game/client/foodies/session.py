"""Foodies' pieces for the shared save / replay / undo code (named by the
game kit, `game.kits.foodies`): a record's setup, the record's options, a
replay table, and where the Undo button sits."""
from __future__ import annotations

from typing import Any

from game.client.foodies.config import GameConfig


def config_from_record(record: Any) -> GameConfig:
    """The setup a saved game was played with."""
    return GameConfig(seats=list(record.levels), seed=record.seed,
                      first_seat=int(record.options.get("first_seat", 0)))


def make_config(seats: list[str], seed: int | None = None, **options: Any) -> GameConfig:
    """A setup with these seats (``"human"`` or AI levels) and the game's
    options (`GameKit.game_options`; defaults when left out)."""
    return GameConfig(seats=list(seats), seed=seed, **options)


def record_options(config: GameConfig) -> dict[str, Any]:
    """What a record keeps of the setup besides seats and seed: who played
    first, when it was not seat 1 (older records have no options)."""
    return {"first_seat": int(config.first_seat)} if config.first_seat else {}


def load_layout(app: Any) -> Any:
    from game.client.foodies.table_scene import load_layout
    return load_layout(app)


def make_flow(app: Any, config: GameConfig, layout: Any, **kw: Any) -> Any:
    """A table flow on ``layout``; ``kw``: TableFlow's speed, deterministic,
    make_agent, state, deal."""
    from game.client.foodies.geometry import Geometry
    from game.client.foodies.table_flow import TableFlow
    from game.client.foodies.table_scene import sound_player
    return TableFlow(config, geometry=Geometry.from_layout(layout), sound=sound_player(app), **kw)


def make_renderer(app: Any, flow: Any, layout: Any) -> Any:
    from game.client.foodies.table_draw import TableRenderer
    return TableRenderer(app, flow, layout)


def undo_button_rect(scene: Any) -> Any:
    """Under the key line, at the turn title's side: the corner under the
    Hint button holds the cold kitchen's count, and left of Hint is the
    top seat's scoreboard."""
    r = scene.renderer
    hint = r.buttons()["hint"]
    turn = r.hud_rect("hud_turn")
    rect = hint.copy()
    rect.h = min(hint.h, 30)
    rect.top = r.hud.under_keys() + 6
    if r.app.text.rtl:
        rect.right = turn.right
    else:
        rect.left = turn.left
    return rect
