"""Build the desktop bundle: a folder that runs the game without Python.

    python tools/build_desktop.py [--dist dist] [--work build/desktop]
                                  [--screenshot-url URL] [--fresh] [--core compiled|pure]
    python tools/build_desktop.py --wheel [--core compiled|pure] [--dist dist]

Writes ``<dist>/rodizio-foodies/`` — the ``rodizio-foodies`` executable, the
Python runtime and libraries in ``_internal/`` (the assets as the wheel ships
them, in the data package ``rodizio_foodies_assets``), ``LICENSES/`` (what is
bundled and under which licence, tools/desktop_licences.py), ``share/`` (the
Linux desktop entry, AppStream metainfo and icon, laid out as under
``/usr/share`` so the folder can become a Flatpak or AppImage) and
``README.txt`` — plus ``<dist>/rodizio-foodies-<version>-linux-<machine>.tar.gz``
of that folder and ``<dist>/screenshots/`` (menu, a Rodízio and a Foodies
table, taken by running the new bundle headless: the metainfo names them
under ``--screenshot-url``, where they are to be published).

The bundle runs the rules core compiled with mypyc (``--core compiled``,
the default; docs/compiled-core.md), with the pure-Python core inside it as
the reference and the fallback (``RODIZIO_FOODIES_PURE_RULES=1``); its
``--version`` says which runs, and the build checks it. ``--wheel`` only
builds the wheel — with the compiled core a binary wheel for this Python
and platform — and copies it into ``--dist``.

How: the game is built into a wheel, installed with the ``build`` extra
(PyInstaller, pinned in pyproject.toml) into a virtualenv of its own under
``<work>`` (reused by the next build; ``--fresh`` starts it anew), and
PyInstaller runs there with packaging/pyinstaller/rodizio-foodies.spec. So
the bundle holds exactly what a ``pip install`` of the wheel holds, never
the checkout's stray files or a developer's editable install.

Needs Python ≥ 3.11 with pip and venv, and the package index (or pip's
cache) for the dependencies. Prints one line per step and the figures
(folder and archive size, build time); exit status 1 with the failing
step's output when a step fails."""
from __future__ import annotations

import argparse
import datetime as dt
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "pyinstaller" / "rodizio-foodies.spec"
NAME = "rodizio-foodies"
APP_ID = "io.github.rodiziofoodies.RodizioFoodies"
ICON = ROOT / "assets" / "icon" / "rodizio-foodies.png"
#: where the screenshots will be published; a placeholder until the project
#: has a public home (.invalid never resolves, so nothing pretends otherwise)
DEFAULT_SCREENSHOT_URL = "https://rodizio-foodies.invalid/screenshots"
#: the headless runs that give the metainfo's screenshots: (file, arguments)
SCREENSHOTS = (
    ("menu.png", ["--frames", "120"]),
    ("rodizio.png", ["demo", "rodizio", "--seed", "3", "--speed", "instant", "--frames", "150"]),
    ("foodies.png", ["demo", "foodies", "--seed", "3", "--speed", "instant", "--frames", "150"]),
)


class StepFailed(Exception):
    pass


def version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def run(step: str, cmd: list, **kw) -> subprocess.CompletedProcess:
    print(f"build_desktop: {step}", end="", flush=True)
    started = time.monotonic()
    out = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    print(f" ({time.monotonic() - started:.1f} s)", flush=True)
    if out.returncode != 0:
        raise StepFailed(f"{step} failed (exit {out.returncode}): {' '.join(map(str, cmd))}\n"
                         f"{out.stdout[-4000:]}{out.stderr[-4000:]}")
    return out


def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


#: what a wheel is not built from: version control, build output, caches, and
#: a compiled core built in place (the compiled wheel builds its own)
NOT_SOURCE = shutil.ignore_patterns(".git", "build", "dist", "out", "__pycache__", "*.egg-info",
                                    ".pytest_cache", ".hypothesis", ".mypy_cache", "*.so", "*.pyd",
                                    "compiled-sources.json")


#: What building the compiled core needs in the build virtualenv besides a C
#: compiler: mypyc (mypy, as the test extra pins it) and a setuptools that
#: builds wheels by itself — with the project's own build requirements
#: (`build_requires`: Babel compiles the catalogs), as the wheel is built
#: without build isolation.
COMPILER = ["setuptools>=70.1", "mypy>=1.10"]


