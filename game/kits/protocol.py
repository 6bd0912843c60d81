"""The contract every game's rules module keeps (`typing.Protocol`).

A rules module is pure: no pygame, no clock, no global random. Everything
outside `game.rules.<name>` (AI, CLI, client, storage, tutorials) uses only
these names; `game.kits.registry.register` checks a module has them, and
`tests/kits/test_contract.py` checks every registered game behaves so."""
from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

#: The names a rules module must export (checked at registration).
REQUIRED = ("new_game", "apply", "legal_actions", "actor", "automatic_action", "observe",
            "result", "to_json", "from_json", "setup_events")


@runtime_checkable
class RulesModule(Protocol):
    def new_game(self, seed: int, seats: int, *, first_seat: int = 0, **options: Any) -> Any:
        """A fresh, set-up game; ValueError for bad seats, first seat or options."""

    def setup_events(self, state: Any) -> list[Any]:
        """The events of the deal that produced ``state`` (for animating it)."""

    def apply(self, state: Any, action: dict, *, seat: Any = None) -> tuple[Any, list[Any]]:
        """Pure: (new state, events). ``seat``, when given, is who claims to
        act and must be the actor. Illegal → `IllegalAction`, the input state
        unchanged."""

    def legal_actions(self, state: Any) -> list[dict]:
        """The actor's actions in a stable order; [] once over."""

    def actor(self, state: Any) -> Any:
        """A seat index, another actor name (Rodízio's "glutton"), or None once over."""

    def automatic_action(self, state: Any) -> dict:
        """The action of a non-seat actor; ValueError when a seat is to move."""

    def observe(self, state: Any, seat: int) -> dict:
        """JSON-able; only what ``seat`` may know; includes "legal_actions"."""

    def result(self, state: Any) -> dict | None:
        """None while running; else at least ``scores`` (one number per seat)
        and ``winners`` (seat indexes)."""

    def to_json(self, state: Any) -> dict:
        """The rule book's JSON of ``state``; it names the ``"game"`` and its
        number of ``"seats"`` (the shared code reads both)."""

    def from_json(self, data: dict) -> Any:
        """Validate and build a state; `BadState` with a clear message."""
