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


def run_sim(game: str, games: int, seats: int, levels: list[str], spicy: bool,
            seed: int) -> dict[str, Any]:
    """Play ``games`` games, rotating the first seat, and summarise them."""
    rules = registry.load(game)
    agents = [make_agent(game, lv) for lv in levels]
    wins = [0] * seats
    no_winner = 0
    glutton_wins = 0
    score_sum = [0] * seats
    rounds_sum = 0
    t0 = time.perf_counter()
    for g in range(games):
        game_seed = derive_seed(seed, g)
        state = rules.new_game(game_seed, seats, first_seat=g % seats,
                               **game_options(game, spicy))
        record = play_match(rules, state, agents, game_seed, keep_steps=False)
        res = rules.result(record.final)
        winners = res["winners"]
        for w in winners:
            wins[w] += 1
        if not winners:
            no_winner += 1
        if res.get("glutton_wins"):
            glutton_wins += 1
        points = res["totals"] if game == "rodizio" else res["scores"]
        for i, p in enumerate(points):
            score_sum[i] += p
        if game == "foodies":
            rounds_sum += rules.to_json(record.final)["round"]
    summary: dict[str, Any] = {"game": game, "games": games, "seats": seats,
                               "ai": levels, "wins": wins, "no_winner": no_winner}
    if game == "rodizio":
        summary["glutton_wins"] = glutton_wins
        summary["mean_total"] = [round(s / games, 3) for s in score_sum]
    else:
        summary["mean_score"] = [round(s / games, 3) for s in score_sum]
        summary["mean_rounds"] = round(rounds_sum / games, 3)
    summary["seconds"] = round(time.perf_counter() - t0, 3)
    return summary
