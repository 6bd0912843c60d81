"""The exact Rodízio endgame: every participant's win chance under the rival
model, by full enumeration of the rest of the game (pure, no pygame).

The rival model (docs/coach.md, "The rival model") is the one every voice
of the coach and the ``hard`` level rank moves with:

- every seat plays for its own win: at its turn (and in its own free
  choice) it picks a move of the highest win chance *for itself*;
- equal moves are counted uniformly: when several legal actions give the
  mover the same chance (within ``EPS``), each is taken with equal
  probability and the position is worth their average — so a rival who
  cannot win (every move 0 for it) picks any plate, at random, neither
  for nor against anyone;
- the Glutton plays its rule (§6): a single forced move;
- a finished game is worth ``model.utilities`` (1/k to each of k seat
  winners, 0 to all when the Glutton wins).

``Solver(table).solve(pos)`` is a generator: it yields about every
``CHUNK`` new positions (a few milliseconds of work, so a window can slice
it across frames) and returns the value tuple (one win chance per
participant). Positions are memoised on the ``Pos`` itself (the model
does not depend on who asks), so one solver values all of a position's
moves, and a search's leaves, sharing their common futures.
"""
from __future__ import annotations

from typing import Generator

from game.ai.rodizio.model import Pos, Table, moves, play, utilities

#: Two chances closer than this are equal (float sums of thirds and halves).
EPS = 1e-9

#: New positions solved between two yields: a unit of work about the
#: size of a search node's (≈ 30 µs), so budgets and slices counted in
#: units (the review screen's ``UNITS_PER_TICK``) mean the same amount of
#: work whichever part of the ranking runs.
CHUNK = 4

#: The most cards on the plates (placard included) of a position solved
#: exactly whatever it holds, by (Glutton at the table, spicy game): with
#: the Glutton (2 seats) and without (3-4 seats: no forced turns, a far
#: wider tree); spicy games' free choices and double eats widen it more.
#: Measured on positions of AI games (``tools/rodizio_coach.py endgame``;
#: docs/ai-strength.md): not spicy, with the Glutton 14 cards took at most
#: 0.16 s and a whole game (15) 0.13-0.83 s; 3 seats 9 cards up to 0.22 s,
#: 10 up to 0.7 s. Spicy, with the Glutton 10 cards took at most 13 ms but
#: 11 up to 0.33 s; 3 seats 7 cards 9 ms but 9 cards up to 0.97 s.
EXACT_CARDS = {(True, False): 14, (False, False): 9, (True, True): 10, (False, True): 7}

#: Up to this many cards a position is tried exactly with at most
#: ``TRY_LIMIT`` positions solved (about 10 µs a position: ≈ 0.3 s / 0.2 s);
#: a try that runs past it falls back to the search (which reuses what it
#: solved), and the two together stay within the hint's 0.5 s. With the
#: Glutton that is the whole game: 9 of 13 first moves (15 cards) of games
#: without spice solved within it; without the Glutton, 10 cards.
TRY_CARDS = {True: 15, False: 10}
TRY_LIMIT = {True: 30_000, False: 20_000}


def cards_left(pos: Pos) -> int:
    return len(pos.plates[0]) + len(pos.plates[1]) + len(pos.plates[2])


def key(pos: Pos) -> bytes:
    """A position packed into bytes (card ids, totals ≤ 51 and counts fit
    a byte each; 255 separates the plates)."""
    p = pos.plates
    return bytes((*p[0], 255, *p[1], 255, *p[2], 255, *pos.totals, *pos.counts,
                  pos.mover + 1, pos.pending + 1, pos.dry))


def combine(mover: int, values: list[tuple[float, ...]]) -> tuple[float, ...]:
    """A position's value from its moves' values: the mover's best, equal
    best moves averaged (the rival model)."""
    best = max(v[mover] for v in values)
    tied = [v for v in values if v[mover] > best - EPS]
    if len(tied) == 1:
        return tied[0]
    k = 1.0 / len(tied)
    return tuple(sum(v[j] for v in tied) * k for j in range(len(tied[0])))


