"""Tiny's session module (the kit's ``session``; `protocols.Session`)."""
from __future__ import annotations

from typing import Any

from game.client.common.speed import speed_of
from tests.kits.tiny_window.config import GameConfig


def config_from_record(record: Any) -> GameConfig:
    return GameConfig(seats=list(record.levels), seed=record.seed)


def make_config(seats: list[str], seed: int | None = None, **options: Any) -> GameConfig:
    return GameConfig(seats=list(seats), seed=seed, **options)


def record_options(config: GameConfig) -> dict[str, Any]:
    return {}


def load_layout(app: Any) -> None:
    """Tiny's table is drawn without a Tiled map."""
    return None


def make_flow(app: Any, config: GameConfig, layout: Any, **kw: Any) -> Any:
    from tests.kits.tiny_window.table import TableFlow, sound_player
    kw.setdefault("speed", lambda: speed_of(app))
    kw.setdefault("deterministic", getattr(app, "frames", None) is not None)
    return TableFlow(config, sound=sound_player(app), **kw)


def make_renderer(app: Any, flow: Any, layout: Any) -> Any:
    from tests.kits.tiny_window.table import TableRenderer
    return TableRenderer(app, flow, layout)


def undo_button_rect(scene: Any) -> Any:
    """Under the Hint button."""
    hint = scene.renderer.buttons()["hint"]
    return hint.move(-40, hint.h + 8).inflate(40, 0)
