"""Measure the coach's review on AI games (docs/coach.md quotes the output).

    python tools/calibrate_coach.py scale [--games 60] [--samples 16] [--seed 1]
        Fit Foodies' win-chance scale (game.ai.foodies.coach.SCALE): at every
        decision of AI games (mixed levels, 2-4 seats) the margin of the move
        played and the seat's final result; prints the maximum-likelihood
        scale of P(win) = 1 / (1 + exp(-scale * margin / sqrt(1 + recipes left))).

    python tools/calibrate_coach.py verdicts --game G [--games 40] [--seats 2]
                                    [--levels random,easy,normal,hard] [--seed 1]
        Review seat 0 of games where it plays each level against `normal`
        seats, and print per level the decisions judged, the mean loss, the
        loss quantiles and the verdicts per game under the current
        thresholds (game.ai.review.THRESHOLDS), the share judged best or
        good, how often the review's best move is the move played
        (``best=move``: for the ``hint`` level, review-best = hint), the
        mean final margin of seat 0 and its wins. Levels: the game's, ``hint``
        (the coach's hint every turn) and ``first`` (the first legal action
        every turn: a player pressing A on whatever is focused); ``--dump PATH`` also writes
        every loss, to try other thresholds on. ``--positions``: instead,
        in every position of `normal` games each level chooses and the
        review rates its choice — the same positions for every level, so a
        level that loses every game (random Foodies, where every move then
        rates near 0 %) is still judged move by move.

Games depend only on their seeds, so a run is reproducible. Run it with
`nice -n 10`: it plays and reviews many games."""
from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import review  # noqa: E402
from game.ai.base import decide  # noqa: E402
from game.kits.agents import make_agent  # noqa: E402
from game.ai.match import play_match  # noqa: E402
from game import kits  # noqa: E402
from game.kits import coaching  # noqa: E402
from game.rules.rng import derive_seed  # noqa: E402

LEVELS = ("random", "easy", "normal", "hard")


def _result(rules, final, seat: int) -> float:
    won = rules.result(final)["winners"]
    return 1.0 / len(won) if seat in won else 0.0


def scale(games: int, samples: int, seed: int) -> int:
    from game.ai.coach import hint_seed
    from game.ai.foodies import coach, rank
    from game.ai.foodies.sample import View
    rules = kits.rules_module("foodies")
    rows: list[tuple[float, int, float]] = []
    for g in range(games):
        seats = 2 + g % 3
        levels = [LEVELS[(g + i) % len(LEVELS)] for i in range(seats)]
        gs = derive_seed(seed, g)
        state = rules.new_game(gs, seats, first_seat=g % seats)
        record = play_match(rules, state, [make_agent("foodies", lv) for lv in levels], gs)
        mine: list[tuple[float, int, int]] = []
        for step in record.steps:
            obs = rules.observe(step.state_before, step.actor)
            view = View(obs)
            if len({rank.model_action(view, a) for a in obs["legal_actions"]}) > 1:
                work = rank.margins(view, [rank.model_action(view, step.action)], hint_seed(obs), samples)
                mine.append((review.drain(work)[0], coach.recipes_left(view), step.actor))
        rows += [(m, left, _result(rules, record.final, who)) for m, left, who in mine]
        print(f"game {g + 1}/{games}: {len(mine)} decisions", file=sys.stderr)
    best = max((_loglik(rows, a / 100), a / 100) for a in range(5, 301, 5))
    print(f"{len(rows)} decisions of {games} games; log-likelihood per decision "
          f"{best[0] / len(rows):.4f} at scale {best[1]:.2f}")
    for a in (0.25, 0.5, 0.9, 1.5, 2.5):
        print(f"  scale {a:.2f}: {_loglik(rows, a) / len(rows):.4f}")
    return 0


