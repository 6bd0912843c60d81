"""Legal actions as shared, read-only values.

An action is the rule book's JSON object (a ``dict``) everywhere. The
engines hand out the actions of ``legal_actions`` and ``automatic_action``
as ``FrozenAction`` instances built once per possible action (a seat's
``{"type": "swap", "card": 12}`` is the same object every turn): random
play, search and the AIs ask for the legal actions of every state, and
making a dozen fresh dicts each time was a good part of the rules' cost.

A ``FrozenAction`` is a ``dict`` in every way that reads it — it equals the
same plain dict, ``json.dumps`` writes it the same, ``apply`` accepts it —
but refuses changes, so sharing it can never let one caller's edit leak
into another's game. A copy (``dict(action)``, ``copy.copy``,
``copy.deepcopy``, pickling) is a plain, changeable dict.

Plain Python in both builds (not in ``compiled.MODULES``): mypyc's native
classes cannot subclass ``dict`` this way."""
from __future__ import annotations

from typing import Any, NoReturn


class FrozenAction(dict):  # type: ignore[type-arg]
    """A read-only action dict (see the module's docstring)."""

    __slots__ = ()

    def _read_only(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError("a legal action is shared and read-only: change a copy (dict(action))")

    __setitem__ = __delitem__ = __ior__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only

    def __copy__(self) -> dict[str, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return dict(self)

    def __reduce__(self) -> tuple[type[dict], tuple[dict[str, Any]]]:  # type: ignore[type-arg]
        return dict, (dict(self),)


def table(kind: str, field: str, values: range) -> tuple[FrozenAction, ...]:
    """``{"type": kind, field: v}`` for every ``v`` in ``values`` (which start
    at 0, so the action for ``v`` is the tuple's item ``v``)."""
    assert values.start == 0 and values.step == 1
    return tuple(FrozenAction({"type": kind, field: v}) for v in values)
