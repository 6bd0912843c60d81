"""The desktop bundle (tools/build_desktop.py) builds from this checkout and
runs where there is no Python: started with an empty environment (no Python
on PATH, HOME and the XDG folders in a temp folder), headless, it shows the
menu, plays, survives a damaged settings file, keeps the player's data in
the user's data folder and names what it bundles and under which licence.

Slow (a PyInstaller build with the compiled rules core, about 5 minutes): runs when RODIZIO_FOODIES_SLOW=1
(.ci/run sets it), e.g. ``RODIZIO_FOODIES_SLOW=1 python -m pytest -m slow``."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

import build_desktop as bd
from tests.desktop_checks import SLOW, pictures_match, require_tool, rich_picture

pytestmark = [pytest.mark.slow, SLOW, pytest.mark.timeout(1800)]   # the build: minutes, more when busy

REPO = Path(__file__).resolve().parents[1]
#: what THIRD-PARTY must name, at least: the runtime dependencies, SDL and Python
REQUIRED_COMPONENTS = ("pygame-ce", "SDL2", "SDL2_ttf", "FreeType", "HarfBuzz", "babel", "PyTMX",
                       "platformdirs", "python-bidi", "Python", "pyinstaller",
                       "Nunito (font)", "Vazirmatn (font)", "DejaVu Sans (font)")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """Build once for the module, into a temp folder (never the checkout's dist/)."""
    base = tmp_path_factory.mktemp("desktop")
    dist, work = base / "dist", base / "work"
    started = time.monotonic()
    out = subprocess.run([sys.executable, str(REPO / "tools" / "build_desktop.py"),
                          "--dist", str(dist), "--work", str(work)],
                         capture_output=True, text=True, timeout=1500)
    assert out.returncode == 0, out.stdout + out.stderr
    print(f"\nbuild_desktop took {time.monotonic() - started:.0f} s:\n{out.stdout}")
    return {"dist": dist, "work": work, "bundle": dist / bd.NAME}


def bundle_run(built, home: Path, *args: str, timeout: float = 180) -> subprocess.CompletedProcess:
    """Run the bundle by name from a PATH holding nothing but a link to it
    (no Python anywhere on it), in an environment made from nothing."""
    bin_dir = home / "bin"
    bin_dir.mkdir(parents=True, exist_ok=True)
    link = bin_dir / bd.NAME
    if not link.exists():
        link.symlink_to(built["bundle"] / bd.NAME)
    env = dict(bd.clean_env(home), PATH=str(bin_dir))
    return subprocess.run(["env", "-i", *(f"{k}={v}" for k, v in env.items()), bd.NAME, *args],
                          capture_output=True, text=True, timeout=timeout, cwd=home)


def checkout_run(home: Path, *args: str) -> subprocess.CompletedProcess:
    """The same command with the game as installed for these tests, in the
    same kind of environment: the reference the bundle must match."""
    env = dict(bd.clean_env(home), PATH=os.environ.get("PATH", "/usr/bin:/bin"))
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True,
                          timeout=180, cwd=REPO, env=env)


def fresh_home(tmp_path: Path, name: str) -> Path:
    home = tmp_path / name
    home.mkdir()
    return home


def data_dir(home: Path) -> Path:
    """Where platformdirs puts the player's data under bd.clean_env(home)."""
    return home / ".local" / "share" / bd.NAME


def assert_clean(r: subprocess.CompletedProcess) -> None:
    assert r.returncode == 0, r.stdout + r.stderr
    assert "Traceback" not in r.stderr + r.stdout


# ------------------------------------------------------------------ the folder
def test_bundle_holds_executable_assets_licences_and_desktop_files(built):
    bundle = built["bundle"]
    exe = bundle / bd.NAME
    assert exe.is_file() and os.access(exe, os.X_OK)
    # the assets exactly as the wheel ships them
    (wheel,) = (built["work"] / "wheel").glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        shipped = {n.split("/", 1)[1] for n in z.namelist() if n.startswith("rodizio_foodies_assets/")}
    assets = bundle / "_internal" / "rodizio_foodies_assets"
    bundled = {str(p.relative_to(assets)) for p in assets.rglob("*") if p.is_file()}
    assert bundled == shipped
    for font in ("Nunito-Regular.ttf", "Vazirmatn-Regular.ttf", "DejaVuSans.ttf", "OFL-Nunito.txt",
                 "OFL-Vazirmatn.txt", "LICENSE-DejaVu.txt"):
        assert (assets / "fonts" / font).stat().st_size > 1000, font
    assert (bundle / "README.txt").is_file()
    share = bundle / "share"
    assert (share / "applications" / f"{bd.APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{bd.APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{bd.APP_ID}.png").is_file()


