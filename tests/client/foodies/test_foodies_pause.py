"""Pause menu (Esc / Start) over the Foodies table, the rules summary, and
Esc cancelling a half-made choice first."""
from __future__ import annotations

import pygame

from tests.client import testing as T
from game.client.foodies.config import GameConfig
from game.client.foodies.table_scene import TableScene
from game.storage.settings import Settings
from tests.client.foodies.foodies_bot import SHOTS


def test_escape_cancels_a_pick_then_pauses_and_shows_the_rules():
    log = []

    def note(label):
        def f(app):
            top = app.top
            log.append((label, type(top).__name__, getattr(getattr(top, "flow", None), "mode", None)))
        return f

    def shot(name):
        def f(app):
            SHOTS.mkdir(parents=True, exist_ok=True)
            app.save_screenshot(SHOTS / name)
        return f

    script = [
        (40, T.key(pygame.K_RIGHT)), (42, T.key(pygame.K_RIGHT)), (44, T.key(pygame.K_RIGHT)),  # Pass
        (46, T.key(pygame.K_RETURN)), (48, note("picking")),
        (50, T.key(pygame.K_ESCAPE)), (52, note("cancelled")),
        (54, T.key(pygame.K_ESCAPE)), (56, note("paused")),
        (58, T.key(pygame.K_DOWN)), (60, T.key(pygame.K_RETURN)), (62, note("rules")),
        (63, shot("foodies_rules.png")),
        (64, T.key(pygame.K_ESCAPE)), (66, T.key(pygame.K_ESCAPE)), (68, note("resumed")),
        (70, T.pad(pygame.CONTROLLER_BUTTON_START)), (72, note("start")),
    ]
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=80, script=script)
    app.run(lambda app: TableScene(app, GameConfig(seats=["human", "normal"], seed=2)))
    assert log == [("picking", "TableScene", "pass"), ("cancelled", "TableScene", "actions"),
                   ("paused", "PauseScene", None), ("rules", "TextScene", None),
                   ("resumed", "TableScene", "actions"), ("start", "PauseScene", None)]
    assert app.top.rules_key == "foodies.rules_summary"
    assert app.text.tr("foodies.rules_summary").startswith("# ")
