"""The Foodies tutorial, played start to finish through the real App by
posted input, on the real rules core."""
from __future__ import annotations

import json

import pygame
import pytest

from game.client.app import App
from game.client.text import load_catalog
from game.client.foodies.table_flow import ACTIONS
from game.client.tutorial import script
from game.client.foodies.tutorial import FoodiesTutorial
from game.client.foodies.tutorial_positions import expand
from game.client.tutorial.picker import open_tutorial
from game.rules import foodies as F
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.tutorial.tutorbot import TutorBot, check_played_through, run_app

def choices(step) -> int:
    """Confirms a lesson's move takes: Serve / Swap / Pass, then the recipe
    or card; Draw and a discard at once."""
    return 2 if step.do["type"] in ("serve", "swap", "pass") else 1


def stray(scene):
    """A learner who moves off the lesson's choice (another action button,
    or another card to discard), then confirms."""
    return ["right"]


def start_foodies(app):
    return open_tutorial(app, "foodies")


def play(bot: TutorBot, **kw):
    return run_app(bot, kw.pop("first", start_foodies), **kw)


def idx() -> dict[str, int]:
    return {s.key.split(".")[-1]: s.index for s in script.load("foodies").steps}


@pytest.mark.parametrize("device, lang", [("keyboard", "en"), ("controller", "en"), ("mouse", "en"),
                                          ("mouse", "fa")])
def test_foodies_tutorial_by_confirm_alone(device, lang):
    """Every lesson done by confirm alone (Enter, A, or a click where the
    arrow points): the focus starts on the asked-for action, then on its
    card or recipe."""
    tut = script.load("foodies")
    i = idx()
    shots = {i["serve"]: "tutorial_foodies_serve.png",
             f"{i['serve']}+after": "tutorial_foodies_first_bonus.png",
             f"{i['pass']}+after": "tutorial_foodies_pass_memory.png",
             f"{i['scoring']}+after": "tutorial_foodies_scoring.png"} if device == "keyboard" else {}
    bot = TutorBot(FoodiesTutorial, device=device, shots=shots if lang == "en" else {})
    app = play(bot, lang=lang)   # Persian: the table and its buttons are mirrored
    check_played_through(app, bot, tut, F, choices)
    assert set(bot.pressed) == {"confirm"}
    assert {d.device for _, d in app.intent_log} == {device}
    assert bot.refusals == []
    final = tut.steps[i["scoring"]].end
    assert F.result(final)["winners"] == [0]   # the 14-14 tie broken by the most recipes


def test_foodies_stray_moves_are_corrected_and_the_lesson_stays():
    """Another action button, or another card: the lesson's own correction
    (or the rule's reason) at once, the same lesson, the focus back."""
    tut = script.load("foodies")
    i = idx()
    bot = TutorBot(FoodiesTutorial, detour=stray)
    app = play(bot)
    check_played_through(app, bot, tut, F, choices)
    moves = [s.index for s in tut.steps if s.do is not None]
    assert bot.detoured == set(moves)
    reasons: dict[int, list] = {}
    for n, (_, why) in bot.refusals:
        reasons.setdefault(n, []).append(why[0])
    for n in moves:
        assert reasons.get(n), tut.steps[n].key
        assert all(r != "tutorial.wrong_move" for r in reasons[n]), reasons[n]
        assert bot.confirms[n] <= choices(tut.steps[n]), (tut.steps[n].key, bot.confirms[n])
    assert reasons[i["draw"]] == ["tutorial.foodies.draw.wrong"]
    assert reasons[i["hand_limit_discard"]] == ["tutorial.foodies.hand_limit_discard.wrong"]
    assert all(shown for _, shown in bot.toasts), bot.toasts


def test_foodies_tutorial_animated_by_controller_with_back():
    bot = TutorBot(FoodiesTutorial, device="controller", back_at=6)
    app = play(bot, speed="fast", always_draw=True)  # animated: the beats and the "watch" status are drawn
    check_played_through(app, bot, script.load("foodies"), F, choices)
    assert bot.went_back


def test_back_cancels_a_half_made_choice_and_stays_in_the_lesson():
    """Swap chosen, then Esc: back to the action buttons, same lesson; a
    second Esc goes a lesson back."""
    i = idx()["swap"]
    seen: list[tuple[int, str]] = []
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)  # noqa: E731

    def first(app):
        return open_tutorial(app, "foodies", start=i)

    def look(app):
        seen.append((app.top.index, app.top.flow.mode))

    items = [(4, key(pygame.K_RETURN)), (6, look), (8, key(pygame.K_ESCAPE)), (10, look),
             (12, key(pygame.K_ESCAPE)), (14, look)]
    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=16, script=items)
    app.run(first)
    assert seen == [(i, "swap"), (i, "actions"), (i - 1, "actions")], seen


def test_two_choice_moves_move_the_arrow_from_the_button_to_the_card():
    """Serve / Swap / Pass: first the arrow is on the button (the recipe or
    card only outlined), then on the recipe or card, and the button's
    pointer is gone (nothing stale over the Cancel button)."""
    i = idx()["swap"]
    seen: list = []
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)  # noqa: E731

    def look(app):
        top = app.top
        seen.append([(tuple(r), side is not None) for r, side in top.pointer_rects()])

    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=10,
              script=[(3, look), (4, key(pygame.K_RETURN)), (6, look)])
    app.run(lambda a: open_tutorial(a, "foodies", start=i))
    scene = app.top
    button = tuple(pygame.Rect(scene.flow.action_rects().get("cancel")))
    card = tuple(scene.target_rect("card:46"))
    first, second = seen
    assert [arrow for _, arrow in first] == [True, False]       # the Swap button, the eggplant outlined
    assert second == [(card, True)]                               # the eggplant, with the arrow
    assert all(r != button for r, _ in second)


def test_every_foodies_position_passes_from_json():
    raw = json.loads(script.default_path("foodies").read_text(encoding="utf-8"))
    n = 0
    for d in raw["steps"]:
        if d["position"] == "continue":
            continue
        state = F.from_json(expand(d["position"]))
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
