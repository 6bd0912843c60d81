"""The Rodízio verifier: re-derives every fact of a claim with the rules core.

``Verifier(state, seat)`` answers ``verifier(claim, action)`` with None
when the rules core confirms every fact the claim states about ``seat``
playing ``action`` in ``state``, else a short description of what the core
found. It plays the move with ``rules.rodizio.apply`` and reads the
result from the core's own state and scoring (hands, plates, the Glutton's
pile, ``winners_among``) — never from the AI's model, which built the
claim. Everything in Rodízio is public (rule book §9), so the state a
verifier needs is the observation itself (``from_observation``).

The claim kinds and their facts are documented in ``explain.py``."""
from __future__ import annotations

from typing import Any

from game.ai import claims
from game.rules import rodizio as R
from game.rules.rodizio.cards import deck
from game.rules.rodizio.scoring import winners_among
from game.rules.rodizio.state import GLUTTON, State

Action = dict[str, Any]


def from_observation(observation: dict[str, Any]) -> State:
    """The rules-core state an observation shows (all of it is public)."""
    return R.from_json({
        "game": "rodizio", "seats": observation["seats"], "spicy": observation["spicy"],
        "glutton": observation["glutton"], "plates": observation["plates"],
        "hands": observation["eaten"], "glutton_pile": observation["glutton_eaten"] or [],
        "first": observation["first"], "to_move": observation["to_move"],
        "pending": observation["pending"], "dry_turns": observation["dry_turns"],
        "over": observation["over"]})


_ENDS = frozenset({"place", "total", "winners"})
#: The facts each kind states (a claim stating others is refused).
FACTS: dict[str, tuple[frozenset, ...]] = {
    "only": (frozenset(),), "eats": (frozenset({"cards"}),), "eats_nothing": (frozenset({"placard"}),),
    "free_choice": (frozenset({"plate", "best"}),),
    "standing": (frozenset({"place", "total", "who", "who_total", "left"}),),
    "ends_win": (_ENDS,), "ends_lose": (_ENDS,), "ends_glutton": (_ENDS,), "ends_nobody": (_ENDS,),
    "next_eats": (frozenset({"who", "card"}), frozenset({"who", "cards"})),
    "glutton_would_win": (frozenset({"total"}),),
    "greedy_end": (frozenset({"place", "total", "win"}),), "alike_now": (frozenset({"versus"}),),
    "too_full": (frozenset({"total", "left"}),),
}
#: A greedy game ends long before this many plies.
GREEDY_PLY_CAP = 1000


