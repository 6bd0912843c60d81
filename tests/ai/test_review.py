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
    for seed in range(7, 11):
        levels = ["hard", "random"] if seed % 2 else ["random", "hard"]
        first, actions, _ = recorded("rodizio", seed, 2, levels)
        for d in review.Review(coach, R, first, actions).run():
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
