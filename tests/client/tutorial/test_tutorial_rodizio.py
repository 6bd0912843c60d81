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
from game.client.dialog import MessageScene
from game.client.tutorial import script
from game.client.tutorial.picker import TutorialPicker, open_tutorial
from game.client.rodizio.tutorial import RodizioTutorial
from game.client.rodizio.tutorial_positions import expand
from game.rules import rodizio as R
from game.storage.settings import MemorySettingsStore, Settings
from tests.client.tutorial.tutorbot import TutorBot, check_played_through, run_app


def choices(step) -> int:
    """Confirms a lesson's move takes: one, plus the refused plate a
    ``focus`` lesson asks to try first."""
    return 1 + (step.focus is not None)


def stray(scene):
    """A learner who moves the focus off the lesson's move, then confirms."""
    if scene.step.focus is not None:
        return None
    return ["down"] if scene.step.do["type"] == "choose" else ["right"]


def start_rodizio(app):
    return open_tutorial(app, "rodizio")


def play(bot: TutorBot, **kw) -> App:
    return run_app(bot, kw.pop("first", start_rodizio), **kw)


def idx() -> dict[str, int]:
    return {s.key.split(".")[-1]: s.index for s in script.load("rodizio").steps}


@pytest.mark.parametrize("device, lang", [("keyboard", "en"), ("controller", "en"), ("mouse", "en"),
                                          ("mouse", "fa")])
def test_rodizio_tutorial_by_confirm_alone(device, lang):
    """Every lesson done by confirm alone (Enter, A, or a click where the
    arrow points): the focus starts on the asked-for plate or card."""
    tut = script.load("rodizio")
    i = idx()
    shots = {i["choose"]: "tutorial_rodizio_choose.png", f"{i['choose']}+after": "tutorial_rodizio_sowing.png",
             f"{i['end']}+after": "tutorial_rodizio_scoring.png"} if device == "keyboard" else {}
    bot = TutorBot(RodizioTutorial, device=device, shots=shots if lang == "en" else {})
    app = play(bot, lang=lang)   # Persian: the table and its buttons are mirrored
    check_played_through(app, bot, tut, R, choices)
    assert set(bot.pressed) == {"confirm"}
    devices = {d.device for _, d in app.intent_log}
    assert devices == {device}, devices
    # The one refusal is the one the placard lesson asks for, with the rule's reason.
    assert [(n, why[0]) for n, (_, why) in bot.refusals] == [(i["placard_top"], "rodizio.why.placard_top")]
    assert all(shown for _, shown in bot.toasts), bot.toasts


def test_rodizio_stray_moves_are_corrected_and_the_lesson_stays():
    """Off the lesson's move: the lesson's own correction (or the rule's
    reason), the same lesson, and the focus back on the move."""
    tut = script.load("rodizio")
    i = idx()
    bot = TutorBot(RodizioTutorial, detour=stray)
    app = play(bot)
    check_played_through(app, bot, tut, R, choices)
    moves = [s.index for s in tut.steps if s.do is not None and s.focus is None]
    assert bot.detoured == set(moves)
    reasons: dict[int, list[str]] = {}
    for n, (_, why) in bot.refusals:
        reasons.setdefault(n, []).append(why[0])
    for n in moves:
        assert reasons.get(n), tut.steps[n].key
        # specific: the lesson's correction or a rule's reason, never the generic line
        assert all(r != "tutorial.wrong_move" for r in reasons[n]), reasons[n]
        assert bot.confirms[n] == 1, (tut.steps[n].key, bot.confirms[n])  # focus was put back
    assert reasons[i["end"]] == ["tutorial.rodizio.end.wrong"]
    assert all(shown for _, shown in bot.toasts), bot.toasts


def test_rodizio_tutorial_animated_by_controller_with_back():
    bot = TutorBot(RodizioTutorial, device="controller", back_at=4)
    app = play(bot, speed="fast", always_draw=True)  # animated: the beats and the "watch" status are drawn
    check_played_through(app, bot, script.load("rodizio"), R, choices)
    assert bot.went_back


def test_highlights_vanish_once_the_move_is_made():
    """While the move is awaited the lesson points; once made (and with no
    after text to illustrate) nothing stale stays on the table."""
    seen: dict[int, tuple[int, int]] = {}
    tut = script.load("rodizio")

    def look(app):
        top = app.top
        if not isinstance(top, RodizioTutorial):
            return
        n = len(top.pointer_rects())
        before, after = seen.get(top.index, (0, 0))
        if top.waiting and top.flow.phase == "human":
            before = max(before, n)
        elif top.moved and not top.busy and not top.showing_after:
            after = max(after, n)
        seen[top.index] = (before, after)

    bot = TutorBot(RodizioTutorial)
    bot.watch = look
    play(bot)
    for s in tut.steps:
        if s.do is not None:
            assert seen[s.index][0] >= 1, s.key
        if s.do is not None and not s.after:
            assert seen[s.index][1] == 0, s.key


def test_every_position_passes_from_json_and_round_trips():
    raw = json.loads(script.default_path("rodizio").read_text(encoding="utf-8"))
    n = 0
    for d in raw["steps"]:
        if d["position"] == "continue":
            continue
        state = R.from_json(expand(d["position"]))
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
    n = len(script.load("rodizio").steps)
    for step in (str(n + 1), "99"):
        far = subprocess.run([sys.executable, "-m", "game", "tutorial", "rodizio", "--step", step, "--frames", "3"],
                             cwd=script.ROOT, env=env, capture_output=True, text=True, timeout=60)
        lines = far.stderr.strip().splitlines()
        assert far.returncode == 2 and len(lines) == 1 and f"1 to {n}" in lines[0], far.stderr


def test_sowing_is_animated_card_by_card_with_its_order(tmp_path):
    """At normal speed the dealt cards land one by one, each numbered in
    dealing order, while the panel says the table is moving."""
    from tests.client.tutorial.tutorbot import SHOTS
    seen: list[tuple[int, int, str]] = []
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)  # noqa: E731

    def first(app):
        scene = open_tutorial(app, "rodizio")
        scene.enter(2)  # "choose a plate": the focus starts on plate 2, as asked
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
    items = [(8, key(pygame.K_RETURN)), (110, shot)]
    items += [(t, look) for t in range(10, 300, 10)]
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="normal")), frames=300, script=items)
    app.run(first)
    assert not app._errors
    counts = [n for _, n, _ in seen]
    assert counts == sorted(counts) and counts[-1] == 5 and len(set(counts)) >= 4, seen
    assert "busy" in {s for _, _, s in seen}
    assert app.top.moved and app.top.flow.state == script.load("rodizio").steps[2].end
