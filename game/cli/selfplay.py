"""`trace` and `sim`: AI seats play headless games through the rules core."""
from __future__ import annotations

import json
import sys
import time
from typing import Any, TextIO

from game.ai.levels import make_agent
from game.ai.match import play_match
from game.rules import registry
from game.rules.rng import derive_seed


def game_options(game: str, spicy: bool) -> dict[str, Any]:
    """Keyword options of ``new_game`` for ``game`` (spicy is Rodízio's)."""
    if spicy and game != "rodizio":
        raise ValueError("--spicy is a Rodízio option")
    return {"spicy": spicy} if game == "rodizio" else {}


def parse_levels(text: str, seats: int) -> list[str]:
    levels = [t.strip() for t in text.split(",") if t.strip()]
    if len(levels) == 1:
        levels = levels * seats
    if len(levels) != seats:
        raise ValueError(f"--ai names {len(levels)} levels for {seats} seats")
    return levels


def dumps(obj: Any) -> str:
    """One canonical JSON line (identical bytes in every process)."""
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))


# The trace's last-line fields per rule book (Rodízio §10); others pass all.
TRACE_FINAL_KEYS: dict[str, tuple[str, ...]] = {
    "rodizio": ("totals", "glutton_total", "winners"),
}


def run_trace(game: str, seed: int, seats: int, levels: list[str], spicy: bool,
              out: TextIO = sys.stdout) -> None:
    rules = registry.load(game)
    state = rules.new_game(seed, seats, **game_options(game, spicy))
    agents = [make_agent(game, lv) for lv in levels]

    def emit(step):
        out.write(dumps({"state": rules.to_json(step.state_before), "actor": step.actor,
                         "action": step.action}) + "\n")

    record = play_match(rules, state, agents, seed, on_step=emit, keep_steps=False)
    # The book's final line has fixed keys; result() may add extras (glutton_wins).
    final = {k: v for k, v in rules.result(record.final).items()
             if k in TRACE_FINAL_KEYS.get(game, (k,))}
    out.write(dumps({"final": rules.to_json(record.final), **final}) + "\n")


def _play_one(job: tuple) -> dict[str, Any]:
    """One sim game (a top-level function so worker processes can run it)."""
    game, seats, levels, spicy, seed, g = job
    rules = registry.load(game)
    agents = [make_agent(game, lv) for lv in levels]
    game_seed = derive_seed(seed, g)
    state = rules.new_game(game_seed, seats, first_seat=g % seats,
                           **game_options(game, spicy))
    record = play_match(rules, state, agents, game_seed, keep_steps=False)
    res = rules.result(record.final)
    return {"winners": res["winners"], "glutton_wins": bool(res.get("glutton_wins")),
            "points": res["totals"] if game == "rodizio" else res["scores"],
            "round": rules.to_json(record.final)["round"] if game == "foodies" else 0,
            "times": record.decision_seconds}


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
    glutton_wins = 0
    score_sum = [0] * seats
    rounds_sum = 0
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
        outcomes = map(_play_one, work)
    for out in outcomes:
        winners = out["winners"]
        for w in winners:
            wins[w] += 1
        if not winners:
            no_winner += 1
        if out["glutton_wins"]:
            glutton_wins += 1
        for i, p in enumerate(out["points"]):
            score_sum[i] += p
        rounds_sum += out["round"]
        for seat, seconds in out["times"]:
            times[levels[seat]].append(seconds)
    summary: dict[str, Any] = {"game": game, "games": games, "seats": seats,
                               "ai": levels, "wins": wins, "no_winner": no_winner}
    if game == "rodizio":
        summary["glutton_wins"] = glutton_wins
        summary["mean_total"] = [round(s / games, 3) for s in score_sum]
    else:
        summary["mean_score"] = [round(s / games, 3) for s in score_sum]
        summary["mean_rounds"] = round(rounds_sum / games, 3)
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
