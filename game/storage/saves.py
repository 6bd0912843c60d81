"""Game records: the autosave of the game in progress (and, via
`game.storage.replays`, finished games kept as replays).

A record is versioned JSON::

    {"format": "rodizio-foodies/save", "version": 1, "game": "rodizio",
     "created": "2026-11-29T22:50:00Z",
     "seats": [{"player": "human" | AI level, "name": "You"}, ...],
     "seed": 7, "options": {"spicy": false, "first_seat": 0},
     "initial_state": RULE-BOOK STATE, "actions": [{"actor": 0, "action": {...}}, ...],
     "state": RULE-BOOK STATE}

Contract:
- Nothing in a record is trusted: `check_record` re-applies every action
  from `initial_state` through the rules core (each actor must be the one
  to move, each action legal) and requires the result to equal `state`.
- `SaveStore.load()` returns `(record, None)`, `(None, None)` when there is
  no autosave, or `(None, message)` after moving an unusable file aside as
  `autosave.json.corrupt-<n>` (jsonio) — nothing else is touched.
- Older versions pass through `UPGRADERS` (version n -> n+1) in `upgrade`;
  a newer version is refused (never half-read).
- Writes are atomic (`jsonio.write_json_atomic`).

This module imports the rules core (to verify records) but never pygame."""
from __future__ import annotations

import copy
import os
import datetime as _dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game import kits
from game.rules.errors import BadState, IllegalAction
from game.storage import paths, save_files
from game.storage.jsonio import (CorruptFile, OtherRules, read_json, read_json_or_quarantine,
                                 upgrade_versions, write_json_atomic)
from game.storage.upgrade import record_v1_to_v2
from game.storage.validate import check_fields

SAVE_FORMAT = "rodizio-foodies/save"
REPLAY_FORMAT = "rodizio-foodies/replay"
FORMATS = (SAVE_FORMAT, REPLAY_FORMAT)
VERSION = 2  # 2: Rodízio states carry "first", Foodies pending discards "turn"

#: version n -> function turning a version-n record into a version-(n+1) one
#: (tests register a fake v0). v1 -> v2: `upgrade.record_v1_to_v2`.
UPGRADERS: dict[int, Callable[[dict], dict]] = {1: record_v1_to_v2}


class NewerVersion(CorruptFile):
    """A record written by a newer version of the program (a higher format
    version): not damage. Listing and rotating replays leave it alone."""


class Mismatch(CorruptFile):
    """The record does not replay: `index` is the 0-based action (None: the
    record as a whole); `str()` says what differs."""

    def __init__(self, message: str, index: int | None = None) -> None:
        super().__init__(message)
        self.index = index


