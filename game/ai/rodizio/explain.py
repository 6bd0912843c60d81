"""Why a Rodízio move, as checkable claims (pure, no text).

``reason(observation, action)`` compares the move with one alternative —
the move a greedy player (the ``normal`` level) would make, or, when that
is the move itself, the runner-up of the same one-turn evaluation — and
states for each what the rules make of it, computed on the search model
(``model.play``):

* what the move does: ``eats`` (the pizzas it eats), ``eats_nothing``
  (``placard``: the chosen stack holds the placard), ``free_choice`` (it
  lets the mover pick any pizza of the landing plate; ``best`` is the
  most valuable there) or, with a single legal move, ``only`` too;
* where it leaves the mover (§8 ranks distinct totals, the Glutton
  included): ``standing`` (``place``, ``total``, and the nearest diner
  ``who`` with ``who_total`` — someone level with the mover if anyone is,
  else the runner-up when the mover leads, else the diner just above;
  ``left``: pizzas still on the plates), or, when the move ends the game,
  ``ends_win`` / ``ends_lose`` / ``ends_glutton`` / ``ends_nobody``
  (``winners``, ``place``, ``total``);
* when the two moves leave the mover in the same place, what separates
  them: ``next_eats`` (the most valuable pizza the next diner ``who`` can
  eat on its turn, ``card`` or None; for the Glutton, whose turn is
  forced, what it eats) and ``glutton_would_win`` (the Glutton is second
  with ``total``: were the game to end now, every seat would lose);
  when those are the same too, ``greedy_end``: where the mover would
  finish (``place``, ``total``, ``win``) if every diner, from then on,
  ate the most it could each turn (``greedy_end``'s rule, the core's
  first move on ties) — stated only when it wins the recommended move
  the game and not the other (a reason never argues for the other move);
* ``too_full`` (``total``, ``left``: the points still on the plates): the
  other move leaves the mover so far ahead that nobody can pass it any
  more even by eating every pizza left — it would finish first, and
  first place loses (said of the alternative only, in place of its
  ``standing``, when the recommended move does not do the same);
* a claim both moves support alike is left out of both clauses (it does
  not tell them apart) — but for how the game ends, said once, of the
  recommended move;
* when nothing above separates the moves, ``alike_now`` on the
  recommended move (``versus``: the other move): both leave every
  diner's total the same this turn, so the preference is the deeper
  search's estimate, labelled as such.

Diners are seats (0..) or ``"glutton"``; cards are ``{id, name, value}``.
The verifier (``verify.py``) re-derives every fact with the rules core."""
from __future__ import annotations

from typing import Any

from game.ai.claims import DO, WOULD, Claim, Clause, Reason
from game.ai.rodizio.agents import turn_value
from game.ai.rodizio.model import CHOOSE, Pos, Table, from_action, from_observation, moves, play, to_action, winners


def place(totals: tuple[int, ...] | list[int], who: int) -> int:
    """``who``'s place by §8's ranking: 1 + the number of distinct totals
    above its own (equal totals share a place; place 2 is the winning one,
    before the fewest-pizzas tie-break)."""
    mine = totals[who]
    return 1 + len({v for v in totals if v > mine})


def nearest(totals: tuple[int, ...] | list[int], who: int) -> int:
    """The diner a standing is measured against: the first other diner
    level with ``who``; else, when ``who`` leads, the first with the
    highest other total; else the first with the lowest total above."""
    mine = totals[who]
    others = [j for j in range(len(totals)) if j != who]
    level = [j for j in others if totals[j] == mine]
    if level:
        return level[0]
    above = [j for j in others if totals[j] > mine]
    if not above:
        top = max(totals[j] for j in others)
        return next(j for j in others if totals[j] == top)
    low = min(totals[j] for j in above)
    return next(j for j in above if totals[j] == low)


def best_card(cards: list[int], value: tuple[int, ...]) -> int | None:
    """The most valuable of ``cards`` (lowest id on ties), None if empty."""
    return min(cards, key=lambda c: (-value[c], c)) if cards else None