def test_third_party_names_every_bundled_library_with_its_licence_text(built):
    licences = built["bundle"] / "LICENSES"
    rows = json.loads((licences / "third-party.json").read_text(encoding="utf-8"))
    names = {r["name"] for r in rows}
    assert set(REQUIRED_COMPONENTS) <= names, set(REQUIRED_COMPONENTS) - names
    for r in rows:
        assert r["licence"], r
        assert r["texts"], r
        for text in r["texts"]:
            assert (licences / text).stat().st_size > 100, text
    listed = {lib for r in rows for lib in r["libraries"]}
    libraries = {p.name for p in (built["bundle"] / "_internal").rglob("lib*.so*")}
    assert libraries and libraries <= listed, f"unlisted: {sorted(libraries - listed)}"
    table = (licences / "THIRD-PARTY.md").read_text(encoding="utf-8")
    for r in rows:
        assert f"| {r['name']} |" in table
    assert "Readline" not in table and "readline" not in table   # GPL: kept out


def test_archive_unpacks_to_the_same_folder(built, tmp_path):
    (archive,) = built["dist"].glob(f"{bd.NAME}-*-linux-*.tar.gz")
    with tarfile.open(archive) as tar:
        tar.extractall(tmp_path, filter="tar")
    unpacked = tmp_path / bd.NAME
    original = {str(p.relative_to(built["bundle"])) for p in built["bundle"].rglob("*")}
    assert {str(p.relative_to(unpacked)) for p in unpacked.rglob("*")} == original
    assert os.access(unpacked / bd.NAME, os.X_OK)
    r = subprocess.run([str(unpacked / bd.NAME), "--version"], capture_output=True, text=True,
                       env=bd.clean_env(tmp_path), timeout=60)
    assert r.stdout.strip() == f"{bd.NAME} {bd.version()} (rules core: compiled)"


def test_desktop_entry_and_metainfo_validate(built):
    share = built["bundle"] / "share"
    desktop = share / "applications" / f"{bd.APP_ID}.desktop"
    metainfo = share / "metainfo" / f"{bd.APP_ID}.metainfo.xml"
    require_tool("desktop-file-validate", "desktop-file-utils")
    require_tool("appstreamcli", "appstream")
    r = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True, text=True)
    assert r.returncode == 0 and not r.stdout.strip(), r.stdout + r.stderr
    r = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain", str(metainfo)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    root = ET.parse(metainfo).getroot()
    assert root.findtext("id") == bd.APP_ID
    assert root.find("releases/release").get("version") == bd.version()
    images = [i.text for i in root.iter("image")]
    assert len(images) == len(bd.SCREENSHOTS)
    for (name, _), url in zip(bd.SCREENSHOTS, images):
        assert url == f"{bd.DEFAULT_SCREENSHOT_URL}/{name}"
        assert rich_picture(built["dist"] / "screenshots" / name)


# ------------------------------------------------------------- running it
def test_version_without_python(built, tmp_path):
    r = bundle_run(built, fresh_home(tmp_path, "h"), "--version")
    assert_clean(r)
    assert r.stdout == f"{bd.NAME} {bd.version()} (rules core: compiled)\n"   # the fast core ships


def test_menu_without_python_is_the_games_menu(built, tmp_path):
    home = fresh_home(tmp_path, "h")
    before = sorted(str(p) for p in built["bundle"].rglob("*"))
    r = bundle_run(built, home, "--frames", "120", "--screenshot", str(home / "menu.png"))
    assert_clean(r)
    assert rich_picture(home / "menu.png")
    ref_home = fresh_home(tmp_path, "ref")
    ref = checkout_run(ref_home, "--frames", "120", "--screenshot", str(ref_home / "menu.png"))
    assert_clean(ref)
    assert pictures_match(home / "menu.png", ref_home / "menu.png")
    # the player's data went to the user's data folder, nothing into the bundle
    assert (data_dir(home) / "logs").is_dir()
    assert sorted(str(p) for p in built["bundle"].rglob("*")) == before


@pytest.mark.parametrize("game", ["rodizio", "foodies"])
def test_demo_plays_without_python(built, tmp_path, game):
    home = fresh_home(tmp_path, "h")
    menu = home / "menu.png"
    assert_clean(bundle_run(built, home, "--frames", "2", "--screenshot", str(menu)))
    shot = home / f"{game}.png"
    r = bundle_run(built, home, "demo", game, "--seed", "5", "--speed", "instant",
                   "--frames", "240", "--screenshot", str(shot))
    assert_clean(r)
    assert rich_picture(shot)
    assert not pictures_match(shot, menu), "the demo shows the menu, not a table"


