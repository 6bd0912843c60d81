"""The Rodízio tutorial, played start to finish through the real App by
posted input, on the real rules core."""
from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from game.client.app import App
from game.client.text import load_catalog
from game.client.scenes.dialog import MessageScene
from game.client.tutorial import script
from game.client.tutorial.picker import TutorialPicker, open_tutorial
from game.client.tutorial.rodizio import RodizioTutorial
from game.rules import rodizio as R
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.tutorial.tutorbot import TutorBot

MAX_FRAMES = 5000


def rodizio_move(scene, bot):
    want, flow = scene.step.do, scene.flow
    if want["type"] == "distribute":
        return None if flow.focus_plate == want["plate"] else "right"
    return None if flow.focus_card == want["card"] else "down"


def rodizio_wrong(scene):
    want, flow = scene.step.do, scene.flow
    if want["type"] == "distribute":
        return ["confirm"] if flow.focus_plate != want["plate"] else ["right", "confirm"]
    return ["confirm"] if flow.focus_card != want["card"] else ["down", "confirm"]


def run_bot(bot: TutorBot, speed: str = "instant", frames: int = MAX_FRAMES, first=None) -> App:
    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed=speed)), frames=frames,
              script=[(t, bot) for t in range(frames)])
    app.run(first or (lambda a: open_tutorial(a, "rodizio")))
    return app


def check_played_through(app: App, bot: TutorBot) -> None:
    tut = script.load("rodizio")
    assert bot.finished, (bot.scene.index if bot.scene else None, bot.pressed[-10:])
    assert not app._errors
    assert sorted(bot.starts) == list(range(len(tut.steps)))
    for step in tut.steps:
        # Each lesson opened on its position ...
        assert bot.starts[step.index] == step.start, step.key
        # ... and the move it asked for was made by the rules core.
        if step.do is not None or step.auto is not None:
            assert bot.ends[step.index] == step.end, step.key
            assert bot.ends[step.index] != step.start, step.key
        if step.do is not None:
            assert step.end == R.apply(step.start, step.do)[0]


def test_rodizio_tutorial_by_keyboard_with_refusals_and_screenshots():
    tut = script.load("rodizio")
    idx = {s.key.split(".")[-1]: s.index for s in tut.steps}
    bot = TutorBot(RodizioTutorial, rodizio_move, wrong=rodizio_wrong,
                   try_wrong=(idx["choose"], idx["placard_top"], idx["end"]),
                   shots={idx["choose"]: "tutorial_rodizio_choose.png",
                          f"{idx['choose']}+after": "tutorial_rodizio_sowing.png",
                          f"{idx['end']}+after": "tutorial_rodizio_scoring.png"})
    app = run_bot(bot)
    check_played_through(app, bot)
    # The refused moves showed the lesson's hint or the rule's own reason.
    reasons = {i: why[0] for i, (_, why) in bot.refusals}
    assert reasons[idx["choose"]] == "tutorial.rodizio.choose.wrong"
    assert reasons[idx["placard_top"]] == "rodizio.why.placard_top"
    assert reasons[idx["end"]] == "tutorial.rodizio.end.wrong"
    assert all(shown for _, shown in bot.toasts), bot.toasts
    assert set(bot.pressed) <= {"confirm", "right", "down", "back"}


def test_rodizio_tutorial_by_controller_and_back_button():
    bot = TutorBot(RodizioTutorial, rodizio_move, device="controller", back_at=4)
    app = run_bot(bot, speed="fast")  # animated: the "watch" status and the beats are drawn
    check_played_through(app, bot)
    assert bot.went_back
    devices = {i.device for _, i in app.intent_log}
    assert devices == {"controller"}, devices


def test_mouse_clicks_next_and_a_plate():
    """Next by clicking the panel's button; the move by clicking the plate."""
    seen: dict[str, object] = {}

    def click(pos):
        return [(pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
                (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1})]

    def bot(app):
        top = app.top
        if not isinstance(top, RodizioTutorial) or app.tick % 3:
            return
        if top.index < 2:
            for t, kw in click(top.panel.buttons()["next"].center):
                pygame.event.post(pygame.event.Event(t, **kw))
        elif top.waiting and top.flow.phase == "human":
            r = pygame.Rect(top.flow.plate_hit_rect(top.step.do["plate"]))
            for t, kw in click(r.center):
                pygame.event.post(pygame.event.Event(t, **kw))
        elif top.index == 2 and top.moved and not top.busy:
            seen["state"] = top.flow.state
            app.quit()

    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="instant")), frames=400,
              script=[(t, bot) for t in range(400)])
    app.run(lambda a: open_tutorial(a, "rodizio"))
    step = script.load("rodizio").steps[2]
    assert seen.get("state") == step.end


def test_every_position_passes_from_json_and_round_trips():
    raw = json.loads(script.default_path("rodizio").read_text(encoding="utf-8"))
    n = 0
    for d in raw["steps"]:
        if d["position"] == "continue":
            continue
        state = R.from_json(script.expand_rodizio(d["position"]))
        assert R.from_json(R.to_json(state)) == state
        n += 1
    assert n >= 10