class _Facts:
    """The model's view of one position, for building claims."""

    def __init__(self, observation: dict[str, Any]) -> None:
        self.t, self.pos = from_observation(observation)
        self.me = self.pos.mover
        if self.me < 0 or self.me == self.t.glutton_index:
            raise ValueError("no seat is to move in this observation")
        self.cards = {int(c["id"]): c for c in _all_cards(observation)}

    def who(self, j: int) -> int | str:
        return "glutton" if j == self.t.glutton_index else j

    def card(self, cid: int) -> dict[str, Any]:
        c = self.cards[cid]
        return {"id": cid, "name": c["name"], "value": int(c["value"])}

    def pizzas(self, pos: Pos) -> int:
        return sum(1 for s in pos.plates for c in s if c != self.t.placard)

    def eaten(self, before: Pos, after: Pos) -> list[int]:
        gone = {c for s in before.plates for c in s} - {c for s in after.plates for c in s}
        return sorted(gone, key=lambda c: (-self.t.value[c], c))

    def reachable(self, pos: Pos) -> list[int]:
        """Every pizza the participant to move can eat this turn."""
        t = self.t
        out: set[int] = set()
        for m in moves(t, pos):
            nxt = play(t, pos, m)
            if nxt.mover == pos.mover and nxt.pending >= 0:
                out.update(c for c in nxt.plates[nxt.pending] if c != t.placard)
            else:
                out.update(self.eaten(pos, nxt))
        return sorted(out)

    def greedy_end(self, move: int) -> Claim:
        """Where ``move`` leaves the mover at the end of a greedy game."""
        end = greedy_end(self.t, play(self.t, self.pos, move))
        wins, glutton_wins = winners(self.t, end)
        return Claim("greedy_end", {"place": place(end.totals, self.me), "total": end.totals[self.me],
                                    "win": self.me in wins and not glutton_wins})

    def claims(self, move: int) -> dict[str, Claim]:
        """The claims one move supports, by slot: ``what``, ``standing``,
        ``next``, ``glutton``."""
        t, pos, me = self.t, self.pos, self.me
        after = play(t, pos, move)
        out: dict[str, Claim] = {}
        if after.mover == me and after.pending >= 0:
            landing = [c for c in after.plates[after.pending] if c != t.placard]
            out["what"] = Claim("free_choice", {"plate": after.pending + 1,
                                                "best": self.card(best_card(landing, t.value))})
            return out
        eaten = self.eaten(pos, after)
        if move >= CHOOSE:
            pass  # the move is the pizza it eats: nothing to add
        elif eaten:
            out["what"] = Claim("eats", {"cards": [self.card(c) for c in eaten]})
        else:
            out["what"] = Claim("eats_nothing", {"placard": t.placard in pos.plates[move]})
        totals = after.totals
        if after.mover < 0:
            wins, glutton_wins = winners(t, after)
            kind = ("ends_glutton" if glutton_wins else "ends_win" if me in wins
                    else "ends_lose" if wins else "ends_nobody")
            out["standing"] = Claim(kind, {"place": place(totals, me), "total": totals[me],
                                           "winners": [self.who(j) for j in wins]})
            return out
        ref = nearest(totals, me)
        out["standing"] = Claim("standing", {"place": place(totals, me), "total": totals[me],
                                             "who": self.who(ref), "who_total": totals[ref],
                                             "left": self.pizzas(after)})
        points = sum(t.value[c] for s in after.plates for c in s if c != t.placard)
        if max(v for j, v in enumerate(totals) if j != me) + points <= totals[me]:
            out["full"] = Claim("too_full", {"total": totals[me], "left": points})
        nxt = after.mover
        if nxt == t.glutton_index:
            ate = self.eaten(after, play(t, after, moves(t, after)[0]))
            out["next"] = Claim("next_eats", {"who": "glutton", "cards": [self.card(c) for c in ate]})
        else:
            best = best_card(self.reachable(after), t.value)
            out["next"] = Claim("next_eats", {"who": nxt, "card": None if best is None else self.card(best)})
        if t.glutton:
            wins, glutton_wins = winners(t, after)
            if glutton_wins:
                out["glutton"] = Claim("glutton_would_win", {"total": totals[t.glutton_index]})
        return out


def alternative(observation: dict[str, Any], action: dict[str, Any]) -> dict[str, Any] | None:
    """The move ``action`` is compared with: the greedy (``normal``) move,
    or the runner-up of its evaluation when that is ``action`` itself;
    None when there is no other legal move."""
    t, pos = from_observation(observation)
    move = from_action(action)
    ms = moves(t, pos)
    if move not in ms:
        raise ValueError(f"not a legal action here: {action}")
    others = [m for m in ms if m != move]
    if not others:
        return None
    me = pos.mover
    values = {m: turn_value(t, pos, m, me) for m in ms}
    greedy = max(ms, key=lambda m: (values[m], -ms.index(m)))
    if greedy != move:
        return to_action(greedy)
    return to_action(max(others, key=lambda m: (values[m], -ms.index(m))))


