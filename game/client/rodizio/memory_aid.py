"""Rodízio's memory aid as data (pure, no pygame): what every diner ate, its
running total, and who is first and **second** right now.

Rule book §9: every seat may know which card each participant ate (a player
with a perfect memory would), so everything here is read from a seat's
*observation* (``observe(state, seat)["eaten"]`` / ``["glutton_eaten"]``),
never from hidden state. Who would win now comes from the core's own §8
function (``game.rules.rodizio.scoring.winners_among``).

    tallies = tallies_from_observation(obs)          # seats, then the Glutton
    st = standing(tallies)                           # first / second / winners now
    lines = standing_messages(st, tallies, viewer=0) # i18n (key, params) lines
    final_message(st)                                # the end: who is 2nd and wins

When the §8 tie-break (fewest pizzas) decides who is second, the messages
say so (``*_fewer`` keys: "Winning now: CPU 2 (9, fewer pizzas)"). The
lines never call the ranking of totals a *place* (a place is where a diner
finished, winners first: docs/statistics.md).

``shown`` (optional) limits each diner to the card ids the table currently
shows in its hand or pile, so the numbers change when the eaten card lands,
not when the rules already know it (the animation lags the rules state).
Messages are ``(i18n key, params)``; ``params["who"]`` holds actor ids (a
seat number or ``"glutton"``, or a list of them) for the caller to name.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence

from game.rules.rodizio.scoring import winners_among

Actor = Any  # a seat index or "glutton"
Message = tuple[str, dict[str, Any]]
GLUTTON = "glutton"


@dataclass(frozen=True)
class Tally:
    """One diner: ``eaten`` are rule-book card dicts in eating order."""

    actor: Actor
    eaten: tuple[dict, ...]

    @property
    def total(self) -> int:
        return sum(int(c["value"]) for c in self.eaten)

    @property
    def count(self) -> int:
        return len(self.eaten)


@dataclass(frozen=True)
class Standing:
    """The table's order right now (rule book §8 applied to the totals so far).

    ``first``/``second``: diners holding the highest / second-highest distinct
    total (empty ``second`` while everyone is level); ``best``: the second
    places the tie-break keeps (fewest pizzas; may include the Glutton);
    ``winners``: the seats that would win if the game ended now, exactly as
    the core says (none when the Glutton is among ``best``)."""

    first: tuple[Actor, ...]
    second: tuple[Actor, ...]
    best: tuple[Actor, ...]
    first_total: int
    second_total: int | None

    @property
    def tie_broken(self) -> bool:
        """Several diners share the second total and the tie-break (fewest
        pizzas) keeps only some of them: the standing line says so."""
        return len(self.best) < len(self.second)

    @property
    def glutton_wins(self) -> bool:
        return GLUTTON in self.best

    @property
    def winners(self) -> tuple[Actor, ...]:
        return () if self.glutton_wins else self.best


def tallies_from_observation(obs: Mapping[str, Any],
                             shown: Mapping[Actor, Iterable[int]] | None = None) -> list[Tally]:
    """One ``Tally`` per seat (seat order), then the Glutton's when it plays."""
    eaten: list[tuple[Actor, Sequence[dict]]] = list(enumerate(obs["eaten"]))
    if obs.get("glutton") and obs.get("glutton_eaten") is not None:
        eaten.append((GLUTTON, obs["glutton_eaten"]))
    out = []
    for actor, cards in eaten:
        if shown is not None:
            ids = set(shown.get(actor, ()))
            cards = [c for c in cards if c["id"] in ids]
        out.append(Tally(actor, tuple(cards)))
    return out


def standing(tallies: Sequence[Tally]) -> Standing:
    totals = [t.total for t in tallies]
    distinct = sorted(set(totals), reverse=True)
    won = winners_among(totals, [t.count for t in tallies]) if tallies else []
    first = tuple(t.actor for t in tallies if t.total == distinct[0]) if distinct else ()
    t2 = distinct[1] if len(distinct) > 1 else None
    second = tuple(t.actor for t in tallies if t.total == t2) if t2 is not None else ()
    return Standing(first, second, tuple(tallies[i].actor for i in won),
                    distinct[0] if distinct else 0, t2)


