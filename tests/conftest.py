"""For every test: pygame runs headless (dummy video/audio drivers), the
``tools/`` folder is on sys.path (the asset and tools tests import its
scripts) and the test-only third game, Tiny (tests/kits/tiny_game.py, its
window in tests/kits/tiny_window), is registered after the built-in ones,
so every shared test runs with three games; the ``pg`` fixture gives pygame
with fonts and a hidden display."""
import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"
if str(TOOLS) not in sys.path:
    sys.path.insert(0, str(TOOLS))


def pytest_configure(config):
    """Screenshots go to pytest's temporary folder (tests.client.testing.shots_dir),
    and so does the player's folder (saves, settings, logs, compiled
    catalogs) of any test that does not choose its own: no test touches the
    real home. Each pytest-xdist worker has its own temporary folder. Tiny
    joins the registry."""
    from tests.kits import tiny_game
    tiny_game.register_for_the_suite()
    config.addinivalue_line("markers", "live_window: drives the App's real-time loop in real time "
                            "(tests/client/live.py); asserts outcomes within a generous wall-time limit")
    config.addinivalue_line("markers", "draw_every_frame: headless client runs draw every "
                            "frame, not only those looked at (tests/client/conftest.py)")
    factory = getattr(config, "_tmp_path_factory", None)
    base = factory.getbasetemp() if factory is not None else Path(tempfile.mkdtemp(prefix="pytest-"))
    shots = base / "screenshots"
    shots.mkdir(parents=True, exist_ok=True)
    os.environ["RODIZIO_FOODIES_TEST_SHOTS"] = str(shots)
    # (a home the person running the tests chose is kept; ours, inherited by
    # the xdist workers from the controller, is replaced by the worker's own)
    home = os.environ.get("RODIZIO_FOODIES_HOME")
    if home is None or home == os.environ.get("RODIZIO_FOODIES_TEST_HOME"):
        os.environ["RODIZIO_FOODIES_HOME"] = os.environ["RODIZIO_FOODIES_TEST_HOME"] = str(base / "home")


def pytest_report_header(config):
    return f"screenshots: {os.environ.get('RODIZIO_FOODIES_TEST_SHOTS')}"


@pytest.fixture(scope="session")
def pg():
    """pygame with fonts and a hidden 1x1 display (needed by load_pygame)."""
    import pygame
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1), pygame.HIDDEN)
    return pygame
