"""`trace` and `sim`: AI seats play headless games through the rules core."""
from __future__ import annotations

import sys
import time
from typing import Any, TextIO

from game import kits
from game.kits import make_agent
from game.ai.match import play_match
from game.kits.trace import dumps, final_line, step_line
from game.rules.rng import derive_seed


def game_options(game: str, spicy: bool) -> dict[str, Any]:
    """Keyword options of ``new_game`` for ``game`` (the kit checks them:
    ValueError for ``--spicy`` on a game without that option)."""
    return kits.get(game).game_options({"spicy": True} if spicy else {})


def parse_levels(text: str, seats: int) -> list[str]:
    levels = [t.strip() for t in text.split(",") if t.strip()]
    if len(levels) == 1:
        levels = levels * seats
    if len(levels) != seats:
        raise ValueError(f"--ai names {len(levels)} levels for {seats} seats")
    return levels


def run_trace(game: str, seed: int, seats: int, levels: list[str], spicy: bool,
              out: TextIO = sys.stdout, first: int = 0) -> None:
    """Play one game of AI ``levels`` from seat ``first`` and write its trace;
    ValueError (before any output) for bad seats, options or first seat."""
    rules = kits.get(game).rules_module()
    options = game_options(game, spicy)
    rules.new_game(seed, seats, **options)  # the seat count and options first
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < seats:
        raise ValueError(f"--first must be a seat of the {seats}-seat game (0..{seats - 1}), "
                         f"got {first!r}")
    state = rules.new_game(seed, seats, first_seat=first, **options)
    agents = [make_agent(game, lv) for lv in levels]

    def emit(step):
        out.write(step_line(rules.to_json(step.state_before), step.actor, step.action) + "\n")

    record = play_match(rules, state, agents, seed, on_step=emit, keep_steps=False)
    # The book's final line has fixed keys; result() may add extras (glutton_wins).
    out.write(final_line(game, rules.to_json(record.final), rules.result(record.final)) + "\n")


def _play_one(job: tuple) -> dict[str, Any]:
    """One sim game (a top-level function so worker processes can run it)."""
    game, seats, levels, spicy, seed, g = job
    kit = kits.get(game)
    rules = kit.rules_module()
    agents = [make_agent(game, lv) for lv in levels]
    game_seed = derive_seed(seed, g)
    state = rules.new_game(game_seed, seats, first_seat=g % seats,
                           **game_options(game, spicy))
    record = play_match(rules, state, agents, game_seed, keep_steps=False)
    res = rules.result(record.final)
    return {"winners": res["winners"], "points": res[kit.points],
            "times": record.decision_seconds, **kit.sim_outcome(rules, record.final, res)}


def run_sim(game: str, games: int, seats: int, levels: list[str], spicy: bool,
            seed: int, jobs: int = 1) -> dict[str, Any]:
    """Play ``games`` games, rotating the first seat, and summarise them.

    ``jobs`` > 1 plays them in that many processes; every game depends only
    on its seed, so the results are identical to ``jobs=1`` (only the timing
    figures differ)."""
    from game.ai.stats import percentile, wilson
    for lv in set(levels):
        make_agent(game, lv)  # fail early on an unknown level
    wins = [0] * seats
    no_winner = 0
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    t0 = time.perf_counter()
    work = [(game, seats, levels, spicy, seed, g) for g in range(games)]
    if jobs > 1 and games > 1:
        import multiprocessing
        # spawn, not fork: a forked worker can inherit a lock held by another
        # thread of the parent (SDL, pytest plugins) and wait on it forever.
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            outcomes = pool.map(_play_one, work, chunksize=max(1, games // (8 * jobs)))
    else:
        outcomes = list(map(_play_one, work))
    for out in outcomes:
        winners = out["winners"]
        for w in winners:
            wins[w] += 1
        if not winners:
            no_winner += 1
        for seat, seconds in out["times"]:
            times[levels[seat]].append(seconds)
    summary: dict[str, Any] = {"game": game, "games": games, "seats": seats,
                               "ai": levels, "wins": wins, "no_winner": no_winner}
    summary.update(kits.get(game).sim_summary(outcomes, games))
    per_level: dict[str, Any] = {}
    for lv in dict.fromkeys(levels):
        seat_games = games * levels.count(lv)
        won = sum(wins[i] for i, x in enumerate(levels) if x == lv)
        lo, hi = wilson(won, seat_games)
        ts = times[lv]
        per_level[lv] = {"seat_games": seat_games, "wins": won,
                         "win_rate": round(won / seat_games, 4),
                         "win_rate_ci95": [round(lo, 4), round(hi, 4)],
                         "decisions": len(ts),
                         "mean_decision_ms": round(1000 * sum(ts) / len(ts), 3) if ts else 0.0,
                         "p95_decision_ms": round(1000 * percentile(ts, 95), 3)}
    summary["levels"] = per_level
    summary["seconds"] = round(time.perf_counter() - t0, 3)
    return summary
