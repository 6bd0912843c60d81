"""The shared part of both games' results scenes: the Play again / New
setup / Main menu buttons under the ranking panel, their keys, and drawing
helpers for the ranking rows. Subclasses set ``prefix`` (i18n section) and
``close_intents``, build the buttons with ``_make_buttons`` and draw the
panel."""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Sequence

import pygame

from game.client import screens, theme
from game.client.scene import Scene
from game.client.widgets import Button, Menu
from game.client.records.words import results_line


class GameResultsScene(Scene):
    prefix = ""
    #: Intents that leave for the main menu.
    close_intents: tuple[str, ...] = ("back",)
    #: What the statistics counted for this game (`game.storage.stats.Recorded`,
    #: set by the table scene), or None: then no statistics line.
    recorded: Any = None

    def __init__(self, app: Any, config: Any, flow: Any, renderer: Any) -> None:
        super().__init__(app)
        self.config = config
        self.flow = flow
        self.renderer = renderer
        self.t = 0.0

    def _make_buttons(self, panel: pygame.Rect, w: int, y: int) -> None:
        h, gap, p = 58, 20, self.prefix
        self._row = (panel, w, y)
        actions = [(self.again, f"{p}.results.again"), (self.new_setup, f"{p}.results.setup"),
                   (self.to_menu, f"{p}.results.menu")]
        if self.record is not None:   # Review first, in the same row (the row keeps its width)
            actions.insert(0, (self.review, "review.open"))
            w = (3 * w + 2 * gap - (len(actions) - 1) * gap) // len(actions)
        x0 = panel.centerx - (len(actions) * w + (len(actions) - 1) * gap) // 2
        n = len(actions)
        # reading order: Play again first — on the left, or on the right in a right-to-left language
        at = (lambda i: n - 1 - i) if self.app.text.rtl else (lambda i: i)
        self.buttons = Menu([Button((x0 + at(i) * (w + gap), y, w, h), fn, key=key, size=24)
                             for i, (fn, key) in enumerate(actions)], focus=n - 3)

    # -- the coach's review ----------------------------------------------------
    #: The finished game's record when the game has a coach to review it
    #: with (`offer_review`); None: no Review button.
    record: Any = None
    _review: Any = None

    def offer_review(self, record: Any) -> None:
        """Add the Review button (the table scene calls this with its
        recorder's record) when the game's kit has a coach."""
        from game.kits.coaching import has_coach
        if record is None or not has_coach(record.game) or self.record is not None:
            return
        self.record = record
        if hasattr(self, "_row"):
            self._make_buttons(*self._row)

    def review(self) -> None:
        """Open the review of this game (kept once computed: back and
        Review again shows it at once)."""
        self._review = screens.get("review")(self.app, self.record, self._review)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        """The statistics line just above the buttons: "vs hard: 12–8 (60%),
        streak 3 · rating 26.4 (+1.3)" (nothing when the game was not counted)."""
        line = results_line(self.app.text, self.recorded)
        if line:
            top = self.buttons.widgets[0].rect.top
            box = pygame.Rect(0, top - 26, 680, 24)
            box.centerx = pygame.Rect.unionall(self.buttons.widgets[0].rect,
                                               [b.rect for b in self.buttons.widgets]).centerx
            text = self.app.text
            text.draw(surface, line, text.fit_size(line, 18, box.w, "bold"), theme.TOMATO_DARK, box.center,
                      "center", role="bold", box=box)

    # -- the one plain line at the top --------------------------------------------------
    def you_line(self) -> str | None:
        """How the one human at the table did, in one plain sentence:
        "You won!", "You shared the win", else ``lost_line`` ("You came 3rd
        of 4"; a game may say more: "You lost: CPU 2 had the second-highest total"). None
        without exactly one human (hot seat, AI only): the headline says it."""
        viewer = getattr(self.flow, "viewer", None)
        if viewer is None or len(self.config.humans) != 1:
            return None
        res = self.flow.result or {}
        winners = list(res.get("winners") or [])
        tr = self.app.text.tr
        if viewer in winners:
            return tr("outcome.you_won") if len(winners) == 1 else tr("outcome.you_shared", n=len(winners))
        return self.lost_line(viewer, res)

    def headline_text(self) -> str | None:
        """The panel's headline in words (a game's results scene says it)."""
        return None

    def spoken_summary(self) -> list[str]:
        """What narration says when the results come up (game.client.access
        .on_scene): the plain line for the player, the headline, and every
        seat's score ("Scores: You 15, CPU 2 14")."""
        text = self.app.text
        res = getattr(self.flow, "result", None) or {}
        if not res:   # a lesson's table (no result of the rules core): nothing to add
            return []
        try:
            lines = [w for w in (self.you_line(), self.headline_text()) if w]
        except (AttributeError, KeyError, TypeError):
            lines = []
        scores = res.get("scores") or res.get("totals") or []
        # the log's short names ("CPU 2", not "CPU 2 · normal") where the game has them
        name = getattr(getattr(self.renderer, "names", None), "short", None) or getattr(self.renderer, "name", None)
        if scores and name is not None:
            items = [text.tr("access.score", who=name(seat), n=v) for seat, v in enumerate(scores)]
            lines.append(text.tr("access.scores", scores=text.tr("access.list_sep").join(items)))
        return lines

    def lost_line(self, viewer: int, result: dict) -> str:
        """The viewer did not win: their place among the seats (``ranking``)."""
        order = self.ranking(result)
        n = len(order)
        if viewer not in order:
            return self.app.text.tr("outcome.you_lost")
        better = sum(1 for s in order if order[s] > order[viewer])
        return self.app.text.tr(f"outcome.you_came_{min(better + 1, 5)}", n=n)

    def ranking(self, result: dict) -> dict[int, Any]:
        """Each seat's standing as a comparable value (greater is better);
        by default its score. A game with another order overrides it."""
        scores = result.get("scores") or result.get("totals") or []
        return {s: v for s, v in enumerate(scores)}

    def draw_top_line(self, surface: pygame.Surface, panel: pygame.Rect, y: int, caption: str,
                      size: int = 24, headline_says_you_won: bool = False) -> None:
        """The line at the top of the results panel: ``you_line``, else the
        caption ("Results"), shrunk to the panel's width if it must. When
        the headline under it already says the player won ("You win!"),
        the caption: the win is said once, not twice."""
        text = self.app.text
        words = None if headline_says_you_won else self.you_line()
        words = words or caption
        box = panel.inflate(-60, 0)
        size = text.fit_size(words, size, box.w, "bold")
        text.draw(surface, words, size, theme.TOMATO, (panel.centerx, y), "center", role="bold",
                  box=pygame.Rect(box.left, y - size, box.w, 2 * size))

    def handle(self, intent: Any) -> None:
        name = intent.name
        if name in self.close_intents:
            self.to_menu()
        else:
            self.buttons.handle(intent, self.app)

    def update(self, dt: float) -> None:
        self.t += dt
        self.flow.update(dt)  # particles and crowns keep moving

    def again(self) -> None:
        """The same table again with the next deal number."""
        from game import kits
        TableScene = kits.get(self.prefix).part("table_scene")  # prefix: the game's name
        seed = (self.flow.seed + 1) & 0x7FFFFFFF
        cfg = dataclasses.replace(self.config, seats=list(self.config.seats), seed=seed)
        self.app.replace(TableScene(self.app, cfg))

    def new_setup(self) -> None:
        """The setup screen with this table's seats and options; the deal
        number only if the player typed it (a drawn one goes back to
        Random, so the next game is dealt afresh)."""
        from game import kits
        SetupScene = kits.get(self.prefix).part("setup_scene")
        self.app.replace(SetupScene(self.app, setup_config(self.config)))

    def to_menu(self) -> None:
        self.app.to_menu()


