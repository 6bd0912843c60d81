"""Every client test (framework, both games, tutorials, replays) keeps its
settings, saves and logs in a throwaway folder (headless pygame comes from
tests/conftest.py), and headless runs draw only the frames a test looks at
(screenshots): the suite's time goes into what it checks."""
import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "home"))


@pytest.fixture(autouse=True)
def _draw_only_frames_looked_at(request, monkeypatch):
    """Headless runs draw a frame only for a screenshot (App.DRAW_UNSEEN_FRAMES),
    except in tests marked ``draw_every_frame`` (drawing is what they test)."""
    from game.client.app import App
    if request.node.get_closest_marker("draw_every_frame") is None:
        monkeypatch.setattr(App, "DRAW_UNSEEN_FRAMES", False)
