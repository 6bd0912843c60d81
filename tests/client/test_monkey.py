"""The seeded monkey (tools/monkey.py): ≥ 20,000 random keyboard, mouse,
controller (with unplugging), resize and quit events into the real App,
from every entry point — main menu, each game's hot seat and a game
against the AI, each tutorial, the replay list and viewer, settings,
Continue. Any scene error, input error or ERROR log fails the test and
names the seed to re-run (`MONKEY_SEED=<n>` picks another seed).
tools/soak.py runs the same monkey much longer."""
from __future__ import annotations

import os

import pytest

import monkey as M
from game.storage.saves import SaveStore

pytestmark = pytest.mark.draw_every_frame  # drawing is part of what the monkey exercises

SEED = int(os.environ.get("MONKEY_SEED", "20261201"))
EVENTS = 20_000


@pytest.mark.draw_every_frame   # the monkey draws every 6th frame itself
def test_monkey_breaks_nothing():
    print(f"monkey seed {SEED} (MONKEY_SEED={SEED} re-runs it)")
    M.keep_sample_replays(SEED)
    report = M.run_sessions(SEED, EVENTS, per_session=1500)
    M.check(report)
    assert report.events >= EVENTS
    names = {s.entry for s in report.sessions}
    assert set(M.entries()) <= names, set(M.entries()) - names
    seen = report.seen
    for scene in ("TitleScene", "SetupScene", "TableScene", "SettingsScene", "ReplayList", "ReplayScene",
                  "RodizioTutorial", "FoodiesTutorial", "PauseScene"):
        assert scene in seen, (scene, sorted(seen))
    kinds: dict[str, int] = {}
    for s in report.sessions:
        for k, v in s.kinds.items():
            kinds[k] = kinds.get(k, 0) + v
    print(f"events by kind: {kinds}; {len(report.sessions)} sessions; scenes: {sorted(seen)}")
    assert {"key", "mouse", "controller", "unplug", "plug", "resize", "quit"} <= set(kinds), kinds
    # whatever the monkey left behind still loads (or is absent)
    rec, msg = SaveStore().load()
    assert msg is None, msg


def test_every_kind_of_event_is_posted():
    m = M.Monkey(3, budget=10_000, quit_rate=0.01)
    import random

    class FakeApp:
        SIZE = (1280, 720)
        stack: list = []
        top = None
        _viewport = __import__("pygame").Rect(0, 0, 1280, 720)

        def __init__(self):
            import pygame
            self.window = pygame.display.set_mode((1280, 720))
            self.posted = []

        def post_event(self, ev):
            self.posted.append(ev)
    import pygame
    pygame.display.init()
    app = FakeApp()
    r = random.Random(3)
    for _ in range(3000):
        m.one(app, r)
    pygame.event.clear()
    assert {"key", "mouse", "controller", "unplug", "plug", "resize", "quit"} <= set(m.kinds), m.kinds


def test_a_failure_is_reported_with_its_seed(monkeypatch):
    from game.client.scenes.settings import SettingsScene

    def broken(self, surface):
        raise RuntimeError("drawing failed")
    monkeypatch.setattr(SettingsScene, "draw", broken)
    report = M.run_sessions(99, 200, entry_names=["settings"])
    with pytest.raises(AssertionError, match=r"monkey seed 99: session 'settings' \(seed \d+\)"):
        M.check(report)