def build_requires() -> list[str]:
    """pyproject.toml's ``[build-system] requires``."""
    import tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        return list(tomllib.load(f)["build-system"]["requires"])


def build_wheel(work: Path, compiled: bool = False, python: Path | None = None) -> Path:
    """The game's wheel, built from a copy of the checkout: setuptools builds
    in the source tree, where a build/ left from an earlier build could add
    since-deleted files, and two builds at once would collide. ``compiled``:
    a binary wheel holding the mypyc-compiled rules core beside the pure
    one (docs/compiled-core.md), built without isolation by ``python`` (the
    build virtualenv's, holding ``COMPILER``) for that Python."""
    wheels, source = work / "wheel", work / "source"
    for d in (wheels, source):
        shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(ROOT, source, ignore=NOT_SOURCE)
    if compiled:
        env = dict(os.environ, RODIZIO_FOODIES_COMPILE="1")
        run("building the wheel with the compiled rules core",
            [python or sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
             "-w", wheels, source], env=env)
    else:
        run("building the wheel", [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                                   "-w", wheels, source])
    shutil.rmtree(source, ignore_errors=True)
    (wheel,) = wheels.glob("*.whl")
    return wheel


def make_venv(work: Path, fresh: bool, compiler: bool) -> Path:
    """The build virtualenv (kept for the next build); with ``compiler``
    holding what building the compiled core needs (``COMPILER``)."""
    venv = work / "venv"
    python = venv_python(venv)
    if fresh or not python.exists() or subprocess.run([python, "-c", "0"]).returncode != 0:
        shutil.rmtree(venv, ignore_errors=True)
        run("creating the build virtualenv", [sys.executable, "-m", "venv", venv])
    if compiler:
        run("installing the rules core's compiler (mypyc)",
            [python, "-m", "pip", "install", "-q", *COMPILER, *build_requires()])
    return python


def prepare_venv(work: Path, wheel: Path, fresh: bool) -> Path:
    """A virtualenv holding the wheel, its dependencies and PyInstaller."""
    python = make_venv(work, fresh, compiler=False)
    # the wheel keeps its version number while its content changes: reinstall it
    run("installing the wheel", [python, "-m", "pip", "install", "-q", "--force-reinstall",
                                 "--no-deps", wheel])
    run("installing its dependencies and PyInstaller (the build extra)",
        [python, "-m", "pip", "install", "-q", f"{wheel}[build]"])
    return python


def run_pyinstaller(python: Path, work: Path, dist: Path) -> Path:
    manifest = work / "manifest.json"
    # the spec imports the installed game: keep the checkout off its path
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    run("running PyInstaller", [python, "-m", "PyInstaller", "--noconfirm", "--clean",
                                "--log-level", "WARN", "--distpath", dist,
                                "--workpath", work / "pyinstaller", SPEC, "--",
                                "--manifest", manifest], cwd=work, env=env)
    return manifest


