"""Write a desktop bundle's ``LICENSES/`` folder: every bundled file that the
game's authors did not write, who made it and under which licence.

    python tools/desktop_licences.py --manifest MANIFEST.json --bundle dist/rodizio-foodies

Run it with the Python that built the bundle (tools/build_desktop.py runs it
with its build virtualenv's): its installed distributions are the bundled
ones. ``MANIFEST.json`` is what packaging/pyinstaller/rodizio-foodies.spec
writes: each bundled file with the file it was copied from. A file is
attributed by that source:

* a file of an installed Python distribution -> that distribution (its
  metadata's licence and licence files; packaging/third_party.toml fills
  in what a distribution's metadata lacks). pygame-ce's ``pygame_ce.libs/``
  hold libraries it vendors (SDL2, FreeType, ...): each is its own
  component, named in third_party.toml ``[vendored]``; the game's fonts
  likewise (``[fonts]``);
* a file of the Python installation (interpreter, standard library) ->
  Python, with its LICENSE.txt;
* a file a Debian package installed (system libraries such as zlib) -> that
  package, with its ``/usr/share/doc/<package>/copyright``;
* PyInstaller's bootloader (the executable) -> PyInstaller;
* the game's own extension modules (its mypyc-compiled rules core) ->
  mypyc's runtime, which is compiled into them (MIT, mypy's licence).

Writes ``LICENSES/LICENSE`` (the game's own licence, MIT: its code and the
assets the project made; the checkout's LICENSE), ``LICENSES/THIRD-PARTY.md``
(a table for people), ``LICENSES/third-party.json`` (the same for tools and
tests) and one folder of licence texts per component. Exit status 1, naming the files, when a bundled file
belongs to nothing known or a licence text is missing: nothing ships
unattributed."""
from __future__ import annotations

import argparse
import json
import platform
import posixpath
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
GAME = "rodizio-foodies"
DATA_PACKAGE = "rodizio_foodies_assets"
#: the game's own licence: the code and the assets the project made (not the
#: fonts, not the libraries: they keep theirs, listed in THIRD-PARTY.md)
GAME_LICENCE = "MIT"
GAME_LICENCE_TEXT = ROOT / "LICENSE"
#: file endings of compiled extension modules (a mypyc-compiled rules core)
EXTENSION_SUFFIXES = (".so", ".pyd")
LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


class AttributionError(Exception):
    """Some bundled files belong to no known component, or a text is missing."""


@dataclass
class Component:
    name: str
    version: str
    licence: str
    texts: dict[str, Path] = field(default_factory=dict)   # name in its folder -> source
    note: str = ""
    libraries: set[str] = field(default_factory=set)       # shared libraries (file names)
    modules: int = 0                                        # Python modules and extensions
    files: int = 0                                          # other files

    @property
    def folder(self) -> str:
        return re.sub(r"[^A-Za-z0-9._+-]+", "-", self.name).strip("-")

    def count(self, dest: str, kind: str) -> None:
        name = PurePosixPath(dest).name
        if name.startswith("lib") and ".so" in name:
            self.libraries.add(name)
        elif kind in ("PYMODULE", "PYSOURCE", "EXTENSION"):
            self.modules += 1
        else:
            self.files += 1


