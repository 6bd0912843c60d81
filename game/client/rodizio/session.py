"""Rodízio's pieces for the shared save / replay / undo code (named by the
game kit, `game.kits.rodizio`): a record's setup, the record's options, a
replay table, and where the Undo button sits."""
from __future__ import annotations

from typing import Any

from game.client.rodizio.config import GameConfig


def config_from_record(record: Any) -> GameConfig:
    """The setup a saved game was played with."""
    return GameConfig(seats=list(record.levels), spicy=bool(record.options.get("spicy", False)),
                      seed=record.seed, first_seat=int(record.options.get("first_seat", 0)))


def make_config(seats: list[str], seed: int | None = None, **options: Any) -> GameConfig:
    """A setup with these seats (``"human"`` or AI levels) and the game's
    options (`GameKit.game_options`; defaults when left out)."""
    return GameConfig(seats=list(seats), seed=seed, **options)


def record_options(config: GameConfig) -> dict[str, Any]:
    """What a record keeps of the setup besides seats and seed."""
    return {"spicy": bool(config.spicy), "first_seat": int(config.first_seat)}


def load_layout(app: Any) -> Any:
    from game.client.rodizio.table_scene import load_layout
    return load_layout(app)


def make_flow(app: Any, config: GameConfig, layout: Any, **kw: Any) -> Any:
    """A table flow on ``layout``; ``kw``: TableFlow's speed, deterministic,
    make_agent, state, deal."""
    from game.client.rodizio import board_view as bv
    from game.client.rodizio.table_flow import TableFlow
    from game.client.rodizio.table_scene import layout_for, sound_player
    layout = layout_for(app, layout, len(config.seats))  # the map laid out for this seat count
    return TableFlow(config, geometry=bv.Geometry.from_layout(layout), sound=sound_player(app), **kw)


def make_renderer(app: Any, flow: Any, layout: Any) -> Any:
    from game.client.rodizio.table_draw import TableRenderer
    from game.client.rodizio.table_scene import layout_for
    return TableRenderer(app, flow, layout_for(app, layout, len(flow.config.seats)))


def undo_button_rect(scene: Any) -> Any:
    """Left of the Hint button, as far from it as Hint is from Menu."""
    b = scene.renderer.buttons()
    hint = b["hint"]
    gap = b["menu"].left - hint.right
    return hint.move(-(hint.w + gap), 0)
