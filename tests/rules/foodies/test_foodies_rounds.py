"""Between rounds (§6), the end of the game and victory (§7)."""
from foodies_table import kinds, recipe_id, table

from game.rules import foodies as F
from game.rules.foodies.scoring import winners
from game.rules.rng import Rng

GREEN = recipe_id("Green Salad")
OMELETTE = recipe_id("Omelette")
CHELOW = recipe_id("Chelow")


def _round_end_state(**kw):
    """Seat 1 is about to serve Chelow, the last unserved recipe of three."""
    args = dict(hands=[["egg"], ["rice", "rice"]], deck=["onion"] * 3,
                used=["tomato", "egg", "herbs", "cheese", "bread"], rest="deck",
                menu=[(GREEN, (0,)), (OMELETTE, (0,)), (CHELOW, ())], scores=[10, 0],
                to_move=1)
    args.update(kw)
    return table(**args)


def test_between_rounds():
    s = _round_end_state(menu=[(GREEN, (0,)), (CHELOW, ())], scores=[5, 0])
    s2, ev = F.apply(s, {"type": "serve", "recipe": CHELOW})
    ended = ev[kinds(ev).index("RoundEnded")]
    # served recipes are trophies of their first server, kept in `served`
    assert ended.trophies == ({"seat": 0, "recipe": F.catalog().rec(GREEN)},
                              {"seat": 1, "recipe": F.catalog().rec(CHELOW)})
    assert ended.leaving == ()
    assert s2.served == ((GREEN,), (CHELOW,))
    # the used pile is shuffled and put under the deck
    used_then = s.used + s.hands[1]
    assert s2.used == ()
    assert s2.deck[:len(s.deck)] == s.deck
    assert sorted(s2.deck[len(s.deck):]) == sorted(used_then)
    assert ev[kinds(ev).index("UsedShuffledUnder")].count == len(used_then)
    # golden: the between-rounds shuffle is a pure function of the state
    assert s2.deck[len(s.deck):] == (19, 14, 25, 24, 34, 29, 0)
    rng = Rng.from_digest("foodies-round", 1, list(s.deck), list(used_then),
                          list(s.recipe_deck))
    assert tuple(rng.shuffled(used_then)) == s2.deck[len(s.deck):]
    # up to 3 new recipes from the top of the recipe deck
    assert [e.recipe for e in s2.menu] == list(s.recipe_deck[:3])
    assert s2.recipe_deck == s.recipe_deck[3:]
    assert ev[kinds(ev).index("MenuDealt")].recipes == tuple(
        F.catalog().rec(r) for r in s.recipe_deck[:3])
    # the seat after the one whose turn ended the round starts
    assert (s2.round, s2.to_move, s2.quiet_turns) == (2, 0, 0)
    assert ev[-1] == F.events.TurnPassed(next_seat=0)


def test_unserved_recipes_leave_the_game():
    s = table(3, hands=[["rice"], ["egg"], ["herbs"]], deck=["onion"] * 5, quiet_turns=14,
              menu=[(GREEN, (1,)), (OMELETTE, ()), (CHELOW, ())], scores=[0, 5, 0], to_move=2)
    s2, ev = F.apply(s, {"type": "draw"})
    ended = ev[kinds(ev).index("RoundEnded")]
    assert ended.reason == "cold_kitchen"
    assert ended.leaving == (F.catalog().rec(OMELETTE), F.catalog().rec(CHELOW))
    for r in (OMELETTE, CHELOW):
        assert r not in s2.recipe_deck and r not in [e.recipe for e in s2.menu]
        assert all(r not in sv for sv in s2.served)
    assert s2.to_move == 0       # seat 2 ended the round; seat 0 is after it


def test_last_round_with_fewer_than_three_recipes_then_game_over():
    s = _round_end_state(recipe_deck=[5, 6])
    s2, _ = F.apply(s, {"type": "serve", "recipe": CHELOW})
    assert [e.recipe for e in s2.menu] == [5, 6] and s2.recipe_deck == ()
    assert s2.round == 2
    # round 2 ends (cold kitchen here) with an empty recipe deck: game over
    s3 = table(hands=[["egg"], ["rice"]], deck=["onion"] * 3, menu=[(5, (1,)), (6, ())],
               recipe_deck=[], served=[[GREEN, OMELETTE], [CHELOW, 5]], scores=[10, 9],
               to_move=1, quiet_turns=9, round=2)
    s4, ev = F.apply(s3, {"type": "draw"})
    assert kinds(ev) == ["CardDrawn", "RoundEnded", "GameOver"]
    assert s4.over and s4.to_move is None and s4.pending is None and s4.menu == ()
    assert s4.round == 2 and s4.used == s3.used      # no shuffle: no round follows
    assert F.result(s4) == {"scores": [10, 9], "winners": [0]}
    assert ev[-1] == F.events.GameOver(scores=(10, 9), winners=(0,), tie_rule=None)
    assert F.legal_actions(s4) == [] and F.actor(s4) is None
    assert F.from_json(F.to_json(s4)) == s4


def _over(scores, served):
    return table(len(scores), menu=[], recipe_deck=[], served=served, scores=scores,
                 to_move=None, over=True)


def test_tie_broken_by_most_recipes():
    s = _over([8, 8, 5], [[0, 1], [2, 5, 8], [4]])
    assert winners(s) == ((1,), "most_recipes")
    assert F.result(s) == {"scores": [8, 8, 5], "winners": [1]}


def test_tie_still_tied_is_shared():
    s = _over([8, 8, 8], [[0, 1], [2, 3], [4, 5]])
    assert winners(s) == ((0, 1, 2), "shared")
    s = _over([8, 8, 5], [[0, 1], [2, 3], [4]])
    assert winners(s) == ((0, 1), "shared")
    assert F.result(s)["winners"] == [0, 1]


def test_no_tie():
    assert winners(_over([3, 5], [[0], [1]])) == ((1,), None)


def test_result_is_none_while_running():
    assert F.result(F.new_game(0, 2)) is None
