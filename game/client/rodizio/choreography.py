"""From the rules core's events to an animation timeline (pure, no pygame).

Each event becomes one or more *beats*. A beat changes the ``TableModel``
(a card moves to its next place) when it starts, may ask for a sound, a
visual effect or a message, and then lasts ``duration`` seconds of normal
speed while the sprites glide to their new places. ``Timeline`` plays beats
in order, scaled by the animation-speed factor (0 = instant: every beat
applies at once, in order, within one tick).

Events are read as dicts (``event_dict``), so this module depends only on
the event *names and fields* of ``game.rules.rodizio.events``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game.client.common.timeline import Beat as _Beat
from game.client.common.timeline import Timeline, event_dict  # noqa: F401 (re-exported)

from game.client.rodizio.table_model import PLATE_KEYS, TableModel

Mutation = Callable[[TableModel], None]

# Base durations (seconds at normal speed).
T_PLATE = 0.22
T_DEAL = 0.09
T_PICKUP = 0.35
T_SOW = 0.34      # one card after the other, each seen landing (docs/rodizio-client.md)
T_AIM = 0.5       # the pizza about to be eaten is lifted and ringed before it flies
T_SPICY = 0.8
T_EAT = 0.55
T_SETTLE = 0.2
T_NOTHING = 0.6
T_TURN = 0.15
T_REVEAL = 0.8
T_COUNT = 1.4
T_CROWN = 1.2


@dataclass
class Beat(_Beat):
    """A shared beat (``game.client.common.timeline.Beat``) plus:"""

    card: int | None = None     # the card this beat moves, if one


def _noop(_: TableModel) -> None:
    pass


def beats_for(event: dict[str, Any], *, setup: bool = False) -> list[Beat]:
    """The beats that show one event (see ``event_dict``). Unknown events
    give no beats (a newer core must not crash an older client)."""
    kind = event.get("event")
    if kind == "PlatePlaced":
        p = event["plate"]

        def place(m: TableModel, p: int = p) -> None:
            if PLATE_KEYS[p] in m.deck:
                m.deck.remove(PLATE_KEYS[p])
            m.plates_down[p] = True
        return [Beat("plate", T_PLATE, place, sfx="deal")]
    if kind == "CardDealt":
        cid, to = event["card"]["id"], event["to_plate"]
        from_plate = event.get("from_plate")

        def deal(m: TableModel, cid: int = cid, to: int = to) -> None:
            m.remove(cid)
            m.plates[to].append(cid)
            if not m.held:
                m.held_plate = None
        if from_plate is None:
            return [Beat("deal", T_DEAL, deal, sfx="deal", card=cid)]
        return [Beat("sow", T_SOW, deal, sfx="card", effect={"kind": "sow", "plate": to}, card=cid)]
    if kind == "StackPickedUp":
        p, ids = event["plate"], [c["id"] for c in event["cards"]]

        def pick(m: TableModel, p: int = p, ids: list[int] = ids) -> None:
            for cid in ids:
                m.remove(cid)
            m.held = list(reversed(ids))  # the top card is dealt first
            m.held_plate = p
        return [Beat("pickup", T_PICKUP, pick, sfx="pickup",
                     effect={"kind": "chosen", "plate": p, "actor": event["actor"]},
                     message=("rodizio.msg.picks", {"actor": event["actor"], "plate": p + 1}))]
    if kind == "SpicyTriggered":
        return [Beat("spicy", T_SPICY, _noop, sfx="spicy",
                     effect={"kind": "spicy", "plate": event["plate"], "spice": event["spice"],
                             "card": event["card"]["id"]},
                     message=(f"rodizio.msg.spicy_{event['spice']}", {"actor": event["actor"]}))]
    if kind == "FreeChoicePending":
        return [Beat("free_choice", 0.0, _noop, effect={"kind": "free_choice", "plate": event["plate"]},
                     message=("rodizio.msg.free_choice", {"actor": event["eater"]}))]
    if kind == "PizzaEaten":
        cid, eater, card = event["card"]["id"], event["eater"], event["card"]

        def eat(m: TableModel, cid: int = cid, eater: Any = eater) -> None:
            m.remove(cid)
            if eater == "glutton":
                m.glutton_pile.append(cid)
            else:
                m.hands[eater].append(cid)
            m.spotlight.add(cid)

        def aim(m: TableModel, cid: int = cid) -> None:
            m.spotlight.add(cid)  # still on its plate: the eye finds it before it moves

        def settle(m: TableModel, cid: int = cid) -> None:
            m.spotlight.discard(cid)
        return [Beat("aim", T_AIM, aim, effect={"kind": "aim", "plate": event["plate"], "card": cid},
                     message=("rodizio.msg.ate", {"actor": eater, "card": card["name"],
                                                  "value": card["value"]}), card=cid),
                Beat("eat", T_EAT, eat, sfx="eat",
                     effect={"kind": "eat", "plate": event["plate"], "card": cid, "eater": eater}, card=cid),
                Beat("settle", T_SETTLE, settle)]
    if kind == "NothingEaten":
        return [Beat("nothing", T_NOTHING, _noop, sfx="nothing",
                     message=(f"rodizio.msg.nothing_{event['reason']}", {"actor": event["actor"]}))]
    if kind == "TurnPassed":
        return [Beat("turn", T_TURN, _noop, effect={"kind": "turn", "actor": event["next_actor"]})]
    if kind == "GameOver":
        return end_reveal(event)
    return []


def end_reveal(event: dict[str, Any]) -> list[Beat]:
    """Hands flipped, the Glutton's pile shown, totals counted up, the
    rodízio master crowned."""
    def reveal(m: TableModel) -> None:
        m.revealed = True
        m.spotlight.clear()
    totals = list(event.get("totals", []))
    beats = [Beat("reveal", T_REVEAL, reveal, sfx="reveal",
                  message=(f"rodizio.msg.over_{event.get('reason', 'few_cards')}", {}))]
    beats.append(Beat("count", T_COUNT, _noop, sfx="count",
                      effect={"kind": "count", "totals": totals,
                              "glutton_total": event.get("glutton_total")}))
    winners = list(event.get("winners", []))
    if event.get("glutton_wins"):
        msg = ("rodizio.msg.glutton_wins", {})
    elif not winners:
        msg = ("rodizio.msg.no_winner", {})
    else:
        msg = ("rodizio.msg.master", {"actor": winners[0]} if len(winners) == 1
               else {"actor": winners[0]})
    beats.append(Beat("crown", T_CROWN, _noop, sfx="win",
                      effect={"kind": "crown", "winners": winners,
                              "glutton_wins": bool(event.get("glutton_wins"))},
                      message=msg))
    return beats


def choreograph(events: list[Any], *, setup: bool = False) -> list[Beat]:
    """Beats for a list of events (dataclasses with ``to_dict`` or dicts)."""
    out: list[Beat] = []
    for ev in events:
        out.extend(beats_for(event_dict(ev), setup=setup))
    return out
