"""The review of a finished game: each decision of a seat, judged by the AI.

``Review(coach, rules, initial_state, actions, seats)`` replays a game
record (a save, a replay or a trace: the first state and the actions) with
the rules core and, for every decision of the reviewed seats, asks the
game's coach module (``game.ai.<game>.coach``) to ``evaluate`` the
position *from that seat's observation at the time* — what the seat could
see then, §8/§9 memory included, nothing more. The result per decision
(``Decision``) is the move played and the best move with the win chance
after each, ``loss`` (how much the played move gave up: ``loss_of``), a
``verdict`` from ``THRESHOLDS`` (docs/coach.md says how they were chosen), the better
move's reason as claims the rules core checked (``coach.checked_reason``,
compared with the move played), and the ply, so a viewer can show the
table as it was.

The review is incremental: ``steps()`` is a generator that yields a
``Progress`` after each unit of the evaluation's work (a search node, a
sampled playout), so a window can run it a slice per frame with a
progress bar; ``run()`` does it all at once. A decision with a single
distinct choice (a forced move) is counted in the progress but not
judged."""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generator, Iterable

from game.ai.claims import Claim, Reason

VERDICTS = ("best", "good", "inaccuracy", "mistake")
#: The smallest loss (in win chance, 0..1) of an inaccuracy and of a
#: mistake; a move that gives up less than an inaccuracy, but something,
#: is "good", and only the best move (or one as good) is "best". Chosen on
#: AI games so that a ``hard`` seat averages few mistakes and ``random``
#: many (docs/coach.md; tools/calibrate_coach.py).
THRESHOLDS = {"inaccuracy": 0.08, "mistake": 0.2}


def loss_of(rated: list[tuple], i: int) -> float:
    """What the ``i``-th move of an evaluation (``rated``, best first) gave
    up against the best: the larger of the win chance it lost and, when the
    evaluation gives each move's *level* chance too (a third item: the win
    chance the move would leave had the best move left the game even, so
    the best's is 0.5), the level chance it lost.

    The second measure is what keeps a decided game judged: a win chance
    saturates near 0 or 1 once a seat is far behind or ahead, so every move
    would then lose next to nothing, however much worse than the best it
    is; its level chance measures the same gap as it would weigh in an even
    game. In an even position both are the same, so the thresholds'
    calibration there holds. An evaluation of (move, chance) pairs is
    judged by the chance alone."""
    best, move = rated[0], rated[i]
    loss = best[1] - move[1]
    if len(best) > 2 and len(move) > 2:
        loss = max(loss, best[2] - move[2])
    return max(0.0, min(1.0, loss))


def verdict(loss: float) -> str:
    """The verdict of a move that gave up ``loss`` of win chance."""
    if loss >= THRESHOLDS["mistake"]:
        return "mistake"
    if loss >= THRESHOLDS["inaccuracy"]:
        return "inaccuracy"
    return "good" if loss > 1e-9 else "best"


@dataclass(frozen=True)
class Decision:
    ply: int            # index of the action in the record (the table as it was before it)
    seat: int
    turn: int           # the seat's own decision count, from 1
    action: dict        # the move played
    best: dict          # the evaluation's best move (the move played when it is best)
    chance: float       # win chance after the move played
    best_chance: float  # win chance after the best move
    loss: float
    verdict: str
    reason: Reason      # why ``best`` (checked claims; against the move played when they differ)
    outcome: Claim | None = None  # where the move played left the seat (checked), if the game says
    level: float | None = None       # the move played's level chance (``loss_of``), if the evaluation gives one
    best_level: float | None = None  # the best move's (0.5)
    #: "table" when every move was lost against best play and the chances
    #: (and so the loss) are against the table's actual rivals instead
    #: (``coach.against_table``; the record names their levels), else None.
    against: str | None = None

    @property
    def judged_level(self) -> bool:
        """Whether the level chances decided the loss: the game was too far
        from even for the win chances to tell the moves apart."""
        return self.level is not None and self.best_level is not None and \
            self.best_level - self.level > self.best_chance - self.chance + 1e-9 and self.verdict != "best"

    def to_json(self) -> dict[str, Any]:
        out = {"ply": self.ply, "seat": self.seat, "action": self.action, "best": self.best,
               "loss": round(self.loss, 4), "verdict": self.verdict}
        if self.against:
            out["against"] = self.against
        return out


