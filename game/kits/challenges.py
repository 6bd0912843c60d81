"""Challenges: goals beyond "win again", checked from the game record.

A game's kit names its challenges (``GameKit.challenges``: a module path
whose ``CHALLENGES`` is a tuple of `Challenge`). Each one is judged from
the record alone — the first state, every ``{actor, action}`` and the
seats' players — replayed through the rules core (`play_of`), never from
what a screen showed. A challenge counts one game at a time:

- ``goal`` 1: earned by one game that passes ``check``;
- ``goal`` N: N such games (progress is kept between games);
- ``streak``: N such games *in a row*: a finished game that does not pass
  starts the count again.

Only games of one human against the AI count (the human's seat is the one
judged); a hot-seat game earns nothing (docs/challenges.md). The texts are
catalog keys ``<game>.challenge.<id>`` (the name) and
``<game>.challenge.<id>.how`` (what to do)."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

HUMAN = "human"


@dataclass(frozen=True)
class Step:
    """One action of the record: who acted, what, the states (the rules'
    objects and rule-book JSON) before and after, and the events it made."""

    actor: Any
    action: Mapping[str, Any]
    before: Mapping[str, Any]
    after: Mapping[str, Any]
    events: tuple[Any, ...]


@dataclass(frozen=True)
class Play:
    """A finished game seen from the judged ``seat``: ``players`` per seat
    ("human" or an AI level), the ``options`` (variant), every `Step`, the
    first and final states (rule-book JSON), ``result()`` and the seats'
    places (1 = best)."""

    game: str
    seat: int
    players: tuple[str, ...]
    options: Mapping[str, Any]
    initial: Mapping[str, Any]
    steps: tuple[Step, ...]
    final: Mapping[str, Any]
    result: Mapping[str, Any]
    places: tuple[int, ...]

    @property
    def won(self) -> bool:
        return self.seat in self.result.get("winners", ())

    @property
    def opponents(self) -> list[str]:
        return [p for i, p in enumerate(self.players) if i != self.seat]

    def against_only(self, level: str) -> bool:
        """Every other seat is an AI of ``level``."""
        return bool(self.opponents) and all(p == level for p in self.opponents)

    def mine(self) -> list[Step]:
        """The judged seat's own steps, in order."""
        return [s for s in self.steps if s.actor == self.seat]


@dataclass(frozen=True)
class Challenge:
    """One challenge: ``check(play) -> bool`` says whether a game counts."""

    id: str
    check: Callable[[Play], bool]
    goal: int = 1
    streak: bool = False

    def keys(self, game: str) -> tuple[str, str]:
        """The catalog keys of its name and of what to do."""
        return f"{game}.challenge.{self.id}", f"{game}.challenge.{self.id}.how"


@dataclass
class Progress:
    """One challenge's state: ``count`` games counted towards ``goal``,
    ``done`` the date it was earned (None: not yet) and the replay of the
    game that earned it."""

    count: int = 0
    done: str | None = None
    replay: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"count": self.count, "done": self.done, "replay": self.replay}


@dataclass
class Earned:
    """What one game changed: the ids it completed and the ids it advanced."""

    completed: list[str] = field(default_factory=list)
    advanced: list[str] = field(default_factory=list)


def challenges_of(kit: Any) -> tuple[Challenge, ...]:
    """The kit's challenges (none for a kit that names no module)."""
    path = getattr(kit, "challenges", None)
    if not path:
        return ()
    return tuple(importlib.import_module(path).CHALLENGES)


def judged_seat(players: Sequence[str]) -> int | None:
    """The one human seat of a game against the AI; None in hot seat or AI-only games."""
    humans = [i for i, p in enumerate(players) if p == HUMAN]
    return humans[0] if len(humans) == 1 else None


def play_of(kit: Any, initial: Mapping[str, Any], actions: Sequence[Mapping[str, Any]], *,
            seat: int, players: Sequence[str], options: Mapping[str, Any] | None = None) -> Play:
    """Replay a record through the rules core. ValueError if an action is
    not the mover's or is illegal, or if the game is not over at the end."""
    rules = kit.rules_module()
    state = rules.from_json(dict(initial))
    steps = []
    for i, entry in enumerate(actions):
        mover = rules.actor(state)
        if entry.get("actor") != mover:
            raise ValueError(f"action {i + 1} is by {entry.get('actor')!r} but {mover!r} is to move")
        before = rules.to_json(state)
        state, events = rules.apply(state, dict(entry["action"]))
        steps.append(Step(entry["actor"], dict(entry["action"]), before, rules.to_json(state),
                          tuple(events)))
    result = rules.result(state)
    if result is None:
        raise ValueError("the game is not over")
    return Play(game=kit.name, seat=seat, players=tuple(players), options=dict(options or {}),
                initial=dict(initial), steps=tuple(steps), final=rules.to_json(state),
                result=dict(result), places=tuple(kit.places_of(result)))


def share_line(kit: Any, date: str, play: Play) -> str:
    """The daily result a player may paste anywhere: plain text, no
    spoilers — the game, the date, won or lost, the place among the seats,
    the points, then the game's marks, one per own turn (the kit's
    challenges module's ``marks``)."""
    module = importlib.import_module(kit.challenges) if getattr(kit, "challenges", None) else None
    marks = module.marks(play) if module is not None and hasattr(module, "marks") else ""
    verdict = "won" if play.won else "lost"
    head = (f"{kit.title} daily {date}: {verdict}, place {play.places[play.seat]} of "
            f"{len(play.players)}, {play.result[kit.points][play.seat]} points")
    return f"{head}\n{marks}" if marks else head


def passed(kit: Any, play: Play) -> list[str]:
    """The ids of the challenges whose check this game passes."""
    return [c.id for c in challenges_of(kit) if c.check(play)]


def advance(kit: Any, progress: dict[str, Progress], play: Play, *, when: str,
            replay: str | None = None) -> Earned:
    """Count one finished game into ``progress`` (id → `Progress`, changed
    in place; missing ids are added). A done challenge stays done."""
    out = Earned()
    ok = set(passed(kit, play))
    for c in challenges_of(kit):
        p = progress.setdefault(c.id, Progress())
        if p.done is not None:
            continue
        if c.id in ok:
            p.count = min(c.goal, p.count + 1)
            out.advanced.append(c.id)
            if p.count >= c.goal:
                p.done, p.replay = when, replay
                out.completed.append(c.id)
        elif c.streak:
            p.count = 0
    return out
