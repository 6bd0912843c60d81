"""The end of a turn (§5): hand limit, deck out, menu cleared, cold kitchen."""
from foodies_table import kinds, play, recipe_id, table

from game.rules import foodies as F
from game.rules.foodies.events import DiscardRequired
from game.rules.foodies.state import Pending

GREEN = recipe_id("Green Salad")
OMELETTE = recipe_id("Omelette")
CHELOW = recipe_id("Chelow")
SEVEN = ["rice", "rice", "egg", "egg", "herbs", "herbs", "bread"]


def test_hand_limit_one_discard_in_normal_play():
    s = table(hands=[SEVEN, ["egg"]], deck=["tomato", "onion"])
    s2, ev = F.apply(s, {"type": "draw"})
    assert s2.pending == Pending(reason="hand_limit", seat=0, count=1, turn=0)
    assert s2.to_move == 0 and s2.quiet_turns == 1
    assert kinds(ev) == ["CardDrawn", "DiscardRequired"]
    assert F.legal_actions(s2) == [{"type": "discard", "card": c} for c in s2.hands[0]]
    bread = s2.hands[0][6]
    s3, ev = F.apply(s2, {"type": "discard", "card": bread})
    assert s3.pending is None and s3.to_move == 1
    assert s3.deck[-1] == bread and len(s3.hands[0]) == 7
    assert kinds(ev) == ["CardPutUnder", "TurnPassed"] and ev[0].reason == "hand_limit"
    assert s3.quiet_turns == 1       # the discard is part of the draw's turn


def test_hand_limit_with_several_discards():
    """A hand can only exceed 7 by one in play; the core handles any excess,
    one card at a time (this start state is hand-made: 8 cards)."""
    s = table(hands=[SEVEN + ["cheese"], ["egg"]], deck=["tomato", "onion", "onion"],
              validate=False)
    s2, ev = F.apply(s, {"type": "draw"})
    assert s2.pending == Pending(reason="hand_limit", seat=0, count=2, turn=0)
    assert ev[-1] == DiscardRequired(seat=0, reason="hand_limit", count=2)
    first, second = s2.hands[0][0], s2.hands[0][1]
    s3, ev = F.apply(s2, {"type": "discard", "card": first})
    assert s3.pending == Pending(reason="hand_limit", seat=0, count=1, turn=0)
    assert s3.to_move == 0 and kinds(ev) == ["CardPutUnder"]
    assert F.from_json(F.to_json(s3)) == s3
    s4, ev = F.apply(s3, {"type": "discard", "card": second})
    assert s4.pending is None and s4.to_move == 1 and len(s4.hands[0]) == 7
    assert s4.deck[-2:] == (first, second)   # under the deck, in discard order


def test_hand_limit_then_cold_kitchen():
    s = table(hands=[SEVEN, ["egg"]], deck=["tomato", "onion"], quiet_turns=9)
    s2, _ = F.apply(s, {"type": "draw"})
    assert s2.pending is not None and s2.quiet_turns == 10
    s3, ev = F.apply(s2, {"type": "discard", "card": s2.hands[0][0]})
    assert "RoundEnded" in kinds(ev) and ev[kinds(ev).index("RoundEnded")].reason == "cold_kitchen"
    assert s3.round == 2 and s3.to_move == 1