def add_linux_files(bundle: Path, release: str, screenshot_url: str) -> None:
    """share/ as under /usr/share: desktop entry, metainfo, icon."""
    share = bundle / "share"
    apps, meta = share / "applications", share / "metainfo"
    icons = share / "icons" / "hicolor" / "256x256" / "apps"
    for d in (apps, meta, icons):
        d.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(PACKAGING / "linux" / f"{APP_ID}.desktop", apps / f"{APP_ID}.desktop")
    text = (PACKAGING / "linux" / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8")
    text = (text.replace("@VERSION@", release).replace("@DATE@", release_date())
            .replace("@SCREENSHOTS@", screenshot_url.rstrip("/")))
    (meta / f"{APP_ID}.metainfo.xml").write_text(text, encoding="utf-8")
    shutil.copyfile(ICON, icons / f"{APP_ID}.png")
    shutil.copyfile(PACKAGING / "bundle-README.txt", bundle / "README.txt")


def release_date() -> str:
    """Today (UTC), or SOURCE_DATE_EPOCH's day for a reproducible build."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    when = dt.datetime.fromtimestamp(int(epoch), dt.timezone.utc) if epoch else dt.datetime.now(dt.timezone.utc)
    return when.date().isoformat()


def clean_env(home: Path) -> dict[str, str]:
    """The environment of a machine without Python: no PATH entry to a
    Python or virtualenv, HOME and the XDG folders in `home`, headless SDL."""
    env = {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    for var, sub in (("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                     ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
        env[var] = str(home / sub)
    return env


def take_screenshots(bundle: Path, out: Path, work: Path) -> list[Path]:
    """Run the new bundle headless, once per screenshot (a first smoke test)."""
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    home = work / "screenshot-home"
    shots = []
    for name, args in SCREENSHOTS:
        shutil.rmtree(home, ignore_errors=True)
        home.mkdir(parents=True)
        run(f"screenshot {name}", [bundle / NAME, *args, "--screenshot", out / name],
            env=clean_env(home), cwd=home, timeout=120)
        shots.append(out / name)
    shutil.rmtree(home, ignore_errors=True)
    return shots


def make_archive(bundle: Path, release: str) -> Path:
    archive = bundle.parent / f"{NAME}-{release}-linux-{platform.machine()}.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(bundle, arcname=bundle.name)   # keeps _internal/'s symlinks as symlinks
    return archive


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def check_core(bundle: Path, work: Path, core: str) -> None:
    """The new bundle's ``--version`` names the rules core it was built with."""
    home = work / "core-home"
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    out = run("checking the rules core", [bundle / NAME, "--version"], env=clean_env(home), cwd=home,
              timeout=120)
    shutil.rmtree(home, ignore_errors=True)
    if f"(rules core: {core})" not in out.stdout:
        raise StepFailed(f"the bundle does not run the {core} rules core: {out.stdout.strip()}")


def build(dist: Path, work: Path, screenshot_url: str, fresh: bool = False, core: str = "compiled") -> dict:
    """Build everything; returns the figures printed at the end. ``core``:
    "compiled" (the default: the mypyc-compiled rules core, with the pure
    one inside as the reference and fallback) or "pure"."""
    started = time.monotonic()
    release = version()
    work.mkdir(parents=True, exist_ok=True)
    dist.mkdir(parents=True, exist_ok=True)
    bundle = dist / NAME
    compiled = core == "compiled"
    python = make_venv(work, fresh, compiler=compiled) if compiled else None
    wheel = build_wheel(work, compiled=compiled, python=python)
    python = prepare_venv(work, wheel, fresh=fresh and not compiled)   # (made fresh above)
    manifest = run_pyinstaller(python, work, dist)
    check_core(bundle, work, core)
    run("writing LICENSES/", [python, ROOT / "tools" / "desktop_licences.py",
                              "--manifest", manifest, "--bundle", bundle])
    add_linux_files(bundle, release, screenshot_url)
    take_screenshots(bundle, dist / "screenshots", work)
    print("build_desktop: packing the archive", flush=True)
    archive = make_archive(bundle, release)
    return {"bundle": str(bundle), "archive": str(archive), "version": release,
            "bundle_mb": round(folder_size(bundle) / 1e6, 1),
            "archive_mb": round(archive.stat().st_size / 1e6, 1),
            "build_s": round(time.monotonic() - started, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "desktop",
                    help="wheel, build virtualenv and PyInstaller's work files (default build/desktop/)")
    ap.add_argument("--screenshot-url", default=DEFAULT_SCREENSHOT_URL,
                    help="where dist/screenshots/ will be published (named in the metainfo)")
    ap.add_argument("--fresh", action="store_true", help="recreate the build virtualenv")
    ap.add_argument("--core", choices=("compiled", "pure"), default="compiled",
                    help="the rules core the bundle runs (default: compiled, docs/compiled-core.md)")
    ap.add_argument("--wheel", action="store_true",
                    help="only build the wheel (with --core compiled: a binary wheel) into --dist")
    args = ap.parse_args(argv)
    if args.wheel:
        try:
            compiled = args.core == "compiled"
            python = make_venv(args.work.resolve(), args.fresh, compiler=True) if compiled else None
            wheel = build_wheel(args.work.resolve(), compiled=compiled, python=python)
        except StepFailed as e:
            print(f"build_desktop: {e}", file=sys.stderr)
            return 1
        args.dist.mkdir(parents=True, exist_ok=True)
        target = args.dist / wheel.name
        shutil.copyfile(wheel, target)
        print(f"build_desktop: {target}")
        return 0
    try:
        figures = build(args.dist.resolve(), args.work.resolve(), args.screenshot_url, args.fresh,
                        args.core)
    except (StepFailed, subprocess.TimeoutExpired) as e:
        print(f"build_desktop: {e}", file=sys.stderr)
        return 1
    print(f"build_desktop: {figures['bundle']} ({figures['bundle_mb']} MB), "
          f"{figures['archive']} ({figures['archive_mb']} MB) in {figures['build_s']} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