def combine_paranoid(mover: int, root: int, values: list[tuple[float, ...]]) -> tuple[float, ...]:
    """The rejected alternative (kept to measure it, docs/coach.md): a
    rival's equal moves broken against ``root``, the seat that asks."""
    best = max(v[mover] for v in values)
    tied = [v for v in values if v[mover] > best - EPS]
    return tied[0] if mover == root else min(tied, key=lambda v: v[root])


class TooLarge(Exception):
    """A solve ran past its limit of positions."""


class Solver:
    """Exact values of the positions of one table, memoised. ``paranoid``
    (a seat number) replaces the model's uniform count of equal moves by
    ties broken against that seat — only to measure the alternative."""

    def __init__(self, table: Table, paranoid: int | None = None) -> None:
        self.paranoid = paranoid
        self.t = table
        # Keyed by the position packed into bytes (``key``), not the ``Pos``:
        # bytes are no work for the cyclic garbage collector, while tuples
        # kept alive by the hundred thousand set off full collections
        # (pauses of 10-20 ms inside one unit of work).
        self.memo: dict[bytes, tuple[float, ...]] = {}
        self.nodes = 0  # positions solved (not looked up) so far

    def known(self, pos: Pos) -> tuple[float, ...] | None:
        return self.memo.get(key(pos))

    def solve(self, pos: Pos, limit: int | None = None) -> Generator[None, None, tuple[float, ...]]:
        """The value of ``pos`` (one chance per participant); an explicit
        stack, not recursion, so a deep endgame costs no generator chain.
        With ``limit``, ``TooLarge`` once the solver has solved that many
        positions in all (what it solved stays known and exact)."""
        t, memo = self.t, self.memo
        k = key(pos)
        if k in memo:
            return memo[k]
        if pos.mover < 0:
            memo[k] = utilities(t, pos)
            return memo[k]
        stack: list[list] = [[pos, moves(t, pos), 0, []]]
        since = 0
        while stack:
            frame = stack[-1]
            p, ms, i, vals = frame
            if i < len(ms):
                frame[2] = i + 1
                child = play(t, p, ms[i])
                ck = key(child)
                v = memo.get(ck)
                if v is None:
                    if child.mover < 0:
                        v = memo[ck] = utilities(t, child)
                    else:
                        stack.append([child, moves(t, child), 0, []])
                        continue
                vals.append(v)
                continue
            if len(vals) == 1:
                v = vals[0]
            elif self.paranoid is None:
                v = combine(p.mover, vals)
            else:
                v = combine_paranoid(p.mover, self.paranoid, vals)
            memo[key(p)] = v
            stack.pop()
            if stack:
                stack[-1][3].append(v)
            self.nodes += 1
            since += 1
            if limit is not None and self.nodes > limit:
                raise TooLarge
            if since >= CHUNK:
                since = 0
                yield None
        return memo[k]

    def move_values(self, pos: Pos, root_moves: list[int], limit: int | None = None
                    ) -> Generator[None, None, dict[int, tuple[float, ...]]]:
        """Each root move's exact value (the position after it); ``limit``
        as for ``solve``."""
        out = {}
        for m in root_moves:
            out[m] = yield from self.solve(play(self.t, pos, m), limit)
            yield None
        return out


def solvable(t: Table, pos: Pos) -> bool:
    """Whether ``pos`` is small enough to solve within the hint's budget
    whatever it holds."""
    return cards_left(pos) <= EXACT_CARDS[t.glutton, t.spicy]


def worth_trying(t: Table, pos: Pos) -> bool:
    """Whether a larger position may still solve within ``TRY_LIMIT``
    positions (many do: the tree's size varies tenfold with the cards)."""
    return cards_left(pos) <= TRY_CARDS[t.glutton]
