"""Normal-speed play (animations take time, frames stay deterministic) and
screenshots of the table's key moments, saved to the tests' screenshot folder (testing.shots_dir): a serve
in flight, the deck-out discard prompt, the round change, the end."""
from __future__ import annotations

import hashlib

import pytest

from game.ai.base import decide
from game.kits import make_agent
from tests.client import testing as T
from game.client.foodies.config import GameConfig
from game.client.foodies.table_scene import TableScene
from game.client.intents import Intent
from game.rules import foodies as F
from game.storage.settings import Settings
from tests.client.foodies.foodies_bot import SHOTS


def play_until(seed: int, pred, seats: int = 2, limit: int = 400):
    """AI-vs-AI from a new game until seat 0 is to move and ``pred(state)``."""
    s = F.new_game(seed, seats)
    agent = make_agent("foodies", "normal")
    for ply in range(limit):
        if s.to_move == 0 and pred(s):
            return s
        s, _ = F.apply(s, decide(agent, F.observe(s, s.to_move), ply))
    raise AssertionError("no such position")


def last_card_state():
    """Seat 0 to move with one card left in the deck (the rest on the used pile)."""
    s = play_until(3, lambda s: s.pending is None and not any(a["type"] == "serve" for a in F.legal_actions(s)))
    j = F.to_json(s)
    j["used"] = j["used"] + j["deck"][1:]
    j["deck"] = j["deck"][:1]
    return F.from_json(j)


class Driver:
    """Presses keys for the human as a player would, and records what it saw."""

    def __init__(self, plan, shots: dict) -> None:
        self.plan = plan          # fn(flow) -> intent name or None
        self.shots = shots        # name -> fn(flow, app) -> bool (take it now?)
        self.taken: dict[str, int] = {}
        self.phases: list[str] = []
        self.modes: list[str] = []

    def __call__(self, app) -> None:
        scene = app.top
        if not isinstance(scene, TableScene):
            return
        flow = scene.flow
        self.phases.append(flow.phase)
        self.modes.append(flow.mode if flow.phase == "human" else "")
        for name, when in list(self.shots.items()):
            if name not in self.taken and when(flow, app):
                SHOTS.mkdir(parents=True, exist_ok=True)
                app.save_screenshot(SHOTS / name)
                self.taken[name] = app.tick
        if app.tick % 6 == 0:
            intent = self.plan(flow)
            if intent:
                app.post_intent(Intent(intent, device="keyboard"))


def run(state, driver: Driver, frames: int, speed: str = "normal", lang: str = "en"):
    app = T.make_app(settings=Settings(anim_speed=speed, language=lang), frames=frames,
                     script=[(t, driver) for t in range(frames)])
    app.run(lambda app: TableScene(app, GameConfig(seats=["human", "normal"], seed=3), state=state))
    return app


def test_serve_flies_ingredients_and_dish_and_counts_points():
    state = play_until(3, lambda s: s.pending is None and any(a["type"] == "serve" for a in F.legal_actions(s)))
    serve = next(a for a in F.legal_actions(state) if a["type"] == "serve")
    before = state.scores[0]

    def plan(flow):
        if flow.phase == "human" and flow.state.scores[0] == before:
            return "confirm"        # Serve is focused first, then the servable recipe
        return None

    def mid_serve(flow, app):
        beat = flow.timeline.running
        return beat is not None and beat.kind == "dish" and any(sp.moving for sp in flow.sprites.values())

    driver = Driver(plan, {"foodies_serve.png": mid_serve})
    app = run(state, driver, 260)
    flow = app.top.flow
    assert flow.state.served[0][-1] == serve["recipe"]
    assert flow.state.scores[0] > before
    assert "foodies_serve.png" in driver.taken
    assert "serve" in driver.modes                      # the recipe was picked on screen
    # The score counted up over several frames, not in one jump.
    assert flow.score_shown[0] == flow.state.scores[0]
    assert not app._errors


