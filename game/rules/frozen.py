"""Building frozen dataclass instances on the engines' hot path.

A frozen dataclass's ``__init__`` sets every field through
``object.__setattr__``, which makes a state with a dozen fields cost about
three times what a plain object does — and the engines build one state per
action. ``build`` makes the very same immutable object (equality, hashing,
``repr`` and ``replace`` are the dataclass's own) without that toll."""
from __future__ import annotations

import dataclasses
import functools
from typing import Any, TypeVar

T = TypeVar("T")


def build(cls: type[T], **fields: Any) -> T:
    """``cls(**fields)`` for a frozen dataclass without ``__post_init__``;
    every field must be given."""
    assert fields.keys() == _names(cls), f"{cls.__name__} needs exactly {sorted(_names(cls))}"
    obj = object.__new__(cls)
    obj.__dict__.update(fields)
    return obj


@functools.lru_cache(maxsize=None)
def _names(cls: type) -> frozenset[str]:
    return frozenset(f.name for f in dataclasses.fields(cls))