def reason(observation: dict[str, Any], action: dict[str, Any],
           versus: dict[str, Any] | None = None) -> Reason:
    """The claims for the mover of ``observation`` playing ``action`` (one of
    its legal actions), compared with ``versus`` (default: ``alternative``)."""
    f = _Facts(observation)
    move = from_action(action)
    if move not in moves(f.t, f.pos):
        raise ValueError(f"not a legal action here: {action}")
    mine = f.claims(move)
    if versus is None:
        versus = alternative(observation, action)
    if versus is None or from_action(versus) == move:
        claims = [Claim("only", {})] if versus is None else []
        claims += [mine[k] for k in ("what", "standing") if k in mine]
        return Reason((Clause(action, DO, tuple(claims)),))
    theirs = f.claims(from_action(versus))
    do = [mine[k] for k in ("what", "standing") if k in mine]
    would = [theirs[k] for k in ("what", "standing") if k in theirs]
    full = "full" in theirs and "full" not in mine
    if full:
        # the other move leaves the mover certain to finish first: that says more than its standing
        would = [theirs["full"] if c is theirs.get("standing") else c for c in would]
    if not full and _same_place(mine.get("standing"), theirs.get("standing")):
        a, b = mine.get("next"), theirs.get("next")
        if a is not None and b is not None and a.facts != b.facts:
            do.append(a)
            would.append(b)
        elif ("glutton" in mine) != ("glutton" in theirs):
            (do if "glutton" in mine else would).append((mine.get("glutton") or theirs["glutton"]))
    shared = [c for c in do if c in would]  # what holds alike for both moves is not a reason
    # ... but how the game ends stays said once, of the recommended move: the outcome, not a comparison
    do = [c for c in do if c not in shared or c.kind in ENDS]
    would = [c for c in would if c not in shared]
    if not _separate(do, would):
        # Nothing this turn tells the moves apart: look to the game's end
        # under a rule anyone can replay, else say the pick is an estimate.
        ends = f.greedy_end(move), f.greedy_end(from_action(versus))
        if ends[0].facts["win"] and not ends[1].facts["win"]:
            do.append(ends[0])
            would.append(ends[1])
        else:
            do.append(Claim("alike_now", {"versus": versus}))
    return Reason((Clause(action, DO, tuple(do)), Clause(versus, WOULD, tuple(would))))


def greedy_end(t: Table, pos: Pos, cap: int = 1000) -> Pos:
    """The finished position if, from ``pos``, every diner eats the most it
    can each turn: the move whose own turn gains the most (a free choice
    it opens counts its best pizza), the first in the core's order on
    ties; a free choice takes the most valuable pizza (the first listed on
    ties). ``cap`` bounds the plies (a game ends long before)."""
    for _ in range(cap):
        if pos.mover < 0:
            return pos
        ms = moves(t, pos)
        pos = play(t, pos, max(ms, key=lambda m: (_turn_gain(t, pos, m), -ms.index(m))))
    raise AssertionError("a greedy game did not end")


def _turn_gain(t: Table, pos: Pos, move: int) -> int:
    me = pos.mover
    after = play(t, pos, move)
    if after.mover == me and after.pending >= 0:
        return max((t.value[c] for c in after.plates[after.pending] if c != t.placard), default=0)
    return after.totals[me] - pos.totals[me]


ENDS = frozenset({"ends_win", "ends_lose", "ends_glutton", "ends_nobody"})


def _separate(do: list[Claim], would: list[Claim]) -> bool:
    """Whether the clauses tell the moves apart in what decides the game:
    something beyond what each eats, or pizzas of different worth (two
    moves that each eat a 1 leave every total alike)."""
    if not do:
        return False
    worth = [sum(c["value"] for c in cl.facts["cards"]) for cls in (do, would) for cl in cls if cl.kind == "eats"]
    rest = [c for c in do + would if c.kind != "eats"]
    return bool(rest) or len(worth) != 2 or worth[0] != worth[1]


def _facts_of(claims: list[Claim]) -> list[tuple[str, Any]]:
    return [(c.kind, c.facts) for c in claims]


def fallback(observation: dict[str, Any], action: dict[str, Any]) -> list[Claim]:
    """The plainest claim about ``action``: what it eats (or that it opens
    a free choice); none for a free choice's pick (the pick names its pizza)."""
    what = _Facts(observation).claims(from_action(action)).get("what")
    return [] if what is None else [what]


def outcome(observation: dict[str, Any], action: dict[str, Any]) -> Claim | None:
    """Where ``action`` leaves the mover (``standing`` or ``ends_*``; None
    while its free choice is still to be made): a review's summary names it."""
    return _Facts(observation).claims(from_action(action)).get("standing")


def _same_place(a: Claim | None, b: Claim | None) -> bool:
    if a is None or b is None:
        return False
    return a.kind == b.kind and a.facts["place"] == b.facts["place"]


def _all_cards(obs: dict[str, Any]) -> list[dict]:
    out = [c for s in obs["plates"] for c in s]
    for pile in obs.get("eaten", obs.get("hands", [])):
        out.extend(pile)
    out.extend(obs.get("glutton_eaten", obs.get("glutton_pile")) or [])
    return out
