"""The Foodies tutorial, played start to finish through the real App by
posted input, on the real rules core."""
from __future__ import annotations

import json

import pygame

from game.client.app import App
from game.client.text import load_catalog
from game.client.foodies.table_flow import ACTIONS
from game.client.tutorial import script
from game.client.tutorial.foodies import FoodiesTutorial
from game.client.tutorial.picker import open_tutorial
from game.rules import foodies as F
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.tutorial.tutorbot import TutorBot

MAX_FRAMES = 5000


def foodies_move(scene, bot):
    want, flow = scene.step.do, scene.flow
    kind = want["type"]
    if flow.mode == "actions" and kind != "discard":
        return None if ACTIONS[flow.focus_action] == kind else "right"
    if flow.mode == "serve":
        return None if flow.model.menu[flow.focus_recipe] == want["recipe"] else "right"
    if flow.mode in ("swap", "pass", "discard"):
        if flow.mode != kind:
            return "back"
        return None if flow.focus_card == want["card"] else "right"
    return None


def foodies_wrong(scene):
    """Confirm the (wrong) action the focus starts on, and its first card."""
    flow = scene.flow
    if flow.mode == "actions" and ACTIONS[flow.focus_action] in ("swap", "pass"):
        return ["confirm", "confirm"]
    if flow.mode == "discard":
        return ["right", "confirm"] if flow.focus_card == scene.step.do["card"] else ["confirm"]
    return ["confirm"]


def run_bot(bot: TutorBot, speed: str = "instant", frames: int = MAX_FRAMES) -> App:
    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed=speed)), frames=frames,
              script=[(t, bot) for t in range(frames)])
    app.run(lambda a: open_tutorial(a, "foodies"))
    return app


def check_played_through(app: App, bot: TutorBot) -> None:
    tut = script.load("foodies")
    assert bot.finished, (bot.scene.index if bot.scene else None, bot.pressed[-10:])
    assert not app._errors
    assert sorted(bot.starts) == list(range(len(tut.steps)))
    for step in tut.steps:
        assert bot.starts[step.index] == step.start, step.key
        if step.do is not None or step.auto is not None:
            assert bot.ends[step.index] == step.end, step.key
            assert bot.ends[step.index] != step.start, step.key
        if step.do is not None:
            assert step.end == F.apply(step.start, step.do)[0]


def test_foodies_tutorial_by_keyboard_with_refusals_and_screenshots():
    tut = script.load("foodies")
    idx = {s.key.split(".")[-1]: s.index for s in tut.steps}
    bot = TutorBot(FoodiesTutorial, foodies_move, wrong=foodies_wrong,
                   try_wrong=(idx["draw"], idx["serve"], idx["hand_limit_discard"]),
                   shots={idx["serve"]: "tutorial_foodies_serve.png",
                          f"{idx['serve']}+after": "tutorial_foodies_first_bonus.png",
                          f"{idx['pass']}+after": "tutorial_foodies_pass_memory.png",
                          f"{idx['scoring']}+after": "tutorial_foodies_scoring.png"})
    app = run_bot(bot)
    check_played_through(app, bot)
    reasons = {i: why[0] for i, (_, why) in bot.refusals}
    assert reasons[idx["draw"]] == "tutorial.foodies.draw.wrong"
    assert reasons[idx["hand_limit_discard"]] == "tutorial.foodies.hand_limit_discard.wrong"
    assert idx["serve"] in reasons
    assert all(shown for _, shown in bot.toasts), bot.toasts
    # The end: the game is over with the tie broken by the most recipes.
    final = tut.steps[idx["scoring"]].end
    assert F.result(final)["winners"] == [0]


def test_foodies_tutorial_by_controller():
    bot = TutorBot(FoodiesTutorial, foodies_move, device="controller", back_at=6)
    app = run_bot(bot, speed="fast")  # animated: the "watch" status and the beats are drawn
    check_played_through(app, bot)
    assert {i.device for _, i in app.intent_log} == {"controller"}


def test_every_foodies_position_passes_from_json():
    raw = json.loads(script.default_path("foodies").read_text(encoding="utf-8"))
    n = 0
    for d in raw["steps"]:
        if d["position"] == "continue":
            continue
        state = F.from_json(script.expand_foodies(d["position"]))
        assert F.from_json(F.to_json(state)) == state
        n += 1
    assert n >= 6


def test_foodies_narration_keys_exist_in_every_language():
    tut = script.load("foodies")
    for lang in ("en", "pt", "fa"):
        cat = load_catalog(lang)
        for s in tut.steps:
            for suffix in [".title", ".text"] + [".after"] * s.after + [".wrong"] * s.wrong:
                assert s.key + suffix in cat, (lang, s.key + suffix)


def test_foodies_mouse_clicks_next_and_the_draw_button():
    seen: dict[str, object] = {}

    def click(pos):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))

    def bot(app):
        top = app.top
        if not isinstance(top, FoodiesTutorial) or app.tick % 3:
            return
        if top.index < 2:
            click(top.panel.buttons()["next"].center)
        elif top.waiting and top.flow.phase == "human":
            click(top.target_rect("action:draw").center)
        elif top.index == 2 and top.moved and not top.busy:
            seen["state"] = top.flow.state
            app.quit()

    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=300,
              script=[(t, bot) for t in range(300)])
    app.run(lambda a: open_tutorial(a, "foodies"))
    assert seen.get("state") == script.load("foodies").steps[2].end
    assert {i.device for _, i in app.intent_log} == {"mouse"}