def test_deck_out_skips_empty_hands_then_ends_the_round():
    """Seat 1 draws the last card; seats 1, 3, 0 (turn order from seat 1,
    seat 2's hand is empty) each discard one; the round ends; round 2 starts
    with seat 2, the seat after the one whose turn it was."""
    s = table(4, hands=[["rice"], ["egg", "egg"], [], ["herbs", "cheese"]], deck=["tomato"],
              menu=[(GREEN, ()), (OMELETTE, ()), (CHELOW, ())], to_move=1)
    s2, ev = F.apply(s, {"type": "draw"})
    assert kinds(ev) == ["CardDrawn", "DeckOut", "DiscardRequired"]
    assert ev[1].seats == (1, 3, 0)
    assert s2.pending == Pending(reason="deck_out", seat=1, count=1, turn=1, queue=(3, 0))
    assert s2.to_move == 1 and s2.deck == ()
    # deck-out discards go under the deck: the deck is no longer empty ...
    s3, ev = F.apply(s2, {"type": "discard", "card": s2.hands[1][0]})
    assert s3.pending == Pending(reason="deck_out", seat=3, count=1, turn=1, queue=(0,))
    assert len(s3.deck) == 1 and s3.to_move == 3 and kinds(ev) == ["CardPutUnder",
                                                                  "DiscardRequired"]
    assert F.from_json(F.to_json(s3)) == s3
    s4, _ = F.apply(s3, {"type": "discard", "card": s3.hands[3][1]})
    assert s4.pending.seat == 0 and s4.pending.queue == ()
    assert s4.pending.turn == 1   # §9: the seat whose turn caused the deck out
    discards = s4.deck + (s4.hands[0][0],)
    # ... but the round ends anyway
    s5, ev = F.apply(s4, {"type": "discard", "card": s4.hands[0][0]})
    assert kinds(ev) == ["CardPutUnder", "RoundEnded", "UsedShuffledUnder", "MenuDealt",
                         "TurnPassed"]
    assert ev[1].reason == "deck_out" and ev[1].round == 1
    assert s5.round == 2 and s5.to_move == 2 and s5.pending is None
    assert s5.deck[:3] == discards and s5.used == ()
    assert s5.hands[0] == () and s5.hands[2] == ()


def test_deck_out_turn_when_the_acting_seat_emptied_its_hand():
    """Seat 0 draws the last card into an empty hand and discards it: the
    pending discard still names seat 0's turn (§9 ``turn``)."""
    s = table(3, hands=[[], ["egg"], ["rice", "rice"]], deck=["tomato"])
    s2, _ = F.apply(s, {"type": "draw"})
    s3, _ = F.apply(s2, {"type": "discard", "card": s2.hands[0][0]})
    assert s3.pending.seat == 1 and s3.hands[0] == ()
    assert s3.pending.turn == 0 and F.to_json(s3)["pending"]["turn"] == 0
    s4, _ = play(s3, {"type": "discard", "card": s3.hands[1][0]},
                 {"type": "discard", "card": s3.hands[2][0]})
    assert s4.round == 2 and s4.to_move == 1


def test_deck_out_with_a_skipped_empty_hand_starts_the_next_round_after_the_acting_seat():
    """Seat 0 acts with one card, seat 1 sits out with an empty hand, seat 2
    discards last. The book (§5.2, §6): the next round starts with the seat
    after the one whose turn ended the round — seat 1, not seat 2. (The old
    reconstruction from the state could not tell this apart from a turn of
    seat 1 and started round 2 one seat late.)"""
    s = table(3, hands=[[], [], ["rice", "rice"]], deck=["tomato"])
    s2, _ = F.apply(s, {"type": "draw"})
    assert s2.pending.queue == (2,)          # seat 1 is skipped
    s3, _ = F.apply(s2, {"type": "discard", "card": s2.hands[0][0]})
    assert s3.pending == Pending(reason="deck_out", seat=2, count=1, turn=0)
    assert F.from_json(F.to_json(s3)) == s3
    s4, ev = F.apply(s3, {"type": "discard", "card": s3.hands[2][0]})
    assert ev[1].reason == "deck_out"
    assert s4.round == 2 and s4.to_move == 1


def test_deck_out_in_a_five_seat_game_with_a_seat_skipped_between():
    """5 seats (§2): seat 3 draws the last card; seat 4 sits out empty,
    seats 0 and 1 had emptied hands too; seat 2 holds cards. Discards: seat 3,
    then seat 2. The next round starts with seat 4, the seat after seat 3."""
    s = table(5, hands=[[], [], ["egg", "rice"], ["herbs"], []], deck=["tomato"],
              to_move=3)
    s2, ev = F.apply(s, {"type": "draw"})
    assert ev[1].seats == (3, 2)
    assert s2.pending == Pending(reason="deck_out", seat=3, count=1, turn=3, queue=(2,))
    s3, _ = F.apply(s2, {"type": "discard", "card": s2.hands[3][0]})
    assert s3.pending == Pending(reason="deck_out", seat=2, count=1, turn=3)
    assert F.to_json(s3)["pending"]["turn"] == 3
    s4, _ = F.apply(s3, {"type": "discard", "card": s3.hands[2][0]})
    assert s4.round == 2 and s4.to_move == 4


