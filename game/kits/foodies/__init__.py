"""Foodies' kit (rule book: docs/rules-foodies.md)."""
from __future__ import annotations

from typing import Any

from game.kits.kit import ClientParts, GameKit, Seats
from game.rules.foodies.seats import MAX_SEATS, MIN_SEATS

#: The window offers 2–4 seats (its table has four places).
CLIENT_MAX_SEATS = 4


def sim_outcome(rules: Any, final: Any, result: dict) -> dict:
    return {"round": rules.to_json(final)["round"]}


def sim_summary(outcomes: list[dict], games: int) -> dict:
    seats = len(outcomes[0]["points"]) if outcomes else 0
    return {"mean_score": [round(sum(o["points"][i] for o in outcomes) / games, 3) for i in range(seats)],
            "mean_rounds": round(sum(o["round"] for o in outcomes) / games, 3)}


def stats_counters(final: dict, result: dict, actions: list, seat: int) -> dict[str, int]:
    """``first_bonuses``: dishes the seat was the first to serve (+2, §4: a
    recipe is on the menu in one round only, so the first serve action
    naming it took the bonus); ``dishes_served``: every dish it served."""
    seen: set = set()
    bonuses = 0
    for entry in actions:
        action = entry.get("action") or {}
        if action.get("type") == "serve" and action.get("recipe") not in seen:
            seen.add(action.get("recipe"))
            bonuses += entry.get("actor") == seat
    return {"first_bonuses": bonuses, "dishes_served": len(final["served"][seat])}


def redeal(state: Any, seat: int, seed: int) -> Any:
    """``state`` read back from its JSON (a state with no history: the §8
    memory then knows only the used pile) with what ``seat`` cannot see
    dealt anew: the other hands and the deck shuffled together (sizes
    kept), the recipe deck shuffled."""
    from game.rules import foodies as F
    from game.rules.rng import Rng
    d = F.to_json(state)
    rng = Rng.from_seed(seed)
    others = [s for s in range(d["seats"]) if s != seat]
    pool = rng.shuffled([c for s in others for c in d["hands"][s]] + d["deck"])
    for s in others:
        d["hands"][s], pool = pool[:len(d["hands"][s])], pool[len(d["hands"][s]):]
    d["deck"] = pool
    d["recipe_deck"] = rng.shuffled(d["recipe_deck"])
    return F.from_json(d)


C = "game.client.foodies"
KIT = GameKit(
    name="foodies", title="Foodies", rules="game.rules.foodies", options=(),
    seats=Seats(MIN_SEATS, MAX_SEATS, MIN_SEATS, CLIENT_MAX_SEATS),
    ai_levels={"easy": "game.ai.foodies.agents:EasyAgent", "normal": "game.ai.foodies.agents:NormalAgent",
               "hard": "game.ai.foodies.agents:HardAgent"},
    trace_final_keys=None, points="scores",
    sim_outcome=sim_outcome, sim_summary=sim_summary, redeal=redeal,
    undo="unseen", stats_counters=stats_counters, coach="game.ai.foodies.coach", challenges="game.kits.foodies.challenges",
    upgrades=("game.kits.foodies.upgrade:upgrade_record", "game.kits.foodies.upgrade:upgrade_trace"),
    content=("foodies/ingredients.json", "foodies/recipes.json"),
    client=ClientParts(
        setup_scene=f"{C}.setup_scene:SetupScene", table_scene=f"{C}.table_scene:TableScene",
        results_scene=f"{C}.results_scene:ResultsScene", demo_scene=f"{C}.demo_scene:DemoScene",
        run_demo=f"{C}.demo_scene:run_demo",
        tutorial_scene=f"{C}.tutorial:FoodiesTutorial",
        tutorial_expand=f"{C}.tutorial_positions:expand",
        choreograph=f"{C}.choreography:choreograph", hint=f"{C}.hint", session=f"{C}.session",
        layout="foodies_table", tutorial="foodies.json",
        menu_key="menu.play_foodies", tutorial_key="tutorial.pick_foodies", soon_key="menu.soon_foodies",
        name_key="replay.game_foodies"),
)
