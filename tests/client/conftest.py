"""Headless pygame for every client test (framework, both games, tutorials);
settings, saves and logs go to a throwaway folder."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "home"))