def test_rules_in_the_bundle_play_as_in_the_checkout(built, tmp_path):
    home = fresh_home(tmp_path, "h")
    for args in (["trace", "rodizio", "--seed", "11", "--seats", "3", "--ai", "normal"],
                 ["sim", "foodies", "--games", "6", "--seats", "3", "--ai", "random", "--jobs", "2"]):
        got = bundle_run(built, home, *args)
        assert_clean(got)
        want = checkout_run(home, *args)
        assert_clean(want)
        if args[0] == "sim":   # the same games; only the times differ from run to run
            assert _without_times(json.loads(got.stdout)) == _without_times(json.loads(want.stdout))
        else:
            assert got.stdout == want.stdout


def _without_times(summary: dict) -> dict:
    summary.pop("seconds")
    for level in summary["levels"].values():
        for key in [k for k in level if k.endswith("_ms")]:
            del level[key]
    return summary


def test_a_damaged_settings_file_is_set_aside_and_said_on_screen(built, tmp_path):
    home = fresh_home(tmp_path, "h")
    settings = data_dir(home) / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_bytes(b'{"version": 1, "language": "en", ')
    shot = home / "damaged.png"
    r = bundle_run(built, home, "--frames", "60", "--screenshot", str(shot))
    assert_clean(r)
    assert (data_dir(home) / "settings.json.corrupt-1").read_bytes() == b'{"version": 1, "language": "en", '
    # the same picture as the installed game shows for the same file: the menu and its toast
    ref_home = fresh_home(tmp_path, "ref")
    ref_settings = data_dir(ref_home) / "settings.json"
    ref_settings.parent.mkdir(parents=True)
    shutil.copyfile(data_dir(home) / "settings.json.corrupt-1", ref_settings)
    ref = checkout_run(ref_home, "--frames", "60", "--screenshot", str(ref_home / "damaged.png"))
    assert_clean(ref)
    assert pictures_match(shot, ref_home / "damaged.png")
    plain = home / "plain.png"
    assert_clean(bundle_run(built, fresh_home(tmp_path, "plain"), "--frames", "60", "--screenshot", str(plain)))
    assert not pictures_match(shot, plain, tolerance=0.0), "no message about the damaged file"


def test_window_has_the_games_title_icon_and_class(built, tmp_path):
    """Under a real X server (Xvfb): the names and icon a desktop shows."""
    require_tool("Xvfb", "xvfb")
    require_tool("xprop", "x11-utils")
    read_fd, write_fd = os.pipe()   # Xvfb picks a free display and writes its number here
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write_fd), "-screen", "0", "1280x720x24",
                             "-nolisten", "tcp"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write_fd)
    game = None
    try:
        with os.fdopen(read_fd) as f:
            display = ":" + f.readline().strip()
        assert display != ":", "Xvfb did not start"
        home = fresh_home(tmp_path, "h")
        env = dict(bd.clean_env(home), PATH="/nonexistent", DISPLAY=display)
        del env["SDL_VIDEODRIVER"]
        game = subprocess.Popen([str(built["bundle"] / bd.NAME)], env=env, cwd=home,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        props = _wait_for_window(display, deadline=time.monotonic() + 30)
    finally:
        if game is not None:
            game.terminate()
            game.wait(timeout=10)
        xvfb.terminate()
        xvfb.wait(timeout=10)
    assert '_NET_WM_NAME(UTF8_STRING) = "Rodízio & Foodies"' in props
    assert 'WM_CLASS(STRING) = "rodizio-foodies", "rodizio-foodies"' in props   # the .desktop's StartupWMClass
    assert "Icon (256 x 256)" in props


def _wait_for_window(display: str, deadline: float) -> str:
    """xprop's output for the game's window once it is mapped (-len: without it
    xprop reads too little of a property to see a 256-pixel icon)."""
    env = dict(os.environ, DISPLAY=display)
    while time.monotonic() < deadline:
        tree = subprocess.run(["xwininfo", "-root", "-tree"], capture_output=True, text=True, env=env)
        for line in tree.stdout.splitlines():
            if "Rodízio & Foodies" in line or "Rod\\303\\255zio" in line:
                window = line.split()[0]
                props = subprocess.run(["xprop", "-len", "1000000", "-id", window, "_NET_WM_NAME", "WM_CLASS", "_NET_WM_ICON"],
                                       capture_output=True, text=True, env=env).stdout
                if "Icon (" in props:
                    return props
        time.sleep(0.5)
    raise AssertionError("the game's window did not appear within 30 s")
