"""One contract, every registered game: Rodízio, Foodies and the test-only
Tiny (tests/kits/tiny_game.py, registered for the suite by tests/conftest.py),
which proves the seam — a game the program has never heard of plays, traces,
simulates and verifies through its kit. Tiny's fields match neither real
game's, so shared code reading a game's field (``first["hands"]``) instead
of asking the rules fails here."""
from __future__ import annotations

import io
import json

import pytest

from game import kits
from game.kits.protocol import REQUIRED, RulesModule
from game.rules.errors import BadState, IllegalAction
from game.rules.rng import Rng
from tests.kits import tiny_game

GAMES = kits.names()
SEEDS = range(6)
MAX_PLIES = 5000


@pytest.fixture(params=GAMES)
def kit(request):
    return kits.get(request.param)


def test_the_suite_checks_a_game_the_program_has_never_heard_of():
    assert tiny_game.KIT.name in GAMES and len(GAMES) >= 3


def seat_counts(kit):
    return range(kit.seats.rules_min, kit.seats.rules_max + 1)


def play(rules, state, seed, *, each=None):
    """Random legal play to the end; ``each(state, action, new, events)`` per ply."""
    rng = Rng.from_seed(seed)
    for _ in range(MAX_PLIES):
        if rules.result(state) is not None:
            return state
        who = rules.actor(state)
        legal = rules.legal_actions(state)
        assert legal, "a running game always has a legal action"
        action = legal[rng.below(len(legal))] if isinstance(who, int) else rules.automatic_action(state)
        new, events = rules.apply(state, action, seat=who)
        if each:
            each(state, action, new, events)
        state = new
    raise AssertionError(f"no end after {MAX_PLIES} plies")


def test_the_rules_module_keeps_the_protocol(kit):
    rules = kit.rules_module()
    assert isinstance(rules, RulesModule)
    assert all(callable(getattr(rules, n)) for n in REQUIRED)


def test_random_play_reaches_a_result_with_scores_and_winners(kit):
    rules = kit.rules_module()
    for n in seat_counts(kit):
        for seed in SEEDS:
            final = play(rules, rules.new_game(seed, n, first_seat=seed % n, **kit.game_options()), seed)
            res = rules.result(final)
            assert len(res["scores"]) == n and len(res[kit.points]) == n
            assert set(res["winners"]) <= set(range(n))
            assert rules.actor(final) is None and rules.legal_actions(final) == []
            assert kit.final_fields(res), "the trace's final line has result fields"


def test_setup_events_describe_a_fresh_game_only(kit):
    rules = kit.rules_module()
    state = rules.new_game(1, kit.seats.rules_min, **kit.game_options())
    assert rules.setup_events(state)
    legal = rules.legal_actions(state)
    after, _ = rules.apply(state, legal[0] if legal else rules.automatic_action(state))
    with pytest.raises(ValueError):
        rules.setup_events(after)


def test_json_round_trip_at_every_ply(kit):
    rules = kit.rules_module()

    def check(state, action, new, events):
        for s in (state, new):
            d = rules.to_json(s)
            assert json.loads(json.dumps(d)) == d
            assert rules.to_json(rules.from_json(d)) == d
        assert all("kind" in json.loads(json.dumps(e.to_dict())) for e in events)
    for n in seat_counts(kit):
        play(rules, rules.new_game(3, n, **kit.game_options()), 3, each=check)


def test_from_json_refuses_garbage_with_bad_state(kit):
    rules = kit.rules_module()
    d = rules.to_json(rules.new_game(2, kit.seats.rules_min, **kit.game_options()))
    for bad in ({}, {**d, "seats": "two"}, {**d, "game": "chess"}, {k: v for k, v in d.items() if k != "seats"}):
        with pytest.raises(BadState):
            rules.from_json(bad)


def test_deterministic_from_the_seed(kit):
    rules = kit.rules_module()
    for n in seat_counts(kit):
        traces = []
        for _ in range(2):
            lines = []
            play(rules, rules.new_game(11, n, **kit.game_options()), 5,
                 each=lambda s, a, new, ev: lines.append((rules.to_json(new), [e.to_dict() for e in ev])))
            traces.append(lines)
        assert traces[0] == traces[1]
    a = rules.to_json(rules.new_game(1, kit.seats.rules_min, **kit.game_options()))
    b = rules.to_json(rules.new_game(2, kit.seats.rules_min, **kit.game_options()))
    assert a != b, "different seeds deal differently"


