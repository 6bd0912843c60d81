"""The §8 memory: every card put under the deck face up, and every served
ingredient, stays known to every seat until a shuffle hides it again."""
from foodies_table import recipe_id, table

from game.rules import foodies as F
from game.rules.foodies import seen as seen_mod
from game.rules.rng import Rng


def _ids(cards):
    return [c["id"] for c in cards]


def test_a_card_put_under_is_known_where_it_lies_and_who_draws_it():
    s = table(2, hands=[["egg", "rice"], ["onion"]], deck=["tomato", "herbs", "bread"],
              menu=[(recipe_id("Chelow"), ())], to_move=0)
    egg, rice = s.hands[0]
    s, _ = F.apply(s, {"type": "swap", "card": egg})          # egg under, seat 0 draws 2
    for seat in (0, 1):
        assert F.observe(s, seat)["deck_seen"] == [{"group": 0},
                                                   {"card": {"id": egg, "type": "egg"}}]
    s, _ = F.apply(s, {"type": "draw"})                        # seat 1 draws bread
    s, _ = F.apply(s, {"type": "pass", "card": rice})
    assert F.observe(s, 1)["deck_seen"] == [{"card": {"id": egg, "type": "egg"}},
                                            {"card": {"id": rice, "type": "rice"}}]
    s, _ = F.apply(s, {"type": "draw"})                        # seat 1 draws the egg
    o0 = F.observe(s, 0)
    assert egg in _ids(o0["hands_seen"][1])
    # seat 0 knows the egg; the other cards of seat 1 are hidden, group 0
    assert o0["unseen"] == [{"group": 0, "counts": {"onion": 1, "bread": 1},
                             "hand_slots": [0, 2]}]


def test_served_ingredients_are_public_until_the_round_shuffle_hides_them():
    s = table(2, hands=[["rice", "rice"], ["egg"]], deck=["tomato", "onion", "herbs"],
              menu=[(recipe_id("Chelow"), ())], recipe_deck=[recipe_id("Omelette")], to_move=0)
    before = F.observe(s, 1)
    assert before["deck_seen"] == [{"group": 0}] * 3
    assert before["unseen"] == [{"group": 0, "hand_slots": [2, 0],
                                 "counts": {"tomato": 1, "onion": 1, "herbs": 1, "rice": 2}}]
    used = len(s.used) + 2
    s, _ = F.apply(s, {"type": "serve", "recipe": recipe_id("Chelow")})  # menu cleared
    assert s.round == 2 and not s.used
    o = F.observe(s, 1)
    # the used pile went round the shuffle: its places are hidden, group 1
    assert o["deck_seen"][-used:] == [{"group": 1}] * used
    group1 = next(g for g in o["unseen"] if g["group"] == 1)
    assert sum(group1["counts"].values()) == used and group1["counts"]["rice"] >= 2


def test_a_state_from_json_remembers_only_the_snapshot():
    s = F.new_game(3, 2)
    rng = Rng.from_seed(3)
    for _ in range(60):
        s, _ = F.apply(s, rng.choice(F.legal_actions(s)))
    fresh = F.from_json(F.to_json(s))
    assert fresh == s                          # the record is not part of the state's value
    assert fresh.seen is None
    o = F.observe(fresh, 0)
    assert all("group" in e for e in o["deck_seen"])
    assert o["hands_seen"] == [[], []]
    assert seen_mod.from_snapshot(s).public == frozenset(s.used)


def test_unseen_counts_fill_exactly_the_hidden_places():
    for seed in range(5):
        s = F.new_game(seed, 3)
        rng = Rng.from_seed(seed)
        for ply in range(200):
            if s.over:
                break
            s, _ = F.apply(s, rng.choice(F.legal_actions(s)))
            for seat in range(3):
                o = F.observe(s, seat)
                for g in o["unseen"]:
                    places = sum(1 for e in o["deck_seen"] if e.get("group") == g["group"])
                    assert sum(g["counts"].values()) == places + sum(g["hand_slots"])
                    assert g["hand_slots"][seat] == 0
                known = sum(len(h) for i, h in enumerate(o["hands_seen"]) if i != seat)
                hidden = sum(sum(g["hand_slots"]) for g in o["unseen"])
                assert known + hidden == sum(n for i, n in enumerate(o["hand_counts"]) if i != seat)