class Verifier(claims.Verifier):
    FACTS = FACTS

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self._after: dict[str, State] = {}

    def legal(self, action: Action) -> None:
        self.after(action)

    # -- what the core says ---------------------------------------------------
    def after(self, action: Action) -> State:
        key = repr(sorted(action.items()))
        if key not in self._after:
            self._after[key] = R.apply(self.state, action, seat=self.seat)[0]
        return self._after[key]

    def done(self, action: Action) -> State | None:
        """The state after ``action`` when it finishes the seat's turn."""
        new = self.after(action)
        return None if new.pending is not None else new

    def eaten(self, before: State, after: State, who: Any) -> list[int]:
        if who == GLUTTON:
            return [c.id for c in after.glutton_pile[len(before.glutton_pile):]]
        return [c.id for c in after.hands[who][len(before.hands[who]):]]

    @staticmethod
    def totals(state: State) -> list[int]:
        out = [sum(c.value for c in h) for h in state.hands]
        if state.glutton:
            out.append(sum(c.value for c in state.glutton_pile))
        return out

    @staticmethod
    def counts(state: State) -> list[int]:
        return [len(h) for h in state.hands] + ([len(state.glutton_pile)] if state.glutton else [])

    def diner(self, state: State, j: int) -> int | str:
        return GLUTTON if state.glutton and j == state.seats else j

    # -- the checks -------------------------------------------------------------
    def _only(self, facts: dict, action: Action) -> str | None:
        n = len(R.legal_actions(self.state))
        return None if n == 1 else f"{n} legal moves, not one"

    def _eats(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None:
            return "the move opens a free choice: nothing is eaten yet"
        got = sorted(self.eaten(self.state, new, self.seat))
        if sorted(c["id"] for c in facts["cards"]) != got or not got:
            return f"the core eats {got}"
        return _card_problem(facts["cards"])

    def _eats_nothing(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None:
            return "the move opens a free choice"
        got = self.eaten(self.state, new, self.seat)
        if got:
            return f"the core eats {got}"
        held = any(c.placard for c in self.state.plates[action["plate"]])
        return None if facts["placard"] == held else f"placard on the plate: {held}"

    def _free_choice(self, facts: dict, action: Action) -> str | None:
        new = self.after(action)
        p = new.pending
        if p is None or p.eater != self.seat or p.plate + 1 != facts["plate"]:
            return f"no free choice on plate {facts['plate']} (pending: {p})"
        pizzas = [c for c in new.plates[p.plate] if not c.placard]
        best = facts["best"]
        if best["id"] not in {c.id for c in pizzas}:
            return f"card {best['id']} is not on plate {facts['plate']}"
        top = max(c.value for c in pizzas)
        return None if best["value"] == top else f"the best pizza there is worth {top}"

    def _standing(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None or new.over:
            return "the turn does not end in a running game"
        totals = self.totals(new)
        me = self.seat
        mine = totals[me]
        got = {"place": _rank(totals, me), "total": mine}
        level = [j for j in range(len(totals)) if j != me and totals[j] == mine]
        higher = sorted((totals[j], j) for j in range(len(totals)) if totals[j] > mine)
        if level:
            ref = level[0]
        elif higher:
            ref = higher[0][1]
        else:
            ref = sorted((-totals[j], j) for j in range(len(totals)) if j != me)[0][1]
        got["who"], got["who_total"] = self.diner(new, ref), totals[ref]
        got["left"] = sum(1 for s in new.plates for c in s if not c.placard)
        return _compare(facts, got)

    def _ends(self, facts: dict, action: Action, kind: str) -> str | None:
        new = self.done(action)
        if new is None or not new.over:
            return "the game does not end"
        totals = self.totals(new)
        won = winners_among(totals, self.counts(new))
        names = [self.diner(new, j) for j in won]
        glutton = GLUTTON in names
        got_kind = ("ends_glutton" if glutton else "ends_win" if self.seat in names
                    else "ends_lose" if names else "ends_nobody")
        if got_kind != kind:
            return f"the game ends as {got_kind}"
        res = R.result(new)
        if (res["glutton_wins"] != glutton) or (not glutton and sorted(res["winners"]) != sorted(names)):
            return f"the core's result is {res}"
        return _compare(facts, {"place": _rank(totals, self.seat), "total": totals[self.seat],
                                "winners": names})

    def _ends_win(self, facts: dict, action: Action) -> str | None:
        return self._ends(facts, action, "ends_win")

    def _ends_lose(self, facts: dict, action: Action) -> str | None:
        return self._ends(facts, action, "ends_lose")

    def _ends_glutton(self, facts: dict, action: Action) -> str | None:
        return self._ends(facts, action, "ends_glutton")

    def _ends_nobody(self, facts: dict, action: Action) -> str | None:
        return self._ends(facts, action, "ends_nobody")

    def _next_eats(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None or new.over:
            return "nobody moves next"
        nxt = new.to_move
        if facts["who"] != nxt:
            return f"{nxt!r} moves next"
        if nxt == GLUTTON:
            ate = sorted(self.eaten(new, R.apply(new, R.automatic_action(new))[0], GLUTTON))
            return None if sorted(c["id"] for c in facts["cards"]) == ate else f"the Glutton eats {ate}"
        reach: dict[int, int] = {}
        for a in R.legal_actions(new):
            n2 = R.apply(new, a)[0]
            if n2.pending is not None and n2.to_move == nxt:
                reach.update((c.id, c.value) for c in n2.plates[n2.pending.plate] if not c.placard)
            else:
                reach.update((cid, deck()[cid].value) for cid in self.eaten(new, n2, nxt))
        card = facts["card"]
        if card is None:
            return None if not reach else f"{nxt!r} can eat {sorted(reach)}"
        if card["id"] not in reach:
            return f"{nxt!r} cannot eat card {card['id']}"
        top = max(reach.values())
        return _card_problem([card]) or (None if card["value"] == top else f"{nxt!r} can eat a {top}")

    def _glutton_would_win(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None or new.over or not new.glutton:
            return "no running game with the Glutton after the move"
        totals = self.totals(new)
        if new.seats not in winners_among(totals, self.counts(new)):
            return "the Glutton would not win"
        return None if facts["total"] == totals[new.seats] else f"the Glutton has {totals[new.seats]}"

    def _greedy_end(self, facts: dict, action: Action) -> str | None:
        state = self.after(action)
        for _ in range(GREEDY_PLY_CAP):
            if state.over:
                break
            legal = R.legal_actions(state)
            gains = [self._turn_gain(state, a) for a in legal]
            state = R.apply(state, legal[gains.index(max(gains))])[0]
        else:
            return "the greedy game does not end"
        totals = self.totals(state)
        names = [self.diner(state, j) for j in winners_among(totals, self.counts(state))]
        return _compare(facts, {"place": _rank(totals, self.seat), "total": totals[self.seat],
                                "win": self.seat in names and GLUTTON not in names})

    def _turn_gain(self, state: State, action: Action) -> int:
        """What the actor's turn gains by ``action`` (a free choice it
        opens: its best pizza) — ``explain.greedy_end``'s rule."""
        who = state.to_move
        new = R.apply(state, action)[0]
        if new.pending is not None and new.to_move == who:
            return max((c.value for c in new.plates[new.pending.plate] if not c.placard), default=0)
        return sum(deck()[cid].value for cid in self.eaten(state, new, who))

    def _too_full(self, facts: dict, action: Action) -> str | None:
        new = self.done(action)
        if new is None or new.over:
            return "the move does not leave a game going on"
        totals = self.totals(new)
        i = self.seat
        left = sum(c.value for s in new.plates for c in s if not c.placard)
        if facts != {"total": totals[i], "left": left}:
            return f"the core has total {totals[i]}, {left} points left"
        top = max(v for j, v in enumerate(totals) if j != i)
        return None if top + left <= totals[i] else f"a diner with {top} can still pass {totals[i]}"

    def _alike_now(self, facts: dict, action: Action) -> str | None:
        mine, theirs = self.after(action), self.after(facts["versus"])
        if self.totals(mine) != self.totals(theirs):
            return f"the totals differ: {self.totals(mine)} and {self.totals(theirs)}"
        return None


def _rank(totals: list[int], who: int) -> int:
    """§8's place: 1 + how many distinct totals are higher."""
    return 1 + len(set(t for t in totals if t > totals[who]))


def _compare(facts: dict, got: dict) -> str | None:
    wrong = {k: got[k] for k in got if facts.get(k) != got[k]}
    return None if not wrong else f"the core says {wrong}"


def _card_problem(cards: list[dict]) -> str | None:
    for c in cards:
        real = deck()[c["id"]]
        if c["name"] != real.name or c["value"] != real.value:
            return f"card {c['id']} is the {real.name} ({real.value})"
    return None