def _loglik(rows, a: float) -> float:
    out = 0.0
    for m, left, y in rows:
        x = max(-30.0, min(30.0, a * m / math.sqrt(1 + left)))
        p = 1.0 / (1.0 + math.exp(-x))
        out += y * math.log(max(p, 1e-12)) + (1 - y) * math.log(max(1 - p, 1e-12))
    return out


class FirstLegal:
    """The ``first`` pseudo-level: the first legal action every turn — a
    player pressing the confirm button (A) on whatever is focused."""

    level = "first"

    def think(self, observation, seed):
        yield None
        return observation["legal_actions"][0]


class _Firsts:
    """A coach module that also remembers each evaluation's best move."""

    def __init__(self, coach) -> None:
        self._coach = coach
        self.firsts: list[dict] = []

    def __getattr__(self, name):
        return getattr(self._coach, name)

    def evaluate(self, obs, played=None):
        rated = yield from self._coach.evaluate(obs, played)
        self.firsts.append(rated[0][0])
        return rated


def verdicts(game: str, games: int, seats: int, levels: list[str], seed: int, dump: str | None = None) -> int:
    """Seat 0 at each level against ``normal`` seats: per level the judged
    decisions, the verdicts per game, the share of best-or-good, how often
    the review's best move is the move played (``best=move``: exactly the
    evaluation's first, equal moves not counted) and the mean final score
    margin of seat 0 against the best other seat."""
    rules = kits.rules_module(game)
    coach = _Firsts(coaching.coach_module(game))
    print(f"{game}, {seats} seats, seat 0 at each level against normal; {games} games each; "
          f"thresholds {review.THRESHOLDS}")
    every: dict[str, list[float]] = {}
    print("level     decisions  mean loss  p50    p90    p99    best  good  inacc.  mistakes  (per game)"
          "  best+good  best=move  margin  wins")
    for lv in levels:
        losses: list[float] = []
        counts = {v: 0 for v in review.VERDICTS}
        same = total = wins = 0
        margin = 0.0
        for g in range(games):
            gs = derive_seed(seed, g)
            state = rules.new_game(gs, seats, first_seat=g % seats)
            me = FirstLegal() if lv == "first" else make_agent(game, lv)
            agents = [me] + [make_agent(game, "normal") for _ in range(seats - 1)]
            record = play_match(rules, state, agents, gs)
            actions = [{"actor": s.actor, "action": s.action} for s in record.steps]
            coach.firsts = []
            rv = review.Review(coach, rules, rules.to_json(state), actions, [0])
            ds = rv.run()
            firsts = iter(coach.firsts)
            for entry in actions:
                if entry["actor"] != 0:
                    continue
                first = next(firsts)
                total += 1
                same += bool(coach.same(first, entry["action"]))
            for d in ds:
                losses.append(d.loss)
                counts[d.verdict] += 1
            res = rules.result(record.final)
            sc = res.get("scores") or res.get("totals")
            margin += sc[0] - max(sc[1:])
            wins += 0 in res["winners"]
        every[lv] = list(losses)
        losses.sort()
        q = lambda p: losses[min(len(losses) - 1, int(p * len(losses)))] if losses else 0.0  # noqa: E731
        per = {v: counts[v] / games for v in review.VERDICTS}
        good = (counts["best"] + counts["good"]) / max(1, len(losses))
        print(f"{lv:9} {len(losses):9}  {sum(losses) / max(1, len(losses)):.4f}     {q(.5):.3f}  {q(.9):.3f}  "
              f"{q(.99):.3f}  {per['best']:5.1f} {per['good']:5.1f} {per['inaccuracy']:6.2f}  {per['mistake']:7.2f}"
              f"             {good:6.1%}    {same}/{total}  {margin / games:+6.1f}  {wins}/{games}")
        sys.stdout.flush()
    if dump:
        import json
        Path(dump).write_text(json.dumps({"game": game, "seats": seats, "games": games, "losses": every}))
    return 0