def test_every_narration_key_exists_in_every_language():
    tut = script.load("rodizio")
    for lang in ("en", "pt", "fa"):
        cat = load_catalog(lang)
        for s in tut.steps:
            need = [".title", ".text"] + [".after"] * s.after + [".wrong"] * s.wrong
            for suffix in need:
                assert s.key + suffix in cat, (lang, s.key + suffix)
    fa = load_catalog("fa")
    assert any("\u0600" <= ch <= "\u06ff" for ch in fa["tutorial.rodizio.choose.text"])


@pytest.mark.parametrize("content, fragment", [
    ("{not json", "not valid JSON"),
    ('{"steps": []}', "non-empty"),
    ('{"steps": [{"key": "k", "position": {"seats": 2, "plates": [[17], [], []]}}]}', "position"),
    ('{"steps": [{"key": "k", "position": "continue"}]}', "needs a step before it"),
])
def test_bad_tutorial_file_gives_a_clear_message(tmp_path, content, fragment):
    bad = tmp_path / "rodizio.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(script.TutorialError) as e:
        script.load("rodizio", bad)
    assert fragment in str(e.value) and "rodizio.json" in str(e.value)


def test_illegal_move_in_a_tutorial_is_caught_at_load(tmp_path):
    raw = json.loads(script.default_path("rodizio").read_text(encoding="utf-8"))
    raw["steps"][5]["do"] = {"type": "distribute", "plate": 1}  # the placard is on top
    bad = tmp_path / "rodizio.json"
    bad.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(script.TutorialError, match="step 6.*not a legal move"):
        script.load("rodizio", bad)


def test_corrupt_file_shows_the_error_panel_not_a_traceback(tmp_path):
    bad = tmp_path / "rodizio.json"
    bad.write_text('{"steps": [{"key": "x", "position": {"seats": 7}}]}', encoding="utf-8")
    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(), frames=5)
    app.run(lambda a: open_tutorial(a, "rodizio", path=bad))
    top = app.top
    assert isinstance(top, MessageScene) and not app._errors
    assert "step 1" in top.body_text() and "missing key" in top.body_text() and "damaged" in top.body_text()


def test_main_menu_tutorials_entry_opens_the_picker_then_the_lesson():
    names: list[str] = []
    keys = {5: pygame.K_DOWN, 7: pygame.K_DOWN, 9: pygame.K_RETURN, 14: pygame.K_RETURN}
    script_items = [(t, pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
                    for t, k in keys.items()]
    script_items.append((20, lambda a: names.extend(type(s).__name__ for s in a.stack)))
    if pygame.display.get_init():
        pygame.event.clear()
    app = App(settings_store=MemorySettingsStore(), frames=22, script=script_items)
    app.run()
    assert names == ["TitleScene", "TutorialPicker", "RodizioTutorial"], names


def test_skip_leaves_to_the_picker():
    if pygame.display.get_init():
        pygame.event.clear()
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)  # noqa: E731
    out: list[str] = []
    app = App(settings_store=MemorySettingsStore(), frames=12,
              script=[(3, key(pygame.K_RETURN)), (6, key(pygame.K_p)),
                      (9, lambda a: out.extend(type(s).__name__ for s in a.stack))])
    app.run(lambda a: TutorialPicker(a))
    assert out == ["TutorialPicker"]


def test_cli_opens_the_tutorial_and_rejects_a_bad_game(tmp_path):
    shot = tmp_path / "t.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "RODIZIO_FOODIES_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    ok = subprocess.run([sys.executable, "-m", "game", "tutorial", "rodizio", "--step", "3", "--frames", "3",
                         "--screenshot", str(shot)], cwd=script.ROOT, env=env, capture_output=True, text=True,
                        timeout=60)
    assert ok.returncode == 0, ok.stderr
    assert shot.stat().st_size > 1000
    bad = subprocess.run([sys.executable, "-m", "game", "tutorial", "chess"], cwd=script.ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and len(bad.stderr.strip().splitlines()) == 1


def test_sowing_is_animated_card_by_card_with_its_order(tmp_path):
    """At normal speed the dealt cards land one by one, each numbered in
    dealing order, while the panel says the table is moving."""
    from tests.client.tutorial.tutorbot import SHOTS
    seen: list[tuple[int, int, str]] = []
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)  # noqa: E731

    def first(app):
        scene = open_tutorial(app, "rodizio")
        scene.enter(2)  # "choose a plate": focus on plate 1; right twice reaches plate 2 (screen order 1, 3, 2)
        return scene

    def look(app):
        top = app.top
        landed = sum(1 for c in top.flow.sow_order if top.flow.model.where(c)[0] != "held")
        seen.append((app.tick, landed, "busy" if top.busy else "still"))

    def shot(app):
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.save_screenshot(SHOTS / "tutorial_rodizio_sowing_mid.png")

    if pygame.display.get_init():
        pygame.event.clear()
    items = [(4, key(pygame.K_RIGHT)), (6, key(pygame.K_RIGHT)), (8, key(pygame.K_RETURN)), (110, shot)]
    items += [(t, look) for t in range(10, 300, 10)]
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="normal")), frames=300, script=items)
    app.run(first)
    assert not app._errors
    counts = [n for _, n, _ in seen]
    assert counts == sorted(counts) and counts[-1] == 5 and len(set(counts)) >= 4, seen
    assert "busy" in {s for _, _, s in seen}
    assert app.top.moved and app.top.flow.state == script.load("rodizio").steps[2].end
