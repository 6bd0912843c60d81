"""The statistics screen's header: Back, a tab per game, Reset."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits
from game.client import layout_audit, theme
from game.client.stats import charts
from game.client.stats.layout import HEADER_H, HEADER_Y
from game.client.widgets import Button


class TabButton(Button):
    """A game's tab: tomato when it is the one shown."""

    selected = False

    def draw(self, surface, app, focused):
        if not self.selected:
            super().draw(surface, app, focused)
            return
        if focused:
            theme.focus_ring(surface, self.rect, app.tick)
        theme.panel(surface, self.rect, fill=theme.TOMATO, border=theme.CHOCOLATE, radius=16, border_width=4,
                    shadow=6)
        label, box = self.text(app), self.rect.inflate(-24, -8)
        with layout_audit.owned_by(self):
            app.text.draw(surface, label, app.text.fit_box(label, app.text.reading_size(self.size), box, "bold", least=12), theme.CREAM,
                          self.rect.center, "center", role="bold", box=box)


def build_header(scene: Any) -> None:
    """Give ``scene`` (a `StatisticsScene`) its header buttons: ``back``,
    ``tab_buttons`` (one per game, selecting it), ``reset_button``, and
    ``header`` (all of them, in focus order), mirrored in a right-to-left
    language."""
    m = charts.Mirror(pygame.Rect(0, 0, scene.app.SIZE[0], 1), scene.app.text.rtl)
    # grown with the text as far as the room between the title and the page allows
    grow = min(12, round(HEADER_H * (scene.app.text.scale - 1)))
    y, h = HEADER_Y - grow // 3, HEADER_H + grow

    def at(x: int, w: int) -> tuple[int, int, int, int]:
        r = m.span(x, w)
        return (r.left, y, r.w, h)
    side = round(150 * min(scene.app.text.scale, 1.3))   # Back and Reset: 150 px at 100 %
    scene.back = Button(at(40, side), scene.leave, key="stats.back", size=22)
    scene.reset_button = Button(at(1240 - side, side), scene.ask_reset, key="stats.reset", size=22)
    n = len(scene.games)
    room, gap = 1240 - 2 * side - 2 * 20 - 40, 12     # between them (860 px at 100 %)
    w = min(230, (room - gap * (n - 1)) // max(1, n))
    x0 = 60 + side + (room - (w * n + gap * (n - 1))) // 2
    scene.tab_buttons = []
    for i, game in enumerate(scene.games):
        b = TabButton(at(x0 + i * (w + gap), w), (lambda g=game: scene._select(g)),
                      key=kits.get(game).client.name_key, size=22)
        scene.tab_buttons.append(b)
    scene.header = [scene.back, *scene.tab_buttons, scene.reset_button]