def test_deck_out_discard_prompt_then_round_change():
    state = last_card_state()

    def plan(flow):
        if flow.phase != "human":
            return None
        if flow.mode == "actions":
            return "left" if flow.focus_action != 0 else "confirm"   # Draw
        if flow.mode == "discard":
            return "confirm"
        return "back"

    def deck_out_prompt(flow, app):
        return flow.phase == "human" and flow.mode == "discard" and app.tick > 40

    def round_banner(flow, app):
        return any(e.kind == "banner" and e.data["title"][0] == "foodies.banner.round_over" and e.progress > 0.4
                   for e in flow.effects)

    def new_menu(flow, app):
        return any(e.kind == "banner" and e.data["title"][0] == "foodies.banner.round" and e.progress > 0.5
                   for e in flow.effects)

    def shown_under(flow, app):
        beat = flow.timeline.running
        return bool(flow.model.showcase) and beat is not None and beat.kind == "hold" and app.tick > 100

    driver = Driver(plan, {"foodies_deck_out.png": deck_out_prompt, "foodies_round_end.png": round_banner,
                           "foodies_round_2.png": new_menu, "foodies_put_under.png": shown_under})
    app = run(state, driver, 700)
    flow = app.top.flow
    assert flow.state.round == 2
    assert set(driver.taken) == {"foodies_deck_out.png", "foodies_round_end.png", "foodies_round_2.png",
                                 "foodies_put_under.png"}
    assert driver.taken["foodies_deck_out.png"] < driver.taken["foodies_round_end.png"] \
        < driver.taken["foodies_round_2.png"]
    assert "discard" in driver.modes
    assert not app._errors


def test_ai_turns_are_visible_and_frames_are_deterministic():
    def plan(flow):
        return None     # the human never moves: watch the deal and the AI

    def digest():
        d = Driver(plan, {"foodies_opening.png": lambda flow, app: app.tick == 150})
        s = F.new_game(9, 3)
        app = T.make_app(settings=Settings(anim_speed="normal"), frames=320,
                         script=[(t, d) for t in range(320)])
        app.run(lambda app: TableScene(app, GameConfig(seats=["normal", "human", "easy"], seed=9), state=s))
        return d, hashlib.sha256((SHOTS / "foodies_opening.png").read_bytes()).hexdigest()

    d1, h1 = digest()
    # The deal takes time, then the AI (seat 0 starts) thinks visibly.
    assert d1.phases[:60].count("animating") == 60
    assert d1.phases.count("ai") >= 30
    d2, h2 = digest()
    assert h1 == h2


def last_turn_state():
    """The last round, seat 0 to move, one quiet turn from a cold kitchen:
    whatever seat 0 does except serving ends the game."""
    s = play_until(5, lambda s: s.pending is None and not s.recipe_deck, limit=2000)
    j = F.to_json(s)
    j["quiet_turns"] = s.cold_kitchen_limit() - 1
    return F.from_json(j)


def test_game_over_counts_scores_up_crowns_the_winner_then_results():
    state = last_turn_state()
    counted: list[list[float]] = []

    def plan(flow):
        if flow.phase == "human":
            if any(a["type"] == "serve" for a in flow.legal):
                return "back" if flow.mode != "actions" else "left"
            return "left" if flow.focus_action != 0 else "confirm"
        if flow.phase == "over" and flow.clock > 0 and not any(e.kind == "banner" for e in flow.effects):
            return "confirm"
        return None

    def counting(flow, app):
        if flow.counting:
            counted.append(list(flow.score_shown))
        return flow.counting and 0.45 < _progress(flow, "count") < 0.6

    def crowned(flow, app):
        return bool(flow.crowned) and 0.45 < _progress(flow, "banner") < 0.7

    driver = Driver(plan, {"foodies_counting.png": counting, "foodies_game_over.png": crowned})
    app = run(state, driver, 900)
    assert type(app.top).__name__ == "ResultsScene"
    assert set(driver.taken) == {"foodies_counting.png", "foodies_game_over.png"}
    final = F.result(app.top.flow.state)["scores"]
    # The scores rose from zero to the final totals over many frames.
    assert all(c <= f * 0.05 for c, f in zip(counted[0], final)) and len({tuple(c) for c in counted}) > 20
    assert app.top.flow.crowned == list(F.result(app.top.flow.state)["winners"])
    assert not app._errors


def _progress(flow, kind: str) -> float:
    return next((e.progress for e in flow.effects if e.kind == kind), -1.0)
