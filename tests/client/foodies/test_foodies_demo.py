"""The Foodies demo (attract mode and ``python -m game demo foodies``);
the attract mode's turns between the games: tests/client/test_attract.py."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.client import testing as T
from game.client.foodies.demo_scene import DemoScene
from game.client.intents import Intent
from game.storage.settings import Settings

ROOT = Path(__file__).resolve().parents[3]


def test_demo_plays_games_back_to_back():
    app = T.make_app(settings=Settings(anim_speed="instant"), frames=700)
    app.run(lambda app: DemoScene(app, seed=2, attract=False, seats=["normal", "easy"]))
    scene = app.top
    assert isinstance(scene, DemoScene)
    assert scene.games >= 2          # one game ended and the next began
    assert not app._errors


def test_attract_scene_returns_to_the_title_on_input():
    names = []
    app = T.make_app(settings=Settings(anim_speed="fast"), frames=40, script=[
        (1, lambda app: app.push(DemoScene(app, seed=3, attract=True))),
        (20, lambda app: names.append(T.stack_names(app))),
        (30, Intent("confirm")),
        (35, lambda app: names.append(T.stack_names(app)))])
    app.run()
    assert names == [["TitleScene", "DemoScene"], ["TitleScene"]]


def test_demo_command_runs_headless_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "demo.png"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "RODIZIO_FOODIES_HOME": str(tmp_path),
           "PATH": "/usr/bin:/bin"}
    r = subprocess.run([sys.executable, "-m", "game", "demo", "foodies", "--frames", "120", "--speed", "4",
                        "--screenshot", str(shot)], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert shot.exists() and shot.stat().st_size > 10_000
    bad = subprocess.run([sys.executable, "-m", "game", "demo", "foodies", "--spicy", "--frames", "1"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "spicy" in bad.stderr
