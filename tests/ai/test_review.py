"""The review engine: each decision judged from the seat's own view."""
from __future__ import annotations

import pytest

from game.ai import review
from game.kits import coaching
from game.ai.claims import problems
from game.ai.foodies import verify as f_verify
from game.kits.agents import make_agent
from game.ai.match import play_match
from game.ai.rodizio import verify as r_verify
from game.rules import foodies as F
from game.rules import rodizio as R

RULES = {"rodizio": R, "foodies": F}


def recorded(game, seed, seats, levels):
    rules = RULES[game]
    opts = {"spicy": True} if game == "rodizio" else {}
    state = rules.new_game(seed, seats, **opts)
    agents = [make_agent(game, levels[i % len(levels)]) for i in range(seats)]
    m = play_match(rules, state, agents, seed)
    return rules.to_json(state), [{"actor": s.actor, "action": s.action} for s in m.steps], m


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_a_review_judges_the_seats_decisions_from_their_own_view(game, monkeypatch):
    rules = RULES[game]
    coach = coaching.coach_module(game)
    first, actions, match = recorded(game, 3, 3, ["random", "normal"])
    seen = []
    evaluate = coach.evaluate

    def spy(observation, played=None):
        seen.append(observation)
        # fewer Foodies samples than a real review: this test is about what is evaluated
        return evaluate(observation, played, 8) if game == "foodies" else evaluate(observation, played)

    monkeypatch.setattr(coach, "evaluate", spy)
    run = review.Review(coach, rules, first, actions, seats=[0])
    decisions = run.run()
    mine = [i for i, a in enumerate(actions) if a["actor"] == 0]
    assert run.total == len(mine) == len(seen)
    # each evaluation saw exactly that seat's observation of the table as it was
    for obs, ply in zip(seen, mine):
        assert obs == rules.observe(match.steps[ply].state_before, 0)
    assert decisions and {d.seat for d in decisions} == {0}
    assert [d.ply for d in decisions] == sorted(d.ply for d in decisions) and set(d.ply for d in decisions) <= set(mine)
    for d in decisions:
        assert actions[d.ply]["action"] == d.action
        assert 0 <= d.loss <= 1 and d.verdict == review.verdict(d.loss)
        assert d.best_chance >= d.chance - 1e-9
        if d.loss == 0:
            assert d.best == d.action
        state = match.steps[d.ply].state_before
        obs = rules.observe(state, 0)
        check = r_verify.Verifier(state, 0) if game == "rodizio" else f_verify.Verifier(state, 0, obs)
        assert not problems(d.reason, check)
        assert coach.same(d.reason.action, d.best)
        if d.loss > 0:  # the better move is compared with the one played
            assert coach.same(d.reason.clauses[-1].action, d.action)


def test_the_review_is_sliced_and_reports_its_progress():
    first, actions, _ = recorded("rodizio", 4, 2, ["normal"])
    run = review.Review(coaching.coach_module("rodizio"), R, first, actions)
    marks = list(_progress(run.steps()))
    assert len(marks) > 10 * run.total  # many slices, not one per decision
    done = [p.done for p in marks]
    assert done == sorted(done) and done[-1] == run.total and marks[-1].fraction == 1.0
    again = review.Review(coaching.coach_module("rodizio"), R, first, actions).run()
    assert again == run.decisions


def _progress(gen):
    while True:
        try:
            yield next(gen)
        except StopIteration:
            return


def test_hard_seats_make_few_mistakes_and_random_seats_many():
    coach = coaching.coach_module("rodizio")
    judged: dict[str, list] = {"hard": [], "random": []}
    # (a random seat's game is often lost against best play by its second
    # move; later moves are then judged against its table, the hard rival:
    # no move of a certain loss is worse than another, so it takes more games)
    for seed in range(7, 15):
        levels = ["hard", "random"] if seed % 2 else ["random", "hard"]
        first, actions, _ = recorded("rodizio", seed, 2, levels)
        for d in review.Review(coach, R, first, actions, players=levels).run():
            judged[levels[d.seat]].append(d)
    bad = {lv: sum(d.verdict in ("mistake", "inaccuracy") for d in ds) for lv, ds in judged.items()}
    assert bad["random"] >= 3 and bad["hard"] <= len(judged["hard"]) // 5 and bad["hard"] < bad["random"]


def test_the_summary_names_the_worst_decision():
    d = [review.Decision(ply=p, seat=0, turn=t, action={"type": "draw"}, best={"type": "draw"},
                         chance=0.5, best_chance=0.5 + loss, loss=loss, verdict=review.verdict(loss),
                         reason=None) for p, t, loss in ((0, 1, 0.0), (2, 2, 0.3), (4, 3, 0.1), (6, 4, 0.2), (8, 5, 0.01))]
    s = review.summarize(d, 0)
    assert s.counts == {"best": 1, "good": 1, "inaccuracy": 1, "mistake": 2}
    assert s.worst.ply == 2
    assert review.summarize(d[:1], 0).worst is None


