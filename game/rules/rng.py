"""A small, portable pseudo-random generator (SplitMix64).

Its whole state is one 64-bit integer, so it can live inside a game state and
be saved, restored and replayed. The output for a given seed is fixed on
every platform and Python version (pinned by golden tests): only integer
arithmetic is used, never ``random`` or ``hash``.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64. ``state`` is the integer to store; the object is mutable
    and meant to be used locally inside one pure function."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        """A generator for a user-facing seed (any integer, negative included)."""
        return cls(_mix(seed & _MASK))

    @classmethod
    def from_digest(cls, *parts: Any) -> "Rng":
        """A generator seeded by the SHA-256 of the canonical JSON of ``parts``.

        Used where a game needs fresh randomness that is nonetheless a pure
        function of its (JSON) state."""
        return cls(int.from_bytes(hashlib.sha256(_canonical(parts)).digest()[:8], "big"))

    def next_u64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in [0, 1) built from 53 bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffled(self, seq: Sequence[T]) -> list[T]:
        """A new list: Fisher–Yates over ``seq``."""
        out = list(seq)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def _canonical(parts: tuple[Any, ...]) -> bytes:
    """The canonical JSON of ``parts`` (sorted keys, no spaces). A pair of
    whole numbers — the per-decision ``derive_seed(seed, ply)`` — is written
    directly: the same bytes ``json.dumps`` gives, without its cost."""
    if len(parts) == 2 and type(parts[0]) is int and type(parts[1]) is int:
        return f"[{parts[0]},{parts[1]}]".encode()
    return json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()


def derive_seed(*parts: Any) -> int:
    """A 63-bit seed derived from ``parts`` (e.g. game seed and ply), stable
    across runs and platforms."""
    return Rng.from_digest(*parts).next_u64() >> 1
