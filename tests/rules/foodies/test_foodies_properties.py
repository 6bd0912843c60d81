"""Property tests over random games (hypothesis; modest sizes, no deadline)."""
import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from test_foodies_observe import scramble

from game.rules import foodies as F
from game.rules.errors import IllegalAction
from game.rules.rng import Rng

SETTINGS = settings(max_examples=25, deadline=None)
games = st.tuples(st.integers(-2**63, 2**63 - 1), st.integers(2, 5))


def policy(rng: Rng, legal: list[dict]) -> dict:
    """Random, but serving and drawing often enough to reach every rule."""
    serves = [a for a in legal if a["type"] == "serve"]
    if serves and rng.random() < 0.8:
        return rng.choice(serves)
    if {"type": "draw"} in legal and rng.random() < 0.6:
        return {"type": "draw"}
    return rng.choice(legal)


def play_game(seed: int, seats: int, max_plies: int = 20_000, events: list | None = None):
    """Every state of one game and the actions between them."""
    rng = Rng.from_seed(seed ^ 0x5EED)
    s = F.new_game(seed, seats, first_seat=abs(seed) % seats)
    states, actions = [s], []
    while not s.over:
        assert len(actions) < max_plies, "game did not end"
        a = policy(rng, F.legal_actions(s))
        s, ev = F.apply(s, a)
        states.append(s)
        actions.append(a)
        if events is not None:
            events.append(ev)
    return states, actions


@SETTINGS
@given(games)
def test_every_game_ends_and_all_cards_are_accounted_for(game):
    states, _ = play_game(*game)
    final = states[-1]
    assert F.result(final) is not None and F.actor(final) is None
    assert 1 <= final.round <= 7
    for s in states:
        cards = list(s.deck) + list(s.used) + [c for h in s.hands for c in h]
        assert sorted(cards) == list(range(50))
        on_table = list(s.recipe_deck) + [e.recipe for e in s.menu]
        assert len(set(on_table)) == len(on_table)
        assert all(len(h) <= 7 or (s.pending and s.pending.seat == i)
                   for i, h in enumerate(s.hands))


@SETTINGS
@given(games)
def test_json_round_trip_of_every_state(game):
    states, _ = play_game(*game)
    for s in states:
        text = json.dumps(F.to_json(s))
        back = F.from_json(json.loads(text))
        assert back == s and json.dumps(F.to_json(back)) == text


@SETTINGS
@given(games)
def test_determinism_despite_global_random(game):
    seed, seats = game
    random.seed(1)
    states1, actions = play_game(seed, seats)
    random.seed(2)
    random.random()
    s = F.new_game(seed, seats, first_seat=abs(seed) % seats)
    replay = [s]
    for a in actions:
        s, _ = F.apply(s, a)
        replay.append(s)
    assert [F.to_json(x) for x in replay] == [F.to_json(x) for x in states1]


@SETTINGS
@given(games, st.integers(0, 2**32))
def test_observation_ignores_what_the_seat_cannot_see(game, k):
    states, _ = play_game(*game)
    s = states[k % len(states)]
    for seat in range(s.seats):
        assert F.observe(scramble(s, seat, k), seat) == F.observe(s, seat)


def candidate_actions(s) -> list:
    hand_ids = sorted({c for h in s.hands for c in h})
    cards = [None, -1, 50, True, "1"] + hand_ids[:6] + list(s.deck[:2])
    out = [{"type": "draw"}, {"type": "draw", "card": 1}, {"type": "nap"}, None]
    for t in ("swap", "pass", "discard"):
        out += [{"type": t, "card": c} for c in cards]
    out += [{"type": "serve", "recipe": r} for r in [-1, 20, None, *range(20)]]
    return out + F.legal_actions(s)


@settings(max_examples=15, deadline=None)
@given(games, st.integers(0, 2**32))
def test_apply_accepts_exactly_the_legal_actions(game, k):
    states, _ = play_game(*game)
    for s in states[k % 7::max(1, len(states) // 12)]:
        # compare as JSON text: True == 1 in Python but not in an action
        legal = {json.dumps(a, sort_keys=True) for a in F.legal_actions(s)}
        before = json.dumps(F.to_json(s))
        for a in candidate_actions(s):
            try:
                F.apply(s, a)
            except IllegalAction as e:
                assert json.dumps(a, sort_keys=True) not in legal, f"legal action refused: {a}: {e}"
                assert e.rule.startswith("foodies §")
            else:
                assert json.dumps(a, sort_keys=True) in legal, f"illegal action accepted: {a}"
            assert json.dumps(F.to_json(s)) == before


@SETTINGS
@given(games)
def test_pending_discards_know_whose_turn_it_was(game):
    """Every pending discard (hand limit or deck out) names the seat that
    really acted (§9 ``turn``), and a round a deck out ends is followed by
    the seat after that one (§6)."""
    states, actions = play_game(*game)
    turn_seat = None
    for s, a, nxt in zip(states, actions, states[1:]):
        if a["type"] != "discard":
            turn_seat = s.to_move
        if s.pending:
            assert s.pending.turn == turn_seat
        if nxt.round > s.round and not nxt.over:
            assert nxt.to_move == (turn_seat + 1) % s.seats


@settings(max_examples=10, deadline=None)
@given(games)
def test_events_tell_the_story(game):
    """Events are JSON-able, and the scores and served recipes they report
    add up to the final state."""
    events: list = []
    states, _ = play_game(*game, events=events)
    scores = [0] * game[1]
    for ev in events:
        for e in ev:
            d = e.to_dict()
            json.dumps(d)
            if d["kind"] == "RecipeServed":
                scores[e.seat] += e.points
    final = states[-1]
    assert scores == list(final.scores)
    assert events[-1][-1].to_dict()["kind"] == "GameOver"
    assert list(events[-1][-1].winners) == F.result(final)["winners"]


@SETTINGS
@given(games)
def test_memory_shows_only_cards_shown_face_up_and_all_of_them(game):
    """§8: every card the observation places (a deck position or a hand) was
    shown to the table — put under the deck or served — and, until a round's
    shuffle hides them, every card put under the deck that has not been
    drawn since is placed at its position."""
    from game.rules.foodies.events import CardDrawn, CardPutUnder, RecipeServed, UsedShuffledUnder
    events: list = []
    states, _ = play_game(*game, events=events)
    shown: set[int] = set()
    placed_under: list[int] = []   # cards put under since the last shuffle, not yet drawn
    for s, evs in zip(states[1:], events):
        for ev in evs:
            if isinstance(ev, CardPutUnder):
                shown.add(ev.card["id"])
                placed_under.append(ev.card["id"])
            elif isinstance(ev, RecipeServed):
                shown.update(c["id"] for c in ev.ingredients)
            elif isinstance(ev, CardDrawn) and ev.card["id"] in placed_under:
                placed_under.remove(ev.card["id"])
            elif isinstance(ev, UsedShuffledUnder):
                pass   # used cards were shown, but their order is hidden again
        o = F.observe(s, 0)
        deck_cards = [e["card"]["id"] for e in o["deck_seen"] if "card" in e]
        hand_cards = [c["id"] for h in o["hands_seen"] for c in h]
        assert set(deck_cards) | set(hand_cards) <= shown
        for i, e in enumerate(o["deck_seen"]):
            if s.deck[i] in placed_under:
                assert e == {"card": F.catalog().ing(s.deck[i])}
