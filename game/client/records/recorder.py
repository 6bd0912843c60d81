"""The recorder: the table's `flow.on_play` hook keeps the game's record,
autosaves it after every applied action (in a live window off its thread:
game/client/autosave.py) and, when the game ends, files it
in one recoverable step (`game.storage.ending.finish`: the finished game
written in the autosave's place, kept as a replay, counted in the player's
statistics — game/client/records/recording.py — and the autosave removed; a
kill anywhere in between is finished at the next start, never kept or
counted twice). Also the unfinished game a new one drops counts, as
abandoned.

`attach_recorder(scene, game, record=None)` is all a table scene calls;
a resumed game passes the record it continues. Write errors (disk full,
read-only home) become a toast: the game goes on."""
from __future__ import annotations

import copy
import logging
from typing import Any

from game import kits
from game.client import autosave
from game.client.records.recording import count_finished, set_aside
from game.storage.saves import Record, SaveStore

log = logging.getLogger(__name__)


def seat_entries(app: Any, game: str, config: Any) -> list[dict[str, Any]]:
    """Per seat: who plays it and a display name (English-independent data)."""
    out = []
    humans = [i for i, s in enumerate(config.seats) if s == "human"]
    for i, lv in enumerate(config.seats):
        if lv == "human":
            name = "You" if len(humans) == 1 else f"Player {i + 1}"
        else:
            name = f"CPU {i + 1}"
        out.append({"player": lv, "name": name})
    return out


def options_of(game: str, config: Any) -> dict[str, Any]:
    """What the record keeps of the setup besides seats and seed (the kit's session)."""
    from game.kits import get
    return get(game).part("session").record_options(config)


class Recorder:
    def __init__(self, app: Any, game: str, flow: Any, record: Record, *, fresh: bool = False) -> None:
        self.app = app
        self.game = game
        self.flow = flow
        self.record = record
        self.rules = kits.rules_module(game)
        self.store = SaveStore()
        self.finished = False
        #: What the statistics counted at the end (`game.storage.stats.Recorded`), or None.
        self.recorded = None
        self._said: str | None = None   # the last write error shown
        # A new game's first autosave would replace an unfinished one: keep that aside first.
        self.fresh = fresh
        flow.on_play = self.on_play

    def on_play(self, actor: Any, action: dict, new_state: Any) -> None:
        self.record.append(actor, action, self.rules.to_json(new_state))
        res = self.rules.result(new_state)
        live = getattr(self.app, "autosave_off_thread", None)   # the App may say (bench: as live)
        if live is None:
            live = getattr(self.app, "frames", 0) is None   # a live window: the autosave off its thread
        try:
            error = autosave.writer.take_error()
            if error is not None:
                raise error
            if self.fresh:
                self.fresh = False
                autosave.flush()
                set_aside(self.app, self.store)   # keep_previous; a game it drops counts as abandoned
            if res is None:
                if live:
                    snap = copy.copy(self.record)    # this move's record: later moves append to a new list
                    snap.actions = list(self.record.actions)
                    autosave.writer.submit(self.store.path, lambda: self.store.write(snap))
                else:
                    self.store.write(self.record)
            elif not self.finished:
                autosave.flush()
                self.finished = True
                from game.storage import ending
                self.record.result = res

                def count(rec: Record, kept: Any) -> Any:   # once, with its replay (or none)
                    self.recorded = count_finished(self.app, rec, kept)
                    return self.recorded
                ending.finish(self.record, count, saves=self.store)   # one recoverable step
        except OSError as e:
            log.warning("could not save the game: %s", e)
            toast = getattr(self.app, "toast", None)
            if toast is not None and str(e) != self._said:   # once per cause, not every move
                self._said = str(e)
                toast(self.app.text.tr("saves.write_failed", reason=str(e)))


def attach_recorder(scene: Any, game: str, record: Record | None = None) -> Recorder:
    flow = scene.flow
    fresh = record is None
    if record is None:
        config = scene.config
        record = Record(game=game, seats=seat_entries(scene.app, game, config), seed=flow.seed,
                        initial_state=kits.rules_module(game).to_json(flow.state),
                        options=options_of(game, config))
    return Recorder(scene.app, game, flow, record, fresh=fresh)
