"""Normal-speed play (animation takes time, frames stay deterministic) and
the screenshots of the table's key moments, saved to the tests' screenshot folder (testing.shots_dir)."""
from __future__ import annotations

import hashlib

import pygame

from game.client.rodizio.table_scene import TableScene
from tests.client.rodizio.test_play import make_app
from tests.client.rodizio.uibot import SHOTS, UiBot


def test_normal_speed_deals_sows_and_thinks_visibly():
    bot = UiBot("keyboard", shots={"sowing": "rodizio_sowing.png"}, ask_hint=False,
                try_blocked=False)
    phases: list[str] = []

    def watch(app):
        if isinstance(app.top, TableScene):
            phases.append(app.top.flow.phase)
        if bot.sowing_seen and len(phases) > 700:
            app.quit()

    app = make_app(bot, speed="normal", frames=1100)
    app.script = sorted(app.script + [(t, watch) for t in range(1100)], key=lambda it: it[0])
    app.run()
    assert bot.sowing_seen, "a card was seen in flight while sowing"
    # The deal is animated (a second or more), the AI's turn is visible.
    assert phases.index("human") > 60
    assert phases.count("ai") >= 40
    assert (SHOTS / "rodizio_sowing.png").exists()


def _free_choice_run(frames: int = 3000):
    first = {"done": False}

    def plate(flow):
        if not first["done"]:
            first["done"] = True
            return 1  # seed 1: plate 1 ends on a chili "free" card
        return min(a["plate"] for a in flow.legal)

    bot = UiBot("keyboard", spicy=True, seed=1, plate_choice=plate, ask_hint=False,
                try_blocked=False, shots={"free_choice": "rodizio_free_choice.png",
                                          "results": "rodizio_results_spicy.png",
                                          "reveal": "rodizio_reveal.png"})
    app = make_app(bot, speed="fast", frames=frames)
    app.run()
    return app, bot


def test_free_choice_by_focus_and_screenshots_are_deterministic():
    app, bot = _free_choice_run()
    assert bot.free_choices and bot.chosen
    flow = app.top.flow
    first_card = bot.chosen[0]
    assert first_card in [c["id"] for c in flow.state_json["hands"][0]]
    assert bot.finished
    digest = hashlib.sha256((SHOTS / "rodizio_free_choice.png").read_bytes()).hexdigest()
    # Same input, same frames: the same picture.
    app2, bot2 = _free_choice_run(frames=3000)
    assert hashlib.sha256((SHOTS / "rodizio_free_choice.png").read_bytes()).hexdigest() == digest


def test_pause_menu_rules_and_resume_by_keyboard():
    """Esc opens the framework's pause menu over the table; its Rules entry
    shows this game's summary; Esc twice returns to the same game."""
    from game.client.rodizio.table_scene import RULES_KEY
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.text_scene import TextScene

    bot = UiBot("keyboard", ask_hint=False, try_blocked=False)
    seen: list[str] = []

    def key(k):
        return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)

    def note(app):
        seen.append(type(app.top).__name__)
        if isinstance(app.top, TextScene):
            assert app.top.body_key == RULES_KEY
            app.save_screenshot(SHOTS / "rodizio_rules.png")

    app = make_app(bot, speed="instant", frames=400)
    # Let the bot reach the table, then take over the keyboard.
    script = [(t, bot) for t in range(14)]
    script += [(70, key(pygame.K_ESCAPE)), (75, note), (76, key(pygame.K_DOWN)),
               (78, key(pygame.K_RETURN)), (84, note), (85, key(pygame.K_ESCAPE)),
               (90, note), (91, key(pygame.K_ESCAPE)), (96, note)]
    app.script = sorted(script, key=lambda it: it[0])
    app.run()
    assert seen == ["PauseScene", "TextScene", "PauseScene", "TableScene"], seen
    assert not app._errors


def test_hot_seat_game_draws_cover_and_finishes():
    """Two humans and two AIs on one device: a cover between the humans'
    turns, drawn and dismissed by keyboard, all the way to the results."""
    from game.client.rodizio.config import GameConfig

    bot = UiBot("keyboard", ask_hint=False, try_blocked=False, shots={"cover": "rodizio_cover.png"})
    covers = []

    def watch(app):
        top = app.top
        if isinstance(top, TableScene) and top.flow.phase == "cover":
            covers.append(app.tick)
            bot.shot(app, "cover") if len(covers) > 2 else None

    frames = 4000
    app = make_app(bot, speed="instant", frames=frames)
    app.script = sorted(app.script + [(t, watch) for t in range(frames)], key=lambda it: it[0])
    cfg = GameConfig(seats=["human", "easy", "human", "normal"], spicy=True, seed=21)
    app.run(TableScene(app, cfg))
    assert bot.finished and not app._errors
    assert covers
