"""Where undo may go back to (pure rules, no window)."""
from game.kits import make_agent
from game.ai.match import play_match
from game.client.records.undo import turn_start, undo_point
from game import kits
from game.storage.saves import Record, replay_states


def record(game, seed, upto=None):
    rules = kits.rules_module(game)
    state = rules.new_game(seed, 2)
    rec = Record(game=game, seats=[{"player": "human", "name": "You"}, {"player": "random", "name": "CPU 2"}],
                 seed=seed, initial_state=rules.to_json(state))
    m = play_match(rules, state, [make_agent(game, "random")] * 2, seed)
    for st in m.steps[:upto]:
        rec.append(st.actor, st.action, None)
    rec.state = replay_states(game, rec.initial_state, rec.actions)[-1]
    return rec


def drawn_were_shown(rec, start, end):
    """Every card seat 0 drew in actions start..end-1 was put under face up earlier."""
    rules = kits.rules_module("foodies")
    state, shown, drawn = rules.from_json(rec.initial_state), set(), []
    for i, entry in enumerate(rec.actions[:end]):
        state, events = rules.apply(state, entry["action"])
        for ev in events:
            d = ev.to_dict()
            if d["kind"] == "CardPutUnder" and i < start:
                shown.add(d["card"]["id"])
            if d["kind"] == "CardDrawn" and d["seat"] == 0 and i >= start:
                drawn.append(d["card"]["id"])
    return set(drawn) <= shown


def test_rodizio_goes_back_to_the_start_of_the_human_turn():
    rec = record("rodizio", 3, upto=9)
    n, why = undo_point(rec, [0])
    assert why is None and rec.actions[n]["actor"] == 0
    assert all(a["actor"] != 0 or a["action"]["type"] == "choose" for a in rec.actions[n + 1:])


def test_nothing_to_undo():
    rec = record("rodizio", 3, upto=0)
    assert undo_point(rec, [0]) == (None, "undo.nothing")


def test_foodies_draw_refused_pass_or_serve_allowed_when_nothing_was_seen():
    outcomes = set()
    for seed in range(1, 12):
        full = record("foodies", seed)
        for cut in range(1, min(len(full.actions), 60)):
            if full.actions[cut - 1]["actor"] != 0:
                continue
            rec = record("foodies", seed, upto=cut + 1)  # the human's move and one reply
            kind = rec.actions[cut - 1]["action"]["type"]
            n, why = undo_point(rec, [0])
            if kind in ("draw", "swap", "discard"):
                # refused, unless every card the human's turn drew had been
                # shown face up before (put under the deck: §8 memory)
                assert why == "undo.refused_reveal" or \
                    why in (None, "undo.refused_seen") and drawn_were_shown(rec, turn_start(rec.actions, cut - 1), cut)
            else:
                assert (n, why) in ((cut - 1, None), (None, "undo.refused_seen"))
            outcomes.add(why)
    assert {None, "undo.refused_reveal"} <= outcomes