def standing_messages(st: Standing, tallies: Sequence[Tally], viewer: int | None) -> list[Message]:
    """The standing line as one or two messages: who is first and second
    now, then (for a seated viewer) what that seat needs to be second."""
    if st.second_total is None:
        return [("rodizio.memory.all_level", {"total": st.first_total})]
    top = ("rodizio.memory.order" + ("_glutton" if st.glutton_wins else "") + ("_fewer" if st.tie_broken else ""),
           {"first": list(st.first), "t1": st.first_total, "second": list(st.best), "t2": st.second_total})
    if viewer is None:
        return [top]
    mine = next((t for t in tallies if t.actor == viewer), None)
    if mine is None:
        return [top]
    return [top, goal(st, mine, tallies)]


def final_message(st: Standing) -> Message:
    """The end of the game in one message: who is second and wins (with
    the tie-break when it decided), and who was first."""
    if st.second_total is None:
        return ("rodizio.memory.all_level", {"total": st.first_total})
    return ("rodizio.results.final" + ("_fewer" if st.tie_broken else ""),
            {"first": list(st.first), "t1": st.first_total, "second": list(st.best), "t2": st.second_total})


def goal(st: Standing, mine: Tally, tallies: Sequence[Tally] | None = None) -> Message:
    """What ``mine``'s diner needs, in one message: it wins now, it shares
    second place with the Glutton (so it loses), it is tied second with more
    pizzas, it leads (too much), or how many points more — eaten as one
    more pizza — make it win (the rule book's §8 exactly, tie-breaks
    included: a total that ties another diner who ate no more pizzas, or
    ties the Glutton on as many, is not a win and is not counted).
    ``tallies`` (every diner) lets the tie-breaks be checked; without it
    only the totals in ``st`` are known and no tie is counted as a win."""
    you = {"you": mine.total}
    if st.second_total is None:
        return ("rodizio.memory.all_level", {"total": st.first_total})
    if mine.actor in st.winners:
        return ("rodizio.memory.goal_win", you)
    if mine.actor in st.best:  # sharing second place with the Glutton: every seat loses
        return ("rodizio.memory.goal_glutton", you)
    if mine.total == st.first_total:
        return ("rodizio.memory.goal_first", you)
    if mine.total == st.second_total:   # tied second, more pizzas than the one kept
        return ("rodizio.memory.goal_tied", you)
    wins = winning_extras(st, mine, tallies)
    if not wins:   # every total below the leader ties a diner who wins the tie-break
        return ("rodizio.memory.goal_none", you)
    lo, hi = min(wins), max(wins)
    if lo == hi:
        return ("rodizio.memory.goal_exact", {**you, "lo": lo})
    return ("rodizio.memory.goal_range", {**you, "lo": lo, "hi": hi})


def winning_extras(st: Standing, mine: Tally, tallies: Sequence[Tally] | None = None) -> list[int]:
    """The points ``k`` (1 up to just below the leader) that, eaten as one
    more pizza while nobody else eats, make ``mine``'s diner a winner by the
    core's §8 (``winners_among``, the Glutton's win being every seat's loss)."""
    others = [t for t in (tallies or ()) if t.actor != mine.actor]
    if not others:   # only the totals: diners on the two top totals, pizza counts unknown
        return [k for k in range(1, st.first_total - mine.total)
                if st.second_total is not None and mine.total + k > st.second_total]
    out = []
    for k in range(1, st.first_total - mine.total):
        totals = [t.total for t in others] + [mine.total + k]
        counts = [t.count for t in others] + [mine.count + 1]
        won = winners_among(totals, counts)
        if len(totals) - 1 in won and not any(others[i].actor == GLUTTON for i in won if i < len(others)):
            out.append(k)
    return out
