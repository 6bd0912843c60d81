"""Building frozen dataclass instances on the engines' hot path.

A frozen dataclass's ``__init__`` sets every field through
``object.__setattr__``, which makes a state with a dozen fields cost about
three times what a plain object does — and the engines build one state per
action. ``build`` makes the very same immutable object (equality, hashing,
``repr`` and ``replace`` are the dataclass's own) without that toll."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T", bound="DataclassInstance")


def build(cls: type[T], **fields: Any) -> T:
    """``cls(**fields)`` for a frozen dataclass without ``__post_init__``;
    every field must be given, and no other name. Only the count is checked
    here (comparing the names would cost a third of the call):
    tests/rules/test_lean_path.py checks every state the engines build has
    exactly its class's fields."""
    assert len(fields) == len(cls.__dataclass_fields__), \
        f"{cls.__name__} needs exactly {sorted(cls.__dataclass_fields__)}"
    obj = object.__new__(cls)
    # ``fields`` is this call's own new dict: it becomes the instance's
    # ``__dict__`` as it is, rather than being copied into another one.
    _set(obj, "__dict__", fields)
    return obj


def adopt(cls: type[T], fields: dict[str, Any]) -> T:
    """``build(cls, **fields)`` for a dict the caller made for this call
    alone (a dict literal) and hands over: the engines build one state per
    action with a dozen fields, and passing them as one dict costs much
    less than as keyword arguments (a Foodies action ~5 % less)."""
    assert len(fields) == len(cls.__dataclass_fields__), \
        f"{cls.__name__} needs exactly {sorted(cls.__dataclass_fields__)}"
    obj = object.__new__(cls)
    _set(obj, "__dict__", fields)
    return obj


_set = object.__setattr__  # (the frozen class's own __setattr__ refuses)
