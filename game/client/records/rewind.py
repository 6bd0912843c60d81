"""Every position of a recorded game, for the replay viewer's step back and
back-to-start, and for Continue / Undo (`resume.restore_scene`).

Contract: `Positions(record).state(k)` is the rule-book state after the
first `k` recorded actions and `log(k)` the table's message log there (the
last six messages of those actions' choreography). Both come from replaying the actions from
`record.initial_state` through the rules core's `apply` — never from
`from_json` of a later state, because a Foodies state carries its §8 public
memory (`State.seen`) only when it was reached through `apply`. The whole
game is replayed once, on the first request, and kept (`apply` is pure, so
the kept states are never changed by the table that plays on from one)."""
from __future__ import annotations

from typing import Any, Iterator

from game import kits
from game.storage.saves import Record

#: How many messages the table's log keeps (the table scenes show the last few).
LOG_KEPT = 6


class Positions:
    def __init__(self, record: Record) -> None:
        self.record = record
        self.rules = kits.rules_module(record.game)
        self._states: list[Any] | None = None
        self._messages: list[Any] = []
        self._counts: list[int] = []      # per position: messages said so far

    @property
    def total(self) -> int:
        return len(self.record.actions)

    def _build(self) -> None:
        if self._states is None:
            for _ in self.build_steps():
                pass

    def build_steps(self) -> Iterator[int]:
        """Replay the game a recorded action at a time, yielding how many
        are done (a window can spread the work over frames: the review);
        nothing to do once built."""
        if self._states is not None:
            return
        from game.kits import get
        choreograph = get(self.record.game).part("choreograph")
        state = self.rules.from_json(self.record.initial_state)
        states, counts, messages = [state], [0], []
        for entry in self.record.actions:
            state, events = self.rules.apply(state, entry["action"])
            messages.extend(b.message for b in choreograph(events) if getattr(b, "message", None))
            states.append(state)
            counts.append(len(messages))
            yield len(states) - 1
        self._states, self._counts, self._messages = states, counts, messages

    def clamp(self, k: int) -> int:
        return max(0, min(self.total, k))

    def state(self, k: int) -> Any:
        """The state after the first `k` actions (k is clamped to 0..total)."""
        self._build()
        assert self._states is not None
        return self._states[self.clamp(k)]

    def log(self, k: int) -> list:
        """The table's message log after the first `k` actions (a new list)."""
        self._build()
        n = self._counts[self.clamp(k)]
        return list(self._messages[max(0, n - LOG_KEPT):n])
