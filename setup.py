"""The packages, and the build hook for the optional compiled rules core
(docs/compiled-core.md).

Everything else about the package is in pyproject.toml. The packages are
every package under game/ (found, so a new game's packages ship without a
list to edit) and the data package ``rodizio_foodies_assets`` (assets/,
pyproject.toml's package-dir). A plain build is
pure Python. With ``RODIZIO_FOODIES_COMPILE=1`` (and mypy, which brings
mypyc, plus a C compiler) the modules ``game/rules/compiled.py`` lists are
also compiled to extension modules, and the build writes the sources' stamp
beside them, so the game never runs compiled code built from other sources."""
import importlib.util
import json
import os
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
#: the data package pyproject.toml maps onto assets/ (game/content_root.py)
DATA_PACKAGE = "rodizio_foodies_assets"
COMPILE = os.environ.get("RODIZIO_FOODIES_COMPILE") == "1"


def _compiled():
    """game/rules/compiled.py, loaded on its own (the package is not built yet)."""
    spec = importlib.util.spec_from_file_location("_rules_compiled", HERE / "game/rules/compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _catalog_module():
    """game/client/catalog.py, loaded on its own (it imports only the
    standard library at the top; compiling imports Babel)."""
    spec = importlib.util.spec_from_file_location("_client_catalog", HERE / "game/client/catalog.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildPy(build_py):
    """Also compiles the translation catalogs (assets/i18n/*.po) into
    ``.mo`` files beside them in the built data package, so an install reads
    them with the standard library's gettext and never compiles at start
    (game/client/catalog.py)."""

    def run(self):
        super().run()
        dest = Path(self.build_lib) / DATA_PACKAGE / "i18n"
        for mo in _catalog_module().compile_folder(HERE / "assets" / "i18n", dest):
            self.announce(f"compiled {mo.name}", level=2)


class BuildExt(build_ext):
    """Builds the extension modules, then writes the stamp of their sources
    where they went (the build folder, or the checkout when in place)."""

    def run(self):
        super().run()
        if not COMPILE:
            return
        compiled = _compiled()
        in_place = self.inplace or getattr(self, "editable_mode", False)
        target = (HERE if in_place else Path(self.build_lib)) / "game" / "rules" / compiled.STAMP
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(compiled.stamp(HERE), indent=1) + "\n", encoding="utf-8")


def _ext_modules():
    if not COMPILE:
        return []
    from mypyc.build import mypycify
    compiled = _compiled()
    return mypycify([str(compiled.source_path(m, Path("."))) for m in compiled.MODULES],
                    opt_level="3")


def packages():
    """Every package of the game (game/ and below) and the data package."""
    return [*find_packages(str(HERE), include=["game", "game.*"]), DATA_PACKAGE]


if __name__ == "__main__":   # as setuptools runs it (a test imports packages())
    setup(packages=packages(), ext_modules=_ext_modules(),
          cmdclass={"build_ext": BuildExt, "build_py": BuildPy})
