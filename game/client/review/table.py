"""The table of a reviewed decision: the game's own table renderer showing
the position before that ply, from the reviewed seat's chair.

It is the replay viewer's picture (`game.client.records.rewind.Positions`
for the states and the log, the kit's ``session.make_flow`` /
``make_renderer`` for the table, drawn full size and scaled into its
rect), with one difference: the reviewed seat is the table's only human,
so its hand is the one face up and every other hidden card stays face
down — the hidden-information rule of the review (a seat's review shows
only what that seat could see). The flow is never updated: the picture is
still, drawn once per position and kept."""
from __future__ import annotations

from typing import Any

import pygame

from game import kits


class ReviewTable:
    def __init__(self, app: Any, record: Any, seat: int, positions: Any) -> None:
        self.app = app
        self.positions = positions
        kit = kits.get(record.game)
        self.session = kit.part("session")
        self.hints = kit.part("hint")
        config = self.session.config_from_record(record)
        # The reviewed seat is the one human; other humans (hot seat) are
        # shown as the replay viewer shows them, with no cover between turns.
        config.seats = ["human" if i == seat else ("replay" if lv == "human" else lv)
                        for i, lv in enumerate(config.seats)]
        self.config = config
        self.layout = self.session.load_layout(app)
        self.flow: Any = None
        self.renderer: Any = None
        self.ply: int | None = None
        self._full: pygame.Surface | None = None
        self._picture: pygame.Surface | None = None

    def show(self, ply: int) -> None:
        """The table before the action at ``ply`` (after the first ``ply`` actions)."""
        if ply == self.ply and self.flow is not None:
            return
        k = self.positions.clamp(ply)
        flow = self.session.make_flow(self.app, self.config, self.layout, deterministic=True,
                                      make_agent=lambda game, level: None,   # never asked: the flow stays still
                                      state=self.positions.state(k), deal=False)
        flow.ply = k
        flow.log = self.positions.log(k)
        flow.rtl = self.app.text.rtl
        self.flow = flow
        if self.renderer is None:
            self.renderer = self.session.make_renderer(self.app, flow, self.layout)
            self.renderer.show_buttons = False
            self.renderer.show_prompt = False
        else:
            self.renderer.flow = flow
        self.ply = ply
        self._picture = None

    def picture(self, size: tuple[int, int]) -> pygame.Surface:
        """The table drawn at full size, scaled to ``size`` (kept until the position changes)."""
        if self._picture is None or self._picture.get_size() != size:
            full_size = self.app.SIZE
            if self._full is None or self._full.get_size() != full_size:
                self._full = pygame.Surface(full_size).convert()
            self.renderer.draw(self._full)
            same = size == full_size
            self._picture = self._full if same else pygame.transform.smoothscale(self._full, size)
        return self._picture

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.blit(self.picture(rect.size), rect)

    def mark_rect(self, action: dict, rect: pygame.Rect) -> pygame.Rect | None:
        """Where ``action`` is made on the table drawn into ``rect`` (the
        game's ``hint.action_rect``), or None."""
        where = getattr(self.hints, "action_rect", None)
        box = where(self.flow, action) if where is not None else None
        if not box:
            return None
        sx, sy = rect.w / self.app.SIZE[0], rect.h / self.app.SIZE[1]
        x, y, w, h = box
        return pygame.Rect(rect.x + round(x * sx), rect.y + round(y * sy), round(w * sx), round(h * sy))

    def say(self, message: Any) -> str:
        """A message in the player's language, seats named as this table names them."""
        tr = getattr(self.renderer, "tr", None)
        if tr is not None:
            return tr(message)
        return self.hints.say(message, self.app.text.tr)
