"""The desktop build's parts that need no build: the Linux files it lays
out, the clean environment it runs the bundle in, and how
tools/desktop_licences.py attributes bundled files (the whole build is
tests/test_desktop_build.py, slow)."""
from __future__ import annotations

import configparser
import sysconfig
import tomllib
import xml.etree.ElementTree as ET
from importlib import metadata
from pathlib import Path

import pytest

import build_desktop as bd
import desktop_licences as dl


def test_linux_files_are_laid_out_as_under_usr_share(tmp_path):
    bd.add_linux_files(tmp_path, "9.8.7", "https://example.org/shots/")
    share = tmp_path / "share"
    desktop = share / "applications" / f"{bd.APP_ID}.desktop"
    entry = configparser.RawConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(desktop, encoding="utf-8")
    d = entry["Desktop Entry"]
    assert d["Exec"] == bd.NAME and d["Icon"] == bd.APP_ID and d["Name"] == "Rodízio & Foodies"
    assert d["StartupWMClass"] == bd.NAME   # the window's WM_CLASS: the executable's name
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{bd.APP_ID}.png").read_bytes() == bd.ICON.read_bytes()
    metainfo = (share / "metainfo" / f"{bd.APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    assert "@" not in metainfo.replace("xml:lang", "")
    root = ET.fromstring(metainfo)
    assert root.findtext("id") == bd.APP_ID
    assert root.findtext("launchable") == desktop.name
    assert root.findtext("icon") == bd.APP_ID
    assert root.findtext("provides/binary") == bd.NAME
    assert root.find("releases/release").get("version") == "9.8.7"
    assert [i.text for i in root.iter("image")] == [f"https://example.org/shots/{n}" for n, _ in bd.SCREENSHOTS]
    assert (tmp_path / "README.txt").read_text(encoding="utf-8").count("./rodizio-foodies") >= 1


def test_the_release_date_honours_source_date_epoch(monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert bd.release_date() == "2023-11-14"


def test_the_clean_environment_has_no_python_and_a_private_home(tmp_path):
    env = bd.clean_env(tmp_path)
    assert all("python" not in d and "venv" not in d for d in env["PATH"].split(":"))
    assert env["HOME"] == str(tmp_path)
    assert all(Path(env[v]).is_relative_to(tmp_path)
               for v in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"))
    assert not any(k.startswith(("PYTHON", "VIRTUAL_ENV", "RODIZIO")) for k in env)


def test_the_build_extra_pins_pyinstaller_and_is_no_runtime_dependency():
    project = tomllib.loads((bd.ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (pin,) = project["optional-dependencies"]["build"]
    assert pin.startswith("pyinstaller==")
    assert not any(d.lower().startswith("pyinstaller") for d in project["dependencies"])


# ------------------------------------------------------------ attribution
def config() -> dict:
    return tomllib.loads((dl.PACKAGING / "third_party.toml").read_text(encoding="utf-8"))


def pygame_file(*parts: str) -> str:
    dist = metadata.distribution("pygame-ce")
    for f in dist.files:
        if all(p in str(f) for p in parts):
            return str(dist.locate_file(f))
    raise AssertionError(f"no pygame-ce file with {parts}")


def test_files_are_attributed_to_python_pygame_and_its_vendored_sdl():
    sdl = pygame_file("pygame_ce.libs", "libSDL2-")
    manifest = [
        {"dest": "json/__init__.pyc", "src": str(Path(sysconfig.get_paths()["stdlib"]) / "json" / "__init__.py"),
         "kind": "PYMODULE"},
        {"dest": "pygame/base.so", "src": pygame_file("pygame/base."), "kind": "EXTENSION"},
        {"dest": f"pygame_ce.libs/{Path(sdl).name}", "src": sdl, "kind": "BINARY"},
        {"dest": Path(sdl).name, "src": f"pygame_ce.libs/{Path(sdl).name}", "kind": "SYMLINK"},
        {"dest": "base_library.zip", "src": "/somewhere/base_library.zip", "kind": "DATA"},
    ]
    components = {c.name: c for c in dl.attribute(manifest, config())}
    assert set(components) == {"Python", "pygame-ce", "SDL2"}
    assert components["SDL2"].libraries == {Path(sdl).name}          # the file and its link
    assert components["SDL2"].licence == "Zlib"
    assert components["Python"].modules == 1 and components["Python"].files == 1
    assert components["pygame-ce"].licence == "LGPL-2.1-or-later"
    assert "pygame-ce.LGPL-2.1.txt" in components["pygame-ce"].texts


def test_an_unknown_file_or_an_unlisted_vendored_library_stops_the_build(tmp_path):
    stray = tmp_path / "libmystery.so.1"
    stray.write_bytes(b"\0")
    with pytest.raises(dl.AttributionError, match="libmystery.so.1"):
        dl.attribute([{"dest": stray.name, "src": str(stray), "kind": "BINARY"}], config())
    sdl = pygame_file("pygame_ce.libs", "libSDL2-")
    without_sdl = config()
    del without_sdl["vendored"]["libSDL2"]
    with pytest.raises(dl.AttributionError, match=Path(sdl).name):
        dl.attribute([{"dest": Path(sdl).name, "src": sdl, "kind": "BINARY"}], without_sdl)


def test_every_vendored_licence_text_is_in_packaging():
    for entry in config()["vendored"].values():
        assert (dl.PACKAGING / "licenses" / entry["text"]).stat().st_size > 100, entry
    for entry in config()["distributions"].values():
        for text in entry.get("texts", []):
            assert (dl.PACKAGING / "licenses" / text).stat().st_size > 100, text


def test_the_written_table_names_each_component_and_copies_its_texts(tmp_path):
    text = tmp_path / "LICENSE"
    text.write_text("licence text " * 20, encoding="utf-8")
    c = dl.Component("Example lib", "1.0", "MIT", {"LICENSE": text}, "a note")
    c.count("libexample.so.1", "BINARY")
    md = dl.write(tmp_path / "bundle", [c], "0.0.1")
    table = md.read_text(encoding="utf-8")
    assert "| Example lib | 1.0 | MIT | `Example-lib/LICENSE` | `libexample.so.1` — a note |" in table
    assert (md.parent / "Example-lib" / "LICENSE").read_text(encoding="utf-8") == text.read_text(encoding="utf-8")
    # the game's own licence beside the table, named in it
    assert (md.parent / "LICENSE").read_bytes() == dl.GAME_LICENCE_TEXT.read_bytes()
    assert "under the MIT" in table
    missing = dl.Component("No text", "1", "MIT", {"LICENSE": tmp_path / "absent"})
    with pytest.raises(dl.AttributionError, match="absent"):
        dl.write(tmp_path / "bundle2", [missing], "0.0.1")


def test_the_game_is_mit_in_its_licence_metadata_and_bundle_list():
    """One licence, said alike everywhere: the LICENSE file, pyproject.toml
    and the bundle's list (tools/desktop_licences.py)."""
    import tomllib
    licence = dl.GAME_LICENCE_TEXT.read_text(encoding="utf-8")
    assert licence.startswith("MIT License") and dl.GAME_LICENCE == "MIT"
    assert "assets/fonts/" in licence   # third-party fonts keep their own licence
    pyproject = tomllib.loads((dl.ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["license"] == {"text": dl.GAME_LICENCE}
    assert "LICENSE" in pyproject["tool"]["setuptools"]["license-files"]
    metainfo = (dl.PACKAGING / "linux" / "io.github.rodiziofoodies.RodizioFoodies.metainfo.xml")
    assert f"<project_license>{dl.GAME_LICENCE}</project_license>" in metainfo.read_text(encoding="utf-8")


def test_the_compiled_rules_core_carries_mypyc_runtime_licence(tmp_path):
    """The bundle's compiled rules core is the game's code with mypyc's C
    runtime compiled in: its extension modules are attributed to that
    runtime (MIT, mypy's licence text), its Python files stay the game's."""
    game = metadata.distribution(dl.GAME)
    engine = tmp_path / "engine.cpython-311-x86_64-linux-gnu.so"
    engine.write_bytes(b"\0")
    source = tmp_path / "engine.py"
    source.write_text("", encoding="utf-8")
    att = dl.Attributor(config())
    att.owner[engine.resolve()] = game
    att.owner[source.resolve()] = game
    att.add_all([
        {"dest": "game/rules/rodizio/engine.so", "src": str(engine), "kind": "EXTENSION"},
        {"dest": "game/rules/rodizio/engine.pyc", "src": str(source), "kind": "PYMODULE"},
    ])
    assert att.unknown == []
    (runtime,) = att.components.values()
    assert runtime.name == "mypyc runtime" and runtime.licence == "MIT"
    assert runtime.version == metadata.version("mypy") and runtime.modules == 1
    (text,) = runtime.texts.values()
    assert "mypyc" in text.read_text(encoding="utf-8") and "MIT" in text.read_text(encoding="utf-8")
