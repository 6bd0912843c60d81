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

_TWO64 = 1 << 64
_MASK = _TWO64 - 1
_GAMMA = 0x9E3779B97F4A7C15
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB
#: Rejection sampling's bound for ``below(n)``, the largest multiple of ``n``
#: not above 2**64, worked out once for the small ``n`` that random play and
#: the shuffles ask for (big-integer division costs a good part of a draw).
_SMALL = 128
_LIMITS = (0,) + tuple(_TWO64 - _TWO64 % n for n in range(1, _SMALL))


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
        self.state = (self.state + _GAMMA) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if 0 < n < _SMALL:
            limit = _LIMITS[n]
        elif n <= 0:
            raise ValueError("below() needs n > 0")
        else:
            limit = _TWO64 - _TWO64 % n
        while True:
            # next_u64 and _mix inlined: random play and every shuffle draw here
            z = self.state = (self.state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _M1) & _MASK
            z = ((z ^ (z >> 27)) * _M2) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def random(self) -> float:
        """Uniform float in [0, 1) built from 53 bits."""
        return (self.next_u64() >> 11) / float(1 << 53)

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.below(len(seq))]

    def shuffled(self, seq: Sequence[T]) -> list[T]:
        """A new list: Fisher–Yates over ``seq`` (``below(i + 1)`` for each
        ``i`` from the last index down to 1, inlined: Foodies shuffles 70
        cards a game)."""
        out = list(seq)
        state = self.state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL else _TWO64 - _TWO64 % n
            while True:
                state = (state + _GAMMA) & _MASK
                z = ((state ^ (state >> 30)) * _M1) & _MASK
                z = ((z ^ (z >> 27)) * _M2) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        self.state = state
        return out


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * _M1) & _MASK
    z = ((z ^ (z >> 27)) * _M2) & _MASK
    return z ^ (z >> 31)


_INT = {int}


def _canonical(parts: tuple[Any, ...]) -> bytes:
    """The canonical JSON of ``parts`` (sorted keys, no spaces). Whole
    numbers, plain ASCII words and lists of whole numbers — the per-decision
    ``derive_seed(seed, ply)``, Foodies' between-rounds shuffle — are written
    directly: the same bytes ``json.dumps`` gives, without its cost."""
    out = []
    for p in parts:
        if type(p) is int:
            out.append(str(p))
        elif type(p) is list and set(map(type, p)) <= _INT:  # (C speed: Foodies' deck)
            out.append("[" + ",".join(map(str, p)) + "]")
        elif type(p) is str and p.isascii() and p.isprintable() and '"' not in p and "\\" not in p:
            out.append('"' + p + '"')
        else:
            return json.dumps(parts, sort_keys=True, separators=(",", ":")).encode()
    return ("[" + ",".join(out) + "]").encode()


def derive_seed(*parts: Any) -> int:
    """A 63-bit seed derived from ``parts`` (e.g. game seed and ply), stable
    across runs and platforms."""
    return Rng.from_digest(*parts).next_u64() >> 1
