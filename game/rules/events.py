"""Base class of the events the rules cores emit.

An event says *what happened*, in order, with enough detail for the client to
animate it without re-deriving rules. Each game defines its own subclasses."""
from __future__ import annotations

import dataclasses
from typing import Any


@dataclasses.dataclass(frozen=True)
class Event:
    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["kind"] = type(self).__name__
        return d

    def revealed(self, seat: int) -> tuple[dict[str, Any], ...]:
        """The cards (rule-book JSON) this event shows to ``seat`` that may
        have been hidden from it until now (undo refuses to go back over
        them). Public events reveal nothing: the default is ``()``."""
        return ()
