"""The title screen's Continue entry: which unfinished game it resumes.

An unfinished game is the autosave or the game a new one set aside
(`saves.unfinished()`). The entry is a taller button with a second line:

- one game: "Continue" over "Rodízio · 3 seats · turn 12" ("Rodízio · 2
  seats · hot seat · turn 12" when several humans share the device) — it
  resumes it;
- two games: "Continue" over "2 unfinished games" — it opens
  `ContinueChoice`, which lists both (the latest first, focused; each with
  its game, seats and turn, and "Last played" or "Set aside when a new game
  began"); Back or Esc returns to the menu;
- a save that cannot be described (damaged, unreadable, another build's)
  is "An unfinished game": choosing it says what is wrong, as before.

Resuming goes through `resume.continue_game(app, store)`."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from game import kits
from game.client import autosave, layout_audit, theme
from game.client.scene import PULSE_EVERY, Scene
from game.client.screen_parts import draw_title
from game.client.widgets import Button, Menu
from game.storage import save_files
from game.client.records.resume import continue_game

if TYPE_CHECKING:
    from game.storage.saves import SaveStore, SaveSummary


def unfinished_games() -> list[SaveStore]:
    """The stores of the unfinished games, newest first ([] if the data
    folder cannot be read); the autosave still being written lands first.
    With no save file there (`save_files.any_there`) the saves module — the
    rules core, the kits' records — is not even imported."""
    autosave.flush()
    if not save_files.any_there():
        return []
    from game.storage.saves import unfinished
    try:
        return unfinished()
    except OSError:
        return []


def describe(app: Any, summary: SaveSummary | None) -> str:
    """"Rodízio · 3 seats · turn 12" ("… · hot seat · …" when several
    humans share the device) in the player's language now — asked at
    each drawing, so a language changed in Settings shows at once."""
    tr = app.text.tr
    if summary is None:
        return tr("continue.unknown")
    try:
        game = tr(kits.get(summary.game).client.name_key)
    except (ValueError, AttributeError):
        return tr("continue.unknown")
    key = "continue.detail_hot_seat" if getattr(summary, "humans", 1) > 1 else "continue.detail"
    return tr(key, game=game, seats=summary.seats, turn=summary.turn)


class DetailButton(Button):
    """A button with a second, smaller line under its label (`detail()`,
    evaluated at draw time like the label)."""

    def __init__(self, rect, on_confirm: Callable[[], Any], *, key: str | None = None,
                 label: Any = None, detail: Callable[[], str], size: int = 30,
                 detail_size: int = 18) -> None:
        super().__init__(rect, on_confirm, label, key=key, size=size)
        self.detail = detail
        self.detail_size = detail_size

    def draw(self, surface, app, focused):
        if focused:
            theme.focus_ring(surface, self.rect, app.tick)
        theme.panel(surface, self.rect, fill=theme.MUSTARD if focused else theme.CREAM,
                    border=theme.CHOCOLATE, radius=16, border_width=4, shadow=6)
        box = self.rect.inflate(-28, -8)
        label, detail = self.text(app), self.detail()
        top = pygame.Rect(box.x, box.y, box.w, box.h * 11 // 20)
        low = pygame.Rect(box.x, top.bottom, box.w, box.bottom - top.bottom)
        with layout_audit.owned_by(self):
            size = app.text.fit_box(label, app.text.reading_size(self.size), top, "bold")
            app.text.draw(surface, label, size, theme.INK, top.center, "center", role="bold", box=top)
            size = app.text.fit_box(detail, app.text.reading_size(self.detail_size), low, "bold")
            app.text.draw(surface, detail, size, theme.CHOCOLATE, low.center, "center", role="bold",
                          box=low)


def continue_entry(app: Any, rect: pygame.Rect, stores: list[SaveStore]) -> DetailButton:
    """The title's Continue button in `rect` for `stores` (`unfinished_games()`,
    at least one)."""
    if len(stores) == 1:
        summary = stores[0].summary()   # read once; worded at each drawing (the language may change)
        return DetailButton(rect, lambda: resume(app, stores[0]), key="menu.continue",
                            detail=lambda: describe(app, summary))
    return DetailButton(rect, lambda: app.push(ContinueChoice(app, stores)), key="menu.continue",
                        detail=lambda: app.text.tr("continue.several", count=len(stores)))


def resume(app: Any, store: SaveStore) -> None:
    continue_game(app, store)


class ContinueChoice(Scene):
    """Which unfinished game to continue: a panel over the menu."""

    opaque = False

    def redraw_every(self) -> int:
        """Nothing here moves by itself but the focus ring's pulse."""
        return PULSE_EVERY

    def __init__(self, app: Any, stores: list[SaveStore]) -> None:
        super().__init__(app)
        self.rect = pygame.Rect(0, 0, 760, 130 + 92 * len(stores) + 86)
        self.rect.center = (app.SIZE[0] // 2, app.SIZE[1] // 2)
        rows = []
        for i, store in enumerate(stores):
            summary = store.summary()
            note = "continue.set_aside" if store.is_previous() else "continue.latest"
            rows.append(DetailButton((self.rect.x + 40, self.rect.y + 110 + 92 * i, self.rect.w - 80, 78),
                                     (lambda s=store: self.choose(s)),
                                     label=(lambda m=summary: describe(app, m)),
                                     detail=(lambda k=note: app.text.tr(k)), size=28))
        back = Button((0, 0, 240, 56), app.pop, key="replay.back", size=28)
        back.rect.midbottom = (self.rect.centerx, self.rect.bottom - 24)
        top = self.rect.y + 110
        self.menu = Menu(rows + [back], area=pygame.Rect(self.rect.x + 40, top, self.rect.w - 80,
                                                          self.rect.bottom - 20 - top))

    def choose(self, store: SaveStore) -> None:
        self.app.pop()
        resume(self.app, store)

    def handle(self, intent) -> None:
        if intent.name in ("back", "menu"):
            self.app.pop()
        else:
            self.menu.handle(intent, self.app)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        theme.dim(surface)
        theme.panel(surface, self.rect, fill=theme.CREAM, border=theme.TOMATO, radius=26,
                    border_width=6, shadow=14)
        draw_title(surface, app, app.text.tr("continue.choose_title"),
                   (self.rect.centerx, self.rect.top + 56), size=44)
        self.menu.draw(surface, app)
