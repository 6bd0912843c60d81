"""The reasons ``explain`` gives agree with what the rules core does."""
from __future__ import annotations

from game.ai.base import decide
from game.ai.foodies.explain import explain as f_explain
from game.kits import make_agent
from game.ai.rodizio.explain import explain as r_explain, place
from game.rules import foodies as F
from game.rules import rodizio as R
from game.rules.foodies.cards import catalog


def test_rodizio_reason_matches_the_core():
    agent = make_agent("rodizio", "normal")
    seen = set()
    for seed in range(6):
        for seats in (2, 3, 4):
            s = R.new_game(seed, seats, spicy=seed % 2 == 0)
            n = 0
            while not s.over:
                who = R.actor(s)
                if who == "glutton":
                    s, _ = R.apply(s, R.automatic_action(s))
                    continue
                obs = R.observe(s, who)
                act = decide(agent, obs, n)
                code, args = r_explain(obs, act)
                seen.add(code)
                new, events = R.apply(s, act)
                eaten = [e.to_dict()["card"]["id"] for e in events if e.to_dict()["kind"] == "PizzaEaten"]
                if not new.pending or new.to_move != who:  # the turn is over in one action
                    assert sorted(eaten) == sorted(c["id"] for c in args["eaten"])
                    totals = tuple(sum(c["value"] for c in h) for h in R.to_json(new)["hands"]) + \
                        ((sum(c["value"] for c in R.to_json(new)["glutton_pile"]),) if seats == 2 else ())
                    assert args["total"] == totals[who]
                    assert args["place"] == place(totals, who)
                    if code == "lead":
                        assert args["place"] == 1 and eaten
                    if code in ("into", "stay"):
                        assert args["place"] > 1
                    left = sum(1 for p in R.to_json(new)["plates"] for c in p if not c["placard"])
                    assert args["left"] == left
                    if code.startswith("nothing"):
                        assert not eaten
                    if code in ("win", "end"):
                        assert new.over
                    if code == "glutton_out":
                        before = tuple(sum(c["value"] for c in h) for h in R.to_json(s)["hands"]) + \
                            (sum(c["value"] for c in R.to_json(s)["glutton_pile"]),)
                        assert place(before, seats) == 2 and place(totals, seats) != 2
                s, n = new, n + 1
    assert {"into", "lead", "nothing_avoid_first", "nothing_forced", "glutton_out"} <= seen


def test_foodies_reason_matches_the_position():
    agent = make_agent("foodies", "normal")
    needs = {r.id: {t for t, _ in r.needs} for r in catalog().recipes}
    seen = set()
    for seed in range(4):
        s = F.new_game(seed, 3)
        n = 0
        while not s.over and n < 400:
            who = F.actor(s)
            obs = F.observe(s, who)
            act = decide(agent, obs, n)
            code, args = f_explain(obs, act)
            seen.add(code)
            sj = F.to_json(s)
            if act["type"] == "serve":
                entry = next(e for e in sj["menu"] if e["recipe"]["id"] == act["recipe"])
                assert code == ("serve_first" if not entry["served_by"] else "serve")
            if code == "swap_unused":
                open_recipes = [e["recipe"]["id"] for e in sj["menu"] if who not in e["served_by"]]
                assert all(args["ing"] not in needs[r] for r in open_recipes)
            if code == "draw_toward":
                hand = [c["type"] for c in sj["hands"][who]]
                for t, k in args["missing"]:
                    assert hand.count(t) + k <= sum(m for tt, m in catalog().recipes[args["recipe"]].needs
                                                   if tt == t)
            s, _ = F.apply(s, act)
            n += 1
    assert {"serve_first", "swap_unused", "discard", "draw_toward"} <= seen
