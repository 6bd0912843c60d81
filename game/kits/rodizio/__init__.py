"""Rodízio's kit (rule book: docs/rules-rodizio.md)."""
from __future__ import annotations

from typing import Any

from game.kits.kit import ClientParts, GameKit, Option, Seats
from game.rules.rodizio.seats import MAX_SEATS, MIN_SEATS


def sim_outcome(rules: Any, final: Any, result: dict) -> dict:
    return {"glutton_wins": bool(result.get("glutton_wins"))}


def sim_summary(outcomes: list[dict], games: int) -> dict:
    seats = len(outcomes[0]["points"]) if outcomes else 0
    return {"glutton_wins": sum(o["glutton_wins"] for o in outcomes),
            "mean_total": [round(sum(o["points"][i] for o in outcomes) / games, 3) for i in range(seats)]}


def _totals(result: dict) -> list[int]:
    """Every participant's total: the seats, then the Glutton if it played."""
    extra = [] if result.get("glutton_total") is None else [result["glutton_total"]]
    return list(result["totals"]) + extra


def places(result: dict) -> list[int]:
    """Winners first (§8: the second-highest total, fewest pizzas); the other
    seats by how far their total was from that winning total, the Glutton
    taking no place [decision: docs/statistics.md]."""
    distinct = sorted(set(_totals(result)), reverse=True)
    t2 = distinct[1] if len(distinct) > 1 else distinct[0]
    winners = set(result["winners"])
    key = [(i not in winners, abs(t - t2)) for i, t in enumerate(result["totals"])]
    return [1 + sum(k < mine for k in key) for mine in key]


def stats_counters(final: dict, result: dict, actions: list, seat: int) -> dict[str, int]:
    """``times_first``: the seat ate the most (the highest total, which
    never wins, §8); ``glutton_wins``: the Glutton won the game."""
    totals = _totals(result)
    first = len(set(totals)) > 1 and result["totals"][seat] == max(totals)
    return {"times_first": int(first), "glutton_wins": int(bool(result.get("glutton_wins")))}


def redeal(state: Any, seat: int, seed: int) -> Any:
    """Rodízio hides nothing once dealt (every plate and every eaten pizza
    is public, rule book §9): the only state a seat cannot tell apart is
    the state itself."""
    return state


C = "game.client.rodizio"
KIT = GameKit(
    name="rodizio", title="Rodízio", rules="game.rules.rodizio",
    options=(Option("spicy", False, "spicy variant: red peppers (rule book §8)"),),
    seats=Seats(MIN_SEATS, MAX_SEATS, MIN_SEATS, MAX_SEATS),
    ai_levels={"easy": "game.ai.rodizio.agents:EasyAgent", "normal": "game.ai.rodizio.agents:NormalAgent",
               "hard": "game.ai.rodizio.agents:HardAgent"},
    reference_levels={"hard_ref": "game.ai.rodizio.agents:ReferenceHardAgent"},
    trace_final_keys=("totals", "glutton_total", "winners"), points="totals",
    sim_outcome=sim_outcome, sim_summary=sim_summary, redeal=redeal,
    undo="turn", stats_counters=stats_counters, coach="game.ai.rodizio.coach", challenges="game.kits.rodizio.challenges",
    puzzles="game.ai.rodizio.puzzles", places=places,
    upgrades=("game.kits.rodizio.upgrade:upgrade_record", "game.kits.rodizio.upgrade:upgrade_trace"),
    content=("rodizio/deck.json",),
    client=ClientParts(
        setup_scene=f"{C}.setup_scene:SetupScene", table_scene=f"{C}.table_scene:TableScene",
        results_scene=f"{C}.results_scene:ResultsScene", demo_scene=f"{C}.demo_scene:DemoScene",
        run_demo=f"{C}.demo_scene:run_demo",
        tutorial_scene=f"{C}.tutorial:RodizioTutorial",
        tutorial_expand=f"{C}.tutorial_positions:expand",
        choreograph=f"{C}.choreography:choreograph", hint=f"{C}.hint", session=f"{C}.session",
        layout="rodizio_table", tutorial="rodizio.json",
        menu_key="menu.play_rodizio", tutorial_key="tutorial.pick_rodizio", soon_key="menu.soon_rodizio",
        name_key="replay.game_rodizio", extra_winners=(("glutton_wins", "rodizio.name.glutton"),)),
)
