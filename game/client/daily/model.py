"""What the Today screen shows and does, apart from drawing.

- `Deal`: one game's deal of the day with the player's day (`Day` or None)
  and streaks, read from `game.storage.progress`;
- `play(app, deal)`: the day's one scored attempt (marked ``started``
  first), or — once played — the same deal again, never scored;
- `resume(app, deal)`: a started attempt left unfinished is resumed from
  its save; if no save of it is left, the attempt counts as abandoned and
  the deal is dealt again (unscored);
- `copy_share(app, deal)`: the day's result line on the clipboard."""
from __future__ import annotations

import datetime as _dt
import logging
from dataclasses import dataclass
from typing import Any

from game import kits
from game.kits.daily import DailySetup, daily_setup, today_utc
from game.storage.progress import ABANDONED, STARTED, Day, ProgressStore, Streaks, is_deal_of
from game.storage.saves import SaveStore, unfinished
from game.client.records.resume import continue_game

log = logging.getLogger(__name__)


@dataclass
class Deal:
    kit: Any
    setup: DailySetup
    day: Day | None
    streaks: Streaks

    @property
    def state(self) -> str:
        """``new`` (not played today), ``started``, ``won``, ``lost`` or ``abandoned``."""
        return "new" if self.day is None else self.day.outcome


def deals(date: _dt.date | None = None, store: ProgressStore | None = None) -> tuple[list[Deal], Any]:
    """Each windowed game's deal of ``date`` (today, UTC) and the progress read."""
    date = date or today_utc()
    store = store or ProgressStore()
    progress = store.load()
    out = []
    for kit in kits.windowed():
        out.append(Deal(kit, daily_setup(kit, date), progress.of(kit.name).daily.get(date.isoformat()),
                        progress.streaks(kit.name, date)))
    return out, progress


def setup_text(app: Any, deal: Deal) -> str:
    """"4 seats · vs normal, hard, easy · spicy" in the player's language."""
    tr, game = app.text.tr, deal.kit.name
    levels = ", ".join(tr(f"{game}.level.{lv}") for lv in deal.setup.levels)
    variant = [tr(f"{game}.option.{k}") for k, on in sorted(deal.setup.options.items()) if on]
    return tr("today.setup", seats=deal.setup.seats, levels=levels) + \
        "".join(tr("today.and_variant", variant=v) for v in variant)


def status_text(app: Any, deal: Deal) -> str:
    tr, day = app.text.tr, deal.day
    if day is None or day.outcome in (STARTED, ABANDONED):
        return tr(f"today.status.{deal.state}")
    return tr(f"today.status.{day.outcome}", place=day.place, seats=deal.setup.seats, points=day.points)


def streak_text(app: Any, deal: Deal) -> str:
    s = deal.streaks
    return app.text.tr("today.streak", played=s.played, won=s.won, best=s.best_won)


def _config(deal: Deal) -> Any:
    session = deal.kit.part("session")
    return session.make_config(list(deal.setup.players), deal.setup.seed, first_seat=deal.setup.first,
                               **deal.setup.options)


def play(app: Any, deal: Deal, store: ProgressStore | None = None) -> bool:
    """Open the deal's table; True if this game is the day's scored attempt."""
    store = store or ProgressStore()
    try:
        scored = store.start_daily(deal.kit.name, deal.setup.date)
    except OSError as e:
        log.warning("daily attempt not marked: %s", e)
        app.toast(app.text.tr("stats.write_failed", reason=e.strerror or str(e)), seconds=6)
        scored = False
    app.push(deal.kit.part("table_scene")(app, _config(deal)))
    if not scored:
        app.toast(app.text.tr("today.unscored"), seconds=5)
    return scored


def saved_attempt(deal: Deal) -> SaveStore | None:
    """The unfinished save of the deal's started attempt, or None."""
    try:
        stores = unfinished()
    except OSError:
        return None
    for store in stores:
        rec, _ = store.load()
        if rec is None or rec.game != deal.kit.name or rec.result is not None:
            continue
        if is_deal_of(deal.setup, rec):
            return store
    return None


def resume(app: Any, deal: Deal, store: ProgressStore | None = None) -> None:
    """Resume the started attempt from its save; with none left, it counts
    as abandoned and the deal is dealt again, unscored."""
    saved = saved_attempt(deal)
    if saved is not None:
        continue_game(app, saved)
        return
    store = store or ProgressStore()
    try:
        store.finish_daily(deal.kit.name, deal.setup.date, outcome=ABANDONED)
    except OSError as e:
        log.warning("abandoned daily not saved: %s", e)
    play(app, deal, store)


def copy_share(app: Any, deal: Deal) -> bool:
    """Put the day's result line on the clipboard; a toast says whether it worked."""
    text = deal.day.share if deal.day is not None else None
    if not text:
        return False
    try:
        import pygame.scrap
        pygame.scrap.put_text(text)
    except Exception as e:  # noqa: BLE001 — no clipboard on this desktop: say so, lose nothing
        log.warning("clipboard: %s", e)
        app.toast(app.text.tr("today.copy_failed"), seconds=5)
        return False
    app.toast(app.text.tr("today.copied"), seconds=4)
    return True


def date_text(app: Any, date: _dt.date, form: str = "full") -> str:
    """The date in the player's language ("Thursday, December 3, 2026";
    ``form`` "medium": "Dec 3, 2026")."""
    from babel.dates import format_date
    lang = getattr(app.text, "language", "en")
    try:
        return format_date(date, form, locale=lang)
    except Exception:  # noqa: BLE001 — a locale Babel lacks
        return date.isoformat()


def day_of(iso: str) -> _dt.date | None:
    """The calendar day of a stored ``YYYY-MM-DD...`` date (None if it is not one)."""
    try:
        return _dt.date.fromisoformat(iso[:10])
    except ValueError:
        return None
