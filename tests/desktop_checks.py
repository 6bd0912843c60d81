"""Helpers of the desktop-bundle and wheel-install tests (slow: they build
and install the game from scratch)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

#: the environment variable that turns the slow packaging tests on
SLOW_ENV = "RODIZIO_FOODIES_SLOW"
SLOW = pytest.mark.skipif(
    os.environ.get(SLOW_ENV) != "1",
    reason=f"builds and installs the game from scratch (minutes): set {SLOW_ENV}=1 (.ci/run does)")


def require_tool(command: str, package: str) -> None:
    """Make `command` available: install Debian's `package` when it is
    missing (as root, with apt-get); skip only when apt cannot be used."""
    if shutil.which(command):
        return
    if not shutil.which("apt-get") or os.geteuid() != 0:
        pytest.skip(f"{command} is missing and apt-get cannot install {package} here "
                    "(no apt-get, or not root)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    install = ["apt-get", "install", "-y", "-q", package]
    if subprocess.run(install, capture_output=True, env=env).returncode != 0:
        subprocess.run(["apt-get", "update", "-q"], capture_output=True, env=env)
        out = subprocess.run(install, capture_output=True, text=True, env=env)
        assert out.returncode == 0, f"apt-get install {package} failed:\n{out.stdout}{out.stderr}"
    assert shutil.which(command), f"{package} is installed but {command} is not on PATH"


def _pixels(path: Path):
    import pygame
    img = pygame.image.load(str(path))
    return img.get_size(), pygame.image.tobytes(img, "RGB")


def rich_picture(path: Path) -> bool:
    """A 1280x720 picture with real content: many colours, not one fill."""
    size, data = _pixels(path)
    colours = {data[i:i + 3] for i in range(0, len(data), 3 * 97)}
    return size == (1280, 720) and len(colours) > 200


def pictures_match(a: Path, b: Path, tolerance: float = 0.005) -> bool:
    """Same size, and at most `tolerance` of the pixels differ by more than
    a little (two builds of the same font rasteriser may round an edge
    differently)."""
    size_a, da = _pixels(a)
    size_b, db = _pixels(b)
    if size_a != size_b:
        return False
    if da == db:
        return True
    pixels = len(da) // 3
    differing = sum(1 for i in range(0, len(da), 3)
                    if max(abs(da[i] - db[i]), abs(da[i + 1] - db[i + 1]), abs(da[i + 2] - db[i + 2])) > 8)
    return differing <= tolerance * pixels
