"""The explain steps' claims and the verifiers that check them.

The property test (test_claims_property.py) checks that the core confirms
every claim of random positions; these tests pin what the claims say in
positions built by hand, that a verifier rejects a claim whose facts were
changed (so it is not a rubber stamp), and how a rejected claim is dropped."""
from __future__ import annotations

import dataclasses

import pytest

from game.ai.claims import DO, WOULD, Claim, Clause, Reason, keep_true, problems, separates
from game.ai.foodies import explain as f_explain, verify as f_verify
from game.ai.rodizio import explain as r_explain, verify as r_verify
from game.rules import foodies as F
from game.rules import rodizio as R
from game.rules.foodies.cards import catalog
from game.rules.foodies.seen import Seen
from game.rules.rodizio.cards import deck
from tests.ai.helpers import random_position


def _cards(ids):
    return [deck()[i].to_json() for i in ids]


def rodizio_state(plates, hands, glutton_pile=(), to_move=0, seats=2, spicy=False):
    return R.from_json({"game": "rodizio", "seats": seats, "spicy": spicy, "glutton": seats == 2,
                        "plates": [_cards(p) for p in plates], "hands": [_cards(h) for h in hands],
                        "glutton_pile": _cards(glutton_pile), "first": 0, "to_move": to_move,
                        "pending": None, "dry_turns": 0, "over": False})


# The issue's table: you 6 (the Camarão), CPU 2 9, the Glutton 4.
ISSUE = dict(plates=[[17, 7, 8], [3, 4, 0], [5, 6, 1, 2, 9]], hands=[[16], [14, 11]], glutton_pile=[12])


def test_a_rodizio_reason_names_both_moves_and_what_decides():
    state = rodizio_state(**ISSUE)
    obs = R.observe(state, 0)
    reason = r_explain.reason(obs, {"type": "distribute", "plate": 0})
    assert [c.role for c in reason.clauses] == [DO, WOULD]
    do, would = reason.clauses
    assert would.action == {"type": "distribute", "plate": 2}  # the runner-up: plate 1 is the greedy move
    assert do.claims[0] == Claim("eats_nothing", {"placard": True})
    assert do.claims[1] == Claim("standing", {"place": 2, "total": 6, "who": 1, "who_total": 9, "left": 10})
    assert would.claims[0] == Claim("eats", {"cards": [{"id": 2, "name": "Alho e Óleo", "value": 1}]})
    assert would.claims[1].facts["total"] == 7
    # both leave you second, so what the next diner can eat tells them apart
    assert do.claims[2].kind == would.claims[2].kind == "next_eats"
    assert not problems(reason, r_verify.Verifier(state, 0))


def test_the_rodizio_reason_reads_as_the_core_has_it():
    from game.client.rodizio import hint
    from game.client.text import Text
    state = rodizio_state(**ISSUE)
    text = hint.say(hint.why(R.observe(state, 0), {"type": "distribute", "plate": 0}), Text("en").tr)
    assert text == ("Plate 1: you eat nothing (its stack holds the placard), you are then second with 6, "
                    "the winning place (CPU 2 leads with 9) and CPU 2 can then eat the Frango com Catupiry (3). "
                    "Plate 3: you would eat the Alho e Óleo (1), you would then be second with 7, the winning "
                    "place (CPU 2 leads with 9) and CPU 2 could "
                    "then eat the Palmito (2).")


def test_a_move_that_ends_the_game_says_who_wins():
    # 4 cards left: either legal plate leaves 3 and ends the game.
    state = rodizio_state(plates=[[0, 9], [17], [1]], hands=[[16, 3, 10], [14, 11, 4, 5]],
                          glutton_pile=[12, 13, 8, 7])
    obs = R.observe(state, 0)
    for action in obs["legal_actions"]:
        reason = r_explain.reason(obs, action)
        assert not problems(reason, r_verify.Verifier(state, 0))
        kinds = {c.kind for c in reason.clauses[0].claims}
        assert kinds & {"ends_win", "ends_lose", "ends_glutton", "ends_nobody"}


def test_everyone_level_at_the_end_is_nobody_wins():
    # 3 seats: plate 1 feeds seat 0 the Margherita (1), levels everyone at 11
    # and leaves 3 cards.
    state = rodizio_state(plates=[[2, 0], [17], [1]], hands=[[3, 4, 5, 11], [6, 7, 8, 9], [10, 12, 13]], seats=3)
    obs = R.observe(state, 0)
    move = {"type": "distribute", "plate": 0}
    reason = r_explain.reason(obs, move, move)  # the move alone: what it eats, how the game ends
    assert reason.clauses[0].claims[1] == Claim("ends_nobody", {"place": 1, "total": 11, "winners": []})
    assert not problems(reason, r_verify.Verifier(state, 0))
    # against plate 3, which ends it alike eating another 1: the ending holds for both, so it is
    # said once, of the recommended move, as the outcome — never as a difference
    reason = r_explain.reason(obs, move, {"type": "distribute", "plate": 2})
    assert separates(reason) is None
    assert [c.kind for c in reason.clauses[0].claims] == ["eats", "ends_nobody"]
    assert [c.kind for c in reason.clauses[1].claims] == ["eats"]
    assert not problems(reason, r_verify.Verifier(state, 0))


