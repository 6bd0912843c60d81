"""Rodízio & Foodies: rules cores, AI, pygame client, storage.

``game.__version__`` is the game's version. Its one source is
``pyproject.toml`` (``[project] version``): read from there when the package
runs from a checkout (so an editable install never shows a stale number),
otherwise from the installed distribution's metadata, which a wheel, a
``pipx`` install and the desktop bundle (tools/build_desktop.py copies the
metadata in) all carry. Computed on first use, so importing ``game`` stays
cheap."""
from __future__ import annotations

#: the distribution name in pyproject.toml, whose metadata holds the version
DISTRIBUTION = "rodizio-foodies"
#: shown when neither a checkout's pyproject.toml nor metadata is found
UNKNOWN_VERSION = "0+unknown"


def _checkout_version() -> str | None:
    """The version in the pyproject.toml beside this package, if it is ours."""
    import tomllib
    from pathlib import Path
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    version = project.get("version")
    return version if project.get("name") == DISTRIBUTION and isinstance(version, str) else None


def _installed_version() -> str | None:
    from importlib import metadata
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return None


def __getattr__(name: str) -> str:
    if name == "__version__":
        version = _checkout_version() or _installed_version() or UNKNOWN_VERSION
        globals()["__version__"] = version
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