def test_bench_review_reports_cpu_seconds():
    got = coaching.bench_review("rodizio", 2, seed=2)
    assert got["cpu_seconds"] > 0 and got["decisions"] >= got["judged"] > 0
    assert sum(got["verdicts"].values()) == got["judged"]


def test_the_loss_is_the_larger_of_the_chance_and_the_level_chance_given_up():
    a, b = {"type": "draw"}, {"type": "pass"}
    # far behind: the chances round to 0, the level chances keep the gap
    assert review.loss_of([(a, 0.001, 0.5), (b, 0.0, 0.2)], 1) == pytest.approx(0.3)
    # near even the chance given up may be the larger
    assert review.loss_of([(a, 0.6, 0.5), (b, 0.3, 0.25)], 1) == pytest.approx(0.3)
    assert review.loss_of([(a, 0.6, 0.5), (b, 0.6, 0.5)], 1) == 0.0
    # an evaluation without level chances is judged by the chance alone
    assert review.loss_of([(a, 0.001), (b, 0.0)], 1) == pytest.approx(0.001)


def _foodies_rated(monkeypatch, margins):
    from game.ai.foodies import coach, rank

    obs = F.observe(F.new_game(5, 2), 0)
    legal = obs["legal_actions"][:len(margins)]

    def fixed(observation, played=None, seed=None, n=None):
        yield None
        order = sorted(range(len(margins)), key=lambda i: -margins[i])
        return [rank.Rated(legal[i], ("x", i), margins[i], margins[i]) for i in order]

    monkeypatch.setattr(rank, "ranking", fixed)
    return review.drain(coach.evaluate(obs)), legal


def test_foodies_level_chance_weighs_a_gap_as_at_the_games_end(monkeypatch):
    from game.ai.foodies import coach
    even, legal = _foodies_rated(monkeypatch, [0.0, -3.0])
    assert [r[0] for r in even] == legal
    # the level chance weighs 3 points as at the game's end: more than the chance early on
    assert even[1][2] == pytest.approx(coach.chance(-3.0, 0))
    assert even[1][2] < even[1][1]
    # far ahead the same gap of 3 points costs no chance, but the same level chance
    ahead, _ = _foodies_rated(monkeypatch, [40.0, 43.0])
    assert [r[0] for r in ahead] == [legal[1], legal[0]]  # by margin, though the chances round to 1
    assert ahead[0][1] - ahead[1][1] < 1e-3 and review.verdict(ahead[0][1] - ahead[1][1]) == "good"
    assert review.loss_of(ahead, 1) == pytest.approx(review.loss_of(even, 1))
    behind, _ = _foodies_rated(monkeypatch, [-60.0, -45.0])
    assert behind[0][1] < 1e-3 and review.verdict(review.loss_of(behind, 1)) == "mistake"
    # in points: an inaccuracy from about 0.4 given up, a mistake from 1
    for gap, want in ((0.3, "good"), (0.5, "inaccuracy"), (1.0, "mistake")):
        got, _ = _foodies_rated(monkeypatch, [0.0, -gap])
        assert review.verdict(review.loss_of(got, 1)) == want, gap


def test_a_crushed_foodies_seat_sees_its_bad_moves_flagged():
    """A `random` seat that loses by a mile: its win chance is near 0 at
    every move, yet its review must still show where the game was lost
    (the old review found about one inaccuracy in such a game)."""
    coach = coaching.coach_module("foodies")
    first, actions, match = recorded("foodies", 2, 2, ["random", "hard"])
    scores = F.result(match.final)["scores"]
    assert scores[1] - scores[0] >= 25  # decided early
    decisions = review.Review(coach, F, first, actions, seats=[0]).run()
    counts = review.summarize(decisions, 0).counts
    assert counts["mistake"] >= 3 and counts["mistake"] + counts["inaccuracy"] >= 8, counts
    # and not only while the game was open: moves where the best left it under 5 % count too
    assert sum(d.best_chance < 0.05 for d in decisions if d.verdict in ("mistake", "inaccuracy")) >= 3


def test_rodizio_chances_are_estimates_not_a_rivals_worst_case():
    """With the Glutton (2 seats), a rival who cannot win is indifferent on
    most lines; a paranoid tie-break let it do the mover the worst and read
    every move 0 %, though the mover went on to win. Averaged, the moves
    are told apart."""
    coach = coaching.coach_module("rodizio")
    first, actions, match = recorded("rodizio", 8, 2, ["hard", "random"])
    assert R.result(match.final)["winners"] == [0]
    obs = R.observe(match.steps[3].state_before, 0)
    rated = review.drain(coach.evaluate(obs))
    assert len(rated) > 1 and rated[0][1] > 0.25 and review.loss_of(rated, len(rated) - 1) >= 0.25