def _mutations(facts):
    """Copies of ``facts`` with one number changed (each must be false)."""
    for k, v in facts.items():
        if isinstance(v, bool) or v is None:
            continue
        if isinstance(v, int):
            yield k, {**facts, k: v + 1}
        elif isinstance(v, dict) and "value" in v:
            yield k, {**facts, k: {**v, "value": v["value"] + 1}}
        elif isinstance(v, list) and v and isinstance(v[0], list):
            yield k, {**facts, k: [[t, n + 1] for t, n in v]}


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_a_verifier_rejects_a_claim_whose_facts_were_changed(game):
    checked = 0
    for k in range(30):
        state = random_position(game, 70 + k, 2 + k % 3, 4 + 3 * k, spicy=bool(k % 2))
        rules = R if game == "rodizio" else F
        who = rules.actor(state)
        if who is None:
            continue
        obs = rules.observe(state, who)
        if game == "rodizio":
            check, explain = r_verify.Verifier(state, who), r_explain
        else:
            check, explain = f_verify.Verifier(state, who, obs), f_explain
        for action in obs["legal_actions"][:6]:
            for clause, claim in explain.reason(obs, action).claims():
                assert check(claim, clause.action) is None
                for key, facts in _mutations(claim.facts):
                    assert check(Claim(claim.kind, facts), clause.action) is not None, (claim, key)
                    checked += 1
                assert check(Claim(claim.kind, {**claim.facts, "extra": 1}), clause.action) is not None
    assert checked > 100


def test_keep_true_drops_what_the_core_contradicts():
    state = rodizio_state(**ISSUE)
    obs = R.observe(state, 0)
    plate1, plate3 = {"type": "distribute", "plate": 0}, {"type": "distribute", "plate": 2}
    wrong = Claim("standing", {"place": 1, "total": 6, "who": 1, "who_total": 9, "left": 10})
    reason = Reason((Clause(plate1, DO, (wrong,)), Clause(plate3, WOULD, (wrong,))))
    check = r_verify.Verifier(state, 0)
    kept = keep_true(reason, check, lambda a: r_explain.fallback(obs, a))
    # each clause falls back to what its move eats, which the core confirms
    assert [c.claims for c in kept.clauses] == [
        (Claim("eats_nothing", {"placard": True}),),
        (Claim("eats", {"cards": [{"id": 2, "name": "Alho e Óleo", "value": 1}]}),)]
    bare = keep_true(reason, check)
    assert [c.claims for c in bare.clauses] == [()]  # the move alone; the comparison is gone


def _foodies_with_memory(public_rival_cards):
    """A 2-seat Foodies state where seat 1 holds both eggs and both herbs of
    Kuku Sabzi; the cards in ``public_rival_cards`` are known to seat 0."""
    cat = catalog()
    by_type = {}
    for cid, t in enumerate(cat.card_types):
        by_type.setdefault(t, []).append(cid)
    kuku = next(r.id for r in cat.recipes if r.name == "Kuku Sabzi")
    hand0 = [by_type["egg"][0], by_type["egg"][1], by_type["herbs"][0], by_type["herbs"][1]]
    hand1 = [by_type["egg"][2], by_type["egg"][3], by_type["herbs"][2], by_type["tomato"][0]]
    rest = [c for c in range(len(cat.card_types)) if c not in hand0 + hand1]
    others = [r.id for r in cat.recipes if r.id != kuku][:2]
    sj = {"game": "foodies", "seats": 2, "round": 1, "deck": [cat.ing(c) for c in rest], "used": [],
          "recipe_deck": [cat.rec(r.id) for r in cat.recipes if r.id not in (kuku, *others)],
          "menu": [{"recipe": cat.rec(r), "served_by": []} for r in (kuku, *others)],
          "hands": [[cat.ing(c) for c in hand0], [cat.ing(c) for c in hand1]], "scores": [0, 0],
          "served": [[], []], "to_move": 0, "pending": None, "quiet_turns": 0, "over": False}
    state = F.from_json(sj)
    memory = Seen(public=frozenset(public_rival_cards), group=(0,) * len(cat.card_types))
    return dataclasses.replace(state, seen=memory), kuku, hand1