def positions(game: str, games: int, seats: int, levels: list[str], seed: int, dump: str | None) -> int:
    """Judge each level's choice in the same positions: every decision of
    ``normal`` games, where each level decides and the review rates it."""
    import json

    from game.rules.rng import derive_seed as ds
    rules = kits.rules_module(game)
    coach = coaching.coach_module(game)
    agents = {lv: make_agent(game, lv) for lv in levels}
    losses: dict[str, list[float]] = {lv: [] for lv in levels}
    per_seat = 0
    for g in range(games):
        gs = derive_seed(seed, g)
        state = rules.new_game(gs, seats, first_seat=g % seats, **_options(game, g))
        record = play_match(rules, state, [make_agent(game, "normal")] * seats, gs)
        for ply, step in enumerate(record.steps):
            if not isinstance(step.actor, int):
                continue
            obs = rules.observe(step.state_before, step.actor)
            picks = {lv: decide(agents[lv], obs, ds(gs, ply, lv)) for lv in levels}
            rated = _rate(coach, obs, list(picks.values()))
            if len(rated) < 2:
                continue
            per_seat += 1
            for lv, a in picks.items():
                i = next(i for i, r in enumerate(rated) if coach.same(r[0], a))
                losses[lv].append(review.loss_of(rated, i))
        print(f"game {g + 1}/{games}", file=sys.stderr)
    per_game = per_seat / (games * seats)
    print(f"{game}, {seats} seats: {per_seat} positions of {games} normal games "
          f"({per_game:.1f} judged decisions per seat and game); thresholds {review.THRESHOLDS}")
    print("level     mean loss  p90    p99    inaccuracies  mistakes  (per seat and game)")
    for lv in levels:
        ls = losses[lv]
        n = len(ls)
        mis = sum(review.verdict(x) == "mistake" for x in ls) / n * per_game
        ina = sum(review.verdict(x) == "inaccuracy" for x in ls) / n * per_game
        srt = sorted(ls)
        print(f"{lv:9} {sum(ls) / n:.4f}     {srt[int(.9 * n)]:.3f}  {srt[min(n - 1, int(.99 * n))]:.3f}  "
              f"{ina:12.2f}  {mis:8.2f}")
    if dump:
        Path(dump).write_text(json.dumps({"game": game, "seats": seats, "games": games,
                                          "per_game": per_game, "losses": losses}))
    return 0


def _rate(coach, obs: dict, picks: list[dict]) -> list[tuple]:
    """Every move the evaluation rates, ``picks`` among them, best first."""
    return review.drain(coach.evaluate(obs, picks))


def _options(game: str, g: int) -> dict:
    """The game's on/off options (Rodízio's spicy), on in every other game."""
    from game import kits
    return {o.name: g % 2 == 1 for o in kits.get(game).options if isinstance(o.default, bool)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="what", required=True)
    s = sub.add_parser("scale")
    s.add_argument("--games", type=int, default=60)
    s.add_argument("--samples", type=int, default=16)
    s.add_argument("--seed", type=int, default=1)
    v = sub.add_parser("verdicts")
    from game import kits
    v.add_argument("--game", required=True, choices=kits.names())
    v.add_argument("--games", type=int, default=40)
    v.add_argument("--seats", type=int, default=2)
    v.add_argument("--levels", default=",".join(LEVELS))
    v.add_argument("--seed", type=int, default=1)
    v.add_argument("--dump", default=None, metavar="PATH", help="write every loss per level as JSON")
    v.add_argument("--positions", action="store_true",
                   help="judge every level's choice in the positions of normal games instead")
    a = p.parse_args(argv)
    if a.what == "scale":
        return scale(a.games, a.samples, a.seed)
    if a.positions:
        return positions(a.game, a.games, a.seats, a.levels.split(","), a.seed, a.dump)
    return verdicts(a.game, a.games, a.seats, a.levels.split(","), a.seed, a.dump)


if __name__ == "__main__":
    sys.exit(main())
