"""The Today screen (main menu → Today): each game's deal of the day —
its table (seats, opponents' levels, variant), the player's result or
"not played yet", the streaks — with Play (the one scored attempt; after
it, the same deal again, unscored), Resume for an attempt left
unfinished, Copy result (the share line, no spoilers), the month's
calendar of the focused game, and Challenges.

The date is today's in UTC (`game.kits.daily.today_utc`), read when the
screen opens and again when it comes back to the top, so a screen left
open past midnight shows the new day's deal."""
from __future__ import annotations

import datetime as _dt
from typing import Any

import pygame

from game.client import layout_audit, theme
from game.client.daily import model
from game.client.daily.calendar import draw_month
from game.client.scene import Scene
from game.client.screen_parts import draw_board, draw_prompts
from game.client.widgets import Button, Menu

BOARD = pygame.Rect(40, 16, 1200, 640)
CARDS = pygame.Rect(70, 138, 700, 432)
CALENDAR = pygame.Rect(800, 138, 410, 432)
BUTTON_W = 230


class TodayScene(Scene):
    def __init__(self, app: Any, *, date: _dt.date | None = None) -> None:
        super().__init__(app)
        self.fixed_date = date
        self.focus_game = 0
        self._load()

    # -- model -----------------------------------------------------------------------
    def _load(self) -> None:
        self.date = self.fixed_date or model.today_utc()
        self.deals, self.progress = model.deals(self.date)
        n = max(1, len(self.deals))
        gap = 12
        h = min(200, (CARDS.height - gap * (n - 1)) // n)
        self.cards, self.rows = [], []
        widgets: list[Button] = []
        for i, deal in enumerate(self.deals):
            card = pygame.Rect(CARDS.left, CARDS.top + i * (h + gap), CARDS.width, h)
            self.cards.append(card)
            bx = card.left + 16 if self.app.text.rtl else card.right - BUTTON_W - 16
            bh = min(54, (h - 36) // 2)
            play = Button((bx, card.top + 14, BUTTON_W, bh), lambda d=deal: self._play(d),
                          label=lambda d=deal: self.app.text.tr(self._play_key(d)), size=26)
            copy = Button((bx, card.top + 22 + bh, BUTTON_W, bh), lambda d=deal: model.copy_share(self.app, d),
                          key="today.copy", size=24)
            copy.enabled = bool(deal.day is not None and deal.day.share)
            self.rows.append((play, copy))
            widgets += [play, copy]
        bottom = BOARD.bottom - 64
        self.challenges = Button((BOARD.centerx - 250, bottom, 240, 50), self._challenges,
                                 key="today.challenges", size=26)
        self.back = Button((BOARD.centerx + 10, bottom, 240, 50), self.app.pop, key="stats.back", size=26)
        if self.app.text.rtl:
            self.challenges.rect.x, self.back.rect.x = self.back.rect.x, self.challenges.rect.x
        self.menu = Menu(widgets + [self.challenges, self.back])

    @staticmethod
    def _play_key(deal: model.Deal) -> str:
        return {"new": "today.play", "started": "today.resume"}.get(deal.state, "today.play_again")

    # -- actions ---------------------------------------------------------------------
    def _play(self, deal: model.Deal) -> None:
        if deal.state == "started":
            model.resume(self.app, deal)
        else:
            model.play(self.app, deal)

    def _challenges(self) -> None:
        from game.client.daily.challenges_scene import ChallengesScene
        self.app.push(ChallengesScene(self.app, game=self.focus_game))

    # -- scene -----------------------------------------------------------------------
    def on_resume(self) -> None:
        focus = self.menu.focus
        self._load()
        self.menu.focus = min(focus, len(self.menu.widgets) - 1)

    def handle(self, intent: Any) -> None:
        if intent.name == "back":
            self.app.pop()
            return
        self.menu.handle(intent, self.app)
        for i, row in enumerate(self.rows):
            if self.menu.focused in row:
                self.focus_game = i

    def redraw_every(self) -> int:
        return 30   # the focus ring's pulse

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.text.tr
        draw_board(surface, app, tr("today.title"), size=BOARD.size, top=BOARD.top, title_y=62, title_size=52)
        date = model.date_text(app, self.date)
        app.text.draw(surface, date, 24, theme.CREAM, (BOARD.centerx, 112), "center", role="bold")
        for i, (deal, card) in enumerate(zip(self.deals, self.cards)):
            self._draw_card(surface, deal, card, focused=i == self.focus_game)
        if self.deals:
            deal = self.deals[self.focus_game]
            days = self.progress.month(deal.kit.name, self.date.year, self.date.month)
            draw_month(surface, app, CALENDAR, self.date, days)
            label = tr("today.calendar_of", game=tr(deal.kit.client.name_key))
            app.text.draw(surface, label, 18, theme.CREAM, (CALENDAR.centerx, CALENDAR.bottom + 16), "center",
                          role="bold")
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                    ("back", "prompt.back")])

    def _draw_card(self, surface: pygame.Surface, deal: model.Deal, card: pygame.Rect, focused: bool) -> None:
        app = self.app
        text = app.text
        theme.panel(surface, card, fill=theme.CREAM if focused else (236, 222, 196), border=theme.MUSTARD,
                    radius=18, border_width=4, shadow=6)
        layout_audit.mark(surface, "today card", card, "panel")
        room = card.width - BUTTON_W - 48
        x = card.right - 20 if text.rtl else card.left + 20
        anchor = "topright" if text.rtl else "topleft"
        lines = [(text.tr(deal.kit.client.name_key), 30, theme.TOMATO_DARK, "bold"),
                 (model.setup_text(app, deal), 20, theme.INK, "body"),
                 (model.status_text(app, deal), 20, theme.INK, "bold"),
                 (model.streak_text(app, deal), 18, theme.CHOCOLATE_LIGHT, "body")]
        weights = (1.5, 1, 1, 1)
        unit = (card.height - 20) / sum(weights)
        y = card.top + 10
        for (s, size, color, role), weight in zip(lines, weights):
            h = int(unit * weight)
            box = pygame.Rect(card.left + 20 if not text.rtl else card.right - 20 - room, y, room, h)
            fit = text.fit_box(s, size, box, role, least=6)   # body text grown by Text size shrinks back to fit
            text.draw(surface, s, fit, color, (x, y + (h - text.line_height(fit, role)) // 2), anchor,
                      role=role, box=box)
            y += h