def test_serving_first_names_the_rival_only_as_far_as_it_is_known():
    state, kuku, hand1 = _foodies_with_memory([])
    obs = F.observe(state, 0)
    serve = {"type": "serve", "recipe": kuku}
    reason = f_explain.reason(obs, serve)
    assert reason.clauses[0].claims == (Claim("serve", {"recipe": kuku, "points": 6, "first": True}),)
    # three of seat 1's cards are known to seat 0 (put under face up, drawn from a known place)
    state, kuku, hand1 = _foodies_with_memory(hand1[:3])
    obs = F.observe(state, 0)
    reason = f_explain.reason(obs, serve)
    assert reason.clauses[0].claims[1] == Claim("rival_holds", {"recipe": kuku, "who": 1, "known": 3, "need": 4})
    check = f_verify.Verifier(state, 0, obs)
    assert not problems(reason, check)
    # more than the seat knows is refused, even though it is true of the real hand
    assert check(Claim("rival_holds", {"recipe": kuku, "who": 1, "known": 4, "need": 4}), serve) is not None

    from game.client.foodies import hint
    from game.client.text import Text
    text = hint.say(hint.message(reason), Text("en").tr)
    assert text.startswith("Serve Kuku Sabzi now: it scores 6 points, the +2 for serving it first included; "
                           "CPU 2, who may still serve Kuku Sabzi, is known to hold 3 of its 4 ingredients.")


def test_the_table_state_built_from_an_observation_shows_the_same():
    for k in range(12):
        state = random_position("foodies", 300 + k, 2 + k % 3, 20 + 9 * k)
        who = F.actor(state)
        if who is None:
            continue
        obs = F.observe(state, who)
        twin = f_verify.from_observation(obs)
        seen_again = F.observe(twin, who)
        for key in ("hand", "hand_counts", "deck_count", "used", "menu", "scores", "legal_actions", "pending"):
            assert seen_again[key] == obs[key], key


def _rodizio_positions(n):
    for k in range(n):
        state = random_position("rodizio", 300 + k, 2 + k % 3, 2 + k % 9, spicy=bool(k % 2))
        who = R.actor(state)
        if who is not None and who != "glutton":
            yield state, who, R.observe(state, who)


def test_the_end_of_a_greedy_game_is_replayed_by_the_core():
    checked = 0
    for state, who, obs in _rodizio_positions(24):
        check = r_verify.Verifier(state, who)
        for action in obs["legal_actions"]:
            claim = r_explain._Facts(obs).greedy_end(r_explain.from_action(action))
            assert check(claim, action) is None, (claim, action)
            f = claim.facts
            for wrong in ({**f, "place": f["place"] + 1}, {**f, "total": f["total"] + 1},
                          {**f, "win": not f["win"]}):
                assert check(Claim("greedy_end", wrong), action) is not None, wrong
            checked += 1
    assert checked > 30


def test_moves_alike_this_turn_say_the_pick_is_the_searchs_estimate():
    """When nothing this turn tells two moves apart, the reason says so
    (``alike_now``) instead of two identical clauses; the core refuses it
    for two moves that leave different totals."""
    alike = refused = 0
    for state, who, obs in _rodizio_positions(120):
        check = r_verify.Verifier(state, who)
        legal = obs["legal_actions"]
        for action in legal:
            for versus in [a for a in legal if a != action]:
                reason = r_explain.reason(obs, action, versus)
                do, would = reason.clauses
                if [c.kind for c in do.claims][-1:] != ["alike_now"]:
                    continue
                alike += 1
                assert check(do.claims[-1], action) is None
                assert [(c.kind, c.facts) for c in do.claims[:-1]] == [(c.kind, c.facts) for c in would.claims]
                for other in legal:
                    a, b = check.after(action), check.after(other)
                    if check.totals(a) != check.totals(b):
                        assert check(Claim("alike_now", {"versus": other}), action) is not None
                        refused += 1
    assert alike > 0 and refused > 0


@pytest.mark.parametrize("lang", ["en", "pt", "fa"])
def test_the_greedy_end_and_alike_now_read_in_every_language(pg, lang):
    from game.client.rodizio import hint
    from game.client.text import Text
    tr = Text(lang).tr
    do = ({"type": "distribute", "plate": 1}, {"type": "distribute", "plate": 2})
    reason = Reason((Clause(do[0], DO, (Claim("greedy_end", {"place": 2, "total": 9, "win": True}),
                                         Claim("alike_now", {"versus": do[1]}))),
                     Clause(do[1], WOULD, (Claim("greedy_end", {"place": 3, "total": 7, "win": False}),))))
    text = hint.say(hint.message(reason), tr)
    assert "{" not in text and "rodizio.coach" not in text, text
    assert "9" in text and "7" in text, text  # (Persian digits are drawn by the text layer)
    if lang == "en":
        assert text == ("Plate 2: if everyone then ate the most they could each turn, you would finish second "
                        "with 9 and win and this turn both moves leave every total the same: the coach prefers "
                        "this one by looking further ahead. Plate 3: if everyone then ate the most they could "
                        "each turn, you would finish third with 7 and lose."), text


