"""The compiled rules core (mypyc; game/rules/compiled.py, docs/compiled-core.md)
and the pure-Python reference are one core: the lean-path equality tests and
the generator's pins pass on the core this interpreter is *not* running, and
``trace`` writes the same bytes on both.

When this interpreter runs pure Python (the default install) the compiled
core is built — ``RODIZIO_FOODIES_COMPILE=1 setup.py build_ext --inplace``,
the build a player's install runs — into a copy of the checkout, once per
version of the rules sources (kept in pytest's cache folder). Without mypyc,
setuptools or a C compiler the test is skipped, saying which is missing:
nothing else needs them. When it runs the compiled core (an in-place
compiled checkout) the other core is the same checkout with
``RODIZIO_FOODIES_PURE_RULES=1``."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from game.rules import compiled

# (pytest-xdist runs a file's tests on one worker, --dist loadfile in
# pyproject.toml: one build, used by all of them)
ROOT = Path(__file__).resolve().parents[2]
CHECKS = ["tests/rules/test_lean_path.py", "tests/rules/test_rng.py"]
TRACES = [["rodizio", "--seed", "3", "--seats", "2", "--spicy", "--ai", "normal"],
          ["rodizio", "--seed", "8", "--seats", "4"],
          ["foodies", "--seed", "4", "--seats", "3", "--ai", "normal"],
          ["foodies", "--seed", "2", "--seats", "5", "--first", "3"]]
_SKIP = ("__pycache__", "*.so", "*.pyd", compiled.STAMP, "build", ".pytest_cache", ".mypy_cache")


def _missing_tools() -> str | None:
    for module in ("mypyc", "setuptools"):
        if importlib.util.find_spec(module) is None:
            return f"{module} is not installed"
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc})"
    return None


def _copy_checkout(dest: Path) -> None:
    """The checkout's code and tests (content and tools linked, not copied)."""
    dest.mkdir(parents=True)
    for name in ("game", "tests"):
        shutil.copytree(ROOT / name, dest / name, ignore=shutil.ignore_patterns(*_SKIP))
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    for name in ("assets", "tools"):
        (dest / name).symlink_to(ROOT / name, target_is_directory=True)


def _build_key() -> str:
    import mypy.version
    parts = [json.dumps(compiled.stamp(ROOT), sort_keys=True), sys.version, mypy.version.__version__,
             (ROOT / "setup.py").read_text(encoding="utf-8")]
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:16]


def _artifacts(tree: Path) -> list[Path]:
    """What the compiled build adds to ``tree``: the extension modules, the
    shared library beside game/, the stamp."""
    found = [p for p in (tree / "game").rglob("*") if p.suffix in (".so", ".pyd")]
    found += [p for p in tree.glob("*__mypyc*") if p.is_file()]
    return found + [tree / "game" / "rules" / compiled.STAMP]


def _compiled_artifacts(cache: Path) -> Path:
    """A folder holding the compiled build's artifacts for today's rules
    sources, built unless the cache has them."""
    key = _build_key()
    done = cache / key
    if done.is_dir():
        return done
    work = cache / f"{key}.building-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    _copy_checkout(work / "tree")
    run = subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"],
                         cwd=work / "tree", capture_output=True, text=True, timeout=1200,
                         env=dict(os.environ, RODIZIO_FOODIES_COMPILE="1"))
    assert run.returncode == 0, f"the compiled build failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    out = work / "artifacts"
    for path in _artifacts(work / "tree"):
        target = out / path.relative_to(work / "tree")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)
    for old in cache.iterdir():  # one build per cache: the older ones are of older sources
        if old.name != key and not old.name.startswith(f"{key}."):
            shutil.rmtree(old, ignore_errors=True)
    try:
        out.rename(done)
    except OSError:  # another run finished the same build first
        pass
    shutil.rmtree(work, ignore_errors=True)
    return done


@pytest.fixture(scope="module")
def other_core(request, tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """(folder to run in, environment) of the core this interpreter does not run."""
    env = dict(os.environ)
    env.pop(compiled.PURE_ENV, None)
    if compiled.active():
        return ROOT, dict(env, **{compiled.PURE_ENV: "1"})
    missing = _missing_tools()
    if missing:
        pytest.skip(f"the compiled core cannot be built here: {missing} (pure Python is the default)")
    cache_plugin = getattr(request.config, "cache", None)
    cache = (cache_plugin.mkdir("compiled-core") if cache_plugin is not None
             else tmp_path_factory.mktemp("compiled-core"))
    artifacts = _compiled_artifacts(Path(cache))
    tree = tmp_path_factory.mktemp("compiled-checkout") / "tree"
    _copy_checkout(tree)
    shutil.copytree(artifacts, tree, dirs_exist_ok=True)
    return tree, env


def _run(cwd: Path, env: dict[str, str], *args: str, timeout: float = 900) -> str:
    run = subprocess.run([sys.executable, *args], cwd=cwd, env=env, capture_output=True,
                         text=True, timeout=timeout)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-4000:]
    return run.stdout


def test_the_other_core_is_the_one_this_interpreter_does_not_run(other_core):
    cwd, env = other_core
    out = _run(cwd, env, "-c", "from game.rules import compiled; print(compiled.active())")
    assert out.strip() == str(not compiled.active())


def test_the_lean_path_and_generator_tests_pass_on_the_other_core(other_core):
    cwd, env = other_core
    out = _run(cwd, env, "-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=",
               "-q", "-W", "error::RuntimeWarning", *CHECKS)
    assert " passed" in out and "failed" not in out and "skipped" not in out


@pytest.mark.parametrize("args", TRACES, ids=lambda a: "-".join(a[:3:2]))
def test_traces_are_byte_identical_on_both_cores(other_core, args):
    cwd, env = other_core
    here = dict(os.environ)
    mine = _run(ROOT, here, "-m", "game", "trace", *args)
    theirs = _run(cwd, env, "-m", "game", "trace", *args)
    assert mine.count("\n") > 10
    assert theirs == mine
