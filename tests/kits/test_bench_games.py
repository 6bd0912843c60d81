"""The bench (python -m game bench) measures every registered game through
its kit — the rules core's speed at each seat count the window offers and a
full table's frame times — including one it has never heard of (the
suite's Tiny). Short runs: the figures themselves are the bench's business."""
from __future__ import annotations

import pytest

from game import kits
from game.cli import bench


@pytest.mark.parametrize("game", kits.names())
def test_the_rules_figure_of_every_game(game):
    got = bench.rules_speed(game, 0.05)
    assert got["actions_per_s"] > 0 and got["games_per_s"] > 0


@pytest.mark.parametrize("kit", kits.windowed(), ids=lambda k: k.name)
def test_the_frame_figures_of_every_windowed_game(kit, monkeypatch, tmp_path):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path))
    got = bench.animation_frames(kit.name, 60)
    assert got["max_ms"] >= got["p99_ms"] >= 0 and got["mean_ms"] > 0
