"""From the Foodies rules core's events to an animation timeline (pure, no
pygame).

Each event becomes one or more *beats*. A beat changes the ``TableModel``
when it starts (a card moves to its next place), may ask for a sound, a
visual effect or a log message, and then lasts ``duration`` seconds of
normal speed while the sprites glide. ``Timeline`` plays beats in order,
scaled by the animation speed (``inf``/0 = instant: every beat applies at
once, in order, within one tick).

Events are read as dicts (``event_dict``): this module depends only on the
event names and fields of ``game.rules.foodies.events``."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.client.common.timeline import Beat as _Beat
from game.client.common.timeline import Timeline, event_dict  # noqa: F401 (re-exported)

from game.client.foodies.table_model import TableModel, dkey, rkey

Mutation = Callable[[TableModel], None]

T_DEAL = 0.12
T_DRAW = 0.34
T_SHOW = 0.34
T_HOLD = 0.55
T_UNDER = 0.3
T_SERVE = 0.55
T_DISH = 0.6
T_BANNER = 1.3
T_CLEAR = 0.7
T_SHUFFLE = 0.8
T_MENU = 0.3
T_TURN = 0.12
T_COUNT = 1.6
T_CROWN = 1.4


@dataclass
class Beat(_Beat):
    """A shared beat (``game.client.common.timeline.Beat``) plus:"""

    #: new sprites that start where another sprite is: {new key: source key}
    spawn: dict[Any, Any] = field(default_factory=dict)


def beats_for(e: dict[str, Any]) -> list[Beat]:
    """The beats that show one event. Unknown events give none."""
    kind = e.get("event")
    if kind == "CardDealt":  # the opening deal (rules core's setup_events)
        def deal(m: TableModel, seat: int = e["seat"]) -> None:
            if m.deck:
                m.hands[seat].append(m.deck.pop(0))
        return [Beat("deal", T_DEAL, deal, sfx="deal")]
    if kind == "CardDrawn":
        seat, cid = e["seat"], e["card"]["id"]

        def draw(m: TableModel, seat: int = seat, cid: int = cid) -> None:
            m.take(cid)
            m.hands[seat].append(cid)
        return [Beat("draw", T_DRAW, draw, sfx="deal", effect={"kind": "draw", "seat": seat, "card": cid},
                     message=("foodies.msg.drew", {"actor": seat}))]
    if kind == "CardPutUnder":
        seat, cid, reason = e["seat"], e["card"]["id"], e["reason"]

        def show(m: TableModel, cid: int = cid) -> None:
            m.take(cid)
            m.showcase.append(cid)
            m.spotlight.add(cid)

        def under(m: TableModel, cid: int = cid) -> None:
            m.take(cid)
            m.spotlight.discard(cid)
            m.deck.append(cid)
        return [Beat("show", T_SHOW, show, sfx="card",
                     effect={"kind": "put_under", "seat": seat, "card": cid, "reason": reason},
                     message=(f"foodies.msg.under_{reason}", {"actor": seat, "ing": e["card"]["type"]})),
                Beat("hold", T_HOLD),
                Beat("under", T_UNDER, under)]
    if kind == "RecipeServed":
        seat, rec, pts, first = e["seat"], e["recipe"], e["points"], e["first_bonus"]
        ids = [c["id"] for c in e["ingredients"]]
        rid = rec["id"]

        def to_used(m: TableModel, ids: list[int] = ids) -> None:
            for cid in ids:
                m.take(cid)
                m.used.append(cid)
                m.spotlight.add(cid)

        def dish(m: TableModel, seat: int = seat, rid: int = rid, pts: int = pts, ids: list[int] = ids) -> None:
            for cid in ids:
                m.spotlight.discard(cid)
            m.served_by.setdefault(rid, []).append(seat)
            m.dishes[seat].append(rid)
            m.scores[seat] += pts
            m.spotlight.add(dkey(seat, len(m.dishes[seat]) - 1))

        def settle(m: TableModel, seat: int = seat) -> None:
            m.spotlight.discard(dkey(seat, len(m.dishes[seat]) - 1))
        return [Beat("serve", T_SERVE, to_used, sfx="serve",
                     effect={"kind": "serve", "seat": seat, "recipe": rid, "points": pts, "first": first},
                     message=("foodies.msg.served_first" if first else "foodies.msg.served",
                              {"actor": seat, "recipe": rid, "points": pts})),
                Beat("dish", T_DISH, dish, sfx="count",
                     effect={"kind": "points", "seat": seat, "points": pts, "first": first},
                     spawn={("dish-of", seat): rkey(rid)}),
                Beat("settle", 0.1, settle)]
    if kind == "Passed":
        return [Beat("pass", 0.1, None, message=("foodies.msg.passed", {"actor": e["seat"]}))]
    if kind == "DeckOut":
        return [Beat("deck_out", T_BANNER, None, sfx="shuffle",
                     effect={"kind": "banner", "title": ("foodies.banner.deck_out", {}),
                             "sub": ("foodies.banner.deck_out_sub", {})},
                     message=("foodies.msg.deck_out", {}))]
    if kind == "DiscardRequired":
        return [Beat("discard_req", 0.0, None, effect={"kind": "discard_req", "seat": e["seat"],
                                                        "reason": e["reason"]},
                     message=(f"foodies.msg.must_discard_{e['reason']}", {"actor": e["seat"]}))]
    if kind == "RoundEnded":
        rnd, reason = e["round"], e["reason"]
        firsts = {t["recipe"]["id"]: t["seat"] for t in e["trophies"]}
        leaving = [r["id"] for r in e["leaving"]]

        def clear(m: TableModel, firsts: dict = firsts, leaving: list = leaving) -> None:
            for rid in m.menu:
                if rid is None:
                    continue
                if rid in firsts:
                    m.merging[rid] = firsts[rid]
                else:
                    m.leaving.append(rid)
            m.menu = [None, None, None]

        def gone(m: TableModel) -> None:
            m.merging.clear()
            m.leaving.clear()
            m.served_by.clear()
        return [Beat("round_end", T_BANNER, None, sfx="reveal",
                     effect={"kind": "banner", "title": ("foodies.banner.round_over", {"n": rnd}),
                             "sub": (f"foodies.banner.reason_{reason}", {})},
                     message=(f"foodies.msg.round_over_{reason}", {"n": rnd})),
                Beat("clear", T_CLEAR, clear, sfx="card"),
                Beat("gone", 0.05, gone, effect={"kind": "gone", "recipes": list(firsts) + leaving})]
    if kind == "UsedShuffledUnder":
        def shuffle(m: TableModel) -> None:
            m.deck.extend(m.used)
            m.used.clear()
        return [Beat("shuffle", T_SHUFFLE, shuffle, sfx="shuffle",
                     message=("foodies.msg.shuffled", {"n": e["count"]}))]
    if kind == "MenuDealt":
        rnd = e["round"]
        ids = [r["id"] for r in e["recipes"]]

        def new_round(m: TableModel, rnd: int = rnd) -> None:
            m.round = rnd
        beats = [Beat("round", T_BANNER, new_round, sfx="reveal",
                      effect={"kind": "banner", "title": ("foodies.banner.round", {"n": rnd}),
                              "sub": ("foodies.banner.round_sub", {"n": len(ids)})},
                      message=("foodies.msg.round", {"n": rnd}))]
        for slot, rid in enumerate(ids):
            def deal(m: TableModel, slot: int = slot, rid: int = rid) -> None:
                if rid in m.recipe_deck:
                    m.recipe_deck.remove(rid)
                m.menu[slot] = rid
            beats.append(Beat("menu", T_MENU, deal, sfx="deal"))
        return beats
    if kind == "TurnPassed":
        return [Beat("turn", T_TURN, None, effect={"kind": "turn", "actor": e["next_seat"]})]
    if kind == "GameOver":
        scores, winners, tie = list(e["scores"]), list(e["winners"]), e.get("tie_rule")

        def reveal(m: TableModel) -> None:
            m.revealed = True
        win_msg = ("foodies.msg.winner", {"actor": winners[0]}) if len(winners) == 1 else \
            ("foodies.msg.shared", {"n": len(winners)})
        return [Beat("final", T_BANNER, reveal, sfx="reveal",
                     effect={"kind": "banner", "title": ("foodies.banner.game_over", {}),
                             "sub": ("foodies.banner.game_over_sub", {})},
                     message=("foodies.msg.game_over", {})),
                Beat("count", T_COUNT, None, sfx="count", effect={"kind": "count", "scores": scores}),
                Beat("crown", T_CROWN, None, sfx="win",
                     effect={"kind": "crown", "winners": winners, "tie_rule": tie}, message=win_msg),
                # The winner's banner; when a tie rule decided, it says which.
                Beat("winner", T_BANNER * 1.5, None,
                     effect={"kind": "banner", "title": win_msg,
                             "sub": (f"foodies.results.tie_{tie}" if tie else "foodies.results.rule", {})},
                     message=(f"foodies.results.tie_{tie}", {}) if tie else None)]
    return []


def choreograph(events: list[Any]) -> list[Beat]:
    out: list[Beat] = []
    for ev in events:
        out.extend(beats_for(event_dict(ev)))
    return out
