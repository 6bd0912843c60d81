"""``pip install`` of a built wheel (what ``pipx install .`` and
``pip install --user .`` do) gives a working ``rodizio-foodies`` command,
run from outside the checkout: the game, its content and its version come
from the installed wheel, never from this folder.

Slow (builds the wheel, makes a virtualenv, installs the dependencies):
runs when RODIZIO_FOODIES_SLOW=1 (.ci/run sets it)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import build_desktop
from tests.desktop_checks import SLOW, rich_picture

pytestmark = [pytest.mark.slow, SLOW]

REPO = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh virtualenv with the wheel built from this checkout installed;
    returns (its bin folder, a working folder outside the checkout)."""
    base = tmp_path_factory.mktemp("wheel")
    wheel = build_desktop.build_wheel(base)   # the same wheel the desktop bundle is made of
    assert wheel.name.startswith(f"rodizio_foodies-{VERSION}-py3-none-any")
    venv = base / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    bin_dir = venv / "bin"
    run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)])
    outside = base / "elsewhere"
    outside.mkdir()
    return bin_dir, outside


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=600, **kw)
    assert out.returncode == 0, f"{cmd}:\n{out.stdout}{out.stderr}"
    assert "Traceback" not in out.stderr
    return out


def env_outside(outside: Path, bin_dir: Path) -> dict[str, str]:
    """As a player's shell would be: the install's bin on PATH, no checkout
    on PYTHONPATH, the data folder in a temp folder, headless SDL."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env.update(PATH=f"{bin_dir}{os.pathsep}/usr/bin:/bin", RODIZIO_FOODIES_HOME=str(outside / "data"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def game(installed, *args: str) -> subprocess.CompletedProcess:
    bin_dir, outside = installed
    return run(["rodizio-foodies", *args], cwd=outside, env=env_outside(outside, bin_dir))


def test_the_command_prints_the_version(installed):
    assert game(installed, "--version").stdout == f"rodizio-foodies {VERSION} (rules core: pure)\n"


def test_code_and_content_come_from_the_install_not_the_checkout(installed):
    bin_dir, outside = installed
    out = run([str(bin_dir / "python"), "-c",
               "import json, game, game.content_root as c; "
               "print(json.dumps([game.__file__, str(c.CONTENT_ROOT), game.__version__]))"],
              cwd=outside, env=env_outside(outside, bin_dir))
    code, content, version = json.loads(out.stdout)
    site = bin_dir.parent / "lib"
    assert Path(code).is_relative_to(site) and Path(content).is_relative_to(site)
    assert Path(content).name == "rodizio_foodies_assets"
    assert version == VERSION
    assert not Path(code).is_relative_to(REPO)


def test_a_headless_demo_plays(installed):
    bin_dir, outside = installed
    shot = outside / "demo.png"
    game(installed, "demo", "foodies", "--seed", "2", "--speed", "instant", "--frames", "120",
         "--screenshot", str(shot))
    assert rich_picture(shot)


def test_a_trace_matches_the_checkouts(installed):
    args = ["trace", "rodizio", "--seed", "4", "--seats", "4", "--ai", "easy"]
    got = game(installed, *args).stdout
    want = run([sys.executable, "-m", "game", *args], cwd=REPO).stdout
    assert got == want and got.count("\n") > 10


def test_the_install_reads_the_catalogs_the_build_compiled(installed):
    """The wheel ships each language's .mo file beside its .po file
    (setup.py compiles them with Babel): the installed game reads them with
    gettext, compiling nothing into the player's cache and importing no
    Babel catalog reader."""
    bin_dir, outside = installed
    out = run([str(bin_dir / "python"), "-c",
               "import json, sys, game.content_root as c; from game.client import catalog; "
               "cats = {l: len(catalog.load(l, c.CONTENT_ROOT / 'i18n').messages) for l in ('en', 'pt', 'fa')}; "
               "print(json.dumps([cats, sorted(p.name for p in (c.CONTENT_ROOT / 'i18n').glob('*.mo')), "
               "'babel.messages.pofile' in sys.modules, catalog.cache_dir().exists()]))"],
              cwd=outside, env=env_outside(outside, bin_dir))
    cats, shipped, babel_read, cache_made = json.loads(out.stdout)
    assert shipped == ["en.mo", "fa.mo", "pt.mo"]
    assert all(n > 500 for n in cats.values()) and len(set(cats.values())) == 1, cats
    assert not babel_read and not cache_made
