"""Continue (restore the autosaved table) and Undo (truncate the record and
restore the table at that point).

A restored table is the game's own `TableScene` started from the record's
`state` (reached by replaying its actions, `rewind.Positions`), with `flow.ply` = the number of actions (AI decisions are seeded
by game seed + ply, so they stay reproducible) and the table's message log
rebuilt from the recorded actions' events."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import kits
from game.client import theme
from game.client import autosave
from game.client.dialog import MessageScene

if TYPE_CHECKING:
    from game.storage.saves import Record, SaveStore

# game.storage.saves (it imports the rules core to verify a record) is
# imported where a save is read or written: the main menu imports this
# module and its first frame needs none of it.


def config_of(record: Record) -> Any:
    """The setup the record's game was played with (its kit's session)."""
    return kits.get(record.game).part("session").config_from_record(record)


def table_class(game: str) -> Any:
    return kits.get(game).part("table_scene")


def restore_scene(app: Any, record: Record) -> Any:
    """The game's table at `record.state`, recording into `record`."""
    from game.client.records.recorder import Recorder
    from game.client.records.rewind import Positions
    # Replayed, not read back with from_json: Foodies' §8 memory lives beside
    # the JSON state and only a replay through `apply` rebuilds it.
    positions = Positions(record)
    end = positions.total
    scene = table_class(record.game)(app, config_of(record), state=positions.state(end))
    scene.flow.ply = end
    scene.flow.log = positions.log(end)
    scene.recorder = Recorder(app, record.game, scene.flow, record)
    return scene


def continue_game(app: Any, store: SaveStore | None = None) -> None:
    """Main menu → Continue: the saved table (`store`: the autosave by
    default, or the previous game's — which then changes places with the
    autosave, so the game left is kept as the previous one), or a message if
    the save is unusable. A save that verifies but still cannot be set on the
    table is moved aside too (named in the message), so Continue never fails
    twice; one that may not be opened is left where it is, and said so."""
    import logging
    from game.storage.saves import SaveStore
    autosave.flush()
    store = store if store is not None else SaveStore()
    rec, message = store.load()
    if rec is not None and store.is_previous():
        try:
            store = SaveStore(store.path.with_name(SaveStore.FILENAME))
            store.resume_previous()
        except OSError as e:
            logging.getLogger(__name__).warning("previous game not resumed: %s", e)
            app.push(MessageScene(app, "saves.corrupt_title", "saves.swap_failed",
                                  reason=e.strerror or str(e)))
            return
    if rec is not None:
        try:
            scene = restore_scene(app, rec)
        except Exception as e:  # noqa: BLE001 — whatever it is, the file is the cause
            from game.storage.jsonio import quarantine_message
            logging.getLogger(__name__).exception("autosave could not be restored")
            rec, message = None, quarantine_message(store.path, f"{type(e).__name__}: {e}")
        else:
            app.push(scene)
            return
    kept = getattr(message, "kept", None)
    if getattr(message, "unreadable", False):   # a permission problem, not damage: left as it is
        logging.getLogger(__name__).warning("autosave: %s", message)
        app.push(MessageScene(app, "saves.unreadable_title", "saves.unreadable_body", file=message.file))
        return
    if getattr(message, "rules", False):   # sound, but from other rules: not "damaged"
        logging.getLogger(__name__).warning("autosave: %s", message)
        app.push(MessageScene(app, "saves.rules_title", "saves.rules_body",
                              kept=kept or getattr(message, "file", "")))
        return
    if kept:   # say it in the player's language; the English reason goes to the log
        logging.getLogger(__name__).warning("autosave: %s", message)
        app.push(MessageScene(app, "saves.corrupt_title", "saves.kept_body", kept=kept, reason=message))
        return
    app.push(MessageScene(app, "saves.corrupt_title", "saves.corrupt_body",
                          reason=message or app.text.tr("saves.missing")))


# -- undo ------------------------------------------------------------------------------
def _humans(scene: Any) -> list[int]:
    return [i for i, s in enumerate(scene.config.seats) if s == "human"]


def _holder(scene: Any) -> int | None:
    """Hot seat: the human holding the device (whose moves Undo may take
    back); None with a single human."""
    flow = scene.flow
    return flow.viewer if getattr(flow, "hot_seat", False) else None


def can_offer_undo(scene: Any) -> bool:
    """Show the Undo button: the human is to act and has played before
    (in hot seat: the human holding the device)."""
    rec = getattr(scene, "recorder", None)
    if rec is None or scene.flow.phase != "human":
        return False
    holder = _holder(scene)
    mine = _humans(scene) if holder is None else [holder]
    return any(a["actor"] in mine for a in rec.record.actions)


def undo(scene: Any) -> bool:
    """Undo the human's last move if fair; else say why (toast). True if done."""
    from game.client.records.undo import undo_point
    app = scene.app
    rec = getattr(scene, "recorder", None)
    if rec is None or scene.flow.phase not in ("human", "ai", "auto", "animating") \
            or rec.finished:
        return False
    n, why = undo_point(rec.record, _humans(scene), _holder(scene))
    if n is None:
        scene.flow.show_toast((why, {}), error=True)
        scene.flow.sound("error")
        return False
    rec.record.truncate(n)
    autosave.flush()
    from game.storage.saves import SaveStore
    try:
        SaveStore().write(rec.record)
    except OSError:
        pass
    new = restore_scene(app, rec.record)
    app.replace(new)
    app.audio.play("click")
    # Said in the table's own message place (the prompt's), never over the hand.
    new.flow.show_toast(("undo.done", {}))
    return True


def undo_button_rect(scene: Any) -> pygame.Rect:
    return kits.get(scene.recorder.game).part("session").undo_button_rect(scene)


def handle_undo_intent(scene: Any, intent: Any) -> bool:
    """U / controller X / the HUD Undo button (True if it took the intent)."""
    if intent.name == "undo":
        undo(scene)
        return True
    if intent.name not in ("point", "click") or intent.pos is None or not can_offer_undo(scene):
        return False
    if not undo_button_rect(scene).collidepoint(intent.pos):
        return False
    if intent.name == "click":
        undo(scene)
    return True


def draw_undo_button(surface: pygame.Surface, scene: Any) -> None:
    if not can_offer_undo(scene) or not getattr(scene.renderer, "show_buttons", True):
        return
    r = undo_button_rect(scene)
    pygame.draw.rect(surface, theme.SHADOW, r.move(0, 4), border_radius=r.h // 2)
    pygame.draw.rect(surface, theme.CREAM, r, border_radius=r.h // 2)
    pygame.draw.rect(surface, theme.CHOCOLATE, r, 3, border_radius=r.h // 2)
    app = scene.app
    label = f"{app.text.tr('undo.button')} ({app.input.prompt('undo')})"
    box = r.inflate(-r.h // 2, 0)  # clear of the rounded ends; a long label shrinks ("Desfazer (U)")
    size = app.text.fit_size(label, 16 if r.h < 34 else 18, box.width, "bold", least=11)
    app.text.draw(surface, label, size, theme.CHOCOLATE, r.center, "center", role="bold", box=box)
