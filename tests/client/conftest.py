"""Every client test (framework, both games, tutorials, replays) keeps its
settings, saves and logs in a throwaway folder (headless pygame comes from
tests/conftest.py)."""
import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("RODIZIO_FOODIES_HOME", str(tmp_path / "home"))