def now_iso() -> str:
    return _dt.datetime.now(_dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


@dataclass
class Record:
    """One game from its first state to `state` (plain rule-book JSON)."""

    game: str
    seats: list[dict[str, Any]]
    seed: int
    initial_state: dict[str, Any]
    actions: list[dict[str, Any]] = field(default_factory=list)
    state: dict[str, Any] | None = None
    options: dict[str, Any] = field(default_factory=dict)
    created: str = field(default_factory=now_iso)
    result: dict[str, Any] | None = None
    #: the rules it was played under (`GameKit.rules_stamp`); None: this program's
    rules: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = copy.deepcopy(self.initial_state)
        if self.rules is None:
            self.rules = _stamp(self.game)

    @property
    def levels(self) -> list[str]:
        """Per seat: "human" or the AI level."""
        return [s["player"] for s in self.seats]

    def to_json(self, fmt: str = SAVE_FORMAT) -> dict[str, Any]:
        d = {"format": fmt, "version": VERSION, "game": self.game, "created": self.created,
             "seats": self.seats, "seed": self.seed, "options": self.options,
             "initial_state": self.initial_state, "actions": self.actions, "state": self.state}
        if self.result is not None:
            d["result"] = self.result
        if self.rules is not None:
            d["rules"] = self.rules
        return d

    def append(self, actor: Any, action: dict[str, Any], state: dict[str, Any]) -> None:
        self.actions.append({"actor": actor, "action": copy.deepcopy(action)})
        self.state = state

    def truncate(self, n_actions: int) -> None:
        """Forget every action from index `n_actions` on (undo): `state`
        becomes the state after the first `n_actions` actions."""
        self.actions = self.actions[:n_actions]
        self.state = replay_states(self.game, self.initial_state, self.actions)[-1]
        self.result = None


def upgrade(data: Any, upgraders: dict[int, Callable[[dict], dict]] | None = None) -> dict:
    """Bring a record of any known version to `VERSION`; CorruptFile otherwise."""
    ups = UPGRADERS if upgraders is None else upgraders
    if not isinstance(data, dict):
        raise CorruptFile("not a JSON object")
    if data.get("format") not in FORMATS:
        raise CorruptFile("not a Rodízio & Foodies save or replay")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise CorruptFile("missing or bad 'version'")
    if version > VERSION:
        raise NewerVersion(f"written by a newer version of the game (format {version})")
    return upgrade_versions(data, version, VERSION, ups)


def replay_states(game: str, initial: dict, actions: list[dict]) -> list[dict]:
    """Every state from `initial` through each action (rule-book JSON);
    Mismatch names the first action that is not the mover's or not legal."""
    rules = kits.rules_module(game)
    try:
        state = rules.from_json(initial)
    except Exception as e:  # noqa: BLE001 — untrusted file: any failure is "invalid"
        raise Mismatch(f"the first state is not a valid {game} state ({_why(e)})") from None
    out = [rules.to_json(state)]
    for i, entry in enumerate(actions):
        if not isinstance(entry, dict) or not isinstance(entry.get("action"), dict):
            raise Mismatch(f"action {i + 1} is not an {{actor, action}} object", i)
        mover = rules.actor(state)
        if entry.get("actor") != mover:
            raise Mismatch(f"action {i + 1} is by {entry.get('actor')!r} but {mover!r} is to move", i)
        try:
            state, _ = rules.apply(state, entry["action"])
        except Exception as e:  # noqa: BLE001 — IllegalAction, or a malformed action
            raise Mismatch(f"action {i + 1} ({_short(entry['action'])}) is illegal: {_why(e)}", i) from None
        out.append(rules.to_json(state))
    return out


def record_from_json(data: Any) -> Record:
    """Upgrade, validate every field (`validate.check_fields`; a replay must
    have a result) and re-play a record dict (CorruptFile / Mismatch)."""
    data = upgrade(data)
    check_rules(data)
    check_fields(data, need_result=data.get("format") == REPLAY_FORMAT)
    rec = Record(game=data["game"], seats=data["seats"], seed=data["seed"],
                 initial_state=data["initial_state"], actions=data["actions"], state=data["state"],
                 options=dict(data.get("options", {})), created=data.get("created", ""),
                 result=data.get("result"), rules=data.get("rules"))
    check_record(rec)
    return rec


def _stamp(game: Any) -> dict[str, Any] | None:
    from game import kits
    try:
        return kits.get(game).rules_stamp()
    except (ValueError, OSError):
        return None  # an unknown game: validation says so


def check_rules(data: dict) -> None:
    """`OtherRules` (a clear sentence, not "corrupt") if the record says it
    was played under other rules than this program's: another rules
    version or other content (deck, recipes). A record without ``rules``
    (written before records kept them) is checked by replaying it."""
    rules = data.get("rules")
    if rules is None:
        return
    from game import kits
    try:
        kit = kits.get(data.get("game"))
    except ValueError:
        return  # check_fields names the unknown game
    here = kit.rules_stamp()
    if not isinstance(rules, dict) or rules.get("version") != here["version"]:
        got = rules.get("version") if isinstance(rules, dict) else rules
        raise OtherRules(f"this {kit.title} game was played under rules version {got!r}; this "
                         f"program plays version {here['version']}, so it cannot be replayed here")
    if rules.get("content") != here["content"]:
        raise OtherRules(f"this {kit.title} game was played with other game content (cards or "
                         f"recipes {rules.get('content')!r}, here {here['content']}), so it cannot "
                         "be replayed here")


def _why(e: BaseException) -> str:
    """An exception as a short clause (the rules' own errors are sentences)."""
    text = str(e) if isinstance(e, (BadState, IllegalAction)) else f"{type(e).__name__}: {e}"
    return _short(text)


def _short(obj: Any, limit: int = 160) -> str:
    text = str(obj)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def check_record(rec: Record) -> None:
    """CorruptFile unless `initial_state` is the game the seed, seat count
    and `options` deal (so a flipped option is caught); Mismatch unless the
    actions lead from it to `state` and a recorded `result` is the game's
    (every field it has, and at least the rule book's final fields)."""
    rules = kits.rules_module(rec.game)
    try:
        dealt = rules.to_json(rules.new_game(rec.seed, len(rec.seats), **rec.options))
    except Exception as e:  # noqa: BLE001 — options or seats the game refuses
        raise CorruptFile(f"bad 'options' (the seats and options do not make a {rec.game} game: "
                          f"{_why(e)})") from None
    if dealt != rec.initial_state:  # an invalid record, not a replay mismatch
        raise CorruptFile("bad 'options' or 'seed' (the first state is not the game they deal)")
    states = replay_states(rec.game, rec.initial_state, rec.actions)
    if states[-1] != rec.state:
        raise Mismatch(f"replaying the {len(rec.actions)} actions does not reach the saved state",
                       None)
    if rec.result is not None:
        from game.storage.replays import final_fields
        got = rules.result(rules.from_json(states[-1]))
        if got is None:
            raise Mismatch("a result is recorded but the game is not over")
        need = set(final_fields(rec.game, got)) | {"winners"}
        if not need <= set(rec.result) or any(got.get(k) != v for k, v in rec.result.items()):
            raise Mismatch(f"the recorded result is not the game's result ({_short(got)})")


@dataclass(frozen=True)
class SaveSummary:
    """What the Continue entry says about an unfinished game: its game,
    seat count, the turn it is at (1 = the first turn) and how many seats
    are human (more than one: a hot-seat game)."""

    game: str
    seats: int
    turn: int
    path: Path
    humans: int = 1


def turn_number(actions: list[dict], to_move: Any) -> int:
    """The turn a game is at: one turn per run of actions by the same actor
    (the Glutton's included; a seat's second decision in its turn — Rodízio's
    free choice — is the same turn, as for Undo), plus one for the turn
    starting now unless `to_move` is still finishing the last one."""
    turns, last = 0, object()
    for entry in actions:
        actor = entry.get("actor") if isinstance(entry, dict) else None
        if actor != last:
            turns, last = turns + 1, actor
    return max(1, turns if actions and to_move == last else turns + 1)


class SaveStore:
    """An unfinished game's save: the autosave (`<data>/saves/autosave.json`)
    by default, or the game it replaced (`previous.json`, see
    `keep_previous`).

    `message` holds a one-time note about a file moved aside (or None)."""

    FILENAME = save_files.AUTOSAVE
    #: An unfinished game set aside when a new one started (one slot).
    PREVIOUS = save_files.PREVIOUS
    #: The autosave's name while it changes places with the previous game.
    _SWAP = save_files.SWAP

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else paths.data_root() / save_files.FOLDER / self.FILENAME
        self.message: str | None = None

    def exists(self) -> bool:
        return self.path.exists()

    def previous(self) -> "SaveStore":
        """The store of the game this one's new games set aside."""
        return SaveStore(self.path.with_name(self.PREVIOUS))

    def is_previous(self) -> bool:
        return self.path.name == self.PREVIOUS

    def load(self) -> tuple[Record | None, str | None]:
        """The verified record, `(None, None)` if absent, or `(None, message)`:
        a damaged file moved aside, or one that may not be opened (left)."""
        rec, self.message = read_json_or_quarantine(self.path, record_from_json)
        return rec, self.message

    def summary(self) -> SaveSummary | None:
        """The Continue entry's description of this save, or None when it
        is absent or cannot be described (nothing is moved: choosing it
        says what is wrong). Reads the fields only, without re-playing."""
        try:
            data = upgrade(read_json(self.path))
            check_fields(data)
            rules = kits.rules_module(data["game"])
            to_move = rules.actor(rules.from_json(data["state"]))
        except Exception:  # noqa: BLE001 — any untrusted file: just not described
            return None
        humans = sum(1 for seat in data["seats"] if isinstance(seat, dict) and seat.get("player") == "human")
        return SaveSummary(data["game"], len(data["seats"]), turn_number(data["actions"], to_move),
                           self.path, humans)

    def write(self, rec: Record) -> None:
        """Persist atomically; OSError propagates (the client shows a toast)."""
        write_json_atomic(self.path, rec.to_json(SAVE_FORMAT))

    def keep_previous(self) -> Path | None:
        """The one place where a new game replaces an unfinished one: before
        the new game's first autosave, the unfinished game's save (if any)
        becomes `previous.json` (one slot: the game kept there before is
        dropped), so starting anew never destroys the game in progress.
        A `previous.json` this program may not read (`jsonio.
        check_replaceable`) is not dropped: the save goes aside as
        `autosave.json.previous-<n>` instead, as when something that is
        not a file has the name.
        Returns where it went, or None when there was none."""
        if not self.path.exists():
            return None
        target = self.path.with_name(self.PREVIOUS)
        from game.storage.jsonio import check_replaceable, quarantine
        try:
            check_replaceable(target)   # a previous game this program may not read stays
            os.replace(self.path, target)
        except OSError:  # that, or something not a file by that name: keep the save anyway
            return quarantine(self.path, "previous")
        return target

    def resume_previous(self) -> None:
        """The previous game becomes the game in progress and the autosave
        (if any) the previous one: the two files change places, in three
        renames; a kill between them is undone or finished by `recover()`.
        OSError propagates (the files are then as they were)."""
        prev, swap = self.path.with_name(self.PREVIOUS), self.path.with_name(self._SWAP)
        had = os.path.lexists(self.path)
        if had:
            os.replace(self.path, swap)
        try:
            os.replace(prev, self.path)
        except OSError:
            if had:
                os.replace(swap, self.path)
            raise
        if had:
            os.replace(swap, prev)

    def recover(self) -> None:
        """Finish or undo a `resume_previous` a kill interrupted, so no
        game is left under the swap name. Never raises OSError."""
        swap = self.path.with_name(self._SWAP)
        try:
            if not os.path.lexists(swap):
                return
            if not os.path.lexists(self.path):        # killed after the first rename
                os.replace(swap, self.path)
            elif not os.path.lexists(self.path.with_name(self.PREVIOUS)):   # after the second
                os.replace(swap, self.path.with_name(self.PREVIOUS))
        except OSError:
            pass

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass


def unfinished() -> list[SaveStore]:
    """The unfinished games' stores, newest first: the autosave, then the
    game a new one set aside (`previous.json`) — those whose file is there
    (whatever is in it: loading says what is wrong), but for a finished
    game waiting to be filed (the intent of a game's end a kill
    interrupted, which the next start files: `game.storage.ending`)."""
    store = SaveStore()
    store.recover()
    return [s for s in (store, store.previous()) if os.path.lexists(s.path) and not _finished(s.path)]


def _finished(path: Path) -> bool:
    """The save holds a game with its result (read, not verified)."""
    try:
        data = read_json(path)
    except CorruptFile:
        return False
    return isinstance(data, dict) and data.get("result") is not None
