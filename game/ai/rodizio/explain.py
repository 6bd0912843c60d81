"""Why a Rodízio move is good, in the AI's own terms (pure, no text).

``explain(observation, action)`` plays the chosen move on the search model
(``model.play``; a free choice it opens for the mover is finished the way
``agents.turn_value`` finishes it: the option the evaluation likes best)
and reports what the move does towards the goal of §8, the *second*-highest
total: what the mover eats, where that puts it among the diners (places by
distinct totals, as §8 ranks them, the Glutton included), whether a greedier
move would have put it first, whether the game ends, and the evaluation's
win chance after the move. The result is a reason code plus
language-neutral arguments; the client turns it into a sentence
(``game.client.rodizio.hint``).

Codes: ``win`` (the game ends and the mover is second), ``end`` (the game
ends otherwise), ``hold_back`` (eats, stays out of first place where a move
eating more would lead), ``into`` (eats and reaches a new place, or has it
alone now), ``stay`` (eats and keeps its place), ``glutton_out`` (eats and
pushes the Glutton out of second place, where it would make every seat
lose), ``lead`` (eats and is first for now, ``left`` pizzas still on the
plates), and when it eats nothing:
``nothing_forced`` (no move eats), ``nothing_avoid_first`` (a move eating
would lead), ``nothing_setup`` (the evaluation prefers the plates this
leaves)."""
from __future__ import annotations

from typing import Any

from game.ai.rodizio.agents import _leaf, turn_value
from game.ai.rodizio.model import Pos, Table, from_action, from_observation, moves, play, winners


def place(totals: tuple[int, ...], who: int) -> int:
    """``who``'s place by §8's ranking: 1 + the number of distinct totals
    above its own (equal totals share a place; place 2 is the winning one,
    before the fewest-pizzas tie-break)."""
    mine = totals[who]
    return 1 + len({v for v in totals if v > mine})


def finish_turn(t: Table, pos: Pos, move: int) -> Pos:
    """The position after ``move`` with the mover's own free choice (if the
    move opens one) made as ``turn_value`` makes it."""
    me = pos.mover
    after = play(t, pos, move)
    if after.mover == me and after.pending >= 0:
        after = max((play(t, after, m) for m in moves(t, after)),
                    key=lambda p: _leaf(t, p)[me])
    return after


def _eaten(t: Table, before: Pos, after: Pos) -> list[int]:
    """Card ids that left the plates (the mover ate them), eating order
    unknown: highest value first."""
    gone = {c for s in before.plates for c in s} - {c for s in after.plates for c in s}
    return sorted(gone, key=lambda c: (-t.value[c], c))


def explain(observation: dict[str, Any], action: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """(code, args) for the mover of ``observation`` playing ``action``
    (one of its legal actions). Args: ``plate`` (1-based, distribute) or
    ``card`` (choose); ``eaten`` [{id, name, value}], ``gain``, ``total``,
    ``place`` and ``place_before`` (1 = first), ``chance`` (the evaluation's
    win chance after the move, 0..1), ``glutton_place`` (or None), ``left``
    (pizzas still on the plates after the move)."""
    t, pos = from_observation(observation)
    me = pos.mover
    if me < 0 or me == t.glutton_index:
        raise ValueError("no seat is to move in this observation")
    move = from_action(action)
    if move not in moves(t, pos):
        raise ValueError(f"not a legal action here: {action}")
    cards = {int(c["id"]): c for c in _all_cards(observation)}
    after = finish_turn(t, pos, move)
    eaten = _eaten(t, pos, after)
    args: dict[str, Any] = {
        "eaten": [{"id": c, "name": cards[c]["name"], "value": t.value[c]} for c in eaten],
        "gain": after.totals[me] - pos.totals[me],
        "total": after.totals[me],
        "place": place(after.totals, me),
        "place_before": place(pos.totals, me),
        "chance": round(turn_value(t, pos, move, me), 3),
        "glutton_place": place(after.totals, t.glutton_index) if t.glutton else None,
        "left": sum(1 for p in after.plates for c in p if c != t.placard),
    }
    if action["type"] == "distribute":
        args["plate"] = int(action["plate"]) + 1
    else:
        c = cards[int(action["card"])]
        args["card"] = {"id": int(c["id"]), "name": c["name"], "value": int(c["value"])}
    if after.mover < 0:
        wins, glutton_wins = winners(t, after)
        return ("win" if me in wins and not glutton_wins else "end"), args
    others = [finish_turn(t, pos, m) for m in moves(t, pos) if m != move]
    greedier = [o for o in others if o.totals[me] - pos.totals[me] > args["gain"]]
    if not eaten:
        if not greedier:
            return "nothing_forced", args
        if any(place(o.totals, me) == 1 for o in greedier):
            return "nothing_avoid_first", args
        return "nothing_setup", args
    if args["place"] != 1 and any(place(o.totals, me) == 1 for o in greedier):
        return "hold_back", args
    if t.glutton and place(pos.totals, t.glutton_index) == 2 and args["glutton_place"] != 2:
        return "glutton_out", args  # the Glutton second would make every seat lose (§8)
    if args["place"] == 1:
        return "lead", args  # first for now: the evaluation still sees pizzas to come
    moved = args["place"] != args["place_before"] or (
        _sharing(pos.totals, me) and not _sharing(after.totals, me))
    return ("into" if moved else "stay"), args


def _sharing(totals: tuple[int, ...], who: int) -> bool:
    """Whether another diner has ``who``'s total (they share a place)."""
    return any(v == totals[who] for j, v in enumerate(totals) if j != who)


def _all_cards(obs: dict[str, Any]) -> list[dict]:
    out = [c for s in obs["plates"] for c in s]
    for pile in obs.get("eaten", obs.get("hands", [])):
        out.extend(pile)
    out.extend(obs.get("glutton_eaten", obs.get("glutton_pile")) or [])
    return out
