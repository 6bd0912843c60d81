"""Loading and checking a tutorial file (pure: no pygame).

A tutorial is ``assets/tutorials/<game>.json``::

    {"game": "rodizio", "steps": [STEP, ...]}

STEP fields (only ``key`` and ``position`` are required):

- ``key``: translation-key prefix; ``<key>.title`` and ``<key>.text`` are
  shown when the step opens, ``<key>.after`` (if ``after`` is true) once
  its move has been made and animated, ``<key>.wrong`` (if ``wrong`` is
  true) when the player tries another legal move.
- ``position``: a rules state in the rule book's JSON, with cards written
  as their ids (expanded by the kit's ``tutorial_expand``), or ``"continue"``:
  the state the previous step ended in.
- ``do``: the action (rule book JSON) the player must make; other moves
  are refused with a hint. ``auto``: an action the tutorial plays itself
  when the step opens (``"automatic"``: the rules core's
  ``automatic_action``, e.g. Rodízio's Glutton). At most one.
- ``point``: what the narration talks about (arrows), in the names the
  game's lesson scene knows (Rodízio: ``"plate:1"``, ``"card:14"``,
  ``"hand:0"``, ``"glutton"``) (``"ring:"`` before a target: a ring without an arrow; ``"@below"`` etc. after it: where the arrow sits); ``after_point`` the same
  for the ``after`` text. ``show``: extra drawings (``"clockwise"``,
  ``"sow_order"``). ``speed``: animation-speed factor for this step.

``load(game)`` reads the file, builds every position with the game's
``from_json`` and plays every ``do``/``auto`` through the rules core, so a
tutorial whose positions or moves are wrong fails at load time with
``TutorialError`` naming the file, the step and the field — never later,
in the middle of a lesson."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.content_root import CONTENT_ROOT
from game.rules.errors import BadState, IllegalAction

# ROOT: the content root's parent (the checkout root when running from one)
ROOT = CONTENT_ROOT.parent
TUTORIAL_DIR = CONTENT_ROOT / "tutorials"
STEP_KEYS = {"key", "position", "do", "auto", "point", "after_point", "show", "after", "wrong",
             "speed", "focus"}


class TutorialError(Exception):
    """A tutorial file that cannot be used; the message says where and why."""


@dataclass
class Step:
    index: int
    key: str
    position: Any                       # the JSON as written (dict or "continue")
    do: dict | None = None
    auto: Any = None
    point: list[str] = field(default_factory=list)
    after_point: list[str] = field(default_factory=list)
    show: list[str] = field(default_factory=list)
    after: bool = False
    wrong: bool = False
    speed: float = 1.0
    focus: int | None = None
    start: Any = None                   # the rules state when the step opens
    end: Any = None                     # ... and once its move is made
    events: list = field(default_factory=list)

    @property
    def continues(self) -> bool:
        return self.position == "continue"


@dataclass
class Tutorial:
    game: str
    steps: list[Step]
    path: Path


def rules_for(game: str):
    from game import kits
    return kits.rules_module(game)


def _is_id(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def games() -> tuple[str, ...]:
    """The games that have a tutorial (their kit names one)."""
    from game.kits import windowed
    return tuple(k.name for k in windowed())


def expander(game: str):
    """The game's compact-position expander (its kit's ``tutorial_expand``)."""
    from game.kits import get
    return get(game).part("tutorial_expand")


def default_path(game: str) -> Path:
    from game.kits import get
    return TUTORIAL_DIR / get(game).client.tutorial


def load(game: str, path: Path | str | None = None) -> Tutorial:
    """Read and check a tutorial; ``TutorialError`` with a clear message if
    the file is missing, not JSON, or any step is wrong."""
    if game not in games():
        raise TutorialError(f"no tutorial for {game!r} (choose {' or '.join(games())})")
    path = Path(path) if path is not None else default_path(game)
    where = path.name
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TutorialError(f"{where}: the tutorial file is missing") from None
    except (OSError, UnicodeDecodeError) as e:
        raise TutorialError(f"{where}: cannot read it ({e})") from None
    except json.JSONDecodeError as e:
        raise TutorialError(f"{where}: not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    except (ValueError, RecursionError):  # a number with too many digits; absurd nesting
        raise TutorialError(f"{where}: not usable JSON (a huge number or too deeply nested)") from None
    return build(game, raw, path)


def build(game: str, raw: Any, path: Path | str = "tutorial.json") -> Tutorial:
    path = Path(path)
    where = path.name
    if not isinstance(raw, dict) or not isinstance(raw.get("steps"), list) or not raw["steps"]:
        raise TutorialError(f"{where}: expected an object with a non-empty \"steps\" list")
    if raw.get("game", game) != game:
        raise TutorialError(f"{where}: this is a {raw.get('game')!r} tutorial, not {game!r}")
    rules = rules_for(game)
    steps: list[Step] = []
    prev_end = None
    for i, d in enumerate(raw["steps"]):
        label = f"{where}: step {i + 1}"
        step = _parse_step(i, d, label)
        label = f"{where}: step {i + 1} ({step.key})"
        if step.continues:
            if prev_end is None:
                raise TutorialError(f"{label}: position: \"continue\" needs a step before it")
            state = prev_end
        else:
            if not isinstance(step.position, dict):
                raise TutorialError(f"{label}: position: expected a state object or \"continue\"")
            try:
                state = rules.from_json(expander(game)(step.position))
            except BadState as e:
                raise TutorialError(f"{label}: position: {e}") from None
            except (TypeError, KeyError, ValueError, AttributeError) as e:
                raise TutorialError(f"{label}: position: unusable ({e})") from None
        step.start = state
        step.end, step.events = _play(rules, state, step, label)
        prev_end = step.end
        steps.append(step)
    return Tutorial(game, steps, path)


def _parse_step(i: int, d: Any, label: str) -> Step:
    if not isinstance(d, dict):
        raise TutorialError(f"{label}: expected an object")
    extra = sorted(set(d) - STEP_KEYS)
    if extra:
        raise TutorialError(f"{label}: unknown field(s) {', '.join(extra)}")
    key = d.get("key")
    if not isinstance(key, str) or not key:
        raise TutorialError(f"{label}: key: expected a translation-key prefix")
    if "position" not in d:
        raise TutorialError(f"{label} ({key}): position: missing")
    for name in ("point", "after_point", "show"):
        v = d.get(name, [])
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise TutorialError(f"{label} ({key}): {name}: expected a list of strings")
    if d.get("do") is not None and d.get("auto") is not None:
        raise TutorialError(f"{label} ({key}): give either do or auto, not both")
    if d.get("do") is not None and not isinstance(d["do"], dict):
        raise TutorialError(f"{label} ({key}): do: expected an action object")
    speed = d.get("speed", 1.0)
    if not isinstance(speed, (int, float)) or isinstance(speed, bool) or not speed > 0:
        raise TutorialError(f"{label} ({key}): speed: expected a number above 0")
    focus = d.get("focus")
    if focus is not None and not _is_id(focus):
        raise TutorialError(f"{label} ({key}): focus: expected a whole number")
    return Step(index=i, key=key, position=d["position"], do=d.get("do"), auto=d.get("auto"),
                point=list(d.get("point", [])), after_point=list(d.get("after_point", [])),
                show=list(d.get("show", [])), after=bool(d.get("after", False)),
                wrong=bool(d.get("wrong", False)), speed=float(speed), focus=focus)


def _play(rules: Any, state: Any, step: Step, label: str) -> tuple[Any, list]:
    """The state once the step's move is made (the step's start if none)."""
    if step.do is not None:
        who = rules.actor(state)
        if who != 0:
            raise TutorialError(f"{label}: do: it is {who!r}'s turn, not the player's (seat 0)")
        if step.do not in rules.legal_actions(state):
            raise TutorialError(f"{label}: do: {json.dumps(step.do)} is not a legal move here")
        action = step.do
    elif step.auto is not None:
        if step.auto == "automatic":
            try:
                action = rules.automatic_action(state)
            except ValueError as e:
                raise TutorialError(f"{label}: auto: {e}") from None
        elif isinstance(step.auto, dict):
            action = step.auto
        else:
            raise TutorialError(f"{label}: auto: expected an action object or \"automatic\"")
    else:
        return state, []
    try:
        return rules.apply(state, action)
    except IllegalAction as e:
        raise TutorialError(f"{label}: {json.dumps(action)}: {e}") from None