def test_illegal_actions_are_refused_and_change_nothing(kit):
    rules = kit.rules_module()
    n = kit.seats.rules_min
    checked = 0

    def check(state, action, new, events):
        nonlocal checked
        before = rules.to_json(state)
        who = rules.actor(state)
        bad = [{"type": "no-such-move"}, {}, None, {**action, "extra": 1}]
        if isinstance(who, int):
            bad += [(action, (who + 1) % n)]  # the right move by the wrong seat
        legal = rules.legal_actions(state)
        bad += [a for a in rules.legal_actions(new) if a not in legal][:2]  # legal later, not now
        for b in bad:
            act, seat = b if isinstance(b, tuple) else (b, None)
            with pytest.raises(IllegalAction) as refused:
                rules.apply(state, act, seat=seat)
            assert rules.to_json(state) == before
            # a code and JSON parameters the client translates (never str(e))
            e = refused.value
            assert isinstance(e.code, str) and e.code and json.loads(json.dumps(e.params)) == e.params
            checked += 1
    final = play(rules, rules.new_game(4, n, **kit.game_options()), 4, each=check)
    with pytest.raises(IllegalAction):
        rules.apply(final, {"type": "anything"})
    assert checked > 10


def test_observation_does_not_change_when_hidden_cards_are_dealt_anew(kit):
    rules = kit.rules_module()

    changed = 0

    def same_for_every_seat(state, salt):
        nonlocal changed
        base = rules.from_json(rules.to_json(state))  # no history: what the JSON says
        for seat in range(rules.to_json(state)["seats"]):
            other = kit.redeal(state, seat, salt * 31 + seat)
            assert rules.observe(other, seat) == rules.observe(base, seat)
            changed += rules.to_json(other) != rules.to_json(base)
    for n in seat_counts(kit):
        for seed in SEEDS:
            same_for_every_seat(rules.new_game(seed, n, **kit.game_options()), seed)
    plies = []
    play(rules, rules.new_game(9, kit.seats.rules_min, **kit.game_options()), 9,
         each=lambda s, a, new, ev: plies.append(new))
    for k, state in enumerate(plies[::7]):
        same_for_every_seat(state, k)
    # not vacuous: hidden cards really moved (Rodízio hides nothing once dealt)
    state = rules.new_game(1, kit.seats.rules_min, **kit.game_options())
    assert changed > 0 or kit.redeal(state, 0, 1) is state


def test_observations_hold_only_the_seats_legal_actions(kit):
    rules = kit.rules_module()

    def check(state, action, new, events):
        who = rules.actor(state)
        for seat in range(kit.seats.rules_min):
            obs = rules.observe(state, seat)
            json.dumps(obs)
            assert obs["legal_actions"] == (rules.legal_actions(state) if seat == who else [])
    play(rules, rules.new_game(6, kit.seats.rules_min, **kit.game_options()), 6, each=check)


def test_unknown_options_and_seat_counts_are_refused(kit):
    rules = kit.rules_module()
    with pytest.raises(ValueError):
        kit.game_options({"no_such_option": True})
    for n in (kit.seats.rules_min - 1, kit.seats.rules_max + 1):
        with pytest.raises(ValueError):
            rules.new_game(1, n, **kit.game_options())


def test_trace_sim_and_verify_go_through_the_kit(kit, tmp_path):
    from game.cli.selfplay import run_sim, run_trace
    from game.storage import replays
    n = kit.seats.rules_min
    out = io.StringIO()
    run_trace(kit.name, 7, n, ["random"] * n, False, out=out)
    p = tmp_path / "t.jsonl"
    p.write_text(out.getvalue(), encoding="utf-8")
    assert replays.verify_file(p).ok
    rec = replays.load_for_export(p)          # a trace read back as a record
    assert len(rec.levels) == n
    assert "\n".join(replays.trace_lines(rec)) + "\n" == out.getvalue()
    summary = run_sim(kit.name, 3, n, ["random"] * n, False, 1)
    assert summary["game"] == kit.name and sum(summary["wins"]) + summary["no_winner"] >= 3


def _fields(kit) -> set[str]:
    """The names in a game's JSON: state, observation and result."""
    rules = kit.rules_module()
    state = rules.new_game(1, kit.seats.rules_min, **kit.game_options())
    final = play(rules, state, 1)
    return {*rules.to_json(state), *rules.observe(state, 0), *rules.result(final)}


def test_the_tiny_game_shares_no_field_with_another_game():
    """Only what the rules protocol names: so a leak of a game's own field
    into shared code breaks the suite's third game."""
    protocol = {"game", "seats", "legal_actions", "scores", "winners"}
    tiny = _fields(tiny_game.KIT)
    for name in GAMES:
        if name != tiny_game.KIT.name:
            assert tiny & _fields(kits.get(name)) <= protocol, name
    state = tiny_game.new_game(1, 2)
    assert not {"over", "seats", "hands", "to_move"} & set(vars(state))