def _foodies_positions(games=3, plies=60):
    """Seat-to-move observations of a few `normal` Foodies games."""
    from game.ai.base import decide
    from game.kits import make_agent
    agent = make_agent("foodies", "normal")
    for g in range(games):
        state = F.new_game(400 + g, 2 + g % 2)
        for n in range(plies):
            if state.over:
                break
            who = F.actor(state)
            obs = F.observe(state, who)
            yield state, obs
            state = F.apply(state, decide(agent, obs, n))[0]


def test_a_swap_is_compared_with_another_swap_by_the_card_given_up():
    """Two swaps draw the same two cards: what is drawn is no reason, and
    what each card was good for is said only when the recommended swap
    gives up the less useful card (never "swapping the Eggplant instead
    would give up a card no recipe needs" under a hint to swap the Bread)."""
    from game.ai.foodies.explain import GIVES_UP, USE
    seen = 0
    for state, obs in _foodies_positions():
        swaps = [a for a in obs["legal_actions"] if a["type"] == "swap"]
        for a in swaps:
            for b in swaps:
                if f_explain.same(a, b):
                    continue
                reason = f_explain.reason(obs, a, b)
                assert separates(reason) is None
                assert "draws" not in {c.kind for _, c in reason.claims()}, reason
                mine = [c.kind for c in reason.clauses[0].claims if c.kind in GIVES_UP]
                theirs = [c.kind for c in reason.clauses[-1].claims if c.kind in GIVES_UP]
                if mine and theirs:  # the recommended swap gives up a card no open recipe needs, the other one a needed card
                    assert USE[mine[0]] < USE[theirs[0]], reason
                    seen += 1
                later = [c.facts["recipes"] for _, c in reason.claims() if c.kind == "later_use"]
                if len(later) == 2:  # else by the game's recipes: fewer use the card given up
                    assert later[0] < later[1], reason
                    seen += 1
    assert seen > 10


def test_pass_and_swap_of_one_card_get_different_reasons():
    checked = 0
    for state, obs in _foodies_positions():
        legal = obs["legal_actions"]
        for swap in (a for a in legal if a["type"] == "swap"):
            pas = {"type": "pass", "card": swap["card"]}
            if pas not in legal:
                continue
            one, other = f_explain.reason(obs, swap, pas), f_explain.reason(obs, pas, swap)
            assert one.clauses[0].claims != other.clauses[0].claims
            # the card both give up is the same: it is said by neither
            assert not {c.kind for _, c in one.claims()} & {"unneeded", "spare", "needed_only", "needed_by"}
            checked += 1
    assert checked > 10


def test_a_draws_recipe_is_one_the_drawn_card_may_feed():
    """Never "the top card is a known Herbs; Chelow still needs 2 Rice":
    the recipe raced for is named beside a draw only when the known card
    drawn is one it needs (or the card is not known)."""
    from game.rules.foodies.cards import catalog
    cat = catalog()
    checked = 0
    for state, obs in _foodies_positions():
        if not any(a["type"] == "draw" for a in obs["legal_actions"]):
            continue
        claims = [c for c in f_explain.reason(obs, {"type": "draw"}).clauses[0].claims]
        drawn = next((c.facts["cards"] for c in claims if c.kind == "draws"), None)
        for c in claims:
            if c.kind == "missing" and drawn and drawn[0] is not None:
                assert drawn[0] in dict(cat.recipes[c.facts["recipe"]].needs), claims
        checked += 1
    assert checked > 20


def test_the_cold_kitchen_is_checked_by_the_core():
    """A serve near the cold kitchen's end: the reason says how many turns
    a draw would leave, and the core confirms it; a changed count fails."""
    from game.ai.claims import Claim as C
    for state, obs in _foodies_positions(games=4, plies=120):
        serves = [a for a in obs["legal_actions"] if a["type"] == "serve"]
        if not serves or not any(a["type"] == "draw" for a in obs["legal_actions"]):
            continue
        check = f_verify.Verifier(state, obs["seat"], obs)
        draw = {"type": "draw"}
        left = 5 * state.seats - state.quiet_turns - 1
        ends = left <= 0 or len(state.deck) <= 1
        claim = C("cold_kitchen", {"left": 0 if ends else left, "ends": ends})
        assert check(claim, draw) is None
        assert check(C("cold_kitchen", {"left": left + 1, "ends": False}), draw) is not None
        return
    pytest.skip("no serve met")
