"""The Today screen (main menu → Today): each game's deal of the day —
its table (seats, opponents' levels, variant), the player's result or
"not played yet", the streaks — with Play (the one scored attempt; after
it, the same deal again, unscored), Resume for an attempt left
unfinished, Copy result (the share line, no spoilers), the month's
calendar of the focused game, Challenges and Puzzles.

Past 100 % (the Text size setting) the screen shows a game a page — its
card (the text grown, Play and Copy across it, under the text) and its month
beside it — and moves to the other game's page as the focus does; the
month's days, names and marks grow with the text.

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
from game.client.text_block import draw_block
from game.client.widgets import Button, Menu, _scroll_marks

BOARD = pygame.Rect(40, 16, 1200, 640)
CARDS = pygame.Rect(70, 138, 700, 432)
CALENDAR = pygame.Rect(800, 138, 410, 432)
#: Past 100 % the month is wider (its days grow) and the card narrower.
CALENDAR_GROWN = pygame.Rect(730, 138, 480, 432)
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
        g = self.app.text.scale
        self.grown = g != 1.0
        n = max(1, len(self.deals))
        gap = 12
        # the bottom row of buttons, grown with the text as far as the board allows
        bw, bh = round(240 * min(g, 1.3)), round(50 * min(g, 1.5))
        bottom = BOARD.bottom - 14 - bh
        if self.grown:   # a game a page: its card and its own month beside it, scrolled to the focused game
            h = bottom - 10 - CARDS.top
        else:
            h = min(200, (CARDS.height - gap * (n - 1)) // n)
        self.row_h, self.gap = h, gap
        self.cards, self.rows = [], []
        widgets: list[Button] = []
        pw = self._card_w() - 32 if self.grown else BUTTON_W   # past 100 %: across the card, under the text
        ph = round(54 * min(g, 1.5)) if self.grown else min(54, (h - 36) // 2)
        for i, deal in enumerate(self.deals):
            card = pygame.Rect(CARDS.left, CARDS.top + i * (h + gap), self._card_w(), h)
            self.cards.append(card)
            play = Button((0, 0, pw, ph), lambda d=deal: self._play(d),
                          label=lambda d=deal: self.app.text.tr(self._play_key(d)), size=26)
            copy = Button((0, 0, pw, ph), lambda d=deal: model.copy_share(self.app, d), key="today.copy", size=24)
            copy.enabled = bool(deal.day is not None and deal.day.share)
            self.rows.append((play, copy))
            widgets += [play, copy]
        x0 = BOARD.centerx - (3 * bw + 30) // 2
        self.challenges = Button((x0, bottom, bw, bh), self._challenges, key="today.challenges", size=26)
        self.puzzles = Button((x0 + bw + 15, bottom, bw, bh), self._puzzles, key="today.puzzles", size=26)
        self.back = Button((x0 + 2 * (bw + 15), bottom, bw, bh), self.app.pop, key="stats.back", size=26)
        if self.app.text.rtl:
            self.challenges.rect.x, self.back.rect.x = self.back.rect.x, self.challenges.rect.x
        self.menu = Menu(widgets + [self.challenges, self.puzzles, self.back])
        self._place()

    def _card_w(self) -> int:
        """A card's width: the cards' column, narrower past 100 % (its month beside it is wider)."""
        return CARDS.width if not self.grown else CALENDAR_GROWN.left - 50 - CARDS.left   # the scroll marks between

    def _place(self) -> None:
        """Put each game's card (and its buttons) on the page: at 100 % all
        of them, one under the other; past it, a game a page, the focused
        game's shown (the others' off the board, hidden: neither drawn nor
        clicked, still where up and down find them)."""
        first = self.focus_game if self.grown else 0
        for i, (card, (play, copy)) in enumerate(zip(self.cards, self.rows)):
            card.top = CARDS.top + (i - first) * (self.row_h + self.gap)
            if self.grown:   # Play over Copy, each across the card, under the text
                copy.rect.topleft = (card.left + 16, card.bottom - 14 - copy.rect.h)
                play.rect.topleft = (card.left + 16, copy.rect.top - 8 - play.rect.h)
            else:
                bx = card.left + 16 if self.app.text.rtl else card.right - play.rect.w - 16
                play.rect.topleft = (bx, card.top + 14)
                copy.rect.topleft = (bx, card.top + 22 + play.rect.h)
            play.hidden = copy.hidden = i != first and self.grown
        self.shown_card = first

    def calendar_rect(self) -> pygame.Rect:
        """The focused game's month (past 100 %: beside its card, the label under it inside the page)."""
        if not self.grown:
            return CALENDAR
        label = round(30 * self.app.text.scale)
        return pygame.Rect(CALENDAR_GROWN.left, CARDS.top, CALENDAR_GROWN.width, self.row_h - label)

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

    def _puzzles(self) -> None:
        from game.client.daily.puzzles_scene import PuzzlesScene
        self.app.push(PuzzlesScene(self.app))

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
        self._place()

    def redraw_every(self) -> int:
        return 30   # the focus ring's pulse

    def draw(self, surface: pygame.Surface) -> None:
        app, tr = self.app, self.app.text.tr
        draw_board(surface, app, tr("today.title"), size=BOARD.size, top=BOARD.top, title_y=62, title_size=52)
        date = model.date_text(app, self.date)
        # grown as far as the room between the title and the cards allows
        app.text.draw(surface, date, min(app.text.reading_size(24), 34), theme.CREAM, (BOARD.centerx, 112), "center",
                      role="bold")
        for i, (deal, card) in enumerate(zip(self.deals, self.cards)):
            if not self.grown or i == self.shown_card:
                self._draw_card(surface, deal, card, focused=i == self.focus_game)
        if self.deals:
            deal = self.deals[self.focus_game]
            days = self.progress.month(deal.kit.name, self.date.year, self.date.month)
            cal = self.calendar_rect()
            draw_month(surface, app, cal, self.date, days)
            label = tr("today.calendar_of", game=tr(deal.kit.client.name_key))
            box = pygame.Rect(0, 0, cal.width, round(26 * app.text.scale))
            box.center = (cal.centerx, cal.bottom + round(16 * app.text.scale))
            app.text.draw(surface, label, app.text.fit_size(label, app.text.reading_size(18), cal.width, "bold"),
                          theme.CREAM, box.center, "center", role="bold", box=box.inflate(0, 6))
        if self.grown and len(self.cards) > 1:   # more games on other pages
            area = pygame.Rect(CARDS.left, CARDS.top, self._card_w(), self.row_h)   # marks beside the card
            _scroll_marks(surface, area, self.shown_card > 0, self.shown_card < len(self.cards) - 1)
        self.menu.draw(surface, app)
        draw_prompts(surface, app, [("up", "prompt.move"), ("confirm", "prompt.select"),
                                    ("back", "prompt.back")])

    def _draw_card(self, surface: pygame.Surface, deal: model.Deal, card: pygame.Rect, focused: bool) -> None:
        app = self.app
        text = app.text
        theme.panel(surface, card, fill=theme.CREAM if focused else (236, 222, 196), border=theme.MUSTARD,
                    radius=18, border_width=4, shadow=6)
        layout_audit.mark(surface, "today card", card, "panel")
        play = self.rows[self.cards.index(card)][0].rect
        room = card.width - 40 if self.grown else card.width - play.w - 48
        high = card.height - (2 * play.h + 36 if self.grown else 0)   # the text's room (past 100 %: above the buttons)
        x = card.right - 20 if text.rtl else card.left + 20
        anchor = "topright" if text.rtl else "topleft"
        lines = [(text.tr(deal.kit.client.name_key), text.reading_size(30), theme.TOMATO_DARK, "bold"),
                 (model.setup_text(app, deal), 20, theme.INK, "body"),
                 (model.status_text(app, deal), text.reading_size(20), theme.INK, "bold"),
                 (model.streak_text(app, deal), 18, theme.CHOCOLATE_LIGHT, "body")]
        weights = (1.5, 1, 1, 1)
        unit = (high - 20) / sum(weights)
        y = card.top + 10
        for (s, size, color, role), weight in zip(lines, weights):
            h = int(unit * weight)
            box = pygame.Rect(card.left + 20 if not text.rtl else card.right - 20 - room, y, room, h)
            if self.grown:   # grown with the text: on two lines when one is too short, smaller only then
                draw_block(surface, text, s, size, box, color, "start", role, least=8)
            else:
                fit = text.fit_box(s, size, box, role, least=6)   # body text grown by Text size shrinks back to fit
                text.draw(surface, s, fit, color, (x, y + (h - text.line_height(fit, role)) // 2), anchor,
                          role=role, box=box)
            y += h
