"""Measure the Rodízio coach against its own model (issue #30; docs/coach.md
and docs/ai-strength.md quote the output).

    python tools/rodizio_coach.py endgame [--seats 2] [--games 40] [--cards 12] [--seed 1]
        In every position of AI games (hard, normal, easy, random seats)
        with at most ``--cards`` cards on the plates and a choice to make,
        solve the position exactly under the rival model (game.ai.rodizio.
        solve) and check the hint's move: prints how often it is optimal,
        and the solver's CPU time by cards on the plates.

    python tools/rodizio_coach.py hintseat [--seats 2] [--games 20] [--seed 1]
                                   [--rivals hard,normal,easy,random]
        Play games where seat 0 (then 1, …, rotating) follows the hint and
        the other seats play a rival level, review the hint seat's moves as
        the review screen does (the record's levels known), and print how
        many are judged worse than "good" and how often the review's best
        move is the hint.

    python tools/rodizio_coach.py duel --lineup hard,hard_ref [--games 100] [--seed 2026] [--start 0]
        Play games of a lineup (any `sim` level, `hard_ref` included, and
        `paranoid`: the ranking under the rejected rival model, ties
        against the mover), the first seat rotating, and print each
        level's wins and, with 2 seats, each seat's wins by who moved
        first. Game g's deal is ``derive_seed(seed, g)``, g from ``--start``.

Games depend only on their seeds, so a run is reproducible. Run it with
`nice`: it plays and reviews many games."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import review  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.ai.coach import hint_seed  # noqa: E402
from game.ai.match import play_match  # noqa: E402
from game.ai.rodizio import solve  # noqa: E402
from game.ai.rodizio.model import from_action, from_observation, moves  # noqa: E402
from game.kits import coaching  # noqa: E402
from game.kits.agents import make_agent  # noqa: E402
from game.rules import rodizio as R  # noqa: E402
from game.rules.rng import derive_seed  # noqa: E402

MIX = ("hard", "normal", "easy", "random")


def endgame(seats: int, games: int, cards: int, seed: int) -> dict:
    hint = coaching.table_hint_agent("rodizio")
    n = good = 0
    times: dict[int, list[float]] = {}
    for g in range(games):
        gs = derive_seed(seed, g)
        state = R.new_game(gs, seats, first_seat=g % seats, spicy=bool(g % 2))
        agents = [make_agent("rodizio", MIX[(g + i) % len(MIX)]) for i in range(seats)]
        while R.actor(state) is not None:
            who = R.actor(state)
            if who == "glutton":
                state = R.apply(state, R.automatic_action(state))[0]
                continue
            obs = R.observe(state, who)
            left = sum(len(p) for p in state.plates)
            if left <= cards and len(obs["legal_actions"]) > 1:
                t, pos = from_observation(obs)
                t0 = time.process_time()
                values = review.drain(solve.Solver(t).move_values(pos, moves(t, pos)))
                times.setdefault(left, []).append(time.process_time() - t0)
                best = max(v[pos.mover] for v in values.values())
                hinted = from_action(decide(hint, obs, hint_seed(obs)))
                n += 1
                good += values[hinted][pos.mover] > best - solve.EPS
            state = R.apply(state, decide(agents[who], obs, derive_seed(gs, len(obs["eaten"][who]))))[0]
    return {"seats": seats, "games": games, "cards_at_most": cards, "positions": n, "hint_optimal": good,
            "share": round(good / n, 4) if n else None,
            "solve_ms_by_cards": {k: {"n": len(v), "mean": round(1000 * sum(v) / len(v), 1),
                                      "max": round(1000 * max(v), 1)} for k, v in sorted(times.items())}}


def hintseat(seats: int, games: int, seed: int, rivals: list[str]) -> dict:
    coach = coaching.coach_module("rodizio")
    out = {}
    for lv in rivals:
        judged = worse = same = 0
        verdicts: dict[str, int] = {}
        for g in range(games):
            gs = derive_seed(seed, g)
            me = g % seats
            levels = [lv] * seats
            levels[me] = "hint"
            state = R.new_game(gs, seats, first_seat=(g // seats) % seats)
            record = play_match(R, state, [make_agent("rodizio", x) for x in levels], gs)
            actions = [{"actor": s.actor, "action": s.action} for s in record.steps]
            for d in review.Review(coach, R, R.to_json(state), actions, [me], levels).run():
                judged += 1
                verdicts[d.verdict] = verdicts.get(d.verdict, 0) + 1
                worse += d.verdict not in ("best", "good")
                same += coach.same(d.best, d.action)
        out[lv] = {"games": games, "judged": judged, "worse_than_good": worse,
                   "best_is_hint": same, "verdicts": verdicts}
    return {"seats": seats, "by_rival": out}


class ParanoidHard:
    """``hard`` ranking under the rejected model (docs/coach.md)."""
    level, description = "paranoid", "hard under the paranoid rival model (for measuring)"

    def think(self, observation, seed):
        from game.ai.rodizio import rank
        from game.ai.rodizio.model import to_action
        t, pos = from_observation(observation)
        rated = yield from rank.rank_position(t, pos, None, ties="paranoid")
        return to_action(rated[0].move)


def duel(lineup: list[str], games: int, seed: int, start: int) -> dict:
    seats = len(lineup)
    wins = [0] * seats
    by_first = [[0] * seats for _ in range(seats)]
    played = [0] * seats
    for g in range(start, start + games):
        gs = derive_seed(seed, g)
        first = g % seats
        state = R.new_game(gs, seats, first_seat=first)
        agents = [ParanoidHard() if lv == "paranoid" else make_agent("rodizio", lv) for lv in lineup]
        record = play_match(R, state, agents, gs, keep_steps=False)
        played[first] += 1
        for w in R.result(record.final)["winners"]:
            wins[w] += 1
            by_first[first][w] += 1
    levels = {}
    for lv in dict.fromkeys(lineup):
        idx = [i for i, x in enumerate(lineup) if x == lv]
        levels[lv] = {"seat_games": games * len(idx), "wins": sum(wins[i] for i in idx)}
    out = {"lineup": lineup, "games": games, "wins": wins, "levels": levels}
    if seats == 2:
        out["wins_when_first_seat_is"] = {str(f): {"games": played[f], "wins": by_first[f]} for f in range(2)}
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("endgame")
    e.add_argument("--seats", type=int, default=2)
    e.add_argument("--games", type=int, default=40)
    e.add_argument("--cards", type=int, default=12)
    e.add_argument("--seed", type=int, default=1)
    h = sub.add_parser("hintseat")
    h.add_argument("--seats", type=int, default=2)
    h.add_argument("--games", type=int, default=20)
    h.add_argument("--seed", type=int, default=1)
    h.add_argument("--rivals", default=",".join(MIX))
    d = sub.add_parser("duel")
    d.add_argument("--lineup", required=True)
    d.add_argument("--games", type=int, default=100)
    d.add_argument("--seed", type=int, default=2026)
    d.add_argument("--start", type=int, default=0)
    a = p.parse_args(argv)
    if a.cmd == "duel":
        res = duel(a.lineup.split(","), a.games, a.seed, a.start)
    elif a.cmd == "endgame":
        res = endgame(a.seats, a.games, a.cards, a.seed)
    else:
        res = hintseat(a.seats, a.games, a.seed, a.rivals.split(","))
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
