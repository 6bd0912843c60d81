"""The demo command and the title screen's attract mode."""
from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pygame

from game.client.app import App
from game.client.attract import make_attract_scene
from game.cli.args import speed_arg
from game.client.rodizio.demo_scene import DemoScene
from game.client.scenes.title import IDLE_TICKS, TitleScene
from game.storage.settings import MemorySettingsStore, Settings

ROOT = Path(__file__).resolve().parents[3]


def _demo(tmp_path, *extra):
    out = tmp_path / "demo.png"
    cmd = [sys.executable, "-m", "game", "demo", "rodizio", "--seed", "3", "--spicy",
           "--frames", "240", "--screenshot", str(out), *extra]
    p = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)
    return p, out


def test_demo_command_is_deterministic(tmp_path):
    p1, out = _demo(tmp_path)
    assert p1.returncode == 0, p1.stderr
    first = hashlib.sha256(out.read_bytes()).hexdigest()
    p2, out = _demo(tmp_path)
    assert p2.returncode == 0 and hashlib.sha256(out.read_bytes()).hexdigest() == first


def test_demo_bad_speed_is_one_line_and_status_2():
    p = subprocess.run([sys.executable, "-m", "game", "demo", "rodizio", "--speed", "fast!"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2
    assert p.stderr.count("\n") == 1 and "speed" in p.stderr


def test_speed_arg():
    assert speed_arg("2") == 2.0 and speed_arg("instant") == float("inf")


def test_demo_games_follow_each_other_at_instant_speed():
    app = App(settings_store=MemorySettingsStore(), frames=900)
    scene = DemoScene(app, seed=7, speed=float("inf"), attract=False)
    app.run(scene)
    assert scene.games >= 2            # one game ended, the next began
    assert not app._errors


def test_attract_mode_starts_after_idle_and_any_key_returns():
    seen = []

    def look(app):
        seen.append(type(app.top).__name__)

    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    frames = IDLE_TICKS + 120
    app = App(settings_store=MemorySettingsStore(Settings(anim_speed="fast")), frames=frames + 10,
              script=[(IDLE_TICKS + 60, look), (IDLE_TICKS + 61, key), (frames, look)])
    app.run()
    assert seen == ["DemoScene", "TitleScene"]
    assert isinstance(make_attract_scene(app), DemoScene)
