"""The version has one source, pyproject.toml, and the player can see it:
``--version`` on the command line and the main menu's footer."""
from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import game

REPO = Path(__file__).resolve().parents[1]
PYPROJECT_VERSION = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_the_version_is_pyprojects():
    assert game.__version__ == PYPROJECT_VERSION
    assert game._checkout_version() == PYPROJECT_VERSION


def test_installed_metadata_agrees_with_pyproject():
    # the editable install's metadata; a stale one means "reinstall"
    assert game._installed_version() == PYPROJECT_VERSION


def test_version_flag_prints_the_name_and_version_and_exits_0():
    out = subprocess.run([sys.executable, "-m", "game", "--version"], capture_output=True,
                         text=True, timeout=60, cwd=REPO)
    assert out.returncode == 0, out.stderr
    from game.rules import compiled
    core = "compiled" if compiled.active() else "pure"
    assert out.stdout == f"rodizio-foodies {PYPROJECT_VERSION} (rules core: {core})\n"


def test_an_unknown_attribute_of_game_is_still_an_attribute_error():
    try:
        game.no_such_thing  # noqa: B018
    except AttributeError as e:
        assert "no_such_thing" in str(e)
    else:
        raise AssertionError("game.no_such_thing did not raise")


def test_the_menu_footer_shows_the_version_in_every_language(pg):
    from game.client import layout_audit
    from game.client.scenes.title import TitleScene
    from tests.client import testing as T

    for lang in ("en", "pt", "fa"):
        app = T.make_app(frames=1, language=lang)
        scene = TitleScene(app)
        with layout_audit.recording() as rec:  # every text on screen goes through the one text path
            scene.draw(app.screen)
        drawn = [d.text for d in rec.drawn]
        label = app.text.tr("menu.version", version=PYPROJECT_VERSION)
        assert PYPROJECT_VERSION in label and label in drawn, (lang, drawn)
        assert label != "menu.version"


def test_the_quick_read_of_pyproject_agrees_with_tomllib_or_leaves_it_to_tomllib():
    """The first frame reads the version without tomllib when the
    ``[project]`` table writes it plainly; any other way of writing it is
    left to tomllib (None), never misread."""
    text = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    project = tomllib.loads(text)["project"]
    assert game._project_table(text) == {"name": project["name"], "version": project["version"]}
    assert game._project_table('[project]\nname = "rodizio-foodies"\nversion = "1.2"  # note\n') is None
    assert game._project_table("[project]\nname = 'rodizio-foodies'\nversion = '1.2'\n") is None
    assert game._project_table('[tool.x]\nname = "a"\nversion = "1"\n[project]\nname = "b"\n') is None
    assert game._project_table('[project]\nversion = "1.2"\nname = "rodizio-foodies"\n'
                               '[tool.x]\nversion = "9"\n') == {"name": "rodizio-foodies", "version": "1.2"}
