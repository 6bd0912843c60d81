"""Every claim of every reason is confirmed by the rules core.

Hypothesis plays random games of both games (2–4 seats, spicy on and off,
random and greedy play, Foodies also from a thinned deck so the deck runs
out) and at each seat's decision builds the reason for several legal
actions against several alternatives; the game's verifier re-derives each
claim's facts with the rules core on the real state. A Foodies claim must
also hold in states the seat cannot tell from the real one (``seen.twin``:
its hidden cards shuffled), so no claim uses a card the seat cannot see.

``COACH_CLAIM_EXAMPLES`` sets the number of Foodies games (default 16,
and eight times as many Rodízio games: over a thousand positions of each
game, about 25 s of CPU together); a
nightly run can raise it: ``COACH_CLAIM_EXAMPLES=400 python -m pytest
tests/ai/test_claims_property.py``."""
from __future__ import annotations

import json
import os

from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from game.ai.base import decide
from game.ai.claims import problems, separates
from game.ai.foodies import explain as f_explain, verify as f_verify
from game.kits.agents import make_agent
from game.ai.rodizio import explain as r_explain, verify as r_verify
from game.rules import foodies as F
from game.rules import rodizio as R
from game.rules.foodies import seen
from game.rules.rng import Rng

EXAMPLES = int(os.environ.get("COACH_CLAIM_EXAMPLES", "16"))
# No shrinking: a whole game per example shrinks slowly, and the failure
# message names the position (seed, seats, ply, action, the state) anyway.
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
                    suppress_health_check=[HealthCheck.too_slow])
GREEDY = {"rodizio": make_agent("rodizio", "normal"), "foodies": make_agent("foodies", "normal")}


def _fail(game: str, where: dict, state_json: dict, found: list) -> str:
    lines = [f"{game} position {json.dumps(where)}: the core contradicts {len(found)} claim(s)"]
    for clause, claim, why in found[:5]:
        lines.append(f"  {clause.role} {clause.action}: {claim.kind} {claim.facts} -> {why}")
    lines.append("  state: " + json.dumps(state_json, ensure_ascii=False))
    return "\n".join(lines)


def _pick(rng: Rng, legal: list, k: int) -> list:
    return legal if len(legal) <= k else [legal[rng.below(len(legal))] for _ in range(k)]


def _play(rules, game, state, rng: Rng, greedy: float, n: int):
    """The next state: the greedy level's move with chance ``greedy``."""
    who = rules.actor(state)
    if who == "glutton":
        return rules.apply(state, rules.automatic_action(state))[0]
    obs = rules.observe(state, who)
    legal = obs["legal_actions"]
    action = decide(GREEDY[game], obs, n) if rng.random() < greedy else rng.choice(legal)
    return rules.apply(state, action)[0]


rodizio_games = st.tuples(st.integers(0, 2**32), st.integers(2, 4), st.booleans(),
                          st.floats(0, 1), st.integers(0, 2**32))


# A Rodízio game is short and cheap to check: eight times as many games.
@settings(SETTINGS, max_examples=8 * EXAMPLES)
@given(rodizio_games)
def test_every_rodizio_claim_is_confirmed_by_the_core(game):
    seed, seats, spicy, greedy, play = game
    state = R.new_game(seed, seats, spicy=spicy, first_seat=seed % seats)
    rng = Rng.from_seed(play)
    n = 0
    while not state.over:
        who = R.actor(state)
        if who != "glutton":
            obs = R.observe(state, who)
            legal = obs["legal_actions"]
            check = r_verify.Verifier(r_verify.from_observation(obs), who)
            assert check.state == state
            for action in legal:
                for versus in [None] + [a for a in legal if a != action]:
                    reason = r_explain.reason(obs, action, versus)
                    where = {"seed": seed, "seats": seats, "spicy": spicy, "ply": n,
                             "action": action, "versus": versus}
                    found = problems(reason, check)
                    assert not found, _fail("rodizio", where, R.to_json(state), found)
                    # A comparison always names something that tells the moves apart,
                    # and nothing that holds alike for both.
                    assert separates(reason) is None, f"rodizio position {where}: {separates(reason)}"
        state = _play(R, "rodizio", state, rng, greedy, n)
        n += 1


def _thinned(state, keep: int):
    """``state`` with all but ``keep`` deck cards moved to the used pile
    (a position the rules allow, close to a deck out)."""
    sj = F.to_json(state)
    sj["used"] = sj["used"] + sj["deck"][keep:]
    sj["deck"] = sj["deck"][:keep]
    return F.from_json(sj)


foodies_games = st.tuples(st.integers(0, 2**32), st.integers(2, 4), st.floats(0, 1),
                          st.integers(0, 2**32), st.one_of(st.none(), st.integers(0, 4)))


@SETTINGS
@given(foodies_games)
def test_every_foodies_claim_is_confirmed_by_the_core_and_known_to_the_seat(game):
    seed, seats, greedy, play, thin = game
    state = F.new_game(seed, seats, first_seat=seed % seats)
    rng = Rng.from_seed(play)
    n = 0
    while not state.over and n < 160:
        if thin is not None and n == 8 and not state.pending:
            state = _thinned(state, thin)
        who = F.actor(state)
        obs = F.observe(state, who)
        legal = obs["legal_actions"]
        real = f_verify.Verifier(state, who, obs)
        others = [f_verify.Verifier(seen.twin(state, who, Rng.from_seed(play + n + k)), who, obs)
                  for k in range(2)]
        others.append(f_verify.Verifier(f_verify.from_observation(obs), who, obs))
        for action in _pick(rng, legal, 4):
            for versus in [None] + _pick(rng, [a for a in legal if a != action], 2):
                reason = f_explain.reason(obs, action, versus)
                assert separates(reason) is None, \
                    f"foodies seed {seed} ply {n} {action} vs {versus}: {separates(reason)}"
                for check in [real] + others:
                    found = problems(reason, check)
                    assert not found, _fail("foodies", {"seed": seed, "seats": seats, "ply": n,
                                                        "thin": thin, "action": action,
                                                        "versus": versus,
                                                        "on": "real" if check is real else "twin"},
                                            F.to_json(state), found)
        state = _play(F, "foodies", state, rng, greedy, n)
        n += 1
