"""The position a command that acts for one seat (`decide`, `hint`) works
on, from one of three inputs:

* ``--state FILE``: a rule-book state (§9/§10 JSON). It carries no seat's
  memory beyond the state (Foodies' §8 cards seen put under the deck or
  in other hands), so the answer may differ from the table's, where the
  seat remembers: ``position`` then returns a note saying so;
* ``--record FILE --ply N``: a save, replay or trace (whatever `replay
  verify` accepts), replayed with the rules core to the state before its
  ``N``-th action — the seat's memory built as at the table;
* ``--observation FILE``: the seat's observation (what ``observe`` gives:
  its memory included), as an AI is shown it.

`position(game, seat, state=..., record=..., ply=..., observation=...)`
returns a `Position` or raises `StateFileError` with the one line the
command prints (exit 2): a missing, unreadable or corrupt file (the
storage's safe reader: regular files only, size and nesting limits), a
state the rules reject, a ply outside the record, a seat not in the game,
a finished game or a seat that is not to move — never a traceback.
`seat_to_move(game, path, seat)` is the ``--state`` form alone."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game import kits
from game.storage import limits
from game.storage.jsonio import CorruptFile, read_json


class StateFileError(Exception):
    """Why the input cannot be used, as one line."""


@dataclass
class Position:
    observation: dict        # what the seat sees, its memory included when the input had it
    state: Any = None        # the rules state (None for the observation form)
    note: str | None = None  # one line for stderr: the answer ignores the seat's memory


def seat_to_move(game: str, path: str, seat: int) -> tuple[Any, Any, dict]:
    """``(rules, state, observation)`` of a rule-book state file."""
    try:
        raw = read_json(path, kind=limits.STATE)
    except CorruptFile as e:
        raise StateFileError(f"cannot read {path}: {e}") from None
    rules = kits.rules_module(game)
    try:
        if not isinstance(raw, dict):
            raise ValueError("a state is a JSON object")
        state = rules.from_json(raw)
        obs = rules.observe(state, seat)  # also refuses a seat not in the game
    except ValueError as e:  # BadState is a ValueError
        raise StateFileError(f"{path}: {' '.join(str(e).split())}") from None
    except Exception as e:  # noqa: BLE001 — an untrusted file: one line, never a traceback
        raise StateFileError(f"{path}: not a valid {game} state ({type(e).__name__}: {e})") from None
    _to_move(rules, state, seat, path)
    return rules, state, obs


def _to_move(rules: Any, state: Any, seat: int, where: str) -> None:
    if rules.result(state) is not None:
        raise StateFileError(f"{where}: the game is over")
    if rules.actor(state) != seat:
        raise StateFileError(f"{where}: seat {seat} is not to move (to move: {rules.actor(state)})")


def forgets_memory(state: Any) -> bool:
    """Whether a state read from its JSON lacks a memory its game keeps
    beside the JSON (``State.seen``, Foodies' §8 record: None when read
    from a file, so every card counts as never seen)."""
    return hasattr(state, "seen") and state.seen is None


def position(game: str, seat: int, state: str | None = None, record: str | None = None,
             ply: int | None = None, observation: str | None = None) -> Position:
    """The seat's position from exactly one of the three inputs."""
    given = [x is not None for x in (state, record, observation)]
    if sum(given) != 1:
        raise StateFileError("give exactly one of --state FILE, --record FILE --ply N, --observation FILE")
    if (record is None) != (ply is None):
        raise StateFileError("--record FILE and --ply N go together")
    if state is not None:
        _, st, obs = seat_to_move(game, state, seat)
        note = None
        if forgets_memory(st):
            note = (f"note: {state} is a bare state: the answer ignores seat {seat}'s memory of the cards it "
                    "has seen; give --record FILE --ply N or --observation FILE to answer as the table does")
        return Position(obs, st, note)
    if record is not None:
        return _from_record(game, seat, record, ply)
    return _from_observation(game, seat, observation)


def _from_record(game: str, seat: int, path: str, ply: int) -> Position:
    from game.storage import replays
    from game.storage.saves import Mismatch
    try:
        rec = replays.load_for_export(path)
    except (CorruptFile, Mismatch) as e:
        raise StateFileError(f"cannot read {path}: {e}") from None
    except Exception as e:  # noqa: BLE001 — an untrusted file: one line, never a traceback
        raise StateFileError(f"cannot read {path}: {type(e).__name__}: {e}") from None
    if rec.game != game:
        raise StateFileError(f"{path} is a {rec.game} record, not {game}")
    if not 0 <= ply <= len(rec.actions):
        raise StateFileError(f"--ply must be within the record's {len(rec.actions)} actions (0..{len(rec.actions)})")
    rules = kits.rules_module(game)
    try:
        st = rules.from_json(rec.initial_state)
        for entry in rec.actions[:ply]:
            st, _ = rules.apply(st, entry["action"])
        obs = rules.observe(st, seat)
    except Exception as e:  # noqa: BLE001 — load_for_export replayed it; one line all the same
        raise StateFileError(f"{path}: does not replay to ply {ply} ({type(e).__name__}: {e})") from None
    _to_move(rules, st, seat, f"{path} at ply {ply}")
    return Position(obs, st)


def _from_observation(game: str, seat: int, path: str) -> Position:
    try:
        raw = read_json(path, kind=limits.STATE)
    except CorruptFile as e:
        raise StateFileError(f"cannot read {path}: {e}") from None
    if not isinstance(raw, dict) or raw.get("game") != game:
        raise StateFileError(f"{path}: not a {game} observation")
    if raw.get("seat") != seat:
        raise StateFileError(f"{path}: the observation is seat {raw.get('seat')}'s, not seat {seat}'s")
    if raw.get("to_move") != seat or not isinstance(raw.get("legal_actions"), list) or not raw["legal_actions"]:
        raise StateFileError(f"{path}: seat {seat} is not to move in this observation")
    return Position(raw)
