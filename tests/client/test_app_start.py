"""A start's first frame loads only what the main menu shows (issue #35:
the first frame within 1.5× a bare pygame window's): no AI, no rules
engine, no saves, replays or statistics, no check of the games — those
come after it, and a broken built-in game still stops the start."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_FRAME = r"""
import json, sys
from game.client.app import App
from game.storage.settings import MemorySettingsStore
seen = {}
class A(App):
    def _render(self):
        super()._render()
        seen.setdefault("first", sorted(sys.modules))
A(settings_store=MemorySettingsStore(), frames=2).run()
from game.kits import registry
print(json.dumps({"first": seen["first"], "after": sorted(sys.modules), "unchecked": len(registry._unchecked)}))
"""

#: Not loaded before the first frame (the rules' packages and their seat
#: counts are: the kits name the games).
NOT_BEFORE = ("game.ai.random_agent", "game.ai.rodizio", "game.ai.foodies", "game.ai.levels",
              "game.rules.rodizio.engine", "game.rules.rodizio.state", "game.rules.foodies.engine",
              "game.rules.foodies.state", "game.rules.events", "game.storage.saves", "game.storage.replays",
              "game.storage.stats", "game.kits.protocol", "game.kits.catalog_keys", "logging.handlers",
              "ctypes", "tomllib", "subprocess")


def _run(code: str, home: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), RODIZIO_FOODIES_HOME=str(home),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          timeout=120, cwd=ROOT)


def test_the_first_frame_loads_only_what_the_main_menu_shows(tmp_path):
    import json
    out = _run(FIRST_FRAME, tmp_path)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.splitlines()[-1])
    early = [m for m in got["first"] if m in NOT_BEFORE or m.startswith(NOT_BEFORE)]
    assert early == [], early
    # right after it: the games checked (their rules contract, their catalog keys)
    assert got["unchecked"] == 0
    assert {"game.kits.protocol", "game.kits.catalog_keys"} <= set(got["after"])


BROKEN = r"""
import dataclasses
import game.kits.rodizio as r
r.KIT = dataclasses.replace(r.KIT, undo="whenever")
from game.client.app import App
from game.storage.settings import MemorySettingsStore
App(settings_store=MemorySettingsStore(), frames=3).run()
"""


def test_a_broken_built_in_game_still_stops_the_start(tmp_path):
    out = _run(BROKEN, tmp_path)
    assert out.returncode != 0
    assert "KitError" in out.stderr and "undo policy" in out.stderr


COLLECTOR = r"""
import gc, json
before = gc.get_threshold()
import game.client
during = gc.get_threshold()
from game.client.app import App
from game.storage.settings import MemorySettingsStore
A = App(settings_store=MemorySettingsStore(), frames=1)
A.run()
print(json.dumps([before, during, gc.get_threshold()]))
"""


def test_the_collector_runs_less_often_only_until_the_first_frame(tmp_path):
    import json
    out = _run(COLLECTOR, tmp_path)
    assert out.returncode == 0, out.stderr
    before, during, after = json.loads(out.stdout.splitlines()[-1])
    assert during[0] == 50_000 and during[1:] == before[1:]
    assert after == before