class Attributor:
    """Finds the component of a bundled file from the file it came from."""

    def __init__(self, config: dict):
        self.config = config
        self.components: dict[str, Component] = {}
        self.owner: dict[Path, metadata.Distribution] = {}
        for dist in metadata.distributions():
            for f in dist.files or ():
                self.owner.setdefault(_resolved(dist.locate_file(f)), dist)
        self.python_prefix = _resolved(Path(sys.base_prefix))
        self.unknown: list[str] = []

    def add_all(self, manifest: list[dict]) -> None:
        """Attribute every entry; a symlink (PyInstaller links pygame_ce.libs'
        libraries into the top folder) belongs to what it points at."""
        owners: dict[str, Component] = {}
        links = [e for e in manifest if e["kind"] == "SYMLINK"]
        for e in manifest:
            if e["kind"] != "SYMLINK":
                owners[e["dest"]] = self._add(e["dest"], e["src"], e["kind"])
        for e in links:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(e["dest"]), e["src"]))
            component = owners.get(target)
            if component is None:
                self.unknown.append(f"{e['dest']} (a link to {target}, which is not bundled)")
            else:
                component.count(e["dest"], e["kind"])

    def _add(self, dest: str, src: str | None, kind: str) -> Component | None:
        component = self.component(dest, src, kind)
        if component is None:
            self.unknown.append(f"{dest} (from {src})")
        elif component is not _OWN:
            component.count(dest, kind)
        return component

    def component(self, dest: str, src: str | None, kind: str) -> Component | None:
        if kind == "BOOTLOADER":
            return self._distribution(metadata.distribution("pyinstaller"))
        if dest == "base_library.zip":   # the standard library modules needed at start-up
            return self._python()
        if not src:
            return None
        path = _resolved(Path(src))
        if path.is_relative_to(PACKAGING):  # the launcher: the game's own
            return _OWN
        dist = self.owner.get(path)
        if dist is not None:
            return self._from_distribution(dist, dest, path)
        if path.is_relative_to(self.python_prefix):
            return self._python()
        return self._debian(Path(src), path)

    # ---- the kinds of components
    def _from_distribution(self, dist: metadata.Distribution, dest: str, path: Path):
        name = _canonical(dist.metadata["Name"])
        if name == GAME:
            if path.suffix in EXTENSION_SUFFIXES:
                return self._compiled_runtime()
            font = self._font(dest, path)
            return font if font is not None else _OWN
        if name == "pygame-ce" and "pygame_ce.libs" in path.parts:
            return self._vendored(path)
        return self._distribution(dist)

    def _distribution(self, dist: metadata.Distribution) -> Component:
        name = dist.metadata["Name"]
        key = "dist:" + _canonical(name)
        if key not in self.components:
            extra = self.config.get("distributions", {}).get(_canonical(name), {})
            texts = {f.name: _resolved(dist.locate_file(f)) for f in _licence_files(dist)}
            texts.update({t: PACKAGING / "licenses" / t for t in extra.get("texts", [])})
            self.components[key] = Component(name, dist.version, extra.get("licence") or _licence_of(dist),
                                             texts, extra.get("note", ""))
        return self.components[key]

    def _vendored(self, path: Path) -> Component | None:
        stem = path.name.split("-")[0]
        entry = self.config.get("vendored", {}).get(stem)
        if entry is None:
            return None
        key = "vendored:" + entry["name"]
        if key not in self.components:
            pygame_version = metadata.version("pygame-ce")
            # no version: the file names carry the sonames, and pygame-ce's
            # build, not a release of the library, is what is bundled
            self.components[key] = Component(
                entry["name"], "", entry["licence"],
                {entry["text"]: PACKAGING / "licenses" / entry["text"]},
                f"built into pygame-ce {pygame_version}'s wheel (pygame_ce.libs)")
        return self.components[key]

    def _font(self, dest: str, path: Path) -> Component | None:
        if path.suffix.lower() not in (".ttf", ".otf"):
            return None
        for prefix, entry in self.config.get("fonts", {}).items():
            if path.name.startswith(prefix):
                key = "font:" + prefix
                if key not in self.components:
                    self.components[key] = Component(entry["name"], "", entry["licence"],
                                                     {entry["text"]: path.parent / entry["text"]},
                                                     "one of the game's fonts (assets/fonts/README.md)")
                return self.components[key]
        return None

    def _compiled_runtime(self) -> Component | None:
        """The game's extension modules are its rules core compiled by mypyc
        (docs/compiled-core.md): our code, with mypyc's C runtime (MIT, in
        mypy's distribution) compiled in. None when mypy is not installed
        here, so the file stays unattributed and the build stops."""
        if "mypyc" not in self.components:
            try:
                dist = metadata.distribution("mypy")
            except metadata.PackageNotFoundError:
                return None
            texts = {f.name: _resolved(dist.locate_file(f)) for f in _licence_files(dist)
                     if "typeshed" not in f.parts}
            self.components["mypyc"] = Component(
                "mypyc runtime", dist.version, "MIT", texts,
                "mypyc's C runtime, compiled into the game's rules core (its extension modules)")
        return self.components["mypyc"]

    def _python(self) -> Component:
        if "python" not in self.components:
            stdlib = Path(sysconfig.get_paths()["stdlib"])
            self.components["python"] = Component(
                "Python", platform.python_version(), "PSF-2.0", {"LICENSE.txt": stdlib / "LICENSE.txt"},
                "the interpreter and its standard library")
        return self.components["python"]

    def _debian(self, src: Path, resolved: Path) -> Component | None:
        package = _dpkg_owner(src) or _dpkg_owner(resolved)
        if package is None:
            return None
        key = "deb:" + package
        if key not in self.components:
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            licence = self.config.get("debian", {}).get(package, "see its copyright file")
            self.components[key] = Component(package, _dpkg_version(package), licence,
                                             {"copyright": copyright_file},
                                             "from the build machine's Debian package")
        return self.components[key]