def test_deck_out_with_exactly_one_seat_holding_cards():
    """Seat 2 draws the last card and is the only seat with cards: it still
    discards one (the queue is just itself), then the round ends and round 2
    starts with seat 0, the seat after it."""
    s = table(3, hands=[[], [], ["rice"]], deck=["tomato"], to_move=2)
    s2, ev = F.apply(s, {"type": "draw"})
    assert kinds(ev) == ["CardDrawn", "DeckOut", "DiscardRequired"]
    assert ev[1].seats == (2,)
    assert s2.pending == Pending(reason="deck_out", seat=2, count=1, turn=2)
    assert s2.to_move == 2 and s2.round == 1 and len(s2.hands[2]) == 2
    assert F.legal_actions(s2) == [{"type": "discard", "card": c} for c in s2.hands[2]]
    s3, ev = F.apply(s2, {"type": "discard", "card": s2.hands[2][0]})
    assert kinds(ev)[:2] == ["CardPutUnder", "RoundEnded"] and ev[1].reason == "deck_out"
    assert s3.round == 2 and s3.to_move == 0 and s3.pending is None


def test_deck_out_when_no_seat_holds_cards_is_impossible_in_play_but_handled():
    """Hand-made: the deck is already empty and seat 0 passes with an empty
    hand while nobody holds a card: no discards, the round just ends."""
    s = table(2, hands=[[], []], deck=[])
    s2, ev = F.apply(s, {"type": "pass", "card": None})
    assert kinds(ev) == ["Passed", "DeckOut", "RoundEnded", "UsedShuffledUnder", "MenuDealt",
                         "TurnPassed"]
    assert s2.round == 2 and len(s2.deck) == 50 and s2.to_move == 1


def test_menu_cleared_ends_the_round():
    s = table(hands=[["egg"], ["rice", "rice"]], deck=["onion"] * 3,
              menu=[(GREEN, (0,)), (CHELOW, ())], scores=[5, 0], to_move=1)
    s2, ev = F.apply(s, {"type": "serve", "recipe": CHELOW})
    assert kinds(ev) == ["RecipeServed", "RoundEnded", "UsedShuffledUnder", "MenuDealt",
                         "TurnPassed"]
    assert ev[1].reason == "menu_cleared"
    assert s2.round == 2 and s2.to_move == 0 and s2.scores == (5, 4)


def test_menu_cleared_and_deck_out_in_the_same_turn():
    """Hand-made: the deck is empty at the start of seat 0's turn and seat 0
    serves the last unserved recipe. Deck-out discards still happen (seat 0,
    then seat 1), then the round ends once, for the deck out."""
    s = table(hands=[["rice", "rice", "egg"], ["egg", "cheese"]], deck=[],
              menu=[(GREEN, (1,)), (CHELOW, ())], scores=[0, 5])
    s2, ev = F.apply(s, {"type": "serve", "recipe": CHELOW})
    assert kinds(ev) == ["RecipeServed", "DeckOut", "DiscardRequired"]
    assert s2.pending == Pending(reason="deck_out", seat=0, count=1, turn=0, queue=(1,))
    assert all(e.served_by for e in s2.menu)   # cleared, but the discards come first
    s3, ev = F.apply(s2, {"type": "discard", "card": s2.hands[0][0]})
    assert "RoundEnded" not in kinds(ev)
    s4, ev = F.apply(s3, {"type": "discard", "card": s3.hands[1][0]})
    assert kinds(ev).count("RoundEnded") == 1
    assert ev[1].reason == "deck_out"
    assert s4.round == 2 and s4.to_move == 1


def test_cold_kitchen_after_five_turns_per_seat():
    s = table(3, hands=[["rice"], ["egg"], ["herbs"]], deck=["onion"] * 5, quiet_turns=13)
    s2, ev = F.apply(s, {"type": "draw"})
    assert "RoundEnded" not in kinds(ev) and s2.quiet_turns == 14
    s3, ev = F.apply(s2, {"type": "pass", "card": s2.hands[1][0]})
    assert ev[kinds(ev).index("RoundEnded")].reason == "cold_kitchen"
    assert s3.round == 2 and s3.to_move == 2 and s3.quiet_turns == 0


def test_a_serve_resets_the_cold_kitchen_count():
    s = table(hands=[["rice", "rice"], ["egg"]], deck=["onion"] * 3,
              menu=[(GREEN, ()), (CHELOW, ())], quiet_turns=9)
    s2, ev = F.apply(s, {"type": "serve", "recipe": CHELOW})
    assert s2.quiet_turns == 0 and s2.round == 1 and "RoundEnded" not in kinds(ev)
