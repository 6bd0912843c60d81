"""A reason as checkable claims (pure data, no text).

A hint's (or a review's) reason is a ``Reason``: one ``Clause`` for the move
it recommends (role ``do``) and usually one for the alternative it is
compared with (role ``would``). A clause holds ``Claim``s about its move —
a ``kind`` and the ``facts`` it states (JSON-able: card and recipe ids,
totals, places, seats). Each game's explain step builds claims with the
AI's fast model; each game's verifier (``game.ai.<game>.verify``)
re-derives every fact with the rules core, and ``keep_true`` drops any
claim it contradicts, so the text the client renders from the claims
(``game.client.<game>.hint``) states only what the core confirms.

The verifier's answer for one claim is ``None`` (true) or a short string
saying what the core found instead."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterable

Action = dict[str, Any]

DO = "do"         # the move the reason recommends (or, in a review, the better move)
WOULD = "would"   # the move it is compared with


@dataclass(frozen=True)
class Claim:
    kind: str
    facts: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "facts": self.facts}


@dataclass(frozen=True)
class Clause:
    action: Action
    role: str
    claims: tuple[Claim, ...]

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "role": self.role,
                "claims": [c.to_json() for c in self.claims]}


@dataclass(frozen=True)
class Reason:
    clauses: tuple[Clause, ...]

    @property
    def action(self) -> Action:
        """The move the reason recommends (its first clause's)."""
        return self.clauses[0].action

    def claims(self) -> Iterable[tuple[Clause, Claim]]:
        for clause in self.clauses:
            for claim in clause.claims:
                yield clause, claim

    def to_json(self) -> dict[str, Any]:
        return {"clauses": [c.to_json() for c in self.clauses]}


#: ``check(claim, action) -> None | str``: the verifier bound to a position.
Check = Callable[[Claim, Action], "str | None"]


class Verifier:
    """The shape every game's verifier shares: ``FACTS`` names the fact
    sets each claim kind may state, and ``_<kind>(facts, action)`` checks
    one kind. A claim of an unknown kind, with other facts, about an
    illegal move, or that its check cannot read is refused, never passed."""

    FACTS: dict[str, tuple[frozenset, ...]] = {}

    def legal(self, action: Action) -> None:
        """Raise (a ValueError) unless ``action`` is a legal move here."""

    def __call__(self, claim: Claim, action: Action) -> str | None:
        check = getattr(self, "_" + claim.kind, None)
        if check is None or claim.kind not in self.FACTS:
            return f"unknown claim kind {claim.kind!r}"
        if frozenset(claim.facts) not in self.FACTS[claim.kind]:
            return f"a {claim.kind} claim states {sorted(claim.facts)}"
        try:
            self.legal(action)
            return check(claim.facts, action)
        except (KeyError, TypeError, ValueError, IndexError) as e:
            return f"malformed {claim.kind} claim ({type(e).__name__}: {e})"


def problems(reason: Reason, check: Check) -> list[tuple[Clause, Claim, str]]:
    """Every claim the verifier contradicts, with what it found."""
    out = []
    for clause, claim in reason.claims():
        why = check(claim, clause.action)
        if why is not None:
            out.append((clause, claim, why))
    return out


def keep_true(reason: Reason, check: Check,
              fallback: Callable[[Action], list[Claim]] | None = None) -> Reason:
    """``reason`` without the claims ``check`` rejects. A clause left with
    no claim gets its move's ``fallback`` claims (plainer ones) that pass
    (a clause built without claims gets none: what the fallback says
    may hold alike for both moves);
    a ``would`` clause left empty is dropped (the comparison says nothing
    then), a ``do`` clause is kept bare (the move alone is still true)."""
    clauses = []
    for clause in reason.clauses:
        kept = tuple(c for c in clause.claims if check(c, clause.action) is None)
        if not kept and clause.claims and fallback is not None:
            kept = tuple(c for c in fallback(clause.action)
                         if c not in clause.claims and check(c, clause.action) is None)
        if clauses and clause.role != DO:  # a fallback may say what the other clause says alike
            kept = tuple(c for c in kept if c not in clauses[0].claims)
        if kept or clause.role == DO:
            clauses.append(Clause(clause.action, clause.role, kept))
    return Reason(tuple(clauses))


def shared(reason: Reason) -> list[Claim]:
    """The claims both clauses of a comparison state alike: they hold
    equally for both moves, so they are no reason to prefer either."""
    if len(reason.clauses) < 2:
        return []
    do, would = reason.clauses[0].claims, reason.clauses[1].claims
    return [c for c in do if c in would]


def separates(reason: Reason) -> str | None:
    """None when a comparison tells its two moves apart: no claim stated
    alike by both clauses, and the recommended move's clause states
    something; else what is wrong. A reason without an alternative passes."""
    if len(reason.clauses) < 2:
        return None
    same = shared(reason)
    if same:
        return f"both clauses state {[(c.kind, c.facts) for c in same]}"
    if not reason.clauses[0].claims:
        return "the recommended move's clause states nothing"
    return None