_OWN = Component("rodizio-foodies", "", "")  # the game's own files: not third-party


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _licence_files(dist: metadata.Distribution) -> list:
    """The licence files in a distribution's .dist-info folder."""
    named = set(dist.metadata.get_all("License-File") or ())
    return [f for f in dist.files or ()
            if f.parts and f.parts[0].endswith(".dist-info")
            and (f.name in named or "licenses" in f.parts[1:-1] or LICENCE_FILE.match(f.name))]


def _licence_of(dist: metadata.Distribution) -> str:
    """The licence a distribution's metadata states, shortest form first."""
    md = dist.metadata
    expression = md.get("License-Expression")
    if expression:
        return expression
    text = (md.get("License") or "").strip()
    if text and "\n" not in text and len(text) <= 80:
        return text
    classifiers = [c.split("::")[-1].strip() for c in md.get_all("Classifier") or ()
                   if c.startswith("License ::") and "OSI Approved" in c]
    return "; ".join(classifiers) or "see its licence files"


def _dpkg_owner(path: Path) -> str | None:
    if shutil.which("dpkg") is None:
        return None
    out = subprocess.run(["dpkg", "-S", str(path)], capture_output=True, text=True)
    if out.returncode != 0 or ":" not in out.stdout:
        return None
    return out.stdout.split(":", 1)[0].strip().split(",")[0]


def _dpkg_version(package: str) -> str:
    out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                         capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else ""


# ---------------------------------------------------------------- output
def write(bundle: Path, components: list[Component], game_version: str,
          game_licence: Path = GAME_LICENCE_TEXT) -> Path:
    """The LICENSES/ folder of `bundle`: the game's own licence text
    (`game_licence`, as ``LICENSE``) and the third-party components'; returns
    the THIRD-PARTY.md path."""
    out = bundle / "LICENSES"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    missing = [f"{c.name}: {src}" for c in components for src in c.texts.values() if not src.is_file()]
    missing += [f"the game's own licence: {game_licence}"] if not game_licence.is_file() else []
    missing += [f"{c.name}: no licence text" for c in components if not c.texts]
    if missing:
        raise AttributionError("licence texts not found:\n  " + "\n  ".join(missing))
    shutil.copyfile(game_licence, out / "LICENSE")
    rows = []
    for c in components:
        (out / c.folder).mkdir()
        for name, src in c.texts.items():
            shutil.copyfile(src, out / c.folder / name)
        rows.append({"name": c.name, "version": c.version, "licence": c.licence, "note": c.note,
                     "texts": [f"{c.folder}/{n}" for n in c.texts],
                     "libraries": sorted(c.libraries), "modules": c.modules, "files": c.files})
    (out / "third-party.json").write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
    md = out / "THIRD-PARTY.md"
    md.write_text(_markdown(rows, game_version), encoding="utf-8")
    return md


def _markdown(rows: list[dict], game_version: str) -> str:
    lines = [
        f"# Third-party software in Rodízio & Foodies {game_version}",
        "",
        f"The game itself (its code and the assets its authors made) is under the {GAME_LICENCE}",
        "licence: `LICENSE` beside this file.",
        "",
        "This desktop bundle carries the following software that the game's authors did not",
        "write. Each component's licence texts are in the folder of its name beside this file.",
        "Generated by tools/desktop_licences.py from the file each bundled file was copied from.",
        "",
        "| component | version | licence | licence texts | in the bundle |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        parts = []
        if r["libraries"]:
            parts.append(", ".join(f"`{lib}`" for lib in r["libraries"]))
        if r["modules"]:
            parts.append(f"{r['modules']} Python modules")
        if r["files"]:
            parts.append(f"{r['files']} other files")
        what = "; ".join(parts) + (f" — {r['note']}" if r["note"] else "")
        texts = ", ".join(f"`{t}`" for t in r["texts"])
        lines.append(f"| {r['name']} | {r['version']} | {r['licence']} | {texts} | {what} |")
    return "\n".join(lines) + "\n"


def attribute(manifest: list[dict], config: dict) -> list[Component]:
    att = Attributor(config)
    att.add_all(manifest)
    if att.unknown:
        raise AttributionError("bundled files of unknown origin (add them to packaging/third_party.toml):\n  "
                               + "\n  ".join(sorted(att.unknown)))
    return sorted(att.components.values(), key=lambda c: c.name.lower())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--manifest", type=Path, required=True)
    ap.add_argument("--bundle", type=Path, required=True)
    args = ap.parse_args(argv)
    config = tomllib.loads((PACKAGING / "third_party.toml").read_text(encoding="utf-8"))
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    try:
        components = attribute(manifest, config)
        md = write(args.bundle, components, metadata.version(GAME))
    except AttributionError as e:
        print(f"desktop_licences: {e}", file=sys.stderr)
        return 1
    print(f"desktop_licences: {len(components)} components -> {md}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
