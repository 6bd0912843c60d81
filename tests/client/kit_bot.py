"""A UI bot for any windowed game, through its kit only: the main menu's
entry found by its key, Start on the setup screen, and at the table confirm
whenever the human may act (the focused move) or a cover or the end waits —
until the results. The games with their own bots (tests/client/rodizio/uibot.py,
tests/client/foodies/foodies_bot.py) play more cleverly; this one proves a
game the suite has never special-cased can be played through the window."""
from __future__ import annotations

from typing import Any

from tests.client.testing import menu_keys
from tests.client.uibot_base import UiBotBase


class KitBot(UiBotBase):
    def __init__(self, kit: Any, device: str = "keyboard", *, every: int = 3, **_: Any) -> None:
        self.kit = kit
        self.device = device
        self.every = every
        self.shots: dict[str, str] = {}
        self.seen: list[str] = []
        self.finished = False
        self.setup_scene = kit.part("setup_scene")
        self.table_scene = kit.part("table_scene")
        self.results_scene = kit.part("results_scene")

    def press(self, name: str) -> None:
        self.press_key(name)

    def title(self, app, top) -> None:
        want = menu_keys(top).index(self.kit.client.menu_key)
        if top.menu.focus != want:
            self.press("down" if top.menu.focus < want else "up")
        else:
            self.press("confirm")

    def setup(self, s) -> None:
        self.setup_go(s, s.start, "confirm")

    def table(self, app, scene) -> None:
        if scene.flow.phase in ("human", "cover", "over"):
            self.press("confirm")