@dataclass
class Progress:
    done: int    # decisions of the reviewed seats finished
    total: int   # decisions of the reviewed seats in the record

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


@dataclass
class Summary:
    seat: int
    counts: dict[str, int] = field(default_factory=dict)
    worst: Decision | None = None  # the biggest loss among mistakes and inaccuracies


def summarize(decisions: Iterable[Decision], seat: int) -> Summary:
    mine = [d for d in decisions if d.seat == seat]
    out = Summary(seat, {v: sum(d.verdict == v for d in mine) for v in VERDICTS})
    bad = [d for d in mine if d.verdict in ("mistake", "inaccuracy")]
    if bad:
        out.worst = max(bad, key=lambda d: (d.loss, -d.ply))
    return out


class Review:
    def __init__(self, coach: ModuleType, rules: ModuleType, initial_state: dict[str, Any],
                 actions: list[dict[str, Any]], seats: Iterable[int] | None = None,
                 players: list[str] | None = None) -> None:
        #: Each seat's ``player`` in the record ("human" or an AI level), if
        #: known: a position lost against best play is then judged against
        #: those rivals (a coach's optional ``against_table``).
        self.players = players
        self.coach = coach
        self.rules = rules
        self.initial = initial_state
        self.actions = actions
        self.seats = None if seats is None else set(seats)
        self.decisions: list[Decision] = []
        self.total = sum(1 for a in actions if self._reviewed(a.get("actor")))

    def _reviewed(self, actor: Any) -> bool:
        return isinstance(actor, int) and not isinstance(actor, bool) and \
            (self.seats is None or actor in self.seats)

    def steps(self) -> Generator[Progress, None, list[Decision]]:
        rules, coach = self.rules, self.coach
        state = rules.from_json(self.initial)
        turns: dict[int, int] = {}
        done = 0
        for ply, entry in enumerate(self.actions):
            actor, action = entry["actor"], entry["action"]
            if self._reviewed(actor):
                obs = rules.observe(state, actor)
                turns[actor] = turns.get(actor, 0) + 1
                work = coach.evaluate(obs, action)
                while True:
                    try:
                        next(work)
                    except StopIteration as stop:
                        rated = stop.value
                        break
                    yield Progress(done, self.total)
                table = None
                if len(rated) > 1 and rated[0][1] <= 1e-9 and self.players is not None and \
                        hasattr(coach, "against_table"):
                    work = coach.against_table(obs, self.players)
                    while True:
                        try:
                            next(work)
                        except StopIteration as stop:
                            table = stop.value
                            break
                        yield Progress(done, self.total)
                if len(rated) > 1:
                    self.decisions.append(self._judge(obs, ply, actor, turns[actor], action, rated, table))
                done += 1
                yield Progress(done, self.total)
            state, _ = rules.apply(state, action)
        return self.decisions

    def _judge(self, obs: dict, ply: int, seat: int, turn: int, action: dict,
               rated: list[tuple], table: list[tuple] | None = None) -> Decision:
        coach = self.coach
        best, best_chance = rated[0][:2]
        i = next(i for i, r in enumerate(rated) if coach.same(r[0], action))
        chance, loss = rated[i][1], loss_of(rated, i)
        against = None
        if table is not None:
            # Every move lost against best play: the best stays the
            # evaluation's (the hint), the loss is what the move played
            # gave up against it at this table.
            chance = next(c for a, c in table if coach.same(a, action))
            best_chance = next(c for a, c in table if coach.same(a, best))
            loss, against = max(0.0, min(1.0, best_chance - chance)), "table"
        if coach.same(best, action) or loss <= 1e-9:  # the move played is (one of) the best
            best, loss = action, 0.0
            reason = coach.checked_reason(obs, action)
        else:
            reason = coach.checked_reason(obs, best, action)
        levels = (rated[i][2], rated[0][2]) if len(rated[0]) > 2 and len(rated[i]) > 2 else (None, None)
        return Decision(ply, seat, turn, action, best, chance, best_chance, loss, verdict(loss),
                        reason, coach.outcome(obs, action), *levels, against=against)

    def run(self) -> list[Decision]:
        return drain(self.steps())


def drain(work: Generator[Any, None, Any]) -> Any:
    """Run a sliced piece of work (a review, an evaluation) to its end at
    once; its return value."""
    while True:
        try:
            next(work)
        except StopIteration as stop:
            return stop.value
