"""The screens, opened by name: the client's one registry of screens.

A room of the client (docs/architecture.md, "The client's rooms") opens a
screen of another room by its name — ``screens.get("statistics")(app)`` —
never by importing it, so the screens (the main menu's `scenes`, the
replay viewer, the statistics, the coach's review) and the tables below
them import each other in no direction: import-linter checks it
(.importlinter). As Tuxemon's state manager names its states, each name
stands for a ``"module:attribute"`` (a scene class, or a function that
pushes one), imported on first use.

Names and what they are called with:

- ``title()``, ``error(message)``: the main menu, the error screen (the App);
- ``pause(rules_key=)``: a table's pause menu;
- ``settings()``: the settings screen;
- ``replays()``, ``replay(record)``: the replay list, one replay;
- ``statistics()``: the statistics screen;
- ``review(record, kept=None, seat=None)``: pushes the coach's review of a
  record (``open_review``) and returns it;
- ``review_scene(record, seat)``: the review screen itself;
- ``today()``: today's deal, with the challenges and puzzles behind it."""
from __future__ import annotations

import importlib
import importlib.util
from typing import Any

#: name -> "module:attribute"
SCREENS: dict[str, str] = {
    "title": "game.client.scenes.title:TitleScene",
    "error": "game.client.scenes.error:ErrorScene",
    "pause": "game.client.scenes.pause:PauseScene",
    "settings": "game.client.scenes.settings:SettingsScene",
    "replays": "game.client.replay.viewer:ReplayList",
    "replay": "game.client.replay.viewer:ReplayScene",
    "statistics": "game.client.stats.scene:StatisticsScene",
    "review": "game.client.review:open_review",
    "review_scene": "game.client.review:ReviewScene",
    "today": "game.client.daily.scene:TodayScene",
}


def get(name: str) -> Any:
    """The scene class (or opening function) named ``name``; KeyError for a
    name no screen has."""
    module, _, attr = SCREENS[name].partition(":")
    return getattr(importlib.import_module(module), attr)


def available(name: str) -> bool:
    """Whether the screen ``name`` is there (its module exists; found
    without importing it)."""
    path = SCREENS.get(name)
    if path is None:
        return False
    return module_exists(path.partition(":")[0])


def module_exists(name: str) -> bool:
    """The module's file exists (without importing it)."""
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def push(app: Any, name: str, *args: Any, **kwargs: Any) -> Any:
    """Open the screen ``name`` on top of ``app``'s stack; returns it."""
    scene = get(name)(app, *args, **kwargs)
    app.push(scene)
    return scene