def setup_config(config: Any) -> Any:
    """``config`` for a new setup: its deal number back to Random (None)
    when it was drawn, not typed (``seed_drawn``, `protocols.SeatConfig`)."""
    if not getattr(config, "seed_drawn", False):
        return config
    fresh = dataclasses.replace(config, seats=list(config.seats), seed=None)
    fresh.seed_drawn = False
    return fresh


def row_band(surface: pygame.Surface, band: pygame.Rect, winner: bool) -> None:
    """A ranking row's frame, golden for a winner."""
    if winner:
        pygame.draw.rect(surface, theme.MUSTARD_LIGHT, band, border_radius=12)
    pygame.draw.rect(surface, theme.CHOCOLATE_LIGHT, band, 2, border_radius=12)


def card_row(surface: pygame.Surface, items: Sequence[Any], area: pygame.Rect, aspect: tuple[int, int],
             image: Callable[[Any, tuple[int, int]], pygame.Surface], max_step: Callable[[int], float]) -> None:
    """Small overlapping cards along ``area`` (as tall as it; ``aspect`` is
    the art's w×h), at most ``max_step(card width)`` apart."""
    if not items:
        return
    ch = area.h
    cw = round(ch * aspect[0] / aspect[1])
    step = min(max_step(cw), (area.w - cw) / max(1, len(items) - 1))
    for i, item in enumerate(items):
        surface.blit(image(item, (cw, ch)), (area.left + round(i * step), area.top))
